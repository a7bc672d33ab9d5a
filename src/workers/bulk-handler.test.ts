import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { coverageOf, createBulkHandler, urlOriginKey, type UrlMatcher } from "./bulk-handler.ts";
import { URL_FLAG, VERDICT, type RunRequest, type WorkerReply } from "./protocol.ts";

/** A toy engine: each line `D /prefix` or `A /prefix`, longest match wins, per agent ignored. */
function toyParse(text: string) {
  return text.split("\n").map((line, i) => ({ line: i + 1, kind: line[0], prefix: line.slice(2) }));
}
function toyCompile(doc: ReturnType<typeof toyParse>, _engine: string, agent: string): UrlMatcher {
  return {
    matchPath(path: string) {
      if (agent === "broken") throw new TypeError("bad url");
      let best: { line: number; kind: string; len: number } | null = null;
      for (const rule of doc) {
        if ((rule.kind === "D" || rule.kind === "A") && path.startsWith(rule.prefix)) {
          if (!best || rule.prefix.length > best.len) best = { line: rule.line, kind: rule.kind, len: rule.prefix.length };
        }
      }
      return { allowed: !best || best.kind === "A", line: best?.line ?? null };
    },
  };
}

/** The toy reading of a URL: a path as is, an http(s) URL's path; anything else throws. */
function toyPath(url: string): string {
  if (url.startsWith("/")) return url;
  const m = /^https?:\/\/[^/]*(.*)$/i.exec(url);
  if (!m) throw new TypeError("not a URL");
  return m[1] || "/";
}

function harness() {
  const replies: WorkerReply[] = [];
  const handle = createBulkHandler({
    parse: toyParse,
    compile: (doc, engine, agent) => toyCompile(doc, engine, agent),
    pathOf: toyPath,
    post: (reply) => replies.push(reply),
    pause: () => Promise.resolve(),
  });
  return { replies, handle };
}

const job = (over: Partial<RunRequest> = {}): RunRequest => ({
  type: "run",
  jobId: 1,
  text: "D /private\nA /private/open",
  origin: "https://example.com",
  urlsText: ["/", "/private/x", "/private/open/y", "https://other.example/private", "mailto:x"].join("\n"),
  crawlers: [
    { id: "googlebot", userAgent: "Googlebot", engine: "google" },
    { id: "bingbot", userAgent: "bingbot", engine: "bing" },
  ],
  ...over,
});

