/**
 * Reading URL lists, chunk by chunk: one URL per line, CSV (the first cell that looks like a
 * URL or path), sitemap XML (sitemaps.org 0.9 `<urlset>`/`<sitemapindex>`, `<loc>` only, so
 * image and video extension URLs are not taken as pages). The Bulk panel's worker feeds it a
 * whole file; the CLI feeds it a stream of any length and keeps only the current chunk, so a
 * list of a million URLs costs constant memory. A tiny scanner, not an XML parser: it runs in
 * workers and in Node, where DOMParser does not exist. Decompression (.gz) is the caller's.
 */

/** What a list file is. */
export type ListKind = "lines" | "csv" | "sitemap" | "sitemap-index";

/**
 * Receives each entry: its text (trimmed; "" for a CSV row with no URL cell) and the 1-based
 * line of the file it came from.
 */
export type ListSink = (value: string, line: number) => void;

/** How many characters of the start decide the kind (as the app always read them). */
const HEAD_CHARS = 4096;

const URLISH = /^(https?:\/\/|\/)/i;

/** Whether a list entry looks like a URL or path (the CSV cell test; the CLI's line check). */
export function looksLikeUrl(value: string): boolean {
  return URLISH.test(value);
}

/**
 * A streaming list reader. `push` text chunks in order (decoded; split anywhere), then `end`.
 * The kind is decided from the first 4 KiB (and the name: `.csv`); entries go to the sink as
 * soon as they are complete.
 */
export class ListReader {
  /** The kind, once decided (after 4 KiB or at the end). */
  kind: ListKind | null = null;
  private readonly isCsvName: boolean;
  private head = "";
  private pending = "";
  /** Lines fully consumed before `pending`. */
  private line = 0;
  /** Sitemap: `<urlset` or `<sitemapindex` seen (decides index or not). */
  private rootKnown = false;
  /** CSV: the first row (maybe a header) was read. */
  private firstRow = true;

  constructor(name = "") {
    this.isCsvName = /\.csv(\.gz)?$/i.test(name);
  }

  push(chunk: string, sink: ListSink): void {
    if (this.kind === null) {
      this.head += chunk;
      if (this.head.length < HEAD_CHARS) return;
      this.decide();
      const text = this.head;
      this.head = "";
      this.feed(text, sink, false);
      return;
    }
    this.feed(chunk, sink, false);
  }

  end(sink: ListSink): void {
    if (this.kind === null) {
      this.decide();
      const text = this.head;
      this.head = "";
      this.feed(text, sink, true);
      return;
    }
    this.feed("", sink, true);
  }

  private decide(): void {
    const head = this.head.slice(0, HEAD_CHARS).replace(/^\uFEFF/, "").trimStart();
    if (head.startsWith("<")) {
      this.kind = /<sitemapindex[\s>]/.test(head) ? "sitemap-index" : "sitemap";
      this.rootKnown = /<(urlset|sitemapindex)[\s>]/.test(head);
      return;
    }
    const firstLine = head.split(/\r\n|\r|\n/, 1)[0] ?? "";
    this.kind = this.isCsvName || /[,;\t]/.test(firstLine) ? "csv" : "lines";
  }

  private feed(chunk: string, sink: ListSink, last: boolean): void {
    if (this.kind === "sitemap" || this.kind === "sitemap-index") this.feedXml(chunk, sink, last);
    else this.feedLines(chunk, sink, last);
  }

  private feedLines(chunk: string, sink: ListSink, last: boolean): void {
    let text = this.pending + chunk;
    if (this.line === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    let at = 0;
    const n = text.length;
    // Most lists end lines with LF alone: indexOf finds them fast; a CR anywhere takes the careful path.
    const hasCr = text.indexOf("\r") !== -1;
    for (;;) {
      let nl: number;
      if (!hasCr) nl = text.indexOf("\n", at);
      else {
        nl = -1;
        for (let i = at; i < n; i++) {
          const c = text.charCodeAt(i);
          if (c === 10 || c === 13) {
            nl = i;
            break;
          }
        }
      }
      if (nl === -1) break;
      // A `\r` at the very end may be the first half of `\r\n`: wait for the next chunk.
      if (hasCr && text.charCodeAt(nl) === 13 && nl === n - 1 && !last) break;
      this.row(text.slice(at, nl), sink);
      at = nl + (hasCr && text.charCodeAt(nl) === 13 && text.charCodeAt(nl + 1) === 10 ? 2 : 1);
    }
    this.pending = text.slice(at);
    if (last && this.pending !== "") {
      this.row(this.pending, sink);
      this.pending = "";
    }
  }

  private row(raw: string, sink: ListSink): void {
    const line = ++this.line;
    if (this.kind === "csv") {
      if (raw.trim() === "") return;
      const first = this.firstRow;
      this.firstRow = false;
      for (const cell of splitCsvRow(raw)) {
        const value = cell.trim();
        if (URLISH.test(value)) {
          sink(value, line);
          return;
        }
      }
      // The first row without a URL is the header; a later one is a row without a URL.
      if (!first) sink("", line);
      return;
    }
    const value = raw.trim();
    if (value !== "" && !value.startsWith("#")) sink(value, line);
  }

  private feedXml(chunk: string, sink: ListSink, last: boolean): void {
    const text = this.pending + chunk;
    if (!this.rootKnown) {
      const root = /<(urlset|sitemapindex)[\s>]/.exec(text);
      if (root) {
        this.rootKnown = true;
        if (root[1] === "sitemapindex") this.kind = "sitemap-index";
      }
    }
    let at = 0;
    let counted = 0;
    for (;;) {
      const open = text.indexOf("<loc>", at);
      if (open === -1) break;
      const close = text.indexOf("</loc>", open + 5);
      if (close === -1) {
        at = open;
        break;
      }
      this.line += countNewlines(text, counted, open);
      counted = open;
      const value = locValue(text.slice(open + 5, close));
      if (value !== "") sink(value, this.line + 1);
      at = close + 6;
    }
    if (at < text.length && text.indexOf("<loc>", at) === -1) {
      // No open `<loc>` left: keep only a tail that might be the start of one.
      const lt = text.lastIndexOf("<");
      at = lt >= at && text.length - lt < 5 ? lt : text.length;
    }
    this.line += countNewlines(text, counted, at);
    this.pending = last ? "" : text.slice(at);
  }
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

/** The text of a `<loc>`: CDATA as is, else XML entities decoded; trimmed. */
function locValue(inner: string): string {
  const m = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(inner);
  if (m) return m[1].trim();
  if (inner.includes("<")) return "";
  return decodeXmlEntities(inner).trim();
}

/** Reads a whole list text at once: its kind and every entry (with its line). */
export function readListText(name: string, text: string, sink: ListSink): ListKind {
  const reader = new ListReader(name);
  reader.push(text, sink);
  reader.end(sink);
  return reader.kind ?? "lines";
}

/** Splits one CSV row on `,`, `;` or tab, honouring double quotes. */
export function splitCsvRow(row: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const ch = row[i];
    if (quoted) {
      if (ch === '"' && row[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === "," || ch === ";" || ch === "\t") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes XML's five named entities and numeric character references; unknown ones stay as written. */
export function decodeXmlEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body] ?? whole;
  });
}

/** Tells whether bytes start with the gzip magic number. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}
