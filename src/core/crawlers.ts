/*
 * The crawler table: each known crawler's product tokens (in the order it tries them for a
 * group), whether it ignores `User-agent: *`, and the engine that models its reading.
 * Facts and confidence marks follow docs/engines.md (§2 Google, §3 Bing, §4 Yandex, §6 Baidu,
 * §10 others; source tags [S#] refer to its §13). Where a vendor documents no reading of its
 * own, the engine is an assumption (`isEngineAssumed`), never presented as a fact.
 */

import { PURPOSES, type Confidence, type Crawler, type EngineId, type Honours, type Purpose } from "./types.ts";

// Source URLs, from docs/engines.md §13 where it has one.
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
// Google's user-triggered fetchers: "these fetchers generally ignore robots.txt rules".
const GOOGLE_FETCHERS = "https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers";
// The community list (snapshot 738c80d, 2026-08-22): facts only it gives are L.
const COMMUNITY = "https://github.com/ai-robots-txt/ai.robots.txt/blob/738c80d/robots.json";
const MISTRAL = "https://docs.mistral.ai/robots";
const AI2 = "https://allenai.org/crawler";
const YANDEX_ADDITIONAL = "https://yandex.ru/support/webmaster/en/search-appearance/fast.html";
const BRAVE = "https://search.brave.com/help/brave-search-crawler";

/**
 * Fields of a row that have defaults: id (lower-cased name, whitespace as `-`), tokens
 * ([name]), ignoresGlobal (false), honours (`documented`: most vendor rows say so).
 */
interface RowInput {
  honours?: Honours;
  aliases?: readonly string[];
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
    id: crawlerId(name),
    name,
    tokens: Object.freeze([...(input.tokens ?? [name])]),
    ignoresGlobal: input.ignoresGlobal ?? false,
    vendor: input.vendor,
    purpose: input.purpose,
    honours: input.honours ?? "documented",
    engine: input.engine,
    isEngineAssumed: input.isEngineAssumed,
    confidence: input.confidence,
    source: input.source,
  };
  if (input.userAgent !== undefined) crawler.userAgent = input.userAgent;
  if (input.isControlToken) crawler.isControlToken = true;
  if (input.aliases) crawler.aliases = Object.freeze([...input.aliases]);
  return Object.freeze(crawler);
}

