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

