import { afterEach, describe, expect, it, vi } from "vitest";
import { explainPreferences } from "../core/prefs";
import { createVerdictHandler } from "../workers/verdict-handler";
import type { VerdictReply, VerdictRequest } from "../workers/verdict-protocol";
import { TEXT_PAUSE_MS, VerdictClient } from "./verdict-client";
import { answerHere, type VerdictQuery } from "./verdict-service";

const FILE = "User-agent: Googlebot\nUser-agent: bingbot\nDisallow: /private\nAllow: /private/open\n\nUser-agent: *\nDisallow: /\n";

/**
 * A stand-in Worker running the real handler in this thread; replies arrive in a later task,
 * as a worker's would. `restart()` drops what the "worker" holds, as a crashed one would.
 */
function fakeWorker() {
  const sent: VerdictRequest[] = [];
  let handle: (q: VerdictRequest) => void;
  const worker = {
    onmessage: null as ((event: MessageEvent<VerdictReply>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage(q: VerdictRequest) {
      sent.push(q);
      setTimeout(() => handle(q), 0);
    },
    terminate() {},
  };
  const restart = () => {
    handle = createVerdictHandler((reply) => worker.onmessage?.({ data: reply } as MessageEvent<VerdictReply>));
  };
  restart();
  return { worker: worker as unknown as Worker, sent, restart };
}

const query = (over: Partial<VerdictQuery> = {}): VerdictQuery => ({
  text: FILE,
  url: "/private/x",
  userAgent: "Googlebot",
  engine: null,
  origin: "https://example.com",
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("VerdictClient", () => {
  it("answers as the page would, with the text of the lines the verdict names", async () => {
    const fake = fakeWorker();
    const client = new VerdictClient(() => fake.worker);
    const answer = await client.request(query());
    const here = answerHere(query());
    expect(answer?.verdict).toEqual(here.verdict);
    // The worker explains the preferences with the verdict; the page leaves them to the panel.
    expect(here.verdict.ok && answer?.preferences).toEqual(here.verdict.ok && explainPreferences(here.doc!, here.verdict.result));
    expect(here.preferences).toBeNull();
    expect(answer?.verdict.ok && answer.verdict.result.rule?.line).toBe(3);
    expect(answer?.lineText(3)).toBe("Disallow: /private");
    expect(answer?.lineText(1)).toBe("User-agent: Googlebot");
    expect(answer?.lineText(2)).toBe("User-agent: bingbot");
    // A line the verdict does not name is not sent.
    expect(answer?.lineText(7)).toBe("");
  });

  it("sends the text only when it changed", async () => {
    const fake = fakeWorker();
    const client = new VerdictClient(() => fake.worker);
    await client.request(query());
    await client.request(query({ url: "/private/open/a" }));
    await client.request(query({ text: FILE + "Allow: /x\n" }));
    expect(fake.sent.map((q) => q.text !== undefined)).toEqual([true, false, true]);
  });

  it("keeps one request in flight: a newer one replaces the waiting one, the same one is shared", async () => {
    const fake = fakeWorker();
    const client = new VerdictClient(() => fake.worker);
    const first = client.request(query({ url: "/a" }));
    const replaced = client.request(query({ url: "/b" }));
    const newest = client.request(query({ url: "/private/c" }));
    const again = client.request(query({ url: "/private/c" }));
    expect(again).toBe(newest);
    expect(await replaced).toBeNull();
    expect((await first)?.verdict).toEqual(answerHere(query({ url: "/a" })).verdict);
    const answer = await newest;
    expect(answer?.verdict.ok && answer.verdict.result.allowed).toBe(false);
    expect(fake.sent.map((q) => q.url)).toEqual(["/a", "/private/c"]);
    // Asked again after it was answered: the remembered answer, no new message.
    expect(await client.request(query({ url: "/private/c" }))).toBe(answer);
    expect(fake.sent).toHaveLength(2);
  });

  it("sends the text again when the worker no longer holds it", async () => {
    const fake = fakeWorker();
    const client = new VerdictClient(() => fake.worker);
    await client.request(query());
    fake.restart();
    const answer = await client.request(query({ url: "/private/open/x" }));
    expect(answer?.verdict.ok && answer.verdict.result.allowed).toBe(true);
    expect(fake.sent.map((q) => q.text !== undefined)).toEqual([true, false, true]);
  });

  it("works the answer out in the page when the worker cannot start, or fails", async () => {
    const broken = new VerdictClient(() => {
      throw new Error("no workers here");
    });
    const a = await broken.request(query());
    expect(a?.verdict).toEqual(answerHere(query()).verdict);

    const fake = fakeWorker();
    const client = new VerdictClient(() => fake.worker);
    const pending = client.request(query({ url: "/private/open/y" }));
    (fake.worker as unknown as { onerror: (e: Partial<ErrorEvent>) => void }).onerror({ preventDefault() {} });
    const b = await pending;
    expect(b?.verdict.ok && b.verdict.result.allowed).toBe(true);
    expect(client.usesWorker).toBe(false);
  });

  it("gives the URL problem as the page would", async () => {
    const fake = fakeWorker();
    const client = new VerdictClient(() => fake.worker);
    const answer = await client.request(query({ url: "ftp://example.com/x" }));
    expect(answer?.verdict).toEqual(answerHere(query({ url: "ftp://example.com/x" })).verdict);
    expect(answer?.verdict.ok).toBe(false);
  });

  it("asks for a changed text only once it has been left alone: typing costs the worker one parse and compile, at the pause", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fake = fakeWorker();
    const client = new VerdictClient(() => fake.worker);
    const first = client.request(query());
    await vi.advanceTimersByTimeAsync(0);
    expect((await first)?.verdict.ok).toBe(true);
    // Ten keystrokes 80 ms apart: each new text replaces the one waiting, and none is sent meanwhile.
    let text = FILE;
    const asked: Promise<unknown>[] = [];
    for (let k = 0; k < 10; k++) {
      text += k === 0 ? "Disallow: /private/x" : "y";
      asked.push(client.request(query({ text })));
      await vi.advanceTimersByTimeAsync(80);
    }
    expect(fake.sent).toHaveLength(1);
    // A new URL for the text typed meanwhile waits for the pause too (it is that text's verdict).
    const last = client.request(query({ text, url: "/private/xyyy" }));
    await vi.advanceTimersByTimeAsync(TEXT_PAUSE_MS - 1);
    expect(fake.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // The worker's answer, in a task of its own.
    await vi.advanceTimersByTimeAsync(1);
    const answer = await last;
    expect(fake.sent).toHaveLength(2);
    expect(fake.sent[1]).toMatchObject({ text, url: "/private/xyyy" });
    expect(answer?.verdict).toEqual(answerHere(query({ text, url: "/private/xyyy" })).verdict);
    expect(await Promise.all(asked)).toEqual(asked.map(() => null));
    // A new URL for the same text is sent at once.
    const url = client.request(query({ text, url: "/a" }));
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.sent).toHaveLength(3);
    expect((await url)?.verdict.ok).toBe(true);
  });
});
