/**
 * The interface language: a labelled select of English / 日本語 / Русский, each name in its
 * own language. The choice is remembered (src/i18n/locale.ts) and sets `<html lang>`.
 * The label names the control in the current language and, outside English, in English
 * too, so a visitor who landed in a language they cannot read still finds it.
 */
import { useId, useState } from "react";
import { getLocale, useT, type Locale } from "../i18n";
import { chooseLocale, isLocale, LOCALE_NAMES, LOCALES } from "../i18n/locale";

/*
 * The select starts with the option of the language shown, and the others come when it is
 * focused or pressed, before its list opens (a keyboard reaches it by focus first; a press
 * adds them within the same event). Chromium measures every option's text to size a select,
 * also one of fixed width, and "日本語" sends it looking for a Japanese font: it walks the
 * page's font list, asks the system for a fallback font and loads it (a 6 MB typeface here),
 * on Linux through synchronous calls to the browser process. On a first load in English or
 * Russian that was the only text needing a Japanese font besides the mark, now a drawing: the
 * one task that found it (src/app/font-primer.ts) took 23–34 ms of wall time against under 8
 * for any other font. The select has a fixed width (src/ui/app.css), so nothing moves when
 * the options come.
 */

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
  const [allOptions, setAllOptions] = useState(false);
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
      <span aria-hidden="true" className="language-switcher-mark" title={label}>
        <GlobeMark />
      </span>
      <select
        id={id}
        className="input language-switcher-select"
        style={{ height: 28 }}
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

/** A globe: the mark for "language" drawn, not a text that needs a font (see the note above). */
function GlobeMark() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.2">
      <circle cx="8" cy="8" r="6.4" />
      <ellipse cx="8" cy="8" rx="2.9" ry="6.4" />
      <path d="M1.6 8h12.8M2.6 4.8h10.8M2.6 11.2h10.8" />
    </svg>
  );
}
