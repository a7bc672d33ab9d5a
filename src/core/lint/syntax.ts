/**
 * Syntax checks: the file as a whole (BOM, HTML served as robots.txt, each engine's size
 * limit) and each line's shape (NUL, Google's 16,664-byte line cut, lines without a separator,
 * unknown keys, keys Google reads leniently: typos, prefixes, missing colons).
 */
import { DIRECTIVES, classifyKey } from "../directives.ts";
import { SIZE_LIMITS } from "../limits.ts";
import { GOOGLE_MAX_LINE_BYTES, offsetAtByte } from "../parse.ts";
import type { Line, TextEdit } from "../types.ts";
import type { LintContext } from "./context.ts";
import { findInvisible, stripInvisible } from "./invisible.ts";

/** Patterns that match every path. */
export const MATCH_ALL_PATTERNS: ReadonlySet<string> = new Set(["/", "/*", "*", "/*$", "*$"]);

/** Longest text a string parameter carries; longer values are cut (the span shows them whole). */
const MAX_PARAM = 200;

/** A parameter-sized copy of a string. */
export function clip(text: string): string {
  return text.length <= MAX_PARAM ? text : text.slice(0, MAX_PARAM) + "…";
}

/** File-level checks: BOM and size limits (what the file is comes first, in filekind.ts). */
export function checkFile(ctx: LintContext): void {
  const { doc } = ctx;
  const first = doc.lines[0];
  if (doc.hasBom) {
    ctx.report({
      line: first,
      from: 0,
      to: 1,
      severity: "warning",
      code: "bom",
      concern: "all",
      fix: [{ from: 0, to: 1, insert: "" }],
    });
  }
  checkSize(ctx);
}

/** A UTF-8 byte order mark read as Windows-1252 or Latin-1 and saved again as UTF-8. */
const MISENCODED_BOM = "\u00ef\u00bb\u00bf";

/**
 * The file opens with “ï»¿”: the first line is read by no crawler as written. Reported once,
 * with what the first line would be without it; the line's other findings are left out.
 * Returns whether line 1 was reported.
 */
export function checkMisencodedBom(ctx: LintContext): boolean {
  const { text, lines } = ctx.doc;
  const at = ctx.doc.hasBom ? 1 : 0;
  if (text.slice(at, at + 3) !== MISENCODED_BOM) return false;
  const first = lines[0];
  const rest = text.slice(at + 3, first.to);
  const m = /^\s*([A-Za-z-]+)\s*:/.exec(rest);
  const known = m ? classifyKey(m[1]) : null;
  const directive = known && known.directive !== "unknown" ? (DIRECTIVES.find((d) => d.id === known.directive)?.name ?? "") : "";
  ctx.report({
    line: first,
    from: at,
    to: at + 3,
    // A directive on line 1 is lost for every crawler; before a comment the bytes change nothing.
    severity: directive !== "" ? "error" : "info",
    code: "bom-misencoded",
    params: { directive },
    concern: "all",
    fix: [{ from: at, to: at + 3, insert: "" }],
  });
  return true;
}

/** The index of the last line starting at or before offset `at` (binary search on line starts). */
export function lineIndexAt(lines: readonly Line[], at: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid].from <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The line holding offset `at`. */
export function lineAt(lines: readonly Line[], at: number): Line {
  return lines[lineIndexAt(lines, at)];
}

/** The span where byte `limit` of the file falls: the rest of that line, or the next line. */
function spanAtByte(ctx: LintContext, limit: number): { line: Line; from: number; to: number } {
  const { lines, text } = ctx.doc;
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid].byteFrom <= limit) lo = mid;
    else hi = mid - 1;
  }
  const line = lines[lo];
  if (limit < line.byteFrom + line.byteLength) {
    const from = offsetAtByte(text, line.from, line.to, Math.max(0, limit - line.byteFrom));
    return { line, from, to: line.to };
  }
  const next = lines[Math.min(lo + 1, lines.length - 1)];
  return { line: next, from: next.from, to: next.to };
}

