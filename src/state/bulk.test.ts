import { beforeEach, describe, expect, it, vi } from "vitest";
import { compileMatcher, parseRobotsTxt, pathForMatching } from "../core/index.ts";
import { createBulkHandler } from "../workers/bulk-handler.ts";
import type { WorkerReply } from "../workers/protocol.ts";
import {
  addUrls,
  bulkCrawlers,
  loadUrlFile,
  restoreBulk,
  urlsTextOf,
  runInWorker,
  type BulkTransport,
  csvCell,
  exportExpectationsJson,
  importExpectationsJson,
  runBulk,
  runToCsv,
  lineInfoOf,
  selectRows,
  setBulkTransport,
  setExpectation,
  setUrlsFromText,
  setCoverageCrawler,
  unreachedRuleLines,
  splitUrlLines,
  useBulk,
} from "./bulk.ts";
import { useWorkbench } from "./store.ts";

/** The worker's handler, in-process, as a transport. */
function inProcessTransport(): BulkTransport {
  const handle = createBulkHandler({
    parse: parseRobotsTxt,
    compile: compileMatcher,
    pathOf: pathForMatching,
    post: (reply) => queueMicrotask(() => listener?.(reply)),
    pause: () => new Promise((r) => setTimeout(r, 0)),
  });
  let listener: ((reply: WorkerReply) => void) | null = null;
  return {
    post: (request) => void handle(request),
    listen: (onReply) => {
      listener = onReply;
    },
  };
}

function inProcessWorker() {
  setBulkTransport(inProcessTransport());
}

const FILE = "User-agent: *\nDisallow: /private/\n\nUser-agent: bingbot\nDisallow: /\n";

beforeEach(() => {
  inProcessWorker();
  useWorkbench.setState({
    text: FILE,
    origin: "https://example.com",
    crawlerId: "googlebot",
    compareCrawlerIds: ["bingbot"],
    engineOverride: null,
  });
  useBulk.setState({ expectations: {}, filter: "all", search: "", sort: { key: "index", descending: false } });
  setUrlsFromText("/\n/private/a\n# comment\n\nhttps://other.example/x\nnot a url\n");
});

describe("URL lists", () => {
  it("splits pasted text into URLs", () => {
    expect(splitUrlLines(" /a \r\n#x\n\n/b")).toEqual({ urls: ["/a", "/b"], dropped: 0 });
    expect(useBulk.getState().urls).toEqual(["/", "/private/a", "https://other.example/x", "not a url"]);
  });
});

describe("a bulk run", () => {
  it("tests every URL against the selected crawlers and counts coverage", async () => {
    await runBulk();
    const { run, status, coverage, progress } = useBulk.getState();
    expect(status).toBe("done");
    expect(progress).toEqual({ done: 4, total: 4 });
    expect(run!.shownCrawlerIds).toEqual(["googlebot", "bingbot"]);
    expect([...run!.verdicts[0]]).toEqual([0, 1, 0, 2]);
    expect([...run!.verdicts[1]]).toEqual([1, 1, 1, 2]);
    expect([...run!.lines[0]]).toEqual([0, 2, 0, 0]);
    // The editor draws one crawler's coverage: URLs, not URL × crawler verdicts.
    expect(coverage.get(2)).toBe(1);
    expect(coverage.get(5)).toBeUndefined();
    setCoverageCrawler("bingbot");
    expect(useBulk.getState().coverage.get(5)).toBe(3);
    expect(useBulk.getState().coverage.get(2)).toBeUndefined();
    expect(unreachedRuleLines(run!, [2, 5, 9])).toEqual([9]);
    setCoverageCrawler("googlebot");
  });

  it("counts one URL tested by five crawlers once per crawler", async () => {
    useWorkbench.setState({ text: "User-agent: *\nDisallow: /a\nDisallow: /b\n", compareCrawlerIds: ["bingbot", "yandexbot", "gptbot", "googlebot-image"] });
    setUrlsFromText("/a\n/c\n");
    await runBulk();
    const { coverage, run } = useBulk.getState();
    expect(run!.shownCrawlerIds).toHaveLength(5);
    expect(coverage.get(2)).toBe(1);
    expect(unreachedRuleLines(run!, [2, 3])).toEqual([3]);
  });

  it("counts failed expectations, and recounts after an edit and re-run", async () => {
    setExpectation("/private/a", "googlebot", "blocked");
    setExpectation("/", "googlebot", "allowed");
    await runBulk();
    expect(useBulk.getState().failedCount).toBe(0);
    useWorkbench.setState({ text: "User-agent: *\nDisallow: /\n" });
    await runBulk();
    expect(useBulk.getState().failedCount).toBe(1);
    setExpectation("/", "googlebot", null);
    expect(useBulk.getState().failedCount).toBe(0);
  });

  it("adds crawlers named only by expectations to the run, not to the columns", async () => {
    setExpectation("/", "yandexbot", "allowed");
    await runBulk();
    const run = useBulk.getState().run!;
    expect(run.crawlerIds).toEqual(["googlebot", "bingbot", "yandexbot"]);
    expect(run.shownCrawlerIds).toEqual(["googlebot", "bingbot"]);
  });

  it("uses the engine override for every crawler", () => {
    const { crawlers } = bulkCrawlers("googlebot", ["bingbot", "googlebot"], "rfc9309", {});
    expect(crawlers.map((c) => `${c.id}:${c.userAgent}:${c.engine}`)).toEqual([
      "googlebot:Googlebot:rfc9309",
      "bingbot:bingbot:rfc9309",
    ]);
  });
});

