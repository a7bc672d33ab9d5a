import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compileMatcher, compileSteps } from "./match.ts";
import { parseRobotsTxt } from "./parse.ts";
import { ENGINE_IDS } from "./types.ts";

const FILE = ["User-agent: *", "Disallow: /private", "Allow: /private/ok", "", "User-agent: Googlebot", "Disallow: /g", "", "User-agent: bingbot", "User-agent: GPTBot", "Disallow: /"].join("\n");

describe("compiled groups are shared by crawlers that choose the same groups", () => {
  it("compiles each engine's choice of groups once", () => {
    const doc = parseRobotsTxt(FILE);
    const before = compileSteps.groups;
    // Four agents fall to `*` under Google's reading; it is compiled only the first time.
    for (const agent of ["ClaudeBot", "CCBot", "ExampleBot", "x-crawler/2.0"]) compileMatcher(doc, "google", agent);
    expect(compileSteps.groups - before).toBe(1);
    // Googlebot chooses its own group, GPTBot the bingbot/GPTBot group: one compile each.
    compileMatcher(doc, "google", "Googlebot");
    compileMatcher(doc, "google", "GPTBot");
    compileMatcher(doc, "google", "Googlebot-Image/1.0");
    expect(compileSteps.groups - before).toBe(3);
    // Another engine reads the file apart.
    compileMatcher(doc, "bing", "ClaudeBot");
    expect(compileSteps.groups - before).toBe(4);
  });

  it("explains every URL as a matcher of a fresh parse does, in any order of compiles", () => {
    const agents = ["Googlebot", "GPTBot", "bingbot", "ClaudeBot", "*", "Googlebot-News", "YandexBot"];
    const urls = ["/", "/private", "/private/ok", "/g/x", "/other?q=1", "/robots.txt"];
    fc.assert(
      fc.property(fc.shuffledSubarray(agents, { minLength: 1 }), fc.constantFrom(...ENGINE_IDS), (order, engine) => {
        const shared = parseRobotsTxt(FILE);
        for (const agent of order) {
          const cached = compileMatcher(shared, engine, agent);
          const fresh = compileMatcher(parseRobotsTxt(FILE), engine, agent);
          for (const url of urls) {
            expect(cached.explain(url)).toEqual(fresh.explain(url));
            expect(cached.match(url)).toEqual(fresh.match(url));
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
