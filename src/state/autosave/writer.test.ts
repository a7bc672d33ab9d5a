import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StorageBackend } from "./storage.ts";
import { createWriter, MAX_BUSY_WAIT_MS, type Part } from "./writer.ts";

const backend = {} as StorageBackend;

function part(busy: () => boolean) {
  const writes: number[] = [];
  const p: Part = { name: "draft", watch: () => () => undefined, write: async () => void writes.push(Date.now()), busy };
  return { p, writes };
}

describe("the autosave writer and a busy part", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("writes after the pause when the part is not busy", async () => {
    const { p, writes } = part(() => false);
    const writer = createWriter(backend, 400);
    writer.schedule(p);
    await vi.advanceTimersByTimeAsync(399);
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(1);
  });

  it("waits while the part is busy (typing) and writes once it is not", async () => {
    let busy = true;
    const { p, writes } = part(() => busy);
    const writer = createWriter(backend, 400);
    writer.schedule(p);
    await vi.advanceTimersByTimeAsync(2000);
    expect(writes).toHaveLength(0);
    busy = false;
    await vi.advanceTimersByTimeAsync(400);
    expect(writes).toHaveLength(1);
  });

  it("writes anyway once it has waited the longest wait, however long typing goes on", async () => {
    const { p, writes } = part(() => true);
    const writer = createWriter(backend, 400);
    writer.schedule(p);
    await vi.advanceTimersByTimeAsync(MAX_BUSY_WAIT_MS - 400);
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(800);
    expect(writes).toHaveLength(1);
  });

  it("a flush writes at once, busy or not (the page is going away)", async () => {
    const { p, writes } = part(() => true);
    const writer = createWriter(backend, 400);
    writer.schedule(p);
    await writer.flush();
    expect(writes).toHaveLength(1);
  });
});
