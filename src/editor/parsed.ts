/**
 * The parsed document of an editor state, computed on demand and cached per document
 * version (CodeMirror's immutable `Text`), so hover, completion, folding and the gutters
 * share one parse and typing never pays for it.
 */
import type { EditorState, Text } from "@codemirror/state";
import { parseRobotsTxt } from "../core/parse.ts";
import type { RobotsTxt } from "../core/types.ts";
import { textOf } from "./text-of.ts";

const cache = new WeakMap<Text, RobotsTxt>();

/** The parsed robots.txt of a document, parsed once per document version. */
export function parsedDoc(doc: Text): RobotsTxt {
  let parsed = cache.get(doc);
  if (parsed === undefined) {
    parsed = parseRobotsTxt(textOf(doc));
    cache.set(doc, parsed);
  }
  return parsed;
}

/** The parsed robots.txt of an editor state. */
export function parsedState(state: EditorState): RobotsTxt {
  return parsedDoc(state.doc);
}
