/**
 * Text typed over a selection that spans lines replaces exactly that selection, and nothing of
 * the labels drawn in the editor (a Bulk run's "decided 1 URL", a verdict's "blocks, line 2")
 * becomes part of the file.
 *
 * Left to the browser, such an insertion deletes the selected lines itself and, in Chrome and
 * Safari, rebuilds the last line without CodeMirror's widgets: the label's words are then plain
 * text in the DOM, and CodeMirror reads them into the document. CodeMirror has a guard for this,
 * but it only holds when the browser's change reaches it within 50 ms of the `beforeinput`
 * event; on a busy machine (load 17–24 on 2 cores: 92–327 ms) Ctrl+A and a typed line gave
 * "Disallow: /a/decided 1 URL\n". Here the editor makes that change itself, from the event's
 * text, before the browser touches the DOM. Text typed within one line, and IME composition
 * (which cannot be cancelled), stay with the browser as before.
 */
import { EditorSelection, type EditorState, type TransactionSpec } from "@codemirror/state";
import { EditorView } from "@codemirror/view";

/**
 * The transaction for `text` typed over `from`–`to`, or null when the range lies within one
 * line (the browser's own insertion is safe there). When the range is the main selection, every
 * selected range gets the text, as typing does.
 */
export function typeOverSpec(state: EditorState, from: number, to: number, text: string): TransactionSpec | null {
  const start = Math.max(0, Math.min(from, to));
  const end = Math.min(state.doc.length, Math.max(from, to));
  if (start === end || state.doc.lineAt(start).number === state.doc.lineAt(end).number) return null;
  const main = state.selection.main;
  const change =
    main.from === start && main.to === end
      ? state.replaceSelection(text)
      : { changes: { from: start, to: end, insert: text }, selection: EditorSelection.cursor(start + state.toText(text).length) };
  return { ...change, userEvent: "input.type", scrollIntoView: true };
}

/** Makes the change of text typed over several lines itself (see the module's comment). */
export const typeOver = EditorView.domEventHandlers({
  beforeinput(event, view) {
    if (event.inputType !== "insertText" || event.data === null || event.isComposing || view.composing) return false;
    const target = event.getTargetRanges()[0];
    const { from, to } = target
      ? { from: view.posAtDOM(target.startContainer, target.startOffset), to: view.posAtDOM(target.endContainer, target.endOffset) }
      : view.state.selection.main;
    const spec = typeOverSpec(view.state, from, to, event.data);
    if (spec === null) return false;
    event.preventDefault();
    const start = Math.min(from, to);
    const end = Math.max(from, to);
    const text = event.data;
    // Input handlers (completion and the like) see it as they see typed text.
    const transaction = () => view.state.update(spec);
    if (!view.state.facet(EditorView.inputHandler).some((handler) => handler(view, start, end, text, transaction))) {
      view.dispatch(transaction());
    }
    return true;
  },
});
