/**
 * Yielding to the browser between pieces of main-thread work, so no single task grows long
 * (a task over 50 ms delays input and paint). Each helper works without a DOM too (Node
 * tests), falling back to timers.
 */

export { nextTask } from "../editor/tasks.ts";

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
 * Resolves in a task after the next frame is painted, so that work started there does not
 * share a task with the style and layout of what was rendered before. A page that paints no
 * frames (hidden) resolves after `timeoutMs` instead.
 */
export function afterNextPaint(timeoutMs = 100): Promise<void> {
  if (typeof requestAnimationFrame !== "function") return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    // A timer set in an animation frame callback fires after that frame is painted.
    requestAnimationFrame(() => setTimeout(finish, 0));
    const fallback = setTimeout(finish, timeoutMs);
  });
}
