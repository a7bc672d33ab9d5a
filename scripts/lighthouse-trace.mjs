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
 * - First Contentful Paint is simulated from the requests that finished before the observed
 *   first paint: Lighthouse counts a script fetched at high priority among them as
 *   render-blocking, a module script too (it never runs before the paint). Whether the app's
 *   scripts finished before the first paint or after it moves the simulated FCP by about
 *   0.7 s and the LCP by about 1.4 s on this app. `scriptsBeforePaint` lists them.
 */

/**
 * The tasks of the page's main thread after its first paint, from a trace's events, and their
 * blocking time at `slowdown` counted on wall time and on CPU time (ms). Null when the trace
 * has no page thread or no first paint.
 */
export function blocking(traceEvents, slowdown) {
  const pages = traceEvents.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const main = pages.find((t) => traceEvents.some((e) => e.pid === t.pid && e.name === "ParseHTML"));
  if (main === undefined) return null;
  const paint = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  if (paint === undefined) return null;
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
