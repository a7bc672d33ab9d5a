/**
 * Verdict and coverage decorations, driven by state effects from outside the editor. A
 * verdict colours the deciding line (allow or block) and labels it in words, so colour is
 * never the only signal; the lines of the chosen group and the other candidate rules are
 * marked too. Coverage labels each rule with the number of tested URLs it decided and
 * marks the rules that decided none. Both are mapped through edits until replaced.
 */
import { StateEffect, StateField, type EditorState, type Range, type TransactionSpec } from "@codemirror/state";
import { Decoration, EditorView, WidgetType, type DecorationSet } from "@codemirror/view";
import { robotsTxtConfig } from "./config.ts";
import { parsedState } from "./parsed.ts";

/** The verdict to show: 1-based line numbers of the text it was computed on. */
export interface VerdictMarks {
  /** The rule that decided, or null when no rule did (allowed by default). */
  decidingLine: number | null;
  allowed: boolean;
  /** Lines of the group(s) that applied. */
  groupLines: number[];
  /** Rules that matched the URL, the deciding one included. */
  candidateLines: number[];
}

/** Shows a verdict in the editor, or clears it with null. */
export const setVerdict = StateEffect.define<VerdictMarks | null>();

/** Shows how many URLs each rule line decided (by 1-based line), or clears it with null. */
export const setCoverage = StateEffect.define<Map<number, number> | null>();

class LabelWidget extends WidgetType {
  constructor(
    readonly text: string,
    readonly className: string,
  ) {
    super();
  }
  eq(other: LabelWidget): boolean {
    return other.text === this.text && other.className === this.className;
  }
  toDOM(): HTMLElement {
    const span = document.createElement("span");
    span.className = this.className;
    span.textContent = this.text;
    return span;
  }
  ignoreEvent(): boolean {
    return false;
  }
}

function lineAt(state: EditorState, n: number) {
  return n >= 1 && n <= state.doc.lines ? state.doc.line(n) : null;
}

/** The decorations of a verdict. */
export function verdictDecorations(state: EditorState, v: VerdictMarks): DecorationSet {
  const format = state.facet(robotsTxtConfig).formatMessage;
  const ranges: Range<Decoration>[] = [];
  const deciding = v.decidingLine === null ? null : lineAt(state, v.decidingLine);
  for (const n of new Set(v.groupLines)) {
    const line = lineAt(state, n);
    if (line && n !== v.decidingLine) ranges.push(Decoration.line({ class: "cm-rt-group-line" }).range(line.from));
  }
  for (const n of new Set(v.candidateLines)) {
    const line = lineAt(state, n);
    if (line && n !== v.decidingLine) {
      ranges.push(Decoration.line({ class: "cm-rt-candidate-line", attributes: { title: format("editor.verdict.candidate", {}) } }).range(line.from));
    }
  }
  if (deciding) {
    const kind = v.allowed ? "allow" : "block";
    ranges.push(Decoration.line({ class: `cm-rt-verdict-line cm-rt-verdict-${kind}` }).range(deciding.from));
    const text = format(v.allowed ? "editor.verdict.allows" : "editor.verdict.blocks", { line: deciding.number });
    ranges.push(
      Decoration.widget({ widget: new LabelWidget(text, `cm-rt-verdict-label cm-rt-verdict-label-${kind}`), side: 1 }).range(deciding.to),
    );
  }
  return Decoration.set(ranges, true);
}

/** The decorations of a coverage map: a count on each rule line, "decided none" on unused rules. */
export function coverageDecorations(state: EditorState, coverage: Map<number, number>): DecorationSet {
  const format = state.facet(robotsTxtConfig).formatMessage;
  const ranges: Range<Decoration>[] = [];
  for (const line of parsedState(state).lines) {
    if (line.directive !== "allow" && line.directive !== "disallow") continue;
    const count = coverage.get(line.number) ?? 0;
    const text = count === 0 ? format("editor.coverage.none", {}) : format("editor.coverage.count", { count });
    ranges.push(
      Decoration.widget({ widget: new LabelWidget(text, count === 0 ? "cm-rt-coverage-none" : "cm-rt-coverage"), side: 2 }).range(line.to),
    );
    if (count === 0) ranges.push(Decoration.line({ class: "cm-rt-unused-rule" }).range(line.from));
  }
  return Decoration.set(ranges, true);
}

/** The verdict shown, its decorations, mapped through edits. */
export const verdictField = StateField.define<{ verdict: VerdictMarks | null; decorations: DecorationSet }>({
  create: () => ({ verdict: null, decorations: Decoration.none }),
  update(value, tr) {
    for (const effect of tr.effects) {
      if (effect.is(setVerdict)) {
        return { verdict: effect.value, decorations: effect.value ? verdictDecorations(tr.state, effect.value) : Decoration.none };
      }
    }
    return tr.docChanged ? { verdict: value.verdict, decorations: value.decorations.map(tr.changes) } : value;
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.decorations),
});

/** The coverage shown, its decorations, mapped through edits. */
export const coverageField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    for (const effect of tr.effects) {
      if (effect.is(setCoverage)) return effect.value ? coverageDecorations(tr.state, effect.value) : Decoration.none;
    }
    return tr.docChanged ? value.map(tr.changes) : value;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * The transaction that shows a verdict and scrolls its deciding line into view (if it has one).
 */
export function verdictTransaction(state: EditorState, verdict: VerdictMarks | null): TransactionSpec {
  const effects: StateEffect<unknown>[] = [setVerdict.of(verdict)];
  const line = verdict?.decidingLine == null ? null : lineAt(state, verdict.decidingLine);
  if (line) effects.push(EditorView.scrollIntoView(line.from, { y: "nearest", yMargin: 48 }));
  return { effects };
}

/** Verdict and coverage decorations. */
export function verdicts() {
  return [verdictField, coverageField];
}
