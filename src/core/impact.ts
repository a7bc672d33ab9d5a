/**
 * The impact summary: what a file does to the crawlers that matter most, readable in ten
 * seconds. For each major crawler (its own engine and token fallbacks, as the Test panel
 * reads it): blocked from the whole site, from the home page, or neither; which common CSS
 * and JavaScript paths Googlebot may not fetch; the sitemaps declared. Codes and data only.
 */
import { findCrawler } from "./crawlers.ts";
import { ASSET_SAMPLES } from "./lint/structure.ts";
import { sitemapProblem } from "./lint/values.ts";
import { compileMatcher } from "./match.ts";
import type { EngineId, RobotsTxt } from "./types.ts";

/** The crawlers the summary names, in display order: search first, then the big AI crawlers. */
export const MAJOR_CRAWLERS: readonly string[] = [
  "googlebot",
  "bingbot",
  "yandexbot",
  "applebot",
  "gptbot",
  "oai-searchbot",
  "claudebot",
  "perplexitybot",
  "google-extended",
  "ccbot",
];

/** Patterns that match every path (a rule of one of these blocks the whole site). */
const MATCH_ALL = new Set(["/", "/*", "*", "/*$", "*$"]);

/** What the file does to one crawler. */
export interface CrawlerImpact {
  crawlerId: string;
  /** The crawler's name as its vendor writes it. */
  name: string;
  engine: EngineId;
  /** `site`: a rule matching every path decides for `/`; `home`: `/` is blocked by a narrower rule; `open`: `/` may be crawled. */
  reach: "site" | "home" | "open";
  /** The line of the rule that decides `/`, or null when none does. */
  line: number | null;
}

/** A common CSS or JavaScript path that Googlebot may not fetch, and the line that blocks it. */
export interface BlockedAsset {
  path: string;
  line: number;
}

export interface ImpactSummary {
  crawlers: CrawlerImpact[];
  /** Sample asset paths blocked for Googlebot. */
  assets: BlockedAsset[];
  /** Sitemap lines with a valid URL, in file order. */
  sitemaps: { url: string; line: number }[];
}

/** The impact summary of a parsed file. Never throws; work is a few verdicts per crawler. */
export function impactSummary(doc: RobotsTxt): ImpactSummary {
  const crawlers: CrawlerImpact[] = [];
  for (const id of MAJOR_CRAWLERS) {
    const crawler = findCrawler(id);
    if (!crawler) continue;
    const matcher = compileMatcher(doc, crawler.engine, crawler.tokens[0]);
    const home = matcher.explain("/");
    let reach: CrawlerImpact["reach"] = "open";
    if (!home.allowed && home.rule) {
      const deep = matcher.explain("/a/page.html?q=1");
      reach = MATCH_ALL.has(home.rule.normalized) && !deep.allowed ? "site" : "home";
    } else if (!home.allowed) reach = "site";
    crawlers.push({ crawlerId: crawler.id, name: crawler.name, engine: crawler.engine, reach, line: home.rule?.line ?? null });
  }
  const assets: BlockedAsset[] = [];
  const googlebot = findCrawler("googlebot");
  if (googlebot) {
    const matcher = compileMatcher(doc, googlebot.engine, googlebot.tokens[0]);
    for (const path of ASSET_SAMPLES) {
      if (!/\.(css|js)(\?|$)/.test(path)) continue;
      const r = matcher.explain(path);
      if (!r.allowed && r.rule) assets.push({ path, line: r.rule.line });
    }
  }
  const sitemaps: ImpactSummary["sitemaps"] = [];
  for (const line of doc.lines) {
    if (line.directive === "sitemap" && line.valueText !== null && sitemapProblem(line.valueText) === null) {
      sitemaps.push({ url: line.valueText, line: line.number });
    }
  }
  return { crawlers, assets, sitemaps };
}
