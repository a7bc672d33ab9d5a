/**
 * The interface language: a labelled select of English / 日本語 / Русский, each name in its
 * own language. The choice is remembered (src/i18n/locale.ts) and sets `<html lang>`.
 * The label names the control in the current language and, outside English, in English
 * too, so a visitor who landed in a language they cannot read still finds it.
 */
import { useEffect, useId, useState } from "react";
import { getLocale, useT, type Locale } from "../i18n";
import { chooseLocale, isLocale, LOCALE_NAMES, LOCALES } from "../i18n/locale";
import { whenIdle } from "../state/schedule";

/**
 * Where the select has a fixed width (src/ui/app.css: the phone layout, `.language-switcher-select`
 * at 82px), so that the other languages' options can follow without moving anything.
 */
const FIXED_WIDTH_QUERY = "(max-width: 860px)";

/** The longest the other languages' options wait for the page to be idle. */
const IDLE_WAIT_MS = 2000;

/**
 * Whether the select starts with every language's option. On a phone it starts with the one
 * shown, and the others follow when the page is idle, or at once when the select is focused or
 * pressed (before its list opens). Chromium measures every option's text to size a select, also
 * one of fixed width, and "日本語" sends it looking for a Japanese font (it walks the page's font
 * list, asks the system for a fallback font and loads it) within the first screen's frame, on
 * Linux through the browser process. In that frame (412 × 823, unthrottled) the layout took
 * 8.5-11 ms of CPU and 21-61 ms of wall time with the options (7 font-family look-ups, 3
 * fallback look-ups), 3.3 ms and 8 ms without them; the look-ups then come in a frame of their
 * own when the page is idle. With a width of its own (wider screens) the select is sized by its
 * options: it has them all from the start.
 */
function allOptionsAtOnce(): boolean {
  return typeof matchMedia !== "function" || !matchMedia(FIXED_WIDTH_QUERY).matches;
}

/** "Language" in each locale: the control's name must not depend on catalogs loading. */
const LANGUAGE_WORD: Readonly<Record<Locale, string>> = {
  en: "Language",
  ja: "表示言語",
  ru: "Язык интерфейса",
};

export function LanguageSwitcher() {
  // Re-render when the catalogs of another locale are in place.
  useT();
  const id = useId();
  const current = getLocale();
  const [pending, setPending] = useState<Locale | null>(null);
  const [allOptions, setAllOptions] = useState(allOptionsAtOnce);
  useEffect(() => {
    if (allOptions) return;
    let live = true;
    void whenIdle(IDLE_WAIT_MS).then(() => {
      if (live) setAllOptions(true);
    });
    return () => {
      live = false;
    };
  }, [allOptions]);
  const showAll = () => {
    if (!allOptions) setAllOptions(true);
  };
  const shown = pending ?? current;
  const label = current === "en" ? LANGUAGE_WORD.en : `${LANGUAGE_WORD[current]} (${LANGUAGE_WORD.en})`;

  return (
    <div className="language-switcher" style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
      <label htmlFor={id} className="sr-only" lang={current}>
        {label}
      </label>
      <span aria-hidden="true" className="language-switcher-mark" title={label} style={{ fontSize: "var(--fs-xs)", opacity: 0.75 }}>
        文A
      </span>
      <select
        id={id}
        className="input language-switcher-select"
        style={{ width: "auto", height: 28 }}
        value={shown}
        title={label}
        aria-busy={pending !== null || undefined}
        onFocus={showAll}
        onPointerDown={showAll}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setPending(next);
          void chooseLocale(next).finally(() => setPending(null));
        }}
      >
        {(allOptions ? LOCALES : LOCALES.filter((locale) => locale === shown)).map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
