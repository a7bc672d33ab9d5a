/**
 * The bulk-test store without its machinery: what the page reads before the Bulk panel opens
 * (the toolbar's count of failing expectations, the editor's rule coverage) and the filter the
 * toolbar sets. The worker connection, list reading, running, expectations and the table's
 * selectors live in `bulk.ts`, which loads with the Bulk panel, the autosave or a run.
 */

import { create } from "zustand";
import type { ListKind, RunResult } from "../workers/protocol.ts";

export type ExpectedVerdict = "allowed" | "blocked";
/** Per URL (as listed), per crawler id: the verdict it must get. */
export type Expectations = Record<string, Record<string, ExpectedVerdict>>;

export type BulkFilter = "all" | "blocked" | "allowed" | "disagree" | "failed";
/** `index`: list order; `url`: by URL text; `verdict:<crawlerId>` blocked first; `line:<crawlerId>` by deciding line. */
export type BulkSortKey = "index" | "url" | `verdict:${string}` | `line:${string}`;

export type BulkStatus = "idle" | "running" | "done" | "cancelled" | "error";

/** A finished run with the list it ran on (the list may change after). */
export interface BulkRun extends RunResult {
  urls: string[];
  /** The crawlers shown as columns (a prefix of `crawlerIds`; the rest come from expectations only). */
  shownCrawlerIds: string[];
}

export interface BulkState {
  urls: string[];
  /** Where the list came from: a file name, "pasted", a share link. */
  sourceName: string | null;
  listKind: ListKind | null;
  /** URLs beyond the limit that were dropped when the list was read. */
  dropped: number;
  /** A sitemap index's child sitemaps (the list itself is not replaced by them). */
  sitemapChildren: string[];
  expectations: Expectations;
  status: BulkStatus;
  progress: { done: number; total: number };
  run: BulkRun | null;
  /** How many URLs each line decided in the last run for `coverageCrawlerId` (the editor draws it). */
  coverage: Map<number, number>;
  /** The crawler whose coverage the editor draws (null: the run's first crawler). */
  coverageCrawlerId: string | null;
  /** URL × crawler expectations the last run did not meet. */
  failedCount: number;
  /** A message code when the last run or list read failed. */
  error: { code: string; detail: string } | null;
  filter: BulkFilter;
  /** A usage-preference filter, `directive:key:value` (bulk.ts PREF_FILTERS), or "" for none. */
  prefFilter: string;
  sort: { key: BulkSortKey; descending: boolean };
  search: string;
}

export const EMPTY_COVERAGE: Map<number, number> = new Map();

/** The bulk-test store. Read `useBulk(s => s.failedCount)` for the toolbar's failure count. */
export const useBulk = create<BulkState>()(() => ({
  urls: [],
  sourceName: null,
  listKind: null,
  dropped: 0,
  sitemapChildren: [],
  expectations: {},
  status: "idle",
  progress: { done: 0, total: 0 },
  run: null,
  coverage: EMPTY_COVERAGE,
  coverageCrawlerId: null,
  failedCount: 0,
  error: null,
  filter: "all",
  prefFilter: "",
  sort: { key: "index", descending: false },
  search: "",
}));

export function setBulkFilter(filter: BulkFilter): void {
  useBulk.setState({ filter });
}

export function setBulkPrefFilter(prefFilter: string): void {
  useBulk.setState({ prefFilter });
}
