/**
 * Rule building: the chosen groups' Allow/Disallow lines as an engine compares them (empty
 * values, percent-normalisation, rule length for longest match, Google's derived index.html
 * rule), deduplicated, and the path form each engine compares rules with.
 */
import type { Engine } from "../engines/index.ts";
import {
  compilePattern,
  escapePatternGoogle,
  normalizeDraft1996,
  normalizeRfc9309Path,
  normalizeRfc9309Rule,
  type CompiledPattern,
} from "../pattern.ts";
import type { RuleRef } from "../types.ts";
import type { ReadGroup, ReadLine } from "./reading.ts";

/**
 * A rule ready for matching, its pattern compiled in the same object (one object a rule: a
 * candidate costs one memory read fewer, and the compile allocates less). Every rule has every
 * field, so all rules share one hidden class.
 */
export interface IRule extends RuleRef, CompiledPattern {
  order: number;
  /** What the rule does when it matches (an empty classic-Yandex Allow disallows all). */
  effect: "allow" | "disallow";
  /** For Google's derived `index.html` rule: the order of the rule it came from. */
  originOrder: number | undefined;
  /**
   * The index's order of trial, highest first: the priority under longest match, the file
   * order reversed under first match.
   */
  rank: number;
  /** Position in the index's stamp array. */
  slot: number;
  /** Later rules with the same effect and pattern: they never decide, so only this one is indexed. */
  duplicates: IRule[] | undefined;
}

/** Keeps the first of rules with the same effect and normalized pattern; later ones hang off it. */
export function dedupeRules(rules: IRule[]): IRule[] {
  // One map per effect and derivation, keyed by the normalized pattern itself (a string the
  // reading keeps, so its hash is computed once), not by a new string per rule.
  const first = [new Map<string, IRule>(), new Map<string, IRule>(), new Map<string, IRule>(), new Map<string, IRule>()];
  const kept: IRule[] = [];
  for (const r of rules) {
    const byKey = first[(r.effect === "allow" ? 1 : 0) + (r.derived ? 2 : 0)];
    const f = byKey.get(r.normalized);
    if (f) (f.duplicates ??= []).push(r);
    else {
      byKey.set(r.normalized, r);
      kept.push(r);
    }
  }
  return kept;
}

export function normalizeFor(engine: Engine, s: string): string {
  switch (engine.encoding) {
    case "google":
      return escapePatternGoogle(s);
    case "rfc9309":
      return normalizeRfc9309Rule(s);
    case "draft1996":
      return normalizeDraft1996(s);
  }
}

/**
 * A rule's length for longest match. Where every rule implicitly ends in `*` (Yandex), a
 * written trailing `*` or `*$` adds nothing: `/page*` is as long as `/page`.
 */
function ruleLength(engine: Engine, normalized: string): number {
  if (!engine.isTrailingStarImplicit || !engine.wildcards) return normalized.length;
  let end = normalized.length;
  if (end >= 2 && normalized.charAt(end - 1) === "$" && normalized.charAt(end - 2) === "*") end--;
  while (end > 0 && normalized.charAt(end - 1) === "*") end--;
  return end;
}

export function buildRules(engine: Engine, chosen: ReadGroup[]): IRule[] {
  const lines: ReadLine[] = [];
  for (const g of chosen) for (const r of g.rules) lines.push(r);
  if (chosen.length > 1) lines.sort((a, b) => a.number - b.number);
  const rules: IRule[] = [];
  for (const r of lines) {
    const kind = r.type === "allow" ? "allow" : "disallow";
    let effect: "allow" | "disallow" = kind;
    let normalized: string;
    if (r.value === "") {
      const mode = kind === "allow" ? engine.emptyAllow : engine.emptyDisallow;
      if (mode === "ignore") continue;
      if (mode === "allow-all") effect = "allow";
      if (mode === "disallow-all") effect = "disallow";
      if (mode === "allow-root") {
        effect = "allow";
        normalized = "/";
      } else normalized = "";
    } else {
      normalized = normalizeFor(engine, r.value);
    }
    const order = rules.length;
    const priority = engine.precedence === "longest" ? ruleLength(engine, normalized) : order;
    rules.push(makeRule(r.number, kind, r.value, normalized, priority, order, compilePattern(normalized, engine.wildcards), effect, engine.precedence === "longest" ? priority : -order, undefined, undefined));
    if (engine.isGoogleLibrary && kind === "allow") {
      // Lenient (Google): "Allow: /dir/index.htm(l)" also allows "/dir/" itself.
      const slash = normalized.lastIndexOf("/");
      if (slash >= 0 && normalized.startsWith("/index.htm", slash)) {
        const derived = normalized.slice(0, slash + 1) + "$";
        rules.push(makeRule(r.number, kind, r.value, derived, derived.length, rules.length, compilePattern(derived, true), "allow", derived.length, "index-html", order));
      }
    }
  }
  return rules;
}

function makeRule(
  line: number,
  kind: "allow" | "disallow",
  pattern: string,
  normalized: string,
  priority: number,
  order: number,
  p: CompiledPattern,
  effect: "allow" | "disallow",
  rank: number,
  derived: "index-html" | undefined,
  originOrder: number | undefined,
): IRule {
  return {
    line,
    kind,
    pattern,
    normalized,
    priority,
    derived,
    order,
    prefix: p.prefix,
    rest: p.rest,
    anchored: p.anchored,
    hasWildcard: p.hasWildcard,
    effect,
    originOrder,
    rank,
    slot: 0,
    duplicates: undefined,
  };
}

export function toRuleRef(r: IRule): RuleRef {
  const ref: RuleRef = { line: r.line, kind: r.kind, pattern: r.pattern, normalized: r.normalized, priority: r.priority };
  if (r.derived) ref.derived = r.derived;
  return ref;
}

export function comparedPath(engine: Engine, path: string): string {
  if (engine.encoding === "google") return path;
  if (engine.encoding === "rfc9309") return normalizeRfc9309Path(path);
  return normalizeFor(engine, path);
}
