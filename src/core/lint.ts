/**
 * The robots.txt linter: what the file is (a page, an image, a dump… or robots.txt), syntax
 * (RFC 9309 §2.1–2.2 and Google's lenient reading), values of the other directives (Sitemap,
 * Crawl-delay, and Host / Clean-param as the Yandex help gives them), group structure as each
 * engine reads it, and rules that can never decide. Findings are codes with parameters and
 * text-edit fixes; never display text. Severity follows impact under the engines linted for.
 */
import { ENGINE_IDS, type Diagnostic, type EngineId, type Line, type RobotsTxt } from "./types.ts";
import { DEFAULT_LINT_ENGINES } from "./engines/index.ts";
import type { Group, GroupingMode } from "./groups.ts";
import { LintContext } from "./lint/context.ts";
import { detectFileKind, unreadLines, type FileKind } from "./lint/filekind.ts";
import { checkStructure } from "./lint/structure.ts";
import { checkFile, checkMisencodedBom, checkLineSyntax } from "./lint/syntax.ts";
import { checkPreferences } from "./lint/prefs.ts";
import { checkReachability, RuleFinding, type RuleRows } from "./lint/unreachable.ts";
import { checkPattern, checkValue, checkSitemapRepeats, newValueState, type ValueState } from "./lint/values.ts";

export { LINT_CODES, type LintCode, type LintCodeInfo } from "./lint/codes.ts";
export { FILE_KIND_CODES, detectFileKind, type FileKind, type FileKindCode } from "./lint/filekind.ts";
export { reachabilityWork, RuleFinding, RuleRows } from "./lint/unreachable.ts";

/** Options of `lintRobotsTxt`. */
export interface LintOptions {
  /** The engines to lint for; findings that concern none of them are left out. */
  engines?: readonly EngineId[];
}

/** The engines linted for when none are given (defined with the engine registry). */
export { DEFAULT_LINT_ENGINES };

/** A lint run: the diagnostics shown, how many were left out, and what the file is. */
export interface LintReport {
  diagnostics: Diagnostic[];
  /** Findings left out because they concern only engines outside the lint set. */
  hidden: number;
  /** What the file is when it is not robots.txt (then only file-level findings are given). */
  fileKind: FileKind | null;
}

/**
 * Lints a parsed robots.txt: returns its diagnostics sorted by position (then end, then code).
 * Each says which of the asked engines it concerns (an empty list: every engine) and carries
 * its quick fixes as edits of the original text. Never throws.
 */
export function lintRobotsTxt(doc: RobotsTxt, options: LintOptions = {}): Diagnostic[] {
  return lintReport(doc, options).diagnostics;
}

/** `lintRobotsTxt` with the count of hidden findings and the file's kind. */
export function lintReport(doc: RobotsTxt, options: LintOptions = {}): LintReport {
  const run = new LintRun(doc, options);
  if (run.fileKind !== null) return run.fileKindReport();
  const lines = run.lineChecks();
  const groups = run.groupChecks();
  return { diagnostics: sorted([...lines.diagnostics, ...groups.diagnostics]), hidden: lines.hidden + groups.hidden, fileKind: null };
}

/** Findings of one part of a lint run, in the order the checks found them, and how many were hidden. */
export interface LintPart {
  diagnostics: Diagnostic[];
  hidden: number;
  /**
   * The part's reachability findings as rows, apart from `diagnostics` (a run with compact
   * "rows"; null or absent: none). The part's findings are both, in order: `diagnostics`
   * sorted, then merged with the rows' findings, those of `diagnostics` first among equals.
   */
  rows?: RuleRows | null;
}

/**
 * One lint of a parsed file in two parts, sharing what the checks compute once (patterns,
 * groups): the line checks (what the file is, syntax, values, repeated sitemaps), which
 * read each line with at most a few file-wide facts, and the group checks (structure,
 * preferences, reachability), which read whole groups. `lintReport` is both parts, sorted
 * together (`mergeSorted`), the line checks' findings first among equals; an editor can
 * show the line checks' findings first and the group checks' when they are done.
 */
