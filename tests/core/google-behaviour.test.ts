/**
 * Our own cases for every behaviour Google's parser test suite (google/robotstxt robots_test.cc)
 * covers, read through the `google` engine: RFC 9309 sections first, then the Google-only
 * leniencies and quirks, then what Google documents on top of the library (crawler token
 * fallbacks, crawlers that ignore `*`, the 500 KiB cut) and the other engines' size limits.
 * Rows are (robots.txt, agent, URL, verdict, deciding line).
 */
import { describe, it, expect } from "vitest";
import { matchUrl, parseRobotsTxt, type EngineId } from "../../src/core/index.ts";

type Verdict = "allowed" | "disallowed";
interface Case {
  robots: string;
  agent: string;
  url: string;
  verdict: Verdict;
  line: number | null;
}

const lines = (...ls: string[]) => ls.join("\n");
const c = (robots: string, agent: string, url: string, verdict: Verdict, line: number | null): Case => ({ robots, agent, url, verdict, line });

function verdictOf(robots: string, agent: string, url: string, engine: EngineId = "google") {
  const r = matchUrl(parseRobotsTxt(robots), { url, userAgent: agent, engine });
  return { verdict: r.allowed ? "allowed" : "disallowed", line: r.rule?.line ?? null, result: r };
}

function check({ robots, agent, url, verdict, line }: Case): void {
  const { verdict: v, line: l } = verdictOf(robots, agent, url);
  expect({ verdict: v, line: l }).toEqual({ verdict, line });
}

const NAME = "$url is $verdict for $agent (line $line)";

describe("RFC 9309 §2.1: a line is 'key: value'; Google also reads 'key value' of exactly two words", () => {
  it.each([
    c(lines("user-agent: BarBot", "disallow: /secret"), "BarBot", "/secret/a", "disallowed", 2),
    // Unknown keys are no rules at all.
    c(lines("agent: BarBot", "deny: /secret"), "BarBot", "/secret/a", "allowed", null),
    // Lenient (Google): the colon may be missing when the line holds exactly two words.
    c(lines("user-agent BarBot", "disallow /secret"), "BarBot", "/secret/a", "disallowed", 2),
    c(lines("user-agent: BarBot", "disallow /secret /other"), "BarBot", "/secret/a", "allowed", null),
    c(lines("user-agent: BarBot", "disallow\t/secret"), "BarBot", "/secret/a", "disallowed", 2),
  ])(NAME, check);
});

describe("RFC 9309 §2.1: groups: user-agent lines then rules, ended by the next user-agent after a rule", () => {
  const file = lines(
    "allow: /shared/", //          1: before any group: ignored
    "",
    "user-agent: AlphaBot", //     3
    "disallow: /", //              4
    "allow: /alpha/", //           5
    "user-agent: BetaBot", //      6: after a rule: a new group
    "disallow: /", //              7
    "allow: /beta/", //            8
    "",
    "allow: /gamma/", //          10: still BetaBot's group (blank lines do not end groups)
    "user-agent: DeltaBot", //    11: a group with no rules of its own…
    "",
    "user-agent: AlphaBot", //    13: …shares the rules of the group it opens with AlphaBot
    "allow: /delta/", //          14
    "disallow: /", //             15
  );
  it.each([
    c(file, "AlphaBot", "/alpha/x", "allowed", 5),
    c(file, "AlphaBot", "/delta/x", "allowed", 14),
    c(file, "AlphaBot", "/beta/x", "disallowed", 4),
    c(file, "BetaBot", "/beta/x", "allowed", 8),
    c(file, "BetaBot", "/gamma/x", "allowed", 10),
    c(file, "BetaBot", "/delta/x", "disallowed", 7),
    c(file, "DeltaBot", "/delta/x", "allowed", 14),
    c(file, "DeltaBot", "/alpha/x", "disallowed", 15),
    // The rule before every group belongs to no one.
    c(file, "AlphaBot", "/shared/x", "disallowed", 4),
    c(file, "BetaBot", "/shared/x", "disallowed", 7),
    c(file, "DeltaBot", "/shared/x", "disallowed", 15),
  ])(NAME, check);
});

