/**
 * The bulk-test Web Worker: wires `createBulkHandler` to the worker's message port with the
 * core's parser and compiled matcher. All logic lives in `bulk-handler.ts`.
 */

import { comparedPathFor, compileMatcher, compilePreferences, packPreferences, parseRobotsTxt, pathForMatching } from "../core/index.ts";
import { createBulkHandler } from "./bulk-handler.ts";
import type { WorkerReply, WorkerRequest } from "./protocol.ts";

const scope = self as unknown as {
  postMessage(message: WorkerReply, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

const handle = createBulkHandler({
  parse: parseRobotsTxt,
  compile: (doc, engine, userAgent, origin) => {
    const matcher = compileMatcher(doc, engine, userAgent, origin);
    const prefs = compilePreferences(doc, engine, matcher.group.groups.map((g) => g.fromLine));
    return {
      matchPath: (path: string) => matcher.matchPath(path),
      hasPreferences: prefs.hasAny,
      preferences: (path: string, allowed: boolean) => packPreferences(prefs.summarize(comparedPathFor(engine, path), allowed)),
    };
  },
  pathOf: pathForMatching,
  post: (reply, transfer) => scope.postMessage(reply, transfer ?? []),
});

scope.onmessage = (event) => {
  void handle(event.data);
};
