/**
 * The `google` engine: Google's documented reading (engines.md §2) — its open-source parser
 * plus the crawler behaviour Google documents on top. Rows are (robots.txt, agent, URL,
 * verdict, deciding line), one `describe` per section of §2; the behaviours Google's own test
 * suite covers are in ../google-behaviour.test.ts, the 3,000 reference verdicts in
 * ../google-reference.test.ts.
 */
import { describe, it, expect } from "vitest";
import { matchUrl, parseRobotsTxt } from "../../../src/core/index.ts";
import { c, checker, lines, NAME } from "./table.ts";

const check = checker("google", { isAssumptionFree: true });

describe("engines.md §2.1: one group, the most specific user-agent (H)", () => {
  const specific = lines("User-agent: *", "Disallow: /b", "", "User-agent: Googlebot", "Disallow: /a");
  it.each([
    // Only the Googlebot group applies; the `*` group is ignored.
    c(specific, "Googlebot", "/a", "disallowed", 5),
    c(specific, "Googlebot", "/b", "allowed", null),
    c(specific, "FooBot", "/b", "disallowed", 2),
    // Group order in the file does not matter.
    c(lines("User-agent: Googlebot", "Disallow: /a", "", "User-agent: *", "Disallow: /b"), "Googlebot", "/b", "allowed", null),
    // Text after the token is ignored: "googlebot/1.2" and "googlebot*" mean googlebot.
    c(lines("User-agent: googlebot/1.2", "Disallow: /"), "Googlebot", "/x", "disallowed", 2),
    c(lines("User-agent: googlebot*", "Disallow: /"), "Googlebot", "/x", "disallowed", 2),
    c(lines("User-agent: Googlebot Images", "Disallow: /"), "Googlebot", "/x", "disallowed", 2),
    // The cut value is compared for equality, not as a substring.
    c(lines("User-agent: Googlebot-News", "Disallow: /"), "Googlebot", "/x", "allowed", null),
    c(lines("User-agent: bot", "Disallow: /"), "Googlebot", "/x", "allowed", null),
    c(lines("User-agent: Google", "Disallow: /", "", "User-agent: Googlebot", "Allow: /"), "Googlebot", "/x", "allowed", 5),
    // `*` followed by whitespace and more text is still the global group.
    c(lines("User-agent: * everybody", "Disallow: /"), "FooBot", "/x", "disallowed", 2),
    // Groups for the same agent are merged.
    c(lines("User-agent: Googlebot", "Disallow: /a", "", "User-agent: *", "Disallow: /", "", "User-agent: Googlebot", "Disallow: /b"), "Googlebot", "/b", "disallowed", 8),
    // A group naming the agent, even one with only "Disallow:", hides every `*` rule.
    c(lines("User-agent: *", "Disallow: /", "", "User-agent: FooBot", "Disallow:"), "FooBot", "/x", "allowed", 5),
    c(lines("User-agent: *", "Disallow: /", "", "User-agent: FooBot"), "FooBot", "/x", "allowed", null),
    // Google's own example: user-agent a, sitemap, blank line, user-agent b, disallow — both out.
    c(lines("User-agent: a", "Sitemap: https://example.com/sitemap.xml", "", "User-agent: b", "Disallow: /"), "a", "/x", "disallowed", 5),
    c(lines("User-agent: a", "Sitemap: https://example.com/sitemap.xml", "", "User-agent: b", "Disallow: /"), "b", "/x", "disallowed", 5),
    // Rules outside any group are ignored.
    c(lines("Disallow: /secret/", "User-agent: *", "Disallow: /tmp/"), "FooBot", "/secret/x", "allowed", null),
  ])(NAME, check);
});

