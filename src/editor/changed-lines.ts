/**
 * Decorations of the lines in view kept up to date through an edit by drawing again only the
 * lines the edit touched: the rest are the old decorations moved with the text, so the view
 * compares (and redraws) those lines alone.
 */
import type { ChangeSet, EditorState, Line, Range, Text } from "@codemirror/state";
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
  const touched = touchedLines(state.doc, changes);
  if (touched === null) return decorations;
  const { first, last } = touched;
  // Several edits far apart, or a long one: draw the lines in view again.
  if (last.number - first.number >= REDRAW_LINES) return draw(visibleRanges);
  const ranges = visibleRanges
    .filter((r) => r.to >= first.from && r.from <= last.to)
    .map((r) => ({ from: Math.max(r.from, first.from), to: Math.min(r.to, last.to) }));
  const fresh: Range<Decoration>[] = [];
  if (ranges.length > 0) for (const iter = draw(ranges).iter(); iter.value !== null; iter.next()) fresh.push(iter.value.range(iter.from, iter.to));
  return decorations.map(changes).update({ filter: () => false, filterFrom: first.from, filterTo: last.to, add: fresh });
}

/** The first and last lines of `doc` (after `changes`) that the changes touched; null for none. */
function touchedLines(doc: Text, changes: ChangeSet): { first: Line; last: Line } | null {
  let from = Infinity;
  let to = -1;
  changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
    from = Math.min(from, fromB);
    to = Math.max(to, toB);
  });
  return to < 0 ? null : { first: doc.lineAt(from), last: doc.lineAt(to) };
}

/** Lines drawn in a row beyond which the decorations are drawn again for the lines in view alone. */
const MAX_SPAN_LINES = 2_000;

type Span = { from: number; to: number };

/**
 * Decorations drawn for a span of whole lines that takes in the lines in view, kept through
 * edits and viewport moves: an edit redraws the lines it touched, and a viewport that grows
 * or slides draws only the lines it adds. (Typing at the end of a file moves the viewport on
 * every keystroke: every line in view was drawn again each time.) A viewport of several
 * ranges (folded lines between them), or one far from the span, is drawn again whole.
 */
export class ViewportMarks {
  private constructor(
    readonly set: DecorationSet,
    /** The lines the set was drawn for (start of the first, end of the last), or null when not one span. */
    readonly span: Span | null,
  ) {}

  /** The decorations of the lines in view, drawn whole. */
  static drawn(state: EditorState, visibleRanges: readonly Span[], draw: (ranges: readonly Span[]) => DecorationSet): ViewportMarks {
    const doc = state.doc;
    const span = visibleRanges.length === 1 ? { from: doc.lineAt(visibleRanges[0].from).from, to: doc.lineAt(visibleRanges[0].to).to } : null;
    return new ViewportMarks(draw(span ? [span] : visibleRanges), span);
  }

  /** These decorations after `changes` (possibly none) with `visibleRanges` in view. */
  update(state: EditorState, changes: ChangeSet, visibleRanges: readonly Span[], draw: (ranges: readonly Span[]) => DecorationSet): ViewportMarks {
    if (this.span === null || visibleRanges.length !== 1) return ViewportMarks.drawn(state, visibleRanges, draw);
    const doc = state.doc;
    let set = this.set;
    let span = this.span;
    if (!changes.empty) {
      // An edit of many lines (a paste, a replaced text) inside the span would have them all
      // drawn with it, though only the lines in view need to be: 20,000 lines lexed for a
      // 500 KiB paste into the example. Those edits draw the lines in view alone.
      const touched = touchedLines(doc, changes);
      if (touched !== null && touched.last.number - touched.first.number >= REDRAW_LINES) return ViewportMarks.drawn(state, visibleRanges, draw);
      const from = doc.lineAt(changes.mapPos(span.from, -1)).from;
      span = { from, to: Math.max(from, doc.lineAt(changes.mapPos(span.to, 1)).to) };
      set = redrawChangedLines(set, state, changes, [span], draw);
    }
    const v = visibleRanges[0];
    const from = Math.min(span.from, doc.lineAt(v.from).from);
    const to = Math.max(span.to, doc.lineAt(v.to).to);
    // Far from what was drawn, or too much drawn already: the lines in view alone.
    if (v.to < span.from - 1 || v.from > span.to + 1 || doc.lineAt(to).number - doc.lineAt(from).number > MAX_SPAN_LINES) {
      return ViewportMarks.drawn(state, visibleRanges, draw);
    }
    const added: Span[] = [];
    if (from < span.from) added.push({ from, to: span.from - 1 });
    if (to > span.to) added.push({ from: span.to + 1, to });
    if (added.length === 0) return set === this.set && span === this.span ? this : new ViewportMarks(set, span);
    const fresh: Range<Decoration>[] = [];
    for (const iter = draw(added).iter(); iter.value !== null; iter.next()) fresh.push(iter.value.range(iter.from, iter.to));
    return new ViewportMarks(set.update({ add: fresh }), { from, to });
  }
}

/**
 * Whether `changes` (to `doc`) add or remove a line break: then lines change their numbers, and
 * marks mapped through the edit may no longer be the marks of the same line numbers drawn anew.
 */
export function changesLineBreaks(changes: ChangeSet, doc: Text): boolean {
  let found = false;
  changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    if (found) return;
    if (inserted.lines > 1 || (toA > fromA && doc.lineAt(fromA).number !== doc.lineAt(toA).number)) found = true;
  });
  return found;
}
