/**
 * Bulk tests: a URL list (pasted, a .txt/.csv file, a sitemap or sitemap index, gzipped or not)
 * tested against the selected crawlers in the bulk Web Worker, with progress and cancel; the
 * results as compact typed arrays, rule coverage, and expectations ("must stay allowed for
 * Googlebot") re-checked whenever the file changes. Filtering, sorting and search are pure
 * selectors over the typed arrays, linear in the list, so the page stays responsive.
 *
 * This module holds the list and the runs; the worker pool (worker-client.ts), the crawler set
 * (crawler-set.ts), expectations (expectations.ts) and the table and CSV (bulk-table.ts) are
 * modules of their own, re-exported here.
 */

import { parseExpectations, type ExpectationsError } from "../core/expectations.ts";
import { MAX_LIST_URLS } from "../core/thresholds.ts";
import type { ParsedList } from "../workers/protocol.ts";
import { useWorkbench } from "./store.ts";
import { EMPTY_COVERAGE, useBulk, type BulkRun, type BulkSortKey, type BulkState, type Expectations } from "./bulk-store.ts";
import { bulkCrawlers } from "./crawler-set.ts";
import { readExpectations, recount, type SharedExpectation } from "./expectations.ts";
import { cancelJob, parseListInWorker, runInWorker } from "./worker-client.ts";

// The store itself is in bulk-store.ts, so the toolbar and the editor read it without this module.
export {
  useBulk,
  setBulkFilter,
  setBulkPrefFilter,
  type BulkFilter,
  type BulkRun,
  type BulkSortKey,
  type BulkState,
  type BulkStatus,
  type Expectations,
  type ExpectedVerdict,
} from "./bulk-store.ts";
// The jobs of Bulk, each in its own module; named here too, so the panel has one place to import from.
export { bulkCrawlers } from "./crawler-set.ts";
export { setBulkTransport, runInWorker, cancelJob, parseListInWorker, type BulkTransport } from "./worker-client.ts";
export {
  setExpectation,
  expectationList,
  exportExpectationsJson,
  expectationFailures,
  readExpectations,
  type SharedExpectation,
} from "./expectations.ts";
export { selectRows, csvCell, lineInfoOf, runToCsv, runToJson, prefValueAt, PREF_FILTERS, type LineInfo } from "./bulk-table.ts";


// ---------------------------------------------------------------------------------------
// The list.

/** Splits pasted text into URLs: one per line, blanks and `#` comments skipped, at most `MAX_LIST_URLS`. */
export function splitUrlLines(text: string): { urls: string[]; dropped: number } {
  const urls: string[] = [];
  let dropped = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (urls.length < MAX_LIST_URLS) urls.push(line);
    else dropped++;
  }
  return { urls, dropped };
}

/** The list as one string, one URL a line, and the list it was made of. */
let listText: { urls: readonly string[]; text: string } | null = null;

/**
 * The list as one string, one URL a line (what the workers and the autosave take; one string
 * clones far faster than 100,000). Kept for the current list: joining 100,000 URLs is megabytes
 * of copying on the main thread, and a list read from a file arrives as that string already.
 */
export function urlsTextOf(urls: readonly string[]): string {
  if (listText?.urls !== urls) listText = { urls, text: urls.join("\n") };
  return listText.text;
}

/** Replaces the URL list. */
export function setUrls(urls: string[], sourceName: string | null, extra: Partial<BulkState> = {}): void {
  useBulk.setState({
    urls: urls.slice(0, MAX_LIST_URLS),
    sourceName,
    listKind: null,
    dropped: Math.max(0, urls.length - MAX_LIST_URLS),
    sitemapChildren: [],
    run: null,
    coverage: EMPTY_COVERAGE,
    status: "idle",
    progress: { done: 0, total: 0 },
    error: null,
    ...extra,
  });
  recount();
}

/** Replaces the list with pasted text. */
export function setUrlsFromText(text: string, sourceName: string | null = "pasted"): void {
  const { urls, dropped } = splitUrlLines(text);
  setUrls(urls, sourceName, { dropped });
}

/** Appends URLs not in the list yet (share links, expectation files). */
export function addUrls(more: readonly string[]): void {
  const { urls } = useBulk.getState();
  const seen = new Set(urls);
  const added = more.filter((url) => url !== "" && !seen.has(url) && (seen.add(url), true));
  if (added.length > 0) setUrls([...urls, ...added], useBulk.getState().sourceName);
}

