/**
 * Bulk tests: a URL list (pasted, a .txt/.csv file, a sitemap or sitemap index, gzipped or not)
 * tested against the selected crawlers in the bulk Web Worker, with progress and cancel; the
 * results as compact typed arrays, rule coverage, and expectations ("must stay allowed for
 * Googlebot") re-checked whenever the file changes. Filtering, sorting and search are pure
 * selectors over the typed arrays, linear in the list, so the page stays responsive.
 */

import { readingFor } from "../core/agent.ts";
import { parseExpectations, serializeExpectations, type ExpectationsError } from "../core/expectations.ts";
import { groupLines } from "../core/groups.ts";
import type { EngineId, Line, RobotsTxt } from "../core/types.ts";
import { PREFERENCE_SLOTS, unpackPreference, type PreferenceValue } from "../core/prefs.ts";
import {
  URL_FLAG,
  VERDICT,
  type JobCrawler,
  type ParsedList,
  type RunRequest,
  type RunResult,
  type WorkerReply,
  type WorkerRequest,
} from "../workers/protocol.ts";
import { readExpectations, type SharedExpectation } from "./share.ts";
import { useWorkbench } from "./store.ts";
import {
  EMPTY_COVERAGE,
  useBulk,
  type BulkFilter,
  type BulkRun,
  type BulkSortKey,
  type BulkState,
  type Expectations,
  type ExpectedVerdict,
} from "./bulk-store.ts";

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
import { MAX_LIST_URLS } from "../core/thresholds.ts";

/** The most URLs a list holds (core/thresholds.ts). */
export const MAX_BULK_URLS = MAX_LIST_URLS;

// ---------------------------------------------------------------------------------------
// The worker connection.

/** How requests reach the worker; tests plug the handler in directly. */
export interface BulkTransport {
  post(request: WorkerRequest, transfer?: Transferable[]): void;
  /** Registers the reply listener (called once). */
  listen(onReply: (reply: WorkerReply) => void): void;
}

/** The workers, created on first use; tests plug in one transport. */
let pool: BulkTransport[] = [];
let isInjected = false;
let nextJobId = 1;
/** Jobs waiting for replies, with the worker each went to. */
const pending = new Map<number, { port: BulkTransport; onReply(reply: WorkerReply): void }>();
/** A run split across workers: its id names the sub-jobs. */
const groups = new Map<number, number[]>();

/** Lists of at least this many URLs are split across workers by crawler. */
const SPLIT_MIN_URLS = 10_000;

/** Replaces the workers with given transports (tests), or resets to real workers with null. */
export function setBulkTransport(next: BulkTransport | BulkTransport[] | null): void {
  pool = [];
  pending.clear();
  groups.clear();
  const ports = next === null ? [] : Array.isArray(next) ? next : [next];
  isInjected = ports.length > 0;
  for (const port of ports) {
    port.listen(dispatch);
    pool.push(port);
  }
}

function dispatch(reply: WorkerReply): void {
  pending.get(reply.jobId)?.onReply(reply);
}

/** How many workers a run may use: one per core, at most four (the page itself mostly waits). */
function poolSize(): number {
  if (isInjected) return pool.length;
  const cores = typeof navigator !== "undefined" ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, cores));
}

function startWorker(): BulkTransport {
  const worker = new Worker(new URL("../workers/bulk.worker.ts", import.meta.url), { type: "module" });
  const port: BulkTransport = {
    post: (request, transfer) => worker.postMessage(request, transfer ?? []),
    listen: (onReply) => {
      worker.onmessage = (event: MessageEvent<WorkerReply>) => onReply(event.data);
    },
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const [jobId, job] of pending) {
      if (job.port === port) job.onReply({ type: "error", jobId, code: "worker-failed", message: event.message ?? "" });
    }
  };
  port.listen(dispatch);
  return port;
}

