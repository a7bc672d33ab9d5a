/**
 * Rules that can never decide any URL, in the cases that are provable without a URL:
 * an exact duplicate in the same group (the earlier line decides: Google keeps the first rule
 * of equal priority, first-match engines stop at it); a Disallow with the same pattern as an
 * Allow of its group under longest-match (RFC 9309 §2.2.2: Allow wins the tie); and, under
 * first-match, a rule whose every match is already matched by an earlier wildcard-free rule
 * that is a prefix of it. A longer rule covering a shorter one is not a case: under longest
 * match the longer one only wins on longer URLs. Work is linear: one hash table of patterns
 * per group, and for shadowing a rolling hash over each rule's literal start (no sort, never
 * all pairs).
 *
 * Rules are named by their line numbers and findings are rows of number arrays (no object a
 * rule, a pair or a finding until the report): the lint worker runs this once per file, mostly
 * before the JIT has compiled it, on files of tens of thousands of rules.
 */
import { groupLines, type GroupingMode } from "../groups.ts";
import { ENGINE_IDS, type EngineId, type Line } from "../types.ts";
import { ENGINES } from "../engines/index.ts";
import type { LintContext } from "./context.ts";
import { CODES, RuleFinding, RuleRows } from "./rule-findings.ts";

export { RuleFinding, RuleRows } from "./rule-findings.ts";

/** Steps taken by the analysis (hash lookups, sort comparisons, stack moves), for tests. */
export const reachabilityWork = { steps: 0 };

/** How an engine reads groups and rules (docs/engines.md §0). */
interface Reading {
  engine: EngineId;
  grouping: GroupingMode;
  /** Only exact keys with a colon are read (every engine but Google). */
  isStrict: boolean;
  precedence: "longest" | "first";
  hasAllow: boolean;
}

/** Each engine's reading, taken from the engine table so lint and matching never disagree. */
const READINGS: readonly Reading[] = ENGINE_IDS.map((id) => {
  const e = ENGINES[id];
  return { engine: id, grouping: e.grouping, isStrict: e.keys === "strict", precedence: e.precedence, hasAllow: e.hasAllow };
});

/** The codes' indexes in a finding row (`CODES`). */
const DUPLICATE = 0;
const TIE = 1;
const SHADOWED = 2;
/** Each code's place in the report's order of one line's findings (the codes sorted as strings). */
const CODE_RANK: readonly number[] = CODES.map((c) => CODES.filter((d) => d < c).length);

function isStrictlyRead(line: Line): boolean {
  return line.keyMatch === "exact" && !line.isMissingColon;
}

/**
 * Pairs of a rule that never decides and the earlier line that decides instead, flat:
 * `[entry index, deciding line number, …]`.
 */
type Pairs = number[];

/** What one group's rules yield, whichever engines read them (shared by passes that read the same group). */
interface GroupResult {
  rules: readonly Line[];
  /** The line numbers of the rules with a value, as analysed. */
  entries: Int32Array;
  /** Each entry's pattern as Google normalizes it (same index as `entries`). */
  patterns: string[];
  duplicates: Pairs;
  /** 1 for each entry that duplicates an earlier one (same index as `entries`), once needed. */
  duplicated: Uint8Array | null;
  ties: Pairs;
  shadowed: Pairs | null;
  shadowedDisallows: Pairs | null;
  /** The finding row each pair was added to by the first pass that read the group (-1: none; empty: no pass yet). */
  found: { duplicates: Int32Array | null; ties: Int32Array | null; shadowed: Int32Array | null; shadowedDisallows: Int32Array | null };
}

