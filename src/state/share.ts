/**
 * Share links: a draft, its origin, the tested URL, crawler and reading, the Compare set and
 * URLs, the Bulk URL list and expectations as JSON, compressed with
 * `deflate-raw` (CompressionStream) and written base64url into the URL hash (`#share=…`).
 * Decoding trusts nothing: every field is checked and copied as plain data, never markup.
 */

import { addUrls, mergeExpectations } from "./bulk.ts";
import { useBulk } from "./bulk-store.ts";
import { expectationList, readExpectations, type SharedExpectation } from "./expectations.ts";
import { snapshotDraft } from "./history.ts";
import { useShareNotice, type ShareError } from "./share-notice.ts";
import { useWorkbench } from "./store.ts";
import { isCrawlerKey } from "../core/expectations.ts";
import { ENGINE_IDS, type EngineId } from "../core/types.ts";
import { MAX_LIST_URLS, MAX_URL_CHARS } from "../core/thresholds";

export type { SharedExpectation } from "./expectations.ts";

/** What a share link carries. */
export interface SharePayload {
  text: string;
  /** The file's origin (`https://example.com`), when known. */
  origin?: string;
  urls?: string[];
  crawlerId?: string;
  compareCrawlerIds?: string[];
  expectations?: SharedExpectation[];
  /** The URL of the Test panel, as typed. */
  url?: string;
  /** The reading chosen by hand (an engine id); absent follows the crawler's own. */
  engine?: EngineId;
  /** The Compare panel's extra URLs. */
  compareUrls?: string[];
}

export type { ShareError } from "./share-notice.ts";

export type DecodeResult = { ok: true; payload: SharePayload } | { ok: false; error: ShareError };

/** A link's compressed payload above this many bytes is offered as a file instead. */
export const SHARE_LINK_MAX_BYTES = 100_000;
/** Decompressing stops past this many bytes: a tiny link must not unpack into gigabytes. */
export const SHARE_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
/** The hash prefix of a share link. */
export const SHARE_HASH_PREFIX = "#share=";
/** The `v` field of the payloads this version writes and reads. */
export const SHARE_VERSION = 1;


/** The result of encoding: a link fragment, or (too large for a link) the payload as a JSON file. */
export type EncodeResult =
  | { kind: "link"; fragment: string; compressedBytes: number }
  | { kind: "file"; json: string; compressedBytes: number };

/** Encodes a payload as `#share=…`, or as a JSON file when compressed it exceeds `maxBytes`. */
export async function encodeShare(payload: SharePayload, maxBytes = SHARE_LINK_MAX_BYTES): Promise<EncodeResult> {
  const json = JSON.stringify({ v: SHARE_VERSION, ...payload });
  const compressed = await deflateRaw(new TextEncoder().encode(json));
  if (compressed.length > maxBytes) return { kind: "file", json, compressedBytes: compressed.length };
  return { kind: "link", fragment: SHARE_HASH_PREFIX + toBase64Url(compressed), compressedBytes: compressed.length };
}

/** Returns the encoded part of a `#share=…` hash, or null when the hash is no share link. */
export function shareToken(hash: string): string | null {
  return hash.startsWith(SHARE_HASH_PREFIX) ? hash.slice(SHARE_HASH_PREFIX.length) : null;
}

/** Decodes the encoded part of a share link; never throws. */
export async function decodeShare(token: string): Promise<DecodeResult> {
  const trimmed = token.trim();
  if (trimmed === "") return { ok: false, error: "empty" };
  const bytes = fromBase64Url(trimmed);
  if (!bytes) return { ok: false, error: "not-base64" };
  let unpacked: Uint8Array;
  try {
    unpacked = await inflateRaw(bytes, SHARE_MAX_UNPACKED_BYTES);
  } catch (error) {
    return { ok: false, error: error instanceof TooLargeError ? "too-large" : "not-deflate" };
  }
  let json: string;
  try {
    json = new TextDecoder("utf-8", { fatal: true }).decode(unpacked);
  } catch {
    return { ok: false, error: "not-utf8" };
  }
  return decodeShareJson(json);
}

/** Reads a share payload from its JSON text (a link's content or a downloaded share file); never throws. */
export function decodeShareJson(json: string): DecodeResult {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, error: "not-json" };
  }
  if (!isRecord(value)) return { ok: false, error: "bad-shape" };
  if (value.v !== SHARE_VERSION) return { ok: false, error: typeof value.v === "number" ? "unsupported-version" : "bad-shape" };
  const payload = readPayload(value);
  return payload ? { ok: true, payload } : { ok: false, error: "bad-shape" };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Copies the known fields as plain strings; null when a present field has the wrong type. */
function readPayload(value: Record<string, unknown>): SharePayload | null {
  if (typeof value.text !== "string") return null;
  const payload: SharePayload = { text: value.text };
  if (value.origin !== undefined) {
    if (typeof value.origin !== "string") return null;
    const origin = httpOrigin(value.origin);
    // An origin that is not http(s) (`javascript:`, garbage) is dropped, not trusted.
    if (origin) payload.origin = origin;
  }
  if (value.urls !== undefined) {
    const urls = readUrlList(value.urls);
    if (!urls) return null;
    payload.urls = urls;
  }
  if (value.compareUrls !== undefined) {
    const urls = readUrlList(value.compareUrls);
    if (!urls) return null;
    payload.compareUrls = urls;
  }
  if (value.url !== undefined) {
    if (typeof value.url !== "string" || value.url.length > MAX_URL_CHARS || /[\r\n]/.test(value.url)) return null;
    payload.url = value.url.trim();
  }
  if (value.engine !== undefined) {
    if (!(ENGINE_IDS as readonly unknown[]).includes(value.engine)) return null;
    payload.engine = value.engine as EngineId;
  }
  if (value.crawlerId !== undefined) {
    if (!isId(value.crawlerId)) return null;
    payload.crawlerId = value.crawlerId;
  }
  if (value.compareCrawlerIds !== undefined) {
    if (!Array.isArray(value.compareCrawlerIds) || !value.compareCrawlerIds.every(isId)) return null;
    payload.compareCrawlerIds = [...value.compareCrawlerIds];
  }
  if (value.expectations !== undefined) {
    const expectations = readExpectations(value.expectations);
    if (!expectations) return null;
    payload.expectations = expectations;
  }
  return payload;
}