/** Reads a list file (any size up to the limit) in the worker and makes it the list. */
export async function loadUrlFile(file: Blob & { name?: string }): Promise<ParsedList | null> {
  const name = file.name ?? "urls.txt";
  try {
    const list = await parseListInWorker(name, await file.arrayBuffer());
    const urls = list.urlsText === "" ? [] : list.urlsText.split("\n");
    if (list.kind === "sitemap-index") {
      // An index names sitemaps, not pages: show them, keep the list.
      useBulk.setState({ sitemapChildren: urls, sourceName: name, listKind: list.kind, error: null });
    } else {
      setUrls(urls, name, { listKind: list.kind, dropped: list.dropped });
      rememberText(list.urlsText, urls);
    }
    return list;
  } catch (error) {
    useBulk.setState({ error: { code: "bulk.error.list-unreadable", detail: String((error as Error).message) } });
    return null;
  }
}

/** Keeps `text` as the current list's string when the list is `text` split into lines. */
function rememberText(text: string, lines: readonly string[]): void {
  const { urls } = useBulk.getState();
  if (urls.length === lines.length) listText = { urls, text };
}

// ---------------------------------------------------------------------------------------
// Running.


let runningJob: number | null = null;

/**
 * The least time between two progress updates of a run (the last one always shows): each is a
 * render and a frame on the main thread, while the workers want the cores.
 */
const PROGRESS_INTERVAL_MS = 100;

/** Tests the list against the selected crawlers in the worker; resolves when done or cancelled. */
export async function runBulk(): Promise<void> {
  const { urls, expectations } = useBulk.getState();
  const { text, origin, crawlerId, compareCrawlerIds, engineOverride } = useWorkbench.getState();
  if (runningJob !== null) cancelJob(runningJob);
  const { crawlers, shown } = bulkCrawlers(crawlerId, compareCrawlerIds, engineOverride, expectations);
  const listed = urls;
  useBulk.setState({ status: "running", progress: { done: 0, total: listed.length }, error: null });
  let progressShownAt = -Infinity;
  const job = runInWorker(
    { text, origin, urlsText: urlsTextOf(listed), crawlers, lane: "bulk" },
    (done, total) => {
      const now = performance.now();
      if (done < total && now - progressShownAt < PROGRESS_INTERVAL_MS) return;
      progressShownAt = now;
      useBulk.setState({ progress: { done, total } });
    },
    listed.length,
  );
  runningJob = job.jobId;
  try {
    const result = await job.result;
    if (runningJob !== job.jobId) return;
    runningJob = null;
    if (!result) {
      useBulk.setState({ status: "cancelled" });
      return;
    }
    const run: BulkRun = { ...result, urls: listed, shownCrawlerIds: crawlers.slice(0, shown).map((c) => c.id) };
    useBulk.setState({ status: "done", run, coverage: coverageOf(run, coverageCrawler(run)) });
    recount();
  } catch (error) {
    if (runningJob === job.jobId) runningJob = null;
    const code = (error as { code?: string }).code ?? "run-failed";
    useBulk.setState({ status: "error", error: { code: `bulk.error.${code}`, detail: String((error as Error).message) } });
  }
}

/** The crawler whose coverage is drawn: the chosen one when the run has it, else its first column. */
export function coverageCrawler(run: BulkRun, chosen = useBulk.getState().coverageCrawlerId): string {
  return chosen !== null && run.shownCrawlerIds.includes(chosen) ? chosen : run.shownCrawlerIds[0] ?? run.crawlerIds[0];
}

/** How many URLs of the run each line decided for one crawler (line → URLs; lines that decided none are absent). */
export function coverageOf(run: BulkRun, crawlerId: string): Map<number, number> {
  const c = run.crawlerIds.indexOf(crawlerId);
  const out = new Map<number, number>();
  if (c < 0) return out;
  const lines = run.lines[c];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line > 0) out.set(line, (out.get(line) ?? 0) + 1);
  }
  return out;
}

/** Draws another crawler's coverage in the editor. */
export function setCoverageCrawler(crawlerId: string): void {
  const { run } = useBulk.getState();
  useBulk.setState({ coverageCrawlerId: crawlerId, ...(run ? { coverage: coverageOf(run, coverageCrawler(run, crawlerId)) } : {}) });
}

