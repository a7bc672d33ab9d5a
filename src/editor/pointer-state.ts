/**
 * What the last pointer was: a finger or a mouse, on the gutters or on the text (recorded by
 * `pointer.ts`, which loads with the deferred editor extensions; this small part is read by
 * the hover help in the first load). On a touch screen one tap fires the emulated mouse
 * events every hover tooltip listens to, so without this a tap on a lint marker opened the
 * marker's tooltip and the text's hover tooltips at once. With it, a tap shows one tooltip:
 * on a gutter marker its own, on text the lint message when there is one, the hover help
 * otherwise.
 */

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

/** Records a pointer (`pointer.ts`). */
export function notePointer(note: PointerNote): void {
  last = note;
}

/** Whether the pointer is a finger that tapped the gutters: the text's hover tooltips stay shut. */
export function tappedGutter(): boolean {
  return last.touch && last.inGutter;
}