/** The `index`-th worker, started when first needed. */
function getPort(index = 0): BulkTransport {
  if (isInjected) return pool[index % pool.length];
  while (pool.length <= index) pool.push(startWorker());
  return pool[index];
}

/** Sends a request to a worker and calls `onReply` with each reply to it until it returns true. */
function send(
  request: WorkerRequest,
  onReply: (reply: WorkerReply) => boolean,
  transfer?: Transferable[],
  worker = 0,
): void {
  // The worker starts (and listens) before the job is registered.
  const port = getPort(worker);
  pending.set(request.jobId, {
    port,
    onReply: (reply) => {
      if (onReply(reply)) pending.delete(request.jobId);
    },
  });
  port.post(request, transfer);
}

/** Runs one job in one worker; resolves with its result, or null when cancelled or superseded. */
function runOne(
  jobId: number,
  request: Omit<RunRequest, "type" | "jobId">,
  worker: number,
  onProgress: (done: number) => void,
): Promise<RunResult | null> {
  return new Promise<RunResult | null>((resolve, reject) => {
    send(
      { ...request, type: "run", jobId },
      (reply) => {
        switch (reply.type) {
          case "progress":
            onProgress(reply.done);
            return false;
          case "result":
            resolve(reply.result);
            return true;
          case "cancelled":
            resolve(null);
            return true;
          case "error":
            reject(Object.assign(new Error(reply.message), { code: reply.code }));
            return true;
          default:
            return false;
        }
      },
      undefined,
      worker,
    );
  });
}

/**
 * Runs a job in the workers: a long list with several crawlers is split by crawler across
 * up to `poolSize()` workers and the answers are merged. Resolves with the result, or null
 * when it was cancelled or superseded.
 */
export function runInWorker(
  request: Omit<RunRequest, "type" | "jobId">,
  onProgress?: (done: number, total: number) => void,
  urlCount = request.urlsText === "" ? 0 : countLines(request.urlsText),
): { jobId: number; result: Promise<RunResult | null> } {
  const jobId = nextJobId++;
  const parts = urlCount >= SPLIT_MIN_URLS ? Math.min(poolSize(), request.crawlers.length) : 1;
  if (parts <= 1) {
    return { jobId, result: runOne(jobId, request, 0, (done) => onProgress?.(done, urlCount)) };
  }
  const slices = splitEvenly(request.crawlers, parts);
  const ids = slices.map(() => nextJobId++);
  groups.set(jobId, ids);
  const done = slices.map(() => 0);
  const report = () => onProgress?.(Math.floor(done.reduce((a, b) => a + b, 0) / slices.length), urlCount);
  const runs = slices.map((crawlers, k) =>
    runOne(ids[k], { ...request, crawlers, sortUrls: k === 0 }, k, (n) => {
      done[k] = n;
      report();
    }),
  );
  const result = Promise.all(runs)
    .then((answers) => (answers.some((a) => a === null) ? null : mergeResults(answers as RunResult[])))
    .catch((error: unknown) => {
      cancelJob(jobId);
      throw error;
    })
    .finally(() => groups.delete(jobId));
  return { jobId, result };
}

function countLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** Splits a list into `parts` contiguous slices of near-equal length. */
function splitEvenly<T>(items: readonly T[], parts: number): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (let k = 0; k < parts; k++) {
    const size = Math.floor(items.length / parts) + (k < items.length % parts ? 1 : 0);
    out.push(items.slice(at, at + size));
    at += size;
  }
  return out;
}

