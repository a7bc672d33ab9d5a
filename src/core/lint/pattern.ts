/**
 * Pattern helpers for the linter: Google's percent-normalisation of rule paths
 * (google/robotstxt MaybeEscapePattern: escapes upper-cased, non-ASCII bytes encoded),
 * Google's wildcard matcher (RobotsMatchStrategy::Matches, no backtracking), and the
 * product-token reading of a User-agent value (ExtractUserAgent, RFC 9309 §2.2.1).
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

/**
 * Characters a browser never sends raw in a URL path: ASCII controls, space, `"`, `<`,
 * `>`, DEL, and everything outside ASCII. A rule holding one as written can only match
 * where the crawler encodes the rule the same way.
 */
export function needsEncoding(c: number): boolean {
  return c <= 0x20 || c === 0x22 || c === 0x3c || c === 0x3e || c >= 0x7f;
}

/** The text with every character of `needsEncoding` percent-encoded as UTF-8. */
export function encodeUnsafe(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (needsEncoding(c)) {
      const { bytes, units } = utf8At(text, i);
      out += percentBytes(bytes);
      i += units;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/**
 * A rule path as Google's parser stores it: `%xx` escapes upper-cased, non-ASCII characters
 * percent-encoded as UTF-8; nothing decoded. Its length is Google's priority of the rule.
 */
export function normalizePattern(pattern: string): string {
  let simple = true;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i);
    if (c >= 0x80 || c === 0x25) {
      simple = false;
      break;
    }
  }
  if (simple) return pattern;
  let out = "";
  let i = 0;
  while (i < pattern.length) {
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

/**
 * Whether a Google rule pattern matches a path: `*` matches any run, `$` anchors only as the
 * last character. Keeps the set of reachable path positions, so it never backtracks.
 */
export function matchesPattern(pattern: string, path: string): boolean {
  const n = path.length;
  const pos = new Array<number>(n + 1);
  pos[0] = 0;
  let count = 1;
  for (let p = 0; p < pattern.length; p++) {
    const c = pattern.charCodeAt(p);
    if (c === 0x24 && p + 1 === pattern.length) return pos[count - 1] === n;
    if (c === 0x2a) {
      count = n - pos[0] + 1;
      for (let i = 1; i < count; i++) pos[i] = pos[i - 1] + 1;
    } else {
      let next = 0;
      for (let i = 0; i < count; i++) {
        if (pos[i] < n && path.charCodeAt(pos[i]) === c) pos[next++] = pos[i] + 1;
      }
      count = next;
      if (count === 0) return false;
    }
  }
  return true;
}

/** Where a pattern's literal start ends: its first `*` or `$`, or its length. */
export function literalEnd(pattern: string): number {
  const star = pattern.indexOf("*");
  const dollar = pattern.indexOf("$");
  if (star < 0) return dollar < 0 ? pattern.length : dollar;
  return dollar < 0 ? star : Math.min(star, dollar);
}

/** Runs of `*` collapsed into one. */
export function collapseStars(pattern: string): string {
  return pattern.indexOf("**") < 0 ? pattern : pattern.replace(/\*{2,}/g, "*");
}

function isTokenChar(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2d;
}

/** Whether a User-agent value is a valid RFC 9309 product token (`A-Z a-z _ -`) or `*`. */
export function isProductToken(value: string): boolean {
  if (value === "*") return true;
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i++) if (!isTokenChar(value.charCodeAt(i))) return false;
  return true;
}

/**
 * The token Google reads from a User-agent value: `*` when the value is `*` alone or followed
 * by whitespace, else the leading run of `A-Z a-z _ -` (possibly empty, matching no crawler).
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
