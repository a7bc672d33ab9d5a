/**
 * A large lint answer in CodeMirror's lint state only near the viewport. CodeMirror rebuilds
 * its whole lint state (marks, gutter markers, panel) from every list of diagnostics it is
 * given: for the 500 KiB benchmark file's 7,843 findings 10–40 ms of the page's thread per
 * answer, enough to hold up the next keystroke. Only the findings on screen can be seen,
 * hovered or fixed, so while the lint panel is closed CodeMirror is given those of the lines
 * around the viewport (a few hundred) and the answer stays whole, packed, in a field of its
 * own: scrolling past them hands CodeMirror the findings of the new place, F8 finds the next
 * finding in the whole answer, and opening the panel hands CodeMirror every finding (the
 * panel lists them all).
 */
import { ChangeSet, EditorState, Prec, StateField, type ChangeDesc, type Extension, type Text } from "@codemirror/state";
import { keymap, showPanel, ViewPlugin, type Command, type EditorView, type ViewUpdate } from "@codemirror/view";
import { forEachDiagnostic, linter, nextDiagnostic, setDiagnostics, setDiagnosticsEffect, type Diagnostic as CmDiagnostic } from "@codemirror/lint";
import type { FormatMessage } from "./config.ts";
import { toCodeMirrorDiagnostic } from "./lint-diagnostic.ts";
import { packedCount, unpackDiagnostic, type PackedDiagnostics } from "./transfer.ts";

/** Answers with more findings than this are given to CodeMirror near the viewport only (while the lint panel is closed). */
export const WINDOW_FINDINGS = 200;
/** Lines either side of the viewport whose findings CodeMirror's lint state holds. */
const MARGIN_LINES = 300;

interface Span {
  from: number;
  to: number;
}

/** A lint answer as shown: the whole answer, packed, and the part of it CodeMirror holds. */
interface Shown {
  packed: PackedDiagnostics;
  /** The document the answer is for (its findings' offsets and fixes are of this text). */
  doc: Text;
  format: FormatMessage;
  /** The changes from `doc` to the current document. */
  changes: ChangeDesc;
  /** The part of the current document whose findings CodeMirror holds; null: every finding. */
  window: Span | null;
}

/** The lists made here, by what they show: the field below learns it when CodeMirror is given one. */
const made = new WeakMap<readonly CmDiagnostic[], Shown>();

/** The answer CodeMirror's lint state shows (null: a list not made here, or none), mapped through edits. */
export const shownAnswer = StateField.define<Shown | null>({
  create: () => null,
  update(value, tr) {
    if (value !== null && tr.docChanged) {
      const window = value.window && { from: tr.changes.mapPos(value.window.from, -1), to: tr.changes.mapPos(value.window.to, 1) };
      value = { ...value, changes: value.changes.composeDesc(tr.changes.desc), window };
    }
    for (const effect of tr.effects) if (effect.is(setDiagnosticsEffect)) value = made.get(effect.value) ?? null;
    return value;
  },
});

/**
 * CodeMirror diagnostics of the findings of a packed answer for `doc` that touch `span` of the
 * current document (`changes` lead from `doc` to it; null span: every finding). Only the
 * findings taken are made into objects: the others are skipped in the packed arrays.
 */