describe("bulk worker run", () => {
  it("answers verdicts and deciding lines per crawler", async () => {
    const { replies, handle } = harness();
    await handle(job());
    const result = replies.find((r) => r.type === "result");
    if (result?.type !== "result") throw new Error("no result");
    const r = result.result;
    expect(r.total).toBe(5);
    expect(r.crawlerIds).toEqual(["googlebot", "bingbot"]);
    expect([...r.verdicts[0]]).toEqual([
      VERDICT.allowed,
      VERDICT.blocked,
      VERDICT.allowed,
      VERDICT.blocked,
      VERDICT.invalid,
    ]);
    expect([...r.lines[1]]).toEqual([0, 1, 2, 1, 0]);
    expect(r.flags[3] & URL_FLAG.otherOrigin).toBeTruthy();
    expect(r.flags[1] & URL_FLAG.otherOrigin).toBeFalsy();
  });

  it("reports progress per chunk, ending at the total", async () => {
    const { replies, handle } = harness();
    await handle(job({ chunkSize: 2 }));
    const progress = replies.filter((r) => r.type === "progress").map((r) => (r.type === "progress" ? r.done : -1));
    expect(progress).toEqual([0, 2, 4, 5]);
  });

  it("counts coverage per deciding line", async () => {
    const { replies, handle } = harness();
    await handle(job());
    const result = replies.find((r) => r.type === "result");
    if (result?.type !== "result") throw new Error("no result");
    expect(result.result.coverage).toEqual([
      [1, 4],
      [2, 2],
    ]);
  });

  it("sorts URL indices by URL text", async () => {
    const { replies, handle } = harness();
    await handle(job({ urlsText: "/b\n/a\n/c" }));
    const result = replies.find((r) => r.type === "result");
    if (result?.type !== "result") throw new Error("no result");
    expect([...result.result.urlOrder]).toEqual([1, 0, 2]);
  });

  it("answers the verdicts of a second text for a version diff", async () => {
    const { replies, handle } = harness();
    await handle(job({ compareText: "D /" }));
    const result = replies.find((r) => r.type === "result");
    if (result?.type !== "result") throw new Error("no result");
    expect([...result.result.compare!.verdicts[0]]).toEqual([1, 1, 1, 1, 2]);
  });

  it("marks a URL invalid when the matcher throws, and keeps going", async () => {
    const { replies, handle } = harness();
    await handle(job({ crawlers: [{ id: "x", userAgent: "broken", engine: "google" }] }));
    const result = replies.find((r) => r.type === "result");
    if (result?.type !== "result") throw new Error("no result");
    expect([...result.result.verdicts[0]]).toEqual([2, 2, 2, 2, 2]);
  });

  it("stops at the next chunk when cancelled", async () => {
    const replies: WorkerReply[] = [];
    let handle: ReturnType<typeof createBulkHandler> = async () => {};
    handle = createBulkHandler({
      parse: toyParse,
      compile: (doc, engine, agent) => toyCompile(doc, engine, agent),
    pathOf: toyPath,
      post: (reply) => replies.push(reply),
      pause: async () => {
        if (replies.filter((r) => r.type === "progress").length === 2) await handle({ type: "cancel", jobId: 1 });
      },
    });
    await handle(job({ chunkSize: 1 }));
    expect(replies.at(-1)).toEqual({ type: "cancelled", jobId: 1 });
    expect(replies.some((r) => r.type === "result")).toBe(false);
  });

  it("abandons a run superseded by a newer one", async () => {
    const replies: WorkerReply[] = [];
    let started = false;
    let handle: ReturnType<typeof createBulkHandler> = async () => {};
    handle = createBulkHandler({
      parse: toyParse,
      compile: (doc, engine, agent) => toyCompile(doc, engine, agent),
    pathOf: toyPath,
      post: (reply) => replies.push(reply),
      pause: async () => {
        if (!started) {
          started = true;
          await handle(job({ jobId: 2 }));
        }
      },
    });
    await handle(job({ jobId: 1, chunkSize: 1 }));
    expect(replies.filter((r) => r.type === "result").map((r) => r.jobId)).toEqual([2]);
    expect(replies).toContainEqual({ type: "cancelled", jobId: 1 });
  });

  it("answers an empty list with an empty result", async () => {
    const { replies, handle } = harness();
    await handle(job({ urlsText: "" }));
    const result = replies.find((r) => r.type === "result");
    expect(result?.type === "result" && result.result.total).toBe(0);
  });
});

