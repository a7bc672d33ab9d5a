/**
 * A combobox over the crawler table (WAI-ARIA "editable combobox with list autocomplete"):
 * typing searches name, token, vendor and purpose (its code or its name in the interface
 * language); matches are grouped by purpose. Text naming no crawler can be taken as it is: a
 * single word (a token such as `Yandex`) comes first, so Enter takes what was typed; a
 * longer text (a whole User-Agent header) comes last. Arrow keys move, Enter picks, Escape
 * closes.
 */
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { findCrawler, searchCrawlers } from "../../core/crawlers";
import { PURPOSES, type Crawler } from "../../core/types";
import { crawlerName } from "../shared/names";
import { useT } from "../../i18n";

const MAX_OPTIONS = 60;

type Option = { kind: "crawler"; crawler: Crawler } | { kind: "custom"; value: string };

/** What a crawler id or custom value shows in the input when not being edited. */

export function CrawlerPicker({
  label,
  value,
  onPick,
  excludeIds = [],
  clearOnPick = false,
  placeholder,
  describedBy,
}: {
  label: string;
  /** The crawler id or custom text currently chosen ("" for none). */
  value: string;
  /** Receives a crawler id, or the custom text as typed (trimmed). */
  onPick: (idOrCustom: string) => void;
  excludeIds?: readonly string[];
  /** Empty the field after a pick (for "add to set" pickers). */
  clearOnPick?: boolean;
  placeholder?: string;
  describedBy?: string;
}) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // The options exist only while the list is open: closed, it is empty (no search, no elements;
  // the first screen's Test panel made 200 hidden elements for it).
  const options = useMemo<Option[]>(() => {
    if (!open) return [];
    const q = (query ?? "").trim();
    const matches = searchCrawlers(q, (p) => t(`ui.purpose.${p}`)).filter((c) => !excludeIds.includes(c.id));
    // The crawler named exactly stays first; the rest are grouped by purpose, in table order.
    const exact = q !== "" ? findCrawler(q) : undefined;
    const rest = matches.filter((c) => c !== exact);
    const rank = (c: Crawler) => PURPOSES.indexOf(c.purpose);
    rest.sort((a, b) => rank(a) - rank(b));
    const found = [...(exact && matches.includes(exact) ? [exact] : []), ...rest]
      .slice(0, MAX_OPTIONS)
      .map((crawler): Option => ({ kind: "crawler", crawler }));
    // A text naming a crawler exactly is that crawler; anything else may also be taken as typed:
    // first when it is one word (what was typed wins Enter), last when it is a longer text.
    if (q !== "" && !exact) {
      if (/^\S+$/.test(q)) found.unshift({ kind: "custom", value: q });
      else found.push({ kind: "custom", value: q });
    }
    return found;
  }, [open, query, excludeIds, t]);

  const shown = query ?? (clearOnPick ? "" : crawlerName(value));
  const activeIndex = Math.min(active, options.length - 1);

  function pick(option: Option) {
    onPick(option.kind === "crawler" ? option.crawler.id : option.value);
    setQuery(null);
    setOpen(false);
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((activeIndex + 1) % Math.max(1, options.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((activeIndex - 1 + options.length) % Math.max(1, options.length));
    } else if (event.key === "Enter") {
      if (open && options[activeIndex]) {
        event.preventDefault();
        pick(options[activeIndex]);
      } else if (query !== null && query.trim() !== "") {
        event.preventDefault();
        pick({ kind: "custom", value: query.trim() });
      }
    } else if (event.key === "Escape") {
      if (open || query !== null) {
        event.preventDefault();
        setOpen(false);
        setQuery(null);
      }
    }
  }

  return (
    <div className="combobox">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && options[activeIndex] ? `${id}-opt-${activeIndex}` : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={shown}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={label} className="listbox" hidden={!open || options.length === 0}>
        {groupOptions(options).map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <div id={`${id}-${group.key}`} role="presentation" className="option-group">
              {group.purpose ? t(`ui.purpose.${group.purpose}`) : t("ui.crawler.typed")}
            </div>
            {group.items.map(({ option, index }) => (
              <div
                key={option.kind === "crawler" ? option.crawler.id : `custom:${option.value}`}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className="option"
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(option)}
              >
                {option.kind === "crawler" ? (
                  <>
                    <span className="option-name">{option.crawler.name}</span>
                    <span className="option-meta">
                      {option.crawler.vendor || t("ui.vendor.unknown")} · {t(`ui.purpose.${option.crawler.purpose}`)}
                      {option.crawler.tokens.length > 1 ? ` · ${option.crawler.tokens.join(" → ")}` : ""}
                    </span>
                  </>
                ) : (
                  <span className="option-name">{t("ui.crawler.custom", { value: option.value })}</span>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Consecutive options of one purpose (or typed text) as a group, each option with its flat index. */
function groupOptions(options: Option[]): { key: string; purpose: Crawler["purpose"] | null; items: { option: Option; index: number }[] }[] {
  const groups: { key: string; purpose: Crawler["purpose"] | null; items: { option: Option; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const purpose = option.kind === "crawler" ? option.crawler.purpose : null;
    const last = groups[groups.length - 1];
    if (last && last.purpose === purpose) last.items.push({ option, index });
    else groups.push({ key: `g${groups.length}`, purpose, items: [{ option, index }] });
  });
  return groups;
}