describe("the results table", () => {
  beforeEach(async () => {
    await runBulk();
  });
  const rows = () => {
    const s = useBulk.getState();
    return [...selectRows(s.run, s.filter, s.search, s.sort, s.expectations)];
  };

  it("filters blocked, allowed and disagreeing rows", () => {
    useBulk.setState({ filter: "blocked" });
    expect(rows()).toEqual([0, 1, 2]);
    useBulk.setState({ filter: "allowed" });
    expect(rows()).toEqual([0, 2]);
    useBulk.setState({ filter: "disagree" });
    expect(rows()).toEqual([0, 2]);
  });

  it("filters failed expectations", () => {
    setExpectation("/private/a", "googlebot", "allowed");
    useBulk.setState({ filter: "failed" });
    expect(rows()).toEqual([1]);
  });

  it("searches URL text, case-insensitively", () => {
    useBulk.setState({ search: "PRIVATE" });
    expect(rows()).toEqual([1]);
  });

  it("sorts by URL, by verdict (blocked first) and by deciding line, both ways", () => {
    useBulk.setState({ sort: { key: "url", descending: false } });
    expect(rows()).toEqual([0, 1, 2, 3]);
    useBulk.setState({ sort: { key: "url", descending: true } });
    expect(rows()).toEqual([3, 2, 1, 0]);
    useBulk.setState({ sort: { key: "verdict:googlebot", descending: false } });
    expect(rows()).toEqual([1, 0, 2, 3]);
    useBulk.setState({ sort: { key: "line:googlebot", descending: true } });
    expect(rows()[0]).toBe(1);
  });

  it("exports CSV with verdicts, lines, each line's rule and group, and expectations", () => {
    setExpectation("/", "bingbot", "allowed");
    const csv = runToCsv(useBulk.getState().run!, useBulk.getState().expectations, undefined, lineInfoOf(parseRobotsTxt(FILE)));
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "url,other_origin,googlebot verdict,googlebot line,googlebot rule,googlebot group,googlebot expected," +
        "bingbot verdict,bingbot line,bingbot rule,bingbot group,bingbot expected",
    );
    expect(lines[1]).toBe("/,,allowed,,,,,blocked,5,Disallow: /,User-agent: bingbot,allowed");
    expect(lines[2]).toBe("/private/a,,blocked,2,Disallow: /private/,User-agent: *,,blocked,5,Disallow: /,User-agent: bingbot,");
    expect(lines[3]).toBe("https://other.example/x,yes,allowed,,,,,blocked,5,Disallow: /,User-agent: bingbot,");
    expect(lines[4]).toBe("not a url,,invalid-url,,,,,invalid-url,,,,");
  });

  it("exports only the rows asked for", () => {
    const csv = runToCsv(useBulk.getState().run!, {}, [1]);
    expect(csv.trimEnd().split("\r\n")).toHaveLength(2);
  });
});