/** Each engine's size limit. */
export function checkSize(ctx: LintContext): void {
  for (const engine of ctx.engines) {
    const limit = SIZE_LIMITS[engine];
    if (limit === null || ctx.doc.byteLength <= limit.bytes) continue;
    const at = spanAtByte(ctx, limit.bytes);
    const truncates = limit.mode === "truncate";
    ctx.report({
      ...at,
      severity: truncates ? "warning" : "error",
      code: truncates ? "size-limit-truncated" : "size-limit-ignored",
      params: {
        engine,
        limit: limit.bytes,
        mode: limit.mode,
        size: ctx.doc.byteLength,
        isAssumed: limit.isAssumed,
      },
      concern: [engine],
    });
  }
}

/**
 * Directives some tools or crawlers define that Google lists as unsupported (google/robotstxt
 * kUnsupportedTags): reported as ignored, not as unknown. Content-Usage and Content-Signal are in
 * that list too, but they are directives of their own here (lint/prefs.ts).
 */
const OTHER_DIRECTIVES = new Set(["domain", "noarchive", "revisit-after"]);

/** Optimal string alignment distance, or `max + 1` once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** Suggestions already computed, by lower-case key (files repeat their unknown keys). */
const suggestions = new Map<string, string | null>();

/** The directive name closest to an unknown key (at most two edits away), or null. */
export function suggestDirective(key: string): string | null {
  if (key.length < 4 || key.length > 16) return null;
  const lower = key.toLowerCase().replace(/_/g, "-");
  const known = suggestions.get(lower);
  if (known !== undefined) return known;
  const best = closestDirective(lower);
  if (suggestions.size > 1000) suggestions.clear();
  suggestions.set(lower, best);
  return best;
}

function closestDirective(lower: string): string | null {
  let best: string | null = null;
  let bestDistance = 3;
  for (const d of DIRECTIVES) {
    const distance = editDistance(lower, d.name.toLowerCase(), 2);
    if (distance < bestDistance) {
      best = d.name;
      bestDistance = distance;
    }
  }
  return best;
}

/** The canonical name of a known directive. */
function canonicalName(line: Line): string {
  return DIRECTIVES.find((d) => d.id === line.directive)?.name ?? "";
}

