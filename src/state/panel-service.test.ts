import { describe, expect, it } from "vitest";
import { impactSummary } from "../core/impact";
import { parseRobotsTxt } from "../core/parse";
import { explainPreferences } from "../core/prefs";
import { computeVerdict } from "../core/verdict";
import { createPanelHandler } from "../workers/panel-handler";
import type { GridCell, PanelReply, PanelRequest } from "../workers/panel-protocol";
import { answerPanelHere, PanelClient } from "./panel-service";

const FILE = "User-agent: Googlebot\nDisallow: /\n\nUser-agent: GPTBot\nDisallow: /private\nContent-Usage: train-ai=n\n\nUser-agent: *\nDisallow: /assets/app.js\nSitemap: https://example.com/sitemap.xml\nLicense: https://example.com/license.xml\n";
const OTHER = "User-agent: *\nAllow: /\n";

const cells: GridCell[] = [
  { url: "/private/x", userAgent: "GPTBot", engine: "google", origin: "https://example.com" },
  { url: "/private/x", userAgent: "GPTBot", engine: "original", origin: "https://example.com" },
  { url: "/", userAgent: "Googlebot", engine: "bing", origin: "https://example.com" },
  { url: "http://[bad", userAgent: "Googlebot", engine: "google", origin: "https://example.com" },
];

/** A stand-in Worker running the real handler in this thread; replies come in a later task. */
function fakeWorker(failOnPost = false) {
  const sent: PanelRequest[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent<PanelReply>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage(q: PanelRequest) {
      sent.push(q);
      if (failOnPost) setTimeout(() => worker.onerror?.({ preventDefault() {} } as ErrorEvent), 0);
      else setTimeout(() => handle(q), 0);
    },
    terminate() {},
  };
  const handle = createPanelHandler((reply) => worker.onmessage?.({ data: reply } as MessageEvent<PanelReply>));
  return { worker: worker as unknown as Worker, sent };
}

describe("the panel worker's answers", () => {
  it("are the page's own: the impact summary and each grid cell's verdict", async () => {
    const { worker } = fakeWorker();
    const client = new PanelClient(() => worker);
    const doc = parseRobotsTxt(FILE);
    expect(await client.ask(FILE, { kind: "impact" })).toEqual({ kind: "impact", impact: impactSummary(doc) });
    const grid = await client.ask(FILE, { kind: "grid", cells });
    const verdicts = cells.map((c) => computeVerdict(doc, c.url, c.userAgent, c.engine, c.origin));
    // Each cell with the usage preferences in force (none for the URL that could not be read).
    const preferences = verdicts.map((v) => (v.ok ? explainPreferences(doc, v.result) : null));
    expect(grid).toEqual({ kind: "grid", verdicts, preferences });
    expect(preferences[3]).toBeNull();
    expect(grid).toEqual(answerPanelHere(doc, { kind: "grid", cells }));
    // The invalid URL is a verdict saying why, not an exception.
    expect(grid?.kind === "grid" && grid.verdicts[3].ok).toBe(false);
  });

  it("get the text once per text: a changed text goes with the next question", async () => {
    const { worker, sent } = fakeWorker();
    const client = new PanelClient(() => worker);
    await Promise.all([client.ask(FILE, { kind: "impact" }), client.ask(FILE, { kind: "grid", cells })]);
    const other = await client.ask(OTHER, { kind: "impact" });
    expect(sent.map((q) => q.text !== undefined)).toEqual([true, false, true]);
    expect(other).toEqual({ kind: "impact", impact: impactSummary(parseRobotsTxt(OTHER)) });
  });

  it("are worked out in the page when the worker fails or there are no workers", async () => {
    const { worker } = fakeWorker(true);
    const failing = new PanelClient(() => worker);
    const doc = parseRobotsTxt(FILE);
    expect(await failing.ask(FILE, { kind: "impact" })).toEqual({ kind: "impact", impact: impactSummary(doc) });
    // From then on, no worker is asked.
    expect(await failing.ask(FILE, { kind: "grid", cells })).toEqual(answerPanelHere(doc, { kind: "grid", cells }));
    expect(await new PanelClient(null).ask(FILE, { kind: "impact" })).toEqual({ kind: "impact", impact: impactSummary(doc) });
  });

  it("says so when it holds another text than the question's", () => {
    const replies: PanelReply[] = [];
    const handle = createPanelHandler((r) => replies.push(r));
    handle({ id: 1, textId: 1, text: FILE, kind: "impact" });
    handle({ id: 2, textId: 2, kind: "impact" });
    expect(replies[1]).toEqual({ id: 2, textId: 2, missingText: true });
  });
});
