/**
 * Core benchmark: our parser and matcher against robots-parser (the most used npm parser) on
 * the same inputs in one process, printing times and ratios. Run with `npm run bench`.
 */
import robotsParser from "robots-parser";
import { compileMatcher, parseRobotsTxt, type StepCounter } from "../src/core/index.ts";
import { benchAgent, benchUrls, manyGroupsFile, oneGroupFile } from "./fixtures.ts";

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

// Collect garbage before each timed run (node --expose-gc), so neither library pays for the
// other's allocations.
const gc = (globalThis as { gc?: () => void }).gc;

function time(fn: () => void, runs: number): number {
  const ts: number[] = [];
  for (let i = 0; i < runs; i++) {
    gc?.();
    const t0 = performance.now();
    fn();
    ts.push(performance.now() - t0);
  }
  return median(ts);
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(1) : ms.toFixed(3)) + " ms";
const ratio = (a: number, b: number) => (b / a).toFixed(1) + "x";

const manyGroups = manyGroupsFile();
const oneGroup = oneGroupFile();
const urls = benchUrls(100_000);
const ROBOTS_URL = "https://example.com/robots.txt";
const bytes = (s: string) => new TextEncoder().encode(s).length;

console.log(`inputs: 200-group file ${bytes(manyGroups)} bytes, one-group file ${bytes(oneGroup)} bytes, ${urls.length} URLs\n`);

// Warm up both libraries.
for (let i = 0; i < 3; i++) {
  parseRobotsTxt(manyGroups);
  robotsParser(ROBOTS_URL, manyGroups);
}

const rows: string[][] = [["measure", "ours", "robots-parser", "ours faster by"]];

for (const [name, text] of [
  ["parse 200-group file", manyGroups],
  ["parse one-group file", oneGroup],
] as const) {
  const ours = time(() => parseRobotsTxt(text), 15);
  const peer = time(() => robotsParser(ROBOTS_URL, text), 15);
  rows.push([name, fmt(ours), fmt(peer), ratio(ours, peer)]);
}

{
  // 200-group file, the agent of group 57: compile + 100,000 URLs.
  const agent = benchAgent(57);
  const doc = parseRobotsTxt(manyGroups);
  const peerRobots = robotsParser(ROBOTS_URL, manyGroups);
  let oursAllowed = 0;
  let peerAllowed = 0;
  const ours = time(() => {
    oursAllowed = 0;
    const m = compileMatcher(doc, "google", agent);
    for (const u of urls) if (m.match(u).allowed) oursAllowed++;
  }, 3);
  const peer = time(() => {
    peerAllowed = 0;
    for (const u of urls) if (peerRobots.isAllowed(u, agent)) peerAllowed++;
  }, 3);
  rows.push(["match 100k URLs, 200-group file (incl. compile)", fmt(ours), fmt(peer), ratio(ours, peer)]);
  rows.push(["  allowed count (sanity: both agree?)", String(oursAllowed), String(peerAllowed), oursAllowed === peerAllowed ? "same" : "differ"]);
}

{
  // One group of 20,000 rules: robots-parser timed on a 2,000-URL sample, scaled to 100,000.
  const doc = parseRobotsTxt(oneGroup);
  const peerRobots = robotsParser(ROBOTS_URL, oneGroup);
  const sample = urls.slice(0, 2000);
  const ours = time(() => {
    const m = compileMatcher(doc, "google", "anybot");
    for (const u of urls) m.match(u);
  }, 3);
  const peerSample = time(() => {
    for (const u of sample) peerRobots.isAllowed(u, "anybot");
  }, 1);
  const peer = (peerSample * urls.length) / sample.length;
  rows.push(["match 100k URLs, one 20,000-rule group (incl. compile)", fmt(ours), fmt(peer) + " (from 2k sample)", ratio(ours, peer)]);
  rows.push(["  per URL", ((ours * 1000) / urls.length).toFixed(2) + " µs", ((peer * 1000) / urls.length).toFixed(0) + " µs", ""]);
  let agree = 0;
  const m = compileMatcher(doc, "google", "anybot");
  for (const u of sample) if (m.match(u).allowed === peerRobots.isAllowed(u, "anybot")) agree++;
  rows.push(["  verdicts agreeing on the sample", `${agree}/${sample.length}`, "", ""]);
}

{
  // A hostile pattern: 1,000 stars against a 10,000-character URL; robots-parser builds a
  // regular expression, so the anchored variant (no match, last character differs) is timed
  // for it on a far smaller instance only.
  const anchored = "/" + "*a".repeat(1000) + "$";
  const docA = parseRobotsTxt(`User-agent: *\nDisallow: ${anchored}\n`);
  const urlA = "/" + "a".repeat(9_998) + "b";
  const oursA = time(() => {
    compileMatcher(docA, "google", "anybot").match(urlA);
  }, 5);
  const small = "/" + "*a".repeat(12) + "$";
  const peerSmall = robotsParser(ROBOTS_URL, `User-agent: *\nDisallow: ${small}\n`);
  const peerA = time(() => {
    peerSmall.isAllowed("https://example.com/" + "a".repeat(60) + "b", "anybot");
  }, 1);
  rows.push(["hostile anchored pattern (1,000 stars + $, 10,000-char URL)", fmt(oursA), `${fmt(peerA)} for only 12 stars, 62 chars`, ""]);
}

{
  // A hostile pattern: 1,000 stars against a 10,000-character URL.
  const pattern = "/" + "*a".repeat(1000);
  const doc = parseRobotsTxt(`User-agent: *\nDisallow: ${pattern}\n`);
  const url = "/" + "b".repeat(9_999);
  const counter: StepCounter = { steps: 0 };
  const ours = time(() => {
    compileMatcher(doc, "google", "anybot").match(url, counter);
  }, 5);
  const peerRobots = robotsParser(ROBOTS_URL, `User-agent: *\nDisallow: ${pattern}\n`);
  const peer = time(() => {
    peerRobots.isAllowed("https://example.com" + url, "anybot");
  }, 1);
  rows.push(["hostile pattern (1,000 stars, 10,000-char URL)", fmt(ours), fmt(peer), ratio(ours, peer)]);
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join("  "));
