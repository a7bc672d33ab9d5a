/**
 * The bulk-test worker's logic, free of worker globals so Node tests can drive it: it answers
 * `WorkerRequest`s with `WorkerReply`s through an injected `post`. A file is parsed once per
 * text and compiled once per (crawler, engine); URLs are matched in chunks, with a progress
 * reply and a pause after each chunk so a `cancel` (or a newer run) is read in time.
 */

import type { EngineId } from "../core/types.ts";
import { parseListBytes } from "./lists.ts";
import {
  URL_FLAG,
  VERDICT,
  type JobCrawler,
  type RunRequest,
  type RunResult,
  type VerdictTable,
  type WorkerReply,
  type WorkerRequest,
} from "./protocol.ts";

/** A compiled matcher, the part of `compileMatcher`'s result the worker uses. */
export interface UrlMatcher {
  /** Decides a compared path (`pathForMatching`'s result). */
  matchPath(path: string): { allowed: boolean; line: number | null };
  /** The file states usage preferences to this crawler (then `preferences` is called per URL). */
  hasPreferences?: boolean;
  /** The packed usage preferences in force for a path (`pathForMatching`'s result) and its verdict. */
  preferences?(path: string, allowed: boolean): number;
}

/**
 * What the handler needs from the core; the worker entry passes `parseRobotsTxt`,
 * `compileMatcher` and `pathForMatching`.
 */
export interface HandlerDeps<Doc> {
  parse(text: string): Doc;
  compile(doc: Doc, engine: EngineId, userAgent: string, origin: string): UrlMatcher;
  /** The compared path of a URL input (read against the origin); throws a TypeError when it is no URL. */
  pathOf(url: string, origin: string): string;
  /** Sends a reply to the page, transferring the listed buffers. */
  post(reply: WorkerReply, transfer?: Transferable[]): void;
  /** Yields to the event loop between chunks (default: a zero timeout). */
  pause?: () => Promise<void>;
  /** A clock for `elapsedMs` (default `performance.now`). */
  now?: () => number;
}

/** The handler: call it with each message the worker receives. */
export type BulkHandler = (request: WorkerRequest) => Promise<void>;

const DEFAULT_CHUNK = 4_000;

