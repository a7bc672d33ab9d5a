/**
 * The lint worker's linter, in two answers: after a change it answers first with the line
 * checks of the new text (syntax, values: what typing a line changes) together with the
 * group checks' findings (structure, preferences, reachability) of the last lint, moved
 * with the text and without those of the changed lines; then it runs the group checks and
 * answers again only when they found something else. The second answer is exactly the
 * whole lint of the text (`lintReport`); the first differs from it only in the group
 * checks' findings, and only until the second arrives. A whole text (the first lint, a
 * resync, other engines) is linted whole in its first answer, all but the work that can
 * only find findings for engines outside the asked set (`LintRun.groupChecks(true)`: the
 * first-match search of classic Yandex and the 1994 text when neither is asked, a third of
 * the group checks of a cold 500 KiB lint): it only counts hidden findings, so the first
 * answer waits for no one's findings but its `hidden` may fall short; that work runs after
 * it (`finish`), and the second answer carries the whole count (its findings are the first's).
 */
import { ChangeSet, Text } from "@codemirror/state";
import { compareDiagnostics, LintRun, mergeSorted, RuleFinding, sortPart, writeCoverage, type LintPart, type RuleRows } from "../core/lint.ts";
import type { FileKind } from "../core/lint/filekind.ts";
import { getEngine } from "../core/engines/index.ts";
import { readAs } from "../core/match.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import type { Diagnostic, EngineId, Fix, RobotsTxt } from "../core/types.ts";
import type { LineGroup } from "./grouping.ts";
import { applyToString, reparse } from "./reparse.ts";

/** A lint answer: what `lintReport` gives, with the groups under the group engine. */
export interface PhaseAnswer {
  /** The findings (those of `rows` made objects on the first read, when there are rows). */
  readonly diagnostics: Diagnostic[];
  /**
   * The findings apart from `rows`, sorted; with `rows`, they are `diagnostics` (merged, these
   * first among equals). A packer reads these two (`packAnswer`, transfer.ts): the rows of a
   * whole text's first lint are packed without making an object a finding.
   */
  readonly plain: Diagnostic[];
  readonly rows: RuleRows | null;
  /** Findings hidden (for engines outside the set); short of the whole count when `complete` is false. */
  hidden: number;
  fileKind: FileKind | null;
  groups: LineGroup[];
  /** Whether this is the whole lint (no second answer follows). */
  complete: boolean;
}

/**
 * What `finish` answers: the whole lint, or (null diagnostics) the whole hidden count of a
 * whole lint whose findings were complete already.
 */
export interface FinishAnswer {
  diagnostics: Diagnostic[] | null;
  hidden: number;
  fileKind: FileKind | null;
}

/**
 * The group checks' findings of a lint, sorted, for the engines `key`: `diagnostics`, merged
 * with the findings of `rows` when there are rows (see `LintPart.rows`; made objects when read).
 */
interface GroupFindings extends LintPart {
  key: string;
}

/** An answer whose findings are `plain` and the rows' (see `PhaseAnswer.plain`). */
function answerOf(plain: Diagnostic[], rows: RuleRows | null, rest: Omit<PhaseAnswer, "diagnostics" | "plain" | "rows">): PhaseAnswer {
  if (rows === null) return { diagnostics: plain, plain, rows, ...rest };
  let made: Diagnostic[] | null = null;
  return {
    get diagnostics() {
      return (made ??= mergeSorted(plain, rows.findings()));
    },
    plain,
    rows,
    ...rest,
  };
}

/**
 * A lint whose group checks are still to run; or (`hiddenOnly`) a whole lint answered with
 * its findings complete, whose group checks left work that only counts hidden findings.
 */
interface Pending {
  run: LintRun;
  line: LintPart;
  key: string;
  hiddenOnly: boolean;
}

/**
 * Steps taken, for tests: lints answered, group-check runs, findings moved with the text, and
 * lines parsed (read) and moved by the parses after changes (reparse.ts).
 */
export interface PhaseSteps {
  lints: number;
  groupRuns: number;
  moved: number;
  lexed: number;
  linesMoved: number;
}

