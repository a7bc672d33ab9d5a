/**
 * Where a keystroke's time goes (`npm run trace:editor`): types into the 500 KiB one-group
 * file in bare CodeMirror (the floor), the editor alone and the whole workbench, with a
 * Chrome trace and a CPU profile running, and prints per keystroke the main thread's CPU time
 * (thread time of its tasks: load on the machine moves it far less than wall time, though
 * still by a third between runs at a load of 15), split by kind (script, style, layout,
 * paint), by the task that ran it (key events, frames, timers, worker messages) and by the
 * functions sampled. A development tool beside `bench:editor` (whose wall-clock figures are
 * the targets); not part of `npm test`.
 *
 * TRACE_GAP=min,max sets the pause between keystrokes (default 40,120 ms).
 * TRACE_FROM=n types the first n characters before tracing (14: past the completion list).
 * TRACE_ONLY=bare,editor,app picks rows, or `startup`: the app's first load with the CPU
 * slowed down TRACE_CPU times (default 4), listing its main-thread tasks of 50 ms or more.
 * KEYS: keystrokes (default 30); TRACE_TAIL_MS: how long after the last keystroke is traced
 * (default 1500; the typing pause's work, not counted in the per-keystroke figures);
 * TRACE_TOP: functions listed (default 20); TRACE_MINIFY=0 keeps function names;
 * TRACE_TIMELINE=1 prints the tasks after the last keystroke (page and workers), and those of the
 * TRACE_TIMELINE_BEFORE_MS before it (default 200); each row says the CPU of the page's other
 * threads (workers, compositor) while typing;
 * TRACE_CSS adds a stylesheet to the app (an experiment, e.g. hiding a panel); TRACE_PARTS adds
 * rows of the editor made of some of its parts (harness queries separated by `;`, as BENCH_PARTS);
 * TRACE_MID=1 types in the middle of the file (after its line 10,000 or so, as bench:editor's
 * mid-file rows) instead of at its end.
 */
import type { Server } from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { chromium, type Page } from "@playwright/test";
import { oneGroupFile, prng } from "./fixtures.ts";
import { serve } from "./serve.ts";
import { toMiddle } from "./editor-page.ts";
import { collectTrace, type ProfileNode, type TraceEvent } from "./trace.ts";

const ROOT = resolve(import.meta.dirname, "..");
const CHROMIUM = "/usr/bin/chromium";
const KEYS = Number(process.env.KEYS ?? 30);
const TAIL_MS = Number(process.env.TRACE_TAIL_MS ?? 1500);
const TOP = Number(process.env.TRACE_TOP ?? 20);
const TIMELINE_BEFORE_MS = Number(process.env.TRACE_TIMELINE_BEFORE_MS ?? 200);
// TRACE_FROM: how many of the characters are typed before the trace starts (default 0): 14
// leaves out the keys typed while the completion list is open (the rule's key, `: /b`).
const FROM = Number(process.env.TRACE_FROM ?? 0);
const typedAll = "\nDisallow: /bench/typed-by-the-trace-abcdefghijklmnopqrstuvwxyz0123456789".slice(0, FROM + KEYS);
const typed = typedAll.slice(FROM);
const pause = prng(7);
// TRACE_GAP=min,max: the pause between keystrokes in ms (default 40,120; 150,250 is a typist at 60 words a minute).
const [GAP_MIN, GAP_MAX] = (process.env.TRACE_GAP ?? "40,120").split(",").map(Number);
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

/** Types `text` with a person's pauses (TRACE_GAP), each key once its frame is done. */
async function typeText(page: Page, text: string): Promise<void> {
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n") await page.keyboard.press("Enter");
    else await page.keyboard.type(ch);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    if (i < text.length - 1) await page.waitForTimeout(GAP_MIN + Math.floor(pause() * (GAP_MAX - GAP_MIN)));
  }
}

/** Types `typed`, then waits TRACE_TAIL_MS (the typing pause's work). */
async function type(page: Page): Promise<void> {
  // What comes before (the profiler's start: 200-300 ms of the page's thread) is not counted.
  await page.evaluate(() => performance.mark("trace-typing-start"));
  await typeText(page, typed);
  // The frame after the last keystroke is done: what follows is the typing pause's work.
  await page.evaluate(() => performance.mark("trace-typing-end"));
  await page.waitForTimeout(TAIL_MS);
}

