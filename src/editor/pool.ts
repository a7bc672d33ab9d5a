/**
 * Linting large documents in Web Workers without costing the page: each worker keeps its
 * own copy of the text and receives only the changes since it last saw it (a keystroke is a
 * few bytes, not half a megabyte); two workers take turns, so the newest text rarely waits;
 * a lint overtaken by a newer one is cancelled and answers with nothing, and its callers
 * get the newer answer instead. An answer to a change may be followed by a second one, the
 * whole lint, when the group checks find something the first did not show (lint-phases.ts).
 * One pool per editor view, stopped with the view.
 */
import { ChangeSet, type Text } from "@codemirror/state";
import { ViewPlugin, type EditorView, type ViewUpdate } from "@codemirror/view";
import type { EngineId } from "../core/types.ts";
import type { FileKind } from "../core/lint/filekind.ts";
import type { LineGroup } from "./grouping.ts";
import type { PackedDiagnostics } from "./transfer.ts";
import { textOf } from "./text-of.ts";

/**
 * A message to the lint worker: lint a text (whole, or as changes to the last one), or cancel
 * a lint (or its group checks still to run: the text changed). `quiet`: milliseconds since the
 * text last changed, when the request was sent (the group checks wait for a typing pause).
 */
export type LintRequest =
  | { type: "lint"; id: number; engines: EngineId[]; groupEngine: EngineId; quiet?: number; text: string }
  | { type: "lint"; id: number; engines: EngineId[]; groupEngine: EngineId; quiet?: number; changes: unknown }
  | { type: "cancel"; id: number };

/**
 * The lint worker's answer: the packed diagnostics, or null when the lint was cancelled or
 * the changes did not fit the worker's text (`resync`: send the whole text again).
 */
export interface LintReply {
  id: number;
  diagnostics: PackedDiagnostics | null;
  /** The groups under the request's group engine, read from the same text. */
  groups?: LineGroup[];
  resync?: boolean;
  /** Milliseconds the worker spent reading and linting the text. */
  took?: number;
  /** Findings left out because they concern only engines outside the lint set. */
  hidden?: number;
  /** What the file is when it is not robots.txt. */
  fileKind?: FileKind | null;
  /** A second answer to this request follows (the group checks were still to run). */
  more?: boolean;
  /**
   * This is that second answer: the whole lint, or null diagnostics when it found nothing
   * else; null diagnostics with `hidden`: the first answer's findings were the whole lint's,
   * and this is the whole count of hidden ones (the first answer's may fall short).
   */
  followUp?: boolean;
}

/** A lint answer: the diagnostics and the groups of the text linted. */
export interface PoolAnswer {
  diagnostics: PackedDiagnostics;
  groups: LineGroup[];
  groupEngine: EngineId;
  /**
   * Findings left out because they concern only engines outside the lint set. An answer with
   * a `final` may fall short: a whole text's first answer leaves the work that only finds
   * such findings for later (lint-phases.ts), so the findings come sooner; `final` then
   * resolves with the same `diagnostics` object and the whole count (the toolbar's and the
   * Findings panel's figure).
   */
  hidden: number;
  fileKind: FileKind | null;
  /**
   * The whole lint of the same text, when this answer had the last lint's group findings or
   * a short hidden count (null: this answer is the whole lint). It resolves with null when
   * the group checks found the same, when a newer request came first, or when the workers stopped.
   */
  final: Promise<PoolAnswer | null> | null;
}

/** What a caller gets: an answer, or `failed` when no worker could run (lint elsewhere). */
export type PoolResult = PoolAnswer | "failed";

type Waiter = (result: PoolResult) => void;

interface Queued {
  doc: Text;
  version: number;
  engines: EngineId[];
  groupEngine: EngineId;
}

interface PoolWorker {
  worker: Worker;
  /** The request it is working on, or null when idle. */
  current: number | null;
  /** What that request asked for. */
  request: Queued | null;
  waiters: Waiter[];
  /** Version of the text the worker holds, or -1 before its first text. */
  synced: number;
  /** When the current request was posted (milliseconds). */
  started: number;
  /** Whether the current request sent the whole text (a first lint, a resync), not changes. */
  whole: boolean;
  /** Callers of the second answers still to come, by request id (`cancelled`: the worker was told the text changed). */
  followUps: Map<number, { request: Queued; resolve: (answer: PoolAnswer | null) => void; cancelled: boolean; first: PoolAnswer }>;
}

const now = () => (typeof performance === "undefined" ? Date.now() : performance.now());

/** Changes longer than this are sent as the whole text instead. */
const MAX_CHANGE_LOG = 200;

