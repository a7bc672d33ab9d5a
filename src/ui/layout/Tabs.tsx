/**
 * An ARIA tablist (WAI-ARIA Authoring Practices, "Tabs with automatic activation"): one tab
 * in the Tab order, arrow keys move between tabs and activate them, Home/End jump to the ends.
 */
import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** A row of tabs; the selected panel is rendered by `TabPanel` with the same `idBase`. */
export function TabList<K extends string>({
  idBase,
  label,
  tabs,
  selected,
  onSelect,
}: {
  idBase: string;
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    let next = -1;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    if (next === -1) return;
    event.preventDefault();
    const key = tabs[next].key;
    onSelect(key);
    refs.current.get(key)?.focus();
  }

  return (
    <div className="tablist" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.key}`}
            aria-selected={isSelected}
            aria-controls={`${idBase}-panel-${tab.key}`}
            tabIndex={isSelected ? 0 : -1}
            className="tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab; it opens with a level-2 heading (for screen readers) naming it. */
export function TabPanel({
  idBase,
  tabKey,
  label,
  children,
}: {
  idBase: string;
  tabKey: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      className="tabpanel"
      role="tabpanel"
      id={`${idBase}-panel-${tabKey}`}
      aria-labelledby={`${idBase}-tab-${tabKey}`}
      tabIndex={0}
    >
      <h2 className="sr-only">{label}</h2>
      {children}
    </div>
  );
}
