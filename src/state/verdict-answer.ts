/** A verdict query, its answer, and the answer worked out in the calling thread (small files, and the fallback when the worker fails). */
import type { Preferences } from "../core/prefs";
import type { EngineId, RobotsTxt } from "../core/types";
import { computeVerdict, type Verdict } from "../core/verdict";
import { namedLines, verdictLines } from "../workers/verdict-protocol";
import { selectDoc } from "./parsed-docs";

/** What a verdict is asked for. */
export interface VerdictQuery {
  text: string;
  url: string;
  userAgent: string;
  engine: EngineId | null;
  origin: string;
}

/** A verdict with the text of the lines it names. */
export interface VerdictAnswer {
  verdict: Verdict;
  /** The text of a line the verdict names (the deciding rule, the group's user-agent lines). */
  lineText(line: number): string;
  /**
   * The usage preferences that go with the verdict, when worked out with it (by the worker);
   * otherwise the panel works them out from `doc`.
   */
  preferences: Preferences | null;
  /** The parsed draft, when the verdict was worked out in the page. */
  doc?: RobotsTxt;
}

/** The verdict of a query worked out here, in the calling thread. */
export function answerHere(q: VerdictQuery): VerdictAnswer {
  const doc = selectDoc(q.text);
  const verdict = computeVerdict(doc, q.url, q.userAgent, q.engine, q.origin);
  const lines = new Map(verdict.ok ? namedLines(doc, verdictLines(verdict.result)) : []);
  // The preferences are left to the panel (their code loads after the first screen).
  return { verdict, lineText: (n) => lines.get(n) ?? "", preferences: null, doc };
}

