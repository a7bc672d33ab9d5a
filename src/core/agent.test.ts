import { describe, it, expect } from "vitest";
import { isValidProductToken, readingFor, resolveUserAgent } from "./agent.ts";
import { CRAWLERS } from "./crawlers.ts";

const HEADERS = {
  googlebotSmartphone:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) " +
    "Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  googlebotDesktop:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) " +
    "Chrome/131.0.6778.69 Safari/537.36",
  googlebotImage: "Googlebot-Image/1.0",
  adsBotMobile:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) " +
    "Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)",
  bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  yandexBot: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  gptBot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)",
  claudeBot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  applebot:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_1) AppleWebKit/600.2.5 (KHTML, like Gecko) " +
    "Version/8.0.2 Safari/600.2.5 (Applebot/0.1)",
  bytespider:
    "Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 " +
    "(compatible; Bytespider; spider-feedback@bytedance.com)",
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

describe("resolveUserAgent: headers of known crawlers", () => {
  it.each([
    ["Googlebot smartphone", HEADERS.googlebotSmartphone, "Googlebot"],
    ["Googlebot desktop", HEADERS.googlebotDesktop, "Googlebot"],
    ["Googlebot-Image", HEADERS.googlebotImage, "Googlebot-Image"],
    ["AdsBot-Google-Mobile (no version)", HEADERS.adsBotMobile, "AdsBot-Google-Mobile"],
    ["bingbot", HEADERS.bingbot, "bingbot"],
    ["YandexBot", HEADERS.yandexBot, "YandexBot"],
    ["GPTBot", HEADERS.gptBot, "GPTBot"],
    ["ClaudeBot", HEADERS.claudeBot, "ClaudeBot"],
    ["Applebot", HEADERS.applebot, "Applebot"],
    ["Bytespider (compatible; Token without version)", HEADERS.bytespider, "Bytespider"],
  ])("reads the %s header as %s", (_label, header, token) => {
    const resolved = resolveUserAgent(header);
    expect(resolved.how).toBe("header-known");
    expect(resolved.token).toBe(token);
    expect(resolved.crawler?.tokens[0]).toBe(token);
    expect(resolved.input).toBe(header);
  });

  it("matches known tokens whole: Googlebot-Image/1.0 is not Googlebot", () => {
    expect(resolveUserAgent("Googlebot-Image/1.0").crawler?.id).toBe("googlebot-image");
    expect(resolveUserAgent("Googlebot-Video/1.0").crawler?.id).toBe("googlebot-video");
  });

  it("ignores tokens inside URLs and e-mail addresses", () => {
    // "bot.html", "bingbot.htm" and "+claudebot@" must not count as tokens.
    expect(resolveUserAgent("FooBot/1.0 (+http://www.bing.com/bingbot.htm)")).toMatchObject({
      how: "header-product",
      token: "FooBot",
    });
    expect(resolveUserAgent("FooBot/1.0 (+claudebot@anthropic.com)").token).toBe("FooBot");
  });

  it("gives the table's spelling of the token, whatever the header's case", () => {
    expect(resolveUserAgent("Mozilla/5.0 (compatible; adidxbot/2.0; +http://www.bing.com/bingbot.htm)")).toMatchObject({
      how: "header-known",
      token: "AdIdxBot",
    });
    expect(resolveUserAgent("GOOGLEBOT/2.1 (+http://www.google.com/bot.html)").token).toBe("Googlebot");
  });

  it("takes the leftmost known token when a header names two", () => {
    expect(resolveUserAgent("Mozilla/5.0 (compatible; bingbot/2.0; like Googlebot/2.1)").token).toBe("bingbot");
  });

  it("resolves every published header of the table back to its crawler", () => {
    for (const crawler of CRAWLERS) {
      if (crawler.userAgent === undefined) continue;
      const resolved = resolveUserAgent(crawler.userAgent);
      expect(resolved.crawler, crawler.name).toBe(crawler);
      expect(["header-known", "token"]).toContain(resolved.how);
    }
  });
});

describe("resolveUserAgent: headers of unknown agents", () => {
  it("takes the name after `compatible;` first", () => {
    expect(resolveUserAgent("Mozilla/5.0 (compatible; FooBot/2.1; +https://foo.example/bot)")).toEqual({
      input: "Mozilla/5.0 (compatible; FooBot/2.1; +https://foo.example/bot)",
      token: "FooBot",
      crawler: null,
      how: "header-product",
    });
  });

  it("reads a plain Chrome header as AppleWebKit, the first product after Mozilla", () => {
    expect(resolveUserAgent(HEADERS.chrome)).toMatchObject({ how: "header-product", token: "AppleWebKit" });
  });

  it("reads Firefox as Gecko, its first product after Mozilla", () => {
    expect(resolveUserAgent(HEADERS.firefox)).toMatchObject({ how: "header-product", token: "Gecko" });
  });

  it("prefers a product outside comments, then one inside, then Mozilla", () => {
    expect(resolveUserAgent("Mozilla/5.0 (Linux; Build/X1) Foo/1").token).toBe("Foo");
    expect(resolveUserAgent("Mozilla/5.0 (Linux; Build/X1)").token).toBe("Build");
    expect(resolveUserAgent("Mozilla/5.0 (X11; Linux)").token).toBe("Mozilla");
  });

  it("takes the first product of a header that has no Mozilla", () => {
    expect(resolveUserAgent("curl/8.5.0")).toMatchObject({ how: "header-product", token: "curl" });
    expect(resolveUserAgent("python-requests/2.32.3")).toMatchObject({ token: "python-requests", crawler: null });
  });

  it("falls back to the leading run of token characters", () => {
    expect(resolveUserAgent("Foo Bar")).toMatchObject({ how: "header-product", token: "Foo" });
    expect(resolveUserAgent("User-agent: *")).toMatchObject({ how: "header-product", token: "User-agent" });
  });
});

