import { describe, it, expect } from "vitest";
import { CRAWLERS, crawlerId, crawlersByPurpose, findCrawler, hasProductTokenName, searchCrawlers } from "./crawlers.ts";
import { isValidProductToken } from "./agent.ts";
import { ENGINE_IDS, HONOURS, PURPOSES } from "./types.ts";

/**
 * The names of the community list ai-robots-txt/ai.robots.txt (robots.json keys, snapshot
 * 738c80d, 2026-08-22): the table must know each one as a name, a first token or an alias.
 */
const COMMUNITY_NAMES = ["AddSearchBot", "AgentTimes", "AI2Bot", "AI2Bot-DeepResearchEval", "Ai2Bot-Dolma", "aiHitBot", "AIWebIndex", "amazon-kendra", "amazon-QBusiness", "Amazonbot", "AmazonBuyForMe", "Amzn-SearchBot", "Amzn-User", "Andibot", "Anomura", "anthropic-ai", "ApifyBot", "ApifyWebsiteContentCrawler", "Applebot", "Applebot-Extended", "Aranet-SearchBot", "atlassian-bot", "Awario", "AzureAI-SearchBot", "bedrockbot", "bigsur.ai", "Bravebot", "Brightbot", "Brightbot 1.0", "BuddyBot", "Bytespider", "CCBot", "Channel3Bot", "ChatGLM-Spider", "ChatGPT Agent", "ChatGPT-User", "Claude-Code", "Claude-SearchBot", "Claude-User", "Claude-Web", "ClaudeBot", "Cloudflare-AutoRAG", "CloudVertexBot", "Code", "cohere-ai", "cohere-training-data-crawler", "Cotoyogi", "CragCrawler", "Crawl4AI", "Crawlspace", "Cursor", "Datenbank Crawler", "DeepSeekBot", "Devin", "Diffbot", "DuckAssistBot", "Echobot Bot", "EchoboxBot", "ExaBot", "ExaSearchBot", "FacebookBot", "facebookexternalhit", "Factset_spyderbot", "FirecrawlAgent", "FriendlyCrawler", "GeistHaus-PageFetcher", "Gemini-Deep-Research", "Google-Agent", "Google-CloudVertexBot", "Google-Extended", "Google-Firebase", "Google-Gemini-CLI", "Google-NotebookLM", "GoogleAgent-Mariner", "GoogleAgent-URLContext", "GoogleOther", "GoogleOther-Image", "GoogleOther-Video", "GPTBot", "HenkBot", "iAskBot", "iaskspider", "iaskspider/2.0", "ICC-Crawler", "ImagesiftBot", "imageSpider", "img2dataset", "ISSCyberRiskCrawler", "kagi-fetcher", "Kangaroo Bot", "Kimi-User", "KlaviyoAIBot", "KunatoCrawler", "laion-huggingface-processor", "LAIONDownloader", "LCC", "Lightpanda", "LinerBot", "Linguee Bot", "LinkupBot", "Manus-User", "meta-externalagent", "Meta-ExternalAgent", "meta-externalfetcher", "Meta-ExternalFetcher", "meta-webindexer", "MistralAI-User", "MistralAI-User/1.0", "Mozilla-Tabstack", "MyCentralAIScraperBot", "NagetBot", "netEstate Imprint Crawler", "newsai", "NotebookLM", "NovaAct", "OAI-SearchBot", "omgili", "omgilibot", "OpenAI", "opencode", "Operator", "PanguBot", "Panscient", "panscient.com", "Perplexity-User", "PerplexityBot", "PetalBot", "PhindBot", "Poggio-Citations", "Poseidon Research Crawler", "QualifiedBot", "Querit-SearchBot", "QueritBot", "QuillBot", "quillbot.com", "Reflectionbot", "SBIntuitionsBot", "Scrapy", "SemrushBot-OCOB", "SemrushBot-SWA", "Shap-User", "ShapBot", "Sidetrade indexer bot", "Spider", "TavilyBot", "Terra Cotta", "TerraCotta", "Thinkbot", "TikTokSpider", "Timpibot", "TongyiBot", "Trae", "TwinAgent", "UseAI", "VelenPublicWebCrawler", "WARDBot", "Webzio-Extended", "webzio-extended", "wpbot", "WRTNBot", "YaK", "YandexAdditional", "YandexAdditionalBot", "YiyanBot", "YouBot", "ZanistaBot"];

