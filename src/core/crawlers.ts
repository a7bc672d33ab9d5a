/*
 * The crawler table: each known crawler's product tokens (in the order it tries them for a
 * group), whether it ignores `User-agent: *`, and the engine that models its reading.
 * Facts and confidence marks follow docs/engines.md (§2 Google, §3 Bing, §4 Yandex, §6 Baidu,
 * §10 others; source tags [S#] refer to its §13). Where a vendor documents no reading of its
 * own, the engine is an assumption (`isEngineAssumed`), never presented as a fact.
 */

import type { Confidence, Crawler, EngineId, Purpose } from "./types.ts";

// Source URLs, from engines.md §13 where it has one.
const GOOGLE_COMMON = "https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers"; // [S5]
const GOOGLE_SPECIAL =
  "https://developers.google.com/crawling/docs/crawlers-fetchers/google-special-case-crawlers"; // [S4]
const GOOGLE_SPEC = "https://developers.google.com/crawling/docs/robots-txt/robots-txt-spec"; // [S2]
const BING_2010 = "https://blogs.bing.com/webmaster/June-2010/Bing-crawler-bingbot-on-the-horizon"; // [S7]
// Not in §13: Bing's list of its crawlers (names bingbot, AdIdxBot); read by no one here yet.
const BING_CRAWLERS = "https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0";
const YANDEX_UA = "https://yandex.com/support/webmaster/en/robot-workings/user-agent"; // [S12]
// [S21] was read through copies of Baidu's old help; this is the vendor page they copy.
const BAIDU_HELP = "https://www.baidu.com/search/spider.html";
const APPLE = "https://support.apple.com/en-us/119829"; // [S26]
const DUCKDUCKGO =
  "https://raw.githubusercontent.com/duckduckgo/duckduckgo-help-pages/master/_docs/results/duckduckbot.md"; // [S27]
const OPENAI = "https://developers.openai.com/docs/bots"; // [S28]
const ANTHROPIC = "https://support.claude.com/en/articles/8896518"; // [S29]
const AMAZON = "https://developer.amazon.com/amazonbot"; // [S30]
// Not in §13: vendor pages named here for reference only; their facts are marked L.
const COMMON_CRAWL = "https://commoncrawl.org/ccbot";
const PERPLEXITY = "https://docs.perplexity.ai/guides/bots";
const META = "https://developers.facebook.com/docs/sharing/webmasters/web-crawlers";

/** Fields of a row that have defaults: id (lower-cased name), tokens ([name]), ignoresGlobal (false). */
interface RowInput {
  tokens?: readonly string[];
  ignoresGlobal?: boolean;
  vendor: string;
  purpose: Purpose;
  engine: EngineId;
  isEngineAssumed: boolean;
  confidence: Confidence;
  source: string;
  userAgent?: string;
  isControlToken?: boolean;
}

function row(name: string, input: RowInput): Crawler {
  const crawler: Crawler = {
    id: name.toLowerCase(),
    name,
    tokens: Object.freeze([...(input.tokens ?? [name])]),
    ignoresGlobal: input.ignoresGlobal ?? false,
    vendor: input.vendor,
    purpose: input.purpose,
    engine: input.engine,
    isEngineAssumed: input.isEngineAssumed,
    confidence: input.confidence,
    source: input.source,
  };
  if (input.userAgent !== undefined) crawler.userAgent = input.userAgent;
  if (input.isControlToken) crawler.isControlToken = true;
  return Object.freeze(crawler);
}

/** Shorthand for Google rows: engine `google`, documented reading. */
function google(name: string, input: Omit<RowInput, "vendor" | "engine" | "isEngineAssumed">): Crawler {
  return row(name, { ...input, vendor: "Google", engine: "google", isEngineAssumed: false });
}