describe("resolveUserAgent: tokens, `*` and empty input", () => {
  it.each([
    ["Googlebot", "googlebot"],
    ["googlebot-image", "googlebot-image"],
    ["  bingbot\n", "bingbot"],
    ["YandexImages", "yandeximages"],
  ])("reads the bare token %j as that token, with its crawler", (input, id) => {
    const resolved = resolveUserAgent(input);
    expect(resolved.how).toBe("token");
    expect(resolved.token).toBe(input.trim());
    expect(resolved.crawler?.id).toBe(id);
  });

  it("keeps an unknown bare token, with no crawler", () => {
    expect(resolveUserAgent("FooBot")).toEqual({ input: "FooBot", token: "FooBot", crawler: null, how: "token" });
  });

  it("accepts digits and dots in a bare token (wider than RFC 9309)", () => {
    expect(resolveUserAgent("360Spider")).toMatchObject({ how: "token", token: "360Spider" });
    expect(resolveUserAgent("Bot.v2")).toMatchObject({ how: "token", token: "Bot.v2" });
  });

  it.each(["*", "  *  "])("reads %j as the global agent", (input) => {
    expect(resolveUserAgent(input)).toEqual({ input, token: "*", crawler: null, how: "global" });
  });

  it.each(["", "   ", "\t\n"])("reads %j as empty", (input) => {
    expect(resolveUserAgent(input)).toEqual({ input, token: "", crawler: null, how: "empty" });
  });

  it.each(["!!!", "¿qué?", "ünïcode bot", "** //"])("reads garbage %j as empty", (input) => {
    expect(resolveUserAgent(input)).toMatchObject({ token: "", crawler: null, how: "empty" });
  });
});

describe("isValidProductToken (RFC 9309 §2.2.1)", () => {
  it.each(["Googlebot", "Googlebot-Image", "meta-externalagent", "a_b", "-"])("accepts %j", (token) => {
    expect(isValidProductToken(token)).toBe(true);
  });

  it.each(["", "*", "Googlebot/2.1", "360Spider", "Bot.v2", "Foo Bar", "Ünïcode"])("rejects %j", (token) => {
    expect(isValidProductToken(token)).toBe(false);
  });
});

describe("readingFor: the one answer to which engine and token a crawler field reads with", () => {
  it("reads a crawler id, its name, its first token and its header the same way", () => {
    for (const input of ["bingbot", "Bingbot", " bingbot ", HEADERS.bingbot]) {
      const r = readingFor(input);
      expect(r.crawler?.id, input).toBe("bingbot");
      expect(r.agent.token, input).toBe("bingbot");
      expect(r.ownEngine, input).toBe("bing");
      expect(r.engine, input).toBe("bing");
      expect(r.isOverridden, input).toBe(false);
    }
  });

  it("hands the crawler's first token to the matcher for an id, and the header as typed otherwise", () => {
    expect(readingFor("googlebot-image").userAgent).toBe("Googlebot-Image");
    expect(readingFor(HEADERS.yandexBot).userAgent).toBe(HEADERS.yandexBot);
    expect(readingFor(HEADERS.yandexBot).engine).toBe("yandex");
    expect(readingFor("FooBot").userAgent).toBe("FooBot");
  });

  it("reads an agent the table does not know, `*` and an empty field with Google", () => {
    for (const input of ["FooBot", "*", "", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36"]) {
      expect(readingFor(input).engine, input).toBe("google");
      expect(readingFor(input).crawler, input).toBeNull();
    }
  });

  it("uses an override and keeps the crawler's own engine beside it", () => {
    const r = readingFor(HEADERS.bingbot, "original");
    expect(r.engine).toBe("original");
    expect(r.ownEngine).toBe("bing");
    expect(r.isOverridden).toBe(true);
    expect(readingFor("bingbot", null).engine).toBe("bing");
  });

  it("agrees with every row of the table", () => {
    for (const crawler of CRAWLERS) {
      expect(readingFor(crawler.id).engine, crawler.id).toBe(crawler.engine);
      expect(readingFor(crawler.id).crawler, crawler.id).toBe(crawler);
      if (crawler.userAgent) expect(readingFor(crawler.userAgent).ownEngine, crawler.userAgent).toBe(crawler.engine);
    }
  });
});
