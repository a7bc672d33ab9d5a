/**
 * Usage preferences in Bulk: the worker (with the real core, wired as bulk.worker.ts wires it)
 * answers the packed preferences per URL and crawler; the table filters by them; CSV and JSON
 * exports carry them. Each agrees with the Test panel's explaining path.
 */
import { describe, expect, it } from "vitest";
import { compileMatcher, matchUrl, parseRobotsTxt, pathForMatching } from "../core/index.ts";
import { comparedPathFor, compilePreferences, explainPreferences, packPreferences, PREFERENCE_SLOTS } from "../core/prefs.ts";
import { createBulkHandler } from "./bulk-handler.ts";
import type { RunResult, WorkerReply } from "./protocol.ts";
import { prefValueAt, runToCsv, runToJson, selectRows } from "../state/bulk.ts";
import type { BulkRun } from "../state/bulk-store.ts";

const FILE = [
  "User-agent: *",
  "Disallow: /never/",
  "Content-Usage: train-ai=n",
  "Content-Usage: /ai-ok/ train-ai=y",
  "Content-Signal: search=yes, ai-train=no",
  "",
  "User-agent: GPTBot",
  "Disallow: /",
].join("\n");
const URLS = ["/a", "/ai-ok/b", "/never/c", "https://example.com/ai-ok/", "nope"];

async function run(text: string): Promise<BulkRun> {
  const replies: WorkerReply[] = [];
  const handle = createBulkHandler({
    parse: parseRobotsTxt,
    compile: (doc, engine, userAgent, origin) => {
      const matcher = compileMatcher(doc, engine, userAgent, origin);
      const prefs = compilePreferences(doc, engine, matcher.group.groups.map((g) => g.fromLine));
      return {
        matchPath: (path: string) => matcher.matchPath(path),
        hasPreferences: prefs.hasAny,
        preferences: (path: string, allowed: boolean) => packPreferences(prefs.summarize(comparedPathFor(engine, path), allowed)),
      };
    },
    pathOf: pathForMatching,
    post: (reply) => replies.push(reply),
    pause: () => Promise.resolve(),
  });
  await handle({
    type: "run",
    jobId: 1,
    text,
    origin: "https://example.com",
    urlsText: URLS.join("\n"),
    crawlers: [
      { id: "googlebot", userAgent: "Googlebot", engine: "google" },
      { id: "gptbot", userAgent: "GPTBot", engine: "rfc9309" },
    ],
  });
  const result = replies.find((r) => r.type === "result") as { result: RunResult } | undefined;
  if (!result) throw new Error("no result");
  return { ...result.result, urls: URLS, shownCrawlerIds: ["googlebot", "gptbot"] };
}

const slot = (directive: string, key: string) => PREFERENCE_SLOTS.findIndex((s) => s.directive === directive && s.key === key);

describe("Bulk preferences", () => {
  it("the worker answers the preferences in force, as the Test panel computes them", async () => {
    const r = await run(FILE);
    expect(r.prefs).toBeDefined();
    const doc = parseRobotsTxt(FILE);
    URLS.slice(0, 4).forEach((url, i) => {
      const full = explainPreferences(doc, matchUrl(doc, { url, userAgent: "Googlebot", engine: "google" }));
      for (const e of full.usage.entries) expect(prefValueAt(r, 0, i, slot("content-usage", e.key)), `${url} ${e.key}`).toBe(e.value);
      for (const e of full.signal.entries) expect(prefValueAt(r, 0, i, slot("content-signal", e.key)), `${url} ${e.key}`).toBe(e.value);
    });
    expect(prefValueAt(r, 0, 0, slot("content-usage", "train-ai"))).toBe("no");
    expect(prefValueAt(r, 0, 1, slot("content-usage", "train-ai"))).toBe("yes");
    expect(prefValueAt(r, 0, 2, slot("content-usage", "train-ai"))).toBe("unknown");
    // GPTBot's group disallows everything: nothing applies.
    for (let i = 0; i < URLS.length; i++) expect(r.prefs![1][i]).toBe(0);
  });

  it("no preference array when the file states none", async () => {
    const r = await run("User-agent: *\nDisallow: /x\n");
    expect(r.prefs).toBeUndefined();
    expect(runToCsv(r, {})).not.toContain("content-usage");
  });

  it("the table filters rows by a preference", async () => {
    const r = await run(FILE);
    const rows = (f: string) => [...selectRows(r, "all", "", { key: "index", descending: false }, {}, f)];
    expect(rows("content-usage:train-ai:no")).toEqual([0]);
    expect(rows("content-usage:train-ai:yes")).toEqual([1, 3]);
    expect(rows("content-signal:ai-train:no")).toEqual([0, 1, 3]);
    expect(rows("")).toEqual([0, 1, 2, 3, 4]);
    expect(rows("bogus")).toEqual([0, 1, 2, 3, 4]);
  });

  it("CSV carries a column per crawler and category", async () => {
    const r = await run(FILE);
    const csv = runToCsv(r, {}).split("\r\n");
    const header = csv[0].split(",");
    const col = header.indexOf("googlebot content-usage train-ai");
    expect(col).toBeGreaterThan(0);
    expect(csv[1].split(",")[col]).toBe("no");
    expect(csv[2].split(",")[col]).toBe("yes");
  });

  it("JSON carries the preferences by directive", async () => {
    const r = await run(FILE);
    const json = JSON.parse(runToJson(r, { "/a": { googlebot: "allowed" } }, [0, 2]));
    expect(json.results).toHaveLength(2);
    expect(json.results[0]).toMatchObject({
      url: "/a",
      crawlers: {
        googlebot: {
          verdict: "allowed",
          expected: "allowed",
          preferences: { "content-usage": { "train-ai": "no", search: "unknown" }, "content-signal": { search: "yes", "ai-input": "unknown", "ai-train": "no" } },
        },
      },
    });
    expect(json.results[1].crawlers.googlebot.verdict).toBe("blocked");
  });
});