/** Whether two groups hold the same rule lines. */
function sameRules(a: readonly Line[], b: readonly Line[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** One bit per engine, in `ENGINE_IDS` order. */
const BIT: Readonly<Record<EngineId, number>> = Object.fromEntries(ENGINE_IDS.map((e, i) => [e, 1 << i])) as Record<EngineId, number>;

function maskOf(engines: readonly EngineId[]): number {
  let mask = 0;
  for (const e of engines) mask |= BIT[e];
  return mask;
}

/** The engines of a mask, in `ENGINE_IDS` order (one shared list per mask). */
const ENGINES_OF = new Map<number, readonly EngineId[]>();
function enginesOf(mask: number): readonly EngineId[] {
  let list = ENGINES_OF.get(mask);
  if (list === undefined) {
    list = ENGINE_IDS.filter((e) => (mask & BIT[e]) !== 0);
    ENGINES_OF.set(mask, list);
  }
  return list;
}

/**
 * The rows of the findings, in typed arrays grown by doubling (no call a finding): code
 * index, line, deciding line, engines (bits), the line's next row (-1: none); `count` rows.
 */
interface Findings {
  code: Int32Array;
  line: Int32Array;
  by: Int32Array;
  mask: Int32Array;
  next: Int32Array;
  count: number;
  /** The newest row of each line number (-1: none). */
  byLine: Int32Array;
  /** The line numbers with a finding, in the order their first finding was found: `lines` of them. */
  order: Int32Array;
  lines: number;
}

function newFindings(lineCount: number): Findings {
  const rows = 64;
  return {
    code: new Int32Array(rows),
    line: new Int32Array(rows),
    by: new Int32Array(rows),
    mask: new Int32Array(rows),
    next: new Int32Array(rows),
    count: 0,
    byLine: new Int32Array(lineCount + 1).fill(-1),
    order: new Int32Array(lineCount + 1),
    lines: 0,
  };
}

/** Makes room for `extra` more rows. */
function reserve(f: Findings, extra: number): void {
  const need = f.count + extra;
  if (need <= f.code.length) return;
  const size = Math.max(need, f.code.length * 2);
  const grown = (a: Int32Array) => {
    const b = new Int32Array(size);
    b.set(a);
    return b;
  };
  f.code = grown(f.code);
  f.line = grown(f.line);
  f.by = grown(f.by);
  f.mask = grown(f.mask);
  f.next = grown(f.next);
}

/**
 * Adds a group's pairs under one code; returns each pair's row (-1: none). A pair adds a
 * finding, or merges its engines into the same one (same line, code and deciding line); a
 * pair of no engine (mask 0) adds none. A group analysed for an earlier pass already holds
 * each pair's finding (`found`): the masks are merged into it directly.
 */
function addAll(f: Findings, code: number, result: GroupResult, pairs: Pairs, found: Int32Array | null, mask: number, allowMask: number, isAllow: Uint8Array): Int32Array {
  const count = pairs.length >> 1;
  const entries = result.entries;
  reserve(f, count);
  const rows = found ?? new Int32Array(count).fill(-1);
  // `add` written out, with the rows' arrays in locals (after `reserve`: it may replace them):
  // no call a pair, mostly before the JIT has compiled this.
  const rowCode = f.code;
  const rowLine = f.line;
  const rowBy = f.by;
  const rowMask = f.mask;
  const rowNext = f.next;
  const byLine = f.byLine;
  for (let i = 0; i < count; i++) {
    const line = entries[pairs[2 * i]];
    const m = isAllow[line] === 1 ? allowMask : mask;
    let r = rows[i];
    if (r >= 0) {
      rowMask[r] |= m;
      continue;
    }
    if (m === 0) continue;
    const by = pairs[2 * i + 1];
    r = byLine[line];
    if (r < 0) f.order[f.lines++] = line;
    for (; r >= 0; r = rowNext[r]) {
      if (rowCode[r] === code && rowBy[r] === by) {
        rowMask[r] |= m;
        break;
      }
    }
    if (r < 0) {
      r = f.count++;
      rowCode[r] = code;
      rowLine[r] = line;
      rowBy[r] = by;
      rowMask[r] = m;
      rowNext[r] = byLine[line];
      byLine[line] = r;
    }
    rows[i] = r;
  }
  return rows;
}

/**
 * The line numbers of the rules with a value (their patterns into `patterns`), noting each
 * rule's kind. Its own function: the long loops of the analysis live in small functions,
 * which the JIT compiles soon and quickly (a loop in the long `checkReachability` would have
 * it compile all of it, late). Where each literal start ends is found only by the shadowing
 * search, the one reader (`literalEnds`): the lint worker's first answer often has none.
 */
function readEntries(ctx: LintContext, rules: readonly Line[], patterns: string[], isAllow: Uint8Array): Int32Array {
  const all = new Int32Array(rules.length);
  const count = fillEntries(ctx, rules, patterns, isAllow, all);
  if (count < patterns.length) patterns.length = count;
  return count === all.length ? all : all.subarray(0, count);
}

/**
 * `readEntries`' loop: fills `all` and `patterns`, returns how many; it returns as soon as
 * the loop ends (see `duplicatesOf`).
 */
function fillEntries(ctx: LintContext, rules: readonly Line[], patterns: string[], isAllow: Uint8Array, all: Int32Array): number {
  // Every rule's pattern is its value as written (then no call to read it).
  const asWritten = ctx.patternsAsWritten;
  let count = 0;
  for (let i = 0; i < rules.length; i++) {
    const line = rules[i];
    if (line.valueText === null || line.valueText === "") continue;
    const n = line.number;
    const pattern = asWritten ? line.valueText : ctx.patternOf(line);
    isAllow[n] = line.directive === "allow" ? 1 : 0;
    // Into an array made at its size by the caller (no push a rule: most of this loop's
    // time in a fresh worker went to growing the array).
    patterns[count] = pattern;
    all[count++] = n;
  }
  return count;
}

/** One pass over the groups of one reading, for the engines that read them so. */
interface Pass {
  grouping: GroupingMode;
  isStrict: boolean;
  /** The engines' masks: all, longest match, first match (with and without Allow), Allow read. */
  all: number;
  longest: number;
  first: number;
  firstNoAllow: number;
  withAllow: number;
}

/** A pass's pieces of work, by what they add: duplicates, ties, shadowed rules (with Allow, Disallows only). */
interface Pieces {
  duplicates: boolean;
  ties: boolean;
  shadowed: boolean;
  shadowedDisallows: boolean;
}

const NO_PIECES: Pieces = { duplicates: false, ties: false, shadowed: false, shadowedDisallows: false };

/**
 * Reports the rules that never decide, for each asked engine. With `ctx.later` (the lint
 * worker's first answer of a whole text): the pieces of work whose findings can concern only
 * engines outside the asked set (classic Yandex's and the 1994 text's first-match search,
 * when neither is asked, ~8–10 ms of a cold 500 KiB lint) are left for later; they only
 * raise the hidden count, added when `ctx.later` runs. The findings shown are the same: see
 * `deferredPieces`.
 */
export function checkReachability(ctx: LintContext): void {
  const lines = ctx.doc.lines;
  const lineCount = lines.length;
  const f = newFindings(lineCount);
  // Engines that read the same groups share one pass: strict and lenient reading coincide
  // when no line depends on Google's leniency.
  const lenient = ctx.facts().hasLenientRoles;
  const byId = new Map<string, { grouping: GroupingMode; isStrict: boolean; readings: Reading[] }>();
  // Every engine, not only the asked ones: findings for the others are counted as hidden.
  for (const reading of READINGS) {
    const isStrict = reading.isStrict && lenient;
    const id = reading.grouping + (isStrict ? ":strict" : "");
    const pass = byId.get(id) ?? { grouping: reading.grouping, isStrict, readings: [] };
    pass.readings.push(reading);
    byId.set(id, pass);
  }
  const passes: Pass[] = [];
  for (const { grouping, isStrict, readings } of byId.values()) {
    passes.push({
      grouping,
      isStrict,
      all: maskOf(readings.map((r) => r.engine)),
      longest: maskOf(readings.filter((r) => r.precedence === "longest").map((r) => r.engine)),
      first: maskOf(readings.filter((r) => r.precedence === "first" && r.hasAllow).map((r) => r.engine)),
      firstNoAllow: maskOf(readings.filter((r) => r.precedence === "first" && !r.hasAllow).map((r) => r.engine)),
      withAllow: maskOf(readings.filter((r) => r.hasAllow).map((r) => r.engine)),
    });
  }
  const state: ReachState = {
    f,
    // Each rule line's facts, by line number, computed once: 1 for an Allow line, and where its
    // pattern's literal start ends (-1: not yet computed).
    isAllow: new Uint8Array(lineCount + 1),
    keyEnd: new Int32Array(lineCount + 1).fill(-1),
    // Groups already analysed, by their first rule's line: passes whose groupings agree on a
    // group (the usual case: a file without blank lines inside groups) analyse it once.
    analysed: new Map(),
  };
  if (ctx.later === null) {
    for (const pass of passes) runPass(ctx, state, pass, null);
    report(ctx, f);
    return;
  }
  const deferred = deferredPieces(passes, maskOf(ctx.engines));
  let left = false;
  for (let p = 0; p < passes.length; p++) {
    const d = deferred[p];
    const now: Pieces = { duplicates: !d.duplicates, ties: !d.ties, shadowed: !d.shadowed, shadowedDisallows: !d.shadowedDisallows };
    if (runPass(ctx, state, passes[p], now)) left = true;
  }
  report(ctx, f);
  if (!left) return;
  ctx.later.push(() => {
    // Every row these pieces add concerns only engines outside the asked set: hidden.
    const before = f.count;
    for (let p = 0; p < passes.length; p++) runPass(ctx, state, passes[p], deferred[p]);
    ctx.hidden += f.count - before;
  });
}

/**
 * The pieces of each pass that may wait: those whose engines are all outside the asked set
 * (`asked`, a mask), when no later pass has a piece of the same kind for an asked engine. The
 * findings shown are then those of the whole run, in the same order: a piece adds rows of one
 * code (a finding: its line, code and deciding line), and the report orders the rows of a line
 * and code as they were first added; a piece that waits adds rows for engines outside the set
 * only (hidden), after every piece of its code for an asked engine, as the whole run does.
 */
function deferredPieces(passes: readonly Pass[], asked: number): Pieces[] {
  const out: Pieces[] = passes.map(() => ({ ...NO_PIECES }));
  // Whether a later pass has a piece of that kind for an asked engine.
  let duplicates = false;
  let ties = false;
  let shadowed = false;
  for (let p = passes.length - 1; p >= 0; p--) {
    const pass = passes[p];
    const d = out[p];
    d.duplicates = !duplicates && (pass.all & asked) === 0;
    d.ties = !ties && (pass.longest & asked) === 0;
    // Both searches add `shadowed-rule` rows.
    d.shadowed = !shadowed && (pass.first & asked) === 0;
    d.shadowedDisallows = !shadowed && (pass.firstNoAllow & asked) === 0;
    if ((pass.all & asked) !== 0) duplicates = true;
    if ((pass.longest & asked) !== 0) ties = true;
    if (((pass.first | pass.firstNoAllow) & asked) !== 0) shadowed = true;
  }
  return out;
}

/** What the passes of one reachability check share. */
interface ReachState {
  f: Findings;
  isAllow: Uint8Array;
  keyEnd: Int32Array;
  analysed: Map<number, GroupResult[]>;
}

/**
 * Runs one pass over its groups: every piece of it (`only` null), or only the pieces `only`
 * names. Returns whether some piece left out would have had work (a group of two rules or
 * more for it): then the caller runs it later.
 */
function runPass(ctx: LintContext, state: ReachState, pass: Pass, only: Pieces | null): boolean {
  const { f, isAllow, keyEnd, analysed } = state;
  const { grouping, isStrict, all, longest, first, firstNoAllow, withAllow } = pass;
  const doDuplicates = only === null || only.duplicates;
  const doTies = longest !== 0 && (only === null || only.ties);
  const doShadowed = first !== 0 && (only === null || only.shadowed);
  const doShadowedDisallows = firstNoAllow !== 0 && (only === null || only.shadowedDisallows);
  const leftOut = only !== null && ((!only.duplicates && all !== 0) || (!only.ties && longest !== 0) || (!only.shadowed && first !== 0) || (!only.shadowedDisallows && firstNoAllow !== 0));
  if (!doDuplicates && !doTies && !doShadowed && !doShadowedDisallows) {
    // Nothing to do now: the whole pass waits, when it has a group of two rules or more
    // (told from the groups read already; a strict reading's are not read here).
    if (!leftOut || isStrict) return leftOut;
    const groups = ctx.groupsOf(grouping);
    for (let g = 0; g < groups.length; g++) if (groups[g].rules.length >= 2) return true;
    return false;
  }
  let left = false;
  const groups = isStrict ? groupLines(ctx.doc, grouping, isStrictlyRead) : ctx.groupsOf(grouping);
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g];
    if (group.rules.length < 2) continue;
    const key = group.rules[0].number;
    const known = analysed.get(key);
    let result: GroupResult | undefined;
    if (known !== undefined) {
      for (let k = 0; k < known.length && result === undefined; k++) if (sameRules(known[k].rules, group.rules)) result = known[k];
    }
    if (result === undefined) {
      // Plain indexed loops here and below: they run once per rule, mostly before the JIT
      // has compiled them, where iterators, destructuring and callbacks cost the most.
      const patterns = new Array<string>(group.rules.length);
      const entries = readEntries(ctx, group.rules, patterns, isAllow);
      const ties: Pairs = [];
      const duplicates = entries.length >= 2 ? findDuplicates(ctx, entries, patterns, isAllow, ties) : [];
      result = {
        rules: group.rules,
        entries,
        patterns,
        duplicates,
        duplicated: null,
        ties,
        shadowed: null,
        shadowedDisallows: null,
        found: { duplicates: null, ties: null, shadowed: null, shadowedDisallows: null },
      };
      if (known !== undefined) known.push(result);
      else analysed.set(key, [result]);
    }
    const entries = result.entries;
    if (entries.length < 2) continue;
    if (leftOut) left = true;
    const duplicates = result.duplicates;
    // A duplicate Allow is no finding where Allow is not read at all.
    if (doDuplicates) result.found.duplicates = addAll(f, DUPLICATE, result, duplicates, result.found.duplicates, all, withAllow, isAllow);
    if (doTies) result.found.ties = addAll(f, TIE, result, result.ties, result.found.ties, longest, longest, isAllow);
    if ((doShadowed || doShadowedDisallows) && result.duplicated === null) {
      const duplicated = new Uint8Array(entries.length);
      for (let i = 0; i < duplicates.length; i += 2) duplicated[duplicates[i]] = 1;
      result.duplicated = duplicated;
    }
    if (doShadowed) {
      const shadowed = (result.shadowed ??= findShadowed(ctx, result, null, result.duplicated!, keyEnd, isAllow));
      result.found.shadowed = addAll(f, SHADOWED, result, shadowed, result.found.shadowed, first, first, isAllow);
    }
    if (doShadowedDisallows) {
      if (result.shadowedDisallows === null) {
        const disallows: number[] = [];
        for (let i = 0; i < entries.length; i++) if (isAllow[entries[i]] === 0) disallows.push(i);
        result.shadowedDisallows = findShadowed(ctx, result, disallows, result.duplicated!, keyEnd, isAllow);
      }
      result.found.shadowedDisallows = addAll(f, SHADOWED, result, result.shadowedDisallows, result.found.shadowedDisallows, firstNoAllow, firstNoAllow, isAllow);
    }
  }
  return left;
}


