/**
 * The panel worker's logic, apart from its message port (tests drive it directly): keeps the
 * last text it was sent, parsed (its compiled matchers are cached with it), and answers the
 * impact summary and the Compare grid for it with the page's own functions.
 */
import { createHeldText } from "./held-text.ts";
import { answerPanel, type PanelReply, type PanelRequest } from "./panel-protocol.ts";

/** A handler of panel requests posting its replies through `post`. */
export function createPanelHandler(post: (reply: PanelReply) => void): (request: PanelRequest) => void {
  const docOf = createHeldText();
  return (q) => {
    const doc = docOf(q);
    if (doc === null) post({ id: q.id, textId: q.textId, missingText: true });
    else post({ id: q.id, textId: q.textId, ...answerPanel(doc, q) });
  };
}