function listOf(packed: PackedDiagnostics, doc: Text, format: FormatMessage, changes: ChangeDesc, span: Span | null): CmDiagnostic[] {
  const { spans } = packed;
  const n = packedCount(packed);
  const moved = !changes.empty;
  let a = 0;
  let b = Infinity;
  if (span !== null) {
    a = moved ? changes.invertedDesc.mapPos(span.from, -1) : span.from;
    b = moved ? changes.invertedDesc.mapPos(span.to, 1) : span.to;
  }
  const out: CmDiagnostic[] = [];
  for (let i = span !== null && packed.ordered ? firstFrom(packed, a - packed.longest) : 0; i < n; i++) {
    const from = spans[i * 3];
    const to = spans[i * 3 + 1];
    if (from > b && packed.ordered) break;
    if (to < a || from > b) continue;
    if (!moved) {
      out.push(toCodeMirrorDiagnostic(unpackDiagnostic(packed, i), doc, format));
      continue;
    }
    const f = Math.max(0, Math.min(from, doc.length));
    const t = Math.max(f, Math.min(to, doc.length));
    const mf = changes.mapPos(f, 1);
    const mt = Math.max(mf, changes.mapPos(t, -1));
    // Its text was deleted since the lint.
    if (t > f && mt === mf) continue;
    out.push(toCodeMirrorDiagnostic(unpackDiagnostic(packed, i), doc, format, { from: mf, to: mt }));
  }
  made.set(out, { packed, doc, format, changes, window: span });
  return out;
}

