/** What the trace tools (`keystroke-trace.ts`, `startup-trace.ts`) read from Chromium: trace events, CPU profile nodes. */
import type { CDPSession } from "@playwright/test";

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** Ends the tracing started on `cdp` and returns its events. */
export async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((ok) => cdp.once("Tracing.tracingComplete", () => ok()));
  await cdp.send("Tracing.end");
  await done;
  return events;
}
