/**
 * Rules that can never decide any URL, in the cases that are provable without a URL:
 * an exact duplicate in the same group (the earlier line decides: Google keeps the first rule
 * of equal priority, first-match engines stop at it); a Disallow with the same pattern as an
 * Allow of its group under longest-match (RFC 9309 §2.2.2: Allow wins the tie); and, under
 * first-match, a rule whose every match is already matched by an earlier wildcard-free rule
 * that is a prefix of it. A longer rule covering a shorter one is not a case: under longest
 * match the longer one only wins on longer URLs. Work is near-linear: a hash per group and a
 * sort with a prefix stack, never all pairs.
 */
import { groupLines, groupRole, type GroupingMode } from "../groups.ts";
import { ENGINE_IDS, type EngineId, type Line } from "../types.ts";
import { ENGINES } from "../engines/index.ts";
import type { LintContext } from "./context.ts";
import { literalEnd } from "./pattern.ts";

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

type Code = "duplicate-rule" | "disallow-tied-with-allow" | "shadowed-rule";

interface Finding {
  code: Code;
  line: Line;
  by: Line;
  engines: Set<EngineId>;
}

interface Entry {
  line: Line;
  isAllow: boolean;
  pattern: string;
  /** The pattern up to its first `*` or `$`. */
  key: string;
  /** The pattern has no `*` and no `$`: it matches exactly the paths starting with it. */
  isLiteral: boolean;
}

function isStrictlyRead(line: Line): boolean {
  return line.keyMatch === "exact" && !line.isMissingColon;
}

/** Whether some User-agent, Allow or Disallow line is read by Google only (typo, prefix, no colon). */
function hasLenientLines(ctx: LintContext): boolean {
  for (const line of ctx.doc.lines) {
    if (line.kind === "directive" && groupRole(line) !== null && !isStrictlyRead(line)) return true;
  }
  return false;
}

/** A rule that never decides, and the earlier line that decides instead. */
type Pair = readonly [Entry, Line];

/** What one group's rules yield, whichever engines read them (shared by passes that read the same group). */
interface GroupResult {
  rules: readonly Line[];
  /** The rules with a value, as analysed. */
  entries: Entry[];
  duplicates: Pair[];
  ties: Pair[] | null;
  shadowed: Pair[] | null;
  shadowedDisallows: Pair[] | null;
}

