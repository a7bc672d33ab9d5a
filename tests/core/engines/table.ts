/**
 * The shape shared by the engine tables: a case is (robots.txt, agent, URL, verdict, deciding
 * line), optionally with the assumption code the verdict must carry.
 */
import { expect } from "vitest";
import { matchUrl, parseRobotsTxt, type EngineId } from "../../../src/core/index.ts";

export type Verdict = "allowed" | "disallowed";

/** One row of an engine table. */
export interface Case {
  robots: string;
  agent: string;
  url: string;
  verdict: Verdict;
  line: number | null;
  /** An assumption code the verdict must carry (the fact is M or L in engines.md). */
  assumes?: string;
}

/** Joins lines of a robots.txt with LF. */
export const lines = (...ls: string[]) => ls.join("\n");

/** Builds a row. */
export const c = (robots: string, agent: string, url: string, verdict: Verdict, line: number | null, assumes?: string): Case =>
  assumes ? { robots, agent, url, verdict, line, assumes } : { robots, agent, url, verdict, line };

/** The test name template of a row. */
export const NAME = "$url is $verdict for $agent (line $line)";

/** A checker asserting (with `isAssumptionFree`, also that rows naming none carry no assumption) a row's verdict, deciding line and assumption under one engine. */
export function checker(engine: EngineId, opts: { isAssumptionFree?: boolean } = {}): (row: Case) => void {
  return ({ robots, agent, url, verdict, line, assumes }) => {
    const r = matchUrl(parseRobotsTxt(robots), { url, userAgent: agent, engine });
    expect({ verdict: r.allowed ? "allowed" : "disallowed", line: r.rule?.line ?? null }).toEqual({ verdict, line });
    if (assumes) expect(r.assumptions.map((a) => a.code)).toContain(assumes);
    // A row with no assumption named rests on documented facts only.
    else if (opts.isAssumptionFree) expect(r.assumptions.filter((a) => a.code !== "assume-crawler-engine")).toEqual([]);
  };
}