/**
 * How many lint workers to run: two take turns where there are cores to spare; on a machine
 * with two cores or fewer one, so the page's own thread keeps a core while the worker lints.
 */
export function defaultPoolSize(cores = typeof navigator === "undefined" ? 4 : navigator.hardwareConcurrency || 4): number {
  return cores > 2 ? 2 : 1;
}

/** A pool of lint workers fed with document changes. */
export class LintWorkerPool {
  private readonly workers: PoolWorker[] = [];
  private nextId = 1;
  /** Changes since version `base`: `log[i]` turns version `base + i` into `base + i + 1`. */
  private log: ChangeSet[] = [];
  private base = 0;
  private queued: Queued | null = null;
  private waiting: Waiter[] = [];
  private failed = false;
  private stopped = false;
  /** Milliseconds the last answered lint of changes took in its worker (0 before the first). */
  private lastDuration = 0;
  /** When the document last changed (performance.now() milliseconds; 0 before the first change). */
  private changedAt = 0;

  constructor(
    private readonly size = defaultPoolSize(),
    private readonly create: () => Worker = () => new Worker(new URL("./lint.worker.ts", import.meta.url), { type: "module" }),
  ) {}

  /** The version of the latest recorded document. */
  get version(): number {
    return this.base + this.log.length;
  }

  /**
   * Milliseconds the last answered lint of changes took in its worker. The lint source waits about this long after a
   * change before asking again, so a slow lint never keeps a worker busy while someone types. A lint of
   * the whole text (the first, a resync) does not count: it reads every line anew (a cold lint of the
   * 500 KiB file takes 100–200 ms, a keystroke's lint after it 7–10 ms), and counting it held the
   * first lints of the typing that followed (and their findings) back by up to 85 ms.
   */
  get pace(): number {
    return this.lastDuration;
  }

  /** Milliseconds since the document last changed (Infinity before the first change). */
  get quietFor(): number {
    return this.changedAt === 0 ? Infinity : now() - this.changedAt;
  }

  /** Whether workers failed to run here. */
  get isFailed(): boolean {
    return this.failed;
  }

  /** Whether the pool was stopped with its view. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * Records the changes of a document update; the lints still running are out of date now, and
   * so are the group checks still to run (they wait for a typing pause: this change ends it).
   */
  record(changes: ChangeSet): void {
    this.changedAt = now();
    this.log.push(changes);
    this.overtake();
    for (const w of this.workers) {
      for (const [id, followUp] of w.followUps) {
        if (followUp.cancelled) continue;
        followUp.cancelled = true;
        w.worker.postMessage({ type: "cancel", id } satisfies LintRequest);
      }
    }
    // Keep only what a worker may still need.
    const needed = Math.min(...this.workers.map((w) => (w.synced < 0 ? this.version : w.synced)), this.version);
    if (needed > this.base) {
      this.log = this.log.slice(needed - this.base);
      this.base = needed;
    }
    if (this.log.length > MAX_CHANGE_LOG) {
      for (const w of this.workers) if (w.synced < this.version - MAX_CHANGE_LOG) w.synced = -1;
      this.log = this.log.slice(this.log.length - MAX_CHANGE_LOG);
      this.base = this.version - MAX_CHANGE_LOG;
    }
  }

