/** Deciding: the rule that decides a path under an engine's precedence, from the index's candidates. */
import type { Engine } from "../engines/index.ts";
import { matchCompiled, type StepCounter } from "../pattern.ts";
import type { RuleIndex } from "./rule-index.ts";
import type { IRule } from "./rules.ts";

export interface Decision {
  allowed: boolean;
  rule: IRule | null;
  candidates: IRule[];
  tie: boolean;
}

export function decide(engine: Engine, index: RuleIndex, path: string, collect: boolean, counter?: StepCounter): Decision {
  const candidates: IRule[] = [];
  let bestAllow: IRule | null = null;
  let bestDisallow: IRule | null = null;
  let first: IRule | null = null;
  const longest = engine.precedence === "longest";
  index.forEachCandidate(
    path,
    (r) => {
      if (longest) {
        const best = r.effect === "allow" ? bestAllow : bestDisallow;
        // Only a rule that could beat the best of its kind needs the full match, unless explaining.
        if (!collect && best && (best.priority > r.priority || (best.priority === r.priority && best.order < r.order))) return;
      } else if (!collect && first && first.order < r.order) return;
      if (!matchCompiled(path, r.compiled, counter)) return;
      if (collect) candidates.push(r);
      if (longest) {
        if (r.effect === "allow") {
          if (!bestAllow || r.priority > bestAllow.priority || (r.priority === bestAllow.priority && r.order < bestAllow.order)) bestAllow = r;
        } else if (!bestDisallow || r.priority > bestDisallow.priority || (r.priority === bestDisallow.priority && r.order < bestDisallow.order)) {
          bestDisallow = r;
        }
      } else if (!first || r.order < first.order) first = r;
    },
    counter,
  );
  if (!longest) {
    const f = first as IRule | null;
    return { allowed: !f || f.effect === "allow", rule: f, candidates, tie: false };
  }
  const a = bestAllow as IRule | null;
  const d = bestDisallow as IRule | null;
  const ap = a ? a.priority : -1;
  const dp = d ? d.priority : -1;
  if (engine.isGoogleLibrary) {
    // Google: disallowed only by a strictly longer, non-empty Disallow; the deciding line is
    // the Disallow when strictly longer, else the Allow (an empty Disallow may be reported).
    return { allowed: !(dp > ap && dp > 0), rule: dp > ap ? d : a, candidates, tie: a !== null && d !== null && ap === dp };
  }
  if (dp > ap) return { allowed: false, rule: d, candidates, tie: false };
  return { allowed: true, rule: a, candidates, tie: a !== null && d !== null && ap === dp };
}