export class PhasedLinter {
  private doc: Text = Text.empty;
  /**
   * The last whole text, until it is made a Text: that waits until the answer is posted (or
   * a change to it arrives first), so the first answer does not wait for a copy it does not read.
   */
  private pendingText: string | null = null;
  private group: GroupFindings | null = null;
  private pending: Pending | null = null;
  /** The parse of the current text, once linted: a change parses again only the lines near it. */
  private parsed: RobotsTxt | null = null;
  readonly steps: PhaseSteps = { lints: 0, groupRuns: 0, moved: 0, lexed: 0, linesMoved: 0 };
  private readonly reparseSteps = { lexed: 0, moved: 0 };

  /** The linter's copy of the document. */
  current(): Text {
    if (this.pendingText !== null) {
      this.doc = Text.of(this.pendingText.split("\n"));
      this.pendingText = null;
    }
    return this.doc;
  }

  /**
   * The group findings of the last lint as objects (made from its rows once): the linter's
   * later answers read them. The worker calls this after posting a whole text's answer, so
   * the next keystroke's answer does not make them.
   */
  settle(): void {
    const group = this.group;
    if (group === null || group.rows == null) return;
    this.group = { diagnostics: mergeSorted(group.diagnostics, group.rows.findings()), hidden: group.hidden, key: group.key, rows: null };
  }

  /** Takes a whole text: its first lint is whole. */
  setText(text: string): void {
    this.pendingText = text;
    this.parsed = null;
    this.group = null;
    this.pending = null;
  }

  /** Applies changes (CodeMirror's `ChangeSet.toJSON`) to the text; throws when they do not fit it. */
  applyChanges(json: unknown): void {
    const before = this.current();
    const changes = ChangeSet.fromJSON(json);
    const after = changes.apply(before);
    this.doc = after;
    this.pending = null;
    if (this.parsed !== null && !changes.empty) {
      this.reparseSteps.lexed = this.reparseSteps.moved = 0;
      // The new text from slices of the last one (already flat), not from the Text's 20,000
      // lines: V8 flattens a string built line by line on its first read, 8 ms a keystroke.
      this.parsed = reparse(this.parsed, changes, applyToString(this.parsed.text, changes), this.reparseSteps);
      this.steps.lexed += this.reparseSteps.lexed;
      this.steps.linesMoved += this.reparseSteps.moved;
    }
    if (this.group !== null && !changes.empty) {
      this.settle();
      const moved = moveFindings(this.group.diagnostics, changes, before, after);
      this.steps.moved += moved.length;
      this.group = { ...this.group, diagnostics: moved };
    }
  }

  /**
   * Lints the current text (`whole`: the text just given to `setText`, read as it came). The
   * answer is complete when there is no earlier lint to take group findings from.
   */
  lint(engines: readonly EngineId[], groupEngine: EngineId, text: string | null = null): PhaseAnswer {
    this.steps.lints++;
    let parsed = text === null ? this.parsed : null;
    if (parsed === null) {
      parsed = parseRobotsTxt(text ?? this.current().toString());
      this.steps.lexed += parsed.lines.length;
    }
    this.parsed = parsed;
    const key = engines.join(",");
    const last = this.group;
    // Whether the group checks run now (no last group findings to take), in a whole lint.
    const whole = last === null || last.key !== key;
    // Compact findings: the worker packs them without reading their parameters and fixes;
    // a whole lint's reachability findings as rows, packed without an object a finding.
    const run = new LintRun(parsed, { engines }, whole ? "rows" : true);
    // The groups come from the same text, so the page need not parse it again to draw them.
    const groups = groupOutline(run, groupEngine);
    this.pending = null;
    if (run.fileKind !== null) {
      this.group = null;
      const report = run.fileKindReport();
      return answerOf(report.diagnostics, null, { hidden: report.hidden, fileKind: report.fileKind, groups, complete: true });
    }
    const line = run.lineChecks();
    line.diagnostics = sortPart(line.diagnostics);
    if (!whole) {
      this.settle();
      this.pending = { run, line, key, hiddenOnly: false };
      const group = this.group!;
      return answerOf(mergeSorted(line.diagnostics, group.diagnostics), null, { hidden: line.hidden + group.hidden, fileKind: null, groups, complete: false });
    }
    // Work that can only find findings for engines outside the set (counted as hidden) runs
    // after the answer (`finish`): the findings shown do not wait for it.
    const group = this.runGroups(run, key, true);
    const complete = !run.hasLeftWork;
    if (!complete) this.pending = { run, line, key, hiddenOnly: true };
    return answerOf(mergeSorted(line.diagnostics, group.diagnostics), group.rows ?? null, { hidden: line.hidden + group.hidden, fileKind: null, groups, complete });
  }

