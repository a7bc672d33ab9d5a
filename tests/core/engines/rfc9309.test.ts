/**
 * The `rfc9309` engine: RFC 9309 as written (engines.md §1). Exact product tokens (M), merged
 * groups, `*` as the fallback; the longest match in pattern octets wins (M when `*` is in
 * play), Allow on ties; `*` and `$`, `%2A` / `%24` for the literal characters; rules and URLs
 * percent-normalised; no typo leniency; `/robots.txt` always allowed; no size cut. Rows are
 * (robots.txt, agent, URL, verdict, deciding line), grouped by RFC section.
 */
import { describe, it, expect } from "vitest";
import { matchUrl, parseRobotsTxt } from "../../../src/core/index.ts";
import { c, checker, lines, NAME } from "./table.ts";

const check = checker("rfc9309");

// RFC 9309 §5.1's example file (our transcription).
const SIMPLE = lines(
  "User-Agent: *",
  "Disallow: *.gif$",
  "Disallow: /example/",
  "Allow: /publications/",
  "",
  "User-Agent: foobot",
  "Disallow:/",
  "Allow:/example/page.html",
  "Allow:/example/allowed.gif",
  "",
  "User-Agent: barbot",
  "User-Agent: bazbot",
  "Disallow: /example/page.html",
  "",
  "User-Agent: quxbot",
  "",
);

describe("RFC 9309 §5.1: the simple example", () => {
  it.each([
    c(SIMPLE, "foobot", "/example/page.html", "allowed", 8),
    c(SIMPLE, "foobot", "/example/allowed.gif", "allowed", 9),
    c(SIMPLE, "foobot", "/other.html", "disallowed", 7),
    c(SIMPLE, "barbot", "/example/page.html", "disallowed", 13),
    c(SIMPLE, "bazbot", "/example/page.html", "disallowed", 13),
    c(SIMPLE, "bazbot", "/example/other.html", "allowed", null),
    // quxbot's group has no rules: everything is allowed.
    c(SIMPLE, "quxbot", "/example/page.html", "allowed", null),
    c(SIMPLE, "quxbot", "/image.gif", "allowed", null),
    // Everyone else reads the `*` group.
    c(SIMPLE, "otherbot", "/image.gif", "disallowed", 2),
    c(SIMPLE, "otherbot", "/example/x", "disallowed", 3),
    c(SIMPLE, "otherbot", "/publications/2022.html", "allowed", 4),
    c(SIMPLE, "otherbot", "/index.html", "allowed", null),
  ])(NAME, check);
});

describe("RFC 9309 §5.2: the longest match example", () => {
  const longest = lines("User-Agent: foobot", "Allow: /example/page/", "Disallow: /example/page/disallowed.gif");
  it.each([
    c(longest, "foobot", "/example/page/", "allowed", 2),
    c(longest, "foobot", "/example/page/disallowed.gif", "disallowed", 3),
    c(longest, "foobot", "/example/page/other.gif", "allowed", 2),
  ])(NAME, check);
});

