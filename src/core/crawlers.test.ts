import { describe, it, expect } from "vitest";
import { CRAWLERS, findCrawler, searchCrawlers } from "./crawlers.ts";
import { isValidProductToken } from "./agent.ts";
import { ENGINE_IDS } from "./types.ts";

describe("CRAWLERS table", () => {
  it("has unique, lower-case ids equal to the lower-cased name", () => {
    const ids = CRAWLERS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CRAWLERS) expect(c.id).toBe(c.name.toLowerCase());
  });

  it("has no two rows sharing a first token", () => {
    const first = CRAWLERS.map((c) => c.tokens[0].toLowerCase());
    expect(new Set(first).size).toBe(first.length);
  });

  it("lists every token as a valid RFC 9309 product token, the crawler's own first", () => {
    for (const c of CRAWLERS) {
      expect(c.tokens.length).toBeGreaterThan(0);
      expect(c.tokens[0]).toBe(c.name);
      for (const token of c.tokens) expect(isValidProductToken(token), `${c.name}: ${token}`).toBe(true);
    }
  });

  it("uses known engines, and marks L rows and assumed engines honestly", () => {
    for (const c of CRAWLERS) {
      expect(ENGINE_IDS).toContain(c.engine);
      expect(["H", "M", "L"]).toContain(c.confidence);
      if (c.engine === "rfc9309") expect(c.isEngineAssumed, c.name).toBe(true);
    }
  });

  it("gives a source URL for every row but Bytespider (undocumented)", () => {
    for (const c of CRAWLERS) {
      if (c.name === "Bytespider") expect(c.source).toBe("");
      else expect(c.source, c.name).toMatch(/^https:\/\//);
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
    expect(names).toEqual(["ClaudeBot", "Claude-SearchBot", "Claude-User"]);
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
