/**
 * Messages between the page and the verdict worker, which works out the tested URL's verdict
 * for large files off the main thread (parse, compile of the chosen groups, explain).
 */
import type { Preferences } from "../core/prefs.ts";
import type { EngineId, MatchResult, RobotsTxt } from "../core/types.ts";

/** A verdict, or why there is none: the URL input could not be read (as the store's `Verdict`). */
export type WorkerVerdict =
  | { ok: true; result: MatchResult }
  | { ok: false; code: string; params: Record<string, string | number | boolean> };

export interface VerdictRequest {
  id: number;
  /** Identifies the text; the worker keeps the last one, so it is sent only when it changes. */
  textId: number;
  /** The text, when the worker may not have it (a new textId). */
  text?: string;
  url: string;
  userAgent: string;
  /** The engine chosen by hand, or null for the crawler's own. */
  engine: EngineId | null;
  origin: string;
}

export type VerdictReply =
  | {
      id: number;
      textId: number;
      verdict: WorkerVerdict;
      /** The text of each line the verdict names (deciding rule, group user-agent lines). */
      lines: [number, string][];
      /** The usage preferences that go with the verdict (null when the URL could not be read). */
      preferences: Preferences | null;
    }
  /** The worker does not hold the text of `textId` (it restarted): send it again. */
  | { id: number; textId: number; missingText: true };

/** The lines whose text the Test panel shows for a verdict: the deciding rule, the group's user-agent lines. */
export function verdictLines(result: MatchResult): number[] {
  const lines = result.group.groups.flatMap((g) => g.agentLines);
  if (result.rule) lines.push(result.rule.line);
  return lines;
}

/** The text of each of the lines (1-based numbers) of a document. */
export function namedLines(doc: RobotsTxt, lineNumbers: Iterable<number>): [number, string][] {
  const out: [number, string][] = [];
  for (const n of new Set(lineNumbers)) {
    const l = doc.lines[n - 1];
    if (l) out.push([n, doc.text.slice(l.from, l.to)]);
  }
  return out;
}
