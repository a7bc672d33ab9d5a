/**
 * The `google` engine against 3,000 verdicts labeled by Google's open-source parser
 * (tests/data/google-reference.jsonl.gz, see its README): the verdict and the deciding line
 * for the WHATWG-normalized URL must agree exactly.
 */
import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { compileMatcher, matchUrl, parseRobotsTxt } from "../../src/core/index.ts";

interface Check {
  robots: string;
  agent: string;
  url: string;
  url_norm: string;
  google_norm: { allowed: boolean; line: number };
}

const file = fileURLToPath(new URL("../data/google-reference.jsonl.gz", import.meta.url));
const checks: Check[] = gunzipSync(readFileSync(file))
  .toString("utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l) as Check);

describe("google engine vs Google's parser (3,000 reference verdicts)", () => {
  it("has all 3,000 checks", () => {
    expect(checks.length).toBe(3000);
  });

  it("agrees on every verdict and deciding line", () => {
    const mismatches: string[] = [];
    for (const [i, c] of checks.entries()) {
      const doc = parseRobotsTxt(c.robots);
      const r = matchUrl(doc, { url: c.url_norm, userAgent: c.agent, engine: "google" });
      const line = r.rule ? r.rule.line : 0;
      if (r.allowed !== c.google_norm.allowed || line !== c.google_norm.line) {
        mismatches.push(`#${i} agent=${c.agent} url=${c.url_norm} want=${JSON.stringify(c.google_norm)} got=${JSON.stringify({ allowed: r.allowed, line })}`);
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it("the compiled matcher gives the same verdicts as matchUrl", () => {
    let differences = 0;
    for (const c of checks) {
      const doc = parseRobotsTxt(c.robots);
      const r = matchUrl(doc, { url: c.url_norm, userAgent: c.agent, engine: "google" });
      const q = compileMatcher(doc, "google", c.agent).match(c.url_norm);
      if (q.allowed !== r.allowed || q.line !== (r.rule ? r.rule.line : null)) differences++;
    }
    expect(differences).toBe(0);
  });
});
