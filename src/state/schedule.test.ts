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

    it("resolves after a second of long idle periods one after another", async () => {
      const p = page();
      let done = false;
      void whenSettled(1000, 15_000).then(() => (done = true));
      for (let at = 50; at < 1000; at += 50) p.idle(at);
      await flush();
      expect(done).toBe(false);
      p.idle(1000);
      await flush();
      expect(done).toBe(true);
    });

    it("starts the second again at a short idle period (a frame or a task was due)", async () => {
      const p = page();
      let done = false;
      void whenSettled(1000, 15_000).then(() => (done = true));
      for (let at = 50; at <= 500; at += 50) p.idle(at);
      p.idle(550, 8);
      for (let at = 600; at < 1550; at += 50) p.idle(at);
      await flush();
      expect(done).toBe(false);
      p.idle(1550);
      await flush();
      expect(done).toBe(true);
    });

    it("counts no quiet across a gap between idle periods: the page was busy there", async () => {
      const p = page();
      let done = false;
      void whenSettled(1000, 15_000).then(() => (done = true));
      // Busy for two seconds, then one long idle period: not a quiet second yet.
      p.idle(2000);
      await flush();
      expect(done).toBe(false);
      for (let at = 2050; at < 3000; at += 50) p.idle(at);
      p.idle(2990 + 200); // busy again in between
      for (let at = 3240; at < 4190; at += 50) p.idle(at);
      await flush();
      expect(done).toBe(false);
      p.idle(4190);
      await flush();
      expect(done).toBe(true);
    });

    it("gives up waiting at maxMs on a page that is never quiet", async () => {
      const p = page();
      let done = false;
      void whenSettled(1000, 3000).then(() => (done = true));
      for (let at = 16; at < 3000; at += 16) p.idle(at, 10);
      await flush();
      expect(done).toBe(false);
      p.idle(3000, 10);
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