/** Names in the table that are not RFC 9309 product tokens, each kept as its operator spells it. */
const NOT_TOKENS = [
  "AI2Bot", "AI2Bot-DeepResearchEval", "Ai2Bot-Dolma", "Channel3Bot", "ChatGPT Agent", "Crawl4AI", "Datenbank Crawler",
  "Kangaroo Bot", "Linguee Bot", "MJ12bot", "archive.org_bot", "bigsur.ai", "img2dataset",
  "netEstate Imprint Crawler", "Poseidon Research Crawler", "Sidetrade indexer bot",
];

describe("CRAWLERS table", () => {
  it("has unique ids: the name lower-cased, whitespace as -", () => {
    const ids = CRAWLERS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CRAWLERS) expect(c.id).toBe(c.name.toLowerCase().replace(/\s+/g, "-"));
    expect(crawlerId(" ChatGPT  Agent ")).toBe("chatgpt-agent");
  });

  it("has no two rows sharing a name, first token or alias (ignoring case)", () => {
    const keys = CRAWLERS.flatMap((c) => [...new Set([c.name, c.tokens[0], ...(c.aliases ?? [])].map((k) => k.toLowerCase()))]);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it("knows every name of the community list", () => {
    const missing = COMMUNITY_NAMES.filter((name) => findCrawler(name) === undefined);
    expect(missing).toEqual([]);
    expect(COMMUNITY_NAMES.length).toBe(166);
  });

  it("has about 170 rows or more, and rows for every purpose", () => {
    expect(CRAWLERS.length).toBeGreaterThanOrEqual(170);
    const purposes = new Set(CRAWLERS.map((c) => c.purpose));
    for (const p of PURPOSES) expect(purposes.has(p), p).toBe(true);
  });

  it("lists the crawler's own name first, and valid product tokens except for names that are none", () => {
    for (const c of CRAWLERS) {
      expect(c.tokens.length).toBeGreaterThan(0);
      expect(c.tokens[0]).toBe(c.name);
      for (const token of c.tokens.slice(1)) expect(isValidProductToken(token), `${c.name}: ${token}`).toBe(true);
      expect(hasProductTokenName(c), c.name).toBe(!NOT_TOKENS.includes(c.name));
    }
  });

  it("gives every row a known purpose and honours code, a vendor or none, and aliases that are not names", () => {
    for (const c of CRAWLERS) {
      expect(PURPOSES).toContain(c.purpose);
      expect(HONOURS).toContain(c.honours);
      expect(typeof c.vendor).toBe("string");
      for (const alias of c.aliases ?? []) expect(alias.toLowerCase()).not.toBe(c.name.toLowerCase());
    }
  });

  it("marks vendor-documented ignoring on the user-triggered fetchers", () => {
    for (const name of ["ChatGPT-User", "Perplexity-User", "meta-externalfetcher", "FeedFetcher-Google", "Google-NotebookLM"]) {
      expect(findCrawler(name)?.honours, name).toBe("ignores");
    }
    for (const name of ["Googlebot", "GPTBot", "ClaudeBot", "Claude-User", "OAI-SearchBot", "Applebot", "bingbot"]) {
      expect(findCrawler(name)?.honours, name).toBe("documented");
    }
    // Rows only the community list gives never claim to be documented by their operator
    // unless they cite the operator's own page.
    for (const c of CRAWLERS.filter((c) => c.source.includes("ai-robots-txt"))) {
      expect(c.honours, c.name).not.toBe("documented");
      expect(c.confidence, c.name).toBe("L");
    }
  });

  it("uses known engines, and marks L rows and assumed engines honestly", () => {
    for (const c of CRAWLERS) {
      expect(ENGINE_IDS).toContain(c.engine);
      expect(["H", "M", "L"]).toContain(c.confidence);
      if (c.engine === "rfc9309") expect(c.isEngineAssumed, c.name).toBe(true);
    }
  });

  it("gives a source URL and a confidence for every row", () => {
    for (const c of CRAWLERS) {
      expect(c.source, c.name).toMatch(/^https:\/\/[^\s]+$/);
      expect(["H", "M", "L"]).toContain(c.confidence);
    }
  });

  it("gives control tokens no User-Agent header", () => {
    const control = CRAWLERS.filter((c) => c.isControlToken);
    expect(control.map((c) => c.name).sort()).toEqual(["Applebot-Extended", "Google-Extended"]);
    for (const c of control) expect(c.userAgent).toBeUndefined();
  });

  it("is frozen", () => {
    expect(Object.isFrozen(CRAWLERS)).toBe(true);
    expect(Object.isFrozen(CRAWLERS[0])).toBe(true);
    expect(Object.isFrozen(CRAWLERS[0].tokens)).toBe(true);
  });

  it.each([
    ["Googlebot", ["Googlebot"], "google", false],
    ["Googlebot-Image", ["Googlebot-Image", "Googlebot"], "google", false],
    ["Googlebot-News", ["Googlebot-News", "Googlebot"], "google", false],
    ["Googlebot-Video", ["Googlebot-Video", "Googlebot"], "google", false],
    ["Storebot-Google", ["Storebot-Google"], "google", false],
    ["AdsBot-Google", ["AdsBot-Google"], "google", true],
    ["AdsBot-Google-Mobile", ["AdsBot-Google-Mobile"], "google", true],
    ["APIs-Google", ["APIs-Google"], "google", true],
    ["Mediapartners-Google", ["Mediapartners-Google"], "google", true],
    ["Google-Extended", ["Google-Extended"], "google", false],
    ["Google-InspectionTool", ["Google-InspectionTool", "Googlebot"], "google", false],
    ["GoogleOther", ["GoogleOther"], "google", false],
    ["bingbot", ["bingbot", "msnbot"], "bing", false],
    ["msnbot", ["msnbot"], "bing", false],
    ["AdIdxBot", ["AdIdxBot"], "bing", false],
    ["YandexBot", ["YandexBot"], "yandex", false],
    ["YandexImages", ["YandexImages"], "yandex", false],
    ["YandexRenderResourcesBot", ["YandexRenderResourcesBot"], "yandex", false],
    ["Applebot", ["Applebot", "Googlebot"], "rfc9309", false],
    ["Applebot-Extended", ["Applebot-Extended"], "rfc9309", false],
    ["DuckDuckBot", ["DuckDuckBot"], "original", false],
    ["Baiduspider", ["Baiduspider"], "yandex-classic", false],
    ["Baiduspider-image", ["Baiduspider-image"], "yandex-classic", false],
    ["GPTBot", ["GPTBot"], "rfc9309", false],
    ["OAI-SearchBot", ["OAI-SearchBot"], "rfc9309", false],
    ["ChatGPT-User", ["ChatGPT-User"], "rfc9309", false],
    ["ClaudeBot", ["ClaudeBot"], "rfc9309", false],
    ["Claude-User", ["Claude-User"], "rfc9309", false],
    ["Claude-SearchBot", ["Claude-SearchBot"], "rfc9309", false],
    ["CCBot", ["CCBot"], "rfc9309", false],
    ["PerplexityBot", ["PerplexityBot"], "rfc9309", false],
    ["Perplexity-User", ["Perplexity-User"], "rfc9309", false],
    ["Bytespider", ["Bytespider"], "rfc9309", false],
    ["Amazonbot", ["Amazonbot"], "rfc9309", false],
    ["meta-externalagent", ["meta-externalagent"], "rfc9309", false],
  ] as const)("%s tries %j under %s (ignores * = %s)", (name, tokens, engine, ignoresGlobal) => {
    const c = findCrawler(name);
    expect(c).toBeDefined();
    expect(c!.tokens).toEqual(tokens);
    expect(c!.engine).toBe(engine);
    expect(c!.ignoresGlobal).toBe(ignoresGlobal);
  });

  it("marks documented engines as not assumed and borrowed ones as assumed", () => {
    expect(findCrawler("Googlebot")!.isEngineAssumed).toBe(false);
    expect(findCrawler("bingbot")!.isEngineAssumed).toBe(false);
    expect(findCrawler("YandexBot")!.isEngineAssumed).toBe(false);
    expect(findCrawler("Baiduspider")!.isEngineAssumed).toBe(true);
    expect(findCrawler("DuckDuckBot")!.isEngineAssumed).toBe(true);
    expect(findCrawler("AdIdxBot")!.isEngineAssumed).toBe(true);
    expect(findCrawler("Applebot")!.isEngineAssumed).toBe(true);
  });
});

describe("findCrawler", () => {
  it.each([
    ["googlebot-image", "googlebot-image"],
    ["GOOGLEBOT-IMAGE", "googlebot-image"],
    ["  Googlebot  ", "googlebot"],
    ["BingBot", "bingbot"],
    ["yandexbot", "yandexbot"],
    ["Meta-ExternalAgent", "meta-externalagent"],
  ])("finds %j as %s", (key, id) => {
    expect(findCrawler(key)?.id).toBe(id);
  });

  it.each(["", "*", "Googlebot/2.1", "FooBot", "Googlebot Image"])("finds nothing for %j", (key) => {
    expect(findCrawler(key)).toBeUndefined();
  });

  it("does not treat a secondary token as a key", () => {
    // msnbot is bingbot's second token but also its own row.
    expect(findCrawler("msnbot")?.id).toBe("msnbot");
    expect(findCrawler("Googlebot")?.id).toBe("googlebot");
  });
});

describe("searchCrawlers", () => {
  it("returns every crawler for an empty or blank query", () => {
    expect(searchCrawlers("")).toEqual([...CRAWLERS]);
    expect(searchCrawlers("   ")).toEqual([...CRAWLERS]);
  });

  it("matches names case-insensitively", () => {
    const names = searchCrawlers("GOOGLEBOT").map((c) => c.name);
    expect(names).toContain("Googlebot");
    expect(names).toContain("Googlebot-Image");
    // Applebot tries Googlebot as its second token.
    expect(names).toContain("Applebot");
  });

  it("matches vendors", () => {
    const names = searchCrawlers("anthropic").map((c) => c.name);
    expect(names).toEqual(["ClaudeBot", "Claude-SearchBot", "Claude-User", "anthropic-ai", "Claude-Web", "Claude-Code"]);
  });

  it("matches purposes", () => {
    const results = searchCrawlers("ai-training");
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((c) => c.purpose === "ai-training")).toBe(true);
    expect(results.map((c) => c.name)).toContain("GPTBot");
  });

  it("requires every term of a multi-word query", () => {
    expect(searchCrawlers("yandex images").map((c) => c.name)).toEqual(["YandexImages"]);
    expect(searchCrawlers("openai ads").map((c) => c.name)).toEqual(["OAI-AdsBot"]);
  });

  it("returns nothing when no field matches", () => {
    expect(searchCrawlers("no-such-crawler")).toEqual([]);
  });

  it("returns a copy the caller may change", () => {
    const results = searchCrawlers("");
    results.pop();
    expect(CRAWLERS.length).toBe(results.length + 1);
  });
});

