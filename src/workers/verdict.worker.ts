/**
 * The verdict worker: answers the tested URL's verdict for large files off the page (see
 * `verdict-handler.ts` for the logic, `state/verdict-service.ts` for the page's side).
 */
import { createVerdictHandler } from "./verdict-handler.ts";
import type { VerdictReply, VerdictRequest } from "./verdict-protocol.ts";

const scope = self as unknown as {
  postMessage(message: VerdictReply): void;
  onmessage: ((event: MessageEvent<VerdictRequest>) => void) | null;
};

const handle = createVerdictHandler((reply) => scope.postMessage(reply));
scope.onmessage = (event) => handle(event.data);
