/**
 * The panel worker: the impact summary and the Compare grid of large files, off the page (see
 * `panel-handler.ts` for the logic, `state/panel-service.ts` for the page's side).
 */
import { createPanelHandler } from "./panel-handler.ts";
import type { PanelReply, PanelRequest } from "./panel-protocol.ts";

const scope = self as unknown as {
  postMessage(message: PanelReply): void;
  onmessage: ((event: MessageEvent<PanelRequest>) => void) | null;
};

const handle = createPanelHandler((reply) => scope.postMessage(reply));
scope.onmessage = (event) => handle(event.data);
