/**
 * The robots.txt lexer and parser: splits text into lines (CR, LF, CRLF, RFC 9309 §2.2)
 * and reads each line as Google's parser does (google/robotstxt, GetKeyAndValueFrom):
 * comment cut at `#`, key and value trimmed, a missing colon accepted when the line holds
 * exactly two words. Total: any string parses; nothing here throws.
 */
import { classifyKey } from "./directives.ts";
import type { DirectiveId, KeyMatch, Line, LineKind, RobotsTxt } from "./types.ts";

/** Google's parser cuts lines at 2083 × 8 bytes; it keeps the first 16,663 bytes. */
export const GOOGLE_MAX_LINE_BYTES = 2083 * 8;

/** Separators Google accepts in place of a missing colon. */
function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

/** UTF-8 length of the UTF-16 unit at `i` (lone surrogates encode as U+FFFD, 3 bytes). */
function utf8Width(text: string, i: number): { bytes: number; units: number } {
  const c = text.charCodeAt(i);
  if (c < 0x80) return { bytes: 1, units: 1 };
  if (c < 0x800) return { bytes: 2, units: 1 };
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return { bytes: 4, units: 2 };
  }
  return { bytes: 3, units: 1 };
}

/** Number of UTF-8 bytes of `text[from, to)`. */
export function utf8Length(text: string, from = 0, to = text.length): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The UTF-16 offset in `text[from, to)` where `maxBytes` UTF-8 bytes end; a character that
 * straddles the limit is excluded (its bytes past the limit would be cut anyway).
 */
export function offsetAtByte(text: string, from: number, to: number, maxBytes: number): number {
  let bytes = 0;
  let i = from;
  while (i < to) {
    const w = utf8Width(text, i);
    if (bytes + w.bytes > maxBytes) return i;
    bytes += w.bytes;
    i += w.units;
  }
  return i;
}

/** A common key and how `classifyKey` reads it. */
interface CommonKey {
  key: string;
  directive: DirectiveId;
  keyMatch: KeyMatch;
}

/** Keys as most files write them: a line with one of these keys takes the shared string and its reading. */
const COMMON_KEYS: readonly (readonly CommonKey[])[] = (() => {
  const byLength: CommonKey[][] = [];
  for (const key of ["Disallow", "Allow", "User-agent", "Sitemap", "disallow", "allow", "user-agent", "sitemap", "User-Agent", "Crawl-delay", "Host", "Clean-param"]) {
    (byLength[key.length] ??= []).push({ key, ...classifyKey(key) });
  }
  return byLength;
})();

/** The common key equal to `text[from, to)`, else null (no copy made). */
function commonKey(text: string, from: number, to: number): CommonKey | null {
  const keys = COMMON_KEYS[to - from];
  if (keys === undefined) return null;
  for (let i = 0; i < keys.length; i++) if (text.startsWith(keys[i].key, from)) return keys[i];
  return null;
}

/** The first `code` in `text[from, to)`, or -1. */
function firstCode(text: string, from: number, to: number, code: number): number {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === code) return i;
  return -1;
}

/**
 * Lenient (Google): a line without a colon, trimmed to `text[s, e)`, is read as key and value
 * when it holds exactly two words: where they are separated, or -1. Apart from `lexLine`,
 * which runs for every line and is compiled sooner the shorter it is.
 */
function missingColonAt(text: string, s: number, e: number): number {
  let sep = -1;
  for (let i = s; i < e; i++) {
    if (isBlank(text.charCodeAt(i))) {
      sep = i;
      break;
    }
  }
  if (sep < 0) return -1;
  let v = sep;
  while (v < e && isBlank(text.charCodeAt(v))) v++;
  for (let i = v; i < e; i++) if (isBlank(text.charCodeAt(i))) return -1;
  return sep;
}

/**
 * A line as the parser makes it (the `Line` contract in types.ts): one object literal with
 * flat fields, always in this order (one shape for every line). A literal, not a class
 * instance: V8 keeps a literal's shape in its boilerplate (a class instance's shape dies with
 * the last line, and a full collection then throws away the compiled parser that uses it), and
 * tracks where literals are made, so when young collections find the lines of a large file
 * alive it makes them in the old generation directly instead of copying them (with a small
 * young generation: 3.2 ms a parse of the 200-group file as literals, 8.7-10.5 ms as class
 * instances, `--max-semi-space-size=1`). V8 decides so only in a collection of a young
 * generation grown to its largest size (before that the site stays "maybe tenure",
 * `--trace-pretenuring-statistics`), so the first large parse of a fresh worker or process,
 * whose young generation is still growing, copies its lines at each young collection.
 */