/**
 * Reports the findings as `ctx.report` would (engines picked among the asked ones, hidden
 * when none is; findings with the same engines share their list), in one loop without a
 * call a finding: most files have few, a file of thousands of repeated rules has thousands,
 * mostly before the JIT has compiled this. In the report's order (`compareDiagnostics`): by
 * line number (a finding spans its line's key and value, so its line orders it), a line's
 * findings by code, and those of one code in the order found (they are linked newest first;
 * most lines have one). The lint's sort then finds nothing to do: in the order found (lines
 * by their first finding, the ties after the duplicates) the 500 KiB bench file's 7,843
 * findings took it 38,324 comparisons. A compact run reports `RuleFinding`s.
 */
function report(ctx: LintContext, f: Findings): void {
  const lines = ctx.doc.lines;
  const out = ctx.out;
  const compact = ctx.compact;
  // The rows' arrays in locals: read several times a finding, mostly before the JIT has compiled this.
  const rowCode = f.code;
  const rowLine = f.line;
  const rowBy = f.by;
  const rowMask = f.mask;
  const rowNext = f.next;
  const byLine = f.byLine;
  const lineCount = f.lines;
  // The lines in ascending order (a numeric sort of the typed array, built in).
  const order = f.order.subarray(0, lineCount).sort();
  // The asked engines of each mask (at most 2⁶ masks; filled when first met).
  const picked: (EngineId[] | undefined)[] = [];
  let hidden = 0;
  // As rows (no object a finding): at most `f.count` of them, cut to those shown at the end.
  const rows = compact === "rows" ? new RuleRows(f.count) : null;
  // The index of each mask's engine list in `rows.engineLists`.
  const listOf: (number | undefined)[] = [];
  let shown = 0;
  // A line's rows when it has more than one, in the report's order: by code, then as found
  // (in a typed array with its own length: no array grown or emptied a line).
  const list = new Int32Array(f.count);
  let listLength = 0;
  for (let k = 0, j = 0; k < lineCount || j < listLength; ) {
    // The next row: the line's next one in `list`, else the next line's first.
    let r: number;
    if (j < listLength) r = list[j++];
    else {
      r = byLine[order[k]];
      listLength = j = 0;
      if (rowNext[r] >= 0) {
        // Linked newest first: into `list` oldest first, then sorted by code (stable).
        for (let o = r; o >= 0; o = rowNext[o]) listLength++;
        for (let o = r, at = listLength - 1; o >= 0; o = rowNext[o]) list[at--] = o;
        for (let a = 1; a < listLength; a++) {
          const row = list[a];
          let b = a - 1;
          for (; b >= 0 && CODE_RANK[rowCode[list[b]]] > CODE_RANK[rowCode[row]]; b--) list[b + 1] = list[b];
          list[b + 1] = row;
        }
        r = list[j++];
      }
      k++;
    }
    const mask = rowMask[r];
    let engines = picked[mask];
    if (engines === undefined) engines = picked[mask] = ctx.pick(enginesOf(mask));
    if (engines.length === 0) {
      hidden++;
      continue;
    }
    const line = lines[rowLine[r] - 1];
    const by = lines[rowBy[r] - 1];
    const codeIndex = rowCode[r];
    const code = CODES[codeIndex];
    const from = line.keyFrom;
    const to = line.valueTo > line.keyTo ? line.valueTo : line.keyTo;
    // A duplicate changes nothing; the other two leave a rule that never decides.
    const severity = codeIndex === DUPLICATE ? "info" : "warning";
    const byText = by.valueText ?? "";
    const pattern = byText.length > 200 ? byText.slice(0, 200) : byText;
    const eol = line.eol;
    const edit = eol !== "" ? null : ctx.deleteLine(line);
    const editFrom = edit === null ? line.from : edit.from;
    const editTo = edit === null ? line.to + eol.length : edit.to;
    if (rows !== null) {
      const at = shown++;
      rows.spans[at * 3] = from;
      rows.spans[at * 3 + 1] = to;
      rows.spans[at * 3 + 2] = line.number;
      rows.reach[at * 2] = editFrom < from ? editFrom : from;
      rows.reach[at * 2 + 1] = editTo > to ? editTo : to;
      if (to - from > rows.longest) rows.longest = to - from;
      rows.code[at] = codeIndex;
      let e = listOf[mask];
      if (e === undefined) e = listOf[mask] = rows.engineLists.push(engines) - 1;
      rows.engines[at] = e;
      rows.by[at] = by.number;
      rows.patterns[at] = pattern;
      rows.edit[at * 2] = editFrom;
      rows.edit[at * 2 + 1] = editTo;
      continue;
    }
    if (compact) {
      out.push(new RuleFinding(from, to, line.number, severity, code, engines, by.number, pattern, editFrom, editTo));
      continue;
    }
    out.push({
      from,
      to,
      line: line.number,
      severity,
      code,
      params: { by: by.number, pattern },
      engines,
      fixes: [{ code, params: {}, edits: [{ from: editFrom, to: editTo, insert: "" }] }],
    });
  }
  ctx.hidden += hidden;
  if (rows !== null && shown > 0) {
    rows.count = shown;
    ctx.rows = rows;
  }
}

