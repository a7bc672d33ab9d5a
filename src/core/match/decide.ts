/** Deciding: the rule that decides a path under an engine's precedence, from the index's candidates. */
import type { Engine } from "../engines/index.ts";
import { matchAfterPrefix, matchCompiled, type StepCounter } from "../pattern.ts";
import { KNOWN_MATCH, KNOWN_NOTHING, type CandidateSink, type CandidateSource } from "./rule-index.ts";
import type { IRule } from "./rules.ts";

export interface Decision {
  allowed: boolean;
  rule: IRule | null;
  candidates: IRule[];
  tie: boolean;
}

/** Collects the rules that match a path and keeps the best of each effect (or the first). */
class Decider implements CandidateSink {
  floor = -Infinity;
  candidates: IRule[] = [];
  bestAllow: IRule | null = null;
  bestDisallow: IRule | null = null;
  first: IRule | null = null;
  path = "";
  longest = true;
  collect = false;
  counter: StepCounter | undefined = undefined;
  /** The verdict, once settled. */
  allowed = true;
  rule: IRule | null = null;
  tie = false;

  /** Makes the decider ready for a path (one object serves every quick decision). */
  reset(path: string, longest: boolean, collect: boolean, counter: StepCounter | undefined): this {
    this.floor = -Infinity;
    this.candidates = collect ? [] : NO_CANDIDATES;
    this.bestAllow = this.bestDisallow = this.first = this.rule = null;
    this.path = path;
    this.longest = longest;
    this.collect = collect;
    this.counter = counter;
    return this;
  }

  take(r: IRule, known: number): void {
    const { collect, longest } = this;
    if (longest) {
      const best = r.effect === "allow" ? this.bestAllow : this.bestDisallow;
      // Only a rule that could beat the best of its kind needs the full match, unless explaining.
      if (!collect && best && (best.priority > r.priority || (best.priority === r.priority && best.order < r.order))) return;
    } else if (!collect && this.first && this.first.order < r.order) return;
    if (known === KNOWN_NOTHING) {
      if (!matchCompiled(this.path, r, this.counter)) return;
    } else if (known !== KNOWN_MATCH && !matchAfterPrefix(this.path, r, known, this.counter)) return;
    if (collect) this.candidates.push(r);
    if (longest) {
      if (r.effect === "allow") {
        const a = this.bestAllow;
        if (!a || r.priority > a.priority || (r.priority === a.priority && r.order < a.order)) this.bestAllow = r;
      } else {
        const d = this.bestDisallow;
        if (!d || r.priority > d.priority || (r.priority === d.priority && r.order < d.order)) this.bestDisallow = r;
      }
      // A rule of lower priority than the best so far (of either effect) cannot change the
      // verdict or the deciding rule: the index may skip it unless every match is wanted.
      if (!collect && r.rank > this.floor) this.floor = r.rank;
    } else if (!this.first || r.order < this.first.order) {
      this.first = r;
      // Under first match, a later rule (ranked lower) cannot decide.
      if (!collect) this.floor = r.rank;
    }
  }
}

/** Never written to: the candidates of a quick decision (only explaining collects them). */
const NO_CANDIDATES: IRule[] = [];
/** The decider quick decisions reuse (matching is synchronous and never re-entered). */
const quick = new Decider();

/** Settles the verdict of a decider that has seen every candidate into its `allowed`, `rule` and `tie`. */
function settle(engine: Engine, sink: Decider): void {
  if (!sink.longest) {
    const f = sink.first;
    sink.allowed = !f || f.effect === "allow";
    sink.rule = f;
    sink.tie = false;
    return;
  }
  const a = sink.bestAllow;
  const d = sink.bestDisallow;
  const ap = a ? a.priority : -1;
  const dp = d ? d.priority : -1;
  // Google: disallowed only by a strictly longer, non-empty Disallow; the deciding line is
  // the Disallow when strictly longer, else the Allow (an empty Disallow may be reported).
  // Others: disallowed by a strictly longer Disallow.
  sink.allowed = engine.isGoogleLibrary ? !(dp > ap && dp > 0) : !(dp > ap);
  sink.rule = dp > ap ? d : a;
  sink.tie = a !== null && d !== null && ap === dp;
}

/**
 * Decides a path, answering only the verdict and the deciding line: nothing is allocated but
 * the answer.
 */
export function decideQuick(engine: Engine, index: CandidateSource, path: string, counter?: StepCounter): { allowed: boolean; line: number | null } {
  const sink = quick.reset(path, engine.precedence === "longest", false, counter);
  index.scan(path, sink, counter);
  settle(engine, sink);
  const verdict = { allowed: sink.allowed, line: sink.rule ? sink.rule.line : null };
  sink.reset("", true, false, undefined);
  return verdict;
}

/** Decides a path; with `collect`, every matching rule is gathered too (for explaining). */
export function decide(engine: Engine, index: CandidateSource, path: string, collect: boolean, counter?: StepCounter): Decision {
  const sink = collect ? new Decider() : quick;
  sink.reset(path, engine.precedence === "longest", collect, counter);
  index.scan(path, sink, counter);
  settle(engine, sink);
  const decision = { allowed: sink.allowed, rule: sink.rule, candidates: sink.candidates, tie: sink.tie };
  sink.reset("", true, false, undefined);
  return decision;
}
