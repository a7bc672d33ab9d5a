/**
 * Reading URL lists for bulk tests: one URL per line, CSV (the first cell that looks like a
 * URL or path), sitemap XML (sitemaps.org 0.9 `<urlset>`/`<sitemapindex>`, `<loc>` only, so
 * image and video extension URLs are not taken as pages) and gzip-compressed sitemaps.
 * A tiny scanner, not an XML parser: it runs in the worker, where DOMParser does not exist.
 */

import type { ListKind, ParsedList } from "./protocol.ts";

/** The most URLs a list holds. */
export const MAX_URLS = 100_000;

const GZIP_MAGIC_0 = 0x1f;
const GZIP_MAGIC_1 = 0x8b;

/** Tells whether bytes start with the gzip magic number. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === GZIP_MAGIC_0 && bytes[1] === GZIP_MAGIC_1;
}

/** Returns the gunzipped bytes (DecompressionStream, present in browsers, workers and Node 18+). */
export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Reads a list file's bytes (gzip detected by content, not by name) into URLs. */
export async function parseListBytes(name: string, bytes: Uint8Array, limit = MAX_URLS): Promise<ParsedList> {
  const wasGzip = isGzip(bytes);
  const plain = wasGzip ? await gunzip(bytes) : bytes;
  const text = new TextDecoder("utf-8").decode(plain);
  return { ...parseListText(name.replace(/\.gz$/i, ""), text, limit), wasGzip };
}

/** Reads a list's text into URLs: sitemap XML when it looks like XML, else CSV or lines. */
export function parseListText(name: string, text: string, limit = MAX_URLS): Omit<ParsedList, "wasGzip"> {
  const head = text.slice(0, 4096).replace(/^\uFEFF/, "").trimStart();
  if (head.startsWith("<")) {
    const isIndex = /<sitemapindex[\s>]/.test(head) || (!/<urlset[\s>]/.test(head) && /<sitemapindex[\s>]/.test(text));
    return collect(isIndex ? "sitemap-index" : "sitemap", sitemapLocs(text), limit);
  }
  const isCsv = /\.csv$/i.test(name) || /^[^\n]*[,;\t]/.test(head.split("\n", 1)[0] ?? "");
  return isCsv ? collect("csv", csvUrls(text), limit) : collect("lines", lineUrls(text), limit);
}

function collect(kind: ListKind, items: Iterable<string>, limit: number): Omit<ParsedList, "wasGzip"> {
  const urls: string[] = [];
  let dropped = 0;
  for (const item of items) {
    if (urls.length < limit) urls.push(item);
    else dropped++;
  }
  return { kind, urlsText: urls.join("\n"), count: urls.length, dropped };
}

/** Yields each non-empty line that is not a `#` comment, trimmed. */
export function* lineUrls(text: string): Generator<string> {
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line !== "" && !line.startsWith("#")) yield line;
  }
}

const URLISH = /^(https?:\/\/|\/)/i;

/** Yields, per CSV row, the first cell that looks like a URL or a path (a header row has none). */
export function* csvUrls(text: string): Generator<string> {
  for (const raw of text.split(/\r\n|\r|\n/)) {
    if (raw.trim() === "") continue;
    for (const cell of splitCsvRow(raw)) {
      const value = cell.trim();
      if (URLISH.test(value)) {
        yield value;
        break;
      }
    }
  }
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

// A fixed pattern over `[^<]`-free runs: linear, no backtracking blow-up.
const LOC = /<loc>\s*(?:<!\[CDATA\[([^\]]*)\]\]>|([^<]*))\s*<\/loc>/g;

/** Yields the text of every `<loc>` element (CDATA and XML entities decoded, trimmed). */
export function* sitemapLocs(xml: string): Generator<string> {
  for (const m of xml.matchAll(LOC)) {
    const value = (m[1] !== undefined ? m[1] : decodeXmlEntities(m[2] ?? "")).trim();
    if (value !== "") yield value;
  }
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
