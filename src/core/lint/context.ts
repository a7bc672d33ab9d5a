/**
 * The linter's shared state: the document, the engines asked for, and the list the checks
 * report into. A finding names the engines it concerns; it is kept only when one of them was
 * asked for (engine-independent findings carry an empty list, which means all).
 */
import { ENGINE_IDS, type Diagnostic, type EngineId, type Fix, type Line, type Param, type RobotsTxt, type Severity, type TextEdit } from "../types.ts";
import { ENGINES } from "../engines/index.ts";
import { groupLines, type Group, type GroupingMode } from "../groups.ts";
import { normalizePattern } from "./pattern.ts";
import type { RuleRows } from "./rule-findings.ts";

/** Which engines a finding concerns: every engine, or the listed ones. */
export type Concern = "all" | readonly EngineId[];

/** Engines that read `*` and `$` as wildcards (the 1994 standard has none). */
export const WILDCARD_ENGINES: readonly EngineId[] = ENGINE_IDS.filter((e) => ENGINES[e].wildcards);

/** Engines where a blank line ends a record (docs/engines.md §0 "Blank lines"). */
export const RECORD_ENGINES: readonly EngineId[] = ENGINE_IDS.filter((e) => ENGINES[e].grouping === "records");

/** A finding before engine filtering. */
export interface Finding {
  line: Line;
  from: number;
  to: number;
  severity: Severity;
  code: string;
  params?: Record<string, Param>;
  concern: Concern;
  /** Edits of the one quick fix, if any; the fix takes the finding's code. */
  fix?: TextEdit[];
  fixParams?: Record<string, Param>;
}

/** A character outside ASCII. */
const NON_ASCII = /[^\0-\x7f]/;

/** The engine list of the findings that concern every engine (empty: all), shared by them. */
const ALL: EngineId[] = [];

/** What the group checks ask of every line, read in one pass (a large file's lines are read once, not once a check). */
export interface LineFacts {
  /** Some User-agent, Allow or Disallow line is read by Google only (typo, prefix, no colon). */
  hasLenientRoles: boolean;
  /** Some Host line. */
  hasHost: boolean;
  /** Some Content-Usage, Content-Signal or License line. */
  hasPreferences: boolean;
  /**
   * A blank line stands between two User-agent, Allow or Disallow lines, after a User-agent
   * line: only then do records (a blank line ends one) differ from Google's groups.
   */
  hasBlankInGroups: boolean;
}

/** The facts of `LineFacts`, in one loop written out (it runs once per line of large files, mostly before the JIT has compiled it). */
export function lineFacts(lines: readonly Line[]): LineFacts {
  let hasLenientRoles = false;
  let hasHost = false;
  let hasPreferences = false;
  let hasBlankInGroups = false;
  let hasAgent = false;
  let blankAfterAgent = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const kind = line.kind;
    if (kind === "blank") {
      if (hasAgent) blankAfterAgent = true;
      continue;
    }
    if (kind !== "directive") continue;
    const directive = line.directive;
    if (directive === "user-agent" || directive === "allow" || directive === "disallow") {
      if (directive === "user-agent") hasAgent = true;
      if (blankAfterAgent) hasBlankInGroups = true;
      if (line.keyMatch !== "exact" || line.isMissingColon) hasLenientRoles = true;
    } else if (directive === "host") hasHost = true;
    else if (directive === "content-usage" || directive === "content-signal" || directive === "license") hasPreferences = true;
  }
  return { hasLenientRoles, hasHost, hasPreferences, hasBlankInGroups };
}

/** State shared by the checks of one lint run. */
export class LintContext {
  readonly doc: RobotsTxt;
  readonly engines: readonly EngineId[];
  readonly out: Diagnostic[] = [];
  /** Findings left out because they concern only engines outside the lint set. */
  hidden = 0;
  /** The text holds a NUL character somewhere (most files have none). */
  readonly hasNul: boolean;
  /** The text holds only ASCII characters (then no invisible character, and nothing to percent-encode). */
  readonly isAscii: boolean;
  /** The text holds a `%` somewhere (else no escape to check). */
  readonly hasPercent: boolean;
  /** The text holds `**` somewhere (else no rule repeats a wildcard). */
  readonly hasDoubleStar: boolean;
  private readonly asked: ReadonlySet<EngineId>;
  private readonly patterns: (string | undefined)[];
  /**
   * The text holds a `%` or a character outside ASCII: only then can normalizing a rule path
   * change it (`escapePatternGoogle` returns a path without either as it is).
   */
  private readonly canEscape: boolean;
  /** Every rule's pattern is its value as written (`patternOf` returns it): `!canEscape`. */
  readonly patternsAsWritten: boolean;

  /**
   * Findings may be reported in a compact form (the lint worker's, which packs them without
   * reading their parameters and fixes): `RuleFinding` (unreachable.ts); with "rows", the
   * reachability findings as rows (`rows`), with no object a finding.
   */
  readonly compact: boolean | "rows";

  /** The reachability findings reported as rows (a "rows" run), apart from `out`; null: none. */
  rows: RuleRows | null = null;