interface Row {
  cpu: number;
  /** CPU of the tasks while typing (until the frame after the last keystroke). */
  typingCpu: number;
  byTask: Map<string, number>;
  /** How many top-level tasks of each label ran while typing. */
  taskCount: Map<string, number>;
  wall: number;
  byKind: Map<string, number>;
  byFunction: Map<string, number>;
  longTasks: number[];
  /** CPU of the page's other threads (workers, compositor, raster), by thread: while typing and after. */
  threads: Array<{ name: string; typing: number; after: number }>;
}

const KINDS: Record<string, string> = {
  FunctionCall: "script",
  EvaluateScript: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  "V8.Execute": "script",
  UpdateLayoutTree: "style",
  ScheduleStyleRecalculation: "style",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  "Document::updateStyleAndLayout": "layout",
  ParseHTML: "parse",
  MinorGC: "gc",
  MajorGC: "gc",
};

function analyse(events: TraceEvent[], profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } | null): Row {
  // The page's renderer main thread: the one named CrRendererMain in the process with the most tasks.
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const tasks = events.filter((e) => e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask"));
  let best = { pid: 0, tid: 0, n: -1 };
  for (const m of mains) {
    const n = tasks.filter((t) => t.pid === m.pid && t.tid === m.tid).length;
    if (n > best.n) best = { pid: m.pid, tid: m.tid, n };
  }
  const onMain = (e: TraceEvent) => e.pid === best.pid && e.tid === best.tid;
  const mainTasks = tasks.filter(onMain).sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (a RunTask inside another is nested work).
  const start = events.find((e) => e.name === "trace-typing-start");
  const top: TraceEvent[] = [];
  let end = -1;
  for (const t of mainTasks) {
    if (start && t.ts < start.ts) continue;
    if (t.ts >= end) {
      top.push(t);
      end = t.ts + (t.dur ?? 0);
    }
  }
  const mark = events.find((e) => e.name === "trace-typing-end");
  const typingCpu = top.filter((t) => !mark || t.ts < mark.ts).reduce((s, t) => s + (t.tdur ?? t.dur ?? 0), 0) / 1000;
  const cpu = top.reduce((s, t) => s + (t.tdur ?? t.dur ?? 0), 0) / 1000;
  const wall = top.reduce((s, t) => s + (t.dur ?? 0), 0) / 1000;
  const byKind = new Map<string, number>();
  // Outermost event of each kind (style inside layout counts once, as style or layout).
  const kinds = events.filter((e) => onMain(e) && e.ph === "X" && KINDS[e.name] && (!start || e.ts >= start.ts) && (!mark || e.ts < mark.ts)).sort((a, b) => a.ts - b.ts);
  const openUntil = new Map<string, number>();
  for (const e of kinds) {
    const kind = KINDS[e.name];
    if ((openUntil.get(kind) ?? -1) > e.ts) continue;
    openUntil.set(kind, e.ts + (e.dur ?? 0));
    byKind.set(kind, (byKind.get(kind) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  const byFunction = new Map<string, number>();
  if (profile) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, ProfileNode>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
    const name = (n: ProfileNode) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop() ?? ""}:${n.callFrame.lineNumber + 1}`;
    let at = (profile as unknown as { startTime: number }).startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      at += profile.timeDeltas[i] ?? 0;
      if (mark && at >= mark.ts) break;
      if (start && at < start.ts) continue;
      const node = nodes.get(profile.samples[i]);
      if (!node) continue;
      // Browser functions (no script) are named with the script functions that called them.
      let key = name(node);
      let up = node;
      for (let depth = 0; depth < 3 && up.callFrame.url === "" && parent.has(up.id); depth++) {
        up = parent.get(up.id)!;
        key += ` ← ${name(up)}`;
      }
      byFunction.set(key, (byFunction.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000);
    }
  }
  if (process.env.TRACE_TIMELINE === "1" && mark) {
    // What ran after the last keystroke, on the page's main thread and in the workers.
    const names = new Map(events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? ""]));
    const after = tasks
      .filter((t) => t.ts >= mark.ts - TIMELINE_BEFORE_MS * 1000 && t.ts < mark.ts + TAIL_MS * 1000 && (t.dur ?? 0) >= 1000)
      .sort((a, b) => a.ts - b.ts);
    for (const t of after) {
      const inner = events
        .filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === "X" && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && e !== t && (e.dur ?? 0) >= 500)
        .map((e) => `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : e.args?.data?.type ? `(${e.args.data.type})` : ""} ${((e.dur ?? 0) / 1000).toFixed(1)}`)
        .slice(0, 6);
      console.log(`    ${((t.ts - mark.ts) / 1000).toFixed(0).padStart(6)} ms ${(names.get(`${t.pid}:${t.tid}`) ?? "?").padEnd(16)} ${((t.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms (cpu ${((t.tdur ?? 0) / 1000).toFixed(1)}): ${inner.join(", ")}`);
    }
  }
  // CPU of the main thread's tasks while typing, by what started them.
  const byTask = new Map<string, number>();
  const taskCount = new Map<string, number>();
  const inner = events.filter((e) => onMain(e) && e.ph === "X" && e.name !== "RunTask" && e.name !== "ThreadControllerImpl::RunTask").sort((a, b) => a.ts - b.ts);
  let k = 0;
  for (const t of top) {
    if (mark && t.ts >= mark.ts) break;
    while (k < inner.length && inner[k].ts < t.ts) k++;
    let label = "other";
    for (let j = k; j < inner.length && inner[j].ts < t.ts + (t.dur ?? 0); j++) {
      const e = inner[j];
      const d = e.args?.data ?? {};
      if (e.name === "EventDispatch") { label = `event ${d.type}`; break; }
      if (e.name === "FunctionCall" && d.functionName) { label = `call ${d.functionName} ${String(d.url ?? "").split("/").pop()}:${d.lineNumber}`; break; }
      if (e.name === "FireAnimationFrame") { label = "requestAnimationFrame"; break; }
      if (e.name === "WebFrameWidgetImpl::BeginMainFrame" || e.name === "BeginMainFrame") { label = "frame (style, layout, paint)"; break; }
      if (e.name === "HandlePostMessage") { label = "worker message"; break; }
      if (e.name === "TimerFire") { label = "timer"; }
      if (e.name === "MajorGC" || e.name === "MinorGC") { label = "gc"; break; }
    }
    if (label === "other") {
      // Named by its longest inner event (the task's own name when it has none).
      let longest: TraceEvent | null = null;
      for (let j = k; j < inner.length && inner[j].ts < t.ts + (t.dur ?? 0); j++) if (!longest || (inner[j].tdur ?? 0) > (longest.tdur ?? 0)) longest = inner[j];
      label = `other: ${longest?.name ?? t.name}`;
    }
    byTask.set(label, (byTask.get(label) ?? 0) + (t.tdur ?? t.dur ?? 0) / 1000);
    taskCount.set(label, (taskCount.get(label) ?? 0) + 1);
    if (label.startsWith("frame") || label.startsWith("timer") || label.startsWith("event keydown") || label.startsWith("other")) {
      // What the task is made of: its inner events by name (nested ones of the same name once).
      const until = new Map<string, number>();
      for (let j = k; j < inner.length && inner[j].ts < t.ts + (t.dur ?? 0); j++) {
        const e = inner[j];
        if (!label.startsWith("other") && !/^(FireAnimationFrame|UpdateLayoutTree|Layout|Paint|PrePaint|Commit|Layerize|HitTest|EventDispatch|FunctionCall|IntersectionObserverController::computeIntersections|ResizeObserverController::DeliverObservations|ScrollAnchor|MinorGC|MajorGC|ParseAuthorStyleSheet|HTMLDocumentParser|RunMicrotasks|UpdateLayer|LocalFrameView::RunPaintLifecyclePhase|LocalFrameView::RunPrePaintLifecyclePhase|LayoutView::HitTest|EventHandler::handleMouseMoveEvent)$/.test(e.name)) continue;
        const key = `${label} / ${e.name}${e.name === "FunctionCall" && e.args?.data?.functionName ? `(${e.args.data.functionName})` : ""}`;
        if ((until.get(e.name) ?? -1) > e.ts) continue;
        until.set(e.name, e.ts + (e.dur ?? 0));
        byTask.set(key, (byTask.get(key) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
      }
    }
  }
  const longTasks = top.map((t) => (t.tdur ?? t.dur ?? 0) / 1000).filter((ms) => ms >= 16).sort((a, b) => b - a);
  // The other threads of the page's process (workers, compositor, raster): top-level task CPU.
  const threadNames = new Map(events.filter((e) => e.name === "thread_name" && e.pid === best.pid).map((e) => [e.tid, e.args?.name ?? "?"]));
  const threads: Row["threads"] = [];
  for (const [tid, name] of threadNames) {
    if (tid === best.tid) continue;
    const own = tasks.filter((t) => t.pid === best.pid && t.tid === tid).sort((a, b) => a.ts - b.ts);
    let typing = 0;
    let after = 0;
    let until = -1;
    for (const t of own) {
      if (t.ts < until || (start && t.ts < start.ts)) continue;
      until = t.ts + (t.dur ?? 0);
      const ms = (t.tdur ?? t.dur ?? 0) / 1000;
      if (!mark || t.ts < mark.ts) typing += ms;
      else after += ms;
    }
    if (typing + after >= 1) threads.push({ name: `${name} ${tid}`, typing, after });
  }
  threads.sort((a, b) => b.typing - a.typing);
  return { cpu, typingCpu, byTask, taskCount, wall, byKind, byFunction, longTasks, threads };
}

async function measure(page: Page): Promise<Row> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: { includedCategories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink", "blink.user_timing"], enableSampling: false },
  });
  await cdp.send("Profiler.start");
  await type(page);
  const { profile } = await cdp.send("Profiler.stop");
  const events = await collectTrace(cdp);
  return analyse(events, profile as never);
}

/**
 * The first load (TRACE_ONLY=startup): the app opened in a fresh page with the CPU slowed
 * down (TRACE_CPU, default 4, as Lighthouse's mobile setting), traced for TRACE_STARTUP_MS
 * (default 8000); prints the main thread's tasks of 50 ms or more and the functions in each.
 */
async function startup(url: string): Promise<void> {
  const rate = Number(process.env.TRACE_CPU ?? 4);
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: { includedCategories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink.user_timing"] },
  });
  await cdp.send("Profiler.start");
  await page.goto(url);
  await page.waitForTimeout(Number(process.env.TRACE_STARTUP_MS ?? 8000));
  const { profile } = await cdp.send("Profiler.stop");
  const events = await collectTrace(cdp);
  const tasks = events.filter((e) => e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && (e.dur ?? 0) >= 50_000);
  const names = new Map(events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? ""]));
  const nav = events.find((e) => e.name === "navigationStart")?.ts ?? Math.min(...tasks.map((t) => t.ts));
  const prof = profile as unknown as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
  const nodes = new Map(prof.nodes.map((n) => [n.id, n]));
  const times: number[] = [];
  let at = prof.startTime;
  for (const d of prof.timeDeltas) times.push((at += d));
  console.log(`startup, CPU slowed down ${rate}×: main-thread tasks ≥ 50 ms (load ${load()})`);
  let total = 0;
  let cpuBlocking = 0;
  let seenUntil = -1;
  for (const t of tasks.sort((a, b) => a.ts - b.ts)) {
    const thread = names.get(`${t.pid}:${t.tid}`) ?? "?";
    if (thread !== "CrRendererMain") continue;
    // Top-level tasks only: a task inside another (a nested run loop) is counted with it.
    if (t.ts < seenUntil) continue;
    seenUntil = t.ts + (t.dur ?? 0);
    const dur = (t.dur ?? 0) / 1000;
    total += Math.max(0, dur - 50);
    cpuBlocking += Math.max(0, (t.tdur ?? 0) / 1000 - 50);
    const fns = new Map<string, number>();
    for (let i = 0; i < prof.samples.length; i++) {
      if (times[i] < t.ts || times[i] > t.ts + (t.dur ?? 0)) continue;
      const n = nodes.get(prof.samples[i]);
      if (!n) continue;
      const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`;
      fns.set(k, (fns.get(k) ?? 0) + (prof.timeDeltas[i] ?? 0) / 1000);
    }
    const top = [...fns].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`);
    console.log(`  ${((t.ts - nav) / 1000).toFixed(0).padStart(6)} ms: ${dur.toFixed(0)} ms (cpu ${((t.tdur ?? 0) / 1000).toFixed(0)})  ${top.join(" | ")}`);
    const parts = events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === "X" && e !== t && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && (e.tdur ?? 0) >= 4000 && !/RunTask|v8.callFunction|ThreadController/.test(e.name))
      .map((e) => `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ""}${e.args?.data?.url ? `[${String(e.args.data.url).split("/").pop()}]` : ""} ${((e.tdur ?? 0) / 1000).toFixed(0)}`);
    console.log(`           ${parts.slice(0, 10).join(", ")}`);
  }
  console.log(`  blocking (sum of the part over 50 ms): ${total.toFixed(0)} ms wall; by CPU time ${cpuBlocking.toFixed(0)} ms`);
  await page.close();
}

const out = mkdtempSync(join(tmpdir(), "keystroke-trace-"));
const text = oneGroupFile();
let server: Server | null = null;
let url = process.env.BENCH_URL ?? "";
if (url === "") {
  await build({
    root: ROOT,
    logLevel: "error",
    build: {
      outDir: out,
      emptyOutDir: true,
      // TRACE_MINIFY=0 keeps the functions' names in the profile.
      minify: process.env.TRACE_MINIFY !== "0",
      rolldownOptions: {
        input: { app: join(ROOT, "index.html"), harness: join(ROOT, "bench/editor-harness.html") },
        output: { codeSplitting: true },
      },
    },
  });
  ({ server, url } = await serve(out));
}
const browser = await chromium.launch({
  executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
  args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  console.log(`machine: ${cpus().length} cores; load ${load()}; ${typed.length} keystrokes, ${TAIL_MS} ms after the last counted\n`);
  const only = (process.env.TRACE_ONLY ?? "bare,editor,app").split(",");
  if (only.includes("startup")) await startup(url);
  const rows: Array<[string, Row]> = [];
  // TRACE_PARTS: rows of the editor made of some of its parts, as harness queries separated by
  // `;` (as bench:editor's BENCH_PARTS), e.g. `lint=0;off=foldGutter&lint=0`.
  const parts = (process.env.TRACE_PARTS ?? "").split(";").filter(Boolean);
  for (const row of [...["bare", "editor", "app"].filter((r) => only.includes(r)), ...parts]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const path = row === "bare" ? "bench/editor-harness.html?bare=1" : row === "editor" ? "bench/editor-harness.html" : row === "app" ? "" : `bench/editor-harness.html?${row}`;
    await page.goto(url + path);
    await page.getByRole("textbox", { name: "robots.txt editor" }).click();
    if (row === "app") {
      // TRACE_CSS: a stylesheet added to the app for an experiment (e.g. hiding the side panel).
      if (process.env.TRACE_CSS) await page.addStyleTag({ content: process.env.TRACE_CSS });
      await page.keyboard.press("ControlOrMeta+a");
      await page.evaluate((t) => {
        const data = new DataTransfer();
        data.setData("text/plain", t);
        document.querySelector(".cm-content")!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
    }
    const lints = row === "editor" || row === "app" || (parts.includes(row) && !/(^|&)(bare=1|lint=0)(&|$)/.test(row) && !/(^|&)off=([^&]*,)?lint(,|&|$)/.test(row) && !/(^|&)only=(?![^&]*\blint\b)/.test(row));
    if (lints) await page.locator(".cm-lintRange").first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    await page.keyboard.press("ControlOrMeta+End");
    await page.waitForTimeout(1000);
    if (process.env.TRACE_MID === "1") await toMiddle(page);
    if (FROM > 0) await typeText(page, typedAll.slice(0, FROM));
    const r = await measure(page);
    rows.push([row, r]);
    await page.close();
    const per = (ms: number) => (ms / typed.length).toFixed(2);
    console.log(`${row}: main-thread CPU ${per(r.cpu)} ms per keystroke (wall ${per(r.wall)} ms), of which while typing ${per(r.typingCpu)} ms; load ${load()}`);
    console.log(`  while typing, by kind and function (ms per keystroke): ${[...r.byKind].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${per(v)}`).join(", ")}`);
    console.log(`  while typing, CPU by task (ms per keystroke):`);
    for (const [k, v] of [...r.byTask].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`    ${per(v).padStart(6)}  ${k}${r.taskCount.has(k) ? ` (${r.taskCount.get(k)} tasks)` : ""}`);
    console.log(`  other threads, CPU while typing per keystroke (and in all after the last): ${r.threads.map((t) => `${t.name} ${per(t.typing)} (${t.after.toFixed(0)} ms)`).join(", ") || "none"}`);
    console.log(`  tasks ≥ 16 ms (CPU): ${r.longTasks.map((ms) => ms.toFixed(0)).join(", ") || "none"}`);
    const fns = [...r.byFunction].filter(([k]) => !k.startsWith("(idle)") && !k.startsWith("(program)")).sort((a, b) => b[1] - a[1]).slice(0, TOP);
    for (const [k, v] of fns) console.log(`    ${per(v).padStart(6)}  ${k}`);
  }
  const floor = rows.find(([r]) => r === "bare")?.[1].cpu;
  if (floor) console.log(`\nCPU ratio to the floor: ${rows.map(([r, f]) => `${r} ${(f.cpu / floor).toFixed(2)}×`).join(", ")}  (load ${load()})`);
  const typingFloor = rows.find(([r]) => r === "bare")?.[1].typingCpu;
  if (typingFloor) console.log(`while typing: ${rows.map(([r, f]) => `${r} ${(f.typingCpu / typingFloor).toFixed(2)}×`).join(", ")}`);
} finally {
  await browser.close();
  server?.close();
  rmSync(out, { recursive: true, force: true });
}
