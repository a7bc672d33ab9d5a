/**
 * The findings of the reachability check (unreachable.ts) in the lint worker's compact forms:
 * one object a finding (`RuleFinding`), or rows of typed arrays with no object a finding
 * (`RuleRows`). Apart from the check, so the lint context can name the rows.
 */
import type { Diagnostic, EngineId, Fix, Param, Severity } from "../types.ts";

/** The codes, by their index in a finding row. */
export const CODES = ["duplicate-rule", "disallow-tied-with-allow", "shadowed-rule"] as const;

/**
 * The parameters and fixes of the compact findings read so far (the same objects at each
 * read). Kept apart, not as fields: each field is a store a finding when it is made, for
 * thousands of findings read by no one (the lint worker packs them without these).
 */
const madeParams = new WeakMap<RuleFinding, Record<string, Param>>();
const madeFixes = new WeakMap<RuleFinding, Fix[]>();

/**
 * A finding of the reachability check in a compact run (`LintContext.compact`: the lint worker's): its
 * parameters (`by`, `pattern`) and its one fix (deleting the rule's line) are kept as numbers
 * and a string, and made objects only when read. One object a finding instead of seven: a
 * file of thousands of repeated rules has thousands. `packDiagnostics` writes it without
 * reading `params` or `fixes`; what it says is exactly what the plain finding says.
 */
export class RuleFinding implements Diagnostic {
  // Fields declared and set in the constructor, not as class fields: a class field (or a
  // constructor parameter property, compiled to one) is defined by an initializer, a call
  // a finding before the constructor sets it again.
  declare readonly from: number;
  declare readonly to: number;
  declare readonly line: number;
  declare readonly severity: Severity;
  declare readonly code: string;
  declare readonly engines: EngineId[];
  /** The deciding line, and its pattern as the parameter gives it. */
  declare readonly by: number;
  declare readonly pattern: string;
  /** The fix's one edit: deletes `[editFrom, editTo)`. */
  declare readonly editFrom: number;
  declare readonly editTo: number;

  constructor(from: number, to: number, line: number, severity: Severity, code: string, engines: EngineId[], by: number, pattern: string, editFrom: number, editTo: number) {
    this.from = from;
    this.to = to;
    this.line = line;
    this.severity = severity;
    this.code = code;
    this.engines = engines;
    this.by = by;
    this.pattern = pattern;
    this.editFrom = editFrom;
    this.editTo = editTo;
  }

  get params(): Record<string, Param> {
    let params = madeParams.get(this);
    if (params === undefined) madeParams.set(this, (params = { by: this.by, pattern: this.pattern }));
    return params;
  }

  get fixes(): Fix[] {
    let fixes = madeFixes.get(this);
    if (fixes === undefined) madeFixes.set(this, (fixes = [{ code: this.code, params: {}, edits: [{ from: this.editFrom, to: this.editTo, insert: "" }] }]));
    return fixes;
  }

  /** The finding with its offsets moved by `shift` and its line by `lines` (its parameters kept). */
  moved(shift: number, lines: number): RuleFinding {
    return new RuleFinding(this.from + shift, this.to + shift, this.line + lines, this.severity, this.code, this.engines, this.by, this.pattern, this.editFrom + shift, this.editTo + shift);
  }

  /** Whether `other` says the same (every field). */
  same(other: RuleFinding): boolean {
    if (this.from !== other.from || this.to !== other.to || this.line !== other.line || this.code !== other.code || this.severity !== other.severity) return false;
    if (this.by !== other.by || this.pattern !== other.pattern || this.editFrom !== other.editFrom || this.editTo !== other.editTo) return false;
    const a = this.engines;
    const b = other.engines;
    if (a === b) return true;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
}

/** Each code's severity (a duplicate changes nothing; the other two leave a rule that never decides). */
const SEVERITY_OF: readonly Severity[] = CODES.map((c) => (c === "duplicate-rule" ? "info" : "warning"));

/**
 * The findings of the reachability check in a run that reports them as rows (`LintContext.compact` is
 * "rows": the lint worker's first lint of a whole text), in the report's order: typed arrays,
 * no object a finding. Its spans and reaches are laid out as `PackedDiagnostics`' (transfer.ts),
 * so a packer copies them whole; `findings()` makes the `RuleFinding`s they are (once), for
 * whoever reads them as findings. Read only.
 */
export class RuleRows {
  /** `from`, `to` and line number of each row. */
  readonly spans: Int32Array;
  /** The first and last offset of the text a row's span and its fix's edit cover together. */
  readonly reach: Int32Array;
  /** Each row's code, an index in `codes`. */
  readonly code: Uint8Array;
  /** Each row's engine list, an index in `engineLists`. */
  readonly engines: Uint8Array;
  readonly engineLists: EngineId[][] = [];
  /** The deciding line of each row. */
  readonly by: Int32Array;
  /** The edit of each row's fix (deleting its line): from, to. */
  readonly edit: Int32Array;
  /** The pattern each row's parameters give. */
  readonly patterns: string[];
  /** The longest span (`to - from`). */
  longest = 0;
  /** How many rows there are (the arrays may be longer). */
  count = 0;
  private made: RuleFinding[] | null = null;

  /** Rows for at most `capacity` findings. */
  constructor(capacity: number) {
    const count = capacity;
    this.spans = new Int32Array(count * 3);
    this.reach = new Int32Array(count * 2);
    this.code = new Uint8Array(count);
    this.engines = new Uint8Array(count);
    this.by = new Int32Array(count);
    this.edit = new Int32Array(count * 2);
    this.patterns = new Array<string>(count);
  }

  /** The codes, by their index in `code`. */
  get codes(): readonly string[] {
    return CODES;
  }

  /** The severity of the code of index `code`. */
  severityOf(code: number): Severity {
    return SEVERITY_OF[code];
  }

  /** The findings the rows are, in order (made once: the same objects at each call). */
  findings(): RuleFinding[] {
    if (this.made !== null) return this.made;
    const out = new Array<RuleFinding>(this.count);
    const { spans, edit, code, engines, engineLists, by, patterns } = this;
    for (let i = 0; i < out.length; i++) {
      const c = code[i];
      out[i] = new RuleFinding(spans[i * 3], spans[i * 3 + 1], spans[i * 3 + 2], SEVERITY_OF[c], CODES[c], engineLists[engines[i]], by[i], patterns[i], edit[i * 2], edit[i * 2 + 1]);
    }
    this.made = out;
    return out;
  }
}
