/**
 * Which language the interface speaks: the one the visitor chose last time (remembered in
 * localStorage, per deployment path), else the first of the browser's languages the app
 * knows (ja*, ru*, en*), else English. Every switch loads the locale's catalogs and sets
 * `<html lang>`.
 */
import { getLocale, setLocale, type Locale } from "./index";

/** The locales the interface offers, in switcher order. */
export const LOCALES: readonly Locale[] = ["en", "ja", "ru"];

/** Each locale's name in its own language, as the switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  ja: "日本語",
  ru: "Русский",
};

const base = (import.meta.env?.BASE_URL as string | undefined) ?? "/";

/** The localStorage key of the remembered choice; deployments at other paths keep their own. */
export const LOCALE_STORAGE_KEY = `${base}:workbench:locale`;

/** Whether a string is one of the offered locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale for a browser's language list (`navigator.languages`, most preferred first):
 * the first entry that is Japanese, Russian or English decides; nothing known means English.
 */
export function detectLocale(languages: readonly string[] | undefined): Locale {
  for (const language of languages ?? []) {
    const primary = language.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === "ja") return "ja";
    if (primary === "ru") return "ru";
    if (primary === "en") return "en";
  }
  return "en";
}

/** The remembered choice, or null when there is none or storage is refused. */
export function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

function applyLang(locale: Locale): void {
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

let pending: Promise<void> = Promise.resolve();

async function switchTo(locale: Locale): Promise<void> {
  // Switches run one after another, so the last choice is the one that stays.
  const run = pending.then(async () => {
    if (locale !== getLocale()) await setLocale(locale);
    applyLang(locale);
  });
  pending = run.catch(() => undefined);
  return run;
}

/** How long startup waits for a locale's catalogs before rendering in English meanwhile. */
const STARTUP_WAIT_MS = 1500;

/**
 * Picks the startup locale (remembered choice, else the browser's languages) and switches
 * to it. Call once before the first render (awaiting it avoids English flashing first);
 * resolves when the texts are in, or after a short wait if their chunk is slow, the switch
 * then finishing in the background. Never rejects: catalogs that cannot load leave English.
 */
export function initLocale(): Promise<Locale> {
  const locale = storedLocale() ?? detectLocale(browserLanguages());
  applyLang(getLocale());
  const switched = switchTo(locale).then(
    () => locale,
    () => {
      // The catalogs could not load (offline before they were cached): stay in English.
      applyLang(getLocale());
      return getLocale();
    },
  );
  if (locale === "en") return switched;
  const waited = new Promise<Locale>((resolve) => setTimeout(() => resolve(getLocale()), STARTUP_WAIT_MS));
  return Promise.race([switched, waited]);
}

/** Switches to a locale the visitor chose and remembers it for the next visit. */
export function chooseLocale(locale: Locale): Promise<void> {
  remember(locale);
  return switchTo(locale);
}
