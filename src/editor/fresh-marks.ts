/**
 * The findings of the lines typed since CodeMirror's lint state was last set, drawn at once.
 * A large file's lint answer is shown whole only once typing pauses (`lint.ts`, HOLD_MS):
 * rebuilding CodeMirror's lint state from thousands of findings takes long enough to hold up
 * the next keystroke. Until then the answer's findings on the typed lines are drawn as marks
 * of their own, looking as CodeMirror draws them (same classes), so a finding of the line
 * being typed shows as soon as the worker has answered; the lint state (gutter, panel,
 * tooltips, quick fixes, every other line) follows at the pause, and these marks give way.
 */
import { StateEffect, StateField, type EditorState, type Range } from "@codemirror/state";
import { Decoration, EditorView, type DecorationSet } from "@codemirror/view";
import { setDiagnosticsEffect } from "@codemirror/lint";
import { packedSpansOnLines, type PackedDiagnostics } from "./transfer.ts";

/** The typed lines are drawn this way only while they are at most this many... */
const MAX_LINES = 200;
/** ...and hold at most this many findings (a paste of a whole file waits for the pause). */
const MAX_FINDINGS = 200;

interface FreshValue {
  /** What changed since the lint state was last set (start of its first line to end of its last), or null. */
  dirty: { from: number; to: number } | null;
  marks: DecorationSet;
}

const setFreshMarks = StateEffect.define<DecorationSet>();

/** The typed lines' findings and what was typed since the lint state was last set, mapped through edits. */
export const freshMarksField = StateField.define<FreshValue>({
  create: () => ({ dirty: null, marks: Decoration.none }),
  update(value, tr) {
    // The lint state is set: its own marks are current everywhere.
    if (tr.effects.some((e) => e.is(setDiagnosticsEffect))) return value.dirty === null && value.marks.size === 0 ? value : { dirty: null, marks: Decoration.none };
    let { dirty, marks } = value;
    if (tr.docChanged) {
      marks = marks.map(tr.changes);
      let from = dirty === null ? Infinity : tr.changes.mapPos(dirty.from, -1);
      let to = dirty === null ? -1 : tr.changes.mapPos(dirty.to, 1);
      tr.changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
        from = Math.min(from, fromB);
        to = Math.max(to, toB);
      });
      dirty = { from, to };
    }
    for (const effect of tr.effects) if (effect.is(setFreshMarks)) marks = effect.value;
    return dirty === value.dirty && marks === value.marks ? value : { dirty, marks };
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.marks),
});

const markCache = new Map<string, Decoration>();

/** A mark as CodeMirror's lint state draws a finding of this severity and code. */
function markOf(severity: string, code: string): Decoration {
  const cls = `cm-lintRange cm-lintRange-${severity} cm-rt-lint-${code}`;
  let mark = markCache.get(cls);
  if (mark === undefined) markCache.set(cls, (mark = Decoration.mark({ class: cls })));
  return mark;
}

/**
 * The effect that draws the typed lines' findings of a lint answer for the state's document
 * (null: nothing to change, or too much typed to draw it this way).
 */
export function freshMarksEffect(state: EditorState, packed: PackedDiagnostics): StateEffect<DecorationSet> | null {
  const value = state.field(freshMarksField, false);
  if (!value || value.dirty === null) return null;
  const doc = state.doc;
  const first = doc.lineAt(Math.min(value.dirty.from, doc.length)).number;
  const last = doc.lineAt(Math.min(value.dirty.to, doc.length)).number;
  if (last - first >= MAX_LINES) return null;
  const spans = packedSpansOnLines(packed, first, last, MAX_FINDINGS);
  if (spans === null) return null;
  const ranges: Range<Decoration>[] = [];
  for (const s of spans) {
    const from = Math.max(0, Math.min(s.from, doc.length));
    const to = Math.min(s.to, doc.length);
    if (to > from) ranges.push(markOf(s.severity, s.code).range(from, to));
  }
  if (ranges.length === 0 && value.marks.size === 0) return null;
  return setFreshMarks.of(Decoration.set(ranges, true));
}