/** Shorthand for Yandex rows: engine `yandex`; the robot's own name is its only token. */
function yandex(
  name: string,
  purpose: Purpose,
  input: Partial<Pick<RowInput, "confidence" | "userAgent" | "ignoresGlobal">> = {},
): Crawler {
  // Yandex's own rule (engines.md §4.1): exact robot name, then any value containing
  // "Yandex", then `*`. The engine applies that rule, so tokens hold only the name.
  return row(name, {
    vendor: "Yandex",
    purpose,
    engine: "yandex",
    isEngineAssumed: false,
    // Names beyond YandexBot come from crawler lists, not Yandex's robots table (§4.7): L.
    confidence: input.confidence ?? "L",
    source: YANDEX_UA,
    ...(input.userAgent !== undefined ? { userAgent: input.userAgent } : {}),
    ...(input.ignoresGlobal !== undefined ? { ignoresGlobal: input.ignoresGlobal } : {}),
  });
}

/** Shorthand for Baidu rows; see the engine note on Baiduspider below. */
function baidu(name: string, purpose: Purpose, userAgent?: string): Crawler {
  // Baidu's old help (engines.md §6) describes record mode (blank lines separate records),
  // first match in file order, `*` and `$`, empty Disallow = allow all. Of our engines,
  // `yandex-classic` reads a file that way (compare the Bd and Yl columns of §11); its
  // Yandex-only parts (256 KB limit, empty Allow, Host, Clean-param) are not Baidu facts,
  // so the engine is marked as assumed. Fallback from a variant token to `Baiduspider` is
  // undocumented (§6, L): variants carry only their own token.
  return row(name, {
    vendor: "Baidu",
    purpose,
    engine: "yandex-classic",
    isEngineAssumed: true,
    confidence: "L",
    source: BAIDU_HELP,
    ...(userAgent !== undefined ? { userAgent } : {}),
  });
}

/** Shorthand for crawlers whose vendor documents no reading: `rfc9309`, assumed. */
function standard(name: string, input: Omit<RowInput, "engine" | "isEngineAssumed">): Crawler {
  return row(name, { ...input, engine: "rfc9309", isEngineAssumed: true });
}

const GOOGLEBOT_SMARTPHONE =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * The crawler table: every crawler the app knows by name, in display order (by vendor).
 * Rows are frozen; `tokens` lists product tokens in the order the crawler tries them.
 */
