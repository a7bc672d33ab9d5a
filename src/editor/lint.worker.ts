/**
 * The lint Web Worker: parses and lints a large document off the main thread and posts the
 * core diagnostics back packed (spans in transferred typed arrays, the rest as JSON the page
 * reads only for the findings it shows).
 */
import { lintRobotsTxt } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import type { LintReply, LintRequest } from "./lint.ts";
import { packDiagnostics } from "./transfer.ts";

self.onmessage = (event: MessageEvent<LintRequest>) => {
  const { id, text, engines } = event.data;
  const { packed, transferables } = packDiagnostics(lintRobotsTxt(parseRobotsTxt(text), { engines }));
  const reply: LintReply = { id, diagnostics: packed };
  self.postMessage(reply, { transfer: transferables });
};