/** The id of a crawler name: lower-cased, each run of whitespace as `-` (`chatgpt-agent`). */
export function crawlerId(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** Shorthand for Google rows: engine `google`, documented reading. */
function google(name: string, input: Omit<RowInput, "vendor" | "engine" | "isEngineAssumed">): Crawler {
  return row(name, { ...input, vendor: "Google", engine: "google", isEngineAssumed: false });
}

/** Shorthand for Yandex rows: engine `yandex`; the robot's own name is its only token. */
function yandex(
  name: string,
  purpose: Purpose,
  input: Partial<Pick<RowInput, "confidence" | "userAgent" | "ignoresGlobal" | "source">> = {},
): Crawler {
  // Yandex's own rule (docs/engines.md §4.1): exact robot name, then any value containing
  // "Yandex", then `*`. The engine applies that rule, so tokens hold only the name.
  return row(name, {
    vendor: "Yandex",
    purpose,
    engine: "yandex",
    isEngineAssumed: false,
    // Names beyond YandexBot come from crawler lists, not Yandex's robots table (§4.7): L.
    confidence: input.confidence ?? "L",
    source: input.source ?? YANDEX_UA,
    ...(input.userAgent !== undefined ? { userAgent: input.userAgent } : {}),
    ...(input.ignoresGlobal !== undefined ? { ignoresGlobal: input.ignoresGlobal } : {}),
  });
}

/** Shorthand for Baidu rows; see the engine note on Baiduspider below. */
function baidu(name: string, purpose: Purpose, userAgent?: string): Crawler {
  // Baidu's old help (docs/engines.md §6) describes record mode (blank lines separate records),
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

/** Shorthand for rows from a vendor page: rfc9309 assumed, confidence M unless given. */
function vendorRow(
  name: string,
  vendor: string,
  purpose: Purpose,
  honours: Honours,
  source: string,
  extra: Partial<RowInput> = {},
): Crawler {
  return standard(name, { vendor, purpose, honours, confidence: "M", source, ...extra });
}

/** Google rows beyond the common and special-case crawlers (engine `google`, as Googlebot's). */
function googleFetcher(name: string, purpose: Purpose, honours: Honours, confidence: Confidence, source = GOOGLE_FETCHERS): Crawler {
  return google(name, { purpose, honours, confidence, source });
}

/**
 * A row known only from the community list (or from a vendor page it links to): name, vendor
 * ("" when the list does not say who runs it), purpose, honours, and optionally its source
 * (a vendor page the list cites; the list itself otherwise) and other spellings. Confidence L.
 */
type Listed = readonly [name: string, vendor: string, purpose: Purpose, honours: Honours, source?: string, aliases?: readonly string[]];

function listedRow([name, vendor, purpose, honours, source, aliases]: Listed): Crawler {
  return standard(name, {
    vendor,
    purpose,
    honours,
    confidence: "L",
    source: source ?? COMMUNITY,
    ...(aliases ? { aliases } : {}),
  });
}

/** Vendor-documented rows added for the AI era (Google fetchers and agents, Meta, Mistral, ...). */
const VENDOR_ROWS: readonly Crawler[] = [
  // Google: user-triggered fetchers "generally ignore robots.txt rules" (GOOGLE_FETCHERS).
  googleFetcher("FeedFetcher-Google", "other", "ignores", "M"),
  googleFetcher("Google-Read-Aloud", "other", "ignores", "M"),
  googleFetcher("Google-Site-Verification", "monitoring", "ignores", "M"),
  googleFetcher("Google-CWS", "other", "ignores", "M"),
  googleFetcher("GoogleProducer", "news", "ignores", "L"),
  googleFetcher("Google-NotebookLM", "ai-assistant", "ignores", "M"),
  googleFetcher("Google-GeminiNotebook", "ai-assistant", "ignores", "M"),
  googleFetcher("Google-Pinpoint", "ai-assistant", "ignores", "L"),
  // Agents that browse for a user; the community list cites Google's page for Google-Agent.
  googleFetcher("Google-Agent", "ai-agent", "ignores", "L"),
  googleFetcher("GoogleAgent-Mariner", "ai-agent", "unknown", "L", COMMUNITY),
  googleFetcher("GoogleAgent-URLContext", "ai-assistant", "unknown", "L", COMMUNITY),
  googleFetcher("Gemini-Deep-Research", "ai-assistant", "unknown", "L", COMMUNITY),
  googleFetcher("Google-Firebase", "ai-assistant", "unknown", "L", COMMUNITY),
  googleFetcher("Google-Gemini-CLI", "ai-agent", "unknown", "L", COMMUNITY),
  // Crawls on the site owner's request; never read a robots.txt rule for it (not documented): L.
  google("Google-Safety", { purpose: "monitoring", honours: "ignores", confidence: "L", source: GOOGLE_SPECIAL, ignoresGlobal: true }),
  // OpenAI: the agent in ChatGPT browses as a user; the community list spells it "ChatGPT Agent",
  // which is not a product token (a User-agent line holding it names "ChatGPT" for Google).
  vendorRow("ChatGPT Agent", "OpenAI", "ai-agent", "claimed", COMMUNITY, { confidence: "L" }),
  vendorRow("Operator", "OpenAI", "ai-agent", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("OpenAI", "OpenAI", "other", "claimed", COMMUNITY, { confidence: "L" }),
  // Anthropic: older names no longer on its page; the community list keeps them.
  vendorRow("anthropic-ai", "Anthropic", "ai-training", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("Claude-Web", "Anthropic", "ai-assistant", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("Claude-Code", "Anthropic", "ai-agent", "unknown", COMMUNITY, { confidence: "L" }),
  // Apple documents Applebot's data use; nothing more per token.
  // Meta (META): the fetcher acts on a user's request and may bypass robots.txt; so may
  // facebookexternalhit for security and integrity checks.
  vendorRow("meta-externalfetcher", "Meta", "ai-assistant", "ignores", META),
  vendorRow("meta-webindexer", "Meta", "ai-search", "documented", META, { confidence: "L" }),
  vendorRow("FacebookBot", "Meta", "ai-training", "documented", META, { confidence: "L" }),
  vendorRow("facebookexternalhit", "Meta", "social-preview", "ignores", META),
  // Amazon (AMAZON).
  vendorRow("Amzn-User", "Amazon", "ai-assistant", "unknown", AMAZON, { confidence: "L" }),
  vendorRow("amazon-kendra", "Amazon", "ai-search", "claimed", COMMUNITY, { confidence: "L" }),
  vendorRow("amazon-QBusiness", "Amazon", "ai-assistant", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("AmazonBuyForMe", "Amazon", "ai-agent", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("NovaAct", "Amazon", "ai-agent", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("bedrockbot", "Amazon", "ai-data", "documented", "https://docs.aws.amazon.com/bedrock/latest/userguide/webcrawl-data-source-connector.html", {
    confidence: "L",
  }),
  // Yandex: the additional robot for its AI services (the community list cites Yandex's page).
  yandex("YandexAdditional", "ai-search", { source: YANDEX_ADDITIONAL }),
  yandex("YandexAdditionalBot", "ai-search", { source: YANDEX_ADDITIONAL }),
  // Mistral (MISTRAL): a fetcher for users, an index for its search, a training crawler.
  vendorRow("MistralAI-User", "Mistral", "ai-assistant", "documented", MISTRAL, {
    aliases: ["MistralAI-User/1.0"],
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)",
  }),
  vendorRow("MistralAI-Index", "Mistral", "ai-search", "documented", MISTRAL),
  vendorRow("MistralAI-Training", "Mistral", "ai-training", "documented", MISTRAL),
  // Cohere: names from the community list; no vendor page read.
  vendorRow("cohere-ai", "Cohere", "ai-assistant", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("cohere-training-data-crawler", "Cohere", "ai-training", "unknown", COMMUNITY, { confidence: "L" }),
  // Ai2: "AI2Bot" holds a digit, so it is not a product token: Google's parser reads a
  // User-agent line holding it as "AI" (google/robotstxt issue 46).
  vendorRow("AI2Bot", "Ai2", "ai-training", "documented", AI2, { confidence: "L" }),
  vendorRow("Ai2Bot-Dolma", "Ai2", "ai-training", "documented", AI2, { confidence: "L" }),
  vendorRow("AI2Bot-DeepResearchEval", "Ai2", "ai-assistant", "unknown", COMMUNITY, { confidence: "L" }),
  // Huawei, ByteDance, Brave, DuckDuckGo's search partner data.
  vendorRow("PetalBot", "Huawei", "search", "claimed", COMMUNITY, { confidence: "L" }),
  vendorRow("PanguBot", "Huawei", "ai-training", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("TikTokSpider", "ByteDance", "ai-training", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("Trae", "ByteDance", "ai-agent", "unknown", COMMUNITY, { confidence: "L" }),
  vendorRow("Bravebot", "Brave", "search", "documented", BRAVE, { confidence: "L" }),
];

/**
 * The rest of the community list, one entry per crawler (case variants and names with a
 * version merged into aliases), by its "function" field: AI Search Crawlers → ai-search, AI
 * Assistants → ai-assistant, AI Agents and AI Coding Agents → ai-agent, AI Data Providers →
 * ai-data, AI Data Scrapers and training → ai-training. "respect: Yes" → claimed (documented
 * where the list links the operator's own page), "No" → reported-ignoring, else unknown.
 */
const LISTED: readonly Listed[] = [
  ["AddSearchBot", "AddSearch", "ai-search", "unknown"],
  ["AgentTimes", "The Agent Times", "ai-data", "unknown"],
  ["aiHitBot", "aiHit", "ai-training", "claimed"],
  ["AIWebIndex", "Lyrenth", "ai-data", "unknown"],
  ["Andibot", "Andi", "ai-search", "unknown"],
  ["Anomura", "Direqt", "ai-search", "claimed"],
  ["ApifyBot", "Apify", "ai-data", "unknown"],
  ["ApifyWebsiteContentCrawler", "Apify", "ai-data", "unknown"],
  ["Aranet-SearchBot", "", "ai-agent", "unknown"],
  ["atlassian-bot", "Atlassian", "ai-search", "documented", "https://support.atlassian.com/organization-administration/docs/connect-custom-website-to-rovo/"],
  ["Awario", "Awario", "ai-training", "unknown"],
  ["AzureAI-SearchBot", "Microsoft", "ai-search", "unknown"],
  ["bigsur.ai", "Big Sur AI", "ai-assistant", "unknown"],
  ["Brightbot", "Bright Data", "ai-data", "unknown", undefined, ["Brightbot 1.0"]],
  ["BuddyBot", "BuddyBotLearning", "ai-assistant", "unknown"],
  ["Channel3Bot", "Channel3", "ai-search", "unknown"],
  ["ChatGLM-Spider", "Zhipu AI", "ai-training", "unknown"],
  ["Cloudflare-AutoRAG", "Cloudflare", "ai-search", "claimed"],
  ["CloudVertexBot", "Google", "ai-training", "unknown"],
  ["Code", "", "ai-agent", "unknown"],
  ["Cotoyogi", "ROIS", "ai-training", "documented", "https://ds.rois.ac.jp/en_center8/en_crawler/"],
  ["CragCrawler", "CragSoftware", "ai-data", "unknown"],
  ["Crawl4AI", "", "ai-agent", "unknown"],
  ["Crawlspace", "Crawlspace", "ai-data", "claimed"],
  ["Cursor", "Anysphere", "ai-agent", "unknown"],
  ["Datenbank Crawler", "Datenbank", "ai-training", "unknown"],
  ["DeepSeekBot", "DeepSeek", "ai-training", "reported-ignoring"],
  ["Devin", "Cognition", "ai-agent", "claimed"],
  ["Diffbot", "Diffbot", "ai-data", "unknown"],
  ["EchoboxBot", "Echobox", "ai-training", "unknown", undefined, ["Echobot Bot"]],
  ["ExaBot", "Exa", "ai-data", "unknown"],
  ["ExaSearchBot", "Exa", "ai-search", "unknown"],
  ["Factset_spyderbot", "FactSet", "ai-training", "unknown"],
  ["FirecrawlAgent", "Firecrawl", "ai-data", "claimed"],
  ["FriendlyCrawler", "", "ai-training", "claimed"],
  ["GeistHaus-PageFetcher", "GeistHaus", "ai-assistant", "unknown"],
  ["HenkBot", "", "ai-data", "unknown"],
  ["iAskBot", "iAsk", "ai-agent", "unknown"],
  ["iaskspider", "iAsk", "ai-assistant", "reported-ignoring", undefined, ["iaskspider/2.0"]],
  ["ICC-Crawler", "NICT", "ai-training", "claimed"],
  ["ImagesiftBot", "ImageSift", "ai-training", "documented", "https://imagesift.com/about"],
  ["imageSpider", "", "ai-training", "unknown"],
  ["img2dataset", "", "ai-training", "unknown", "https://github.com/rom1504/img2dataset"],
  ["ISSCyberRiskCrawler", "ISS-Corporate", "ai-training", "reported-ignoring"],
  ["kagi-fetcher", "Kagi", "ai-assistant", "unknown"],
  ["Kangaroo Bot", "", "ai-training", "unknown"],
  ["Kimi-User", "Moonshot AI", "ai-assistant", "unknown"],
  ["KlaviyoAIBot", "Klaviyo", "ai-assistant", "documented", "https://help.klaviyo.com/hc/en-us/articles/40496146232219"],
  ["KunatoCrawler", "", "ai-agent", "unknown"],
  ["laion-huggingface-processor", "LAION", "ai-training", "unknown"],
  ["LAIONDownloader", "LAION", "ai-training", "ignores", "https://laion.ai/faq/"],
  ["LCC", "", "ai-training", "unknown"],
  ["Lightpanda", "Lightpanda", "ai-training", "unknown"],
  ["LinerBot", "Liner", "ai-assistant", "unknown"],
  ["Linguee Bot", "Linguee", "ai-training", "reported-ignoring"],
  ["LinkupBot", "Linkup", "ai-search", "unknown"],
  ["Manus-User", "Butterfly Effect", "ai-agent", "unknown"],
  ["Mozilla-Tabstack", "Mozilla", "ai-data", "documented", "https://docs.tabstack.ai/trust/controlling-access"],
  ["MyCentralAIScraperBot", "", "ai-training", "unknown"],
  ["NagetBot", "Naget", "ai-training", "unknown"],
  ["netEstate Imprint Crawler", "netEstate", "ai-training", "unknown"],
  ["newsai", "", "ai-training", "unknown"],
  ["NotebookLM", "Google", "ai-assistant", "unknown"],
  ["omgili", "Webz.io", "ai-data", "documented", "https://webz.io/blog/web-data/what-is-the-omgili-bot-and-why-is-it-crawling-your-website/"],
  ["omgilibot", "Webz.io", "ai-data", "claimed"],
  ["opencode", "", "ai-agent", "unknown"],
  ["Panscient", "Panscient", "ai-training", "documented", "https://panscient.com/faq.htm", ["panscient.com"]],
  ["PhindBot", "Phind", "ai-assistant", "unknown"],
  ["Poggio-Citations", "Poggio", "ai-assistant", "unknown"],
  ["Poseidon Research Crawler", "Poseidon Research", "ai-training", "unknown"],
  ["QualifiedBot", "Qualified", "ai-assistant", "unknown"],
  ["Querit-SearchBot", "Querit", "ai-data", "unknown"],
  ["QueritBot", "Querit", "ai-data", "unknown"],
  ["QuillBot", "QuillBot", "ai-training", "unknown", undefined, ["quillbot.com"]],
  ["Reflectionbot", "Reflection AI", "ai-agent", "unknown"],
  ["SBIntuitionsBot", "SB Intuitions", "ai-training", "documented", "https://www.sbintuitions.co.jp/en/bot/"],
  ["Scrapy", "Zyte", "ai-training", "unknown"],
  ["SemrushBot-OCOB", "Semrush", "seo", "documented", "https://www.semrush.com/bot/"],
  ["SemrushBot-SWA", "Semrush", "seo", "documented", "https://www.semrush.com/bot/"],
  ["Shap-User", "Parallel", "ai-assistant", "unknown"],
  ["ShapBot", "Parallel", "ai-data", "documented", "https://docs.parallel.ai/features/crawler"],
  ["Sidetrade indexer bot", "Sidetrade", "ai-training", "unknown"],
  ["Spider", "", "ai-training", "unknown"],
  ["TavilyBot", "Tavily", "ai-data", "unknown"],
  ["TerraCotta", "Ceramic AI", "ai-data", "claimed", "https://github.com/CeramicTeam/CeramicTerracotta", ["Terra Cotta"]],
  ["Thinkbot", "Thinkbot", "ai-training", "reported-ignoring"],
  ["Timpibot", "Timpi", "ai-training", "unknown"],
  ["TongyiBot", "Alibaba", "ai-assistant", "unknown"],
  ["TwinAgent", "Twin", "ai-agent", "unknown"],
  ["UseAI", "", "ai-assistant", "unknown"],
  ["VelenPublicWebCrawler", "Velen", "ai-training", "claimed"],
  ["WARDBot", "WEBSPARK", "ai-training", "unknown"],
  ["Webzio-Extended", "Webz.io", "ai-training", "unknown"],
  ["wpbot", "QuantumCloud", "ai-assistant", "unknown"],
  ["WRTNBot", "Wrtn", "ai-agent", "unknown"],
  ["YaK", "Meltwater", "ai-training", "unknown"],
  ["YiyanBot", "Baidu", "ai-assistant", "unknown"],
  ["YouBot", "You.com", "ai-search", "documented", "https://about.you.com/youbot/"],
  ["ZanistaBot", "", "ai-search", "unknown"],
];

/**
 * Crawlers outside the AI list that webmasters meet in their logs, so every purpose has rows:
 * another search engine, SEO and marketing tools, archives, link previews.
 * Operators' pages named; what they say about robots.txt is read through listings: L.
 */
const OTHER_ROWS: readonly Crawler[] = [
  vendorRow("MojeekBot", "Mojeek", "search", "documented", "https://www.mojeek.com/bot.html", { confidence: "L" }),
  vendorRow("AhrefsBot", "Ahrefs", "seo", "documented", "https://ahrefs.com/robot", { confidence: "L" }),
  vendorRow("SemrushBot", "Semrush", "seo", "documented", "https://www.semrush.com/bot/", { confidence: "L" }),
  vendorRow("MJ12bot", "Majestic", "seo", "documented", "https://mj12bot.com/", { confidence: "L" }),
  vendorRow("DotBot", "Moz", "seo", "documented", "https://moz.com/help/moz-procedures/crawlers/dotbot", { confidence: "L" }),
  vendorRow("rogerbot", "Moz", "seo", "documented", "https://moz.com/help/moz-procedures/crawlers/rogerbot", { confidence: "L" }),
  vendorRow("BLEXBot", "WebMeUp", "seo", "documented", "https://webmeup-crawler.com/", { confidence: "L" }),
  vendorRow("DataForSeoBot", "DataForSEO", "seo", "documented", "https://dataforseo.com/dataforseo-bot", { confidence: "L" }),
  vendorRow("ia_archiver", "Internet Archive", "archiving", "unknown", "https://help.archive.org/help/how-do-i-request-to-remove-something-from-archive-org/", {
    confidence: "L",
  }),
  vendorRow("archive.org_bot", "Internet Archive", "archiving", "unknown", "https://help.archive.org/help/how-do-i-request-to-remove-something-from-archive-org/", {
    confidence: "L",
  }),
  vendorRow("Twitterbot", "X", "social-preview", "documented", "https://developer.x.com/en/docs/x-for-websites/cards/guides/getting-started", { confidence: "L" }),
  vendorRow("Slackbot", "Slack", "social-preview", "documented", "https://api.slack.com/robots", { confidence: "L" }),
  vendorRow("Pinterestbot", "Pinterest", "social-preview", "documented", "https://help.pinterest.com/en/business/article/pinterest-crawler", { confidence: "L" }),
];

const GOOGLEBOT_SMARTPHONE =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * The crawler table: every crawler the app knows by name, in display order (by vendor).
 * Rows are frozen; `tokens` lists product tokens in the order the crawler tries them.
 */
export const CRAWLERS: readonly Crawler[] = Object.freeze([
  // --- Google (docs/engines.md §2.1) -------------------------------------------------------
  google("Googlebot", {
    purpose: "search",
    confidence: "H",
    source: GOOGLE_COMMON,
    userAgent: GOOGLEBOT_SMARTPHONE,
  }),
  // Googlebot-Image/-News/-Video: Google's older crawler overview listed `Googlebot` as a
  // second token (fallback to the Googlebot group, then `*`). Copies of the current
  // common-crawlers page seen while building this table show only the specific token, so
  // the fallback is M and may be historical (docs/engines.md §2.1, open question).
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
  // docs/engines.md §2.1 cites it as Google's example of a crawler with two tokens.
  // Crawls at the site owner's request to build Vertex AI agents (search over the site).
  google("Google-CloudVertexBot", {
    tokens: ["Google-CloudVertexBot", "Googlebot"],
    purpose: "ai-search",
    confidence: "M",
    source: GOOGLE_COMMON,
  }),
  // Control token only: no crawler sends it (docs/engines.md §2.1, M).
  google("Google-Extended", {
    purpose: "ai-training",
    confidence: "M",
    source: GOOGLE_COMMON,
    isControlToken: true,
  }),
  // Special-case crawlers: only groups naming them count (docs/engines.md §2.1, H).
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
  // docs/engines.md marks "Mediapartners-Google ignores `*`" as L; two translated copies of the
  // special-case page [S4] seen while building this table state it, hence M (not H).
  google("Mediapartners-Google", {
    ignoresGlobal: true,
    purpose: "ads",
    confidence: "M",
    source: GOOGLE_SPECIAL,
    userAgent: "Mediapartners-Google",
  }),

  // --- Microsoft (docs/engines.md §3) ------------------------------------------------------
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
  // Bing engine is assumed (Bing's tester offers it, docs/engines.md §3, but documents no reading).
  row("AdIdxBot", {
    vendor: "Microsoft",
    purpose: "ads",
    engine: "bing",
    isEngineAssumed: true,
    confidence: "L",
    source: BING_CRAWLERS,
    userAgent: "Mozilla/5.0 (compatible; adidxbot/2.0; +http://www.bing.com/bingbot.htm)",
  }),

  // --- Yandex (docs/engines.md §4.1, §4.7) -------------------------------------------------
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
  // (docs/engines.md §4.1, L); the flag models the `*` part of that.
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

  // --- Baidu (docs/engines.md §6) ----------------------------------------------------------
  baidu("Baiduspider", "search", "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)"),
  baidu("Baiduspider-image", "images"),
  baidu("Baiduspider-mobile", "search"),
  baidu("Baiduspider-video", "video"),
  baidu("Baiduspider-news", "news"),

  // --- Apple (docs/engines.md §10) ---------------------------------------------------------
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

  // --- DuckDuckGo (docs/engines.md §10) ----------------------------------------------------
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

  // --- OpenAI (docs/engines.md §10; vendor page seen through listings) ---------------------
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
    honours: "ignores",
    confidence: "M",
    source: OPENAI,
    userAgent:
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  }),
  standard("OAI-AdsBot", {
    vendor: "OpenAI",
    purpose: "ads",
    honours: "unknown",
    confidence: "L",
    source: OPENAI,
  }),

  // --- Anthropic (docs/engines.md §10) -----------------------------------------------------
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

  // --- Others (docs/engines.md §10 where listed; otherwise L) ------------------------------
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
    honours: "ignores",
    confidence: "L",
    source: PERPLEXITY,
  }),
  // No vendor documentation found: the token is known from request headers, and the
  // community list reports that it ignores robots.txt.
  standard("Bytespider", {
    vendor: "ByteDance",
    purpose: "ai-training",
    honours: "reported-ignoring",
    confidence: "L",
    source: COMMUNITY,
  }),
  // Amazon: used to improve its products and services, and may be used to train its AI models.
  standard("Amazonbot", {
    vendor: "Amazon",
    purpose: "ai-training",
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
  ...VENDOR_ROWS,
  ...LISTED.map(listedRow),
  ...OTHER_ROWS,
]);

/** Lookup by lower-cased id, name, first token and aliases. Built once; ids and names are unique. */
const BY_KEY: ReadonlyMap<string, Crawler> = (() => {
  const map = new Map<string, Crawler>();
  for (const crawler of CRAWLERS) {
    for (const key of [crawler.id, crawler.name, crawler.tokens[0], ...(crawler.aliases ?? [])]) {
      const folded = key.toLowerCase();
      if (!map.has(folded)) map.set(folded, crawler);
    }
  }
  return map;
})();

/**
 * Finds the crawler whose id, name, first product token or alias equals `idOrToken`, ignoring
 * case and surrounding whitespace; `undefined` when none does. A secondary token is not a
 * key: `Googlebot` finds Googlebot, not Googlebot-Image.
 */
export function findCrawler(idOrToken: string): Crawler | undefined {
  return BY_KEY.get(idOrToken.trim().toLowerCase());
}

/**
 * Returns the crawlers matching `query`. Each whitespace-separated term of the query must
 * occur (case-insensitively, as a substring) in the name, an alias, a token, the vendor, the
 * purpose code, or the purpose's display name given by `purposeLabel` (so a Japanese user can
 * type 検索). The crawler whose name, token or alias equals the whole query comes first; the
 * rest keep table order. An empty or blank query returns every crawler.
 */
export function searchCrawlers(query: string, purposeLabel?: (purpose: Purpose) => string): Crawler[] {
  const whole = query.trim().toLowerCase();
  const terms = whole.split(/\s+/).filter((term) => term !== "");
  if (terms.length === 0) return [...CRAWLERS];
  const found = CRAWLERS.filter((crawler) => {
    const fields = [
      crawler.name,
      crawler.vendor,
      crawler.purpose,
      ...(purposeLabel ? [purposeLabel(crawler.purpose)] : []),
      ...crawler.tokens,
      ...(crawler.aliases ?? []),
    ].map((field) => field.toLowerCase());
    return terms.every((term) => fields.some((field) => field.includes(term)));
  });
  const exact = findCrawler(whole);
  const at = exact ? found.indexOf(exact) : -1;
  if (at > 0) found.unshift(...found.splice(at, 1));
  return found;
}

/** The crawlers of each purpose, in `PURPOSES` order then table order; purposes with none left out. */
export function crawlersByPurpose(crawlers: readonly Crawler[] = CRAWLERS): { purpose: Purpose; crawlers: Crawler[] }[] {
  return PURPOSES.map((purpose) => ({ purpose, crawlers: crawlers.filter((c) => c.purpose === purpose) })).filter(
    (g) => g.crawlers.length > 0,
  );
}

/**
 * Tells whether a crawler's name can be written on a `User-agent` line as it is: an RFC 9309
 * product token (`A–Z a–z _ -`). `AI2Bot`, `img2dataset` and `ChatGPT Agent` cannot: each
 * engine reads such a line its own way (see `agentLineReadings`).
 */
export function hasProductTokenName(crawler: Crawler): boolean {
  return /^[A-Za-z_-]+$/.test(crawler.name);
}