function makeLine(
  number: number,
  from: number,
  to: number,
  eol: Line["eol"],
  byteFrom: number,
  byteLength: number,
  kind: LineKind,
  keyFrom: number,
  keyTo: number,
  keyText: string | null,
  valueFrom: number,
  valueTo: number,
  valueText: string | null,
  commentFrom: number,
  commentTo: number,
  directive: DirectiveId | null,
  keyMatch: KeyMatch,
  isMissingColon: boolean,
  nulAt: number,
  isOverLong: boolean,
): Line {
  return { number, from, to, eol, byteFrom, byteLength, kind, keyFrom, keyTo, keyText, valueFrom, valueTo, valueText, commentFrom, commentTo, directive, keyMatch, isMissingColon, nulAt, isOverLong };
}

/**
 * `line` moved by `offset` characters, `numbers` lines and `bytes` bytes: a new line (the old
 * one is left as it was), its texts shared.
 */
export function movedLine(line: Line, offset: number, numbers: number, bytes: number): Line {
  const hasKey = line.keyText !== null;
  return makeLine(
    line.number + numbers,
    line.from + offset,
    line.to + offset,
    line.eol,
    line.byteFrom + bytes,
    line.byteLength,
    line.kind,
    hasKey ? line.keyFrom + offset : -1,
    hasKey ? line.keyTo + offset : -1,
    line.keyText,
    hasKey ? line.valueFrom + offset : -1,
    hasKey ? line.valueTo + offset : -1,
    line.valueText,
    line.commentFrom < 0 ? -1 : line.commentFrom + offset,
    line.commentFrom < 0 ? -1 : line.commentTo + offset,
    line.directive,
    line.keyMatch,
    line.isMissingColon,
    line.nulAt < 0 ? line.nulAt : line.nulAt + offset,
    line.isOverLong,
  );
}

/**
 * Reads one line's content `text[from, to)` into its key, value and comment, as Google does.
 * `byteLength` is the content's UTF-8 length, used for the 16,664-byte cut.
 */
export function lexLine(
  text: string,
  number: number,
  from: number,
  to: number,
  byteFrom: number,
  byteLength: number,
  eol: Line["eol"],
  /**
   * The first NUL and `#` in `[from, to)` (-1: none), when the caller already knows them, and
   * the first `:` at or after `from` when it knows that too (-2: not known).
   */
  known?: { nul: number; hash: number; colon: number },
): Line {
  // Google's buffer keeps 16,663 bytes; a NUL ends the C string it then reads.
  const isOverLong = byteLength > GOOGLE_MAX_LINE_BYTES - 1;
  let end = isOverLong ? offsetAtByte(text, from, to, GOOGLE_MAX_LINE_BYTES - 1) : to;
  let nulAt: number;
  let hashAt: number;
  if (known && !isOverLong) {
    nulAt = known.nul;
    if (nulAt >= 0) end = nulAt;
    hashAt = known.hash >= 0 && known.hash < end ? known.hash : -1;
  } else {
    nulAt = firstCode(text, from, end, 0);
    if (nulAt >= 0) end = nulAt;
    hashAt = firstCode(text, from, end, 0x23);
  }
  const commentTo = hashAt >= 0 ? end : -1;
  let s = from;
  let e = hashAt >= 0 ? hashAt : end;
  // Trimmed of the characters `absl::ascii_isspace` strips at the ends of a line, key or
  // value (no CR/LF here), the test written out here and below (no call a character: this
  // runs for every line, mostly before the JIT has compiled it).
  let c: number;
  while (s < e && ((c = text.charCodeAt(s)) === 0x20 || c === 0x09 || c === 0x0b || c === 0x0c)) s++;
  while (e > s && ((c = text.charCodeAt(e - 1)) === 0x20 || c === 0x09 || c === 0x0b || c === 0x0c)) e--;
  if (s === e) {
    return makeLine(number, from, to, eol, byteFrom, byteLength, hashAt >= 0 ? "comment" : "blank", -1, -1, null, -1, -1, null, hashAt, commentTo, null, "none", false, nulAt, isOverLong);
  }
  let sep = -1;
  if (known && !isOverLong && known.colon !== -2) {
    // Only spaces come before `s`, so the first colon of the line is the first in [s, e) if any is.
    if (known.colon >= 0 && known.colon < e) sep = known.colon;
  } else sep = firstCode(text, s, e, 0x3a);
  let isMissingColon = false;
  if (sep < 0) {
    sep = missingColonAt(text, s, e);
    isMissingColon = sep >= 0;
  }
  let ke = sep;
  if (sep >= 0) while (ke > s && ((c = text.charCodeAt(ke - 1)) === 0x20 || c === 0x09 || c === 0x0b || c === 0x0c)) ke--;
  if (sep < 0 || ke === s) {
    return makeLine(number, from, to, eol, byteFrom, byteLength, "invalid", -1, -1, null, -1, -1, null, hashAt, commentTo, null, "none", false, nulAt, isOverLong);
  }
  let vs = sep + 1;
  while (vs < e && ((c = text.charCodeAt(vs)) === 0x20 || c === 0x09 || c === 0x0b || c === 0x0c)) vs++;
  const common = commonKey(text, s, ke);
  const keyText = common !== null ? common.key : text.slice(s, ke);
  const { directive, keyMatch } = common !== null ? common : classifyKey(keyText);
  return makeLine(number, from, to, eol, byteFrom, byteLength, "directive", s, ke, keyText, vs, e, text.slice(vs, e), hashAt, commentTo, directive, keyMatch, isMissingColon, nulAt, isOverLong);
}

