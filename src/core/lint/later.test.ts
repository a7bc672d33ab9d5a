import { describe, expect, it } from "vitest";
import { LintRun, lintReport, reachabilityWork } from "../lint.ts";
import { parseRobotsTxt } from "../parse.ts";
import { ENGINE_IDS, type EngineId } from "../types.ts";
import { prng } from "../../../bench/fixtures.ts";

/** Lines mixing what the group checks branch on: blank lines in groups, lenient keys, Host, asset paths, literal prefixes. */
const LINES = [
  "User-agent: *",
  "User-agent: Googlebot",
  "User-agent: Yandex",
  "user agent: bingbot",
  "",
  "Disallow: /a",
  "Allow: /a",
  "Allow: /a/b",
  "Disallow: /a/b/c",
  "Disallow /a/b",
  "Dissallow: /a",
  "Allow: /a*",
  "Disallow: /",
  "Disallow: /js/",
  "Disallow: /*.css$",
  "Allow: /style.css",
  "Disallow: /wp-content/",
  "Host: example.com",
  "Sitemap: https://example.com/s.xml",
  "Disallow: /caf%C3%A9",
  "Disallow: /café",
  "# comment",
];

/** Every set of engines (63), the asked ones first in the order given. */
const SUBSETS: EngineId[][] = Array.from({ length: (1 << ENGINE_IDS.length) - 1 }, (_, m) => ENGINE_IDS.filter((_, i) => ((m + 1) & (1 << i)) !== 0));

describe("group checks with the work for engines outside the set left for later", () => {
  it("find exactly the whole run's findings, in its order, and the work left counts the rest of its hidden ones", () => {
    const r = prng(21);
    let left = 0;
    let more = 0;
    for (let file = 0; file < 40; file++) {
      const text = Array.from({ length: 10 + Math.floor(r() * 60) }, () => LINES[Math.floor(r() * LINES.length)]).join("\n");
      const doc = parseRobotsTxt(text);
      for (const engines of SUBSETS) {
        const whole = lintReport(doc, { engines });
        const run = new LintRun(doc, { engines });
        const lines = run.lineChecks();
        const first = run.groupChecks(true);
        const again = new LintRun(doc, { engines });
        again.lineChecks();
        expect(JSON.stringify(first.diagnostics)).toBe(JSON.stringify(again.groupChecks().diagnostics));
        if (run.hasLeftWork) left++;
        const rest = run.countLeftHidden();
        more += rest;
        expect(lines.hidden + first.hidden + rest).toBe(whole.hidden);
        expect(run.countLeftHidden()).toBe(0);
      }
    }
    // Both cases are met: work left, and hidden findings only it counts.
    expect(left).toBeGreaterThan(500);
    expect(more).toBeGreaterThan(500);
  });

  it("leave the first-match search for later when neither first-match engine is asked, and only then", () => {
    const text = ["User-agent: *", ...Array.from({ length: 40 }, (_, i) => `Disallow: /p${i}\nAllow: /p${i}/x`)].join("\n");
    const doc = parseRobotsTxt(text);
    const work = (engines: EngineId[], later: boolean) => {
      const run = new LintRun(doc, { engines });
      run.lineChecks();
      const before = reachabilityWork.steps;
      run.groupChecks(later);
      return { steps: reachabilityWork.steps - before, left: run.hasLeftWork };
    };
    const whole = work(["google", "bing", "yandex"], false);
    const first = work(["google", "bing", "yandex"], true);
    expect(first.left).toBe(true);
    expect(first.steps).toBeLessThan(whole.steps - 200);
    // Classic Yandex asked (with Yandex, for whom the records are read too): its search runs at once, nothing is left.
    const all = ["google", "yandex", "yandex-classic"] satisfies EngineId[];
    expect(work(all, true)).toEqual({ steps: work(all, false).steps, left: false });
  });
});