/**
 * Same kind, same pattern written the same way, later line: reported against the first such
 * line. Fills `ties`: under longest match a Disallow never decides when an Allow (the first
 * one, before or after it) has the same pattern.
 */
function findDuplicates(ctx: LintContext, entries: Int32Array, patterns: string[], isAllow: Uint8Array, ties: Pairs): Pairs {
  // Each pattern's slot: its first Allow and first Disallow line (0: none yet); typed arrays
  // at their largest size, no push an entry.
  const firstAllow = new Int32Array(entries.length);
  const slotOf = new Int32Array(entries.length);
  const duplicates = duplicatesOf(ctx, entries, patterns, isAllow, firstAllow, slotOf);
  findTies(entries, isAllow, firstAllow, slotOf, ties);
  return duplicates;
}

/**
 * `findDuplicates`' loop, which returns as soon as it ends: code after a loop the JIT compiled
 * while it ran has never run, and its first run throws the compiled code away.
 */
function duplicatesOf(ctx: LintContext, entries: Int32Array, patterns: string[], isAllow: Uint8Array, firstAllow: Int32Array, slotOf: Int32Array): Pairs {
  const lines = ctx.doc.lines;
  // Patterns as written: the same pattern is the same text (no comparison a duplicate).
  const asWritten = ctx.patternsAsWritten;
  const byPattern = new Map<string, number>();
  const firstDisallow = new Int32Array(entries.length);
  let slots = 0;
  const duplicates: Pairs = [];
  // One step an entry, counted once for the loop (no global update an entry).
  reachabilityWork.steps += entries.length;
  for (let i = 0; i < entries.length; i++) {
    const n = entries[i];
    const pattern = patterns[i];
    let slot = byPattern.get(pattern);
    if (slot === undefined) {
      slot = slots++;
      byPattern.set(pattern, slot);
    }
    slotOf[i] = slot;
    const allow = isAllow[n] === 1;
    const by = allow ? firstAllow[slot] : firstDisallow[slot];
    if (by === 0) {
      if (allow) firstAllow[slot] = n;
      else firstDisallow[slot] = n;
    }
    // Only a line written the same: `/Löschen/` after `/L%C3%B6schen/` is one rule to Google,
    // but a file writes both on purpose for crawlers that compare the text as written.
    else if (asWritten || lines[by - 1].valueText === lines[n - 1].valueText) duplicates.push(i, by);
  }
  return duplicates;
}

