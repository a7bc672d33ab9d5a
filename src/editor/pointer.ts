/**
 * Records the last pointer over the editor for `pointer-state.ts` (a finger or a mouse, on
 * the gutters or the text), so that one tap shows one tooltip. Loads with the deferred
 * extensions (`deferred.ts`).
 */
import { ViewPlugin, closeHoverTooltips, type EditorView } from "@codemirror/view";
import { lastPointer, notePointer } from "./pointer-state.ts";

/**
 * Records the pointer on the whole editor: the gutters are outside
 * the content, where CodeMirror's own handlers listen. A tap on the gutters closes the text's
 * hover tooltips, which the emulated mouse of an earlier tap left open.
 */
export const pointerTracker = ViewPlugin.fromClass(
  class {
    private readonly down = (event: PointerEvent) => {
      const note = {
        touch: event.pointerType === "touch",
        inGutter: event.target instanceof Element && event.target.closest(".cm-gutters") !== null,
      };
      notePointer(note);
      if (note.touch && note.inGutter) this.view.dispatch({ effects: closeHoverTooltips });
    };
    private readonly move = (event: PointerEvent) => {
      // A mouse that moves (no button down) hovers: its hover tooltips are its own.
      if (event.pointerType === "mouse" && lastPointer().touch) notePointer({ touch: false, inGutter: false });
    };

    constructor(private readonly view: EditorView) {
      view.dom.addEventListener("pointerdown", this.down, true);
      view.dom.addEventListener("pointermove", this.move, { passive: true });
    }

    destroy(): void {
      this.view.dom.removeEventListener("pointerdown", this.down, true);
      this.view.dom.removeEventListener("pointermove", this.move);
    }
  },
);