describe("engines.md §2.1: crawler token fallbacks and special-case crawlers", () => {
  const googlebotOnly = lines("User-agent: Googlebot", "Disallow: /", "", "User-agent: *", "Allow: /");
  it.each([
    // Googlebot-Image/-News/-Video fall back to the Googlebot group, then `*` (M).
    c(googlebotOnly, "Googlebot-Image", "/x", "disallowed", 2, "assume-token-fallback"),
    c(googlebotOnly, "Googlebot-News", "/x", "disallowed", 2, "assume-token-fallback"),
    c(googlebotOnly, "Googlebot-Video", "/x", "disallowed", 2, "assume-token-fallback"),
    c(lines("User-agent: Googlebot-Image", "Allow: /", "", "User-agent: Googlebot", "Disallow: /"), "Googlebot-Image", "/x", "allowed", 2),
    c(lines("User-agent: *", "Disallow: /"), "Googlebot-Image", "/x", "disallowed", 2),
    // Storebot-Google with no group of its own follows `*`, not Googlebot (the spec's example).
    c(lines("User-agent: Googlebot", "Disallow: /", "", "User-agent: *", "Disallow: /cart"), "Storebot-Google", "/x", "allowed", null),
    c(lines("User-agent: Googlebot", "Disallow: /", "", "User-agent: *", "Disallow: /cart"), "Storebot-Google", "/cart", "disallowed", 5),
    // AdsBot-Google, AdsBot-Google-Mobile and APIs-Google ignore the `*` group (H).
    c(lines("User-agent: *", "Disallow: /"), "AdsBot-Google", "/landing", "allowed", null),
    c(lines("User-agent: *", "Disallow: /"), "AdsBot-Google-Mobile", "/landing", "allowed", null),
    c(lines("User-agent: *", "Disallow: /"), "APIs-Google", "/landing", "allowed", null),
    c(lines("User-agent: *", "Disallow: /", "", "User-agent: AdsBot-Google", "Disallow: /private"), "AdsBot-Google", "/private/x", "disallowed", 5),
    c(lines("User-agent: *", "Disallow: /", "", "User-agent: AdsBot-Google", "Disallow: /private"), "AdsBot-Google", "/landing", "allowed", null),
    // Mediapartners-Google ignoring `*` is not confirmed by engines.md (L; M in the crawler table).
    c(lines("User-agent: *", "Disallow: /"), "Mediapartners-Google", "/ads", "allowed", null, "assume-global-ignored"),
  ])(NAME, check);
});

describe("engines.md §2.2: the longest path wins; Allow on conflict (H)", () => {
  it.each([
    // The spec's examples.
    c(lines("User-agent: *", "Allow: /p", "Disallow: /"), "FooBot", "/page", "allowed", 2),
    c(lines("User-agent: *", "Allow: /folder", "Disallow: /folder"), "FooBot", "/folder/page", "allowed", 2),
    c(lines("User-agent: *", "Allow: /page", "Disallow: /*.htm"), "FooBot", "/page.htm", "disallowed", 3),
    c(lines("User-agent: *", "Allow: /page", "Disallow: /*.ph"), "FooBot", "/page.php5", "allowed", 2),
    c(lines("User-agent: *", "Allow: /$", "Disallow: /"), "FooBot", "/", "allowed", 2),
    c(lines("User-agent: *", "Allow: /$", "Disallow: /"), "FooBot", "/page.html", "disallowed", 3),
    // The library counts a trailing `*` in the length, unlike the spec's prose (✓).
    c(lines("User-agent: *", "Allow: /page", "Disallow: /page*"), "FooBot", "/page", "disallowed", 3),
    c(lines("User-agent: *", "Allow: /", "Disallow: /*"), "FooBot", "/x", "disallowed", 3),
  ])(NAME, check);
});

