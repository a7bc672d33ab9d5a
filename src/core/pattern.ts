/**
 * Rule patterns: percent-encoding per engine and wildcard matching (RFC 9309 §2.2.3).
 * Matching never backtracks and never builds a regular expression from user text: a pattern
 * is split at `*` into literal segments; the first is anchored, the others are found
 * leftmost-first, which is exact for `*`-only globs; a final `$` anchors the last segment.
 */

const HEX = "0123456789ABCDEF";

/** Whether the UTF-16 unit is an ASCII hex digit. */
export function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** UTF-8 bytes of the character at `i` (a lone surrogate encodes as U+FFFD) and its UTF-16 width. */
export function utf8At(text: string, i: number): { bytes: number[]; units: number } {
  let cp = text.charCodeAt(i);
  let units = 1;
  if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) {
      cp = 0x10000 + ((cp - 0xd800) << 10) + (d - 0xdc00);
      units = 2;
    }
  }
  if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
  if (cp < 0x80) return { bytes: [cp], units };
  if (cp < 0x800) return { bytes: [0xc0 | (cp >> 6), 0x80 | (cp & 63)], units };
  if (cp < 0x10000) return { bytes: [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)], units };
  return {
    bytes: [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)],
    units,
  };
}

/** `%XX` escapes of the given bytes. */
export function percentBytes(bytes: number[]): string {
  let out = "";
  for (const b of bytes) out += "%" + HEX[b >> 4] + HEX[b & 15];
  return out;
}

function isTokenChar(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2d;
}

/**
 * The token Google reads from a User-agent value (robots.cc ExtractUserAgent): `*` when the
 * value is `*` alone or followed by whitespace, else the leading run of `A-Z a-z _ -`
 * (possibly empty, naming no crawler).
 */
export function googleAgentToken(value: string): string {
  if (value.charCodeAt(0) === 0x2a) {
    const next = value.charCodeAt(1);
    if (value.length === 1 || next === 0x20 || next === 0x09 || next === 0x0b || next === 0x0c) return "*";
    return "";
  }
  let end = 0;
  while (end < value.length && isTokenChar(value.charCodeAt(end))) end++;
  return value.slice(0, end);
}

/** Whether `s` has a `%` or a character outside ASCII: what Google's escaping changes. */
export function needsEscaping(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25 || c >= 0x80) return true;
  }
  return false;
}

/**
 * Google's pattern escaping (robots.cc MaybeEscapePattern): bytes outside ASCII become
 * `%XX`, existing `%xx` escapes are upper-cased, nothing is decoded.
 */
