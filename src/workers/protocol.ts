/**
 * The typed message protocol between the page and the bulk-test worker
 * (`bulk.worker.ts`). Requests carry a `jobId`; every reply names the job it answers,
 * so a reply to a cancelled or superseded job is recognised and dropped by the page.
 */

import type { EngineId } from "../core/types.ts";

/** A crawler as the worker needs it: an id for the result, the agent to match and the engine. */
export interface JobCrawler {
  id: string;
  /** Product token or User-Agent header handed to `compileMatcher`. */
  userAgent: string;
  engine: EngineId;
}

/** Test every URL of a list against every crawler, in chunks with progress. */
export interface RunRequest {
  type: "run";
  jobId: number;
  /** The robots.txt text to test. */
  text: string;
  /** A second text to test the same list against (a version diff); its verdicts come back in `compare`. */
  compareText?: string;
  /** The file's origin (`https://example.com`): paths are read against it, other origins are flagged. */
  origin: string;
  /** The URLs, one per line (a single string clones far faster than 100,000 strings). */
  urlsText: string;
  crawlers: JobCrawler[];
  /** URLs per chunk between progress reports; default 4,000. */
  chunkSize?: number;
  /**
   * Runs of one lane supersede each other (a newer run stops the older one); runs of
   * different lanes (the bulk table, a version diff) do not. Default "bulk".
   */
  lane?: string;
  /** Also answer the URLs' sort order (`urlOrder`); default true. Off for all but one worker of a pool. */
  sortUrls?: boolean;
}

/** Stop a running job; the worker answers `cancelled` if it was still running. */
export interface CancelRequest {
  type: "cancel";
  jobId: number;
}

/** Read a URL list file: plain text, CSV, sitemap XML or gzip-compressed sitemap. */
export interface ParseListRequest {
  type: "parse-list";
  jobId: number;
  name: string;
  bytes: ArrayBuffer;
  /** Keep at most this many URLs; default 100,000. */
  limit?: number;
}

export type WorkerRequest = RunRequest | CancelRequest | ParseListRequest;

/** Verdict codes of `RunResult.verdicts`. */
export const VERDICT = { allowed: 0, blocked: 1, invalid: 2 } as const;
export type VerdictCode = (typeof VERDICT)[keyof typeof VERDICT];

/** Bits of `RunResult.flags`. */
export const URL_FLAG = {
  /** The URL's origin differs from the file's: this file does not govern it. */
  otherOrigin: 1,
} as const;

/** The verdicts of one text for every URL × crawler. */
export interface VerdictTable {
  /** Per crawler (same order as `crawlerIds`): one `VerdictCode` per URL. */
  verdicts: Uint8Array[];
  /** Per crawler: the deciding line per URL, 0 when no rule decided. */
  lines: Int32Array[];
  /**
   * Per crawler: the usage preferences in force per URL, packed (core/prefs.ts
   * `packPreferences`; 0 = nothing stated). Absent when the file states none for any crawler.
   */
  prefs?: Uint16Array[];
}

/** The answer to a `run`. Typed arrays are transferred, not copied. */
export interface RunResult extends VerdictTable {
  total: number;
  crawlerIds: string[];
  /** Per URL: `URL_FLAG` bits. */
  flags: Uint8Array;
  /** URL indices in code-unit order of the URL text (for sorting by URL without work in the page); empty when not asked. */
  urlOrder: Uint32Array;
  /** How many URL × crawler verdicts each line decided, as [line, count] pairs (main text only). */
  coverage: Array<[number, number]>;
  /** The verdicts of `compareText`, when one was given. */
  compare?: VerdictTable;
  /** Milliseconds the worker spent. */
  elapsedMs: number;
}

/** What a URL list file turned out to be. */
export type { ListKind } from "../core/lists.ts";
import type { ListKind } from "../core/lists.ts";

/** The answer to `parse-list`. */
export interface ParsedList {
  kind: ListKind;
  /** The URLs (for a sitemap index: the child sitemaps), one per line. */
  urlsText: string;
  count: number;
  /** URLs found beyond `limit` and dropped. */
  dropped: number;
  /** The file was gzip-compressed. */
  wasGzip: boolean;
}

export type WorkerReply =
  | { type: "progress"; jobId: number; done: number; total: number }
  | { type: "result"; jobId: number; result: RunResult }
  | { type: "list"; jobId: number; list: ParsedList }
  | { type: "cancelled"; jobId: number }
  | { type: "error"; jobId: number; code: string; message: string };