describe("bulk worker parse-list", () => {
  const parse = async (name: string, content: string | Uint8Array) => {
    const { replies, handle } = harness();
    const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
    await handle({ type: "parse-list", jobId: 7, name, bytes: bytes.slice().buffer });
    const reply = replies[0];
    if (reply.type !== "list") throw new Error(JSON.stringify(reply));
    return reply.list;
  };

  it("reads one URL per line, skipping blanks and comments", async () => {
    const list = await parse("urls.txt", "# list\n/a\r\n\n  https://example.com/b  \n");
    expect(list).toMatchObject({ kind: "lines", urlsText: "/a\nhttps://example.com/b", count: 2 });
  });

  it("reads the URL cell of each CSV row, skipping the header", async () => {
    const list = await parse("crawl.csv", 'Address,Status\n"https://example.com/a,b",200\n/c;x\n');
    expect(list.kind).toBe("csv");
    expect(list.urlsText).toBe("https://example.com/a,b\n/c");
  });

  it("reads a sitemap's <loc> elements, decoding entities and CDATA, ignoring image:loc", async () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://example.com/a?x=1&amp;y=2</loc><image:image><image:loc>https://example.com/i.png</image:loc></image:image></url>
      <url><loc><![CDATA[https://example.com/b]]></loc></url></urlset>`;
    const list = await parse("sitemap.xml", xml);
    expect(list).toMatchObject({ kind: "sitemap", urlsText: "https://example.com/a?x=1&y=2\nhttps://example.com/b" });
  });

  it("reads a gzip-compressed sitemap index as its child sitemaps", async () => {
    const xml = `<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap><sitemap><loc>https://example.com/s2.xml.gz</loc></sitemap></sitemapindex>`;
    const list = await parse("sitemap.xml.gz", new Uint8Array(gzipSync(xml)));
    expect(list).toMatchObject({ kind: "sitemap-index", wasGzip: true, count: 2 });
    expect(list.urlsText.split("\n")[1]).toBe("https://example.com/s2.xml.gz");
  });

  it("keeps at most the limit and counts the rest as dropped", async () => {
    const { replies, handle } = harness();
    const bytes = new TextEncoder().encode("/a\n/b\n/c\n/d");
    await handle({ type: "parse-list", jobId: 1, name: "x.txt", bytes: bytes.buffer, limit: 3 });
    expect(replies[0]).toMatchObject({ type: "list", list: { count: 3, dropped: 1 } });
  });

  it("answers a broken gzip file with an error reply", async () => {
    const { replies, handle } = harness();
    await handle({ type: "parse-list", jobId: 3, name: "x.gz", bytes: new Uint8Array([0x1f, 0x8b, 1, 2, 3]).buffer });
    expect(replies[0]).toMatchObject({ type: "error", jobId: 3, code: "list-unreadable" });
  });
});

describe("coverage and origins", () => {
  it("coverageOf counts decisions per line across crawlers", () => {
    expect(coverageOf([Int32Array.of(0, 3, 3), Int32Array.of(5, 3, 0)])).toEqual([
      [3, 3],
      [5, 1],
    ]);
  });

  it.each([
    ["/x", ""],
    ["https://Example.com:443/x", "https://example.com"],
    ["http://example.com:8080", "http://example.com:8080"],
    ["https://user@example.com/", "https://example.com"],
    ["ftp://example.com/", null],
    ["example.com/x", null],
  ])("urlOriginKey(%s) is %s", (url, key) => {
    expect(urlOriginKey(url)).toBe(key);
  });
});

describe("bulk worker lanes", () => {
  it("does not let a run of another lane stop a running one", async () => {
    const replies: WorkerReply[] = [];
    let started = false;
    let handle: ReturnType<typeof createBulkHandler> = async () => {};
    handle = createBulkHandler({
      parse: toyParse,
      compile: (doc, engine, agent) => toyCompile(doc, engine, agent),
    pathOf: toyPath,
      post: (reply) => replies.push(reply),
      pause: async () => {
        if (!started) {
          started = true;
          await handle(job({ jobId: 2, lane: "diff" }));
        }
      },
    });
    await handle(job({ jobId: 1, chunkSize: 1 }));
    expect(replies.filter((r) => r.type === "result").map((r) => r.jobId)).toEqual([2, 1]);
  });
});

describe("bulk worker caches", () => {
  it("parses and compiles a text once across runs", async () => {
    let parses = 0;
    let compiles = 0;
    const handle = createBulkHandler({
      parse: (text) => (parses++, toyParse(text)),
      compile: (doc, engine, agent) => (compiles++, toyCompile(doc, engine, agent)),
      pathOf: toyPath,
      post: () => undefined,
      pause: () => Promise.resolve(),
    });
    await handle(job({ jobId: 1 }));
    await handle(job({ jobId: 2 }));
    expect(parses).toBe(1);
    expect(compiles).toBe(2);
    await handle(job({ jobId: 3, text: "D /x" }));
    expect(parses).toBe(2);
  });
});
