/** What `npm run lighthouse` reads from a run's trace and report (scripts/lighthouse-trace.mjs). */
import { describe, it, expect } from "vitest";
import { blocking, scriptsBeforePaint, type TraceEvent } from "../scripts/lighthouse-trace.mjs";

const PAGE = 10;
const MAIN = 1;

/** A trace of the page's main thread: its name, the parse, a first paint at 1 s and `tasks` (ms). */
function trace(tasks: { at: number; wall: number; cpu: number; tid?: number }[]): TraceEvent[] {
  return [
    { name: "thread_name", ph: "M", pid: 9, tid: MAIN, ts: 0, args: { name: "CrRendererMain" } },
    { name: "thread_name", ph: "M", pid: PAGE, tid: MAIN, ts: 0, args: { name: "CrRendererMain" } },
    { name: "ParseHTML", ph: "X", pid: PAGE, tid: MAIN, ts: 500, dur: 100 },
    { name: "firstContentfulPaint", ph: "R", pid: PAGE, tid: MAIN, ts: 1_000_000 },
    ...tasks.map((t) => ({ name: "RunTask", ph: "X", pid: PAGE, tid: t.tid ?? MAIN, ts: 1_000_000 + t.at * 1000, dur: t.wall * 1000, tdur: t.cpu * 1000 })),
  ];
}

describe("blocking", () => {
  it("sums the tasks after the first paint past 50 ms at the slowdown, on wall and on CPU time", () => {
    const made = blocking(trace([{ at: -5, wall: 40, cpu: 40 }, { at: 10, wall: 30, cpu: 10 }, { at: 60, wall: 20, cpu: 15 }, { at: 90, wall: 5, cpu: 5 }]), 4)!;
    expect(made.tasks.map((t) => t.at)).toEqual([10, 60, 90]);
    // Wall: 4×30−50 = 70, 4×20−50 = 30, 4×5 < 50. CPU: 4×10 < 50, 4×15−50 = 10.
    expect(made.wall).toBe(100);
    expect(made.cpu).toBe(10);
    expect(blocking(trace([{ at: 10, wall: 30, cpu: 10 }]), 8)!.cpu).toBe(30);
  });

  it("counts the page's main thread alone, and says null without one or without a first paint", () => {
    expect(blocking(trace([{ at: 10, wall: 30, cpu: 30, tid: 2 }]), 4)!.tasks).toEqual([]);
    expect(blocking(trace([]).filter((e) => e.name !== "ParseHTML"), 4)).toBeNull();
    expect(blocking(trace([]).filter((e) => e.name !== "firstContentfulPaint"), 4)).toBeNull();
  });
});

describe("scriptsBeforePaint", () => {
  const report = (requests: object[]) => ({
    audits: { metrics: { details: { items: [{ observedFirstContentfulPaint: 200 }] } }, "network-requests": { details: { items: requests } } },
  });

  it("lists the scripts fetched at high priority that finished before the observed first paint", () => {
    const found = scriptsBeforePaint(
      report([
        { url: "/index.html", resourceType: "Document", priority: "VeryHigh", networkEndTime: 50, transferSize: 9000 },
        { url: "/a.js", resourceType: "Script", priority: "High", networkEndTime: 150, transferSize: 70000 },
        { url: "/b.js", resourceType: "Script", priority: "High", networkEndTime: 250, transferSize: 60000 },
        { url: "/c.js", resourceType: "Script", priority: "Low", networkEndTime: 100, transferSize: 1000 },
      ]),
    );
    expect(found).toEqual([{ url: "/a.js", bytes: 70000 }]);
  });

  it("finds none in a report without the observed paint", () => {
    expect(scriptsBeforePaint({ audits: {} })).toEqual([]);
  });
});
