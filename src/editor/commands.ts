/**
 * Editor commands: Format (the verdict-preserving `formatRobotsTxt`, applied as one minimal
 * change so the cursor and the undo history behave), and replacing the whole text.
 */
import { Transaction, type EditorState, type TransactionSpec } from "@codemirror/state";
import type { Command, KeyBinding } from "@codemirror/view";
import { formatRobotsTxtResult } from "./format.ts";
import { textOf } from "./text-of.ts";

/**
 * The smallest single change turning `from` into `to`: the common prefix and suffix stay,
 * so positions outside the changed middle keep their place.
 */
export function minimalChange(from: string, to: string): { from: number; to: number; insert: string } | null {
  if (from === to) return null;
  let start = 0;
  const max = Math.min(from.length, to.length);
  while (start < max && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let endFrom = from.length;
  let endTo = to.length;
  while (endFrom > start && endTo > start && from.charCodeAt(endFrom - 1) === to.charCodeAt(endTo - 1)) {
    endFrom--;
    endTo--;
  }
  return { from: start, to: endFrom, insert: to.slice(start, endTo) };
}

/** The transaction that formats a state's document, or null when it is already formatted (or skipped). */
export function formatTransaction(state: EditorState): TransactionSpec | null {
  const text = textOf(state.doc);
  const result = formatRobotsTxtResult(text);
  const change = result.isChanged ? minimalChange(text, result.text) : null;
  return change ? { changes: change, userEvent: "input.format", scrollIntoView: true } : null;
}

/** Formats the document as one undoable change. */
export const formatDocument: Command = (view) => {
  if (view.state.readOnly) return false;
  const tr = formatTransaction(view.state);
  if (tr) view.dispatch(tr);
  return true;
};

/** The transaction that replaces the whole text (one undoable change). */
export function setTextTransaction(state: EditorState, text: string): TransactionSpec {
  // The document reads CR, LF and CRLF as line breaks, as the parser does.
  const change = minimalChange(textOf(state.doc), text.replace(/\r\n?/g, "\n"));
  return change ? { changes: change, userEvent: "input.replace" } : {};
}

/**
 * The transaction that replaces the whole text without an undo step: the editor takes a draft
 * it should have started with (restored, shared), so Undo must not bring back what it held.
 */
export function replaceTextTransaction(state: EditorState, text: string): TransactionSpec {
  return { changes: { from: 0, to: state.doc.length, insert: text }, annotations: Transaction.addToHistory.of(false) };
}

/** Key bindings of the robots.txt commands: Shift-Alt-F formats. */
export const robotsTxtKeymap: readonly KeyBinding[] = [{ key: "Shift-Alt-f", run: formatDocument }];
