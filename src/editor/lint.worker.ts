/**
 * The lint Web Worker: parses and lints a large document off the main thread and posts the
 * core diagnostics back (codes and spans; the page turns them into display text).
 */
import { lintRobotsTxt } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import type { LintReply, LintRequest } from "./lint.ts";

self.onmessage = (event: MessageEvent<LintRequest>) => {
  const { id, text, engines } = event.data;
  const reply: LintReply = { id, diagnostics: lintRobotsTxt(parseRobotsTxt(text), { engines }) };
  self.postMessage(reply);
};
