/**
 * The lint worker's logic, apart from its message port (so tests drive it with a clock of
 * their own): keeps its own copy of a large document (a whole text first, then changes),
 * parses and lints it, and posts the core diagnostics back packed (spans in transferred typed
 * arrays, the rest as JSON read only when shown), with the groups of the group engine. After
 * a change it answers twice (lint-phases.ts): first with the line checks of the new text and
 * the last group findings moved with it, then with the whole lint when the group checks found
 * something else (a whole text answers first with its findings complete, then with its whole
 * count of hidden findings: lint-phases.ts). The group checks wait for a typing pause
 * ({@link GROUP_PAUSE_MS} since the text last changed): on a two-core machine a worker busy
 * while someone types takes CPU from the page's frames, and the next keystroke would drop
 * their work anyway. A lint cancelled
 * while it ran answers with nothing; so do group checks cancelled (the text changed) before
 * they started.
 */
import type { Diagnostic } from "../core/types.ts";
import { PhasedLinter } from "./lint-phases.ts";
import type { LintReply, LintRequest } from "./pool.ts";
import { newPackMemo, packWithMemo } from "./pack-memo.ts";
import { packAnswer } from "./transfer.ts";

/**
 * Milliseconds the text must have been left alone before the group checks run. The page asks
 * for a lint 50–135 ms after a keystroke (lint.ts: its delay, then as long as the last lint
 * took), and keystrokes come 50–300 ms apart: at 120 ms the group checks still ran after most
 * keystrokes of the trace (their quiet time at the request was already 135 ms under load).
 */
export const GROUP_PAUSE_MS = 200;

/** What the handler needs from its worker: posting, a clock and timers (tests give their own). */
export interface LintHandlerHost {
  post(reply: LintReply, transfer: Transferable[]): void;
  now(): number;
  /** Resolves after `ms` milliseconds, in a task of its own (messages that came meanwhile are read first). */
  wait(ms: number): Promise<void>;
}

/** Steps taken, for tests: group checks started and skipped (cancelled or overtaken before they started). */
export interface HandlerSteps {
  groupsSkipped: number;
}

/** A lint worker's message handler over `host`, with its linter (for tests' step counts). */
export function createLintHandler(host: LintHandlerHost): { handle(request: LintRequest): Promise<void>; linter: PhasedLinter; steps: HandlerSteps } {
  const linter = new PhasedLinter();
  const steps: HandlerSteps = { groupsSkipped: 0 };
  /** Ids cancelled by the page, while their lint or group checks may still be pending. */
  const cancelled = new Set<number>();
  /** Ids whose handling is under way (a cancel for any other id came too late: forgotten). */
  const running = new Set<number>();
  /** Each finding's packed details, kept while the finding is sent again. */
  const pieces = new WeakMap<Diagnostic, string>();
  /** The last answer packed: the next one that begins with the same findings copies them from it. */
  let memo = newPackMemo();
  /** The latest lint request's id. */
  let latest = 0;

  const forget = (id: number) => {
    running.delete(id);
    cancelled.delete(id);
  };

  async function handle(request: LintRequest): Promise<void> {
    if (request.type === "cancel") {
      if (running.has(request.id)) cancelled.add(request.id);
      return;
    }
    const received = host.now();
    latest = request.id;
    running.add(request.id);
    try {
      await lint(request, received);
    } finally {
      forget(request.id);
    }
  }

  async function lint(request: Exclude<LintRequest, { type: "cancel" }>, received: number): Promise<void> {
    // A whole text is parsed as it came (no need to join the Text's lines again).
    const whole = "text" in request ? request.text : null;
    try {
      if (whole !== null) linter.setText(whole);
      else if ("changes" in request) linter.applyChanges(request.changes);
    } catch {
      // The changes do not fit this text: ask for the whole text.
      host.post({ id: request.id, diagnostics: null, resync: true }, []);
      return;
    }
    const answer = linter.lint(request.engines, request.groupEngine, whole);
    const took = host.now() - received;
    // Let a cancel that arrived meanwhile be read before answering.
    await host.wait(0);
    if (cancelled.has(request.id)) {
      if (latest === request.id) linter.drop();
      host.post({ id: request.id, diagnostics: null }, []);
      linter.current();
      return;
    }
    // The first lint of a whole text packs as the bench's cold lint does; later ones keep each finding's JSON.
    if (whole !== null) memo = newPackMemo();
    const { packed, transferables } = whole === null ? packWithMemo(answer.diagnostics, pieces, memo) : packAnswer(answer);
    const { groups, hidden, fileKind, complete } = answer;
    host.post({ id: request.id, diagnostics: packed, groups, took, hidden, fileKind, more: !complete }, transferables);
    // After the answer: the worker's copy of the text, and the findings packed from rows made objects.
    linter.current();
    linter.settle();
    if (complete) return;
    // The group checks once typing has paused, unless the text changed (a cancel) or a newer
    // request came meanwhile: it starts again from these findings.
    const quietAtReceipt = request.quiet ?? Infinity;
    await host.wait(Math.max(0, GROUP_PAUSE_MS - quietAtReceipt - (host.now() - received)));
    if (latest !== request.id || cancelled.has(request.id)) {
      steps.groupsSkipped++;
      if (latest === request.id) linter.drop();
      host.post({ id: request.id, diagnostics: null, followUp: true }, []);
      return;
    }
    // Null: the group checks found what the first answer showed.
    const full = linter.finish();
    if (full === null) {
      host.post({ id: request.id, diagnostics: null, followUp: true }, []);
      return;
    }
    if (full.diagnostics === null) {
      // A whole lint's first answer had every finding shown; this is the whole hidden count.
      host.post({ id: request.id, diagnostics: null, hidden: full.hidden, followUp: true }, []);
      return;
    }
    const final = packWithMemo(full.diagnostics, pieces, memo);
    host.post({ id: request.id, diagnostics: final.packed, hidden: full.hidden, fileKind: full.fileKind, followUp: true }, final.transferables);
  }

  return { handle, linter, steps };
}