  constructor(doc: RobotsTxt, engines: readonly EngineId[], compact: boolean | "rows" = false) {
    this.doc = doc;
    this.compact = compact;
    this.engines = engines;
    this.asked = new Set(engines);
    this.hasNul = doc.text.indexOf("\0") >= 0;
    this.isAscii = !NON_ASCII.test(doc.text);
    this.hasPercent = doc.text.indexOf("%") >= 0;
    this.hasDoubleStar = doc.text.indexOf("**") >= 0;
    this.canEscape = !this.isAscii || this.hasPercent;
    this.patternsAsWritten = !this.canEscape;
    this.patterns = this.canEscape ? new Array<string | undefined>(doc.lines.length + 1).fill(undefined) : [];
  }

  private codes: Uint8Array | null = null;

  /**
   * The text's character codes when every rule's pattern is its value as written (an ASCII
   * text without `%`: one byte a character), else null; made once.
   */
  asciiCodes(): Uint8Array | null {
    if (this.canEscape) return null;
    if (this.codes === null) {
      // Into an array made at its size (one byte a character): quicker than `encode` in Node.
      this.codes = new Uint8Array(this.doc.text.length);
      new TextEncoder().encodeInto(this.doc.text, this.codes);
    }
    return this.codes;
  }

  /** A line's value as Google normalizes a rule path (computed once per line). */
  patternOf(line: Line): string {
    // Each value is a part of the text: without a `%` or non-ASCII character in it, as written.
    if (!this.canEscape) return line.valueText ?? "";
    let p = this.patterns[line.number];
    if (p === undefined) {
      p = normalizePattern(line.valueText ?? "");
      this.patterns[line.number] = p;
    }
    return p;
  }

  private readonly grouped = new Map<GroupingMode, Group[]>();

  /**
   * The file's groups read in `mode` with every line read (computed once; read only). Without
   * a blank line among the group lines, the records are Google's groups (the same objects).
   */
  groupsOf(mode: GroupingMode): readonly Group[] {
    let groups = this.grouped.get(mode);
    if (groups === undefined) {
      groups = mode === "records" && !this.facts().hasBlankInGroups ? (this.groupsOf("google") as Group[]) : groupLines(this.doc, mode);
      this.grouped.set(mode, groups);
    }
    return groups;
  }

  private noted: LineFacts | null = null;

  /** What the group checks ask of every line, read in one pass (computed once). */
  facts(): LineFacts {
    if (this.noted === null) this.noted = lineFacts(this.doc.lines);
    return this.noted;
  }

  private ruleTexts: Set<string> | null = null;

  /** Whether some Allow or Disallow line of the file has exactly this value. */
  hasRuleText(text: string): boolean {
    if (this.ruleTexts === null) {
      this.ruleTexts = new Set();
      const lines = this.doc.lines;
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if ((line.directive === "allow" || line.directive === "disallow") && line.valueText !== null) this.ruleTexts.add(line.valueText);
      }
    }
    return this.ruleTexts.has(text);
  }

  /**
   * Work left for later (`LintRun.groupChecks` with `hiddenLater`): checks whose findings can
   * concern only engines outside the asked set may put themselves here instead of running;
   * run later, they only add to `hidden` (they report nothing shown). Null: every check runs now.
   */
  later: (() => void)[] | null = null;

  /** Runs `check` now, or leaves it for later when every finding it can make concerns only engines outside the asked set. */
  runOrLeave(concern: readonly EngineId[], check: () => void): void {
    if (this.later !== null && !concern.some((e) => this.asked.has(e))) this.later.push(check);
    else check();
  }

  /** Whether the engine was asked for. */
  has(engine: EngineId): boolean {
    return this.asked.has(engine);
  }

  private lastConcern: readonly EngineId[] | null = null;
  private lastPicked: EngineId[] = [];

  /** The asked engines among `engines`, in the asked order. */
  pick(engines: readonly EngineId[]): EngineId[] {
    const picked: EngineId[] = [];
    for (let i = 0; i < this.engines.length; i++) if (engines.includes(this.engines[i])) picked.push(this.engines[i]);
    return picked;
  }

  /** The asked engines not among `engines`. */
  except(engines: readonly EngineId[]): EngineId[] {
    return this.engines.filter((e) => !engines.includes(e));
  }

  /** Records a finding, unless it concerns none of the asked engines. */
  report(f: Finding): void {
    let engines: EngineId[];
    if (f.concern === "all") engines = ALL;
    else {
      // Findings in a row often concern the same list: pick once.
      if (f.concern !== this.lastConcern) {
        this.lastPicked = this.pick(f.concern);
        this.lastConcern = f.concern;
      }
      if (this.lastPicked.length === 0) {
        this.hidden++;
        return;
      }
      // Shared by the findings that concern the same engines (nothing changes a finding's list).
      engines = this.lastPicked;
    }
    const fixes: Fix[] = f.fix ? [{ code: f.code, params: f.fixParams ?? {}, edits: f.fix }] : [];
    this.out.push({
      from: f.from,
      to: f.to,
      line: f.line.number,
      severity: f.severity,
      code: f.code,
      params: f.params ?? {},
      engines,
      fixes,
    });
  }

  /** The edit deleting a whole line with its line ending (or the ending before it, on the last line). */
  deleteLine(line: Line): TextEdit {
    if (line.eol !== "") return { from: line.from, to: line.to + line.eol.length, insert: "" };
    if (line.number > 1) {
      const prev = this.doc.lines[line.number - 2];
      return { from: prev.to, to: line.to, insert: "" };
    }
    return { from: line.from, to: line.to, insert: "" };
  }
}