  /** Lints the document of the latest version; resolves with the answer of this or a newer request. */
  lint(doc: Text, engines: readonly EngineId[], groupEngine: EngineId = "google"): Promise<PoolResult> {
    if (this.failed) return Promise.resolve("failed");
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.queued = { doc, version: this.version, engines: [...engines], groupEngine };
      this.overtake();
      this.pump();
    });
  }

  /** Stops the workers. */
  destroy(): void {
    this.stopped = true;
    for (const w of this.workers) w.worker.terminate();
    this.settleAll("failed");
    this.workers.length = 0;
  }

  private pump(): void {
    const queued = this.queued;
    if (queued === null) return;
    let idle = this.workers.find((w) => w.current === null);
    if (idle === undefined && this.workers.length < this.size) idle = this.spawn();
    if (idle === undefined) return;
    const id = this.nextId++;
    this.queued = null;
    idle.current = id;
    idle.request = queued;
    idle.started = now();
    idle.waiters = this.waiting;
    this.waiting = [];
    const changes = idle.synced >= this.base ? this.changesBetween(idle.synced, queued.version, queued.doc.length) : null;
    idle.synced = queued.version;
    idle.whole = changes === null;
    const quiet = this.quietFor;
    const request: LintRequest =
      changes !== null
        ? { type: "lint", id, engines: queued.engines, groupEngine: queued.groupEngine, quiet, changes: changes.toJSON() }
        : { type: "lint", id, engines: queued.engines, groupEngine: queued.groupEngine, quiet, text: textOf(queued.doc) };
    idle.worker.postMessage(request);
  }

  /**
   * Cancels the lints still running: their callers wait for the next request (CodeMirror
   * asks again after every change), so an out-of-date answer is never posted back whole.
   */
  private overtake(): void {
    for (const w of this.workers) {
      if (w.current === null || w.waiters.length === 0) continue;
      this.waiting.push(...w.waiters);
      w.waiters = [];
      w.worker.postMessage({ type: "cancel", id: w.current } satisfies LintRequest);
    }
  }

  /**
   * The changes from one version to a later one (`length`: the later document's length). The
   * later one is the queued request's, which may be older than the latest recorded version.
   */
  private changesBetween(from: number, to: number, length: number): ChangeSet {
    let composed: ChangeSet | null = null;
    for (let i = from - this.base; i < to - this.base; i++) composed = composed ? composed.compose(this.log[i]) : this.log[i];
    return composed ?? ChangeSet.empty(length);
  }

  private spawn(): PoolWorker | undefined {
    let worker: Worker;
    try {
      worker = this.create();
    } catch {
      this.fail();
      return undefined;
    }
    const entry: PoolWorker = { worker, current: null, request: null, waiters: [], synced: -1, started: 0, whole: false, followUps: new Map() };
    worker.onmessage = (event: MessageEvent<LintReply>) => {
      if (event.data.followUp) {
        const followUp = entry.followUps.get(event.data.id);
        entry.followUps.delete(event.data.id);
        const { diagnostics, hidden, fileKind } = event.data;
        if (followUp !== undefined) {
          const { request, resolve, first } = followUp;
          if (diagnostics !== null) resolve({ diagnostics, groups: [], groupEngine: request.groupEngine, hidden: hidden ?? 0, fileKind: fileKind ?? null, final: null });
          // The first answer's findings (the same object), with the whole hidden count.
          else if (hidden !== undefined) resolve({ ...first, groups: [], hidden, final: null });
          else resolve(null);
        }
        return;
      }
      if (event.data.id !== entry.current) return;
      const waiters = entry.waiters;
      const request = entry.request;
      entry.current = null;
      entry.request = null;
      entry.waiters = [];
      if (event.data.resync) {
        // The worker's text drifted: it gets the whole text, and the request is asked again.
        entry.synced = -1;
        this.waiting.push(...waiters);
        this.queued ??= request;
        this.pump();
        return;
      }
      // A cancelled lint answers null; its callers moved on to a newer request.
      const { diagnostics, groups, hidden, fileKind } = event.data;
      if (diagnostics !== null && request !== null) {
        if (!entry.whole) this.lastDuration = event.data.took ?? now() - entry.started;
        const answer: PoolAnswer = { diagnostics, groups: groups ?? [], groupEngine: request.groupEngine, hidden: hidden ?? 0, fileKind: fileKind ?? null, final: null };
        if (event.data.more) answer.final = new Promise((resolve) => entry.followUps.set(event.data.id, { request, resolve, cancelled: false, first: answer }));
        for (const resolve of waiters) resolve(answer);
      }
      this.pump();
    };
    worker.onerror = () => this.fail();
    this.workers.push(entry);
    return entry;
  }

  private fail(): void {
    // A worker that cannot run leaves linting to the main thread.
    this.failed = true;
    for (const w of this.workers) w.worker.terminate();
    this.settleAll("failed");
    this.workers.length = 0;
  }

  private settleAll(result: PoolResult): void {
    const waiters = [...this.waiting, ...this.workers.flatMap((w) => w.waiters)];
    this.waiting = [];
    this.queued = null;
    for (const w of this.workers) {
      w.waiters = [];
      for (const { resolve } of w.followUps.values()) resolve(null);
      w.followUps.clear();
    }
    for (const resolve of waiters) resolve(result);
  }
}

/** The lint worker pool of a view: records its changes, stops its workers with it. */
export const lintWorkerPool = ViewPlugin.fromClass(
  class {
    pool = new LintWorkerPool();
    update(update: ViewUpdate) {
      if (update.docChanged) this.pool.record(update.changes);
    }
    destroy() {
      this.pool.destroy();
    }
  },
);

/** The pool of a view, if the plugin is installed. */
export function poolOf(view: EditorView): LintWorkerPool | null {
  return view.plugin(lintWorkerPool)?.pool ?? null;
}