/** Joins the answers of a split run, crawler columns in slice order. */
function mergeResults(answers: RunResult[]): RunResult {
  const [first] = answers;
  const coverage = new Map<number, number>();
  for (const answer of answers) for (const [line, n] of answer.coverage) coverage.set(line, (coverage.get(line) ?? 0) + n);
  const merged: RunResult = {
    total: first.total,
    crawlerIds: answers.flatMap((a) => a.crawlerIds),
    verdicts: answers.flatMap((a) => a.verdicts),
    lines: answers.flatMap((a) => a.lines),
    flags: first.flags,
    urlOrder: first.urlOrder,
    coverage: [...coverage].sort((a, b) => a[0] - b[0]),
    elapsedMs: Math.max(...answers.map((a) => a.elapsedMs)),
  };
  if (answers.some((a) => a.prefs)) {
    // A slice whose file states nothing to its crawlers answers no array: all zeros (nothing stated).
    merged.prefs = answers.flatMap((a) => a.prefs ?? a.crawlerIds.map(() => new Uint16Array(first.total)));
  }
  if (answers.every((a) => a.compare)) {
    merged.compare = {
      verdicts: answers.flatMap((a) => a.compare!.verdicts),
      lines: answers.flatMap((a) => a.compare!.lines),
    };
  }
  return merged;
}

/** Asks the workers to stop a job (every part of a split run). */
export function cancelJob(jobId: number): void {
  for (const id of groups.get(jobId) ?? [jobId]) {
    const job = pending.get(id);
    if (job) job.port.post({ type: "cancel", jobId: id });
  }
}

/** Reads a list file's bytes in the worker (gzip, sitemap XML, CSV or lines). */
export function parseListInWorker(name: string, bytes: ArrayBuffer, limit = MAX_BULK_URLS): Promise<ParsedList> {
  const jobId = nextJobId++;
  return new Promise((resolve, reject) => {
    send(
      { type: "parse-list", jobId, name, bytes, limit },
      (reply) => {
        if (reply.type === "list") resolve(reply.list);
        else if (reply.type === "error") reject(Object.assign(new Error(reply.message), { code: reply.code }));
        else return false;
        return true;
      },
      [bytes],
    );
  });
}

// ---------------------------------------------------------------------------------------
// The list.