  /** Whether the last lint's group checks are still to run. */
  get hasPending(): boolean {
    return this.pending !== null;
  }

  /** Forgets the group checks still to run (a newer lint is asked for). */
  drop(): void {
    this.pending = null;
  }

  /**
   * Runs the group checks of the last lint: the whole lint when they found something other
   * than the first answer showed, null when they found the same (or nothing was pending).
   * After a whole lint, only the work it left: null diagnostics (the first answer's are the
   * whole lint's) with the whole hidden count, or null when that work hid nothing more.
   */
  finish(): FinishAnswer | null {
    const pending = this.pending;
    if (pending === null) return null;
    this.pending = null;
    if (pending.hiddenOnly) {
      const last = this.group;
      const more = pending.run.countLeftHidden();
      if (last !== null && last.key === pending.key) this.group = { ...last, hidden: last.hidden + more };
      if (more === 0 || last === null) return null;
      return { diagnostics: null, hidden: pending.line.hidden + last.hidden + more, fileKind: null };
    }
    this.settle();
    const last = this.group;
    const group = this.runGroups(pending.run, pending.key);
    if (last !== null) reuseEqual(group.diagnostics, last.diagnostics);
    if (last !== null && group.hidden === last.hidden && sameList(group.diagnostics, last.diagnostics)) {
      return null;
    }
    return { diagnostics: mergeSorted(pending.line.diagnostics, group.diagnostics), hidden: pending.line.hidden + group.hidden, fileKind: null };
  }

  private runGroups(run: LintRun, key: string, hiddenLater = false): GroupFindings {
    this.steps.groupRuns++;
    const part = run.groupChecks(hiddenLater);
    const group: GroupFindings = { diagnostics: sortPart(part.diagnostics), hidden: part.hidden, key, rows: part.rows ?? null };
    this.group = group;
    return group;
  }
}

/**
 * The groups of the linted file as `groupEngine` reads them (`readAs`): the lint's own Google
 * grouping when the engine reads groups as it does (lenient keys, Allow read, no blank line
 * ending a group) and the file is within its size limit, so a large file is grouped once
 * and no rule line gets an object of its own; else `readAs`.
 */
export function groupOutline(run: LintRun, groupEngine: EngineId): LineGroup[] {
  const engine = getEngine(groupEngine);
  const limit = engine.sizeLimit;
  if (engine.keys !== "google" || engine.grouping !== "google" || !engine.hasAllow || (limit !== null && run.doc.byteLength > limit.bytes)) {
    return readAs(run.doc, groupEngine).groups.map(({ agentLines, agents, fromLine, toLine }) => ({ agentLines, agents, fromLine, toLine }));
  }
  const groups = run.groupsOf("google");
  const out = new Array<LineGroup>(groups.length);
  for (let g = 0; g < groups.length; g++) {
    const { agents, rules } = groups[g];
    const agentLines = new Array<number>(agents.length);
    const values = new Array<string>(agents.length);
    for (let i = 0; i < agents.length; i++) {
      agentLines[i] = agents[i].number;
      values[i] = agents[i].valueText ?? "";
    }
    // A group's agent lines come before its rules.
    const toLine = rules.length > 0 ? rules[rules.length - 1].number : agentLines[agentLines.length - 1];
    out[g] = { agentLines, agents: values, fromLine: agentLines[0], toLine };
  }
  return out;
}

/** Where a change lands, in the text before it: the lines it touches and how far later text moves. */
interface Region {
  /** From the start of the first line touched to the end of the last one (with its line break). */
  from: number;
  to: number;
  /** Where the change ends before it, and how much later offsets and line numbers move. */
  end: number;
  shift: number;
  lines: number;
}

