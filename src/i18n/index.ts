/**
 * A tiny i18n layer: `t(code, params)` looks a message code up in the merged catalogs of the
 * current locale and interpolates `{param}` and ICU-style `{n, plural, one {…} other {…}}`.
 * English catalogs (`src/i18n/en/*.ts`, one per area) load eagerly; other locales
 * (`src/i18n/<locale>/*.ts`) load on demand and fall back to English key by key. A missing
 * key never renders blank: the code and its parameters are shown as they are.
 */
import { startTransition, useEffect, useState } from "react";
import type { Message } from "../core/types";

export type { Locale, Params, MessageValue, Catalog, Translate } from "./format";
import { interpolate as interpolateIn, makeT, type Catalog, type Locale, type MessageValue, type Params, type Translate } from "./format";
export { missingMessage, translatorLocale } from "./format";

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

// `en/prefs.ts` (usage preferences) and `en/lint.ts` (lint findings) are left out of the first
// screen: the chunks that show them load them and add them with `addEnglish`
// (`prefs-catalog.ts`, `lint-catalog.ts`; the app loads the lint texts right after its first
// render, before the lint worker's first answer).
const english = mergeCatalogs(import.meta.glob(["./en/*.ts", "!./en/prefs.ts", "!./en/lint.ts", "!./en/editor-help.ts"], { eager: true }));

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

/**
 * Fills a template: `{name}` takes a parameter; `{n, plural, one {# rule} other {# rules}}`
 * picks a branch by the locale's plural rules (`=0` style exact branches too), `#` being the
 * number. A parameter that is not given stays visible as `{name}`.
 */
export function interpolate(template: string, params: Params, loc: Locale = locale): string {
  return interpolateIn(template, params, loc);
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

/**
 * Adds English texts that load with a feature rather than at startup (`src/i18n/lazy-en/`,
 * `en/prefs.ts` through `prefs-catalog.ts`): codes already present keep their text;
 * they fill the codes the catalogs lack, in every locale, and components re-render.
 */
export function addEnglish(...catalogs: Readonly<Record<string, MessageValue>>[]): void {
  let added = false;
  for (const extra of catalogs) {
    for (const [code, value] of Object.entries(extra)) {
      if (!(code in english)) {
        english[code] = value;
        added = true;
      }
      if (!(code in catalog)) catalog[code] = value;
    }
  }
  if (!added) return;
  boundT = makeT(catalog, locale);
  for (const listener of listeners) listener();
}

/**
 * Adds English texts read only by code that awaits their load before it formats them (the
 * editor's hover cards and completion details): nothing on screen shows them yet, so nothing
 * re-renders. Notifying would reconfigure the editor, which lints again and redraws the marked
 * text, and a hover waiting over that text is then lost.
 */
export function addEnglishUnseen(extra: Readonly<Record<string, MessageValue>>): void {
  for (const [code, value] of Object.entries(extra)) {
    if (!(code in english)) english[code] = value;
    if (!(code in catalog)) catalog[code] = value;
  }
}

/** Whether the current catalogs hold a code. */
export function hasMessage(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(catalog, code);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` after every change of the texts (a locale switch, English added late); returns the unsubscribe. */
export function onTextsChange(listener: () => void): () => void {
  return subscribe(listener);
}

/**
 * The translate function of the current locale; components re-render when it changes, in a
 * transition: texts that load after the first screen (the lint findings', the panels') re-render
 * most of the page, and React then renders it in slices that yield to input and paint rather
 * than in one long task.
 */
export function useT(): Translate {
  const [current, setCurrent] = useState<Translate>(() => boundT);
  useEffect(() => {
    const follow = () => startTransition(() => setCurrent(() => boundT));
    const stop = subscribe(follow);
    // The texts changed between this component's first render and now.
    if (current !== boundT) follow();
    return () => void stop();
    // Subscribes once; `current` is the value of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return current;
}
