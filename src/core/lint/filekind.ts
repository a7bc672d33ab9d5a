/**
 * What a pasted file is when it is not robots.txt: an HTML page, an image or archive (its
 * magic bytes survive decoding as text: a byte that is not UTF-8 becomes U+FFFD, the ASCII
 * ones stay), a server error or code dump (PHP/ASP.NET warnings, stack traces), JSON, XML or
 * SVG, or UTF-16 text (a byte order mark, or a NUL after every other character). Looked for
 * at the start of the file only, so the work does not grow with the file.
 */
import type { Line, RobotsTxt } from "../types.ts";

/** The file-level codes that say the file is not robots.txt. */
export const FILE_KIND_CODES = ["html-file", "binary-file", "code-dump", "json-file", "xml-file", "utf16-file"] as const;
export type FileKindCode = (typeof FILE_KIND_CODES)[number];

/** What the file was recognised as. */
export interface FileKind {
  code: FileKindCode;
  /** The format's own name (JPEG, PNG, GIF, gzip, ZIP, PDF; PHP, ASP.NET, Python, Java/.NET; XML, SVG; JSON; HTML; UTF-16). */
  format: string;
  /** Where the evidence starts (UTF-16 offset) and ends. */
  from: number;
  to: number;
}

/** How far into the file the signs are looked for. */
const HEAD = 4096;

const R = "\uFFFD";

/** Magic numbers as they read after UTF-8 (invalid bytes as U+FFFD) or Latin-1 style decoding. */
// Magic numbers hold control characters by nature.
/* eslint-disable no-control-regex */
const MAGIC: readonly { format: string; test: RegExp }[] = [
  { format: "PNG", test: /^(\uFFFD|\u0089|\u2030)PNG\r\n\u001a\n/ },
  { format: "GIF", test: /^GIF8[79]a/ },
  { format: "PDF", test: /^%PDF-\d/ },
  { format: "ZIP", test: /^PK\u0003\u0004/ },
  // gzip: 1F 8B 08 (8B is not UTF-8; windows-1252/1251 read it as ‹).
  { format: "gzip", test: /^\u001f(\uFFFD|\u008b|\u2039)\u0008/ },
  // JPEG: FF D8 FF, then a JFIF or Exif segment.
  { format: "JPEG", test: new RegExp(`^(${R}{2,3}|\u00ff\u00d8\u00ff|\u044f\u0428\u044f)[^]{0,6}(JFIF|Exif)`) },
  { format: "JPEG", test: new RegExp(`^(${R}{3}|\u00ff\u00d8\u00ff)[\u00c0-\u00fe${R}]`) },
];
/* eslint-enable no-control-regex */

/**
 * The characters a `MAGIC` match can start with (each test is anchored at the start): a
 * file starting with another is no binary file, and the tests are not run (their first run
 * compiles them, in every fresh lint worker).
 */
const MAGIC_FIRST = "\uFFFD\u0089\u2030G%P\u001f\u00ff\u044f";

