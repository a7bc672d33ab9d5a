/**
 * The lint source: a thin adapter from the core linter's diagnostics (codes, spans, fixes)
 * to CodeMirror diagnostics with display text and actions. Each quick fix applies as one
 * transaction, so one undo step reverts it. Large documents are linted in a Web Worker so
 * typing never waits for the linter; small ones (and Node tests) lint in the calling thread.
 */
import type { EditorState, Text, TransactionSpec } from "@codemirror/state";
import type { EditorView, ViewUpdate } from "@codemirror/view";
import { linter, type Action, type Diagnostic as CmDiagnostic, type LintSource } from "@codemirror/lint";
import { lintRobotsTxt } from "../core/lint.ts";
import type { Diagnostic, EngineId, Fix } from "../core/types.ts";
import { robotsTxtConfig, type FormatMessage } from "./config.ts";
import { parsedDoc } from "./parsed.ts";

/** Options of `robotsTxtLinter`; anything not given is read from the `robotsTxt()` configuration. */
export interface RobotsTxtLinterConfig {
  /** Engines to lint for. */
  engines?: readonly EngineId[];
  /** Display text of diagnostic codes (`code`) and of fixes (`fix.<code>`). */
  formatMessage?: FormatMessage;
  /** Milliseconds of idle time after a change before linting. Default 150. */
  delay?: number;
  /** Documents longer than this many characters lint in a Web Worker (browser only). Default 50,000. */
  workerThreshold?: number;
}

/** The core diagnostics of a document, linted in the calling thread. */
export function lintDocument(doc: Text, engines: readonly EngineId[]): Diagnostic[] {
  return lintRobotsTxt(parsedDoc(doc), { engines });
}

/**
 * The transaction that applies a fix: all its edits at once (one undo step). `shift` moves
 * the edits when the text before them changed since the lint ran; edits that no longer fit
 * in the document are dropped.
 */
export function fixTransaction(state: EditorState, fix: Fix, shift = 0): TransactionSpec {
  const length = state.doc.length;
  const changes = fix.edits
    .map((e) => ({ from: e.from + shift, to: e.to + shift, insert: e.insert }))
    .filter((e) => e.from >= 0 && e.to <= length && e.from <= e.to);
  return { changes, userEvent: "input.fix", scrollIntoView: true };
}

/** The display text of a fix. */
export function fixName(fix: Fix, format: FormatMessage): string {
  return format(`fix.${fix.code}`, fix.params);
}

/**
 * Maps a core diagnostic to a CodeMirror diagnostic of the document it was computed on:
 * message from `format`, severity kept, one action per fix.
 */
export function toCodeMirrorDiagnostic(d: Diagnostic, doc: Text, format: FormatMessage): CmDiagnostic {
  const from = Math.max(0, Math.min(d.from, doc.length));
  const to = Math.max(from, Math.min(d.to, doc.length));
  const actions: Action[] = d.fixes.map((fix) => ({
    name: fixName(fix, format),
    apply(view: EditorView, at: number) {
      // The diagnostic may have moved since the lint ran: move the edits with it.
      const shift = view.state.doc === doc ? 0 : at - from;
      view.dispatch(fixTransaction(view.state, fix, shift));
    },
  }));
  return {
    from,
    to,
    severity: d.severity,
    source: d.code,
    markClass: `cm-rt-lint-${d.code}`,
    message: format(d.code, d.params),
    actions,
  };
}

/** The CodeMirror diagnostics of a state, linted in the calling thread. */
export function robotsTxtDiagnostics(state: EditorState, config: RobotsTxtLinterConfig = {}): CmDiagnostic[] {
  const resolved = state.facet(robotsTxtConfig);
  const engines = config.engines ?? resolved.engines;
  const format = config.formatMessage ?? resolved.formatMessage;
  return lintDocument(state.doc, engines).map((d) => toCodeMirrorDiagnostic(d, state.doc, format));
}

/** A request to the lint worker. */
export interface LintRequest {
  id: number;
  text: string;
  engines: EngineId[];
}

/** A reply of the lint worker. */
export interface LintReply {
  id: number;
  diagnostics: Diagnostic[];
}

/**
 * Lints in a Web Worker, one request at a time: while the worker is busy only the newest
 * text waits, and every caller waiting then gets that newest answer (CodeMirror drops
 * answers for a document that has changed since).
 */
class WorkerLinter {
  private worker: Worker | null = null;
  private nextId = 1;
  private busy = false;
  private queued: { text: string; engines: EngineId[] } | null = null;
  private waiting: ((d: Diagnostic[] | null) => void)[] = [];
  private inFlight: ((d: Diagnostic[] | null) => void)[] = [];

  lint(text: string, engines: readonly EngineId[]): Promise<Diagnostic[] | null> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.queued = { text, engines: [...engines] };
      this.pump();
    });
  }

  private pump(): void {
    if (this.busy || this.queued === null) return;
    const worker = this.ensure();
    const request: LintRequest = { id: this.nextId++, ...this.queued };
    this.queued = null;
    this.inFlight = this.waiting;
    this.waiting = [];
    this.busy = true;
    worker.postMessage(request);
  }

  private settle(diagnostics: Diagnostic[] | null): void {
    const done = this.inFlight;
    this.inFlight = [];
    this.busy = false;
    for (const resolve of done) resolve(diagnostics);
    this.pump();
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./lint.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<LintReply>) => this.settle(event.data.diagnostics);
    worker.onerror = () => {
      // A worker that cannot start leaves linting to the main thread.
      workerFailed = true;
      this.worker = null;
      this.settle(null);
      for (const resolve of this.waiting) resolve(null);
      this.waiting = [];
      this.queued = null;
    };
    this.worker = worker;
    return worker;
  }
}

let workerFailed = false;
let sharedWorker: WorkerLinter | null = null;

/** The lint source for a view: in-thread for small documents, in a Web Worker for large ones. */
export function robotsTxtLintSource(config: RobotsTxtLinterConfig = {}): LintSource {
  const threshold = config.workerThreshold ?? 50_000;
  return async (view: EditorView) => {
    const state = view.state;
    const resolved = state.facet(robotsTxtConfig);
    const engines = config.engines ?? resolved.engines;
    const format = config.formatMessage ?? resolved.formatMessage;
    if (state.doc.length > threshold && typeof Worker !== "undefined" && !workerFailed) {
      sharedWorker ??= new WorkerLinter();
      const diagnostics = await sharedWorker.lint(state.doc.toString(), engines);
      if (diagnostics !== null) return diagnostics.map((d) => toCodeMirrorDiagnostic(d, state.doc, format));
      // The worker failed: lint here instead.
    }
    return robotsTxtDiagnostics(state, { engines, formatMessage: format });
  };
}

/** Re-lint when the engines or the message catalog change, not only on edits. */
function configChanged(update: ViewUpdate): boolean {
  return update.startState.facet(robotsTxtConfig) !== update.state.facet(robotsTxtConfig);
}

/**
 * The robots.txt linter: the core linter's findings as CodeMirror diagnostics, with a quick
 * fix action per fix. Pair with `lintKeymap` (Ctrl-Shift-M opens the panel) and `lintGutter()`.
 */
export function robotsTxtLinter(config: RobotsTxtLinterConfig = {}) {
  return linter(robotsTxtLintSource(config), { delay: config.delay ?? 150, needsRefresh: configChanged });
}