/** Splits pasted text into URLs: one per line, blanks and `#` comments skipped, at most `MAX_BULK_URLS`. */
export function splitUrlLines(text: string): { urls: string[]; dropped: number } {
  const urls: string[] = [];
  let dropped = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (urls.length < MAX_BULK_URLS) urls.push(line);
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
    urls: urls.slice(0, MAX_BULK_URLS),
    sourceName,
    listKind: null,
    dropped: Math.max(0, urls.length - MAX_BULK_URLS),
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

/** The crawlers a bulk run uses: the selected crawler, the compare set, then any named by expectations. */
export function bulkCrawlers(
  crawlerId: string,
  compareCrawlerIds: readonly string[],
  engineOverride: EngineId | null,
  expectations: Expectations,
): { crawlers: JobCrawler[]; shown: number } {
  const ids: string[] = [];
  const push = (id: string) => {
    if (id.trim() !== "" && !ids.includes(id)) ids.push(id);
  };
  push(crawlerId);
  compareCrawlerIds.forEach(push);
  const shown = ids.length;
  for (const byCrawler of Object.values(expectations)) Object.keys(byCrawler).forEach(push);
  const crawlers = ids.map((id): JobCrawler => {
    const reading = readingFor(id, engineOverride);
    return { id, userAgent: reading.userAgent, engine: reading.engine };
  });
  return { crawlers, shown };
}

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
// Expectations.

/** Sets (or with null removes) the verdict a URL must get from a crawler. */
export function setExpectation(url: string, crawlerId: string, expected: ExpectedVerdict | null): void {
  const { expectations } = useBulk.getState();
  const forUrl = { ...(expectations[url] ?? {}) };
  if (expected) forUrl[crawlerId] = expected;
  else delete forUrl[crawlerId];
  const next = { ...expectations };
  if (Object.keys(forUrl).length > 0) next[url] = forUrl;
  else delete next[url];
  useBulk.setState({ expectations: next });
  recount();
}

/** The expectations as a flat list (share links and files). */
export function expectationList(expectations: Expectations = useBulk.getState().expectations): SharedExpectation[] {
  const out: SharedExpectation[] = [];
  for (const [url, byCrawler] of Object.entries(expectations)) {
    for (const [crawler, expect] of Object.entries(byCrawler)) out.push({ url, crawler, expect });
  }
  return out;
}

/** Merges a list of expectations in, adding their URLs to the list. */
export function mergeExpectations(list: readonly SharedExpectation[]): void {
  const next: Expectations = { ...useBulk.getState().expectations };
  for (const { url, crawler, expect } of list) next[url] = { ...(next[url] ?? {}), [crawler]: expect };
  useBulk.setState({ expectations: next });
  addUrls(list.map((e) => e.url));
  recount();
}

/** The expectations file: JSON, versioned (the core's format, which the CLI's `test` reads). */
export function exportExpectationsJson(): string {
  return serializeExpectations(expectationList());
}

/** Reads an expectations file and merges it in; says how many were read, or why the file is not one. */
export function importExpectationsJson(json: string): { ok: true; count: number } | { ok: false; error: ExpectationsError } {
  const read = parseExpectations(json);
  if (!read.ok) return read;
  mergeExpectations(read.expectations);
  return { ok: true, count: read.expectations.length };
}

/** Is the URL × crawler verdict one the expectation rejects? */
function fails(expected: ExpectedVerdict, verdict: number): boolean {
  return verdict === VERDICT.invalid || (expected === "allowed") !== (verdict === VERDICT.allowed);
}

let indexCache: { urls: string[]; index: Map<string, number> } | null = null;
function indexOf(urls: string[]): Map<string, number> {
  if (indexCache?.urls !== urls) {
    const index = new Map<string, number>();
    urls.forEach((url, i) => {
      if (!index.has(url)) index.set(url, i);
    });
    indexCache = { urls, index };
  }
  return indexCache.index;
}

/** The expectation failures of a run, as (URL index, crawler column) pairs. */
export function expectationFailures(run: BulkRun | null, expectations: Expectations): Array<[number, number]> {
  if (!run || Object.keys(expectations).length === 0) return [];
  const index = indexOf(run.urls);
  const out: Array<[number, number]> = [];
  for (const [url, byCrawler] of Object.entries(expectations)) {
    const i = index.get(url);
    if (i === undefined) continue;
    for (const [crawlerId, expected] of Object.entries(byCrawler)) {
      const c = run.crawlerIds.indexOf(crawlerId);
      if (c >= 0 && fails(expected, run.verdicts[c][i])) out.push([i, c]);
    }
  }
  return out;
}

function recount(): void {
  const { run, expectations, failedCount } = useBulk.getState();
  const count = expectationFailures(run, expectations).length;
  if (count !== failedCount) useBulk.setState({ failedCount: count });
}

// ---------------------------------------------------------------------------------------
// The table: filter, search, sort (pure, linear in the list).

/** The rows (URL indices) the table shows, in order. */
export function selectRows(
  run: BulkRun | null,
  filter: BulkFilter,
  search: string,
  sort: BulkState["sort"],
  expectations: Expectations,
  prefFilter = "",
): Uint32Array {
  if (!run) return new Uint32Array(0);
  const n = run.total;
  const columns = run.shownCrawlerIds.map((id) => run.crawlerIds.indexOf(id));
  const pref = parsePrefFilter(prefFilter);
  const failing = filter === "failed" ? new Set(expectationFailures(run, expectations).map(([i]) => i)) : null;
  const needle = search.trim().toLowerCase();
  const keep = new Uint8Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (filter !== "all" && !passes(run, columns, i, filter, failing)) continue;
    if (pref !== null && !columns.some((c) => prefValueAt(run, c, i, pref.slot) === pref.value)) continue;
    if (needle !== "" && !run.urls[i].toLowerCase().includes(needle)) continue;
    keep[i] = 1;
    count++;
  }
  const order = sortOrder(run, sort.key);
  const rows = new Uint32Array(count);
  let at = 0;
  for (let k = 0; k < n; k++) {
    const i = order ? order[k] : k;
    if (keep[i]) rows[at++] = i;
  }
  if (sort.descending) rows.reverse();
  return rows;
}

