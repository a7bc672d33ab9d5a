/**
 * Bing (bingbot, msnbot, AdIdxBot): bingbot → msnbot → `*` fallback and longest match are
 * documented (M); tie-break, size limit, blank lines, percent-encoding and token matching
 * are not, and follow Google as listed assumptions. docs/engines.md §3.
 */
import { SIZE_LIMITS } from "../limits.ts";
import type { Engine } from "./engine.ts";

const BLOG_2010 = "https://blogs.bing.com/webmaster/June-2010/Bing-crawler-bingbot-on-the-horizon";
const WIKI = "http://robotsexclusionstandard.blogspot.com/2011/03/allow-directive.html";

/** The `bing` engine. */
export const bing: Engine = {
  id: "bing",
  keys: "strict",
  grouping: "google",
  agentMatch: "google",
  yandexFamily: "none",
  mergeGroups: true,
  precedence: "longest",
  wildcards: true,
  encoding: "google",
  isGoogleLibrary: false,
  emptyAllow: "ignore",
  emptyDisallow: "ignore",
  robotsTxtAlwaysAllowed: false,
  hasAllow: true,
  sizeLimit: SIZE_LIMITS.bing,
  facts: {
    keys: { confidence: "L", source: BLOG_2010 },
    grouping: { confidence: "L", source: BLOG_2010 },
    agentMatch: { confidence: "L", source: BLOG_2010 },
    fallback: { confidence: "M", source: BLOG_2010 },
    precedence: { confidence: "M", source: WIKI },
    // `*` and `$`: stated for "Google, Bing and other major search engines" (docs/engines.md §3, M).
    wildcards: { confidence: "M", source: WIKI },
    tieBreak: { confidence: "L", source: WIKI },
    encoding: { confidence: "L", source: BLOG_2010 },
    sizeLimit: { confidence: "L", source: BLOG_2010 },
    // Not in Bing's documentation (docs/engines.md §3, L): read as Google does, each an assumption.
    mergeGroups: { confidence: "L", source: BLOG_2010 },
    wildcardLength: { confidence: "L", source: WIKI },
    empty: { confidence: "L", source: BLOG_2010 },
    emptyGroup: { confidence: "L", source: BLOG_2010 },
    otherLines: { confidence: "L", source: BLOG_2010 },
    orphans: { confidence: "L", source: BLOG_2010 },
    bom: { confidence: "L", source: BLOG_2010 },
    midDollar: { confidence: "L", source: BLOG_2010 },
    indexHtml: { confidence: "L", source: BLOG_2010 },
    robotsTxt: { confidence: "L", source: BLOG_2010 },
    globalValue: { confidence: "L", source: BLOG_2010 },
  },
};
