/**
 * The verdict worker's logic, apart from its message port (so tests drive it directly): keeps
 * the last text it was sent, parsed (its compiled matchers are cached with it), and answers
 * verdict requests for it.
 */
import { explainPreferences } from "../core/prefs.ts";
// The page's own verdict function (core/verdict.ts), so the worker and the page can never read a file differently.
import { computeVerdict } from "../core/verdict.ts";
import { createHeldText } from "./held-text.ts";
import { namedLines, verdictLines, type VerdictReply, type VerdictRequest } from "./verdict-protocol.ts";

/** A handler of verdict requests posting its replies through `post`. */
export function createVerdictHandler(post: (reply: VerdictReply) => void): (request: VerdictRequest) => void {
  const docOf = createHeldText();
  return (q) => {
    const doc = docOf(q);
    if (doc === null) {
      post({ id: q.id, textId: q.textId, missingText: true });
      return;
    }
    const verdict = computeVerdict(doc, q.url, q.userAgent, q.engine, q.origin);
    post({
      id: q.id,
      textId: q.textId,
      verdict,
      lines: verdict.ok ? namedLines(doc, verdictLines(verdict.result)) : [],
      preferences: verdict.ok ? explainPreferences(doc, verdict.result) : null,
    });
  };
}
