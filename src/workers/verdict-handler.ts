/**
 * The verdict worker's logic, apart from its message port (so tests drive it directly): keeps
 * the last text it was sent, parsed (its compiled matchers are cached with it), and answers
 * verdict requests for it.
 */
import { parseRobotsTxt } from "../core/parse.ts";
import { explainPreferences } from "../core/prefs.ts";
import type { RobotsTxt } from "../core/types.ts";
// The page's own verdict function (core/verdict.ts), so the worker and the page can never read a file differently.
import { computeVerdict } from "../core/verdict.ts";
import { namedLines, verdictLines, type VerdictReply, type VerdictRequest } from "./verdict-protocol.ts";

/** A handler of verdict requests posting its replies through `post`. */
export function createVerdictHandler(post: (reply: VerdictReply) => void): (request: VerdictRequest) => void {
  let held: { textId: number; doc: RobotsTxt } | null = null;
  return (q) => {
    if (q.text !== undefined && held?.textId !== q.textId) held = { textId: q.textId, doc: parseRobotsTxt(q.text) };
    if (!held || held.textId !== q.textId) {
      post({ id: q.id, textId: q.textId, missingText: true });
      return;
    }
    const verdict = computeVerdict(held.doc, q.url, q.userAgent, q.engine, q.origin);
    post({
      id: q.id,
      textId: q.textId,
      verdict,
      lines: verdict.ok ? namedLines(held.doc, verdictLines(verdict.result)) : [],
      preferences: verdict.ok ? explainPreferences(held.doc, verdict.result) : null,
    });
  };
}
