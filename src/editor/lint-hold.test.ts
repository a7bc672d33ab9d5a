import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorState, type TransactionSpec } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { setDiagnosticsEffect } from "@codemirror/lint";
import { lintRobotsTxt } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { freshMarksField } from "./fresh-marks.ts";
import { robotsTxt } from "./index.ts";
import { robotsTxtLintSource } from "./lint.ts";
import { LintWorkerPool, type LintReply, type LintRequest } from "./pool.ts";
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

describe("a large lint answer held until typing pauses", () => {
  it("is shown once, as the group checks' whole lint when that came in meanwhile", async () => {
    vi.useFakeTimers();
    let clock = 1_000;
    vi.spyOn(performance, "now").mockImplementation(() => clock);
    vi.stubGlobal("Worker", class {});
    const worker = new FakeWorker();
    const pool = new LintWorkerPool(1, () => worker as unknown as Worker);
    let state = EditorState.create({ doc: BIG, extensions: [robotsTxt({ engines: ["google"] }), freshMarksField] });
    const dispatched: TransactionSpec[] = [];
    const view = {
      get state() {
        return state;
      },
      dispatch(spec: TransactionSpec) {
        dispatched.push(spec);
        state = state.update(spec).state;
      },
      plugin: () => ({ pool }),
    } as unknown as EditorView;
    // A keystroke, then the lint of its text.
    const tr = state.update({ changes: { from: state.doc.length, insert: "Disallow: /b**" } });
    state = tr.state;
    pool.record(tr.changes);
    const linted = robotsTxtLintSource({ workerThreshold: 10, delay: 50 })(view) as Promise<readonly unknown[]>;
    await vi.advanceTimersByTimeAsync(0);
    const first = lintRobotsTxt(parseRobotsTxt(state.doc.toString()), { engines: ["google"] });
    const whole = [...first, { ...first[0], code: "double-wildcard", from: 0, to: 1, line: 1 }];
    worker.reply({ diagnostics: packDiagnostics(first).packed, more: true });
    await vi.advanceTimersByTimeAsync(10);
    worker.reply({ diagnostics: packDiagnostics(whole).packed, followUp: true });
    await vi.advanceTimersByTimeAsync(10);
    // Typing pauses.
    clock += 200;
    await vi.advanceTimersByTimeAsync(200);
    const shown = await linted;
    await vi.advanceTimersByTimeAsync(200);
    // The whole lint goes to CodeMirror once (by the linter, as the answer); no second rebuild follows.
    expect(shown).toHaveLength(whole.length);
    expect(dispatched.filter((spec) => [spec.effects ?? []].flat().some((e) => e.is(setDiagnosticsEffect)))).toHaveLength(0);
  });
});