/** Creates the message handler of the bulk worker. */
export function createBulkHandler<Doc>(deps: HandlerDeps<Doc>): BulkHandler {
  const pause = deps.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const now = deps.now ?? (() => performance.now());
  const cancelled = new Set<number>();
  /** The newest run of each lane; an older run of the lane stops at its next chunk. */
  const currentRun = new Map<string, number>();
  const running = new Set<number>();
  /** The last three texts parsed, with their matchers (a version diff alternates between two texts beside the bulk one). */
  const docs = new Map<string, { doc: Doc; matchers: Map<string, UrlMatcher> }>();
  let orderCache: { urlsText: string; order: Uint32Array } | null = null;

  const entryOf = (text: string) => {
    let entry = docs.get(text);
    if (!entry) {
      if (docs.size >= 3) docs.delete(docs.keys().next().value as string);
      entry = { doc: deps.parse(text), matchers: new Map() };
      docs.set(text, entry);
    }
    return entry;
  };

  /** A matcher of a text for a crawler; a re-run of the same file compiles nothing. */
  const matcherOf = (text: string, crawler: JobCrawler, origin: string): UrlMatcher => {
    const entry = entryOf(text);
    const key = `${crawler.engine}\n${crawler.userAgent}\n${origin}`;
    let matcher = entry.matchers.get(key);
    if (!matcher) entry.matchers.set(key, (matcher = deps.compile(entry.doc, crawler.engine, crawler.userAgent, origin)));
    return matcher;
  };

  const isStopped = (jobId: number, lane: string) => cancelled.has(jobId) || currentRun.get(lane) !== jobId;

  async function run(job: RunRequest): Promise<void> {
    const started = now();
    const lane = job.lane ?? "bulk";
    currentRun.set(lane, job.jobId);
    running.add(job.jobId);
    try {
      await runJob(job, lane, started);
    } finally {
      running.delete(job.jobId);
      cancelled.delete(job.jobId);
    }
  }

  async function runJob(job: RunRequest, lane: string, started: number): Promise<void> {
    const urls = job.urlsText === "" ? [] : job.urlsText.split("\n");
    const total = urls.length;
    const crawlerCount = job.crawlers.length;
    const texts = job.compareText === undefined ? [job.text] : [job.text, job.compareText];
    const tables: VerdictTable[] = [];
    const matchers: UrlMatcher[][] = [];
    for (const text of texts) {
      const forText = job.crawlers.map((c: JobCrawler) => matcherOf(text, c, job.origin));
      matchers.push(forText);
      const table: VerdictTable = {
        verdicts: job.crawlers.map(() => new Uint8Array(total)),
        lines: job.crawlers.map(() => new Int32Array(total)),
      };
      if (forText.some((m) => m.hasPreferences)) table.prefs = job.crawlers.map(() => new Uint16Array(total));
      tables.push(table);
    }
    const flags = new Uint8Array(total);
    const origin = originKey(job.origin);
    const chunk = Math.max(1, job.chunkSize ?? DEFAULT_CHUNK);
    deps.post({ type: "progress", jobId: job.jobId, done: 0, total });
    const paths: Array<string | null> = new Array(Math.min(chunk, total));
    for (let start = 0; start < total; start += chunk) {
      const end = Math.min(total, start + chunk);
      // Each URL is read once; then each matcher runs over the chunk (one matcher at a time
      // keeps its code and index hot, about twice as fast as alternating per URL).
      for (let i = start; i < end; i++) {
        const url = urls[i];
        const urlOrigin = urlOriginKey(url);
        let path: string | null = null;
        if (urlOrigin !== null) {
          try {
            path = deps.pathOf(url, job.origin);
          } catch {
            path = null;
          }
        }
        paths[i - start] = path;
        if (path !== null && urlOrigin !== "" && urlOrigin !== origin) flags[i] |= URL_FLAG.otherOrigin;
      }
      for (let t = 0; t < tables.length; t++) {
        const table = tables[t];
        for (let c = 0; c < crawlerCount; c++) {
          const matcher = matchers[t][c];
          const verdicts = table.verdicts[c];
          const lines = table.lines[c];
          const prefs = table.prefs && matcher.hasPreferences && matcher.preferences ? table.prefs[c] : null;
          for (let i = start; i < end; i++) {
            const path = paths[i - start];
            if (path === null) {
              verdicts[i] = VERDICT.invalid;
              continue;
            }
            try {
              const verdict = matcher.matchPath(path);
              verdicts[i] = verdict.allowed ? VERDICT.allowed : VERDICT.blocked;
              lines[i] = verdict.line ?? 0;
              if (prefs !== null) prefs[i] = matcher.preferences!(path, verdict.allowed);
            } catch {
              verdicts[i] = VERDICT.invalid;
            }
          }
        }
      }
      deps.post({ type: "progress", jobId: job.jobId, done: end, total });
      await pause();
      if (isStopped(job.jobId, lane)) {
        deps.post({ type: "cancelled", jobId: job.jobId });
        return;
      }
    }
    const urlOrder = job.sortUrls === false ? new Uint32Array(0) : orderOf(job.urlsText, urls);
    const result: RunResult = {
      total,
      crawlerIds: job.crawlers.map((c) => c.id),
      verdicts: tables[0].verdicts,
      lines: tables[0].lines,
      ...(tables[0].prefs ? { prefs: tables[0].prefs } : {}),
      flags,
      urlOrder,
      coverage: coverageOf(tables[0].lines),
      elapsedMs: 0,
    };
    if (tables[1]) result.compare = tables[1];
    result.elapsedMs = now() - started;
    const transfer: Transferable[] = [flags.buffer, urlOrder.buffer.slice(0)];
    // urlOrder is cached for the next run: send a copy, keep ours.
    result.urlOrder = new Uint32Array(transfer[1] as ArrayBuffer);
    for (const table of tables) for (const arr of [...table.verdicts, ...table.lines, ...(table.prefs ?? [])]) transfer.push(arr.buffer);
    deps.post({ type: "result", jobId: job.jobId, result }, transfer);
  }

  function orderOf(urlsText: string, urls: string[]): Uint32Array {
    if (orderCache?.urlsText === urlsText) return orderCache.order;
    const order = new Uint32Array(urls.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort((a, b) => (urls[a] < urls[b] ? -1 : urls[a] > urls[b] ? 1 : a - b));
    orderCache = { urlsText, order };
    return order;
  }

  return async (request) => {
    try {
      switch (request.type) {
        case "cancel":
          if (running.has(request.jobId)) cancelled.add(request.jobId);
          return;
        case "run":
          return await run(request);
        case "parse-list": {
          const list = await parseListBytes(request.name, new Uint8Array(request.bytes), request.limit);
          deps.post({ type: "list", jobId: request.jobId, list });
          return;
        }
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = request.type === "parse-list" ? "list-unreadable" : "run-failed";
      deps.post({ type: "error", jobId: request.jobId, code, message });
    }
  };
}

/** Counts, per deciding line, the URL × crawler verdicts it decided. */
export function coverageOf(lines: Int32Array[]): Array<[number, number]> {
  const counts = new Map<number, number>();
  for (const column of lines) {
    for (let i = 0; i < column.length; i++) {
      const line = column[i];
      if (line > 0) counts.set(line, (counts.get(line) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => a[0] - b[0]);
}

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

/** Returns `scheme://host[:port]` in lower case without a default port, or "" when `origin` is not a URL. */
export function originKey(origin: string): string {
  return urlOriginKey(origin) || "";
}

/**
 * Reads a URL's origin cheaply: "" for a path (it is the file's own origin), the lower-cased
 * `scheme://host[:port]` for an http(s) URL, or null when the input is neither.
 */
export function urlOriginKey(url: string): string | null {
  if (url.startsWith("/")) return "";
  const m = /^(https?):\/\/([^/?#]*)/i.exec(url);
  if (!m) return null;
  const scheme = m[1].toLowerCase();
  let host = m[2].toLowerCase();
  const at = host.lastIndexOf("@");
  if (at >= 0) host = host.slice(at + 1);
  if (host === "") return null;
  const port = /:(\d+)$/.exec(host);
  if (port && port[1] === DEFAULT_PORTS[`${scheme}:`]) host = host.slice(0, -port[0].length);
  return `${scheme}://${host}`;
}
