/**
 * Yielding to the browser between pieces of the editor's work (src/editor cannot use the
 * app's state/schedule.ts): a task over 50 ms delays input and paint on a phone.
 */

/** Resolves in a new task (scheduler.yield where there is one, which continues ahead of other tasks; else a timer). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
