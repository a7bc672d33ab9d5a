import { ChangeSet, Text } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { lintReport } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import type { EngineId } from "../core/types.ts";
import { createLintHandler, GROUP_PAUSE_MS } from "./lint-handler.ts";
import { sameList } from "./lint-phases.ts";
import type { LintReply, LintRequest } from "./pool.ts";
import { unpackDiagnostics } from "./transfer.ts";

const ENGINES: EngineId[] = ["google", "bing"];

/** A worker's host with a clock moved by hand: timers fire when the test moves the clock past them. */
function fakeHost() {
  let clock = 0;
  const timers: Array<{ due: number; fire: () => void }> = [];
  const replies: LintReply[] = [];
  const host = {
    post: (reply: LintReply) => void replies.push(reply),
    now: () => clock,
    wait: (ms: number) => new Promise<void>((fire) => timers.push({ due: clock + ms, fire })),
  };
  /** Moves the clock on by `ms`, firing the timers due (and what they start) in order. */
  const advance = async (ms: number) => {
    const until = clock + ms;
    for (;;) {
      await Promise.resolve();
      await new Promise((r) => setTimeout(r, 0));
      timers.sort((a, b) => a.due - b.due);
      const next = timers[0];
      if (next === undefined || next.due > until) break;
      timers.shift();
      clock = Math.max(clock, next.due);
      next.fire();
    }
    clock = until;
  };
  return { host, replies, advance };
}

const lintRequest = (id: number, body: { text: string } | { changes: unknown }, quiet?: number): LintRequest => ({ type: "lint", id, engines: ENGINES, groupEngine: "google", quiet, ...body });

describe("the lint worker's group checks", () => {
  it("wait for a typing pause: keystrokes that come sooner skip them, and the answer after the pause is the whole lint", async () => {
    const { host, replies, advance } = fakeHost();
    const { handle, linter, steps } = createLintHandler(host);
    let doc = Text.of(["User-agent: *", "Disallow: /a", "Allow: /a", "Disallow: /b", ...Array.from({ length: 200 }, (_, i) => `Disallow: /p${i}`)]);
    void handle(lintRequest(1, { text: doc.toString() }));
    await advance(0);
    // The whole lint's findings, then (the text left alone) the whole count of hidden ones.
    const report = lintReport(parseRobotsTxt(doc.toString()), { engines: ENGINES });
    expect(sameList(unpackDiagnostics(replies[0].diagnostics!), report.diagnostics)).toBe(true);
    expect(replies[0]).toMatchObject({ id: 1, more: true });
    expect(replies[0].hidden).toBeLessThan(report.hidden);
    expect(replies.slice(1)).toEqual([{ id: 1, diagnostics: null, hidden: report.hidden, followUp: true }]);
    expect(linter.steps.lexed).toBe(204);
    expect(linter.steps.groupRuns).toBe(1);
    // Ten keystrokes 60 ms apart; each is linted 20 ms after it; the page cancels the group checks at the next keystroke.
    let id = 1;
    for (let k = 0; k < 10; k++) {
      const changes = ChangeSet.of([{ from: doc.length, insert: k === 0 ? "\nDisallow: /b #" : "x" }], doc.length);
      doc = changes.apply(doc);
      if (k > 0) void handle({ type: "cancel", id });
      await advance(20);
      void handle(lintRequest(++id, { changes: changes.toJSON() }, 20));
      await advance(40);
      expect(replies.filter((r) => r.id === id && !r.followUp)).toHaveLength(1);
    }
    // While typing: first answers only, no group checks run.
    expect(linter.steps.groupRuns).toBe(1);
    expect(linter.steps.lints).toBe(11);
    // The pause: the group checks of the last text run once (those of the nine before it were
    // skipped), and the answers end with its whole lint.
    await advance(GROUP_PAUSE_MS);
    expect(linter.steps.groupRuns).toBe(2);
    expect(steps.groupsSkipped).toBe(9);
    // Each keystroke's parse read the lines near it: two or three, not the whole text again.
    expect(linter.steps.lexed).toBeLessThanOrEqual(204 + 10 * 3);
    const first = replies.find((r) => r.id === id && !r.followUp)!;
    const second = replies.find((r) => r.id === id && r.followUp)!;
    const shown = second.diagnostics ?? first.diagnostics!;
    const whole = lintReport(parseRobotsTxt(doc.toString()), { engines: ENGINES }).diagnostics;
    expect(sameList(unpackDiagnostics(shown), whole)).toBe(true);
    // The typed line repeats a rule: a group check finds it, and only the second answer has it.
    expect(whole.some((d) => d.line === doc.lines && d.code === "duplicate-rule")).toBe(true);
    expect(second.diagnostics).not.toBeNull();
  });

  it("run at once when the text has been left alone long enough already", async () => {
    const { host, replies, advance } = fakeHost();
    const { handle, linter } = createLintHandler(host);
    const doc = Text.of(["User-agent: *", "Disallow: /a"]);
    void handle(lintRequest(1, { text: doc.toString() }));
    await advance(0);
    const changes = ChangeSet.of([{ from: doc.length, insert: "\nAllow: /a" }], doc.length);
    void handle(lintRequest(2, { changes: changes.toJSON() }, GROUP_PAUSE_MS + 5));
    await advance(0);
    expect(linter.steps.groupRuns).toBe(2);
    expect(replies.filter((r) => r.id === 2).map((r) => Boolean(r.followUp))).toEqual([false, true]);
  });

  it("answer nothing for a lint cancelled while it ran, and forget cancels that come after an answer", async () => {
    const { host, replies, advance } = fakeHost();
    const { handle, linter } = createLintHandler(host);
    const doc = Text.of(["User-agent: *", "Disallow: /a"]);
    void handle(lintRequest(1, { text: doc.toString() }));
    void handle({ type: "cancel", id: 1 });
    await advance(0);
    expect(replies).toEqual([{ id: 1, diagnostics: null }]);
    // A cancel for a lint already answered in full changes nothing later.
    void handle(lintRequest(2, { text: doc.toString() }));
    await advance(0);
    void handle({ type: "cancel", id: 2 });
    expect(replies.at(-1)).toMatchObject({ id: 2, more: false });
    expect(linter.steps.lints).toBe(2);
  });
});
