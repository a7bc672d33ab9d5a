/**
 * Quick fixes as CodeMirror transactions: one fix, or every fix of a kind, each as one undo
 * step. Kept apart from the lint source so the page can apply fixes without loading the
 * linter (which runs in a worker for large files) into its first JavaScript.
 */
import type { EditorState, TransactionSpec } from "@codemirror/state";
import type { Fix } from "../core/types.ts";

/**
 * The transaction that applies a fix: all its edits at once (one undo step). `shift` moves
 * the edits when the text before them changed since the lint ran; edits that no longer fit
 * in the document are dropped.
 */
export function fixTransaction(state: EditorState, fix: Fix, shift = 0): TransactionSpec {
  const length = state.doc.length;
  const changes = fix.edits
    .map((e) => ({ from: e.from + shift, to: e.to + shift, insert: e.insert }))
    .filter((e) => e.from >= 0 && e.to <= length && e.from <= e.to);
  return { changes, userEvent: "input.fix", scrollIntoView: true };
}

/**
 * The transaction that applies several fixes at once, as one undo step ("fix all of this
 * kind"): their edits in document order; an edit overlapping one already taken is dropped.
 */
export function fixAllTransaction(state: EditorState, fixes: readonly Fix[]): TransactionSpec {
  const length = state.doc.length;
  const edits = fixes
    .flatMap((f) => f.edits)
    .filter((e) => e.from >= 0 && e.to <= length && e.from <= e.to)
    .sort((a, b) => a.from - b.from || a.to - b.to);
  const changes: { from: number; to: number; insert: string }[] = [];
  let end = -1;
  for (const e of edits) {
    if (e.from < end || (e.from === end && e.from === e.to && changes.length > 0 && changes[changes.length - 1].from === e.from)) continue;
    changes.push({ from: e.from, to: e.to, insert: e.insert });
    end = e.to;
  }
  return { changes, userEvent: "input.fix", scrollIntoView: false };
}