/** Any character but printable ASCII, tab, LF, vertical tab and form feed. */
const NOT_PLAIN = /[^\t\n\v\f -~]/g;

/** Whether `text` from `from` on holds only printable ASCII, tabs, LF, VT and FF (no CR, no NUL). */
function isPlain(text: string, from: number): boolean {
  NOT_PLAIN.lastIndex = from;
  return !NOT_PLAIN.test(text);
}

/**
 * The lines of a plain text (`isPlain`) from `i` (byte `bytePos`) on, into `lines`; returns
 * the text's byte length. Only LF ends a line and every character is one byte: the line ends and the first
 * `#` of each line come from the built-in searches, not a loop over every character. A
 * function of its own, compiled apart from `parseRobotsTxt`'s other loop.
 */
function parsePlain(str: string, i: number, bytePos: number, lines: Line[]): number {
  const n = str.length;
  let number = 0;
  const known = { nul: -1, hash: -1, colon: -2 };
  let hash = str.indexOf("#", i);
  let colon = str.indexOf(":", i);
  while (i <= n) {
    let end = str.indexOf("\n", i);
    const isLast = end < 0;
    if (isLast) end = n;
    while (hash >= 0 && hash < i) hash = str.indexOf("#", i);
    while (colon >= 0 && colon < i) colon = str.indexOf(":", i);
    known.hash = hash >= 0 && hash < end ? hash : -1;
    // The first colon at or after the line's start (-1: none in the rest of the text).
    known.colon = colon;
    lines.push(lexLine(str, ++number, i, end, bytePos, end - i, isLast ? "" : "\n", known));
    if (isLast) break;
    bytePos += end - i + 1;
    i = end + 1;
  }
  return bytePos + (n - i);
}

/**
 * Parses robots.txt text into its lines. Never throws: NUL bytes, lone surrogates, BOMs,
 * any mix of CR / LF / CRLF and any size give a document whose lines cover the whole text.
 */
export function parseRobotsTxt(text: string): RobotsTxt {
  const str = typeof text === "string" ? text : String(text ?? "");
  const lines: Line[] = [];
  const n = str.length;
  const hasBom = n > 0 && str.charCodeAt(0) === 0xfeff;
  let i = hasBom ? 1 : 0;
  let bytePos = hasBom ? 3 : 0;
  let lineStart = i;
  let lineBytes = 0;
  let number = 0;
  const known = { nul: -1, hash: -1, colon: -2 };
  if (isPlain(str, i)) return { text: str, lines, hasBom, byteLength: parsePlain(str, i, bytePos, lines) };
  while (i < n) {
    const c = str.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) {
      const isCrLf = c === 0x0d && i + 1 < n && str.charCodeAt(i + 1) === 0x0a;
      const eol = isCrLf ? "\r\n" : c === 0x0d ? "\r" : "\n";
      lines.push(lexLine(str, ++number, lineStart, i, bytePos, lineBytes, eol, known));
      const eolLen = isCrLf ? 2 : 1;
      bytePos += lineBytes + eolLen;
      i += eolLen;
      lineStart = i;
      lineBytes = 0;
      known.nul = -1;
      known.hash = -1;
      continue;
    }
    if (c < 0x80) {
      if (c === 0x23) {
        if (known.hash < 0) known.hash = i;
      } else if (c === 0 && known.nul < 0) known.nul = i;
      lineBytes += 1;
      i++;
    } else if (c < 0x800) {
      lineBytes += 2;
      i++;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = str.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        lineBytes += 4;
        i += 2;
      } else {
        lineBytes += 3;
        i++;
      }
    } else {
      lineBytes += 3;
      i++;
    }
  }
  lines.push(lexLine(str, number + 1, lineStart, n, bytePos, lineBytes, "", known));
  return { text: str, lines, hasBom, byteLength: bytePos + lineBytes };
}
