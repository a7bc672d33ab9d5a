/**
 * The panel worker's logic, apart from its message port (tests drive it directly): keeps the
 * last text it was sent, parsed (its compiled matchers are cached with it), and answers the
 * impact summary and the Compare grid for it with the page's own functions.
 */
import { parseRobotsTxt } from "../core/parse.ts";
import type { RobotsTxt } from "../core/types.ts";
import { answerPanel, type PanelReply, type PanelRequest } from "./panel-protocol.ts";

/** A handler of panel requests posting its replies through `post`. */
export function createPanelHandler(post: (reply: PanelReply) => void): (request: PanelRequest) => void {
  let held: { textId: number; doc: RobotsTxt } | null = null;
  return (q) => {
    if (q.text !== undefined && held?.textId !== q.textId) held = { textId: q.textId, doc: parseRobotsTxt(q.text) };
    if (!held || held.textId !== q.textId) {
      post({ id: q.id, textId: q.textId, missingText: true });
      return;
    }
    const doc = held.doc;
    post({ id: q.id, textId: q.textId, ...answerPanel(doc, q) });
  };
}
