/**
 * The lint Web Worker: keeps its own copy of a large document (a whole text first, then
 * changes), parses and lints it off the main thread, and posts the core diagnostics back
 * packed (spans in transferred typed arrays, the rest as JSON read only when shown), with
 * the groups of the group engine. A lint cancelled while it ran answers with nothing.
 */
import { ChangeSet, Text } from "@codemirror/state";
import { lintReport } from "../core/lint.ts";
import { readAs } from "../core/match.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import type { LintReply, LintRequest } from "./pool.ts";
import { packDiagnostics } from "./transfer.ts";

let doc: Text = Text.empty;
/**
 * The last whole text, until it is made the worker's Text: that waits until the answer is
 * posted (or a change to it arrives first), so the first diagnostics of a large file do not
 * wait for a copy of it the lint does not read.
 */
let pending: string | null = null;
const cancelled = new Set<number>();

/** The worker's copy of the document, made from a pending whole text first. */
function current(): Text {
  if (pending !== null) {
    doc = Text.of(pending.split("\n"));
    pending = null;
  }
  return doc;
}

self.onmessage = async (event: MessageEvent<LintRequest>) => {
  const request = event.data;
  if (request.type === "cancel") {
    cancelled.add(request.id);
    return;
  }
  const started = performance.now();
  // A whole text is parsed as it came (no need to join the Text's lines again).
  const whole = "text" in request ? request.text : null;
  try {
    if ("text" in request) pending = request.text;
    else doc = ChangeSet.fromJSON(request.changes).apply(current());
  } catch {
    // The changes do not fit this text: ask for the whole text.
    self.postMessage({ id: request.id, diagnostics: null, resync: true } satisfies LintReply);
    return;
  }
  const parsed = parseRobotsTxt(whole ?? doc.toString());
  const { diagnostics, hidden, fileKind } = lintReport(parsed, { engines: request.engines });
  // The groups come from the same text, so the page need not parse it again to draw them.
  const groups = readAs(parsed, request.groupEngine).groups.map(({ agentLines, agents, fromLine, toLine }) => ({ agentLines, agents, fromLine, toLine }));
  const took = performance.now() - started;
  // Let a cancel that arrived meanwhile be read before answering.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (cancelled.delete(request.id)) {
    self.postMessage({ id: request.id, diagnostics: null } satisfies LintReply);
    current();
    return;
  }
  const { packed, transferables } = packDiagnostics(diagnostics);
  self.postMessage({ id: request.id, diagnostics: packed, groups, took, hidden, fileKind } satisfies LintReply, { transfer: transferables });
  current();
};
