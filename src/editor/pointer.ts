/**
 * What the last pointer was: a finger or a mouse, on the gutters or on the text. On a touch
 * screen one tap fires the emulated mouse events every hover tooltip listens to, so without
 * this a tap on a lint marker opened the marker's tooltip and the text's hover tooltips at
 * once. With it, a tap shows one tooltip: on a gutter marker its own, on text the lint message
 * when there is one, the hover help otherwise.
 */
import { ViewPlugin, closeHoverTooltips, type EditorView } from "@codemirror/view";

/** The last pointer over an editor. */
export interface PointerNote {
  /** A finger (no hover of its own: every hover tooltip comes from a tap). */
  touch: boolean;
  /** Pressed on the gutters (line numbers, markers), not the text. */
  inGutter: boolean;
}

let last: PointerNote = { touch: false, inGutter: false };

/** The last pointer that pressed on, or (a mouse) moved over, an editor. */
export function lastPointer(): PointerNote {
  return last;
}

/**
 * Records the pointer (added by `robotsTxt()`), on the whole editor: the gutters are outside
 * the content, where CodeMirror's own handlers listen. A tap on the gutters closes the text's
 * hover tooltips, which the emulated mouse of an earlier tap left open.
 */
export const pointerTracker = ViewPlugin.fromClass(
  class {
    private readonly down = (event: PointerEvent) => {
      last = {
        touch: event.pointerType === "touch",
        inGutter: event.target instanceof Element && event.target.closest(".cm-gutters") !== null,
      };
      if (last.touch && last.inGutter) this.view.dispatch({ effects: closeHoverTooltips });
    };
    private readonly move = (event: PointerEvent) => {
      // A mouse that moves (no button down) hovers: its hover tooltips are its own.
      if (event.pointerType === "mouse" && last.touch) last = { touch: false, inGutter: false };
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

/** Whether the pointer is a finger that tapped the gutters: the text's hover tooltips stay shut. */
export function tappedGutter(): boolean {
  return last.touch && last.inGutter;
}
