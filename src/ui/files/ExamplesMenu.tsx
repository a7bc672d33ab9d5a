/**
 * The Examples menu: a button opening a menu of example files, grouped (real-world, the 1994
 * standard's KB 217103 files, Yandex's classic help). Arrow keys move, Escape closes.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useT } from "../../i18n";
import { useWorkbench } from "../../state/store";
import type { Example } from "../examples/examples";
import { useFileNotices } from "./notices";

type ExamplesModule = typeof import("../examples/examples");
let examplesModule: ExamplesModule | null = null;

/** The example files, loaded on first use (they stay out of the first screen's JavaScript). */
function loadExamples(): Promise<ExamplesModule> {
  return Promise.all([import("../examples/examples"), import("../../i18n/panels-catalog")]).then(([m, texts]) => {
    texts.ensurePanelsCatalog();
    return (examplesModule = m);
  });
}

export function ExamplesMenu() {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  // Roving tabindex: the item last focused is the menu's one stop in the tab order, so the
  // scrolling menu always holds focusable content (WCAG 2.1.1).
  const [active, setActive] = useState("");
  const [data, setData] = useState<ExamplesModule | null>(examplesModule);
  const prefetch = () => {
    if (!data) void loadExamples().then(setData);
  };
  const toggle = () => {
    if (open || data) {
      setOpen(!open);
      return;
    }
    void loadExamples().then((m) => {
      setData(m);
      setOpen(true);
    });
  };
  const activeId = active || (data?.EXAMPLES[0]?.id ?? "");
  const host = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (host.current && !host.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, data]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const load = (example: Example) => {
    useWorkbench.getState().loadDraft(example.text, {
      source: "example",
      name: t(`files.example.${example.id}.name`),
      origin: example.origin,
    });
    useFileNotices.setState({ encoding: null });
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(items.length - 1);
    else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      close();
    }
  };

  return (
    <div className="popover-host" ref={host}>
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={toggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {t("files.examples")} <span aria-hidden="true">▾</span>
      </button>
      {open && data && (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={t("files.examples.menu")}
          className="popover files-menu"
          onKeyDown={onKeyDown}
        >
          {data.EXAMPLE_GROUPS.map((group) => (
            <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
              <div id={`${id}-${group}`} className="files-menu-heading">
                {t(`files.examples.group.${group}`)}
              </div>
              {data.EXAMPLES.filter((e) => e.group === group).map((example) => (
                <button
                  key={example.id}
                  type="button"
                  role="menuitem"
                  tabIndex={example.id === activeId ? 0 : -1}
                  onFocus={() => setActive(example.id)}
                  className="files-menu-item"
                  aria-labelledby={`${id}-${example.id}-name`}
                  aria-describedby={`${id}-${example.id}-desc`}
                  onClick={() => load(example)}
                >
                  <span id={`${id}-${example.id}-name`} className="files-menu-name">
                    {t(`files.example.${example.id}.name`)}
                  </span>
                  <span id={`${id}-${example.id}-desc`} className="files-menu-desc">
                    {t(`files.example.${example.id}.description`)}
                  </span>
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
