/** What `npm run lighthouse` reads from a run's trace and report (scripts/lighthouse-trace.mjs). */
import { describe, it, expect } from "vitest";
import { beside, blocking, fontWaitsBeforePaint, scriptsBeforePaint, type TraceEvent } from "../scripts/lighthouse-trace.mjs";

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

describe("beside", () => {
  /** The page's trace with a GPU process and a browser process, each with the thread named. */
  function withProcesses(extra: TraceEvent[]): TraceEvent[] {
    return [
      ...trace([{ at: 100, wall: 30, cpu: 20 }, { at: 990, wall: 40, cpu: 40 }, { at: 1200, wall: 10, cpu: 10 }]),
      { name: "process_name", ph: "M", pid: 20, tid: 0, ts: 0, args: { name: "GPU Process" } },
      { name: "thread_name", ph: "M", pid: 20, tid: 5, ts: 0, args: { name: "VizCompositorThread" } },
      { name: "process_name", ph: "M", pid: 30, tid: 0, ts: 0, args: { name: "Browser" } },
      { name: "thread_name", ph: "M", pid: 30, tid: 1, ts: 0, args: { name: "CrBrowserMain" } },
      ...extra,
    ];
  }
  const task = (pid: number, tid: number, at: number, wall: number, cpu: number): TraceEvent => ({ name: "RunTask", ph: "X", pid, tid, ts: 1_000_000 + at * 1000, dur: wall * 1000, tdur: cpu * 1000 });

  it("sums the CPU of the page's main thread, the GPU compositor and the browser's main thread in the second after the first paint", () => {
    const made = beside(withProcesses([task(20, 5, -10, 20, 10), task(20, 5, 500, 6, 6), task(30, 1, 200, 8, 4), task(30, 2, 200, 50, 50), task(30, 1, 1500, 9, 9)]))!;
    // The page: 20 + the first quarter of the task at 990 ms (40 × 10/40); not the one at 1200.
    expect(made.page).toBeCloseTo(30);
    // The compositor: half of the task straddling the paint (10 × 10/20), and 6.
    expect(made.compositor).toBeCloseTo(11);
    // The browser's main thread only (not its other thread), inside the window.
    expect(made.browser).toBeCloseTo(4);
  });

  it("counts nothing for a process the trace lacks, and says null without the page's first paint", () => {
    expect(beside(trace([{ at: 100, wall: 30, cpu: 20 }]))).toEqual({ page: 20, compositor: 0, browser: 0 });
    expect(beside(trace([]).filter((e) => e.name !== "firstContentfulPaint"))).toBeNull();
  });
});

describe("fontWaitsBeforePaint", () => {
  const call = (name: string, at: number, wall: number, tid = MAIN): TraceEvent => ({ name, ph: "X", pid: PAGE, tid, ts: 1_000_000 + at * 1000, dur: wall * 1000 });

  it("sums the page's font calls before the first paint, a call nested in another once", () => {
    const made = fontWaitsBeforePaint([
      ...trace([]),
      call("FontDataManager::onMatchFamilyStyle", -300, 8),
      call("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike", -280, 110),
      // Inside the call before it: not counted again.
      call("FontCache::FallbackFontForCharacter", -250, 20),
      // Another thread, another kind of event, and after the paint: none of them.
      call("FontDataManager::onMatchFamilyStyle", -200, 50, 2),
      call("Layout", -150, 40),
      call("FontDataManager::onMatchFamilyStyle", 10, 30),
    ])!;
    expect(made).toEqual({ total: 118, calls: 2, longest: 110 });
  });

  it("finds no call in a trace without the fonts category, and says null without a first paint", () => {
    expect(fontWaitsBeforePaint(trace([]))).toEqual({ total: 0, calls: 0, longest: 0 });
    expect(fontWaitsBeforePaint(trace([]).filter((e) => e.name !== "firstContentfulPaint"))).toBeNull();
  });
});
