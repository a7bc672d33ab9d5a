/**
 * The interface language: a labelled select of English / 日本語 / Русский, each name in its
 * own language. The choice is remembered (src/i18n/locale.ts) and sets `<html lang>`.
 * The label names the control in the current language and, outside English, in English
 * too, so a visitor who landed in a language they cannot read still finds it.
 */
import { useId, useState } from "react";
import { getLocale, useT, type Locale } from "../i18n";
import { chooseLocale, isLocale, LOCALE_NAMES, LOCALES } from "../i18n/locale";

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
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setPending(next);
          void chooseLocale(next).finally(() => setPending(null));
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
