/**
 * Where the first load's main-thread time goes (`npx tsx bench/startup-trace.ts [dist]`): the
 * built app (the real build's chunks: `vite build --outDir <dist>` first, default
 * /tmp/fl-dist) opened cold in a fresh headless Chromium page with Lighthouse's mobile screen
 * (412×823, DPR 1.75) and no CPU throttling, as Lighthouse's simulated throttling observes it,
 * traced for STARTUP_MS (default 5000). Prints every main-thread task of 3 ms or more (CPU
 * time), what it was (script evaluated, function called, frame), its inner work by kind
 * (script, style, layout, paint, parse, GC) and its hottest functions (sampled), then the sums
 * by kind and by script URL. Lighthouse multiplies each task by 4: a task of 12 ms here is a
 * long task (50 ms) there. RUNS (default 1) repeats the load in fresh pages; the per-task list
 * is printed for the first only. TRACE_CSS adds a stylesheet as the page is parsed (an
 * experiment: what a style costs; e.g. one font weight and size for everything, to see what the
 * fonts' first use costs in layout). Each run also prints, after the first paint, the sum
 * Lighthouse's simulation would make of the tasks' wall time (Σ(4×wall − 50), which includes
 * waits such as the font look-ups' calls to the browser process on Linux), and those font
 * calls: how many, their wall time, and the typefaces loaded.
 */
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { serve } from "./serve.ts";
import { collectTrace, type ProfileNode, type TraceEvent } from "./trace.ts";

const dist = resolve(process.argv[2] ?? "/tmp/fl-dist");
const STARTUP_MS = Number(process.env.STARTUP_MS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 1);
const MIN_TASK_MS = Number(process.env.MIN_TASK_MS ?? 3);
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

const KINDS: Record<string, string> = {
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  "V8.Execute": "script",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "V8.CompileCode": "compile",
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  Layerize: "paint",
  ParseHTML: "parse",
  ParseAuthorStyleSheet: "parse",
  MinorGC: "gc",
  MajorGC: "gc",
  "BlinkGC.AtomicPhase": "gc",
};

const file = (url: unknown) => String(url ?? "").split("/").pop() ?? "";

