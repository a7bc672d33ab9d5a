/**
 * Messages between the page and the panel worker, which works out what the Findings panel's
 * impact summary and the Compare tab's grid show for large files, off the main thread: each
 * compiles the file for several crawlers and engines (on a 20,000-rule file, 320–450 ms of the
 * page's main thread in one task, after compiles were shared between crawlers).
 */
import { impactSummary, type ImpactSummary } from "../core/impact.ts";
import { explainPreferences, type Preferences } from "../core/prefs.ts";
import type { EngineId, RobotsTxt } from "../core/types.ts";
import { computeVerdict } from "../core/verdict.ts";
import type { WorkerVerdict } from "./verdict-protocol.ts";

/** One cell of the Compare grid: a URL for an agent under an engine. */
export interface GridCell {
  url: string;
  userAgent: string;
  engine: EngineId;
  origin: string;
}

/** What a panel asks for: the impact summary of the text, or the verdicts of grid cells. */
export type PanelQuestion = { kind: "impact" } | { kind: "grid"; cells: GridCell[] };

export type PanelRequest = PanelQuestion & {
  id: number;
  /** Identifies the text; the worker keeps the last one, so it is sent only when it changes. */
  textId: number;
  /** The text, when the worker may not have it (a new textId). */
  text?: string;
};

export type PanelAnswer =
  | { kind: "impact"; impact: ImpactSummary }
  /** Per cell: its verdict, and the usage preferences in force with it (null when the URL could not be read). */
  | { kind: "grid"; verdicts: WorkerVerdict[]; preferences: (Preferences | null)[] };

export type PanelReply =
  | (PanelAnswer & { id: number; textId: number })
  /** The worker holds another text than `textId` (a newer one came, or it restarted). */
  | { id: number; textId: number; missingText: true };

/** The answer to a panel's question about a parsed file (the worker's, and the page's for small files). */
export function answerPanel(doc: RobotsTxt, question: PanelQuestion): PanelAnswer {
  if (question.kind === "impact") return { kind: "impact", impact: impactSummary(doc) };
  const verdicts = question.cells.map((c) => computeVerdict(doc, c.url, c.userAgent, c.engine, c.origin));
  return { kind: "grid", verdicts, preferences: verdicts.map((v) => (v.ok ? explainPreferences(doc, v.result) : null)) };
}
