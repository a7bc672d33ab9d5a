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
  const lines = ctx.doc.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.kind === "directive" && groupRole(line) !== null && !isStrictlyRead(line)) return true;
  }
  return false;
}

/** A rule that never decides, and the earlier line that decides instead. */
type Pair = readonly [Entry, Line];

/** The first Allow and the first Disallow of a group with one pattern. */
interface Slot {
  allow: Line | null;
  disallow: Line | null;
}

/** What one group's rules yield, whichever engines read them (shared by passes that read the same group). */
interface GroupResult {
  rules: readonly Line[];
  /** The rules with a value, as analysed. */
  entries: Entry[];
  /** The slot of each entry's pattern in this group (same index as `entries`). */
  slots: Slot[];
  duplicates: Pair[];
  duplicated: Set<Entry> | null;
  ties: Pair[] | null;
  shadowed: Pair[] | null;
  shadowedDisallows: Pair[] | null;
  /** The finding each pair was added to by the first pass that read the group (null: none yet). */
  found: { duplicates: (Found | null)[]; ties: (Found | null)[]; shadowed: (Found | null)[]; shadowedDisallows: (Found | null)[] };
}

/** Whether two groups hold the same rule lines. */
function sameRules(a: readonly Line[], b: readonly Line[]): boolean {
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

interface Found {
  code: Code;
  line: Line;
  by: Line;
  /** The engines it concerns, as bits. */
  mask: number;
  /** The next finding of the same line, if any. */
  next: Found | null;
}

/** Reports the rules that never decide, for each asked engine. */
export function checkReachability(ctx: LintContext): void {
  const lineCount = ctx.doc.lines.length;
  // Findings by line number (a line has at most a few: one per code and deciding line), and
  // the line numbers in the order they were first found (the report keeps that order).
  const byLine = new Array<Found | null>(lineCount + 1).fill(null);
  const order: number[] = [];
  const add = (code: Code, pair: Pair, mask: number): Found | null => {
    if (mask === 0) return null;
    const line = pair[0].line;
    const by = pair[1];
    const n = line.number;
    let f = byLine[n];
    if (f === null) order.push(n);
    for (; f !== null; f = f.next) {
      if (f.code === code && f.by === by) {
        f.mask |= mask;
        return f;
      }
    }
    return (byLine[n] = { code, line, by, mask, next: byLine[n] });
  };
  /**
   * Adds a group's pairs under one code. A group analysed for an earlier pass already holds
   * each pair's finding: the masks are merged into it directly (what `add` would find).
   */
  const addAll = (code: Code, pairs: readonly Pair[], found: (Found | null)[], mask: number, allowMask: number): void => {
    const known = found.length === pairs.length;
    for (let i = 0; i < pairs.length; i++) {
      const pair = pairs[i];
      const m = pair[0].isAllow ? allowMask : mask;
      if (known) {
        const f = found[i];
        if (f !== null) {
          f.mask |= m;
          continue;
        }
        found[i] = add(code, pair, m);
      } else found.push(add(code, pair, m));
    }
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
  const cache = new Array<Entry | undefined>(lineCount + 1).fill(undefined);
  // Groups already analysed, by their first rule's line: passes whose groupings agree on a
  // group (the usual case: a file without blank lines inside groups) analyse it once.
  const analysed = new Map<number, GroupResult[]>();
  for (const { grouping, isStrict, readings } of passes.values()) {
    const all = maskOf(readings.map((r) => r.engine));
    const longest = maskOf(readings.filter((r) => r.precedence === "longest").map((r) => r.engine));
    const first = maskOf(readings.filter((r) => r.precedence === "first" && r.hasAllow).map((r) => r.engine));
    const firstNoAllow = maskOf(readings.filter((r) => r.precedence === "first" && !r.hasAllow).map((r) => r.engine));
    const withAllow = maskOf(readings.filter((r) => r.hasAllow).map((r) => r.engine));
    const groups = isStrict ? groupLines(ctx.doc, grouping, isStrictlyRead) : ctx.groupsOf(grouping);
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g];
      if (group.rules.length < 2) continue;
      const key = group.rules[0].number;
      let result = analysed.get(key)?.find((r) => sameRules(r.rules, group.rules));
      if (result === undefined) {
        const entries: Entry[] = [];
        const rules = group.rules;
        for (let i = 0; i < rules.length; i++) {
          const line = rules[i];
          if (!line.value || line.value.text === "") continue;
          let entry = cache[line.number];
          if (entry === undefined) {
            const pattern = ctx.patternOf(line);
            const end = literalEnd(pattern);
            const isLiteral = end === pattern.length;
            entry = { line, isAllow: line.directive === "allow", pattern, key: isLiteral ? pattern : pattern.slice(0, end), isLiteral };
            cache[line.number] = entry;
          }
          entries.push(entry);
        }
        const slots: Slot[] = [];
        const duplicates = entries.length >= 2 ? findDuplicates(entries, slots) : [];
        result = {
          rules: group.rules,
          entries,
          slots,
          duplicates,
          duplicated: null,
          ties: null,
          shadowed: null,
          shadowedDisallows: null,
          found: { duplicates: [], ties: [], shadowed: [], shadowedDisallows: [] },
        };
        const list = analysed.get(key);
        if (list) list.push(result);
        else analysed.set(key, [result]);
      }
      const entries = result.entries;
      if (entries.length < 2) continue;
      // Plain indexed loops here and below: they run once per rule, mostly before the JIT
      // has compiled them, where iterators, destructuring and callbacks cost the most.
      const duplicates = result.duplicates;
      // A duplicate Allow is no finding where Allow is not read at all.
      addAll("duplicate-rule", duplicates, result.found.duplicates, all, withAllow);
      if (longest !== 0) {
        const ties = (result.ties ??= findTies(entries, result.slots));
        addAll("disallow-tied-with-allow", ties, result.found.ties, longest, longest);
      }
      if ((first !== 0 || firstNoAllow !== 0) && result.duplicated === null) {
        result.duplicated = new Set();
        for (let i = 0; i < duplicates.length; i++) result.duplicated.add(duplicates[i][0]);
      }
      if (first !== 0) {
        const shadowed = (result.shadowed ??= findShadowed(entries, result.duplicated!));
        addAll("shadowed-rule", shadowed, result.found.shadowed, first, first);
      }
      if (firstNoAllow !== 0) {
        const shadowed = (result.shadowedDisallows ??= findShadowed(
          entries.filter((e) => !e.isAllow),
          result.duplicated!,
        ));
        addAll("shadowed-rule", shadowed, result.found.shadowedDisallows, firstNoAllow, firstNoAllow);
      }
    }
  }
  for (let k = 0; k < order.length; k++) {
    // The line's findings in the order they were found (the list holds them newest first;
    // most lines have one).
    const head = byLine[order[k]]!;
    if (head.next === null) reportFound(ctx, head);
    else {
      const list: Found[] = [];
      for (let f: Found | null = head; f !== null; f = f.next) list.push(f);
      for (let i = list.length - 1; i >= 0; i--) reportFound(ctx, list[i]);
    }
  }
}

