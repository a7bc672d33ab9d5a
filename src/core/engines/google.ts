/**
 * Google: its open-source parser (google/robotstxt, commit 22b355ff) as the production
 * matcher, plus the crawler behaviour Google documents on top (token fallbacks, `*` ignored
 * by AdsBot and APIs-Google, the 500 KiB cut). docs/engines.md §2.
 */
import { SIZE_LIMITS } from "../limits.ts";
import type { Engine } from "./engine.ts";

const LIB = "https://github.com/google/robotstxt/blob/master/robots.cc";
const SPEC = "https://developers.google.com/crawling/docs/robots-txt/robots-txt-spec";

/** The `google` engine. */
export const google: Engine = {
  id: "google",
  keys: "google",
  grouping: "google",
  agentMatch: "google",
  yandexFamily: "none",
  mergeGroups: true,
  precedence: "longest",
  wildcards: true,
  encoding: "google",
  isGoogleLibrary: true,
  emptyAllow: "match",
  emptyDisallow: "match",
  robotsTxtAlwaysAllowed: false,
  hasAllow: true,
  sizeLimit: SIZE_LIMITS.google,
  facts: {
    keys: { confidence: "H", source: LIB },
    grouping: { confidence: "H", source: SPEC },
    agentMatch: { confidence: "H", source: LIB },
    precedence: { confidence: "H", source: SPEC },
    encoding: { confidence: "H", source: LIB },
    sizeLimit: { confidence: "H", source: SPEC },
  },
};