/** Whether two groups hold the same rule lines. */
function sameRules(a: readonly Line[], b: readonly Line[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Reports the rules that never decide, for each asked engine. */
export function checkReachability(ctx: LintContext): void {
  // Findings by line number: a line has at most a few (one per code and deciding line).
  const findings = new Map<number, Finding[]>();
  const add = (code: Code, [entry, by]: Pair, engines: readonly EngineId[]): void => {
    const line = entry.line;
    const list = findings.get(line.number);
    const found = list?.find((f) => f.code === code && f.by === by);
    if (found) for (const e of engines) found.engines.add(e);
    else if (list) list.push({ code, line, by, engines: new Set(engines) });
    else findings.set(line.number, [{ code, line, by, engines: new Set(engines) }]);
  };
  // Engines that read the same groups share one pass: strict and lenient reading coincide
  // when no line depends on Google's leniency.
  const lenient = hasLenientLines(ctx);
  const passes = new Map<string, { grouping: GroupingMode; isStrict: boolean; readings: Reading[] }>();
  // Every engine, not only the asked ones: findings for the others are counted as hidden.
  for (const reading of READINGS) {
    const isStrict = reading.isStrict && lenient;
    const id = reading.grouping + (isStrict ? ":strict" : "");
    const pass = passes.get(id) ?? { grouping: reading.grouping, isStrict, readings: [] };
    pass.readings.push(reading);
    passes.set(id, pass);
  }
  const cache = new Array<Entry | undefined>(ctx.doc.lines.length + 1).fill(undefined);
  // Groups already analysed, by their first rule's line: passes whose groupings agree on a
  // group (the usual case: a file without blank lines inside groups) analyse it once.
  const analysed = new Map<number, GroupResult[]>();
  for (const { grouping, isStrict, readings } of passes.values()) {
    const all = readings.map((r) => r.engine);
    const longest = readings.filter((r) => r.precedence === "longest").map((r) => r.engine);
    const first = readings.filter((r) => r.precedence === "first" && r.hasAllow).map((r) => r.engine);
    const firstNoAllow = readings.filter((r) => r.precedence === "first" && !r.hasAllow).map((r) => r.engine);
    const withAllow = readings.filter((r) => r.hasAllow).map((r) => r.engine);
    for (const group of groupLines(ctx.doc, grouping, isStrict ? isStrictlyRead : undefined)) {
      if (group.rules.length < 2) continue;
      const key = group.rules[0].number;
      let result = analysed.get(key)?.find((r) => sameRules(r.rules, group.rules));
      if (result === undefined) {
        const entries: Entry[] = [];
        for (const line of group.rules) {
          if (!line.value || line.value.text === "") continue;
          let entry = cache[line.number];
          if (entry === undefined) {
            const pattern = ctx.patternOf(line);
            const end = literalEnd(pattern);
            const isAllow = line.directive === "allow";
            entry = { line, isAllow, pattern, key: pattern.slice(0, end), isLiteral: end === pattern.length };
            cache[line.number] = entry;
          }
          entries.push(entry);
        }
        result = { rules: group.rules, entries, duplicates: [], ties: null, shadowed: null, shadowedDisallows: null };
        if (entries.length >= 2) result.duplicates = findDuplicates(entries);
        const list = analysed.get(key);
        if (list) list.push(result);
        else analysed.set(key, [result]);
      }
      const entries = result.entries;
      if (entries.length < 2) continue;
      const duplicated = new Set(result.duplicates.map(([e]) => e));
      // A duplicate Allow is no finding where Allow is not read at all.
      for (const pair of result.duplicates) add("duplicate-rule", pair, pair[0].isAllow ? withAllow : all);
      if (longest.length > 0) {
        result.ties ??= findTies(entries);
        for (const pair of result.ties) add("disallow-tied-with-allow", pair, longest);
      }
      if (first.length > 0) {
        result.shadowed ??= findShadowed(entries, duplicated);
        for (const pair of result.shadowed) add("shadowed-rule", pair, first);
      }
      if (firstNoAllow.length > 0) {
        result.shadowedDisallows ??= findShadowed(entries.filter((e) => !e.isAllow), duplicated);
        for (const pair of result.shadowedDisallows) add("shadowed-rule", pair, firstNoAllow);
      }
    }
  }
  for (const list of findings.values()) {
    for (const f of list) {
      const line = f.line;
      ctx.report({
        line,
        from: line.key!.from,
        to: Math.max(line.value!.to, line.key!.to),
        // A duplicate changes nothing; the other two leave a rule that never decides.
        severity: f.code === "duplicate-rule" ? "info" : "warning",
        code: f.code,
        params: { by: f.by.number, pattern: f.by.value?.text.slice(0, 200) ?? "" },
        concern: [...f.engines],
        fix: [ctx.deleteLine(line)],
      });
    }
  }
}

/** Same kind, same pattern written the same way, later line: reported against the first such line. */
function findDuplicates(entries: Entry[]): Pair[] {
  const firstAllow = new Map<string, Line>();
  const firstDisallow = new Map<string, Line>();
  const duplicates: Pair[] = [];
  for (const e of entries) {
    reachabilityWork.steps++;
    const first = e.isAllow ? firstAllow : firstDisallow;
    const by = first.get(e.pattern);
    if (by === undefined) first.set(e.pattern, e.line);
    // Only a line written the same: `/Löschen/` after `/L%C3%B6schen/` is one rule to Google,
    // but a file writes both on purpose for crawlers that compare the text as written.
    else if (by.value?.text === e.line.value?.text) duplicates.push([e, by]);
  }
  return duplicates;
}

/** Under longest match a Disallow never decides when an Allow has the same pattern. */
function findTies(entries: Entry[]): Pair[] {
  const allows = new Map<string, Line>();
  const ties: Pair[] = [];
  for (const e of entries) {
    reachabilityWork.steps++;
    if (e.isAllow && !allows.has(e.pattern)) allows.set(e.pattern, e.line);
  }
  if (allows.size === 0) return ties;
  for (const e of entries) {
    reachabilityWork.steps++;
    if (e.isAllow) continue;
    const by = allows.get(e.pattern);
    if (by !== undefined) ties.push([e, by]);
  }
  return ties;
}

/**
 * Under first match a rule never decides when an earlier wildcard-free rule is a prefix of
 * its literal start. Entries sorted by (literal start, line) put every extension of a prefix
 * right after it, so a stack of the literal prefixes of the current entry, each carrying the
 * earliest line of its chain, answers each entry in amortized constant steps.
 */
function findShadowed(entries: Entry[], duplicates: ReadonlySet<Entry>): Pair[] {
  const found = findAllShadowed(entries, duplicates);
  // A rule shadowed by one of its own kind changes no verdict: the earlier rule decides the same.
  return found.filter(([e, by]) => e.isAllow !== (by.directive === "allow"));
}

function findAllShadowed(entries: Entry[], duplicates: ReadonlySet<Entry>): Pair[] {
  const shadowed: Pair[] = [];
  const rooted = entries.filter((e) => e.pattern.charCodeAt(0) === 0x2f);
  rooted.sort((a, b) => {
    reachabilityWork.steps++;
    if (a.key < b.key) return -1;
    if (a.key > b.key) return 1;
    return a.line.number - b.line.number;
  });
  const stack: { key: string; earliest: Line }[] = [];
  for (const e of rooted) {
    while (stack.length > 0 && !e.key.startsWith(stack[stack.length - 1].key)) {
      reachabilityWork.steps++;
      stack.pop();
    }
    reachabilityWork.steps++;
    const top = stack.length > 0 ? stack[stack.length - 1] : null;
    const isShadowed = top !== null && top.earliest.number < e.line.number;
    if (isShadowed && !duplicates.has(e)) shadowed.push([e, top.earliest]);
    if (e.isLiteral) stack.push({ key: e.key, earliest: isShadowed ? top.earliest : e.line });
  }
  return shadowed;
}
