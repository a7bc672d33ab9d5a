/**
 * Lint time of 500 KiB files, by hand: `npx tsx src/core/lint/lint.bench.ts`. Prints the
 * first (cold) run and the median of 30 warm runs per file and engine set. No assertions:
 * the test suite counts steps instead (lint.test.ts, "near-linear work").
 */
import { lintRobotsTxt } from "../lint.ts";
import { parseRobotsTxt } from "../parse.ts";
import { ENGINE_IDS, type EngineId } from "../types.ts";

const SIZE = 512_000;

function fill(make: (i: number) => string): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < SIZE; i++) {
    const part = make(i);
    parts.push(part);
    length += part.length;
  }
  return parts.join("").slice(0, SIZE);
}

const AGENTS = ["*", "Googlebot", "bingbot", "Yandex", "GPTBot"];

const FILES: Record<string, string> = {
  // Groups of 200 rules, some wildcards, a few Sitemap and Crawl-delay lines.
  realistic: fill(
    (i) =>
      (i % 200 === 0 ? `\n# section ${i}\nUser-agent: ${AGENTS[(i / 200) % 5]}\n` : "") +
      `${i % 4 === 0 ? "Allow" : "Disallow"}: /category-${i % 53}/product-${i}${i % 7 === 0 ? "*.php$" : "/"}\n` +
      (i % 500 === 0 ? `Sitemap: https://example.com/sitemap-${i}.xml\nCrawl-delay: 2\n` : ""),
  ),
  "one group": "User-agent: *\n" + fill((i) => `Disallow: /d${i % 1000}/p${i}\n`),
  "prefix chain": "User-agent: *\n" + fill((i) => `Disallow: /${"a".repeat(i % 200)}\n`),
  wildcards: "User-agent: *\n" + fill((i) => `Disallow: /*a*b*c*d*e*f*g*h*${i}*.js\n`),
  "every line wrong": fill(
    (i) => `Disalow /x${i} y\nUser-agent: Googlebot/${i}\nDisallow: x%zz${i}ツ**\nHost: bad_${i}\nClean-param: a&&b\n\n`,
  ),
};

const SETS: Record<string, readonly EngineId[] | undefined> = { default: undefined, all: ENGINE_IDS };

for (const [name, text] of Object.entries(FILES)) {
  const doc = parseRobotsTxt(text);
  for (const [setName, engines] of Object.entries(SETS)) {
    const options = engines ? { engines } : {};
    let start = performance.now();
    const count = lintRobotsTxt(doc, options).length;
    const first = performance.now() - start;
    const times: number[] = [];
    for (let r = 0; r < 30; r++) {
      start = performance.now();
      lintRobotsTxt(doc, options);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(17)} ${setName.padEnd(8)} lines ${String(doc.lines.length).padStart(6)}` +
        `  diagnostics ${String(count).padStart(6)}  first ${first.toFixed(1).padStart(6)} ms` +
        `  median ${times[15].toFixed(1).padStart(6)} ms`,
    );
  }
}
