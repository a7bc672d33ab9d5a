import { describe, expect, it, vi } from "vitest";
import { ChangeSet, EditorState, Text } from "@codemirror/state";
import { LintWorkerPool, defaultPoolSize, type LintReply, type LintRequest, type PoolAnswer } from "./pool.ts";
import { readAs } from "../core/match.ts";
import { packDiagnostics, unpackDiagnostics, type PackedDiagnostics } from "./transfer.ts";
import { lintRobotsTxt } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";

/** A stand-in for the lint worker: keeps a text as the real one does, answers when told. */
class FakeWorker {
  onmessage: ((event: MessageEvent<LintReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  doc = Text.empty;
  received: LintRequest[] = [];
  cancelled = new Set<number>();
  pending: number[] = [];
  postMessage(request: LintRequest) {
    this.received.push(request);
    if (request.type === "cancel") this.cancelled.add(request.id);
    else {
      this.doc = "text" in request ? Text.of(request.text.split("\n")) : ChangeSet.fromJSON(request.changes).apply(this.doc);
      this.pending.push(request.id);
    }
  }
  /** Answers the oldest pending lint, saying it took `took` milliseconds. */
  answer(took?: number) {
    const id = this.pending.shift()!;
    const parsed = parseRobotsTxt(this.doc.toString());
    const diagnostics: PackedDiagnostics | null = this.cancelled.has(id)
      ? null
      : packDiagnostics(lintRobotsTxt(parsed, { engines: ["google"] })).packed;
    const groups = readAs(parsed, "google").groups;
    this.onmessage!({ data: { id, diagnostics, groups, took } } as unknown as MessageEvent<LintReply>);
  }
  terminate() {}
}

function setup(size = 1) {
  const workers: FakeWorker[] = [];
  const pool = new LintWorkerPool(size, () => {
    const w = new FakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  let state = EditorState.create({ doc: "User-agent: *\nDisallow: /a" });
  const edit = (from: number, insert: string) => {
    const tr = state.update({ changes: { from, insert } });
    pool.record(tr.changes);
    state = tr.state;
  };
  return { pool, workers, edit, doc: () => state.doc };
}

const codes = (r: unknown) => unpackDiagnostics((r as PoolAnswer).diagnostics).map((d) => d.code);

describe("LintWorkerPool", () => {
  it("sends the whole text once, then only changes, and the worker's copy stays equal", async () => {
    const { pool, workers, edit, doc } = setup();
    const first = pool.lint(doc(), ["google"]);
    workers[0].answer();
    await first;
    edit(doc().length, "\nDissallow: /b");
    const second = pool.lint(doc(), ["google"]);
    expect(workers[0].received.map((r) => ("text" in r ? "text" : r.type === "lint" ? "changes" : "cancel"))).toEqual(["text", "changes"]);
    expect(workers[0].doc.toString()).toBe(doc().toString());
    workers[0].answer();
    expect(codes(await second)).toContain("directive-typo");
  });

  it("cancels a lint overtaken by a newer one and gives its callers the newer answer", async () => {
    const { pool, workers, edit, doc } = setup(2);
    const older = pool.lint(doc(), ["google"]);
    edit(doc().length, "\nDisallow /c");
    const newer = pool.lint(doc(), ["google"]);
    expect(workers).toHaveLength(2);
    expect(workers[0].received.at(-1)).toEqual({ type: "cancel", id: 1 });
    workers[0].answer(); // cancelled: answers null, resolves nobody
    workers[1].answer();
    const [a, b] = await Promise.all([older, newer]);
    expect(a).toBe(b);
    expect(codes(b)).toContain("missing-colon");
  });

  it("queues only the newest text while every worker is busy", async () => {
    const { pool, workers, edit, doc } = setup(1);
    const first = pool.lint(doc(), ["google"]);
    edit(0, "# one\n");
    const second = pool.lint(doc(), ["google"]);
    edit(0, "# two\n");
    const third = pool.lint(doc(), ["google"]);
    workers[0].answer(); // the first, cancelled
    expect(workers[0].doc.toString()).toBe(doc().toString());
    workers[0].answer();
    const results = await Promise.all([first, second, third]);
    expect(new Set(results).size).toBe(1);
  });

  it("answers failed when no worker can start", async () => {
    const pool = new LintWorkerPool(1, () => {
      throw new Error("no workers here");
    });
    expect(await pool.lint(Text.of(["x"]), ["google"])).toBe("failed");
    expect(pool.isFailed).toBe(true);
  });

  it("sends the whole text again after a long run of changes", () => {
    const { pool, workers, edit, doc } = setup();
    void pool.lint(doc(), ["google"]);
    workers[0].answer();
    for (let i = 0; i < 250; i++) edit(0, "#");
    void pool.lint(doc(), ["google"]);
    expect("text" in workers[0].received.at(-1)!).toBe(true);
    expect(workers[0].doc.toString()).toBe(doc().toString());
  });
});

describe("LintWorkerPool versions", () => {
  it("sends a queued request the changes up to its own version, even after later edits", async () => {
    const { pool, workers, edit, doc } = setup(1);
    const first = pool.lint(doc(), ["google"]);
    edit(0, "# a\n");
    const queuedDoc = doc();
    void pool.lint(queuedDoc, ["google"]); // queued while the worker is busy
    edit(0, "# b\n"); // typed before the worker frees up
    workers[0].answer(); // the first (cancelled); the queued request goes out now
    expect(workers[0].doc.toString()).toBe(queuedDoc.toString());
    const third = pool.lint(doc(), ["google"]);
    workers[0].answer();
    expect(workers[0].doc.toString()).toBe(doc().toString());
    workers[0].answer();
    await third;
    void first;
  });
});

describe("LintWorkerPool resync", () => {
  it("sends the whole text again when the worker says its copy drifted", async () => {
    const { pool, workers, edit, doc } = setup(1);
    void pool.lint(doc(), ["google"]);
    workers[0].answer();
    edit(0, "# x\n");
    const result = pool.lint(doc(), ["google"]);
    const id = workers[0].pending.shift()!;
    workers[0].onmessage!({ data: { id, diagnostics: null, resync: true } } as MessageEvent<LintReply>);
    expect("text" in workers[0].received.at(-1)!).toBe(true);
    workers[0].answer();
    expect((await result) as PoolAnswer).toMatchObject({ groupEngine: "google", groups: [{ fromLine: 2, toLine: 3 }] });
  });
});

describe("LintWorkerPool second answers", () => {
  /** Answers the oldest pending lint as a first answer with `more`, then returns the request id. */
  const answerFirst = (worker: FakeWorker) => {
    const id = worker.pending[0];
    const parsed = parseRobotsTxt(worker.doc.toString());
    worker.pending.shift();
    worker.onmessage!({ data: { id, diagnostics: packDiagnostics([]).packed, groups: readAs(parsed, "google").groups, more: true } } as unknown as MessageEvent<LintReply>);
    return id;
  };

  it("routes a follow-up by its request id, and resolves null when nothing else was found or the pool stops", async () => {
    const { pool, workers, edit, doc } = setup(1);
    const first = pool.lint(doc(), ["google"]);
    workers[0].answer();
    await first;
    edit(doc().length, "\nDissallow: /b");
    const second = pool.lint(doc(), ["google"]);
    const id = answerFirst(workers[0]);
    const answer = (await second) as PoolAnswer;
    expect(codes(answer)).toEqual([]);
    expect(answer.final).not.toBeNull();
    // The worker is free for the next request while the group checks run.
    edit(0, "# a\n");
    const third = pool.lint(doc(), ["google"]);
    expect(workers[0].received.at(-1)).toMatchObject({ type: "lint", id: id + 1 });
    const full = packDiagnostics(lintRobotsTxt(parseRobotsTxt(doc().toString()), { engines: ["google"] })).packed;
    workers[0].onmessage!({ data: { id, diagnostics: full, hidden: 0, fileKind: null, followUp: true } } as unknown as MessageEvent<LintReply>);
    expect(codes(await answer.final)).toContain("directive-typo");
    answerFirst(workers[0]);
    const later = ((await third) as PoolAnswer).final!;
    workers[0].onmessage!({ data: { id: id + 1, diagnostics: null, followUp: true } } as unknown as MessageEvent<LintReply>);
    expect(await later).toBeNull();
    edit(0, "# b\n");
    const fourth = pool.lint(doc(), ["google"]);
    answerFirst(workers[0]);
    const pending = ((await fourth) as PoolAnswer).final!;
    pool.destroy();
    expect(await pending).toBeNull();
  });
  it("gives a whole text's hidden count when it comes after the findings: the first answer's findings (the same object), the whole count", async () => {
    const { pool, workers, doc } = setup(1);
    const result = pool.lint(doc(), ["google"]);
    const id = answerFirst(workers[0]);
    const answer = (await result) as PoolAnswer;
    expect(answer.hidden).toBe(0);
    workers[0].onmessage!({ data: { id, diagnostics: null, hidden: 7, followUp: true } } as unknown as MessageEvent<LintReply>);
    const full = (await answer.final)!;
    expect(full).toMatchObject({ hidden: 7, fileKind: null, groupEngine: "google", final: null });
    expect(full.diagnostics).toBe(answer.diagnostics);
  });

  it("tells the worker at the next change that the group checks still to run are out of date, once, and sends how long the text was left alone", async () => {
    let clock = 1_000;
    const now = vi.spyOn(performance, "now").mockImplementation(() => clock);
    try {
      const { pool, workers, edit, doc } = setup(1);
      const first = pool.lint(doc(), ["google"]);
      workers[0].answer();
      await first;
      edit(doc().length, "\nDisallow: /b");
      clock += 70;
      const second = pool.lint(doc(), ["google"]);
      expect(workers[0].received.at(-1)).toMatchObject({ type: "lint", quiet: 70 });
      const id = answerFirst(workers[0]);
      await second;
      const sent = workers[0].received.length;
      edit(doc().length, "x");
      edit(doc().length, "y");
      expect(workers[0].received.slice(sent)).toEqual([{ type: "cancel", id }]);
    } finally {
      now.mockRestore();
    }
  });
});

describe("LintWorkerPool pace", () => {
  it("runs one worker on two cores or fewer, two where cores are spare", () => {
    expect([1, 2, 3, 4, 16].map((cores) => defaultPoolSize(cores))).toEqual([1, 1, 2, 2, 2]);
  });

  it("reports how long the last answered lint of changes took in its worker, not a cancelled one nor one of the whole text", async () => {
    const { pool, workers, edit, doc } = setup(1);
    expect(pool.pace).toBe(0);
    const whole = pool.lint(doc(), ["google"]);
    workers[0].answer(150); // the whole text: its time does not count
    await whole;
    expect(pool.pace).toBe(0);
    edit(0, "# 0\n");
    const first = pool.lint(doc(), ["google"]);
    workers[0].answer(120);
    await first;
    expect(pool.pace).toBe(120);
    const second = pool.lint(doc(), ["google"]);
    edit(0, "# a\n");
    const third = pool.lint(doc(), ["google"]);
    workers[0].answer(5); // the second, cancelled by the edit: its time does not count
    expect(pool.pace).toBe(120);
    workers[0].answer(40);
    await Promise.all([second, third]);
    expect(pool.pace).toBe(40);
  });
});

describe("LintWorkerPool typing pause", () => {
  it("tells how long the text has been left alone: never changed, then from the last change", () => {
    let clock = 1_000;
    const now = vi.spyOn(performance, "now").mockImplementation(() => clock);
    try {
      const { pool, edit, doc } = setup();
      expect(pool.quietFor).toBe(Infinity);
      edit(doc().length, "x");
      expect(pool.quietFor).toBe(0);
      clock += 120;
      expect(pool.quietFor).toBe(120);
      edit(doc().length, "y");
      clock += 30;
      expect(pool.quietFor).toBe(30);
    } finally {
      now.mockRestore();
    }
  });
});