/**
 * Findings (sorted by position) moved through changes: those near a changed line (their
 * span or a fix touching its lines) are left out, the others keep their text and get their
 * offsets and line numbers moved. Their parameters are kept as they were (a line number a
 * finding names is brought up to date by the group checks' answer).
 */
export function moveFindings(list: readonly Diagnostic[], changes: ChangeSet, before: Text, after: Text): Diagnostic[] {
  const regions: Region[] = [];
  let shift = 0;
  let lines = 0;
  changes.iterChangedRanges((fromA, toA, _fromB, toB) => {
    const first = before.lineAt(fromA);
    const last = before.lineAt(toA);
    shift = toB - toA;
    lines = after.lineAt(toB).number - last.number;
    regions.push({ from: first.from, to: Math.min(before.length, last.to + 1), end: toA, shift, lines });
  });
  if (regions.length === 0) return list.slice();
  const out: Diagnostic[] = [];
  const covered = new Int32Array(2);
  let r = 0;
  for (let i = 0; i < list.length; i++) {
    const d = list[i];
    writeCoverage(d, covered, 0);
    const lo = covered[0];
    const hi = covered[1];
    // The regions ending before the finding starts move it.
    while (r < regions.length && regions[r].end < d.from) r++;
    let near = false;
    for (let k = Math.max(0, r - 1); k < regions.length && regions[k].from <= hi; k++) {
      if (regions[k].to >= lo) {
        near = true;
        break;
      }
    }
    if (near) continue;
    if (r === 0) {
      out.push(d);
      continue;
    }
    const by = regions[r - 1];
    out.push(moved(d, by.shift, by.lines));
  }
  return out;
}

function moved(d: Diagnostic, shift: number, lines: number): Diagnostic {
  if (d instanceof RuleFinding) return d.moved(shift, lines);
  return {
    from: d.from + shift,
    to: d.to + shift,
    line: d.line + lines,
    severity: d.severity,
    code: d.code,
    params: d.params,
    engines: d.engines,
    fixes: d.fixes.map((fix): Fix => ({ code: fix.code, params: fix.params, edits: fix.edits.map((e) => ({ from: e.from + shift, to: e.to + shift, insert: e.insert })) })),
  };
}

/**
 * Puts in `fresh` (sorted) the objects of `old` (sorted) equal to its findings: the worker
 * keeps each object's packed form, so only findings that changed are written again.
 */
function reuseEqual(fresh: Diagnostic[], old: readonly Diagnostic[]): void {
  let j = 0;
  for (let i = 0; i < fresh.length; i++) {
    const d = fresh[i];
    while (j < old.length && compareDiagnostics(old[j], d) < 0) j++;
    for (let k = j; k < old.length && compareDiagnostics(old[k], d) === 0; k++) {
      if (sameDiagnostic(old[k], d)) {
        fresh[i] = old[k];
        break;
      }
    }
  }
}

function sameRecord(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  if (a === b) return true;
  let n = 0;
  for (const k in a) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

function sameDiagnostic(a: Diagnostic, b: Diagnostic): boolean {
  if (a === b) return true;
  if (a instanceof RuleFinding && b instanceof RuleFinding) return a.same(b);
  if (a.from !== b.from || a.to !== b.to || a.line !== b.line || a.code !== b.code || a.severity !== b.severity) return false;
  if (a.engines.length !== b.engines.length || a.fixes.length !== b.fixes.length || !sameRecord(a.params, b.params)) return false;
  for (let i = 0; i < a.engines.length; i++) if (a.engines[i] !== b.engines[i]) return false;
  for (let i = 0; i < a.fixes.length; i++) {
    const f = a.fixes[i];
    const g = b.fixes[i];
    if (f.code !== g.code || f.edits.length !== g.edits.length || !sameRecord(f.params, g.params)) return false;
    for (let k = 0; k < f.edits.length; k++) {
      const e = f.edits[k];
      const h = g.edits[k];
      if (e.from !== h.from || e.to !== h.to || e.insert !== h.insert) return false;
    }
  }
  return true;
}

/** Whether two lists hold the same findings (every field), in the same order. */
export function sameList(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameDiagnostic(a[i], b[i])) return false;
  return true;
}
