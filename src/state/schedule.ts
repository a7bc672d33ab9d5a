/**
 * Yielding to the browser between pieces of main-thread work, so no single task grows long
 * (a task over 50 ms delays input and paint). Each helper works without a DOM too (Node
 * tests), falling back to timers.
 */

export { afterNextPaint, nextTask } from "../editor/tasks.ts";

/**
 * Resolves when the page is idle: pending tasks run and the frame is painted first (React's
 * rendering slices too), or after `timeoutMs` at the latest.
 */
export function whenIdle(timeoutMs = 500): Promise<void> {
  if (typeof requestIdleCallback === "function") {
    return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}


/** An idle period at least this long means nothing was waiting: no frame due, no task queued. */
const LONG_IDLE_MS = 40;
/** Idle callbacks further apart than this had work (or a hidden page's throttling) between them. */
const IDLE_GAP_MS = 120;

/**
 * Resolves once the page has been quiet for `quietMs` on end: idle periods followed one another
 * all that time, each a long one (the browser had no frame to draw and no task queued), so the
 * first load's scripts, renders and lazy chunks are done. Resolves after `maxMs` at the latest (a
 * page that animates, or stays hidden, is never quiet). Without idle callbacks (a Node test, an
 * old browser): after `quietMs`.
 */
export function whenSettled(quietMs = 1000, maxMs = 15_000): Promise<void> {
  if (typeof requestIdleCallback !== "function") return new Promise((resolve) => setTimeout(resolve, quietMs));
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    let quietSince = start;
    const check = (deadline: IdleDeadline) => {
      const now = performance.now();
      if (deadline.timeRemaining() < LONG_IDLE_MS || now - last > IDLE_GAP_MS) quietSince = now;
      last = now;
      if (now - quietSince >= quietMs || now - start >= maxMs) resolve();
      else requestIdleCallback(check, { timeout: Math.max(1, maxMs - (now - start)) });
    };
    requestIdleCallback(check, { timeout: maxMs });
  });
}
