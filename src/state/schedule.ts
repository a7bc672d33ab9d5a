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


/**
 * Resolves once the page has settled: over the last `windowMs`, the main thread was busy for at
 * most a fifth of the time, so the first load's scripts, renders and lazy chunks are done.
 * Busy time is read from idle callbacks: each idle period says how long it has (`timeRemaining`),
 * and whatever time passes beyond that before the next idle callback went to tasks, frames, or
 * another process holding the CPU. Resolves after `maxMs` at the latest (a page that animates, or
 * stays hidden, never settles). Without idle callbacks (a Node test, an old browser): after
 * `windowMs`.
 */
export function whenSettled(windowMs = 1000, maxMs = 10_000): Promise<void> {
  if (typeof requestIdleCallback !== "function") return new Promise((resolve) => setTimeout(resolve, windowMs));
  return new Promise((resolve) => {
    const start = performance.now();
    // Busy stretches (end time, length), oldest first, within the window.
    const busy: [number, number][] = [];
    let last = start;
    let idleUntil = start;
    const check = (deadline: IdleDeadline) => {
      const now = performance.now();
      if (now > idleUntil) busy.push([now, now - Math.max(idleUntil, last)]);
      last = now;
      idleUntil = now + deadline.timeRemaining();
      while (busy.length > 0 && busy[0][0] - busy[0][1] < now - windowMs) {
        // A stretch reaching back past the window counts only for its part inside it.
        const [end, length] = busy[0];
        const inside = end - (now - windowMs);
        if (inside > 0 && inside < length) {
          busy[0] = [end, inside];
          break;
        }
        busy.shift();
      }
      const busyMs = busy.reduce((sum, [, length]) => sum + length, 0);
      if ((now - start >= windowMs && busyMs <= windowMs / 5) || now - start >= maxMs) resolve();
      else requestIdleCallback(check, { timeout: Math.max(1, maxMs - (now - start)) });
    };
    requestIdleCallback(check, { timeout: maxMs });
  });
}
