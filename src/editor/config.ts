/**
 * The editor's configuration facet: which engines the file is read for, which engine's
 * grouping the gutter and folding show, and the function that turns message codes into
 * display text. Every robots.txt extension reads it from the state, so a reconfiguration
 * (a compartment holding `robotsTxtConfig.of(...)`) updates them all at once.
 */
import { Facet } from "@codemirror/state";
import type { EngineId, Param } from "../core/types.ts";
import { DEFAULT_LINT_ENGINES } from "../core/engines/index.ts";

/** Turns a message code and its parameters into display text. */
export type FormatMessage = (code: string, params: Record<string, Param>) => string;

/** Options of the robots.txt editor extensions. */
export interface RobotsTxtConfig {
  /** Engines the file is read for: lint, hover and size limits. Default google, bing, yandex; `[]` is none. */
  engines?: readonly EngineId[];
  /** Engine whose grouping the group gutter and folding show. Default: the first engine. */
  groupEngine?: EngineId;
  /** Display text for codes; the default shows the code with its parameters. */
  formatMessage?: FormatMessage;
}

/** The configuration with every option filled in. */
export interface ResolvedConfig {
  engines: readonly EngineId[];
  groupEngine: EngineId;
  formatMessage: FormatMessage;
}

/** Engines used when none are given: the core's default lint engines. */
export const DEFAULT_ENGINES: readonly EngineId[] = DEFAULT_LINT_ENGINES;

/** Shows a code with its parameters: the fallback when no message catalog is given. */
export function codeMessage(code: string, params: Record<string, Param>): string {
  const entries = Object.entries(params);
  return entries.length === 0 ? code : `${code} (${entries.map(([k, v]) => `${k}: ${String(v)}`).join(", ")})`;
}

function closingBrace(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === "{") depth++;
    else if (template[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/**
 * Fills a template: `{param}` takes a parameter, `{n, plural, one {# rule} other {# rules}}`
 * picks a branch by English plural rules (`=0` branches too), `#` being the number.
 * Placeholders without a parameter stay as written.
 */
export function fillTemplate(template: string, params: Record<string, Param>): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    const close = open < 0 ? -1 : closingBrace(template, open);
    if (close < 0) return out + template.slice(i);
    out += template.slice(i, open);
    const inner = template.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    const name = plural ? plural[1] : inner.trim();
    if (!Object.prototype.hasOwnProperty.call(params, name)) out += `{${inner}}`;
    else if (plural) {
      const n = Number(params[name]);
      const branches = new Map<string, string>();
      const body = plural[2];
      for (let at = 0; at < body.length; ) {
        const open = body.indexOf("{", at);
        const close = open < 0 ? -1 : closingBrace(body, open);
        if (close < 0) break;
        branches.set(body.slice(at, open).trim(), body.slice(open + 1, close));
        at = close + 1;
      }
      const branch = branches.get(`=${n}`) ?? branches.get(n === 1 ? "one" : "other") ?? branches.get("other") ?? "";
      out += fillTemplate(branch.replace(/#/g, String(n)), params);
    } else out += String(params[name]);
    i = close + 1;
  }
  return out;
}

/**
 * Returns a formatter reading templates from the given catalogs (first catalog holding a
 * code wins), falling back to `codeMessage` for codes none of them holds.
 */
export function catalogFormatter(...catalogs: readonly Readonly<Record<string, string>>[]): FormatMessage {
  return (code, params) => {
    for (const catalog of catalogs) {
      if (Object.prototype.hasOwnProperty.call(catalog, code)) return fillTemplate(catalog[code], params);
    }
    return codeMessage(code, params);
  };
}

/** The robots.txt editor configuration of a state; later values override earlier ones. */
export const robotsTxtConfig = Facet.define<RobotsTxtConfig, ResolvedConfig>({
  combine(values) {
    const merged: RobotsTxtConfig = {};
    for (const value of values) {
      if (value.engines !== undefined) merged.engines = value.engines;
      if (value.groupEngine !== undefined) merged.groupEngine = value.groupEngine;
      if (value.formatMessage !== undefined) merged.formatMessage = value.formatMessage;
    }
    // An empty list is a choice (lint for no engine); only a missing one takes the default.
    const engines = merged.engines ?? DEFAULT_ENGINES;
    return {
      engines,
      groupEngine: merged.groupEngine ?? engines[0] ?? "google",
      formatMessage: merged.formatMessage ?? codeMessage,
    };
  },
});
