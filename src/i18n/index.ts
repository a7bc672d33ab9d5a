/**
 * A tiny i18n layer: `t(code, params)` looks a message code up in the merged catalogs of the
 * current locale and interpolates `{param}` and ICU-style `{n, plural, one {…} other {…}}`.
 * English catalogs (`src/i18n/en/*.ts`, one per area) load eagerly; other locales
 * (`src/i18n/<locale>/*.ts`) load on demand and fall back to English key by key. A missing
 * key never renders blank: the code and its parameters are shown as they are.
 */
import { useSyncExternalStore } from "react";
import type { Message, Param } from "../core/types";

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

function isCatalog(value: unknown): value is Catalog {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === "string" || typeof v === "function");
}

/**
 * Merges every catalog-shaped export of the given modules into one catalog. Each area owns
 * its own codes; when two areas define one code the first module (in path order) wins.
 */
export function mergeCatalogs(modules: Readonly<Record<string, unknown>>): Record<string, MessageValue> {
  const merged: Record<string, MessageValue> = {};
  for (const path of Object.keys(modules).sort()) {
    const mod = modules[path];
    if (mod === null || typeof mod !== "object") continue;
    for (const exported of Object.values(mod)) {
      if (!isCatalog(exported)) continue;
      for (const [code, value] of Object.entries(exported)) {
        if (!(code in merged)) merged[code] = value;
      }
    }
  }
  return merged;
}

const english = mergeCatalogs(import.meta.glob("./en/*.ts", { eager: true }));

// Other locales: nothing ships yet. The glob is lazy, so a catalog added under ja/ or ru/
// becomes its own chunk, fetched when the locale is chosen.
const lazyModules = import.meta.glob(["./ja/*.ts", "./ru/*.ts"]);

let locale: Locale = "en";
let catalog: Record<string, MessageValue> = english;
const listeners = new Set<() => void>();

/** The current locale. */
export function getLocale(): Locale {
  return locale;
}

/**
 * Switches the locale, loading its catalogs first; English fills every code they lack.
 * Resolves when the new texts are in place.
 */
export async function setLocale(next: Locale): Promise<void> {
  let merged = english;
  if (next !== "en") {
    const prefix = `./${next}/`;
    const entries = Object.entries(lazyModules).filter(([path]) => path.startsWith(prefix));
    const loaded = await Promise.all(entries.map(async ([path, load]) => [path, await load()] as const));
    merged = { ...english, ...mergeCatalogs(Object.fromEntries(loaded)) };
  }
  locale = next;
  catalog = merged;
  if (typeof document !== "undefined") document.documentElement.lang = next;
  boundT = makeT(catalog, locale);
  for (const listener of listeners) listener();
}

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
  return numberFormat(loc).format(value);
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
export function interpolate(template: string, params: Params, loc: Locale = locale): string {
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

function makeT(cat: Record<string, MessageValue>, loc: Locale): Translate {
  return (code, params = {}) => {
    const value = Object.prototype.hasOwnProperty.call(cat, code) ? cat[code] : undefined;
    if (value === undefined) return missingMessage(code, params);
    const shown = displayParams(cat, params);
    if (typeof value === "function") return value(shown, loc);
    return interpolate(value, shown, loc);
  };
}

let boundT: Translate = makeT(catalog, locale);

/** Translates a message code with its parameters in the current locale. */
export function t(code: string, params?: Params): string {
  return boundT(code, params);
}

/** Translates a core message (`{ code, params }`). */
export function tm(message: Message): string {
  return boundT(message.code, message.params);
}

/** Whether the current catalogs hold a code. */
export function hasMessage(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(catalog, code);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The translate function of the current locale; components re-render when it changes. */
export function useT(): Translate {
  return useSyncExternalStore(
    subscribe,
    () => boundT,
    () => boundT,
  );
}
