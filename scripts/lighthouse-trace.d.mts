/** Types of scripts/lighthouse-trace.mjs (tests/lighthouse-trace.test.ts). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; [key: string]: unknown };
}
export interface Blocking {
  tasks: { at: number; wall: number; cpu: number }[];
  wall: number;
  cpu: number;
}
export function blocking(traceEvents: TraceEvent[], slowdown: number): Blocking | null;
export function scriptsBeforePaint(report: unknown): { url: string; bytes: number }[];
export function beside(traceEvents: TraceEvent[], windowMs?: number): { page: number; compositor: number; browser: number } | null;
export function fontWaitsBeforePaint(traceEvents: TraceEvent[]): { total: number; calls: number; longest: number } | null;