describe("RFC 9309 §2.1: keys are case-insensitive", () => {
  it.each(
    ["USER-AGENT: BarBot\nALLOW: /open/\nDISALLOW: /", "user-agent: BarBot\nallow: /open/\ndisallow: /", "UsEr-AgEnT: BarBot\naLlOw: /open/\nDiSaLlOw: /"].flatMap(
      (robots) => [c(robots, "BarBot", "/open/page", "allowed", 2), c(robots, "BarBot", "/closed/page", "disallowed", 3)],
    ),
  )(NAME, check);
});

describe("RFC 9309 §2.2.1: user-agent values are case-insensitive", () => {
  it.each(
    ["User-agent: BARBOT", "User-agent: barbot", "User-agent: BaRbOt"].flatMap((ua) =>
      ["BarBot", "barbot", "BARBOT"].flatMap((agent) => [
        c(lines(ua, "Allow: /open/", "Disallow: /"), agent, "/open/page", "allowed", 2),
        c(lines(ua, "Allow: /open/", "Disallow: /"), agent, "/closed/page", "disallowed", 3),
      ]),
    ),
  )(NAME, check);
});

describe("RFC 9309 §2.2.1 (Google): a value is cut at the first character outside [A-Za-z_-] (ExtractUserAgent)", () => {
  it.each([
    c(lines("User-agent: *", "Disallow: /", "User-agent: Bar Baz", "Allow: /open/", "Disallow: /"), "Bar", "/open/page", "allowed", 4),
    c(lines("User-agent: BarBot/2.1", "Disallow: /"), "BarBot", "/x", "disallowed", 2),
    c(lines("User-agent: BarBot*", "Disallow: /"), "BarBot", "/x", "disallowed", 2),
    c(lines("User-agent: Bar_Bot-2", "Disallow: /"), "Bar_Bot-", "/x", "disallowed", 2),
    // The cut value is compared for equality.
    c(lines("User-agent: BarBot", "Disallow: /"), "Bar", "/x", "allowed", null),
    c(lines("User-agent: Bar", "Disallow: /"), "BarBot", "/x", "allowed", null),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.1: no matching group: the '*' group(s); none: no rules apply", () => {
  const globalFirst = lines("user-agent: *", "allow: /", "user-agent: BarBot", "disallow: /");
  const onlySpecific = lines("user-agent: BarBot", "allow: /", "user-agent: BazBot", "disallow: /", "user-agent: QuxBot", "disallow: /");
  it.each([
    c("", "BarBot", "/x", "allowed", null),
    c(globalFirst, "BarBot", "/x", "disallowed", 4),
    c(globalFirst, "BazBot", "/x", "allowed", 2),
    c(onlySpecific, "OtherBot", "/x", "allowed", null),
    // Google: `*` followed by whitespace and text is still global.
    c(lines("User-agent: * all robots", "Disallow: /"), "OtherBot", "/x", "disallowed", 2),
    // But `*bot` is not a global group.
    c(lines("User-agent: *bot", "Disallow: /"), "OtherBot", "/x", "allowed", null),
    // The empty agent matches no group.
    c(lines("User-agent: BarBot", "Disallow: /"), "", "/x", "allowed", null),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.1: the groups of one agent are merged; a specific group never mixes with '*'", () => {
  it.each([
    c(lines("User-agent: BarBot", "Disallow: /a", "User-agent: *", "Disallow: /b", "User-agent: BarBot", "Disallow: /c"), "BarBot", "/c", "disallowed", 6),
    c(lines("User-agent: BarBot", "Disallow: /a", "User-agent: *", "Disallow: /b", "User-agent: BarBot", "Disallow: /c"), "BarBot", "/b", "allowed", null),
    c(lines("User-agent: *", "Disallow: /a", "User-agent: *", "Disallow: /b"), "OtherBot", "/b", "disallowed", 4),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.2: paths compare case-sensitively", () => {
  it.each([
    c(lines("user-agent: BarBot", "disallow: /docs/"), "BarBot", "/docs/a", "disallowed", 2),
    c(lines("user-agent: BarBot", "disallow: /DOCS/"), "BarBot", "/docs/a", "allowed", null),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.2: the longest match wins; Allow wins a tie", () => {
  it.each([
    c(lines("user-agent: BarBot", "disallow: /shop/item.html", "allow: /shop/"), "BarBot", "/shop/item.html", "disallowed", 2),
    c(lines("user-agent: BarBot", "allow: /shop/item.html", "disallow: /shop/"), "BarBot", "/shop/item.html", "allowed", 2),
    c(lines("user-agent: BarBot", "allow: /shop/item.html", "disallow: /shop/"), "BarBot", "/shop/", "disallowed", 3),
    c(lines("user-agent: BarBot", "disallow: /shop", "allow: /shop/"), "BarBot", "/shop", "disallowed", 2),
    c(lines("user-agent: BarBot", "disallow: /shop", "allow: /shop/"), "BarBot", "/shop/", "allowed", 3),
    // Ties: Allow wins, whether the patterns are empty, `/` or longer.
    c(lines("user-agent: BarBot", "disallow: /", "allow: /"), "BarBot", "/shop/item.html", "allowed", 3),
    c(lines("user-agent: BarBot", "disallow: /shop/item.html", "allow: /shop/item.html"), "BarBot", "/shop/item.html", "allowed", 3),
    c(lines("user-agent: BarBot", "disallow:", "allow:"), "BarBot", "/shop/item.html", "allowed", 3),
    // Wildcard patterns count every character written.
    c(lines("user-agent: BarBot", "allow: /shop", "disallow: /*.html"), "BarBot", "/shop.html", "disallowed", 3),
    c(lines("user-agent: BarBot", "allow: /shop", "disallow: /*.html"), "BarBot", "/shop", "allowed", 2),
    c(lines("user-agent: BarBot", "allow: /shop/item.", "disallow: /*.html"), "BarBot", "/shop/item.html", "allowed", 2),
    c(lines("user-agent: BarBot", "allow: /shop/item.", "disallow: /*.html"), "BarBot", "/shop/other.html", "disallowed", 3),
    // The specific group wins whole: `*`'s rule does not apply to BarBot.
    c(lines("User-agent: *", "Disallow: /shop/", "User-agent: BarBot", "Disallow: /cart/"), "BarBot", "/shop/item", "allowed", null),
    c(lines("User-agent: *", "Disallow: /shop/", "User-agent: BarBot", "Disallow: /cart/"), "BarBot", "/cart/item", "disallowed", 4),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.2 (Google): patterns are percent-encoded, URLs are not", () => {
  it.each([
    // A query holding a URL is compared as written.
    c(lines("User-agent: BarBot", "Disallow: /", "Allow: /go?to=http://example.org/?a&b"), "BarBot", "/go?to=http://example.org/?a&b", "allowed", 3),
    // Raw UTF-8 in a rule is percent-encoded; the URL arrives encoded.
    c(lines("User-agent: BarBot", "Disallow: /", "Allow: /café"), "BarBot", "/caf%C3%A9", "allowed", 3),
    c(lines("User-agent: BarBot", "Disallow: /", "Allow: /caf%C3%A9"), "BarBot", "/caf%C3%A9", "allowed", 3),
    // Lower-case escapes in a rule are upper-cased; the URL's are not.
    c(lines("User-agent: BarBot", "Disallow: /", "Allow: /caf%c3%a9"), "BarBot", "/caf%C3%A9", "allowed", 3),
    c(lines("User-agent: BarBot", "Disallow: /", "Allow: /caf%C3%A9"), "BarBot", "/caf%c3%a9", "disallowed", 2),
    // Escapes of unreserved characters are not decoded on either side.
    c(lines("User-agent: BarBot", "Disallow: /", "Allow: /%61%62%63"), "BarBot", "/abc", "disallowed", 2),
    c(lines("User-agent: BarBot", "Disallow: /", "Allow: /%61%62%63"), "BarBot", "/%61%62%63", "allowed", 3),
  ])(NAME, check);

  it("upper-cases existing escapes and encodes non-ASCII in the stored pattern (MaybeEscapePattern)", () => {
    const r = matchUrl(parseRobotsTxt(lines("User-agent: *", "Disallow: /á%aa")), { url: "/%C3%A1%AA", userAgent: "BarBot", engine: "google" });
    expect(r.rule?.normalized).toBe("/%C3%A1%AA");
    expect(r.allowed).toBe(false);
  });
});

describe("RFC 9309 §2.2.3: special characters: '*' anywhere, '$' only at the end, '#' comments", () => {
  const star = lines("User-agent: BarBot", "Disallow: /docs/old/spec", "Allow: /docs/*/spec");
  const dollar = lines("User-agent: BarBot", "Disallow: /docs/old$", "Allow: /docs/old/spec");
  const comment = lines("User-agent: BarBot", "# Disallow: /", "Disallow: /docs/spec#draft", "Allow: /");
  it.each([
    c(star, "BarBot", "/docs/old/spec", "disallowed", 2),
    c(star, "BarBot", "/docs/spec", "allowed", null),
    c(star, "BarBot", "/docs//spec", "allowed", 3),
    c(star, "BarBot", "/docs/new/spec", "allowed", 3),
    c(dollar, "BarBot", "/docs/old", "disallowed", 2),
    c(dollar, "BarBot", "/docs/old/spec", "allowed", 3),
    c(dollar, "BarBot", "/docs/old/", "allowed", null),
    c(dollar, "BarBot", "/docs/older", "allowed", null),
    c(comment, "BarBot", "/docs/other", "allowed", 4),
    c(comment, "BarBot", "/docs/spec", "disallowed", 3),
    // `$` anywhere but the end is an ordinary character.
    c(lines("User-agent: BarBot", "Disallow: /price$list"), "BarBot", "/price$list", "disallowed", 2),
    c(lines("User-agent: BarBot", "Disallow: /price$list"), "BarBot", "/price", "allowed", null),
    // Several stars, and a star at the start.
    c(lines("User-agent: BarBot", "Disallow: /*/a*/b*.pdf$"), "BarBot", "/x/aaa/bbb.pdf", "disallowed", 2),
    c(lines("User-agent: BarBot", "Disallow: /*/a*/b*.pdf$"), "BarBot", "/x/aaa/bbb.pdf.html", "allowed", null),
    c(lines("User-agent: BarBot", "Disallow: *sessionid="), "BarBot", "/a?sessionid=1", "disallowed", 2),
  ])(NAME, check);
});

describe("Google-only: 'Allow: …/index.html' also allows the directory", () => {
  const file = lines("User-Agent: *", "Allow: /welcome/index.html", "Disallow: /");
  it.each([
    c(file, "BarBot", "/welcome/", "allowed", 2),
    c(file, "BarBot", "/welcome/index.html", "allowed", 2),
    c(file, "BarBot", "/welcome/index.htm", "disallowed", 3),
    c(file, "BarBot", "/welcome/other", "disallowed", 3),
    c(file, "BarBot", "/elsewhere", "disallowed", 3),
    c(lines("User-Agent: *", "Allow: /welcome/index.htm", "Disallow: /"), "BarBot", "/welcome/", "allowed", 2),
    // The directory only, not deeper paths.
    c(file, "BarBot", "/welcome/sub/", "disallowed", 3),
  ])(NAME, check);
});

describe("Google-only: lines are cut at 16,664 bytes (2083 × 8)", () => {
  // "Disallow: " is 10 bytes; Google keeps the first 16,663 bytes of a line.
  const kept = 16_663 - "Disallow: ".length;
  const longPattern = "/" + "a".repeat(20_000) + "/tail";
  const file = lines("User-agent: BarBot", "Disallow: " + longPattern);
  it("a URL starting with the kept part of the pattern is disallowed", () => {
    expect(verdictOf(file, "BarBot", longPattern.slice(0, kept) + "/other")).toMatchObject({ verdict: "disallowed", line: 2 });
  });
  it("one byte short of the kept part, it is not", () => {
    expect(verdictOf(file, "BarBot", longPattern.slice(0, kept - 1) + "/other")).toMatchObject({ verdict: "allowed", line: null });
  });
  it("unrelated URLs stay allowed", () => {
    expect(verdictOf(file, "BarBot", "/other")).toMatchObject({ verdict: "allowed", line: null });
  });
  it("a long Allow is cut too, and still beats a shorter Disallow", () => {
    const allow = "/" + "b".repeat(20_000);
    const f = lines("User-agent: BarBot", "Disallow: /", "Allow: " + allow);
    expect(verdictOf(f, "BarBot", allow.slice(0, 16_663 - "Allow: ".length) + "/x")).toMatchObject({ verdict: "allowed", line: 3 });
    expect(verdictOf(f, "BarBot", "/")).toMatchObject({ verdict: "disallowed", line: 2 });
  });
  it("the line is flagged as over-long", () => {
    expect(parseRobotsTxt(file).lines[1].isOverLong).toBe(true);
  });
});

describe("RFC 9309 §2.2: CR, LF and CRLF end lines; line numbers count each ending", () => {
  const body = ["User-Agent: foo", "Allow: /some/path", "User-Agent: bar", "", "", "Disallow: /"];
  it.each([
    { name: "LF", text: body.join("\n") + "\n" },
    { name: "CRLF", text: body.join("\r\n") + "\r\n" },
    { name: "CR", text: body.join("\r") + "\r" },
    { name: "no final newline", text: body.join("\n") },
    { name: "mixed", text: "User-Agent: foo\nAllow: /some/path\r\nUser-Agent: bar\n\r\n\nDisallow: /" },
  ])("$name: the deciding Disallow is line 6", ({ text }) => {
    expect(verdictOf(text, "bar", "/x")).toMatchObject({ verdict: "disallowed", line: 6 });
    expect(verdictOf(text, "foo", "/some/path/x")).toMatchObject({ verdict: "allowed", line: 2 });
  });
});

describe("RFC 9309 §2.3 (Google): a UTF-8 byte order mark is skipped, only at the start", () => {
  it.each([
    c("\uFEFF" + lines("User-Agent: foo", "Disallow: /x"), "foo", "/x", "disallowed", 2),
    // Elsewhere it makes its line unreadable.
    c(lines("User-Agent: foo", "\uFEFFDisallow: /x"), "foo", "/x", "allowed", null),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.4: other records: Sitemap anywhere, never ending a group", () => {
  it.each([
    c(lines("Sitemap: https://example.com/a.xml", "User-Agent: foo", "Disallow: /x"), "foo", "/x", "disallowed", 3),
    c(lines("User-Agent: foo", "Sitemap: https://example.com/a.xml", "User-Agent: bar", "Disallow: /x"), "foo", "/x", "disallowed", 4),
    c(lines("User-Agent: foo", "Disallow: /x", "Sitemap: https://example.com/a.xml", "Disallow: /y"), "foo", "/y", "disallowed", 4),
    c(lines("User-Agent: foo", "Site-map: https://example.com/a.xml", "User-Agent: bar", "Disallow: /x"), "bar", "/x", "disallowed", 4),
  ])(NAME, check);
});

describe("Google: typos and key prefixes the parser accepts", () => {
  it.each([
    c(lines("Useragent: foo", "Disallow: /x"), "foo", "/x", "disallowed", 2),
    c(lines("User agent: foo", "Disallow: /x"), "foo", "/x", "disallowed", 2),
    ...["Dissallow", "Dissalow", "Disalow", "Diasllow", "Disallaw"].map((key) => c(lines("User-agent: foo", `${key}: /x`), "foo", "/x", "disallowed", 2)),
    // Keys are matched by prefix.
    c(lines("User-agents: foo", "Disallowed: /x"), "foo", "/x", "disallowed", 2),
    c(lines("User-agent: foo", "Disallow: /", "Allowed: /x"), "foo", "/x", "allowed", 3),
    // Other misspellings are not read.
    c(lines("User-agent: foo", "Dsallow: /x"), "foo", "/x", "allowed", null),
  ])(NAME, check);
});

describe("Google: an empty Disallow matches every path and is reported as the deciding line", () => {
  it.each([
    c(lines("User-agent: foo", "Disallow:"), "foo", "/x", "allowed", 2),
    c(lines("User-agent: *", "Disallow: /", "User-agent: foo", "Disallow:"), "foo", "/x", "allowed", 4),
    // A longer rule still decides over it.
    c(lines("User-agent: foo", "Disallow:", "Disallow: /x"), "foo", "/x", "disallowed", 3),
  ])(NAME, check);

  it("names the quirk in the reason", () => {
    expect(verdictOf(lines("User-agent: foo", "Disallow:"), "foo", "/x").result.reason).toEqual({ code: "rule-empty-disallow", params: { line: 2 } });
  });
});

describe("Google: only path, params and query are compared (GetPathParamsQuery)", () => {
  it.each([
    { url: "https://www.example.com", path: "/" },
    { url: "https://www.example.com/", path: "/" },
    { url: "https://www.example.com/a", path: "/a" },
    { url: "https://www.example.com/a/", path: "/a/" },
    { url: "https://www.example.com/a/b?c=http://d.e/", path: "/a/b?c=http://d.e/" },
    { url: "https://www.example.com/a/b?c=d&e=f#fragment", path: "/a/b?c=d&e=f" },
    { url: "https://www.example.com?a", path: "/?a" },
    { url: "https://www.example.com/a;b#c", path: "/a;b" },
    { url: "/a;b?c#d", path: "/a;b?c" },
    { url: "/a?", path: "/a?" },
  ])("$url compares as $path", ({ url, path }) => {
    expect(verdictOf("", "foo", url).result.url.path).toBe(path);
  });

  it("an empty URL is refused with a TypeError (Google's library reads it as disallowed)", () => {
    expect(() => verdictOf(lines("User-agent: foo", "Disallow: /"), "foo", "")).toThrow(TypeError);
  });

  it("params and query take part in matching", () => {
    expect(verdictOf(lines("User-agent: foo", "Disallow: /a;b"), "foo", "https://www.example.com/a;b?c").verdict).toBe("disallowed");
    expect(verdictOf(lines("User-agent: foo", "Disallow: /a?c"), "foo", "https://www.example.com/a?c=1").verdict).toBe("disallowed");
  });
});

describe("Google's crawlers: token fallbacks documented on top of the library", () => {
  const googlebot = lines("User-agent: Googlebot", "Disallow: /g", "", "User-agent: *", "Disallow: /all");
  const star = lines("User-agent: *", "Disallow: /all");
  it.each([
    // Googlebot-Image, -News, -Video and Applebot: their own group, else Googlebot's, else `*`.
    ...["Googlebot-Image", "Googlebot-News", "Googlebot-Video", "Applebot"].flatMap((agent) => [
      c(googlebot, agent, "/g", "disallowed", 2),
      c(googlebot, agent, "/all", "allowed", null),
      c(star, agent, "/all", "disallowed", 2),
      c(lines(`User-agent: ${agent}`, "Disallow: /own", "", googlebot), agent, "/g", "allowed", null),
      c(lines(`User-agent: ${agent}`, "Disallow: /own", "", googlebot), agent, "/own", "disallowed", 2),
    ]),
    // AdsBot-Google, AdsBot-Google-Mobile and APIs-Google ignore `*`; only their own groups count.
    ...["AdsBot-Google", "AdsBot-Google-Mobile", "APIs-Google"].flatMap((agent) => [
      c(star, agent, "/all", "allowed", null),
      c(lines("User-agent: *", "Disallow: /", "", `User-agent: ${agent}`, "Disallow: /ads"), agent, "/ads/x", "disallowed", 5),
      c(lines("User-agent: *", "Disallow: /", "", `User-agent: ${agent}`, "Disallow: /ads"), agent, "/x", "allowed", null),
      // They do not fall back to Googlebot's group either.
      c(googlebot, agent, "/g", "allowed", null),
    ]),
  ])(NAME, check);

  it("says when a fallback token was used, and that the fallback is an M fact", () => {
    const { result } = verdictOf(googlebot, "Googlebot-Image", "/g");
    expect(result.group).toMatchObject({ tokensTried: ["Googlebot-Image", "Googlebot"], tokenUsed: "Googlebot" });
    expect(result.group.reason.code).toBe("group-fallback");
    expect(result.assumptions).toContainEqual(expect.objectContaining({ code: "assume-token-fallback", confidence: "M" }));
  });

  it("says when the crawler ignored the '*' group", () => {
    const { result } = verdictOf(star, "AdsBot-Google", "/all");
    expect(result.group).toMatchObject({ ignoresGlobal: true, tokenUsed: null, groups: [] });
    expect(result.group.reason.code).toBe("group-global-ignored");
  });

  it("reads a whole AdsBot-Google-Mobile header as that crawler", () => {
    const header =
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) " +
      "Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)";
    expect(verdictOf(star, header, "/all").verdict).toBe("allowed");
  });
});

describe("Bing's crawler: bingbot → msnbot → '*' under the bing engine", () => {
  const msn = lines("User-agent: msnbot", "Disallow: /m", "", "User-agent: *", "Disallow: /all");
  it.each([
    { robots: msn, url: "/m", verdict: "disallowed", line: 2 },
    { robots: msn, url: "/all", verdict: "allowed", line: null },
    { robots: lines("User-agent: *", "Disallow: /all"), url: "/all", verdict: "disallowed", line: 2 },
    { robots: lines("User-agent: bingbot", "Disallow: /b", "", msn), url: "/m", verdict: "allowed", line: null },
    { robots: lines("User-agent: bingbot", "Disallow: /b", "", msn), url: "/b", verdict: "disallowed", line: 2 },
  ])("bing: $url is $verdict for bingbot (line $line)", ({ robots, url, verdict, line }) => {
    expect(verdictOf(robots, "bingbot", url, "bing")).toMatchObject({ verdict, line });
  });
});

describe("Size limits: Google reads 512,000 bytes; Yandex drops a file over 500 KB; classic Yandex allows all past 262,144", () => {
  // Line 1 "User-agent: *" (14 bytes with its LF), line 2 a comment ending at byte 511,986,
  // line 3 a Disallow crossing the 512,000-byte mark after "Disallow: /pri" (14 bytes),
  // line 4 a Disallow wholly after it.
  const head = "User-agent: *\n";
  const comment = "#".repeat(512_000 - 14 - head.length - 1) + "\n";
  const text = head + comment + "Disallow: /private-area\nDisallow: /late\n";

  it("the fixture puts line 3 across the cut", () => {
    const doc = parseRobotsTxt(text);
    expect(doc.lines[2].byteFrom).toBe(512_000 - 14);
    expect(doc.lines[3].byteFrom).toBeGreaterThan(512_000);
  });

  it.each([
    { url: "/print", verdict: "disallowed", line: 3 },
    { url: "/private-area/x", verdict: "disallowed", line: 3 },
    { url: "/pub", verdict: "allowed", line: null },
    { url: "/late", verdict: "allowed", line: null },
  ])("google: $url is $verdict (the crossing line is read up to the cut, the next one not at all)", ({ url, verdict, line }) => {
    expect(verdictOf(text, "Googlebot", url)).toMatchObject({ verdict, line });
  });

  it("google reports where it cut", () => {
    expect(verdictOf(text, "Googlebot", "/late").result.sizeLimit).toEqual({ bytes: 512_000, mode: "truncate", isExceeded: true, cutLine: 4 });
  });

  it("an engine without a limit reads every line whole", () => {
    expect(verdictOf(text, "FooBot", "/print", "rfc9309")).toMatchObject({ verdict: "allowed", line: null });
    expect(verdictOf(text, "FooBot", "/late", "rfc9309")).toMatchObject({ verdict: "disallowed", line: 4 });
  });

  it("yandex ignores the whole file, even its first rule", () => {
    const top = lines("User-agent: *", "Disallow: /private-area") + "\n" + "#".repeat(512_000);
    const { verdict, result } = verdictOf(top, "YandexBot", "/private-area", "yandex");
    expect(verdict).toBe("allowed");
    expect(result.reason.code).toBe("file-ignored-size");
    // At 512,000 bytes it is still read.
    const fits = lines("User-agent: *", "Disallow: /private-area") + "\n";
    expect(verdictOf(fits + "#".repeat(512_000 - fits.length), "YandexBot", "/private-area", "yandex").verdict).toBe("disallowed");
  });

  it("yandex-classic allows everything past 262,144 bytes", () => {
    const fits = lines("User-agent: *", "Disallow: /private-area") + "\n";
    expect(verdictOf(fits + "#".repeat(262_144 - fits.length), "YandexBot", "/private-area", "yandex-classic").verdict).toBe("disallowed");
    const over = verdictOf(fits + "#".repeat(262_145 - fits.length), "YandexBot", "/private-area", "yandex-classic");
    expect(over.verdict).toBe("allowed");
    expect(over.result.reason.code).toBe("file-ignored-size");
  });

  it("multi-byte characters count in UTF-8 bytes", () => {
    // 2-byte characters: the same number of characters is twice as many bytes.
    const fits = lines("User-agent: *", "Disallow: /private-area") + "\n";
    const pad = "#" + "é".repeat(Math.ceil((262_145 - fits.length) / 2));
    const r = verdictOf(fits + pad, "YandexBot", "/private-area", "yandex-classic");
    expect(r.result.sizeLimit?.isExceeded).toBe(true);
    expect(r.verdict).toBe("allowed");
  });
});
