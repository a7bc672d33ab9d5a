/**
 * Message formatting without the app around it (no React, no Vite globs): templates with
 * `{param}` and ICU-style plurals, and a translate function over a given catalog. The app's
 * i18n layer (index.ts) and the CLI (src/cli) both use it, so both say the same words.
 */
import type { Param } from "../core/types";

/** The locales the app is designed for; only English ships catalogs today. */
export type Locale = "en" | "ja" | "ru";

/** Parameters of a message. */
export type Params = Readonly<Record<string, Param>>;

/** A catalog entry: a template string, or a function for what templates cannot say. */
export type MessageValue = string | ((params: Params, locale: Locale) => string);

/** Messages of one area, keyed by code. */
export type Catalog = Readonly<Record<string, MessageValue>>;

/** A translate function: a code and its parameters in, display text out. */
export type Translate = (code: string, params?: Params) => string;

// Intl objects are costly to build and are used on every render: one per locale.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

function numberFormat(loc: Locale): Intl.NumberFormat {
  let f = numberFormats.get(loc);
  if (!f) numberFormats.set(loc, (f = new Intl.NumberFormat(loc)));
  return f;
}

function pluralRule(loc: Locale): Intl.PluralRules {
  let r = pluralRules.get(loc);
  if (!r) pluralRules.set(loc, (r = new Intl.PluralRules(loc)));
  return r;
}

function formatParam(value: Param, loc: Locale): string {
  if (typeof value !== "number") return String(value);
  // Whole numbers under 1,000 read the same in every offered locale (Latin digits, no
  // grouping): skip the number formatter, whose first construction costs the page's first
  // render a noticeable moment on a slow phone.
  if (Number.isInteger(value) && value > -1000 && value < 1000) return String(value);
  // Whole numbers past that are grouped by thousands as Intl does for these locales (a comma
  // in English and Japanese, a no-break space in Russian): the formatter's first construction
  // took 15 ms on the page's first render (60 ms on a phone), for a size limit in the Test panel.
  if (Number.isSafeInteger(value)) return groupThousands(value, THOUSANDS[loc]);
  return numberFormat(loc).format(value);
}

/** The thousands separator of whole numbers, as `Intl.NumberFormat(locale)` writes them. */
const THOUSANDS: Record<Locale, string> = { en: ",", ja: ",", ru: "\u00a0" };

function groupThousands(value: number, separator: string): string {
  const digits = String(Math.abs(value));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += separator + digits.slice(i, i + 3);
  return value < 0 ? `-${out}` : out;
}

/** Finds the index of the `}` closing the `{` at `open`, or -1. */
function closingBrace(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === "{") depth++;
    else if (template[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** Reads `one {…} few {…} other {…}` into a map of plural category to text. */
function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf("{", i);
    if (open === -1) break;
    const key = body.slice(i, open).trim();
    const close = closingBrace(body, open);
    if (close === -1) break;
    branches.set(key, body.slice(open + 1, close));
    i = close + 1;
  }
  return branches;
}

/**
 * Fills a template: `{name}` takes a parameter; `{n, plural, one {# rule} other {# rules}}`
 * picks a branch by the locale's plural rules (`=0` style exact branches too), `#` being the
 * number. A parameter that is not given stays visible as `{name}`.
 */
export function interpolate(template: string, params: Params, loc: Locale): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open === -1) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = closingBrace(template, open);
    if (close === -1) {
      out += template.slice(open);
      break;
    }
    const inner = template.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (plural) {
      const value = params[plural[1]];
      const n = typeof value === "number" ? value : Number(value);
      const branches = pluralBranches(plural[2]);
      const chosen =
        branches.get(`=${n}`) ?? branches.get(pluralRule(loc).select(n)) ?? branches.get("other");
      out +=
        chosen === undefined || value === undefined
          ? `{${inner}}`
          : interpolate(chosen.replace(/#/g, formatParam(n, loc)), params, loc);
    } else {
      const name = inner.trim();
      out += name in params ? formatParam(params[name], loc) : `{${inner}}`;
    }
    i = close + 1;
  }
  return out;
}

/** How a code without a catalog entry is shown: the code, then its parameters. */
export function missingMessage(code: string, params: Params): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return `⟨${code}⟩`;
  return `⟨${code}⟩ ${entries.map(([k, v]) => `${k}=${String(v)}`).join(", ")}`;
}

/**
 * The core names engines by id (`yandex-classic`) in parameters such as `engine`; display text
 * shows their names in the current language (`ui.engine.<id>`).
 */
function displayParams(cat: Record<string, MessageValue>, params: Params): Params {
  let out: Record<string, Param> | null = null;
  for (const key of ["engine", "assumedFrom"]) {
    const v = params[key];
    const name = typeof v === "string" ? cat[`ui.engine.${v}`] : undefined;
    if (typeof name === "string") (out ??= { ...params })[key] = name;
  }
  return out ?? params;
}

export function makeT(cat: Record<string, MessageValue>, loc: Locale): Translate {
  const t: Translate = (code, params = {}) => {
    const value = Object.prototype.hasOwnProperty.call(cat, code) ? cat[code] : undefined;
    if (value === undefined) return missingMessage(code, params);
    const shown = displayParams(cat, params);
    if (typeof value === "function") return value(shown, loc);
    return interpolate(value, shown, loc);
  };
  speaks.set(t, loc);
  return t;
}

const speaks = new WeakMap<Translate, Locale>();

/**
 * The language a translator made by {@link makeT} speaks. A component's translator (`useT`)
 * follows a switch in a transition, so for a moment it can still speak the language the page
 * has just left: what it speaks is its own, not `getLocale()`'s.
 */
export function translatorLocale(t: Translate): Locale | undefined {
  return speaks.get(t);
}

