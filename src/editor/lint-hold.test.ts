import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorState, type TransactionSpec } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { openLintPanel, setDiagnosticsEffect } from "@codemirror/lint";
import { lintRobotsTxt } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { freshMarksField } from "./fresh-marks.ts";
import { robotsTxt } from "./index.ts";
import { lintSummaryListener, robotsTxtLintSource, type LintSummary } from "./lint.ts";
import { lintWindow } from "./lint-window.ts";
import { LintWorkerPool, lintWorkerPool, type LintReply, type LintRequest } from "./pool.ts";
import { packDiagnostics } from "./transfer.ts";

// 1,100 double wildcards: an answer large enough to be held until typing pauses.
const BIG = "User-agent: *\n" + "Disallow: /a**\n".repeat(1_100);

/** A lint worker answering by hand: the first answer, then the group checks' answer with one finding more. */
class FakeWorker {
  onmessage: ((event: MessageEvent<LintReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  last: number | null = null;
  postMessage(request: LintRequest) {
    if (request.type === "lint") this.last = request.id;
  }
  reply(data: Partial<LintReply>) {
    this.onmessage!({ data: { id: this.last!, groups: [], ...data } } as MessageEvent<LintReply>);
  }
  terminate() {}
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A view over a state with a worker pool of one fake worker; the clock and timers are the test's. */
function setup(summaries: LintSummary[] = []) {
  vi.useFakeTimers();
  const clock = { now: 1_000 };
  vi.spyOn(performance, "now").mockImplementation(() => clock.now);
  vi.stubGlobal("Worker", class {});
  const worker = new FakeWorker();
  const pool = new LintWorkerPool(1, () => worker as unknown as Worker);
  let state = EditorState.create({
    doc: BIG,
    extensions: [robotsTxt({ engines: ["google"] }), freshMarksField, lintWindow, lintSummaryListener.of((s) => summaries.push(s))],
  });
  const dispatched: TransactionSpec[] = [];
  const view = {
    get state() {
      return state;
    },
    dispatch(spec: TransactionSpec) {
      dispatched.push(spec);
      state = state.update(spec).state;
    },
    plugin: (plugin: unknown) => (plugin === lintWorkerPool ? { pool } : null),
    viewport: { from: 0, to: 100 },
  } as unknown as EditorView;
  /** A keystroke at the end, then the lint of its text. */
  const typeAndLint = () => {
    const tr = state.update({ changes: { from: state.doc.length, insert: "Disallow: /b**" } });
    state = tr.state;
    pool.record(tr.changes);
    return robotsTxtLintSource({ workerThreshold: 10, delay: 50 })(view) as Promise<readonly unknown[]>;
  };
  const setsDiagnostics = () => dispatched.filter((spec) => [spec.effects ?? []].flat().some((e) => e.is(setDiagnosticsEffect)));
  return { clock, worker, view, state: () => state, typeAndLint, setsDiagnostics };
}

describe("a large lint answer held until typing pauses (lint panel open)", () => {
  it("is shown once, as the group checks' whole lint when that came in meanwhile", async () => {
    const { clock, worker, view, state, typeAndLint, setsDiagnostics } = setup();
    openLintPanel(view);
    const before = setsDiagnostics().length;
    const linted = typeAndLint();
    await vi.advanceTimersByTimeAsync(0);
    const first = lintRobotsTxt(parseRobotsTxt(state().doc.toString()), { engines: ["google"] });
    const whole = [...first, { ...first[0], code: "double-wildcard", from: 0, to: 1, line: 1 }];
    worker.reply({ diagnostics: packDiagnostics(first).packed, more: true });
    await vi.advanceTimersByTimeAsync(10);
    worker.reply({ diagnostics: packDiagnostics(whole).packed, followUp: true });
    await vi.advanceTimersByTimeAsync(10);
    // Typing pauses.
    clock.now += 200;
    await vi.advanceTimersByTimeAsync(200);
    const shown = await linted;
    await vi.advanceTimersByTimeAsync(200);
    // The whole lint goes to CodeMirror once (by the linter, as the answer); no second rebuild follows.
    expect(shown).toHaveLength(whole.length);
    expect(setsDiagnostics()).toHaveLength(before);
  });
});

describe("a large lint answer with the lint panel closed", () => {
  it("is shown at once near the viewport, the group checks' answer too; the page hears of it once typing pauses", async () => {
    const summaries: LintSummary[] = [];
    const { clock, worker, state, typeAndLint, setsDiagnostics } = setup(summaries);
    const linted = typeAndLint();
    await vi.advanceTimersByTimeAsync(0);
    const first = lintRobotsTxt(parseRobotsTxt(state().doc.toString()), { engines: ["google"] });
    const whole = [...first, { ...first[0], code: "double-wildcard", from: 0, to: 1, line: 1 }];
    worker.reply({ diagnostics: packDiagnostics(first).packed, more: true });
    // No pause needed: the findings of the lines around the viewport (up to 300 lines below it).
    const shown = await linted;
    const last = state().doc.lineAt(100).number + 300;
    expect(shown).toHaveLength(first.filter((d) => d.line <= last).length);
    expect(shown.length).toBeLessThan(first.length);
    await vi.advanceTimersByTimeAsync(10);
    worker.reply({ diagnostics: packDiagnostics(whole).packed, followUp: true });
    await vi.advanceTimersByTimeAsync(10);
    expect(setsDiagnostics()).toHaveLength(1);
    expect(summaries).toHaveLength(0);
    // 200 ms without a keystroke is a typist's pace (60 words a minute), not a pause: the page has not heard yet.
    clock.now += 200;
    await vi.advanceTimersByTimeAsync(200);
    expect(summaries).toHaveLength(0);
    // Typing pauses (TYPING_PAUSE_MS): the page hears of the whole lint, once.
    clock.now += 100;
    await vi.advanceTimersByTimeAsync(300);
    expect(summaries.map((s) => s.diagnostics.length)).toEqual([whole.length]);
  });
});
