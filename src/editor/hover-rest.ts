/**
 * A pointer resting over the editor keeps its hover. CodeMirror starts a hover from the
 * element the pointer last moved over; when the view redraws that line before the hover
 * delay ends (a lint pass, a verdict mark, the help texts arriving, a new measure of the
 * editor's size: all common in the page's first seconds, and for longer on a busy machine),
 * the element is gone, the hover is dropped without a word, and a pointer that does not move
 * again never sees a card. Two signals bring it back:
 * - the browser's own `mouseover`, which Chromium sends to the element that comes under a
 *   resting pointer when the one that was there is replaced (it sends no `mousemove`);
 * - after a redraw (not after typing), the element last moved over being detached.
 * Either way the editor is told the pointer is still there, over the new element.
 * Typing is left alone: a card does not pop up under a resting pointer at each keystroke, nor
 * when a line under it is redrawn after typing (the card typing closed stays closed until the
 * pointer moves).
 */
import { ViewPlugin, type EditorView, type ViewUpdate } from "@codemirror/view";
import { lastPointer } from "./pointer-state.ts";

export const hoverRest = ViewPlugin.fromClass(
  class {
    private x = 0;
    private y = 0;
    private target: EventTarget | null = null;
    private scheduled = false;
    /** Typed since the pointer last moved: a resting pointer brings back no card. */
    typed = false;
    private readonly move = (event: MouseEvent) => {
      if (event.isTrusted && (event.clientX !== this.x || event.clientY !== this.y)) this.typed = false;
      this.x = event.clientX;
      this.y = event.clientY;
      this.target = event.target;
    };
    private readonly over = (event: MouseEvent) => {
      // Only the browser's own mouseover, and only where the pointer has not moved: a real
      // move brings its own mousemove.
      if (!event.isTrusted || this.typed || lastPointer().touch) return;
      if (this.target !== null && (event.clientX !== this.x || event.clientY !== this.y)) return;
      event.target?.dispatchEvent(new MouseEvent("mousemove", { clientX: event.clientX, clientY: event.clientY, bubbles: true }));
    };
    private readonly leave = () => {
      this.target = null;
    };

    constructor(private readonly view: EditorView) {
      view.dom.addEventListener("mousemove", this.move);
      view.dom.addEventListener("mouseover", this.over);
      view.dom.addEventListener("mouseleave", this.leave);
    }

    update(update: ViewUpdate) {
      if (update.transactions.some((tr) => tr.isUserEvent("input") || tr.isUserEvent("delete"))) this.typed = true;
      if (this.target === null || this.scheduled || this.typed) return;
      if (update.transactions.some((tr) => tr.isUserEvent("move"))) return;
      this.scheduled = true;
      // After the redraw (an update may not dispatch, and the DOM is settled by then).
      requestAnimationFrame(() => {
        this.scheduled = false;
        this.resend();
      });
    }

    private resend() {
      const { target, view } = this;
      if (!(target instanceof Node) || target.isConnected || this.typed || lastPointer().touch) return;
      const under = view.dom.ownerDocument.elementFromPoint(this.x, this.y);
      if (under === null || !view.dom.contains(under)) return;
      under.dispatchEvent(new MouseEvent("mousemove", { clientX: this.x, clientY: this.y, bubbles: true }));
    }

    destroy() {
      this.view.dom.removeEventListener("mousemove", this.move);
      this.view.dom.removeEventListener("mouseover", this.over);
      this.view.dom.removeEventListener("mouseleave", this.leave);
    }
  },
);

/**
 * Whether the person has typed since the pointer last moved over the editor: the hover source
 * then answers nothing (CodeMirror restarts a hover that was waiting for its card, or whose
 * delay was running, after the keystroke closed the open one).
 */
export function typedSincePointerMoved(view: EditorView): boolean {
  return view.plugin(hoverRest)?.typed ?? false;
}