export class LintRun {
  readonly fileKind: FileKind | null;
  private readonly ctx: LintContext;
  private lineHidden = 0;

  constructor(
    readonly doc: RobotsTxt,
    options: LintOptions = {},
    /**
     * Findings may come in a compact form (`RuleFinding`): for a caller that packs them
     * (`packDiagnostics`) and reads few of their parameters and fixes; they say the same.
     * With "rows", the group checks give their reachability findings as rows (`LintPart.rows`).
     */
    compact: boolean | "rows" = false,
  ) {
    const asked = options.engines ?? DEFAULT_LINT_ENGINES;
    const engines = ENGINE_IDS.filter((e) => asked.includes(e));
    this.ctx = new LintContext(doc, engines, compact);
    this.fileKind = detectFileKind(doc);
  }

  /** The report of a file that is not robots.txt: one finding says what it is (when `fileKind` is set). */
  fileKindReport(): LintReport {
    const { ctx, doc, fileKind } = this;
    if (fileKind === null) throw new Error("the file is robots.txt");
    // Not robots.txt: one finding says what it is; reading it line by line says nothing more.
    const { unread, read } = unreadLines(doc.lines);
    const line = doc.lines.find((l) => l.to >= fileKind.from) ?? doc.lines[0];
    ctx.report({
      line,
      from: fileKind.from,
      to: Math.max(fileKind.from, Math.min(fileKind.to, line.to)),
      severity: "error",
      code: fileKind.code,
      params: { format: fileKind.format, unread, read },
      concern: "all",
    });
    return { diagnostics: sorted(ctx.out), hidden: ctx.hidden, fileKind };
  }

  /**
   * The file's groups read in `mode` with every line read, as the group checks read them
   * (computed once for the run; read only).
   */
  groupsOf(mode: GroupingMode): readonly Group[] {
    return this.ctx.groupsOf(mode);
  }

  /** The line checks' findings (run once, first). */
  lineChecks(): LintPart {
    const ctx = this.ctx;
    checkFile(ctx);
    const skipFirst = checkMisencodedBom(ctx);
    const state = newValueState();
    checkLines(ctx, this.doc.lines, skipFirst ? 1 : 0, state);
    checkSitemapRepeats(ctx, state);
    this.lineHidden = ctx.hidden;
    return { diagnostics: ctx.out.splice(0), hidden: ctx.hidden };
  }

  /**
   * The group checks' findings (run once, after `lineChecks`). With `hiddenLater`, work whose
   * findings can concern only engines outside the asked set (a first-match search when no
   * first-match engine is asked, a check for unasked engines) is left for `countLeftHidden`:
   * the findings are exactly those of the whole run, only `hidden` lacks what that work finds.
   */
  groupChecks(hiddenLater = false): LintPart {
    const ctx = this.ctx;
    if (hiddenLater) ctx.later = [];
    checkStructure(ctx);
    checkPreferences(ctx);
    checkReachability(ctx);
    const later = ctx.later;
    ctx.later = null;
    this.left = later !== null && later.length > 0 ? later : null;
    const rows = ctx.rows;
    ctx.rows = null;
    return { diagnostics: ctx.out.splice(0), hidden: ctx.hidden - this.lineHidden, rows };
  }

  private left: (() => void)[] | null = null;

  /** Whether `groupChecks(true)` left work whose hidden findings are still to count. */
  get hasLeftWork(): boolean {
    return this.left !== null;
  }

  /**
   * Runs the work `groupChecks(true)` left (once): how many more findings are hidden. With
   * the hidden count `groupChecks` gave, it is the count of the whole run.
   */
  countLeftHidden(): number {
    const left = this.left;
    if (left === null) return 0;
    this.left = null;
    const ctx = this.ctx;
    const before = ctx.hidden;
    // The work left reports only findings for engines outside the set: it adds none to `ctx.out`.
    for (let i = 0; i < left.length; i++) left[i]();
    return ctx.hidden - before;
  }
}

