/**
 * The expectations file: a regression suite of "this URL must get this verdict from this
 * crawler", as the Bulk panel exports it and the CLI's `test` reads it. One reader and one
 * writer for both, so a file exported by the app passes through the CLI unchanged.
 *
 *     { "version": 1, "expectations": [ { "url": "/", "crawler": "googlebot", "expect": "allowed" } ] }
 *
 * A bare array of expectations is read as version 1 too (hand-written lists), and so is an
 * object without `version`. Errors are codes with parameters; the UI and the CLI word them.
 */
import { MAX_URL_CHARS } from "./thresholds.ts";

/** The format version this reader and writer speak. */
export const EXPECTATIONS_VERSION = 1;

/** The verdict an expectation asks for. */
export type ExpectedVerdict = "allowed" | "blocked";

/** One expectation: this URL (a path or a full URL) must get this verdict from this crawler. */
export interface Expectation {
  url: string;
  /** A crawler id of the crawler table (`googlebot-image`) or a product token of its own. */
  crawler: string;
  expect: ExpectedVerdict;
}

/** Limits of what a file may hold (a hostile file must not exhaust memory). */
export const EXPECTATION_LIMITS = {
  /** The most expectations a file holds. */
  items: 800_000,
  /** The longest URL, in UTF-16 code units. */
  urlChars: MAX_URL_CHARS,
  /** The longest crawler id. */
  idChars: 128,
} as const;

/** The field of an expectation that is wrong (`item`: the entry is not an object). */
export type ExpectationField = "item" | "url" | "crawler" | "expect";

/** Why a file or list is not an expectations file. */
export type ExpectationsError =
  | { code: "expectations-not-json"; params: { detail: string } }
  | { code: "expectations-bad-shape"; params: Record<string, never> }
  | { code: "expectations-unsupported-version"; params: { version: string; supported: number } }
  | { code: "expectations-too-many"; params: { count: number; limit: number } }
  | { code: "expectations-bad-item"; params: { index: number; field: ExpectationField } };

export type ExpectationsRead =
  | { ok: true; version: number; expectations: Expectation[] }
  | { ok: false; error: ExpectationsError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A crawler id or product token as the app stores it: letters, digits, `_`, `.`, `-`. */
export function isCrawlerKey(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= EXPECTATION_LIMITS.idChars && /^[\w.-]+$/.test(value);
}

/**
 * Reads a list of expectations (the `expectations` array of a file, or of a share link).
 * Every entry is checked and copied as plain data; the first bad one is named (0-based index).
 */
export function readExpectationList(value: unknown): { ok: true; expectations: Expectation[] } | { ok: false; error: ExpectationsError } {
  if (!Array.isArray(value)) return { ok: false, error: { code: "expectations-bad-shape", params: {} } };
  if (value.length > EXPECTATION_LIMITS.items) {
    return { ok: false, error: { code: "expectations-too-many", params: { count: value.length, limit: EXPECTATION_LIMITS.items } } };
  }
  const out: Expectation[] = [];
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index];
    const bad = (field: ExpectationField) => ({ ok: false as const, error: { code: "expectations-bad-item" as const, params: { index, field } } });
    if (!isRecord(item)) return bad("item");
    const { url, crawler, expect } = item;
    if (typeof url !== "string" || url.trim() === "" || url.length > EXPECTATION_LIMITS.urlChars || /[\r\n]/.test(url)) return bad("url");
    if (!isCrawlerKey(crawler)) return bad("crawler");
    if (expect !== "allowed" && expect !== "blocked") return bad("expect");
    out.push({ url: url.trim(), crawler, expect });
  }
  return { ok: true, expectations: out };
}

/** Reads an already-parsed expectations file (an object with `version` and `expectations`, or a bare array). */
export function readExpectationsValue(value: unknown): ExpectationsRead {
  if (Array.isArray(value)) {
    const list = readExpectationList(value);
    return list.ok ? { ok: true, version: EXPECTATIONS_VERSION, expectations: list.expectations } : list;
  }
  if (!isRecord(value)) return { ok: false, error: { code: "expectations-bad-shape", params: {} } };
  const version = value.version ?? EXPECTATIONS_VERSION;
  if (version !== EXPECTATIONS_VERSION) {
    const shown = typeof version === "string" || typeof version === "number" ? String(version) : JSON.stringify(version);
    return { ok: false, error: { code: "expectations-unsupported-version", params: { version: shown.slice(0, 40), supported: EXPECTATIONS_VERSION } } };
  }
  const list = readExpectationList(value.expectations);
  return list.ok ? { ok: true, version: EXPECTATIONS_VERSION, expectations: list.expectations } : list;
}

/** Reads an expectations file's text (JSON; a UTF-8 byte order mark is skipped). */
export function parseExpectations(text: string): ExpectationsRead {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: "expectations-not-json", params: { detail: detail.slice(0, 200) } } };
  }
  return readExpectationsValue(value);
}

/** Writes an expectations file: JSON, versioned, two-space indented, one expectation per entry. */
export function serializeExpectations(expectations: readonly Expectation[]): string {
  return JSON.stringify(
    { version: EXPECTATIONS_VERSION, expectations: expectations.map(({ url, crawler, expect }) => ({ url, crawler, expect })) },
    null,
    2,
  );
}

/** Per URL, per crawler: the verdict it must get (the app's store keeps them so). */
export type ExpectationMap = Record<string, Record<string, ExpectedVerdict>>;

/** A flat list as a map; a later entry for the same URL and crawler wins. */
export function expectationMap(list: readonly Expectation[], into: ExpectationMap = {}): ExpectationMap {
  const out: ExpectationMap = { ...into };
  for (const { url, crawler, expect } of list) out[url] = { ...(out[url] ?? {}), [crawler]: expect };
  return out;
}

/** A map as a flat list, URLs and crawlers in insertion order. */
export function expectationEntries(map: ExpectationMap): Expectation[] {
  const out: Expectation[] = [];
  for (const [url, byCrawler] of Object.entries(map)) {
    for (const [crawler, expect] of Object.entries(byCrawler)) out.push({ url, crawler, expect });
  }
  return out;
}