function reportFound(ctx: LintContext, f: Found): void {
  const line = f.line;
  ctx.report({
    line,
    from: line.key!.from,
    to: Math.max(line.value!.to, line.key!.to),
    // A duplicate changes nothing; the other two leave a rule that never decides.
    severity: f.code === "duplicate-rule" ? "info" : "warning",
    code: f.code,
    params: { by: f.by.number, pattern: f.by.value?.text.slice(0, 200) ?? "" },
    concern: enginesOf(f.mask),
    fix: [ctx.deleteLine(line)],
  });
}

/**
 * Same kind, same pattern written the same way, later line: reported against the first such
 * line. Fills `slots` with each entry's pattern slot (the first Allow and Disallow of it).
 */
function findDuplicates(entries: Entry[], slots: Slot[]): Pair[] {
  const byPattern = new Map<string, Slot>();
  const duplicates: Pair[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    reachabilityWork.steps++;
    let slot = byPattern.get(e.pattern);
    if (slot === undefined) {
      slot = { allow: null, disallow: null };
      byPattern.set(e.pattern, slot);
    }
    slots.push(slot);
    const by = e.isAllow ? slot.allow : slot.disallow;
    if (by === null) {
      if (e.isAllow) slot.allow = e.line;
      else slot.disallow = e.line;
    }
    // Only a line written the same: `/Löschen/` after `/L%C3%B6schen/` is one rule to Google,
    // but a file writes both on purpose for crawlers that compare the text as written.
    else if (by.value?.text === e.line.value?.text) duplicates.push([e, by]);
  }
  return duplicates;
}