/** Fills `ties` (see `findDuplicates`); a loop of its own, compiled apart from the one before it. */
function findTies(entries: Int32Array, isAllow: Uint8Array, firstAllow: Int32Array, slotOf: Int32Array, ties: Pairs): void {
  reachabilityWork.steps += entries.length;
  for (let i = 0; i < entries.length; i++) {
    if (isAllow[entries[i]] === 1) continue;
    const by = firstAllow[slotOf[i]];
    if (by !== 0) ties.push(i, by);
  }
}

/**
 * Under first match a rule never decides when an earlier wildcard-free rule is a prefix of
 * its literal start: the earliest such rule decides every URL the later one matches.
 * `among`: the indexes of the entries to read (null: all).
 */
function findShadowed(ctx: LintContext, result: GroupResult, among: number[] | null, duplicated: Uint8Array, keyEnd: Int32Array, isAllow: Uint8Array): Pairs {
  const entries = result.entries;
  literalEnds(entries, result.patterns, keyEnd);
  const found = findAllShadowed(entries, result.patterns, among, duplicated, keyEnd, ctx.asciiCodes(), ctx.doc.lines);
  // A rule shadowed by one of its own kind changes no verdict: the earlier rule decides the same.
  const kept: Pairs = [];
  for (let i = 0; i < found.length; i += 2) {
    if (isAllow[entries[found[i]]] !== isAllow[found[i + 1]]) kept.push(found[i], found[i + 1]);
  }
  return kept;
}

