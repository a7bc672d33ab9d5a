/**
 * Verdict and coverage decorations, driven by state effects from outside the editor. A
 * verdict colours the deciding line (allow or block) and labels it in words, so colour is
 * never the only signal; the lines of the chosen group and the other candidate rules are
 * marked too. Coverage labels each rule with the number of tested URLs it decided and
 * marks the rules that decided none. Both are mapped through edits until replaced.
 */
import { RangeSet, RangeValue, StateEffect, StateField, type EditorState, type Range, type TransactionSpec } from "@codemirror/state";
import { Decoration, EditorView, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate } from "@codemirror/view";
import { robotsTxtConfig } from "./config.ts";
import { parsedState } from "./parsed.ts";
import { ViewportMarks } from "./changed-lines.ts";

/** The verdict to show: 1-based line numbers of the text it was computed on. */
export interface VerdictMarks {
  /** The rule that decided, or null when no rule did (allowed by default). */
  decidingLine: number | null;
  allowed: boolean;
  /** Lines of the group(s) that applied. */
  groupLines: number[];
  /** Rules that matched the URL, the deciding one included. */
  candidateLines: number[];
  /**
   * What was asked (URL, crawler, engine): a verdict for a new question brings its deciding
   * line into view; one that follows an edit of the text does not move the view.
   */
  question?: string;
}

/** Shows a verdict in the editor, or clears it with null. */
export const setVerdict = StateEffect.define<VerdictMarks | null>();

/** Shows how many URLs each rule line decided (by 1-based line), or clears it with null. */
export const setCoverage = StateEffect.define<Map<number, number> | null>();

class LabelWidget extends WidgetType {
  constructor(
    readonly text: string,
    readonly className: string,
    /** A short form for a narrow editor (the page's stylesheet picks one); the full text is its title. */
    readonly short: string | null = null,
  ) {
    super();
  }
  eq(other: LabelWidget): boolean {
    return other.text === this.text && other.className === this.className && other.short === this.short;
  }
  toDOM(): HTMLElement {
    const span = document.createElement("span");
    span.className = this.className;
    if (this.short === null) {
      span.textContent = this.text;
      return span;
    }
    const long = document.createElement("span");
    long.className = "cm-rt-label-long";
    long.textContent = this.text;
    const short = document.createElement("span");
    short.className = "cm-rt-label-short";
    short.textContent = this.short;
    span.title = this.text;
    span.append(long, short);
    return span;
  }
  ignoreEvent(): boolean {
    return false;
  }
}

function lineAt(state: EditorState, n: number) {
  return n >= 1 && n <= state.doc.lines ? state.doc.line(n) : null;
}

/** A run of consecutive group lines, from the start of its first line to the start of its last. */
class GroupRun extends RangeValue {}
const groupRun = new GroupRun();

/** The group lines of a verdict as runs of consecutive lines (a 20,000-line group is one range). */
function groupRuns(state: EditorState, v: VerdictMarks): RangeSet<GroupRun> {
  const numbers = [...new Set(v.groupLines)].filter((n) => n >= 1 && n <= state.doc.lines).sort((a, b) => a - b);
  const ranges: Range<GroupRun>[] = [];
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    ranges.push(groupRun.range(state.doc.line(numbers[i]).from, state.doc.line(numbers[j]).from));
    i = j + 1;
  }
  return RangeSet.of(ranges);
}

