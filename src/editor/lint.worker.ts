/**
 * The lint Web Worker: keeps its own copy of a large document (a whole text first, then
 * changes), parses and lints it off the main thread, and posts the core diagnostics back
 * packed (spans in transferred typed arrays, the rest as JSON read only when shown), with
 * the groups of the group engine. After a change it answers twice (lint-phases.ts): first
 * with the line checks of the new text and the last group findings moved with it, then,
 * unless a newer request came meanwhile, with the whole lint when the group checks found
 * something else. A lint cancelled while it ran answers with nothing.
 */
import type { Diagnostic } from "../core/types.ts";
import { PhasedLinter } from "./lint-phases.ts";
import type { LintReply, LintRequest } from "./pool.ts";
import { packDiagnostics } from "./transfer.ts";

const linter = new PhasedLinter();
const cancelled = new Set<number>();
/** Each finding's packed details, kept while the finding is sent again. */
const pieces = new WeakMap<Diagnostic, string>();
/** The latest lint request's id. */
let latest = 0;

const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

self.onmessage = async (event: MessageEvent<LintRequest>) => {
  const request = event.data;
  if (request.type === "cancel") {
    cancelled.add(request.id);
    return;
  }
  latest = request.id;
  const started = performance.now();
  // A whole text is parsed as it came (no need to join the Text's lines again).
  const whole = "text" in request ? request.text : null;
  try {
    if (whole !== null) linter.setText(whole);
    else if ("changes" in request) linter.applyChanges(request.changes);
  } catch {
    // The changes do not fit this text: ask for the whole text.
    self.postMessage({ id: request.id, diagnostics: null, resync: true } satisfies LintReply);
    return;
  }
  const answer = linter.lint(request.engines, request.groupEngine, whole);
  const took = performance.now() - started;
  // Let a cancel that arrived meanwhile be read before answering.
  await yieldToMessages();
  if (cancelled.delete(request.id)) {
    if (latest === request.id) linter.drop();
    self.postMessage({ id: request.id, diagnostics: null } satisfies LintReply);
    linter.current();
    return;
  }
  // The first lint of a whole text packs as the bench's cold lint does; later ones keep each finding's JSON.
  const { packed, transferables } = packDiagnostics(answer.diagnostics, whole === null ? pieces : undefined);
  const { groups, hidden, fileKind, complete } = answer;
  self.postMessage({ id: request.id, diagnostics: packed, groups, took, hidden, fileKind, more: !complete } satisfies LintReply, { transfer: transferables });
  linter.current();
  if (complete) return;
  // The group checks, unless a newer request (or a cancel) came meanwhile: it starts again from these findings.
  await yieldToMessages();
  const full = latest === request.id && !cancelled.delete(request.id) ? linter.finish() : null;
  if (full === null) {
    if (latest === request.id) linter.drop();
    self.postMessage({ id: request.id, diagnostics: null, followUp: true } satisfies LintReply);
    return;
  }
  const final = packDiagnostics(full.diagnostics, pieces);
  self.postMessage({ id: request.id, diagnostics: final.packed, hidden: full.hidden, fileKind: full.fileKind, followUp: true } satisfies LintReply, { transfer: final.transferables });
};
