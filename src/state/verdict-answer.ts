/** A verdict query, its answer, and the answer worked out in the calling thread (small files, and the fallback when the worker fails). */
import { explainPreferences, type Preferences } from "../core/prefs";
import type { EngineId } from "../core/types";
import { computeVerdict, type Verdict } from "../core/verdict";
import { namedLines, verdictLines } from "../workers/verdict-protocol";
import { selectDoc } from "./store";

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
  /** The usage preferences that go with the verdict (null when the URL could not be read). */
  preferences: Preferences | null;
}

/** The verdict of a query worked out here, in the calling thread. */
export function answerHere(q: VerdictQuery): VerdictAnswer {
  const doc = selectDoc(q.text);
  const verdict = computeVerdict(doc, q.url, q.userAgent, q.engine, q.origin);
  const lines = new Map(verdict.ok ? namedLines(doc, verdictLines(verdict.result)) : []);
  const preferences = verdict.ok ? explainPreferences(doc, verdict.result) : null;
  return { verdict, lineText: (n) => lines.get(n) ?? "", preferences };
}