describe("RFC 9309 §2.1, §2.2: lines, keys and groups (H)", () => {
  it.each([
    // Keys are case-insensitive; whitespace around key, colon and value is allowed.
    c(lines("USER-AGENT: FooBot", "DISALLOW: /x"), "FooBot", "/x", "disallowed", 2),
    c(lines("  User-agent :  FooBot  ", "\tDisallow\t:\t/x\t"), "FooBot", "/x", "disallowed", 2),
    // `#` starts a comment, also after a value.
    c(lines("User-agent: FooBot # the bot", "Disallow: /x # not /y"), "FooBot", "/y", "allowed", null),
    c(lines("User-agent: FooBot # the bot", "Disallow: /x # not /y"), "FooBot", "/x", "disallowed", 2),
    // CR, LF and CRLF end lines.
    c("User-agent: FooBot\rDisallow: /x\r", "FooBot", "/x", "disallowed", 2),
    c("User-agent: FooBot\r\nDisallow: /x\r\n", "FooBot", "/x", "disallowed", 2),
    // Empty lines are insignificant, even inside a group (catalogue #15, #16).
    c(lines("User-agent: FooBot", "", "Disallow: /"), "FooBot", "/x", "disallowed", 3),
    c(lines("User-agent: *", "Disallow: /a", "", "Disallow: /b"), "FooBot", "/b", "disallowed", 4),
    // Several user-agent lines open one group; a user-agent line after a rule opens a new one.
    c(lines("User-agent: a", "User-agent: b", "Disallow: /x", "User-agent: c", "Disallow: /y"), "b", "/x", "disallowed", 3),
    c(lines("User-agent: a", "User-agent: b", "Disallow: /x", "User-agent: c", "Disallow: /y"), "b", "/y", "allowed", null),
    // Rules before any user-agent line are ignored (catalogue #22).
    c(lines("Disallow: /secret/", "User-agent: *", "Disallow: /tmp/"), "FooBot", "/secret/x", "allowed", null),
    // Other records, such as Sitemap, do not end a group (catalogue #17).
    c(lines("User-agent: a", "Sitemap: https://example.com/s.xml", "", "User-agent: b", "Disallow: /"), "a", "/x", "disallowed", 5),
    // Lines are tried one by one: an unparseable line is skipped, the next one still counts.
    c(lines("User-agent: FooBot", "this is not a rule", "Disallow: /x"), "FooBot", "/x", "disallowed", 3),
    // No leniency for keys Google accepts (catalogue #24, #25).
    c(lines("User-agent: *", "Disallow /private"), "FooBot", "/private", "allowed", null),
    c(lines("User-agent: *", "Dissallow: /private"), "FooBot", "/private", "allowed", null),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.1: the user-agent line", () => {
  it.each([
    // The product token is compared case-insensitively.
    c(lines("User-agent: FOOBOT", "Disallow: /"), "foobot", "/x", "disallowed", 2, "assume-token-equality"),
    // Equality, not a substring (M: the RFC does not spell it out; catalogue #27, #29, #30).
    c(lines("User-agent: bot", "Disallow: /"), "FooBot", "/x", "allowed", null, "assume-token-equality"),
    c(lines("User-agent: Googlebot-News", "Disallow: /"), "Googlebot", "/x", "allowed", null, "assume-token-equality"),
    c(lines("User-agent: Google", "Disallow: /", "", "User-agent: Googlebot", "Allow: /"), "Googlebot", "/x", "allowed", 5),
    c(lines("User-agent: Googlebot Images", "Disallow: /"), "Googlebot", "/x", "allowed", null),
    // Every group naming the agent is merged.
    c(lines("User-agent: FooBot", "Disallow: /a", "", "User-agent: *", "Disallow: /", "", "User-agent: FooBot", "Disallow: /b"), "FooBot", "/b", "disallowed", 8),
    c(lines("User-agent: FooBot", "Disallow: /a", "", "User-agent: *", "Disallow: /", "", "User-agent: FooBot", "Disallow: /b"), "FooBot", "/c", "allowed", null),
    // With no group for the agent, the `*` groups apply; merging several follows from the merge rule (M).
    c(lines("User-agent: *", "Disallow: /a", "", "User-agent: *", "Disallow: /b"), "FooBot", "/b", "disallowed", 5, "assume-groups-merged"),
    // No matching group and no `*` group: nothing is restricted.
    c(lines("User-agent: BarBot", "Disallow: /"), "FooBot", "/x", "allowed", null),
    c("", "FooBot", "/x", "allowed", null),
    // A final group with no rules allows everything for its agents (catalogue #21).
    c(lines("User-agent: *", "Disallow: /", "", "User-agent: FooBot"), "FooBot", "/x", "allowed", null),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.2: the longest match wins; Allow wins a tie (H)", () => {
  it.each([
    c(lines("User-agent: *", "Disallow: /", "Allow: /public/"), "FooBot", "/public/page", "allowed", 3),
    c(lines("User-agent: *", "Allow: /", "Disallow: /private/"), "FooBot", "/private/x", "disallowed", 3),
    c(lines("User-agent: *", "Disallow: /page", "Allow: /page"), "FooBot", "/page", "allowed", 3),
    c(lines("User-agent: *", "Disallow: /search", "Allow: /search?q="), "FooBot", "/search?q=cats", "allowed", 3),
    // Matching starts at the first octet of the path and is case-sensitive.
    c(lines("User-agent: *", "Disallow: /x/"), "FooBot", "/X/y", "allowed", null),
    c(lines("User-agent: *", "Disallow: /x/"), "FooBot", "/a/x/", "allowed", null),
    // An empty Disallow restricts nothing (catalogue #8, #9).
    c(lines("User-agent: *", "Disallow:"), "FooBot", "/x", "allowed", null),
    c(lines("User-agent: *", "Disallow:", "Disallow: /private/"), "FooBot", "/private/x", "disallowed", 3),
    c(lines("User-agent: *", "Allow:"), "FooBot", "/x", "allowed", null),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.2: 'most octets' with '*' counts the pattern (M, catalogue #5–7)", () => {
  it.each([
    c(lines("User-agent: *", "Allow: /page", "Disallow: /*.ph"), "FooBot", "/page.php5", "allowed", 2, "assume-wildcard-length"),
    c(lines("User-agent: *", "Allow: /page", "Disallow: /page*"), "FooBot", "/page", "disallowed", 3, "assume-wildcard-length"),
    c(lines("User-agent: *", "Allow: /", "Disallow: /*"), "FooBot", "/x", "disallowed", 3, "assume-wildcard-length"),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.3: special characters (H)", () => {
  it.each([
    c(lines("User-agent: *", "Disallow: /*.pdf$"), "FooBot", "/docs/file.pdf", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /*.pdf$"), "FooBot", "/docs/file.pdf?x", "allowed", null),
    c(lines("User-agent: *", "Disallow: /$"), "FooBot", "/", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /$"), "FooBot", "/index.html", "allowed", null),
    c(lines("User-agent: *", "Disallow: /*?"), "FooBot", "/page?x=1", "disallowed", 2),
    c(lines("User-agent: *", "Allow: /this/path/exactly$", "Disallow: /"), "FooBot", "/this/path/exactly", "allowed", 2),
    c(lines("User-agent: *", "Allow: /this/path/exactly$", "Disallow: /"), "FooBot", "/this/path/exactly/not", "disallowed", 3),
    c(lines("User-agent: *", "Allow: /this/*/exactly", "Disallow: /"), "FooBot", "/this/any/thing/exactly", "allowed", 2),
    // A pattern may start with `*` even though the ABNF says `/`.
    c(lines("User-agent: *", "Disallow: *.gif$"), "FooBot", "/images/a.gif", "disallowed", 2),
    // `%2A` and `%24` in a rule match a literal `*` and `$` in the URL.
    c(lines("User-agent: *", "Disallow: /path/file-with-a-%2A.html"), "FooBot", "/path/file-with-a-*.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /path/file-with-a-%2A.html"), "FooBot", "/path/file-with-a-b.html", "allowed", null),
    c(lines("User-agent: *", "Disallow: /path/foo-%24"), "FooBot", "/path/foo-$", "disallowed", 2),
    // A `$` before the end is not addressed (L, catalogue #13).
    c(lines("User-agent: *", "Disallow: /a$b"), "FooBot", "/a$b", "disallowed", 2, "assume-dollar-mid-pattern"),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.2: percent-encoding before comparison (H)", () => {
  it.each([
    // Non-ASCII in a rule is percent-encoded; the URL arrives encoded.
    c(lines("User-agent: *", "Disallow: /foo/bar/ツ"), "FooBot", "/foo/bar/%E3%83%84", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /foo/bar/%E3%83%84"), "FooBot", "/foo/bar/ツ", "disallowed", 2),
    // Escapes of unreserved characters in the URI are decoded: %62%61%7A is baz, %7E is ~.
    c(lines("User-agent: *", "Disallow: /foo/bar/baz"), "FooBot", "/foo/bar/%62%61%7A", "disallowed", 2),
    c(lines("User-agent: *", "Allow: /~mak", "Disallow: /"), "FooBot", "/%7Emak/mak.html", "allowed", 2),
    // %2F stays %2F: it is not a path separator.
    c(lines("User-agent: *", "Disallow: /a/b"), "FooBot", "/a%2Fb", "allowed", null),
    // Decoding in the rule, and hex case, are not spelled out (M, catalogue #38, #40).
    c(lines("User-agent: *", "Disallow: /%7Emak"), "FooBot", "/~mak/a.html", "disallowed", 2, "assume-rule-decoding"),
    c(lines("User-agent: *", "Disallow: /a%3Cd.html"), "FooBot", "/a%3cd.html", "disallowed", 2, "assume-hex-case"),
    // A query is compared as sent (Figure 4's encoding of the query value is not applied).
    c(lines("User-agent: *", "Disallow: /", "Allow: /foo/bar?baz=https://foo.bar"), "FooBot", "/foo/bar?baz=https://foo.bar", "allowed", 3),
  ])(NAME, check);
});

describe("RFC 9309 §2.2.2: /robots.txt is always allowed (H)", () => {
  it("allows /robots.txt under 'Disallow: /'", () => {
    const r = matchUrl(parseRobotsTxt(lines("User-agent: *", "Disallow: /")), { url: "/robots.txt", userAgent: "FooBot", engine: "rfc9309" });
    expect(r.allowed).toBe(true);
    expect(r.reason.code).toBe("robots-txt-always-allowed");
  });
});

describe("RFC 9309 §2.5: limits: at least 500 KiB parsed; past it the choice is open (M)", () => {
  it("reads a rule after 512,000 bytes and says the limit is an assumption", () => {
    const text = "User-agent: *\n" + "#".repeat(520_000) + "\nDisallow: /private/";
    const r = matchUrl(parseRobotsTxt(text), { url: "/private/x", userAgent: "FooBot", engine: "rfc9309" });
    expect(r.allowed).toBe(false);
    expect(r.rule?.line).toBe(3);
    expect(r.assumptions.map((a) => a.code)).toContain("assume-no-size-limit");
  });
});