/** Notes where each entry's literal start ends (`keyEnd`, by line number; -1: not yet), once a line. */
function literalEnds(entries: Int32Array, patterns: string[], keyEnd: Int32Array): void {
  for (let i = 0; i < entries.length; i++) {
    const n = entries[i];
    if (keyEnd[n] >= 0) continue;
    // literalEnd (pattern.ts) written out: no call a rule.
    const pattern = patterns[i];
    const star = pattern.indexOf("*");
    const dollar = pattern.indexOf("$");
    keyEnd[n] = star < 0 ? (dollar < 0 ? pattern.length : dollar) : dollar < 0 || star < dollar ? star : dollar;
  }
}

/**
 * For each rooted entry, the earliest wildcard-free rooted rule (other than itself) whose
 * pattern is a prefix of the entry's literal start, when it is earlier than the entry. One
 * pass in line order: only a rule on an earlier line can shadow an entry, so the table of
 * literal patterns by hash (31·h + c, in 32 bits) holds every candidate when the entry is
 * reached. The entry's literal start is hashed one character at a time, looking the table up
 * only at lengths some literal pattern has; a literal entry's last hash is its table key.
 * Work: one step a character of each literal pattern, and of each other literal start up to
 * the longest literal pattern; no sort, no pairs. `codes`: the text's character codes when
 * every pattern is its line's value as written (then read there, without a call a character).
 */
