/**
 * Reading URL lists for bulk tests: one URL per line, CSV (the first cell that looks like a
 * URL or path), sitemap XML (sitemaps.org 0.9 `<urlset>`/`<sitemapindex>`, `<loc>` only, so
 * image and video extension URLs are not taken as pages) and gzip-compressed sitemaps.
 * The reading itself is the core's (src/core/lists.ts, shared with the CLI); here the browser's
 * side: gzip through DecompressionStream, and the list limit.
 */

import { isGzip, readListText } from "../core/lists.ts";
import type { ParsedList } from "./protocol.ts";
import { MAX_LIST_URLS } from "../core/thresholds.ts";


export { isGzip, splitCsvRow, decodeXmlEntities } from "../core/lists.ts";

/** Returns the gunzipped bytes (DecompressionStream, present in browsers, workers and Node 18+). */
export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Reads a list file's bytes (gzip detected by content, not by name) into URLs. */
export async function parseListBytes(name: string, bytes: Uint8Array, limit = MAX_LIST_URLS): Promise<ParsedList> {
  const wasGzip = isGzip(bytes);
  const plain = wasGzip ? await gunzip(bytes) : bytes;
  const text = new TextDecoder("utf-8").decode(plain);
  return { ...parseListText(name.replace(/\.gz$/i, ""), text, limit), wasGzip };
}

/** Reads a list's text into URLs: sitemap XML when it looks like XML, else CSV or lines (the core's reader). */
export function parseListText(name: string, text: string, limit = MAX_LIST_URLS): Omit<ParsedList, "wasGzip"> {
  const urls: string[] = [];
  let dropped = 0;
  const kind = readListText(name, text, (value) => {
    if (value === "") return;
    if (urls.length < limit) urls.push(value);
    else dropped++;
  });
  return { kind, urlsText: urls.join("\n"), count: urls.length, dropped };
}
