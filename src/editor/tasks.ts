/**
 * Yielding to the browser between pieces of work: a task over 50 ms delays input and paint on
 * a phone. The editor's own use and the app's (state/schedule.ts re-exports it). Works without
 * a DOM too (Node tests), falling back to timers.
 */
import type { EditorView } from "@codemirror/view";

/** Resolves in a new task: other tasks (input, a worker's message) and a paint may run first. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  // scheduler.yield continues ahead of other queued tasks, without setTimeout's 4 ms clamp.
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  if (typeof MessageChannel === "function") {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when `start` calls the function it is given, or after `timeoutMs`, whichever is first. */
function firstOf(start: (done: () => void) => void, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, timeoutMs);
    start(finish);
  });
}

/**
 * Resolves in a task after the next frame is painted, so that work started there does not
 * share a task with the style and layout of what was rendered before. A page that paints no
 * frames (hidden) resolves after `timeoutMs` instead.
 */
export function afterNextPaint(timeoutMs = 100): Promise<void> {
  if (typeof requestAnimationFrame !== "function") return new Promise((resolve) => setTimeout(resolve, 0));
  // A timer set in an animation frame callback fires after that frame is painted.
  return firstOf((done) => requestAnimationFrame(() => setTimeout(done, 0)), timeoutMs);
}

/**
 * Resolves in a task after the view's next measure (CodeMirror's, run in an animation frame:
 * once the view is in the page, it has read its place and size there), or after `timeoutMs`
 * when none comes (a page that draws no frames).
 */
export function afterMeasure(view: EditorView, timeoutMs = 1000): Promise<void> {
  return firstOf((done) => view.requestMeasure({ read: () => null, write: () => void setTimeout(done, 0) }), timeoutMs);
}