/** The index of the first finding of an ordered packed answer that starts at `pos` or after it (bisection). */
function firstFrom(packed: PackedDiagnostics, pos: number): number {
  let lo = 0;
  let hi = packedCount(packed);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (packed.spans[mid * 3] < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The lines around a span, MARGIN_LINES either side. */
export function linesAround(doc: Text, from: number, to: number): Span {
  const first = Math.max(1, doc.lineAt(Math.min(from, doc.length)).number - MARGIN_LINES);
  const last = Math.min(doc.lines, doc.lineAt(Math.min(to, doc.length)).number + MARGIN_LINES);
  return { from: doc.line(first).from, to: doc.line(last).to };
}

/**
 * The diagnostics to give CodeMirror for a packed answer to the state's document: every
 * finding while the lint panel is open or when there are few, else those of the lines around
 * `viewport`.
 */
export function diagnosticsToShow(state: EditorState, packed: PackedDiagnostics, format: FormatMessage, viewport: Span): CmDiagnostic[] {
  const doc = state.doc;
  return listOf(packed, doc, format, ChangeSet.empty(doc.length).desc, showsNearViewport(state, packed) ? linesAround(doc, viewport.from, viewport.to) : null);
}

/** Whether an answer of this many findings is given to CodeMirror near the viewport only, in this state. */
export function showsNearViewport(state: EditorState, packed: PackedDiagnostics): boolean {
  return packedCount(packed) > WINDOW_FINDINGS && !lintPanelOpen(state);
}

/**
 * Whether a packed answer for the state's document says exactly what the answer CodeMirror
 * shows says once moved with the edits since (the usual answer to a keystroke that made no
 * finding, wherever it moved them): the same findings in the same order, each of the same
 * severity, code and engines on the same line, at its old span mapped through the edits,
 * with the same parameters and fixes (the details' bytes: each fix's edits where they were
 * from the finding's start), in the same words. Handing CodeMirror such an answer would only
 * rebuild its lint state and update the whole view. False as soon as an edit touches a
 * finding or the text its fixes edit (typed in it or at either end, where CodeMirror moves
 * its mark and the linter may move the finding differently, and where a fix shown would no
 * longer find the text it was made for): what CodeMirror shows is then moved as a whole, so
 * its fixes apply where, and to what, the new answer's would.
 */
export function sameAsShown(state: EditorState, packed: PackedDiagnostics, format: FormatMessage): boolean {
  const shown = state.field(shownAnswer, false);
  if (!shown || shown.format !== format || showsNearViewport(state, packed) !== (shown.window !== null)) return false;
  const old = shown.packed;
  const n = packedCount(packed);
  if (packedCount(old) !== n || old.details.length !== packed.details.length) return false;
  const { changes } = shown;
  const moved = !changes.empty;
  const length = shown.doc.length;
  for (let i = 0; i < n; i++) {
    const at = i * 3;
    if (old.spans[at + 2] !== packed.spans[at + 2] || old.kinds[at] !== packed.kinds[at]) return false;
    if (old.codes[old.kinds[at + 1]] !== packed.codes[packed.kinds[at + 1]]) return false;
    const a = old.engineLists[old.kinds[at + 2]];
    const b = packed.engineLists[packed.kinds[at + 2]];
    if (a !== b && (a.length !== b.length || a.some((e, k) => e !== b[k]))) return false;
    let from = old.spans[at];
    let to = old.spans[at + 1];
    if (moved) {
      const reachFrom = old.reach[i * 2];
      const reachTo = old.reach[i * 2 + 1];
      if (reachFrom < 0 || to < from || reachTo > length || changes.touchesRange(reachFrom, reachTo)) return false;
      from = changes.mapPos(from);
      to = changes.mapPos(to);
    }
    if (from !== packed.spans[at] || to !== packed.spans[at + 1]) return false;
  }
  return sameBytes(old.details, packed.details);
}

/**
 * Whether two byte arrays hold the same bytes: four at a time where both start at a multiple of
 * four in their buffers (a packed answer's details do: the worker writes them from the start
 * of a buffer of their own), then the rest one at a time. An answer's details are most of what
 * `sameAsShown` reads, on the page's main thread for each answer while typing: the 500 KiB
 * bench file's are 425,751 bytes (7,843 findings), compared in 0.12 ms instead of 0.38 ms a
 * byte at a time (Node, warm).
 */
export function sameBytes(x: Uint8Array, y: Uint8Array): boolean {
  const n = x.length;
  if (y.length !== n) return false;
  let i = 0;
  if ((x.byteOffset & 3) === 0 && (y.byteOffset & 3) === 0) {
    const words = n >> 2;
    const a = new Uint32Array(x.buffer, x.byteOffset, words);
    const b = new Uint32Array(y.buffer, y.byteOffset, words);
    for (let k = 0; k < words; k++) if (a[k] !== b[k]) return false;
    i = words << 2;
  }
  for (; i < n; i++) if (x[i] !== y[i]) return false;
  return true;
}

/**
 * What CodeMirror's lint state holds now, as a list to hand it again, still known as the answer
 * it shows (`sameAsShown`). For the lint gutter installed after the findings: @codemirror/lint's
 * gutter starts empty and fills when a list is handed over, and an answer the editor already
 * shows is not handed over again (lint.ts).
 */
export function shownAgain(state: EditorState): CmDiagnostic[] {
  const list: CmDiagnostic[] = [];
  forEachDiagnostic(state, (d, from, to) => list.push(d.from === from && d.to === to ? d : movedTo(d, from, to)));
  const shown = state.field(shownAnswer, false);
  if (shown) made.set(list, shown);
  return list;
}

/**
 * A diagnostic at another span, as what it is: the lint source's diagnostics make their message
 * and fix actions when first shown, in getters (lint-diagnostic.ts), which a copy by spread
 * would drop (the lint panel then listed a finding by its code, without its words or fixes).
 */
function movedTo(d: CmDiagnostic, from: number, to: number): CmDiagnostic {
  return Object.assign(Object.create(Object.getPrototypeOf(d) as object) as CmDiagnostic, d, { from, to });
}

/** How many findings the answer shown has in all (null: not known here); CodeMirror may hold fewer. */
export function shownFindingCount(state: EditorState): number | null {
  const shown = state.field(shownAnswer, false);
  return shown ? packedCount(shown.packed) : null;
}

let lintPanelConstructor: unknown;

/** Whether CodeMirror's lint panel is open in a state (its constructor is among the panels shown). */
export function lintPanelOpen(state: EditorState): boolean {
  const panels = state.facet(showPanel);
  // No panel shown (the usual case): no need to know which one the lint panel is. The probe
  // below costs about 4 ms the first time, and the editor asks as it starts.
  if (!panels.some((panel) => panel !== null)) return false;
  if (lintPanelConstructor === undefined) {
    // @codemirror/lint does not export it: a state that opens the panel by itself shows it.
    let probe = EditorState.create({ extensions: linter(null, { autoPanel: true }) });
    probe = probe.update(setDiagnostics(probe, [{ from: 0, to: 0, severity: "info", message: "" }])).state;
    lintPanelConstructor = probe.facet(showPanel).find((panel) => panel !== null) ?? null;
  }
  return lintPanelConstructor !== null && panels.includes(lintPanelConstructor as never);
}

/**
 * The list CodeMirror should hold now for the answer shown, or null when it holds it already:
 * the whole answer while the panel is open (or when it is small), else the lines around the
 * viewport when the viewport has left those it holds.
 */
export function refitted(state: EditorState, viewport: Span): CmDiagnostic[] | null {
  const shown = state.field(shownAnswer, false);
  if (!shown) return null;
  if (!showsNearViewport(state, shown.packed)) return shown.window === null ? null : listOf(shown.packed, shown.doc, shown.format, shown.changes, null);
  if (shown.window !== null && shown.window.from <= viewport.from && viewport.to <= shown.window.to) return null;
  return listOf(shown.packed, shown.doc, shown.format, shown.changes, linesAround(state.doc, viewport.from, viewport.to));
}

/** Hands CodeMirror the findings of the place shown when the viewport leaves them, and all of them when the panel opens or closes. */
const keeper = ViewPlugin.fromClass(
  class {
    private pending = false;
    private destroyed = false;
    private panel: boolean;
    constructor(private readonly view: EditorView) {
      this.panel = lintPanelOpen(view.state);
    }
    update(update: ViewUpdate) {
      const panel = lintPanelOpen(update.state);
      const shown = update.state.field(shownAnswer, false);
      if (panel !== this.panel) {
        this.panel = panel;
        this.schedule();
      } else if (shown?.window && update.viewportChanged) {
        const { from, to } = update.view.viewport;
        if (from < shown.window.from || to > shown.window.to) this.schedule();
      }
    }
    /** In a task of its own: a view cannot be given a transaction while it updates. */
    private schedule() {
      if (this.pending) return;
      this.pending = true;
      setTimeout(() => {
        this.pending = false;
        if (this.destroyed) return;
        const list = refitted(this.view.state, this.view.viewport);
        if (list !== null) this.view.dispatch(setDiagnostics(this.view.state, list));
      }, 0);
    }
    destroy() {
      this.destroyed = true;
    }
  },
);

/**
 * Where the next finding after the selection starts in the current document (wrapping to the
 * first), as CodeMirror's F8 finds it, looking at the whole answer; null when there is none.
 */
export function nextFindingAt(state: EditorState): number | null {
  const shown = state.field(shownAnswer, false);
  if (!shown) return null;
  const { spans } = shown.packed;
  const n = packedCount(shown.packed);
  const after = state.selection.main.to + 1;
  const moved = !shown.changes.empty;
  const length = shown.doc.length;
  let next = Infinity;
  let first = Infinity;
  for (let i = 0; i < n; i++) {
    let from = Math.max(0, Math.min(spans[i * 3], length));
    let to = Math.max(from, Math.min(spans[i * 3 + 1], length));
    if (moved) {
      from = shown.changes.mapPos(from, 1);
      to = Math.max(from, shown.changes.mapPos(to, -1));
    }
    if (from < first) first = from;
    if (to >= after && from < next) next = from;
  }
  const at = next < Infinity ? next : first;
  return at < Infinity ? at : null;
}

/** F8: CodeMirror's next diagnostic, after handing it the findings around the next one when it does not hold them. */
export const nextFinding: Command = (view) => {
  const shown = view.state.field(shownAnswer, false);
  if (shown?.window) {
    const at = nextFindingAt(view.state);
    if (at !== null && (at < shown.window.from || at > shown.window.to)) {
      view.dispatch(setDiagnostics(view.state, listOf(shown.packed, shown.doc, shown.format, shown.changes, linesAround(view.state.doc, at, at))));
    }
  }
  return nextDiagnostic(view);
};

/** The field, its keeper and F8 (before lintKeymap's). */
export const lintWindow: Extension = [shownAnswer, keeper, Prec.high(keymap.of([{ key: "F8", run: nextFinding }]))];