export const CRAWLERS: readonly Crawler[] = Object.freeze([
  // --- Google (engines.md §2.1) -------------------------------------------------------
  google("Googlebot", {
    purpose: "search",
    confidence: "H",
    source: GOOGLE_COMMON,
    userAgent: GOOGLEBOT_SMARTPHONE,
  }),
  // Googlebot-Image/-News/-Video: Google's older crawler overview listed `Googlebot` as a
  // second token (fallback to the Googlebot group, then `*`). Copies of the current
  // common-crawlers page seen while building this table show only the specific token, so
  // the fallback is M and may be historical (engines.md §2.1, open question).
  google("Googlebot-Image", {
    tokens: ["Googlebot-Image", "Googlebot"],
    purpose: "images",
    confidence: "M",
    source: GOOGLE_COMMON,
    userAgent: "Googlebot-Image/1.0",
  }),
  // Googlebot-News sends the normal Googlebot headers; it has no header of its own.
  google("Googlebot-News", {
    tokens: ["Googlebot-News", "Googlebot"],
    purpose: "news",
    confidence: "M",
    source: GOOGLE_COMMON,
  }),
  google("Googlebot-Video", {
    tokens: ["Googlebot-Video", "Googlebot"],
    purpose: "video",
    confidence: "M",
    source: GOOGLE_COMMON,
    userAgent: "Googlebot-Video/1.0",
  }),
  // Google's spec example: with no Storebot-Google group it follows `*` (not Googlebot).
  google("Storebot-Google", {
    purpose: "shopping",
    confidence: "H",
    source: GOOGLE_SPEC,
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64; Storebot-Google/1.0) AppleWebKit/537.36 (KHTML, like Gecko) " +
      "Chrome/W.X.Y.Z Safari/537.36",
  }),
  google("Google-InspectionTool", {
    // The second token `Googlebot` is recalled from Google's list, not re-read: L.
    tokens: ["Google-InspectionTool", "Googlebot"],
    purpose: "monitoring",
    confidence: "L",
    source: GOOGLE_COMMON,
    userAgent: "Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)",
  }),
  google("GoogleOther", {
    purpose: "other",
    confidence: "M",
    source: GOOGLE_COMMON,
    userAgent: "GoogleOther",
  }),
  // The fallback to `GoogleOther` is recalled from Google's list, not re-read: L.
  google("GoogleOther-Image", {
    tokens: ["GoogleOther-Image", "GoogleOther"],
    purpose: "other",
    confidence: "L",
    source: GOOGLE_COMMON,
    userAgent: "GoogleOther-Image/1.0",
  }),
  google("GoogleOther-Video", {
    tokens: ["GoogleOther-Video", "GoogleOther"],
    purpose: "other",
    confidence: "L",
    source: GOOGLE_COMMON,
    userAgent: "GoogleOther-Video/1.0",
  }),
  // engines.md §2.1 cites it as Google's example of a crawler with two tokens.
  google("Google-CloudVertexBot", {
    tokens: ["Google-CloudVertexBot", "Googlebot"],
    purpose: "ai-assistant",
    confidence: "M",
    source: GOOGLE_COMMON,
  }),
  // Control token only: no crawler sends it (engines.md §2.1, M).
  google("Google-Extended", {
    purpose: "ai-training",
    confidence: "M",
    source: GOOGLE_COMMON,
    isControlToken: true,
  }),
  // Special-case crawlers: only groups naming them count (engines.md §2.1, H).
  google("AdsBot-Google", {
    ignoresGlobal: true,
    purpose: "ads",
    confidence: "H",
    source: GOOGLE_SPECIAL,
    userAgent: "AdsBot-Google (+http://www.google.com/adsbot.html)",
  }),
  google("AdsBot-Google-Mobile", {
    ignoresGlobal: true,
    purpose: "ads",
    confidence: "H",
    source: GOOGLE_SPECIAL,
    userAgent:
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) " +
      "Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)",
  }),
  google("APIs-Google", {
    ignoresGlobal: true,
    purpose: "other",
    confidence: "H",
    source: GOOGLE_SPECIAL,
    userAgent: "APIs-Google (+https://developers.google.com/webmasters/APIs-Google.html)",
  }),
  // engines.md marks "Mediapartners-Google ignores `*`" as L; two translated copies of the
  // special-case page [S4] seen while building this table state it, hence M (not H).
  google("Mediapartners-Google", {
    ignoresGlobal: true,
    purpose: "ads",
    confidence: "M",
    source: GOOGLE_SPECIAL,
    userAgent: "Mediapartners-Google",
  }),

  // --- Microsoft (engines.md §3) ------------------------------------------------------
  // bingbot falls back to msnbot groups, then `*` (2010 announcement, M).
  row("bingbot", {
    tokens: ["bingbot", "msnbot"],
    vendor: "Microsoft",
    purpose: "search",
    engine: "bing",
    isEngineAssumed: false,
    confidence: "M",
    source: BING_2010,
    userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  }),
  row("msnbot", {
    vendor: "Microsoft",
    purpose: "search",
    engine: "bing",
    isEngineAssumed: false,
    confidence: "M",
    source: BING_2010,
    userAgent: "msnbot/2.0b (+http://search.msn.com/msnbot.htm)",
  }),
  // No source says AdIdxBot falls back to bingbot or msnbot groups: own token only, and the
  // Bing engine is assumed (Bing's tester offers it, engines.md §3, but documents no reading).
  row("AdIdxBot", {
    vendor: "Microsoft",
    purpose: "ads",
    engine: "bing",
    isEngineAssumed: true,
    confidence: "L",
    source: BING_CRAWLERS,
    userAgent: "Mozilla/5.0 (compatible; adidxbot/2.0; +http://www.bing.com/bingbot.htm)",
  }),

  // --- Yandex (engines.md §4.1, §4.7) -------------------------------------------------
  yandex("YandexBot", "search", {
    confidence: "H",
    userAgent: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  }),
  yandex("YandexMobileBot", "search"),
  yandex("YandexImages", "images", {
    userAgent: "Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)",
  }),
  yandex("YandexVideo", "video"),
  yandex("YandexMedia", "other"),
  yandex("YandexNews", "news"),
  yandex("YandexMetrika", "monitoring"),
  // An older transcription says the ad robots and YandexCalendar ignore general records
  // (engines.md §4.1, L); the flag models the `*` part of that.
  yandex("YandexDirect", "ads", { ignoresGlobal: true }),
  yandex("YandexDirectDyn", "ads", { ignoresGlobal: true }),
  yandex("YaDirectFetcher", "ads", { ignoresGlobal: true }),
  yandex("YandexCalendar", "other", { ignoresGlobal: true }),
  yandex("YandexMarket", "shopping"),
  yandex("YandexAccessibilityBot", "other"),
  yandex("YandexScreenshotBot", "other"),
  yandex("YandexFavicons", "other"),
  yandex("YandexWebmaster", "monitoring"),
  yandex("YandexPagechecker", "monitoring"),
  yandex("YandexTurbo", "other"),
  yandex("YandexRenderResourcesBot", "search"),

  // --- Baidu (engines.md §6) ----------------------------------------------------------
  baidu("Baiduspider", "search", "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)"),
  baidu("Baiduspider-image", "images"),
  baidu("Baiduspider-mobile", "search"),
  baidu("Baiduspider-video", "video"),
  baidu("Baiduspider-news", "news"),

  // --- Apple (engines.md §10) ---------------------------------------------------------
  // Applebot obeys a Googlebot group when no group names Applebot (Apple's page, quoted: M).
  // Apple documents no reading beyond that: rfc9309 assumed.
  standard("Applebot", {
    tokens: ["Applebot", "Googlebot"],
    vendor: "Apple",
    purpose: "search",
    confidence: "M",
    source: APPLE,
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_1) AppleWebKit/600.2.5 (KHTML, like Gecko) " +
      "Version/8.0.2 Safari/600.2.5 (Applebot/0.1)",
  }),
  standard("Applebot-Extended", {
    vendor: "Apple",
    purpose: "ai-training",
    confidence: "M",
    source: APPLE,
    isControlToken: true,
  }),

  // --- DuckDuckGo (engines.md §10) ----------------------------------------------------
  // DuckDuckGo says it follows Perl's WWW::RobotRules: Disallow only, no wildcards, record
  // mode. `original` is the closest engine; whether the bot really reads that way is L.
  row("DuckDuckBot", {
    vendor: "DuckDuckGo",
    purpose: "search",
    engine: "original",
    isEngineAssumed: true,
    confidence: "M",
    source: DUCKDUCKGO,
    userAgent: "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
  }),
  standard("DuckAssistBot", {
    vendor: "DuckDuckGo",
    purpose: "ai-assistant",
    confidence: "L",
    source: DUCKDUCKGO,
  }),

  // --- OpenAI (engines.md §10; vendor page seen through listings) ---------------------
  // Independent tokens, no cross-token fallback documented.
  standard("GPTBot", {
    vendor: "OpenAI",
    purpose: "ai-training",
    confidence: "M",
    source: OPENAI,
    userAgent:
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)",
  }),
  standard("OAI-SearchBot", {
    vendor: "OpenAI",
    purpose: "ai-search",
    confidence: "M",
    source: OPENAI,
    userAgent:
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot",
  }),
  // User-initiated: OpenAI says robots.txt rules may not apply to it (§10).
  standard("ChatGPT-User", {
    vendor: "OpenAI",
    purpose: "ai-assistant",
    confidence: "M",
    source: OPENAI,
    userAgent:
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  }),
  standard("OAI-AdsBot", {
    vendor: "OpenAI",
    purpose: "ads",
    confidence: "L",
    source: OPENAI,
  }),

  // --- Anthropic (engines.md §10) -----------------------------------------------------
  standard("ClaudeBot", {
    vendor: "Anthropic",
    purpose: "ai-training",
    confidence: "M",
    source: ANTHROPIC,
    userAgent:
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  }),
  standard("Claude-SearchBot", {
    vendor: "Anthropic",
    purpose: "ai-search",
    confidence: "M",
    source: ANTHROPIC,
  }),
  standard("Claude-User", {
    vendor: "Anthropic",
    purpose: "ai-assistant",
    confidence: "M",
    source: ANTHROPIC,
  }),

  // --- Others (engines.md §10 where listed; otherwise L) ------------------------------
  // Common Crawl's open archive is a common source of training data.
  standard("CCBot", {
    vendor: "Common Crawl",
    purpose: "ai-training",
    confidence: "L",
    source: COMMON_CRAWL,
    userAgent: "CCBot/2.0 (https://commoncrawl.org/faq/)",
  }),
  standard("PerplexityBot", {
    vendor: "Perplexity",
    purpose: "ai-search",
    confidence: "L",
    source: PERPLEXITY,
    userAgent:
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
  }),
  // The user-triggered fetcher generally ignores robots.txt (third-party quotes, §10, L).
  standard("Perplexity-User", {
    vendor: "Perplexity",
    purpose: "ai-assistant",
    confidence: "L",
    source: PERPLEXITY,
  }),
  // No vendor documentation found: the token is known only from request headers.
  standard("Bytespider", {
    vendor: "ByteDance",
    purpose: "ai-training",
    confidence: "L",
    source: "",
  }),
  standard("Amazonbot", {
    vendor: "Amazon",
    purpose: "other",
    confidence: "M",
    source: AMAZON,
  }),
  // "If not named, follows the directives given to other search bots" (§10, L): which
  // tokens that means is unknown, so only its own token is listed.
  standard("Amzn-SearchBot", {
    vendor: "Amazon",
    purpose: "search",
    confidence: "L",
    source: AMAZON,
  }),
  standard("meta-externalagent", {
    vendor: "Meta",
    purpose: "ai-training",
    confidence: "L",
    source: META,
    userAgent: "meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)",
  }),
]);