export function escapePatternGoogle(pattern: string): string {
  // Most patterns have neither: one built-in search instead of a loop over the characters.
  if (!needsEscaping(pattern)) return pattern;
  let out = "";
  for (let i = 0; i < pattern.length; ) {
    const c = pattern.charCodeAt(i);
    if (c === 0x25 && i + 2 < pattern.length && isHexDigit(pattern.charCodeAt(i + 1)) && isHexDigit(pattern.charCodeAt(i + 2))) {
      out += "%" + pattern.slice(i + 1, i + 3).toUpperCase();
      i += 3;
    } else if (c >= 0x80) {
      const { bytes, units } = utf8At(pattern, i);
      out += percentBytes(bytes);
      i += units;
    } else {
      out += pattern[i];
      i++;
    }
  }
  return out;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * RFC 9309 §2.2.2 normalisation, for rules and URLs alike: non-ASCII percent-encoded,
 * escapes of unreserved characters decoded, other escapes upper-cased.
 */
export function normalizeRfc9309(s: string): string {
  const enc = escapePatternGoogle(s);
  if (enc.indexOf("%") < 0) return enc;
  return enc.replace(/%([0-9A-F]{2})/g, (m, h: string) => {
    const ch = String.fromCharCode(parseInt(h, 16));
    return UNRESERVED.test(ch) ? ch : m;
  });
}

/**
 * RFC 9309 §2.2.3 for the URL side: after {@link normalizeRfc9309}, a literal `*` or `$` in the
 * path is written `%2A` / `%24`, the way a rule must spell them to match them.
 */
export function normalizeRfc9309Path(path: string): string {
  const s = normalizeRfc9309(path);
  if (s.indexOf("*") < 0 && s.indexOf("$") < 0) return s;
  return s.replace(/\*/g, "%2A").replace(/\$/g, "%24");
}

/**
 * RFC 9309 for the rule side: a `$` before the end is not the end-of-pattern sign; it is read
 * as the character itself (`%24`), so it meets a `$` in the URL.
 */
export function normalizeRfc9309Rule(pattern: string): string {
  const s = normalizeRfc9309(pattern);
  const last = s.length - 1;
  const at = s.indexOf("$");
  if (at < 0 || at === last) return s;
  return s.slice(0, last).replace(/\$/g, "%24") + s.charAt(last);
}

/**
 * The 1996 draft's comparison form: `%xx` escapes decoded except `%2F`, hex case ignored;
 * non-ASCII compared as its UTF-8 escapes.
 */
export function normalizeDraft1996(s: string): string {
  const enc = escapePatternGoogle(s);
  if (enc.indexOf("%") < 0) return enc;
  return enc.replace(/%([0-9A-F]{2})/g, (m, h: string) => {
    const code = parseInt(h, 16);
    return code < 0x80 && code !== 0x2f && code !== 0x25 ? String.fromCharCode(code) : m;
  });
}

/** A pattern split for matching: literal segments between `*`, and whether `$` ends it. */
export interface CompiledPattern {
  /** The literal text before the first `*` (the whole pattern when it has none). */
  prefix: string;
  /** Literal segments after each `*`, in order (empty when there is no `*`). */
  rest: string[];
  /** The pattern ends in `$`, anchoring the match to the end of the path. */
  anchored: boolean;
  hasWildcard: boolean;
}

/**
 * Splits a pattern for matching. With `wildcards` false (the 1994 standard), `*` and `$` are
 * ordinary characters. A `$` is special only as the last character (Google, RFC 9309).
 */
export function compilePattern(pattern: string, wildcards: boolean): CompiledPattern {
  if (!wildcards) return { prefix: pattern, rest: NO_SEGMENTS, anchored: false, hasWildcard: false };
  let end = pattern.length;
  const anchored = end > 0 && pattern.charCodeAt(end - 1) === 0x24;
  if (anchored) end--;
  let star = pattern.indexOf("*");
  if (star < 0 || star >= end) return { prefix: anchored ? pattern.slice(0, end) : pattern, rest: NO_SEGMENTS, anchored, hasWildcard: false };
  // Segments after each star; empty ones are dropped except the last (`/a*` keeps its trailing "").
  const prefix = pattern.slice(0, star);
  // Gathered in a scratch array, then copied to one of the exact size (a compiled file keeps
  // thousands of these).
  const scratch = SEGMENTS;
  scratch.length = 0;
  for (;;) {
    const from = star + 1;
    const next = pattern.indexOf("*", from);
    if (next < 0 || next >= end) {
      scratch.push(pattern.slice(from, end));
      break;
    }
    if (next > from) scratch.push(pattern.slice(from, next));
    star = next;
  }
  const rest = scratch.slice();
  scratch.length = 0;
  return { prefix, rest, anchored, hasWildcard: true };
}

/** Scratch for {@link compilePattern} (compiling is synchronous and never re-entered). */
const SEGMENTS: string[] = [];

/** The segments of a pattern without `*` (shared, never written to). */
const NO_SEGMENTS: string[] = [];

/** A step counter: matching work is measured in character comparisons, never in time. */
export interface StepCounter {
  steps: number;
}

/**
 * Tests a compiled pattern against a path: a prefix match (or a whole match when anchored),
 * `*` matching any run of characters. Work is O(path + pattern) comparisons plus the
 * leftmost searches, with no backtracking.
 */
export function matchCompiled(path: string, p: CompiledPattern, counter?: StepCounter): boolean {
  const pre = p.prefix;
  if (counter) counter.steps += pre.length;
  if (!path.startsWith(pre)) return false;
  return matchAfterPrefix(path, p, pre.length, counter);
}

/**
 * {@link matchCompiled} for a path already known to start with the pattern's literal prefix,
 * whose length is `prefixLength` (a rule index found the rule by that prefix): the rest of the
 * pattern only, the prefix not read.
 */
export function matchAfterPrefix(path: string, p: CompiledPattern, prefixLength: number, counter?: StepCounter): boolean {
  const n = path.length;
  if (!p.hasWildcard) return p.anchored ? n === prefixLength : true;
  let pos = prefixLength;
  const rest = p.rest;
  const last = rest.length - 1;
  for (let i = 0; i < rest.length; i++) {
    const seg = rest[i];
    if (i === last && p.anchored) {
      // The last segment must end the path, after everything matched so far.
      if (counter) counter.steps += seg.length;
      return n - seg.length >= pos && path.endsWith(seg);
    }
    if (seg === "") continue;
    const at = path.indexOf(seg, pos);
    if (counter) counter.steps += at < 0 ? n - pos : at - pos + seg.length;
    if (at < 0) return false;
    pos = at + seg.length;
  }
  return true;
}

/** Tests a raw pattern against a path (see {@link matchCompiled}). */
export function matchPattern(path: string, pattern: string, wildcards = true, counter?: StepCounter): boolean {
  return matchCompiled(path, compilePattern(pattern, wildcards), counter);
}