/** The decorations of a verdict's deciding line and other candidates (group lines are drawn per viewport). */
export function verdictDecorations(state: EditorState, v: VerdictMarks): DecorationSet {
  const format = state.facet(robotsTxtConfig).formatMessage;
  const ranges: Range<Decoration>[] = [];
  const deciding = v.decidingLine === null ? null : lineAt(state, v.decidingLine);
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

const groupLine = Decoration.line({ class: "cm-rt-group-line" });

/** Line decorations of the group lines between `from` and `to`, except the deciding line. */
export function groupLineDecorations(state: EditorState, from: number, to: number): DecorationSet {
  const value = state.field(verdictField, false);
  if (!value || value.verdict === null) return Decoration.none;
  const ranges: Range<Decoration>[] = [];
  const deciding = value.decidingPos;
  value.groups.between(from, to, (runFrom, runTo) => {
    let pos = Math.max(runFrom, state.doc.lineAt(from).from);
    const end = Math.min(runTo, to);
    while (pos <= end) {
      const line = state.doc.lineAt(pos);
      if (line.from !== deciding) ranges.push(groupLine.range(line.from));
      if (line.to >= state.doc.length) break;
      pos = line.to + 1;
    }
  });
  return Decoration.set(ranges, true);
}

/** Line decorations of the group lines in `ranges` (sorted, not overlapping), except the deciding line. */
export function groupLines(state: EditorState, ranges: readonly { from: number; to: number }[]): DecorationSet {
  const sets = ranges.map((r) => groupLineDecorations(state, r.from, r.to));
  return sets.length === 1 ? sets[0] : Decoration.set(sets.flatMap((set) => collect(set)), true);
}

const groupLinePlugin = ViewPlugin.fromClass(
  class {
    marks: ViewportMarks;
    constructor(view: EditorView) {
      this.marks = ViewportMarks.drawn(view.state, view.visibleRanges, (ranges) => groupLines(view.state, ranges));
    }
    update(update: ViewUpdate) {
      const verdict = update.state.field(verdictField);
      const old = update.startState.field(verdictField);
      const draw = (ranges: readonly { from: number; to: number }[]) => groupLines(update.state, ranges);
      // An edit moves the verdict's marks: only the lines it touched (and lines come into view) are drawn.
      const isMoved = old === verdict || (update.docChanged && old.verdict === verdict.verdict);
      if (!isMoved) this.marks = ViewportMarks.drawn(update.state, update.view.visibleRanges, draw);
      else if (update.docChanged || update.viewportChanged) this.marks = this.marks.update(update.state, update.changes, update.view.visibleRanges, draw);
    }
  },
  { decorations: (plugin) => plugin.marks.set },
);

function collect(set: DecorationSet): Range<Decoration>[] {
  const out: Range<Decoration>[] = [];
  for (const iter = set.iter(); iter.value !== null; iter.next()) out.push(iter.value.range(iter.from, iter.to));
  return out;
}

/** How many URLs a rule line decided, kept at the line's start and mapped through edits. */
class CoverageMark extends RangeValue {
  constructor(readonly count: number) {
    super();
  }
  eq(other: CoverageMark): boolean {
    return other.count === this.count;
  }
}

/** The coverage marks of a map of line number → URLs decided: one on each Allow/Disallow line. */
function coverageMarks(state: EditorState, coverage: Map<number, number>): RangeSet<CoverageMark> {
  const ranges: Range<CoverageMark>[] = [];
  const doc = state.doc;
  for (const line of parsedState(state).lines) {
    if (line.directive !== "allow" && line.directive !== "disallow") continue;
    if (line.number > doc.lines) break;
    ranges.push(new CoverageMark(coverage.get(line.number) ?? 0).range(doc.line(line.number).from));
  }
  return RangeSet.of(ranges, true);
}

/**
 * The decorations of the coverage shown, for `[from, to)` only: a count on each rule line,
 * "decided none" on unused rules. Built for the visible lines, so a 20,000-rule file costs
 * what a screen of it costs.
 */
export function coverageDecorations(state: EditorState, from = 0, to = state.doc.length): DecorationSet {
  const marks = state.field(coverageField);
  if (marks.size === 0) return Decoration.none;
  const format = state.facet(robotsTxtConfig).formatMessage;
  const ranges: Range<Decoration>[] = [];
  marks.between(from, to, (pos, _end, mark) => {
    if (pos < from) return;
    const line = state.doc.lineAt(pos);
    const { count } = mark;
    const text = count === 0 ? format("editor.coverage.none", {}) : format("editor.coverage.count", { count });
    // A narrow editor shows the number alone (the words would wrap the line and double its height).
    const short = count === 0 ? "0" : String(count);
    if (count === 0) ranges.push(Decoration.line({ class: "cm-rt-unused-rule" }).range(line.from));
    ranges.push(
      Decoration.widget({ widget: new LabelWidget(text, count === 0 ? "cm-rt-coverage-none" : "cm-rt-coverage", short), side: 2 }).range(line.to),
    );
  });
  return Decoration.set(ranges, true);
}

const coveragePlugin = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = this.build(view);
    }
    update(update: ViewUpdate) {
      if (
        update.docChanged ||
        update.viewportChanged ||
        update.startState.field(coverageField) !== update.state.field(coverageField) ||
        update.startState.facet(robotsTxtConfig).formatMessage !== update.state.facet(robotsTxtConfig).formatMessage
      ) {
        this.decorations = this.build(update.view);
      }
    }
    build(view: EditorView): DecorationSet {
      const sets = view.visibleRanges.map((r) => coverageDecorations(view.state, r.from, r.to));
      return sets.length === 1 ? sets[0] : Decoration.set(sets.flatMap((set) => collect(set)), true);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** What the verdict field holds: the verdict, its line decorations, group runs and deciding line, mapped through edits. */
export interface VerdictValue {
  verdict: VerdictMarks | null;
  decorations: DecorationSet;
  groups: RangeSet<GroupRun>;
  decidingPos: number | null;
}

/** The verdict shown, its decorations, mapped through edits. */
export const verdictField = StateField.define<VerdictValue>({
  create: () => ({ verdict: null, decorations: Decoration.none, groups: RangeSet.empty, decidingPos: null }),
  update(value, tr) {
    for (const effect of tr.effects) {
      if (effect.is(setVerdict)) {
        const v = effect.value;
        if (v === null) return { verdict: null, decorations: Decoration.none, groups: RangeSet.empty, decidingPos: null };
        const deciding = v.decidingLine === null ? null : lineAt(tr.state, v.decidingLine);
        return { verdict: v, decorations: verdictDecorations(tr.state, v), groups: groupRuns(tr.state, v), decidingPos: deciding?.from ?? null };
      }
    }
    // A new interface language: the label is written again in it, on the line it has moved to.
    if (value.verdict && tr.startState.facet(robotsTxtConfig).formatMessage !== tr.state.facet(robotsTxtConfig).formatMessage) {
      const pos = value.decidingPos === null ? null : tr.changes.mapPos(value.decidingPos);
      const shift = pos === null || value.verdict.decidingLine === null ? 0 : tr.state.doc.lineAt(pos).number - value.verdict.decidingLine;
      const moved = (n: number) => n + shift;
      const v: VerdictMarks = {
        ...value.verdict,
        decidingLine: pos === null ? null : tr.state.doc.lineAt(pos).number,
        candidateLines: value.verdict.candidateLines.map(moved),
        groupLines: value.verdict.groupLines.map(moved),
      };
      return { verdict: v, decorations: verdictDecorations(tr.state, v), groups: value.groups.map(tr.changes), decidingPos: pos };
    }
    if (!tr.docChanged) return value;
    return {
      verdict: value.verdict,
      decorations: value.decorations.map(tr.changes),
      groups: value.groups.map(tr.changes),
      decidingPos: value.decidingPos === null ? null : tr.changes.mapPos(value.decidingPos),
    };
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.decorations),
});

/** The coverage shown (URLs decided per rule line), mapped through edits. */
export const coverageField = StateField.define<RangeSet<CoverageMark>>({
  create: () => RangeSet.empty,
  update(value, tr) {
    for (const effect of tr.effects) {
      if (effect.is(setCoverage)) return effect.value ? coverageMarks(tr.state, effect.value) : RangeSet.empty;
    }
    return tr.docChanged ? value.map(tr.changes) : value;
  },
});

/**
 * The transaction that shows a verdict and scrolls its deciding line into view (if it has one,
 * and unless `scroll` is false).
 */
export function verdictTransaction(
  state: EditorState,
  verdict: VerdictMarks | null,
  options: { scroll?: boolean } = {},
): TransactionSpec {
  const effects: StateEffect<unknown>[] = [setVerdict.of(verdict)];
  const scroll = options.scroll === false ? null : verdictScroll(state, verdict);
  if (scroll) effects.push(scroll);
  return { effects };
}

/** The effect that brings a verdict's deciding line into view (none without a deciding line). */
export function verdictScroll(state: EditorState, verdict: VerdictMarks | null): StateEffect<unknown> | null {
  const line = verdict?.decidingLine == null ? null : lineAt(state, verdict.decidingLine);
  return line ? EditorView.scrollIntoView(line.from, { y: "nearest", yMargin: 48 }) : null;
}

/** Verdict and coverage decorations. */
export function verdicts() {
  return [verdictField, groupLinePlugin, coverageField, coveragePlugin];
}
