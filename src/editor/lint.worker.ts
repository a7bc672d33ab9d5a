/**
 * The lint Web Worker: its message port around the handler of lint-handler.ts (which keeps
 * the worker's copy of the text, lints it and answers in two phases).
 */
import { createLintHandler } from "./lint-handler.ts";
import type { LintRequest } from "./pool.ts";

const { handle } = createLintHandler({
  post: (reply, transfer) => self.postMessage(reply, { transfer }),
  now: () => performance.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

self.onmessage = (event: MessageEvent<LintRequest>) => void handle(event.data);