function findAllShadowed(entries: Int32Array, patterns: string[], among: number[] | null, duplicated: Uint8Array, keyEnd: Int32Array, codes: Uint8Array | null, lines: readonly Line[]): Pairs {
  const shadowed: Pairs = [];
  const count = among === null ? entries.length : among.length;
  let maxLength = 0;
  for (let j = 0; j < count; j++) {
    const p = patterns[among === null ? j : among[j]];
    if (p.length > maxLength) maxLength = p.length;
  }
  const table = new LiteralTable(maxLength, count);
  let longest = 0;
  // The steps, added to `reachabilityWork` once at the end.
  let steps = 0;
  for (let j = 0; j < count; j++) {
    const i = among === null ? j : among[j];
    // A duplicate is no finding here, and its pattern, written the same as an earlier entry's
    // of its kind (among these entries too), is in the table already when literal.
    if (duplicated[i] === 1) continue;
    const n = entries[i];
    const p = patterns[i];
    // The literal start is p[0, keyEnd).
    const keyLength = keyEnd[n];
    if (keyLength === 0 || p[0] !== "/") continue;
    const isLiteral = keyLength === p.length;
    // A literal start shorter than every literal pattern so far has none of them as a prefix:
    // nothing to probe, and nothing to hash unless it is a literal pattern itself (`/*/…`,
    // `/a/*.pdf$` where the literal patterns are paths like `/a/123/`).
    if (!isLiteral && keyLength < table.shortest) continue;
    // Probed up to the longest literal pattern so far; a literal pattern hashed whole.
    const probeEnd = keyLength < longest ? keyLength : longest;
    const end = isLiteral ? keyLength : probeEnd;
    steps += isLiteral ? keyLength : probeEnd + 1;
    const earliest = codes !== null ? table.probeCodes(codes, lines[n - 1].valueFrom, end, probeEnd, p) : table.probeText(end, probeEnd, p);
    if (earliest !== 0) shadowed.push(i, earliest);
    if (isLiteral && table.add(p, n) && keyLength > longest) longest = keyLength;
  }
  reachabilityWork.steps += steps;
  return shadowed;
}