/** The preference filters the table offers: every slot with each value, as `directive:key:value`. */
export const PREF_FILTERS: readonly string[] = PREFERENCE_SLOTS.flatMap((s) => (["no", "yes", "unknown"] as const).map((v) => `${s.directive}:${s.key}:${v}`));

function parsePrefFilter(filter: string): { slot: number; value: PreferenceValue } | null {
  const at = filter.lastIndexOf(":");
  if (at < 0) return null;
  const slot = PREFERENCE_SLOTS.findIndex((s) => `${s.directive}:${s.key}` === filter.slice(0, at));
  const value = filter.slice(at + 1);
  if (slot < 0 || (value !== "yes" && value !== "no" && value !== "unknown")) return null;
  return { slot, value };
}

/** The preference of slot `slot` (PREFERENCE_SLOTS) for URL `i` and crawler column `c` of a run. */
export function prefValueAt(run: RunResult, c: number, i: number, slot: number): PreferenceValue {
  const column = run.prefs?.[c];
  return column ? unpackPreference(column[i], slot) : "unknown";
}

function passes(run: BulkRun, columns: number[], i: number, filter: BulkFilter, failing: Set<number> | null): boolean {
  switch (filter) {
    case "blocked":
      return columns.some((c) => run.verdicts[c][i] === VERDICT.blocked);
    case "allowed":
      return columns.some((c) => run.verdicts[c][i] === VERDICT.allowed);
    case "disagree": {
      let seen = -1;
      for (const c of columns) {
        const v = run.verdicts[c][i];
        if (v === VERDICT.invalid) continue;
        if (seen !== -1 && v !== seen) return true;
        seen = v;
      }
      return false;
    }
    case "failed":
      return failing!.has(i);
    default:
      return true;
  }
}

/** A permutation of URL indices for the sort key (stable; counting sorts, URL order from the worker). */
function sortOrder(run: BulkRun, key: BulkSortKey): Uint32Array | null {
  if (key === "index") return null;
  if (key === "url") return run.urlOrder;
  const [kind, id] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  const c = run.crawlerIds.indexOf(id);
  if (c < 0) return null;
  const keys = kind === "verdict" ? verdictRank(run.verdicts[c]) : run.lines[c];
  return countingSort(keys);
}

/** Blocked first, then allowed, then invalid. */
function verdictRank(verdicts: Uint8Array): Int32Array {
  const rank = new Int32Array(verdicts.length);
  for (let i = 0; i < verdicts.length; i++) {
    const v = verdicts[i];
    rank[i] = v === VERDICT.blocked ? 0 : v === VERDICT.allowed ? 1 : 2;
  }
  return rank;
}

function countingSort(keys: Int32Array): Uint32Array {
  let max = 0;
  for (let i = 0; i < keys.length; i++) if (keys[i] > max) max = keys[i];
  const starts = new Uint32Array(max + 2);
  for (let i = 0; i < keys.length; i++) starts[keys[i] + 1]++;
  for (let k = 1; k < starts.length; k++) starts[k] += starts[k - 1];
  const out = new Uint32Array(keys.length);
  for (let i = 0; i < keys.length; i++) out[starts[keys[i]]++] = i;
  return out;
}

// ---------------------------------------------------------------------------------------
// JSON export.

/**
 * The run as JSON: per URL (as listed, or only `rows`), per crawler its verdict, deciding line,
 * expected verdict and, when the file states any, the usage preferences in force by directive.
 */