/** Lookup by lower-cased id, name and first token. Built once; ids and names are unique. */
const BY_KEY: ReadonlyMap<string, Crawler> = (() => {
  const map = new Map<string, Crawler>();
  for (const crawler of CRAWLERS) {
    for (const key of [crawler.id, crawler.name, crawler.tokens[0]]) {
      const folded = key.toLowerCase();
      if (!map.has(folded)) map.set(folded, crawler);
    }
  }
  return map;
})();

/**
 * Finds the crawler whose id, name or first product token equals `idOrToken`, ignoring case
 * and surrounding whitespace; `undefined` when none does. A secondary token is not a key:
 * `Googlebot` finds Googlebot, not Googlebot-Image.
 */
export function findCrawler(idOrToken: string): Crawler | undefined {
  return BY_KEY.get(idOrToken.trim().toLowerCase());
}

/**
 * Returns the crawlers matching `query`, in table order. Each whitespace-separated term of
 * the query must occur (case-insensitively, as a substring) in the name, a token, the
 * vendor or the purpose. An empty or blank query returns every crawler.
 */
export function searchCrawlers(query: string): Crawler[] {
  const terms = query.toLowerCase().split(/\s+/).filter((term) => term !== "");
  if (terms.length === 0) return [...CRAWLERS];
  return CRAWLERS.filter((crawler) => {
    const fields = [crawler.name, crawler.vendor, crawler.purpose, ...crawler.tokens].map((field) =>
      field.toLowerCase(),
    );
    return terms.every((term) => fields.some((field) => field.includes(term)));
  });
}
