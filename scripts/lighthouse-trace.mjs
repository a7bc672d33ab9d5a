/**
 * What a Lighthouse run's figures are made of, read from its report and its trace (saved with
 * `--save-assets`); `npm run lighthouse` prints it for each run (scripts/lighthouse.mjs).
 *
 * - Total Blocking Time comes from the page's main-thread tasks as they were observed, each
 *   multiplied by the CPU slowdown: wall time, which includes the time the thread waited for
 *   a core or for the browser process. On a machine with few cores, Chromium's other threads
 *   (the compositor drawing each frame and Lighthouse's screenshots of it, the browser process,
 *   the scripts' compile) take that time. `blocking` sums the tasks after the first paint both
 *   ways: Σ(slowdown × wall − 50) as Lighthouse does, and Σ(slowdown × CPU − 50), the part the
 *   page's own work accounts for.
 * - What took the cores beside the page: `beside` sums, over the second after the first paint,
 *   the CPU time of the page's main thread and of the two threads of other processes that
 *   drew frames then (the GPU process's compositor, which draws every frame in software here,
 *   and the browser's main thread). With the web app manifest linked from the start, the
 *   browser drew its own window's frames 60 a second for half a second longer after the load,
 *   and those two took as much CPU as the page's main thread (src/pwa.ts links it later).
 * - On Linux the page asks the browser process for each font it uses the first time
 *   (synchronous calls). In a browser that has just started, as Lighthouse's is in every run,
 *   one of the first layout's calls (the render style of the second font, the editor's
 *   monospace) sometimes waited 77-120 ms; in a browser that had already shown a page they
 *   took 1-4 ms. The browser's main thread was idle meanwhile: both cores were compiling the
 *   app's scripts, which had just arrived, on V8's background threads (200-310 ms of their
 *   streams overlapped the call; 3 ms in a run whose call took 15 ms). The first paint then
 *   came after the scripts had arrived, and the simulation below counted them as blocking it
 *   (a simulated LCP of about 2.5 s instead of 0.7-1.3 s). `fontWaitsBeforePaint` sums those
 *   calls' time.
 * - First Contentful Paint is simulated from the requests that finished before the observed
 *   first paint: Lighthouse counts a script fetched at high priority among them as
 *   render-blocking, a module script too (it never runs before the paint). Whether the app's
 *   scripts finished before the first paint or after it moves the simulated FCP by about
 *   0.7 s and the LCP by about 1.4 s on this app. `scriptsBeforePaint` lists them.
 */

/**
 * The page's main thread (the renderer main thread that parsed HTML) and its first paint
 * event in a trace; null when it has either not.
 */
function pageAndPaint(traceEvents) {
  const pages = traceEvents.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const main = pages.find((t) => traceEvents.some((e) => e.pid === t.pid && e.name === "ParseHTML"));
  if (main === undefined) return null;
  const paint = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  return paint === undefined ? null : { main, paint };
}

/**
 * The tasks of the page's main thread after its first paint, from a trace's events, and their
 * blocking time at `slowdown` counted on wall time and on CPU time (ms). Null when the trace
 * has no page thread or no first paint.
 */
export function blocking(traceEvents, slowdown) {
  const found = pageAndPaint(traceEvents);
  if (found === null) return null;
  const { main, paint } = found;
  const tasks = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.name === "RunTask" && e.ts >= paint.ts && typeof e.dur === "number")
    .map((e) => ({ at: (e.ts - paint.ts) / 1000, wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
  const past = (ms) => Math.max(0, slowdown * ms - 50);
  return {
    tasks,
    wall: tasks.reduce((sum, t) => sum + past(t.wall), 0),
    cpu: tasks.reduce((sum, t) => sum + past(t.cpu), 0),
  };
}

/**
 * The script requests of a Lighthouse report that finished before the observed first paint at
 * high priority (what its FCP simulation counts as render-blocking): URL and size each.
 */
export function scriptsBeforePaint(report) {
  const paint = report.audits?.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const requests = report.audits?.["network-requests"]?.details?.items ?? [];
  if (typeof paint !== "number") return [];
  return requests
    .filter((r) => r.resourceType === "Script" && (r.priority === "High" || r.priority === "VeryHigh") && r.networkEndTime <= paint)
    .map((r) => ({ url: r.url, bytes: r.transferSize ?? 0 }));
}

/**
 * CPU time (ms) of the page's main thread, of the GPU process's compositor thread and of the
 * browser's main thread in the `windowMs` after the page's first paint, from a trace's task
 * events (the parts of tasks inside the window). Null when the trace has no page thread or
 * no first paint.
 */
export function beside(traceEvents, windowMs = 1000) {
  const found = pageAndPaint(traceEvents);
  if (found === null) return null;
  const { main, paint } = found;
  const processes = new Map(traceEvents.filter((e) => e.name === "process_name").map((e) => [e.pid, e.args?.name]));
  const threadOf = (name, process) => traceEvents.find((e) => e.name === "thread_name" && e.args?.name === name && processes.get(e.pid) === process) ?? null;
  const from = paint.ts;
  const to = paint.ts + windowMs * 1000;
  const cpu = (thread) => {
    if (thread === null) return 0;
    let sum = 0;
    for (const e of traceEvents) {
      if (e.pid !== thread.pid || e.tid !== thread.tid || e.ph !== "X" || e.name !== "RunTask" || typeof e.dur !== "number" || e.dur <= 0) continue;
      const inside = Math.min(to, e.ts + e.dur) - Math.max(from, e.ts);
      if (inside > 0) sum += ((e.tdur ?? e.dur) * inside) / e.dur;
    }
    return sum / 1000;
  };
  return { page: cpu(main), compositor: cpu(threadOf("VizCompositorThread", "GPU Process")), browser: cpu(threadOf("CrBrowserMain", "Browser")) };
}

/** The page's synchronous font calls to the browser process (traced with the "fonts" category). */
const FONT_CALLS = new Set(["WebSandboxSupportLinux::GetWebFontRenderStyleForStrike", "FontDataManager::onMatchFamilyStyle", "FontCache::FallbackFontForCharacter"]);

/**
 * The time the page's main thread spent in font calls to the browser process before its first
 * paint (ms; calls nested in another are counted once), how many, and the longest. Null when the
 * trace has no page thread or no first paint; zero calls when it was traced without "fonts".
 */
export function fontWaitsBeforePaint(traceEvents) {
  const found = pageAndPaint(traceEvents);
  if (found === null) return null;
  const { main, paint } = found;
  const calls = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && FONT_CALLS.has(e.name) && e.ts < paint.ts && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let longest = 0;
  let count = 0;
  let end = -Infinity;
  for (const e of calls) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    count++;
    total += e.dur / 1000;
    longest = Math.max(longest, e.dur / 1000);
  }
  return { total, calls: count, longest };
}