/**
 * The rule lines (Allow/Disallow, 1-based) that decided no URL of the run for any of its
 * crawlers, in file order: rules the list never reaches.
 */
export function unreachedRuleLines(run: BulkRun, ruleLines: readonly number[]): number[] {
  const reached = new Set<number>();
  for (const lines of run.lines) for (let i = 0; i < lines.length; i++) if (lines[i] > 0) reached.add(lines[i]);
  return ruleLines.filter((line) => !reached.has(line));
}

/** Stops the running bulk test. */
export function cancelBulk(): void {
  if (runningJob !== null) cancelJob(runningJob);
}

let autoTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Re-runs the list (debounced) whenever the file, origin, crawlers or engine change, once a run
 * exists or expectations are set: the list is a regression suite. Returns a function that stops it.
 */
export function startBulkAutoRun(delayMs = 400): () => void {
  const schedule = () => {
    const { urls, run, expectations, status } = useBulk.getState();
    if (urls.length === 0) return;
    if (!run && Object.keys(expectations).length === 0 && status !== "running") return;
    if (autoTimer) clearTimeout(autoTimer);
    autoTimer = setTimeout(() => {
      autoTimer = null;
      void runBulk();
    }, delayMs);
  };
  const unsubscribe = useWorkbench.subscribe((state, prev) => {
    if (
      state.text !== prev.text ||
      state.origin !== prev.origin ||
      state.crawlerId !== prev.crawlerId ||
      state.compareCrawlerIds !== prev.compareCrawlerIds ||
      state.engineOverride !== prev.engineOverride
    ) {
      schedule();
    }
  });
  const unsubscribeBulk = useBulk.subscribe((state, prev) => {
    if (state.expectations !== prev.expectations && state.run) {
      // A new expectation for a crawler the run lacks needs a run; otherwise only a recount.
      const have = new Set(state.run.crawlerIds);
      const needed = Object.values(state.expectations).some((m) => Object.keys(m).some((id) => !have.has(id)));
      if (needed) schedule();
    }
  });
  return () => {
    unsubscribe();
    unsubscribeBulk();
    if (autoTimer) clearTimeout(autoTimer);
  };
}

// ---------------------------------------------------------------------------------------
// Expectations merged in from files and links (they add their URLs to the list).

/** Merges a list of expectations in, adding their URLs to the list. */
export function mergeExpectations(list: readonly SharedExpectation[]): void {
  const next: Expectations = { ...useBulk.getState().expectations };
  for (const { url, crawler, expect } of list) next[url] = { ...(next[url] ?? {}), [crawler]: expect };
  useBulk.setState({ expectations: next });
  addUrls(list.map((e) => e.url));
  recount();
}

/** Reads an expectations file and merges it in; says how many were read, or why the file is not one. */
export function importExpectationsJson(json: string): { ok: true; count: number } | { ok: false; error: ExpectationsError } {
  const read = parseExpectations(json);
  if (!read.ok) return read;
  mergeExpectations(read.expectations);
  return { ok: true, count: read.expectations.length };
}


// ---------------------------------------------------------------------------------------
// Table view state.

export function setBulkSearch(search: string): void {
  useBulk.setState({ search });
}
/** Sorts by a key; choosing the current key again flips the direction. */
export function setBulkSort(key: BulkSortKey): void {
  const { sort } = useBulk.getState();
  useBulk.setState({ sort: { key, descending: sort.key === key ? !sort.descending : false } });
}

/** Restores the persisted part of the state (hydration). */
export function restoreBulk(saved: { urlsText?: unknown; sourceName?: unknown; expectations?: unknown }): void {
  const urls = typeof saved.urlsText === "string" && saved.urlsText !== "" ? saved.urlsText.split("\n") : [];
  const list = readExpectations(saved.expectations);
  const expectations: Expectations = {};
  for (const { url, crawler, expect } of list ?? []) expectations[url] = { ...(expectations[url] ?? {}), [crawler]: expect };
  setUrls(urls, typeof saved.sourceName === "string" ? saved.sourceName : null, { expectations });
  if (urls.length > 0) rememberText(saved.urlsText as string, urls);
}

