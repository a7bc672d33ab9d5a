/**
 * The bulk worker client: a pool of Web Workers (or, in tests, handlers plugged in directly)
 * that runs verdict jobs and parses URL lists off the main thread. Large jobs are split over
 * the pool and their answers merged; a job can be cancelled.
 */
import { MAX_LIST_URLS } from "../core/thresholds.ts";
import type { ParsedList, RunRequest, RunResult, WorkerReply, WorkerRequest } from "../workers/protocol.ts";

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
export function parseListInWorker(name: string, bytes: ArrayBuffer, limit = MAX_LIST_URLS): Promise<ParsedList> {
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