export function runToJson(run: BulkRun, expectations: Expectations, rows?: ArrayLike<number>): string {
  const count = rows ? rows.length : run.total;
  const out: unknown[] = [];
  for (let k = 0; k < count; k++) {
    const i = rows ? rows[k] : k;
    const url = run.urls[i];
    const crawlers: Record<string, unknown> = {};
    run.crawlerIds.forEach((id, c) => {
      const line = run.lines[c][i];
      const entry: Record<string, unknown> = { verdict: VERDICT_WORD[run.verdicts[c][i]], line: line > 0 ? line : null };
      const expected = expectations[url]?.[id];
      if (expected) entry.expected = expected;
      if (run.prefs) {
        const prefs: Record<string, Record<string, PreferenceValue>> = {};
        PREFERENCE_SLOTS.forEach((slot, n) => {
          (prefs[slot.directive] ??= {})[slot.key] = prefValueAt(run, c, i, n);
        });
        entry.preferences = prefs;
      }
      crawlers[id] = entry;
    });
    out.push({ url, otherOrigin: (run.flags[i] & URL_FLAG.otherOrigin) !== 0, crawlers });
  }
  return JSON.stringify({ format: "robots-workbench-bulk", version: 1, results: out }, null, 2) + "\n";
}

// ---------------------------------------------------------------------------------------
// CSV export.

/** Quotes a CSV cell; a leading `= + - @` is neutralised so spreadsheets do not run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const VERDICT_WORD = ["allowed", "blocked", "invalid-url"];

/** What a deciding line says and which group it belongs to, for the CSV. */
export interface LineInfo {
  /** The rule as written (`Disallow: /private/`). */
  rule: string;
  /** The group's User-agent lines, joined with " / " (`User-agent: * / User-agent: Googlebot`). */
  group: string;
}

/** Per rule line (1-based), its text and group: what the CSV names next to each deciding line. */
export function lineInfoOf(doc: RobotsTxt): Map<number, LineInfo> {
  const out = new Map<number, LineInfo>();
  const text = (line: Line) => doc.text.slice(line.from, line.to).trim();
  for (const group of groupLines(doc, "google")) {
    const agents = group.agents.map(text).join(" / ");
    for (const rule of group.rules) out.set(rule.number, { rule: text(rule), group: agents });
  }
  return out;
}

/**
 * The run as CSV: URL, then per crawler its verdict, deciding line, that line's rule and
 * group, and the expected verdict; rows as given (or only `rows`).
 */
export function runToCsv(
  run: BulkRun,
  expectations: Expectations,
  rows?: ArrayLike<number>,
  lineInfo: ReadonlyMap<number, LineInfo> = new Map(),
): string {
  const columns = run.crawlerIds.map((id, c) => ({ id, c }));
  const header = ["url", "other_origin"];
  const hasPrefs = run.prefs !== undefined;
  for (const { id } of columns) {
    header.push(`${id} verdict`, `${id} line`, `${id} rule`, `${id} group`, `${id} expected`);
    if (hasPrefs) for (const slot of PREFERENCE_SLOTS) header.push(`${id} ${slot.directive} ${slot.key}`);
  }
  const lines = [header.map(csvCell).join(",")];
  const count = rows ? rows.length : run.total;
  for (let k = 0; k < count; k++) {
    const i = rows ? rows[k] : k;
    const url = run.urls[i];
    const cells = [csvCell(url), run.flags[i] & URL_FLAG.otherOrigin ? "yes" : ""];
    for (const { id, c } of columns) {
      const line = run.lines[c][i];
      const info = line > 0 ? lineInfo.get(line) : undefined;
      cells.push(
        VERDICT_WORD[run.verdicts[c][i]],
        line > 0 ? String(line) : "",
        csvCell(info?.rule ?? ""),
        csvCell(info?.group ?? ""),
        expectations[url]?.[id] ?? "",
      );
      if (hasPrefs) PREFERENCE_SLOTS.forEach((_slot, k) => cells.push(prefValueAt(run, c, i, k)));
    }
    lines.push(cells.join(","));
  }
  return lines.join("\r\n") + "\r\n";
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