/** Per-line syntax checks. */
export function checkLineSyntax(ctx: LintContext, line: Line): void {
  // Guards written before the calls here and in the value checks: they run for every line.
  if (ctx.hasNul) checkNul(ctx, line);
  if (line.isOverLong) {
    const cut = offsetAtByte(ctx.doc.text, line.from, line.to, GOOGLE_MAX_LINE_BYTES - 1);
    ctx.report({
      line,
      from: cut,
      to: line.to,
      severity: "warning",
      code: "line-too-long",
      params: { bytes: line.byteLength, limit: GOOGLE_MAX_LINE_BYTES },
      concern: ["google"],
    });
  }
  if (line.kind === "invalid" || (line.kind === "directive" && line.directive === "unknown" && line.isMissingColon)) {
    checkInvalid(ctx, line);
    return;
  }
  const keyText = line.keyText;
  if (line.kind !== "directive" || keyText === null) return;
  const keyFrom = line.keyFrom;
  const keyTo = line.keyTo;
  if (line.directive === "unknown") {
    const hidden = findInvisible(keyText);
    if (hidden !== null) {
      const cleaned = stripInvisible(keyText);
      const known = classifyKey(cleaned);
      ctx.report({
        line,
        from: keyFrom + hidden.at,
        to: keyFrom + hidden.at + 1,
        severity: "error",
        code: "invisible-character",
        params: { codePoint: hidden.codePoint, name: hidden.name, where: 0, key: clip(cleaned) },
        concern: "all",
        ...(known.directive !== "unknown" ? { fix: [{ from: keyFrom, to: keyTo, insert: cleaned }] } : {}),
      });
      return;
    }
    if (OTHER_DIRECTIVES.has(keyText.toLowerCase())) {
      ctx.report({
        line,
        from: keyFrom,
        to: keyTo,
        severity: "info",
        code: "ignored-directive",
        params: { directive: clip(keyText) },
        concern: "all",
      });
      return;
    }
    const suggestion = suggestDirective(keyText);
    ctx.report({
      line,
      from: keyFrom,
      to: keyTo,
      severity: "warning",
      code: "unknown-directive",
      params: { key: clip(keyText) },
      concern: "all",
      ...(suggestion ? { fix: [{ from: keyFrom, to: keyTo, insert: suggestion }], fixParams: { name: suggestion } } : {}),
    });
    return;
  }
  if (line.keyMatch === "exact" && !line.isMissingColon) return;
  // Google reads a misspelt key or a missing colon; every other engine drops the line.
  const strictAsked = ctx.engines.some((e) => e !== "google");
  if (line.keyMatch === "typo" || line.keyMatch === "prefix") {
    const name = canonicalName(line);
    ctx.report({
      line,
      from: keyFrom,
      to: keyTo,
      severity: strictAsked ? "error" : "info",
      code: line.keyMatch === "typo" ? "directive-typo" : "directive-prefix",
      params: { found: clip(keyText), fix: name },
      concern: "all",
      fix: [{ from: keyFrom, to: keyTo, insert: name }],
      fixParams: { name },
    });
  }
  if (line.isMissingColon && line.valueText !== null) {
    ctx.report({
      line,
      from: keyFrom,
      to: line.valueTo,
      severity: strictAsked ? "error" : "info",
      code: "missing-colon",
      params: {
        key: clip(keyText),
        reading: clip(`${canonicalName(line) || keyText}: ${line.valueText}`),
        blocksAll: line.directive === "disallow" && MATCH_ALL_PATTERNS.has(line.valueText) ? 1 : 0,
      },
      concern: "all",
      fix: [{ from: keyTo, to: line.valueFrom, insert: ": " }],
    });
  }
}

function checkNul(ctx: LintContext, line: Line): void {
  const { text } = ctx.doc;
  const edits: TextEdit[] = [];
  for (let i = line.from; i < line.to; i++) {
    if (text.charCodeAt(i) === 0) edits.push({ from: i, to: i + 1, insert: "" });
  }
  if (edits.length === 0) return;
  const first = edits[0].from;
  ctx.report({
    line,
    from: first,
    to: first + 1,
    severity: "error",
    code: "nul-character",
    params: { count: edits.length },
    concern: "all",
    fix: edits,
  });
}

/** A line with no separator: fixable when its first word is a directive name. */
function checkInvalid(ctx: LintContext, line: Line): void {
  const { text } = ctx.doc;
  const end = line.commentFrom >= 0 ? line.commentFrom : line.nulAt >= 0 ? line.nulAt : line.to;
  let s = line.from;
  while (s < end && isSpace(text.charCodeAt(s))) s++;
  let e = end;
  while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
  if (s >= e) return;
  let w = s;
  while (w < e && !isSpace(text.charCodeAt(w)) && text.charCodeAt(w) !== 0x3a) w++;
  const word = text.slice(s, w);
  const known = word.length > 0 && text.charCodeAt(w) !== 0x3a ? classifyKey(word) : null;
  let fix: TextEdit[] | undefined;
  let name = "";
  if (known !== null && known.keyMatch === "exact") {
    name = DIRECTIVES.find((d) => d.id === known.directive)?.name ?? word;
    let v = w;
    while (v < e && isSpace(text.charCodeAt(v))) v++;
    fix = [{ from: w, to: v, insert: v < e ? ": " : ":" }];
  }
  ctx.report({
    line,
    from: s,
    to: e,
    severity: "error",
    code: "invalid-line",
    concern: "all",
    ...(fix ? { fix, fixParams: { name } } : {}),
  });
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0b || c === 0x0c;
}