/** Under longest match a Disallow never decides when an Allow has the same pattern. */
function findTies(entries: Entry[], slots: Slot[]): Pair[] {
  const ties: Pair[] = [];
  for (let i = 0; i < entries.length; i++) {
    reachabilityWork.steps++;
    const e = entries[i];
    const by = slots[i].allow;
    if (!e.isAllow && by !== null) ties.push([e, by]);
  }
  return ties;
}

/**
 * Under first match a rule never decides when an earlier wildcard-free rule is a prefix of
 * its literal start: the earliest such rule decides every URL the later one matches.
 */
function findShadowed(entries: Entry[], duplicates: ReadonlySet<Entry>): Pair[] {
  const found = findAllShadowed(entries, duplicates);
  // A rule shadowed by one of its own kind changes no verdict: the earlier rule decides the same.
  const kept: Pair[] = [];
  for (let i = 0; i < found.length; i++) {
    const pair = found[i];
    if (pair[0].isAllow !== (pair[1].directive === "allow")) kept.push(pair);
  }
  return kept;
}

/** A wildcard-free rooted rule, as a prefix other rules can start with. */
interface Literal {
  pattern: string;
  /** The earliest line with this pattern. */
  line: Line;
  /** Another literal whose pattern has the same hash. */
  next: Literal | null;
}

/**
 * For each rooted entry, the earliest wildcard-free rooted rule (other than itself) whose
 * pattern is a prefix of the entry's literal start, when it is earlier than the entry. The
 * literal patterns go into a table by hash (31·h + c, in 32 bits); each literal start is then hashed one character
 * at a time, looking the table up only at lengths some literal pattern has. Work: one step a
 * character of each literal start (up to the longest literal pattern), no sort, no pairs.
 */
function findAllShadowed(entries: Entry[], duplicates: ReadonlySet<Entry>): Pair[] {
  const shadowed: Pair[] = [];
  const literals = new Map<number, Literal>();
  let longest = 0;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (!e.isLiteral || e.pattern.charCodeAt(0) !== 0x2f) continue;
    const p = e.pattern;
    let h = 0;
    for (let k = 0; k < p.length; k++) h = (Math.imul(h, 31) + p.charCodeAt(k)) | 0;
    reachabilityWork.steps += p.length;
    let lit = literals.get(h) ?? null;
    while (lit !== null && lit.pattern !== p) lit = lit.next;
    if (lit === null) literals.set(h, { pattern: p, line: e.line, next: literals.get(h) ?? null });
    if (p.length > longest) longest = p.length;
  }
  if (literals.size === 0) return shadowed;
  // lengths[n] is 1 when some literal pattern is n characters long; hashes[h & mask] is 1 when
  // some literal pattern's hash h has those low bits (a table of 8 to 16 slots a pattern,
  // so most probes stop there, before the map).
  const lengths = new Uint8Array(longest + 1);
  const mask = (1 << Math.max(6, Math.ceil(Math.log2(literals.size * 8)))) - 1;
  const hashes = new Uint8Array(mask + 1);
  literals.forEach((head, h) => {
    hashes[h & mask] = 1;
    for (let l: Literal | null = head; l !== null; l = l.next) lengths[l.pattern.length] = 1;
  });
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const key = e.key;
    if (key.charCodeAt(0) !== 0x2f) continue;
    let earliest: Line | null = null;
    const end = Math.min(key.length, longest);
    reachabilityWork.steps += end + 1;
    let h = 0;
    for (let k = 0; k < end; k++) {
      // The rolling hash written out (no call a character: this loop mostly runs before the JIT).
      h = (Math.imul(h, 31) + key.charCodeAt(k)) | 0;
      if (lengths[k + 1] !== 1 || hashes[h & mask] !== 1) continue;
      for (let lit = literals.get(h) ?? null; lit !== null; lit = lit.next) {
        // The earliest line of a literal pattern: the entry itself when it is that line.
        if (lit.pattern.length === k + 1 && lit.line !== e.line && key.startsWith(lit.pattern)) {
          if (earliest === null || lit.line.number < earliest.number) earliest = lit.line;
          break;
        }
      }
    }
    if (earliest !== null && earliest.number < e.line.number && !duplicates.has(e)) shadowed.push([e, earliest]);
  }
  return shadowed;
}