describe("engines.md §2.3: pattern syntax (H)", () => {
  it.each([
    // `$` is special only as the last character.
    c(lines("User-agent: *", "Disallow: /a$b"), "FooBot", "/a$b", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /a$b"), "FooBot", "/ab", "allowed", null),
    c(lines("User-agent: *", "Disallow: /*.pdf$"), "FooBot", "/docs/file.pdf", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /*.pdf$"), "FooBot", "/docs/file.pdf?x", "allowed", null),
    // A pattern need not start with `/`; one starting with another character never matches.
    c(lines("User-agent: *", "Disallow: *.gif$"), "FooBot", "/a/b.gif", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: foo"), "FooBot", "/foo", "allowed", null),
    // Paths are case-sensitive; field names are not.
    c(lines("USER-AGENT: *", "DISALLOW: /Fish"), "FooBot", "/fish", "allowed", null),
    c(lines("USER-AGENT: *", "DISALLOW: /Fish"), "FooBot", "/Fish.asp", "disallowed", 2),
    // "Allow: …/index.html" also allows the directory itself (Google only).
    c(lines("User-agent: *", "Disallow: /", "Allow: /folder/index.html"), "FooBot", "/folder/", "allowed", 3),
    c(lines("User-agent: *", "Disallow: /", "Allow: /folder/index.htm"), "FooBot", "/folder/", "allowed", 3),
    c(lines("User-agent: *", "Disallow: /", "Allow: /folder/index.html"), "FooBot", "/folder/x", "disallowed", 2),
  ])(NAME, check);
});

describe("engines.md §2.4: rules percent-encoded, URLs compared as sent (H)", () => {
  it.each([
    c(lines("User-agent: *", "Disallow: /foo/bar/ツ"), "FooBot", "/foo/bar/%E3%83%84", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /foo/bar/%e3%83%84"), "FooBot", "/foo/bar/%E3%83%84", "disallowed", 2),
    // The URL is not decoded or case-folded (catalogue #37–#40).
    c(lines("User-agent: *", "Allow: /~mak", "Disallow: /"), "FooBot", "/%7Emak/mak.html", "disallowed", 3),
    c(lines("User-agent: *", "Disallow: /%7Emak"), "FooBot", "/~mak/a.html", "allowed", null),
    c(lines("User-agent: *", "Disallow: /a%3Cd.html"), "FooBot", "/a%3cd.html", "allowed", null),
    c(lines("User-agent: *", "Disallow: /a/b"), "FooBot", "/a%2Fb", "allowed", null),
    // Only path, params and query are matched: scheme, host and fragment are dropped.
    c(lines("User-agent: *", "Disallow: /a;b?c=d"), "FooBot", "http://other.example:8080/a;b?c=d#frag", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /page$"), "FooBot", "/page#section", "disallowed", 2),
  ])(NAME, check);
});

describe("engines.md §2.5: supported fields and leniency (H)", () => {
  it.each([
    // Unsupported fields are ignored: they neither restrict nor end a group.
    c(lines("User-agent: *", "Crawl-delay: 10", "Noindex: /x", "Disallow: /y"), "FooBot", "/x", "allowed", null),
    c(lines("User-agent: *", "Crawl-delay: 10", "Noindex: /x", "Disallow: /y"), "FooBot", "/y", "disallowed", 4),
    c(lines("User-agent: *", "Host: example.com", "Clean-param: ref /dir/", "Disallow: /dir/"), "FooBot", "/dir/a?ref=1", "disallowed", 4),
    // Accepted misspellings, prefix keys and a missing colon.
    c(lines("Useragent: *", "Disallow: /x"), "FooBot", "/x", "disallowed", 2),
    c(lines("User agent: *", "Disallow: /x"), "FooBot", "/x", "disallowed", 2),
    c(lines("User-agent: *", "Dissallow: /a", "Dissalow: /b", "Disalow: /c", "Diasllow: /d", "Disallaw: /e"), "FooBot", "/e", "disallowed", 6),
    c(lines("User-agent: *", "Dissallow: /a", "Dissalow: /b", "Disalow: /c", "Diasllow: /d", "Disallaw: /e"), "FooBot", "/c", "disallowed", 4),
    c(lines("User-agent: *", "Disallowed: /x"), "FooBot", "/x", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /", "Allow-list: /ok"), "FooBot", "/ok", "allowed", 3),
    c(lines("User-agent: *", "Disallow /private"), "FooBot", "/private", "disallowed", 2),
    // A BOM at the start is skipped.
    c("\uFEFF" + lines("User-agent: *", "Disallow: /"), "FooBot", "/x", "disallowed", 2),
    // /robots.txt is matched like any path by the library.
    c(lines("User-agent: *", "Disallow: /"), "FooBot", "/robots.txt", "disallowed", 2),
  ])(NAME, check);
});

describe("engines.md §2.6: 500 KiB; content after the limit is ignored (H)", () => {
  it("reads a rule at the top of a 600 KB file", () => {
    const text = lines("User-agent: *", "Disallow: /private/") + "\n" + "#".repeat(600_000);
    const r = matchUrl(parseRobotsTxt(text), { url: "/private/x", userAgent: "Googlebot", engine: "google" });
    expect(r.allowed).toBe(false);
    expect(r.rule?.line).toBe(2);
  });

  it("ignores a rule after the first 512,000 bytes", () => {
    const text = "User-agent: *\n" + "#".repeat(520_000) + "\nDisallow: /private/";
    const r = matchUrl(parseRobotsTxt(text), { url: "/private/x", userAgent: "Googlebot", engine: "google" });
    expect(r.allowed).toBe(true);
    expect(r.rule).toBeNull();
    expect(r.sizeLimit).toEqual({ bytes: 512_000, mode: "truncate", isExceeded: true, cutLine: 3 });
    expect(r.assumptions).toEqual([]);
  });
});

describe("engines.md §2: Google is the default engine", () => {
  it("reads an unknown agent as google", () => {
    expect(matchUrl(parseRobotsTxt(""), { url: "/", userAgent: "FooBot" }).engine).toBe("google");
  });

  it("reads Googlebot as google", () => {
    expect(matchUrl(parseRobotsTxt(""), { url: "/", userAgent: "Googlebot" }).engine).toBe("google");
  });
});