/**
 * The literal patterns of a shadowing search, by their hash (31·h + c, in 32 bits): a chain
 * of rows per hash, each with the earliest line of its pattern. `lengths[n]` is 1 when some
 * literal pattern is n characters long; `hashes[h & mask]` is 1 when some literal pattern's
 * hash h has those low bits (a table of 8 to 16 slots an entry, so most probes stop there,
 * before the map). The probes are small methods of one class: they run once per rule,
 * and the JIT compiles small functions long before it compiles a long loop's.
 */
class LiteralTable {
  private readonly heads = new Map<number, number>();
  private readonly pattern: string[] = [];
  private readonly line: number[] = [];
  private readonly next: number[] = [];
  private readonly lengths: Uint8Array;
  private readonly hashes: Uint8Array;
  private readonly mask: number;
  /** The hash of the last text probed, whole. */
  private hash = 0;
  /** The length of the shortest literal pattern in the table (more than any when none). */
  shortest: number;

  constructor(maxLength: number, count: number) {
    this.lengths = new Uint8Array(maxLength + 1);
    this.mask = (1 << Math.max(6, Math.ceil(Math.log2(count * 8)))) - 1;
    this.hashes = new Uint8Array(this.mask + 1);
    this.shortest = maxLength + 1;
  }

  /**
   * The earliest line of a literal pattern `p` starts with, probed at lengths up to
   * `probeEnd` (0: none), hashing `p[0, end)` read from the text's codes at `at`.
   */
  probeCodes(codes: Uint8Array, at: number, end: number, probeEnd: number, p: string): number {
    const lengths = this.lengths;
    const hashes = this.hashes;
    const mask = this.mask;
    let earliest = 0;
    let h = 0;
    let k = 0;
    // Three loops, so that each character costs only what it needs: hashed alone below the
    // shortest literal pattern's length (no lookup can match there), hashed and looked up
    // to `probeEnd`, hashed alone after it (a literal pattern's rest, for its table key).
    const quiet = probeEnd < this.shortest ? probeEnd : this.shortest - 1;
    for (; k < quiet; k++) h = (h & 0xfffff) * 31 + codes[at + k];
    while (k < probeEnd) {
      h = (h & 0xfffff) * 31 + codes[at + k];
      k++;
      if (lengths[k] !== 1 || hashes[h & mask] !== 1) continue;
      const line = this.lineOf(h, k, p);
      if (line !== 0 && (earliest === 0 || line < earliest)) earliest = line;
    }
    for (; k < end; k++) h = (h & 0xfffff) * 31 + codes[at + k];
    this.hash = h;
    return earliest;
  }

  /** `probeCodes` reading `p` itself. */
  probeText(end: number, probeEnd: number, p: string): number {
    const lengths = this.lengths;
    const hashes = this.hashes;
    const mask = this.mask;
    let earliest = 0;
    let h = 0;
    let k = 0;
    const quiet = probeEnd < this.shortest ? probeEnd : this.shortest - 1;
    for (; k < quiet; k++) h = (h & 0xfffff) * 31 + p.charCodeAt(k);
    while (k < probeEnd) {
      h = (h & 0xfffff) * 31 + p.charCodeAt(k);
      k++;
      if (lengths[k] !== 1 || hashes[h & mask] !== 1) continue;
      const line = this.lineOf(h, k, p);
      if (line !== 0 && (earliest === 0 || line < earliest)) earliest = line;
    }
    for (; k < end; k++) h = (h & 0xfffff) * 31 + p.charCodeAt(k);
    this.hash = h;
    return earliest;
  }

  /** The earliest line of the literal pattern of hash `h` and length `k` that `p` starts with (0: none). */
  private lineOf(h: number, k: number, p: string): number {
    for (let lit = this.heads.get(h) ?? -1; lit >= 0; lit = this.next[lit]) {
      if (this.pattern[lit].length === k && p.startsWith(this.pattern[lit])) return this.line[lit];
    }
    return 0;
  }

  /** Adds the literal pattern `p` of line `n`, just probed whole; false when it is in the table already. */
  add(p: string, n: number): boolean {
    const h = this.hash;
    const head = this.heads.get(h) ?? -1;
    let lit = head;
    while (lit >= 0 && this.pattern[lit] !== p) lit = this.next[lit];
    if (lit >= 0) return false;
    this.heads.set(h, this.pattern.length);
    this.pattern.push(p);
    this.line.push(n);
    this.next.push(head);
    this.lengths[p.length] = 1;
    if (p.length < this.shortest) this.shortest = p.length;
    this.hashes[h & this.mask] = 1;
    return true;
  }
}