describe("CSV cells", () => {
  it.each([
    ["/a", "/a"],
    ["/a,b", '"/a,b"'],
    ['/"q"', '"/""q"""'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["@x", "'@x"],
  ])("%s is written %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("expectation files", () => {
  it("round-trips through JSON and adds their URLs to the list", () => {
    setExpectation("/", "googlebot", "allowed");
    setExpectation("/new", "bingbot", "blocked");
    const json = exportExpectationsJson();
    useBulk.setState({ expectations: {} });
    setUrlsFromText("/");
    expect(importExpectationsJson(json)).toEqual({ ok: true, count: 2 });
    expect(useBulk.getState().expectations).toEqual({ "/": { googlebot: "allowed" }, "/new": { bingbot: "blocked" } });
    expect(useBulk.getState().urls).toEqual(["/", "/new"]);
  });

  it("refuses a file that is not an expectation list", () => {
    expect(importExpectationsJson("{")).toMatchObject({ ok: false, error: { code: "expectations-not-json" } });
    expect(importExpectationsJson('{"expectations":[{"url":"/","crawler":"g","expect":"maybe"}]}')).toEqual({
      ok: false,
      error: { code: "expectations-bad-item", params: { index: 0, field: "expect" } },
    });
    expect(importExpectationsJson('{"version":2,"expectations":[]}')).toMatchObject({
      ok: false,
      error: { code: "expectations-unsupported-version", params: { version: "2", supported: 1 } },
    });
    expect(useBulk.getState().expectations).toEqual({});
  });
});

describe("runs split across workers", () => {
  it("gives the same answer as one worker, crawler columns in order", async () => {
    const urls = Array.from({ length: 12_000 }, (_, i) => (i % 3 ? `/private/${i}` : `/p/${i}`)).join("\n");
    const request = {
      text: FILE,
      origin: "https://example.com",
      urlsText: urls,
      crawlers: bulkCrawlers("googlebot", ["bingbot", "yandexbot"], null, {}).crawlers,
    };
    setBulkTransport(inProcessTransport());
    const one = (await runInWorker(request).result)!;
    setBulkTransport([inProcessTransport(), inProcessTransport()]);
    let last = 0;
    const two = (await runInWorker(request, (done) => (last = done)).result)!;
    expect(two.crawlerIds).toEqual(["googlebot", "bingbot", "yandexbot"]);
    expect(two.verdicts.map((v) => [...v])).toEqual(one.verdicts.map((v) => [...v]));
    expect(two.lines.map((v) => [...v])).toEqual(one.lines.map((v) => [...v]));
    expect(two.coverage).toEqual(one.coverage);
    expect([...two.urlOrder]).toEqual([...one.urlOrder]);
    expect(last).toBe(12_000);
  });
});

describe("the list's text", () => {
  it("is what the workers get: the file's own text for a file, the new list after each change", async () => {
    const sent: string[] = [];
    const inner = inProcessTransport();
    setBulkTransport({
      post: (request, transfer) => {
        if (request.type === "run") sent.push(request.urlsText);
        inner.post(request, transfer);
      },
      listen: (onReply) => inner.listen(onReply),
    });
    await loadUrlFile(Object.assign(new Blob(["/a\r\n\r\n/b\n/c\n"]), { name: "urls.txt" }));
    expect(useBulk.getState().urls).toEqual(["/a", "/b", "/c"]);
    await runBulk();
    addUrls(["/d", "/a"]);
    await runBulk();
    restoreBulk({ urlsText: "/r1\n/r2" });
    await runBulk();
    setUrlsFromText("/x\n/y");
    await runBulk();
    expect(sent).toEqual(["/a\n/b\n/c", "/a\n/b\n/c\n/d", "/r1\n/r2", "/x\n/y"]);
    expect(urlsTextOf(useBulk.getState().urls)).toBe("/x\n/y");
    expect(urlsTextOf(["/p", "/q"])).toBe("/p\n/q");
  });
});

describe("a run's progress", () => {
  it("shows at most every 100 ms while the run goes, and always its end", async () => {
    let replies = 0;
    const inner = inProcessTransport();
    setBulkTransport({
      post: (request, transfer) => inner.post(request, transfer),
      listen: (onReply) =>
        inner.listen((reply) => {
          if (reply.type === "progress") replies++;
          onReply(reply);
        }),
    });
    setUrlsFromText(Array.from({ length: 40_000 }, (_, i) => `/p/${i}`).join("\n"));
    // A clock that moves 30 ms each time it is read.
    let clock = 0;
    const now = vi.spyOn(performance, "now").mockImplementation(() => (clock += 30));
    const shown: number[] = [];
    const unsubscribe = useBulk.subscribe((state, prev) => {
      if (state.progress !== prev.progress) shown.push(state.progress.done);
    });
    try {
      await runBulk();
    } finally {
      unsubscribe();
      now.mockRestore();
    }
    expect(replies).toBe(11);
    // The reset to 0, the first report, then every fourth (reports come 30 ms apart), then the end.
    expect(shown).toEqual([0, 0, 16_000, 32_000, 40_000]);
    expect(useBulk.getState().progress).toEqual({ done: 40_000, total: 40_000 });
  });
});
