/**
 * Decorations of the lines in view kept up to date through an edit by drawing again only the
 * lines the edit touched: the rest are the old decorations moved with the text, so the view
 * compares (and redraws) those lines alone.
 */
import type { ChangeSet, EditorState, Range } from "@codemirror/state";
import type { Decoration, DecorationSet } from "@codemirror/view";

/** An edit touching this many lines or more draws every line in view again. */
const REDRAW_LINES = 100;

/**
 * `decorations` (drawn by `draw` for `visibleRanges` of the state before `changes`) for the
 * state after them: moved, with the lines the changes touched drawn again. `draw` takes
 * sorted, non-overlapping ranges of whole lines and draws the lines they touch.
 */
export function redrawChangedLines(
  decorations: DecorationSet,
  state: EditorState,
  changes: ChangeSet,
  visibleRanges: readonly { from: number; to: number }[],
  draw: (ranges: readonly { from: number; to: number }[]) => DecorationSet,
): DecorationSet {
  const doc = state.doc;
  let from = Infinity;
  let to = -1;
  changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
    from = Math.min(from, fromB);
    to = Math.max(to, toB);
  });
  if (to < 0) return decorations;
  const first = doc.lineAt(from);
  const last = doc.lineAt(to);
  // Several edits far apart, or a long one: draw the lines in view again.
  if (last.number - first.number >= REDRAW_LINES) return draw(visibleRanges);
  const ranges = visibleRanges
    .filter((r) => r.to >= first.from && r.from <= last.to)
    .map((r) => ({ from: Math.max(r.from, first.from), to: Math.min(r.to, last.to) }));
  const fresh: Range<Decoration>[] = [];
  if (ranges.length > 0) for (const iter = draw(ranges).iter(); iter.value !== null; iter.next()) fresh.push(iter.value.range(iter.from, iter.to));
  return decorations.map(changes).update({ filter: () => false, filterFrom: first.from, filterTo: last.to, add: fresh });
}
