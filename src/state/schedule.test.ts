import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, nextTask, whenIdle, whenSettled } from "./schedule.ts";

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

  describe("whenSettled", () => {
    /** A page whose clock and idle periods the test drives: `idle(at, remaining)` runs the pending idle callback at `at` ms. */
    function page() {
      let now = 0;
      let pending: ((deadline: IdleDeadline) => void) | null = null;
      vi.spyOn(performance, "now").mockImplementation(() => now);
      vi.stubGlobal("requestIdleCallback", (callback: (deadline: IdleDeadline) => void) => {
        pending = callback;
        return 1;
      });
      return {
        idle(at: number, remaining = 50) {
          now = at;
          const callback = pending;
          pending = null;
          callback?.({ didTimeout: false, timeRemaining: () => remaining });
        },
      };
    }
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("resolves once a whole second has passed with the page idle", async () => {
      const p = page();
      let done = false;
      void whenSettled(1000, 10_000).then(() => (done = true));
      for (let at = 50; at < 1000; at += 50) p.idle(at);
      await flush();
      expect(done).toBe(false);
      p.idle(1000);
      await flush();
      expect(done).toBe(true);
    });

    it("waits until a busy stretch is mostly out of the last second", async () => {
      const p = page();
      let done = false;
      void whenSettled(1000, 10_000).then(() => (done = true));
      for (let at = 50; at <= 300; at += 50) p.idle(at);
      // Busy from 350 (the end of the last idle period) to 950: tasks, no idle period.
      for (let at = 950; at < 1750; at += 50) p.idle(at);
      await flush();
      // At 1700 the last second still holds 250 ms of it: more than a fifth.
      expect(done).toBe(false);
      p.idle(1750);
      await flush();
      expect(done).toBe(true);
    });

    it("counts the time between short idle periods as busy (a frame or a task was due each time)", async () => {
      const p = page();
      let done = false;
      void whenSettled(1000, 10_000).then(() => (done = true));
      // Frames every 16 ms with 4 ms idle after each: three quarters busy.
      let at = 0;
      for (; at < 2000; at += 16) p.idle(at, 4);
      await flush();
      expect(done).toBe(false);
      // Then idle: settled once busy frames make up at most a fifth of the last second.
      for (; at < 2700; at += 50) p.idle(at);
      await flush();
      expect(done).toBe(false);
      for (; at < 2900; at += 50) p.idle(at);
      await flush();
      expect(done).toBe(true);
    });

    it("gives up waiting at maxMs on a page that never settles", async () => {
      const p = page();
      let done = false;
      void whenSettled(1000, 3000).then(() => (done = true));
      for (let at = 16; at < 3000; at += 16) p.idle(at, 4);
      await flush();
      expect(done).toBe(false);
      p.idle(3000, 4);
      await flush();
      expect(done).toBe(true);
    });

    it("waits quietMs on a timer where there are no idle callbacks", async () => {
      vi.stubGlobal("requestIdleCallback", undefined);
      const started = Date.now();
      await whenSettled(30);
      expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    });
  });
});