const { server, url } = await serve(dist);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
console.log(`startup trace of ${dist}: ${cpus().length} cores, load ${load()}`);
const totals: number[] = [];
const over50x4: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // TRACE_CSS: a stylesheet added to the page as it is parsed (an experiment: what a style costs).
  if (process.env.TRACE_CSS) {
    await page.addInitScript((css) => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        const style = document.createElement("style");
        style.textContent = css;
        document.head.append(style);
      }, { once: true });
    }, process.env.TRACE_CSS);
  }
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: {
      includedCategories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink.user_timing", "loading", "fonts"],
    },
  });
  await cdp.send("Profiler.start");
  await page.goto(url);
  await page.waitForTimeout(STARTUP_MS);
  // The end of the traced window: stopping the profiler then serialises its profile on the
  // page's main thread (a task of 20-40 ms that is the tool's, not the page's).
  await page.evaluate(() => performance.mark("startup-trace-end"));
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } };
  const events = await collectTrace(cdp);
  await context.close();

  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const isTask = (e: TraceEvent) => e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
  let best = { pid: 0, tid: 0, n: -1 };
  for (const m of mains) {
    const n = events.filter((t) => isTask(t) && t.pid === m.pid && t.tid === m.tid).length;
    if (n > best.n) best = { pid: m.pid, tid: m.tid, n };
  }
  const onMain = (e: TraceEvent) => e.pid === best.pid && e.tid === best.tid;
  const mainEvents = events.filter((e) => onMain(e) && e.ph === "X").sort((a, b) => a.ts - b.ts);
  const windowEnd = events.find((e) => e.name === "startup-trace-end" && onMain(e))?.ts ?? Infinity;
  const top: TraceEvent[] = [];
  let end = -1;
  for (const t of mainEvents) {
    if (!isTask(t) || t.ts >= windowEnd) continue;
    if (t.ts >= end) {
      top.push(t);
      end = t.ts + (t.dur ?? 0);
    }
  }
  const nav = events.find((e) => e.name === "navigationStart" && onMain(e))?.ts ?? events.find((e) => e.name === "navigationStart")?.ts ?? top[0].ts;
  const fcp = events.find((e) => e.name === "firstContentfulPaint")?.ts;
  const lcp = events.filter((e) => e.name === "largestContentfulPaint::Candidate").map((e) => e.ts).pop();
  // Profile samples: time → function (self), with its script.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const times: number[] = [];
  let at = profile.startTime;
  for (const d of profile.timeDeltas) times.push((at += d));
  const fnName = (n: ProfileNode) => `${n.callFrame.functionName || "(anon)"} ${file(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
  const byKind = new Map<string, number>();
  const byUrl = new Map<string, number>();
  let total = 0;
  let blocking = 0;
  let si = 0;
  if (run === 1) console.log(`  FCP ${fcp ? ((fcp - nav) / 1000).toFixed(0) : "?"} ms, last LCP candidate ${lcp ? ((lcp - nav) / 1000).toFixed(0) : "?"} ms (real time)`);
  for (const t of top) {
    const cpu = (t.tdur ?? t.dur ?? 0) / 1000;
    total += cpu;
    if (cpu * 4 > 50) blocking += cpu * 4 - 50;
    const inner = mainEvents.filter((e) => e !== t && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && !isTask(e));
    // Outermost event per kind.
    const kinds = new Map<string, number>();
    const open = new Map<string, number>();
    for (const e of inner) {
      const kind = KINDS[e.name];
      if (!kind) continue;
      if ((open.get(kind) ?? -1) > e.ts) continue;
      open.set(kind, e.ts + (e.dur ?? 0));
      kinds.set(kind, (kinds.get(kind) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
      byKind.set(kind, (byKind.get(kind) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    }
    const fns = new Map<string, number>();
    while (si < times.length && times[si] < t.ts) si++;
    for (let i = si; i < times.length && times[i] <= t.ts + (t.dur ?? 0); i++) {
      const n = nodes.get(profile.samples[i]);
      if (!n) continue;
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      fns.set(fnName(n), (fns.get(fnName(n)) ?? 0) + dt);
      const u = file(n.callFrame.url) || `(${n.callFrame.functionName || "browser"})`;
      byUrl.set(u, (byUrl.get(u) ?? 0) + dt);
    }
    if (run !== 1 || cpu < MIN_TASK_MS) continue;
    const what = inner
      .filter((e) => ["EvaluateScript", "v8.evaluateModule", "FunctionCall", "TimerFire", "FireAnimationFrame", "EventDispatch", "ParseHTML", "HandlePostMessage", "RunMicrotasks"].includes(e.name))
      .slice(0, 4)
      .map((e) => {
        const d = e.args?.data ?? e.args?.beginData ?? {};
        return `${e.name}${d.functionName ? `(${d.functionName})` : ""}${d.type ? `(${d.type})` : ""}${d.url ? `[${file(d.url)}${d.lineNumber !== undefined ? `:${d.lineNumber}` : ""}]` : ""}`;
      });
    const layouts = inner
      .filter((e) => (e.name === "Layout" || e.name === "UpdateLayoutTree") && (e.tdur ?? 0) >= 1000)
      .map((e) => {
        const b = (e.args?.beginData ?? {}) as Record<string, unknown>;
        const d = (e.args as Record<string, unknown> | undefined)?.elementCount;
        return e.name === "Layout"
          ? `Layout ${((e.tdur ?? 0) / 1000).toFixed(1)} (${String(b.dirtyObjects)}/${String(b.totalObjects)}${b.partialLayout ? " partial" : ""}${b.stackTrace ? " forced" : ""})`
          : `Style ${((e.tdur ?? 0) / 1000).toFixed(1)} (${String(d ?? "?")} el)`;
      });
    const kindText = [...kinds].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(", ");
    const fnText = [...fns].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(" | ");
    console.log(`  ${((t.ts - nav) / 1000).toFixed(0).padStart(5)} ms  cpu ${cpu.toFixed(1).padStart(5)} (×4 ${(cpu * 4).toFixed(0)})  ${what.join(" ")}\n      ${kindText}${layouts.length ? `  [${layouts.join(", ")}]` : ""}\n      ${fnText}`);
  }
  if (run === 1) {
    console.log(`  by kind (ms): ${[...byKind].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ")}`);
    console.log(`  by script (sampled self time, ms): ${[...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ")}`);
  }
  // After the first paint: Lighthouse's simulation multiplies each task's wall time (not its
  // CPU time) by 4, and on Linux a task's wall time includes its waits for fonts (synchronous
  // calls to the browser process: the first use of a family, size, style or fallback font).
  const paint = fcp ?? nav;
  let blockingWall = 0;
  for (const t of top) if (t.ts > paint && ((t.dur ?? 0) / 1000) * 4 > 50) blockingWall += ((t.dur ?? 0) / 1000) * 4 - 50;
  const FONT_CALLS = ["FontCache::GetFontPlatformData", "FontCache::FallbackFontForCharacter", "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike"];
  let fontEnd = -1;
  let fontCalls = 0;
  let fontWall = 0;
  for (const e of mainEvents) {
    if (e.ts <= paint || !FONT_CALLS.includes(e.name) || e.ts < fontEnd) continue;
    fontCalls++;
    fontWall += (e.dur ?? 0) / 1000;
    fontEnd = e.ts + (e.dur ?? 0);
  }
  const typefaces = mainEvents.filter((e) => e.ts > paint && e.name === "FontDataManager::onMakeFromStreamArgs").length;
  console.log(`    after the first paint: Σ(4×wall − 50) over tasks ${blockingWall.toFixed(0)} ms; font calls ${fontCalls} (${fontWall.toFixed(1)} ms wall), typefaces loaded ${typefaces}`);
  totals.push(total);
  over50x4.push(blocking);
  console.log(`  run ${run}: main-thread CPU ${total.toFixed(0)} ms in ${top.length} tasks (layout ${(byKind.get("layout") ?? 0).toFixed(0)}, style ${(byKind.get("style") ?? 0).toFixed(0)}); Σ(4×task − 50) over long ones ${blocking.toFixed(0)} ms (load ${load()})`);
}
await browser.close();
server.close();