describe("searchCrawlers: exact names first, purposes by label", () => {
  it("puts the crawler whose name, token or alias is the whole query first", () => {
    expect(searchCrawlers("Yandex")[0].name).not.toBe("Yandex"); // no row named Yandex: table order
    expect(searchCrawlers("GPTBot")[0].name).toBe("GPTBot");
    expect(searchCrawlers("googlebot")[0].name).toBe("Googlebot");
    expect(searchCrawlers("mistralai-user/1.0")[0].name).toBe("MistralAI-User");
    expect(searchCrawlers("ChatGPT Agent")[0].name).toBe("ChatGPT Agent");
  });

  it("matches a purpose's display name when given one", () => {
    const label = (p: string) => (p === "ai-training" ? "AI 学習" : p);
    const found = searchCrawlers("学習", label);
    expect(found.length).toBe(CRAWLERS.filter((c) => c.purpose === "ai-training").length);
  });
});

describe("crawlersByPurpose", () => {
  it("groups every crawler once, in PURPOSES order", () => {
    const groups = crawlersByPurpose();
    expect(groups.map((g) => g.purpose)).toEqual(PURPOSES.filter((p) => CRAWLERS.some((c) => c.purpose === p)));
    expect(groups.reduce((n, g) => n + g.crawlers.length, 0)).toBe(CRAWLERS.length);
    for (const g of groups) for (const c of g.crawlers) expect(c.purpose).toBe(g.purpose);
  });
});