/** A list of URLs as plain one-line strings (blanks dropped); null when malformed or too long. */
function readUrlList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > MAX_LIST_URLS) return null;
  const urls: string[] = [];
  for (const url of value) {
    if (typeof url !== "string" || url.length > MAX_URL_CHARS) return null;
    const clean = url.trim();
    if (clean !== "" && !/[\r\n]/.test(clean)) urls.push(clean);
  }
  return urls;
}


function isId(value: unknown): value is string {
  return isCrawlerKey(value);
}

/** Returns the origin of an http(s) URL, or null for anything else. */
export function httpOrigin(input: string): string | null {
  try {
    const url = new URL(input);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

class TooLargeError extends Error {}

async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function inflateRaw(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new TooLargeError();
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Writes bytes as base64url without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Reads base64url (padding optional); null when the text is not base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text) || text.replace(/=+$/, "").length % 4 === 1) return null;
  const base64 = text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  try {
    const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------
// Share links in the app: make one from the stores, open one from the address or a file.

// The notice store is in share-notice.ts, so the toolbar's notices render without this module.
export { dismissShareNotice, useShareNotice, type ShareNotice } from "./share-notice.ts";

/** The current draft, URL list, crawler choice and expectations as a share payload. */
export function currentSharePayload(): SharePayload {
  const { text, origin, url, crawlerId, engineOverride, compareCrawlerIds, compareUrls } = useWorkbench.getState();
  const { urls } = useBulk.getState();
  const expectations = expectationList();
  const payload: SharePayload = { text, origin, url, crawlerId, compareCrawlerIds, compareUrls };
  if (engineOverride) payload.engine = engineOverride;
  if (urls.length > 0) payload.urls = urls;
  if (expectations.length > 0) payload.expectations = expectations;
  return payload;
}

/** Encodes the current state: a full link (address of this page + `#share=…`), or a file when too large. */
export async function createShare(): Promise<
  { kind: "link"; url: string; compressedBytes: number } | { kind: "file"; json: string; compressedBytes: number }
> {
  const encoded = await encodeShare(currentSharePayload());
  if (encoded.kind === "file") return encoded;
  const { origin, pathname, search } = window.location;
  return { kind: "link", url: origin + pathname + search + encoded.fragment, compressedBytes: encoded.compressedBytes };
}

/**
 * Opens a decoded payload without overwriting local work: the local draft goes to history
 * first, shared URLs and expectations are added to the local ones.
 */
export function applySharePayload(payload: SharePayload): void {
  const { text, loadDraft, setCrawler } = useWorkbench.getState();
  snapshotDraft(text, "before-share");
  loadDraft(payload.text, { source: "share", ...(payload.origin ? { origin: payload.origin } : {}) });
  if (payload.crawlerId) setCrawler(payload.crawlerId);
  // The reading travels with the crawler: a link without one follows the crawler's own.
  if (payload.crawlerId || payload.engine) useWorkbench.getState().setEngineOverride(payload.engine ?? null);
  if (payload.url) useWorkbench.getState().setUrl(payload.url);
  if (payload.compareUrls) useWorkbench.getState().setCompareUrls(payload.compareUrls);
  if (payload.compareCrawlerIds) useWorkbench.setState({ compareCrawlerIds: payload.compareCrawlerIds });
  if (payload.urls) addUrls(payload.urls);
  if (payload.expectations) mergeExpectations(payload.expectations);
  useShareNotice.setState({
    notice: { kind: "imported", urls: payload.urls?.length ?? 0, expectations: payload.expectations?.length ?? 0 },
  });
}

/** Opens a share file's JSON; false (with a notice) when it is not one. */
export function openShareJson(json: string): boolean {
  const decoded = decodeShareJson(json);
  if (!decoded.ok) {
    useShareNotice.setState({ notice: { kind: "error", error: decoded.error } });
    return false;
  }
  applySharePayload(decoded.payload);
  return true;
}

/**
 * Opens the share link in the address, if any: a link that cannot be decoded gives a notice
 * and changes nothing; a good one is imported, then removed from the address so a reload
 * does not import it again.
 */
export async function openShareFromLocation(): Promise<void> {
  const token = shareToken(window.location.hash);
  if (token === null) return;
  const decoded = await decodeShare(token);
  if (!decoded.ok) {
    useShareNotice.setState({ notice: { kind: "error", error: decoded.error } });
    return;
  }
  applySharePayload(decoded.payload);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", pathname + search);
}

/** Opens the link in the address now and on every later hash change; returns the stop function. */
export async function startShareLinks(): Promise<() => void> {
  if (typeof window === "undefined") return () => undefined;
  await openShareFromLocation();
  const onHash = () => void openShareFromLocation();
  window.addEventListener("hashchange", onHash);
  return () => window.removeEventListener("hashchange", onHash);
}
