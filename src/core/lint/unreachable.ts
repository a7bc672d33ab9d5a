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
import { groupLines, type GroupingMode } from "../groups.ts";
import type { EngineId, Line } from "../types.ts";
import type { LintContext } from "./context.ts";
import { normalizePattern } from "./pattern.ts";

/** Steps taken by the analysis (hash lookups, sort comparisons, stack moves), for tests. */
export const reachabilityWork = { steps: 0 };

/** How a family of engines reads groups and rules. */
interface Reading {
  engines: readonly EngineId[];
  grouping: GroupingMode;
  /** Only exact keys with a colon are read (every engine but Google). */
  isStrict: boolean;
  precedence: "longest" | "first";
  hasAllow: boolean;
}

/** The readings of engines.md §0, one per distinct combination. */
const READINGS: readonly Reading[] = [
  { engines: ["google"], grouping: "google", isStrict: false, precedence: "longest", hasAllow: true },
  { engines: ["bing", "rfc9309"], grouping: "google", isStrict: true, precedence: "longest", hasAllow: true },
  { engines: ["yandex"], grouping: "records", isStrict: true, precedence: "longest", hasAllow: true },
  { engines: ["yandex-classic"], grouping: "records", isStrict: true, precedence: "first", hasAllow: true },
  { engines: ["original"], grouping: "records", isStrict: true, precedence: "first", hasAllow: false },
];

type Code = "duplicate-rule" | "disallow-tied-with-allow" | "shadowed-rule";

interface Finding {
  code: Code;
  line: Line;
  by: Line;
  engines: Set<EngineId>;
}

interface Entry {
  line: Line;
  pattern: string;
  /** The pattern up to its first `*` or `$`. */
  key: string;
  /** The pattern has no `*` and no `$`: it matches exactly the paths starting with it. */
  isLiteral: boolean;
}

function isStrictlyRead(line: Line): boolean {
  return line.keyMatch === "exact" && !line.isMissingColon;
}

/** Reports the rules that never decide, for each asked engine. */
export function checkReachability(ctx: LintContext): void {
  const findings = new Map<string, Finding>();
  const normalized = new Map<Line, string>();
  const patternOf = (line: Line): string => {
    let p = normalized.get(line);
    if (p === undefined) {
      p = normalizePattern(line.value?.text ?? "");
      normalized.set(line, p);
    }
    return p;
  };
  const add = (code: Code, line: Line, by: Line, engines: EngineId[]): void => {
    const id = code + ":" + line.number + ":" + by.number;
    const found = findings.get(id);
    if (found) for (const e of engines) found.engines.add(e);
    else findings.set(id, { code, line, by, engines: new Set(engines) });
  };
  for (const reading of READINGS) {
    const engines = ctx.pick(reading.engines);
    if (engines.length === 0) continue;
    const groups = groupLines(ctx.doc, reading.grouping, reading.isStrict ? isStrictlyRead : undefined);
    for (const group of groups) {
      const entries: Entry[] = [];
      for (const line of group.rules) {
        if (!line.value || line.value.text === "") continue;
        if (!reading.hasAllow && line.directive === "allow") continue;
        const pattern = patternOf(line);
        let end = 0;
        while (end < pattern.length && pattern.charCodeAt(end) !== 0x2a && pattern.charCodeAt(end) !== 0x24) end++;
        entries.push({ line, pattern, key: pattern.slice(0, end), isLiteral: end === pattern.length });
      }
      if (entries.length < 2) continue;
      const duplicates = findDuplicates(entries, (e, by) => add("duplicate-rule", e.line, by, engines));
      if (reading.precedence === "longest") {
        findTies(entries, (e, by) => add("disallow-tied-with-allow", e.line, by, engines));
      } else {
        findShadowed(entries, duplicates, (e, by) => add("shadowed-rule", e.line, by, engines));
      }
    }
  }
  for (const f of findings.values()) {
    const line = f.line;
    ctx.report({
      line,
      from: line.key!.from,
      to: Math.max(line.value!.to, line.key!.to),
      severity: "warning",
      code: f.code,
      params: { by: f.by.number, pattern: f.by.value?.text.slice(0, 200) ?? "" },
      concern: [...f.engines],
      fix: [ctx.deleteLine(line)],
    });
  }
}

/** Same kind, same normalized pattern, later line: reported against the first such line. */
function findDuplicates(entries: Entry[], report: (e: Entry, by: Line) => void): Set<Entry> {
  const first = new Map<string, Line>();
  const duplicates = new Set<Entry>();
  for (const e of entries) {
    reachabilityWork.steps++;
    const id = e.line.directive + " " + e.pattern;
    const by = first.get(id);
    if (by === undefined) first.set(id, e.line);
    else {
      duplicates.add(e);
      report(e, by);
    }
  }
  return duplicates;
}

/** Under longest match a Disallow never decides when an Allow has the same pattern. */
function findTies(entries: Entry[], report: (e: Entry, by: Line) => void): void {
  const allows = new Map<string, Line>();
  for (const e of entries) {
    reachabilityWork.steps++;
    if (e.line.directive === "allow" && !allows.has(e.pattern)) allows.set(e.pattern, e.line);
  }
  for (const e of entries) {
    reachabilityWork.steps++;
    if (e.line.directive !== "disallow") continue;
    const by = allows.get(e.pattern);
    if (by !== undefined) report(e, by);
  }
}

/**
 * Under first match a rule never decides when an earlier wildcard-free rule is a prefix of
 * its literal start. Entries sorted by (literal start, line) put every extension of a prefix
 * right after it, so a stack of the literal prefixes of the current entry, each carrying the
 * earliest line of its chain, answers each entry in amortized constant steps.
 */
function findShadowed(entries: Entry[], duplicates: Set<Entry>, report: (e: Entry, by: Line) => void): void {
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
    if (isShadowed && !duplicates.has(e)) report(e, top.earliest);
    if (e.isLiteral) stack.push({ key: e.key, earliest: isShadowed ? top.earliest : e.line });
  }
}
