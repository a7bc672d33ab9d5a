/**
 * Why two engines reach different verdicts on the same URL (docs/engines.md §11): one of them
 * ignores the file for its size or always allows /robots.txt, they pick different groups, one
 * takes the first matching line and the other the longest, one cannot read the deciding rule
 * (wildcards, Allow), or they simply stop at different lines. Codes and parameters only; the
 * Compare panel words them (`ui.cmp.why.*`).
 */
import { getEngine } from "./engines/index.ts";
import type { Engine } from "./engines/engine.ts";
import type { EngineId, MatchResult } from "./types.ts";

/** Which side of a comparison a fact is about: the crawler's own reading, or the other engine. */
export type Side = "own" | "other";

/** The group a verdict used: none, the `*` group, or a named token's group (first line). */
export type GroupUsed = { kind: "none" } | { kind: "global"; line: number } | { kind: "token"; token: string; line: number };

/** Why `other` disagrees with `own`: a code and its parameters. */
export type Disagreement =
  /** `side` ignores a file over `bytes` bytes, so it allows everything. */
  | { code: "size"; side: Side; bytes: number }
  /** `side` always allows /robots.txt itself. */
  | { code: "robots-txt"; side: Side }
  /** The two read different groups. */
  | { code: "group"; own: GroupUsed; other: GroupUsed }
  /** `first` takes the first matching line (`firstLine`), the other side the longest (`longestLine`); 0: none. */
  | { code: "first-vs-longest"; first: Side; firstLine: number; longestLine: number }
  /** `side` has no wildcards: the rule on `line` (`pattern`), which decided for the other side, is read literally. */
  | { code: "wildcards"; side: Side; line: number; pattern: string }
  /** `side` has no Allow lines, so the Allow on `line` does not count for it. */
  | { code: "no-allow"; side: Side; line: number }
  /** Both stop at `line` but read its value differently. */
  | { code: "same-line"; line: number }
  /** They stop at different lines (0: no line decided). */
  | { code: "lines"; ownLine: number; otherLine: number };

function groupUsed(result: MatchResult): GroupUsed {
  const g = result.group;
  if (g.groups.length === 0) return { kind: "none" };
  const token = g.tokenUsed ?? "*";
  const line = g.groups[0].fromLine;
  return token === "*" ? { kind: "global", line } : { kind: "token", token, line };
}

function sameGroups(a: MatchResult, b: MatchResult): boolean {
  const la = a.group.groups.map((g) => g.fromLine).join(",");
  const lb = b.group.groups.map((g) => g.fromLine).join(",");
  return la === lb;
}

function hasWildcard(pattern: string): boolean {
  return pattern.includes("*") || pattern.includes("$");
}

/**
 * Why `other` (another engine's verdict) differs from `own` (the crawler's own reading). The
 * first reason that applies, in this order: size limit, /robots.txt, group, precedence, a rule
 * one side cannot read (wildcards, Allow), then the deciding lines. Meant for verdicts that
 * disagree; for two that agree it still names a difference of lines. `engineOf` gives each
 * verdict's engine data (the registry's; tests pass engines it does not hold).
 */
export function explainDisagreement(own: MatchResult, other: MatchResult, engineOf: (id: EngineId) => Engine = getEngine): Disagreement {
  const eOwn = engineOf(own.engine);
  const eOther = engineOf(other.engine);
  // The other side is looked at first: its reason is what the reader asks about.
  const sides = [
    { side: "other", r: other, e: eOther },
    { side: "own", r: own, e: eOwn },
  ] as const;
  for (const { side, r } of sides) {
    if (r.reason.code === "file-ignored-size") return { code: "size", side, bytes: r.sizeLimit?.bytes ?? 0 };
    if (r.reason.code === "robots-txt-always-allowed") return { code: "robots-txt", side };
  }
  if (!sameGroups(own, other)) return { code: "group", own: groupUsed(own), other: groupUsed(other) };
  if (eOwn.precedence !== eOther.precedence) {
    const [first, longest] = eOwn.precedence === "first" ? [sides[1], sides[0]] : [sides[0], sides[1]];
    return { code: "first-vs-longest", first: first.side, firstLine: first.r.rule?.line ?? 0, longestLine: longest.r.rule?.line ?? 0 };
  }
  // A rule that decided for one side which the other side cannot read: the own reading's rule
  // against the other engine, then the other's rule against the own engine.
  for (const [rule, { side, e }] of [
    [own.rule, sides[0]],
    [other.rule, sides[1]],
  ] as const) {
    if (rule && !e.wildcards && hasWildcard(rule.pattern)) return { code: "wildcards", side, line: rule.line, pattern: rule.pattern };
    if (rule && rule.kind === "allow" && !e.hasAllow) return { code: "no-allow", side, line: rule.line };
  }
  if (own.rule && other.rule && own.rule.line === other.rule.line) return { code: "same-line", line: own.rule.line };
  return { code: "lines", ownLine: own.rule?.line ?? 0, otherLine: other.rule?.line ?? 0 };
}

/** One reason shared by several engines of a row, with those engines in column order. */
export interface SharedDisagreement {
  reason: Disagreement;
  engines: EngineId[];
}

/** A key of a reason: equal keys, equal reasons (every reason is built with its fields in one order). */
export function disagreementKey(d: Disagreement): string {
  return JSON.stringify(d);
}

/**
 * For each verdict of a row (one crawler, every engine), why it disagrees with the crawler's
 * own reading, or null where it agrees (or either verdict is missing). Engines that disagree
 * for the same reason share one `SharedDisagreement`, so they can be named together.
 */
export function explainRow(own: MatchResult | null, cells: readonly (MatchResult | null)[]): (SharedDisagreement | null)[] {
  const out: (SharedDisagreement | null)[] = cells.map(() => null);
  if (own === null) return out;
  const shared = new Map<string, SharedDisagreement>();
  cells.forEach((cell, i) => {
    if (cell === null || cell.allowed === own.allowed) return;
    const reason = explainDisagreement(own, cell);
    const key = disagreementKey(reason);
    let entry = shared.get(key);
    if (!entry) {
      entry = { reason, engines: [] };
      shared.set(key, entry);
    }
    entry.engines.push(cell.engine);
    out[i] = entry;
  });
  return out;
}
