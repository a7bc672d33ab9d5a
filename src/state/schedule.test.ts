import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, nextTask, whenIdle } from "./schedule.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("yielding to the browser", () => {
  it("nextTask resolves in a later task: microtasks queued now run first", async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push("task"));
    queueMicrotask(() => order.push("microtask"));
    void Promise.resolve().then(() => order.push("then"));
    await yielded;
    expect(order).toEqual(["microtask", "then", "task"]);
  });

  it("nextTask uses scheduler.yield where the page has it", async () => {
    const yieldTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldTo });
    await nextTask();
    expect(yieldTo).toHaveBeenCalledOnce();
  });

  it("afterNextPaint waits for the frame, then a task after it", async () => {
    let frame: (() => void) | null = null;
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => {
      frame = callback;
      return 1;
    });
    let done = false;
    const painted = afterNextPaint(10_000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    frame!();
    expect(done).toBe(false);
    await painted;
    expect(done).toBe(true);
  });

  it("afterNextPaint gives up waiting on a page that paints no frames", async () => {
    vi.stubGlobal("requestAnimationFrame", () => 1);
    const started = Date.now();
    await afterNextPaint(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it("whenIdle waits for an idle period, with the timeout passed on", async () => {
    let idle: (() => void) | null = null;
    let options: { timeout?: number } | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: () => void, given?: { timeout?: number }) => {
      idle = callback;
      options = given;
      return 1;
    });
    let done = false;
    const ready = whenIdle(250).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    expect(options).toEqual({ timeout: 250 });
    idle!();
    await ready;
    expect(done).toBe(true);
  });
});