/** Lines of a PHP, ASP.NET, Python, Java or .NET error page. */
const DUMP: readonly { format: string; test: RegExp }[] = [
  { format: "PHP", test: /^(<br\s*\/?>\s*)?(<b>)?(Warning|Notice|Deprecated|Fatal error|Parse error|Strict Standards)(<\/b>)?:\s.*\bon line\b/i },
  { format: "PHP", test: /^(PHP )?(Warning|Notice|Deprecated|Fatal error|Parse error):\s.*\.php\b/ },
  { format: "ASP.NET", test: /^(Server Error in '.*' Application|<title>.*Runtime Error<\/title>|\[\w+(\.\w+)*Exception\]:)/ },
  { format: "Python", test: /^Traceback \(most recent call last\):/ },
  { format: "Java/.NET", test: /^(Exception in thread "|Caused by: |\w+(\.\w+)+(Exception|Error)(: |$))/ },
  { format: "Java/.NET", test: /^\s+at [\w$.<>]+\(.*(\.java|\.cs|\.kt|\.js|Native Method|Unknown Source)/ },
];

/**
 * What a line must hold for some `DUMP` test to match it (“on line”, “.php”, “Server Error”,
 * “Runtime Error”, “Exception”, “Error”, “Traceback”, “Caused by”, or a space first): one
 * test a line instead of six for the first lines of a robots.txt.
 */
const DUMP_HINT = /on line|\.php|Server Error|Runtime Error|Exception|Error|Traceback|Caused by|^\s/i;

/**
 * The kind of a file that is not robots.txt, or null. `rules` counts the lines read as
 * User-agent, Allow or Disallow: a file with robots.txt rules and a warning above them is
 * still a dump (the warning was served as part of the file).
 */
export function detectFileKind(doc: RobotsTxt): FileKind | null {
  const { text } = doc;
  let i = doc.hasBom ? 1 : 0;
  const head = text.slice(i, i + HEAD);
  if (head.length > 0 && MAGIC_FIRST.includes(head[0])) {
    for (const { format, test } of MAGIC) {
      if (test.test(head)) return { code: "binary-file", format, from: i, to: i + Math.min(8, head.length) };
    }
  }
  const utf16 = detectUtf16(head, i);
  if (utf16) return utf16;
  while (i < text.length && /\s/.test(text[i])) i++;
  if (i >= text.length) return null;
  // A server's warning or stack trace on one of the first lines (after a blank line or a path).
  let at = i;
  for (let n = 0; n < 5 && at < text.length; n++) {
    const end = endOfLine(text, at);
    const line = text.slice(at, end);
    if (DUMP_HINT.test(line) && DUMP.some((d) => d.test.test(line))) return dump(text, at, end);
    at = end;
    while (at < text.length && (text[at] === "\n" || text[at] === "\r")) at++;
  }
  const c = text[i];
  const lineEnd = endOfLine(text, i);
  if (c === "<") {
    const start = text.slice(i, i + 64);
    if (/^<(!doctype\s+html\w*|html|head|body|meta|title|script|div)[\s>]/i.test(start)) {
      // A PHP warning printed inside an HTML page is still an HTML page to a crawler.
      return { code: "html-file", format: "HTML", from: i, to: lineEnd };
    }
    if (/^<svg[\s>]/i.test(start) || (/^<\?xml[\s?]/i.test(start) && /<svg[\s>]/i.test(text.slice(i, i + HEAD)))) {
      return { code: "xml-file", format: "SVG", from: i, to: lineEnd };
    }
    if (/^<\?xml[\s?]/i.test(start) || /^<!DOCTYPE\s/i.test(start) || /^<[A-Za-z][\w:.-]*(\s[^>]*)?>/.test(start)) {
      if (/^<\?xml/i.test(start) || /^<!DOCTYPE/i.test(start) || hasClosingTag(text.slice(i, i + HEAD))) {
        return { code: "xml-file", format: "XML", from: i, to: lineEnd };
      }
    }
  }
  if ((c === "{" || c === "[") && looksLikeJson(text.slice(i, i + HEAD))) {
    return { code: "json-file", format: "JSON", from: i, to: lineEnd };
  }
  return null;
}

function dump(text: string, from: number, to: number): FileKind {
  const line = text.slice(from, to);
  const format = DUMP.find((d) => d.test.test(line))?.format ?? "Java/.NET";
  return { code: "code-dump", format, from, to };
}

function endOfLine(text: string, from: number): number {
  let e = from;
  while (e < text.length && text[e] !== "\n" && text[e] !== "\r") e++;
  return e;
}

function hasClosingTag(head: string): boolean {
  return /<\/[A-Za-z][\w:.-]*>/.test(head);
}

/** Opens like JSON: a brace or bracket, then a quoted key or a value, and no robots.txt directive line. */
function looksLikeJson(head: string): boolean {
  if (/^\{\s*("|\})/.test(head) || /^\[\s*("|\{|\[|\d|-|true|false|null|\])/.test(head)) {
    return !/^\s*(user-agent|disallow|allow)\s*:/im.test(head);
  }
  return false;
}

/**
 * UTF-16 read as UTF-8: a byte order mark (FF FE / FE FF, which UTF-8 cannot hold; or ÿþ /
 * þÿ when the file went through a Latin-1 editor) or NUL at every other position.
 */
function detectUtf16(head: string, offset: number): FileKind | null {
  const bom = /^(\uFFFD\uFFFD|\u00ff\u00fe|\u00fe\u00ff)/.exec(head);
  const sample = head.slice(bom ? bom[0].length : 0, 400);
  let even = 0;
  let odd = 0;
  for (let k = 0; k < sample.length; k++) {
    if (sample.charCodeAt(k) === 0) {
      if (k % 2 === 0) even++;
      else odd++;
    }
  }
  const half = sample.length / 2;
  // ASCII text in UTF-16 has a NUL at every other position; other scripts fewer, but a BOM says so.
  const share = Math.max(even, odd) / half;
  const oneSided = Math.min(even, odd) <= half * 0.1;
  if (sample.length < 8 || !oneSided || share < (bom ? 0.3 : 0.6)) return null;
  return { code: "utf16-file", format: "UTF-16", from: offset, to: offset + (bom ? bom[0].length : 2) };
}

/** Lines no engine reads as a directive: not blank, not a comment, not a known key. */
export function unreadLines(lines: readonly Line[]): { unread: number; read: number } {
  let unread = 0;
  let read = 0;
  for (const line of lines) {
    if (line.kind === "blank" || line.kind === "comment") continue;
    if (line.kind === "directive" && line.directive !== "unknown" && line.directive !== null) read++;
    else unread++;
  }
  return { unread, read };
}