/**
 * The syntax and value checks of `lines` from `from` on. A function of its own that returns as
 * soon as its loop ends: code after a loop the JIT compiled while it ran has never run, and
 * its first run throws the compiled code away.
 */
function checkLines(ctx: LintContext, lines: readonly Line[], from: number, state: ValueState): void {
  const hasNul = ctx.hasNul;
  const isAscii = ctx.isAscii;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    // The lines the syntax checks find nothing in, told apart here: most lines of a large
    // file, read mostly before the JIT has compiled this (a call a line saved, two for a
    // blank line, a comment or a rule of an ASCII file). The syntax checks report on a line
    // only when the text has a NUL, the line is cut, or its key is not a known one read
    // exactly with its colon; the value checks read only directives, a rule's through
    // `checkPattern` once no invisible character can be in it (ASCII).
    if (!hasNul && !line.isOverLong) {
      const kind = line.kind;
      if (kind === "blank" || kind === "comment") continue;
      if (kind === "directive" && line.keyMatch === "exact" && !line.isMissingColon && line.directive !== "unknown") {
        const directive = line.directive;
        if (isAscii && (directive === "allow" || directive === "disallow")) checkPattern(ctx, line);
        else checkValue(ctx, line, state);
        continue;
      }
    }
    checkLineSyntax(ctx, line);
    checkValue(ctx, line, state);
  }
}

/** The order of a lint report: by position, then end, then code (stable: equal ones keep their order). */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return a.from - b.from || a.to - b.to || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/**
 * Writes the first and last offset a diagnostic covers, its span and its fixes' edits, into
 * `out[at]` and `out[at + 1]`: the text an edit must not touch for the finding and its fixes
 * to still hold where they moved. A compact finding's one edit is read without making its fix.
 */
export function writeCoverage(d: Diagnostic, out: Int32Array, at: number): void {
  let from = d.from;
  let to = d.to;
  if (d instanceof RuleFinding) {
    if (d.editFrom < from) from = d.editFrom;
    if (d.editTo > to) to = d.editTo;
  } else {
    const fixes = d.fixes;
    for (let f = 0; f < fixes.length; f++) {
      const edits = fixes[f].edits;
      for (let k = 0; k < edits.length; k++) {
        if (edits[k].from < from) from = edits[k].from;
        if (edits[k].to > to) to = edits[k].to;
      }
    }
  }
  out[at] = from;
  out[at + 1] = to;
}

function sorted(out: Diagnostic[]): Diagnostic[] {
  // Findings mostly come in order (the checks read the lines in order): one pass without a
  // call a finding says so, and a sorted list is left as it is (the sort is stable).
  for (let i = 1; i < out.length; i++) {
    const a = out[i - 1];
    const b = out[i];
    if (a.from > b.from || (a.from === b.from && (a.to > b.to || (a.to === b.to && a.code > b.code)))) return out.sort(compareDiagnostics);
  }
  return out;
}

/** Sorts one part's findings in place into the report's order; returns it. */
export function sortPart(diagnostics: Diagnostic[]): Diagnostic[] {
  return sorted(diagnostics);
}

/**
 * Two sorted lists as one, in the order `lintReport` gives their concatenation (`first`'s
 * findings before `second`'s among equals): linear, no sort.
 */
export function mergeSorted(first: readonly Diagnostic[], second: readonly Diagnostic[]): Diagnostic[] {
  if (first.length === 0) return second.slice();
  if (second.length === 0) return first.slice();
  const out = new Array<Diagnostic>(first.length + second.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < first.length && j < second.length) out[k++] = compareDiagnostics(second[j], first[i]) < 0 ? second[j++] : first[i++];
  while (i < first.length) out[k++] = first[i++];
  while (j < second.length) out[k++] = second[j++];
  return out;
}
