/**
 * A document's text as one flat string, made once per document version (CodeMirror's
 * immutable `Text`) and shared: the size marks, the lint worker's copy, the parse and the
 * app's copy of the text read the same string. `Text.sliceString` joins a large document's
 * lines one by one into a string V8 keeps as a tree of pieces, which every reader of the
 * whole string then flattens again (the 500 KiB benchmark file: 4-7 ms to build, about as
 * much to flatten, each time); the lines joined by `Array.prototype.join` are one flat string.
 */
import type { Text } from "@codemirror/state";

const cache = new WeakMap<Text, string>();

/** The text of `doc` (its lines joined by "\n"), made once per document version. */
export function textOf(doc: Text): string {
  let text = cache.get(doc);
  if (text === undefined) {
    text = doc.lines === 1 ? doc.line(1).text : doc.toJSON().join("\n");
    cache.set(doc, text);
  }
  return text;
}
