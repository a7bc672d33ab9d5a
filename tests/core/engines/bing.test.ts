/**
 * The `bing` engine (engines.md §3). Documented (M): bingbot obeys a bingbot group, else an
 * msnbot group, else `*`; a bingbot group hides msnbot and `*`; the most specific (longest)
 * rule wins; `*` and `$` work. Not documented (L), read as Google does and listed as
 * assumptions: the tie-break, blank lines, size limit, percent-encoding, empty values, key
 * leniency and the rest. Rows are (robots.txt, agent, URL, verdict, deciding line).
 */
import { describe, it, expect } from "vitest";
import { matchUrl, parseRobotsTxt } from "../../../src/core/index.ts";
import { c, checker, lines, NAME } from "./table.ts";

const check = checker("bing");

describe("engines.md §3: bingbot → msnbot → '*' (M)", () => {
  const all = lines("User-agent: *", "Disallow: /all", "", "User-agent: msnbot", "Disallow: /msn", "", "User-agent: bingbot", "Disallow: /bing");
  const noBingbot = lines("User-agent: *", "Disallow: /all", "", "User-agent: msnbot", "Disallow: /msn");
  it.each([
    // A bingbot group takes precedence over msnbot and `*`.
    c(all, "bingbot", "/bing", "disallowed", 8),
    c(all, "bingbot", "/msn", "allowed", null),
    c(all, "bingbot", "/all", "allowed", null),
    // No bingbot group: bingbot honours the msnbot group (catalogue #36), then `*`.
    c(noBingbot, "bingbot", "/msn", "disallowed", 5, "assume-token-fallback"),
    c(noBingbot, "bingbot", "/all", "allowed", null, "assume-token-fallback"),
    c(lines("User-agent: msnbot", "Disallow: /", "", "User-agent: *", "Allow: /"), "bingbot", "/x", "disallowed", 2, "assume-token-fallback"),
    c(lines("User-agent: *", "Disallow: /all"), "bingbot", "/all", "disallowed", 2),
    // msnbot itself has no fallback to bingbot.
    c(lines("User-agent: bingbot", "Disallow: /", "", "User-agent: *", "Allow: /"), "msnbot", "/x", "allowed", 5),
    // A whole User-Agent header names bingbot.
    c(all, "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "/bing", "disallowed", 8),
  ])(NAME, check);
});

describe("engines.md §3: the most specific rule wins (M)", () => {
  it.each([
    c(lines("User-agent: bingbot", "Disallow: /", "Allow: /public/"), "bingbot", "/public/page", "allowed", 3, "assume-precedence"),
    c(lines("User-agent: bingbot", "Allow: /", "Disallow: /private/"), "bingbot", "/private/x", "disallowed", 3, "assume-precedence"),
    c(lines("User-agent: bingbot", "Disallow: /search", "Allow: /search?q="), "bingbot", "/search?q=cats", "allowed", 3, "assume-precedence"),
    c(lines("User-agent: bingbot", "Allow: /search?q=", "Disallow: /search"), "bingbot", "/search/advanced", "disallowed", 3),
  ])(NAME, check);
});

describe("engines.md §3: an Allow and a Disallow of equal length: undocumented, Allow assumed (L)", () => {
  it.each([
    c(lines("User-agent: bingbot", "Disallow: /page", "Allow: /page"), "bingbot", "/page", "allowed", 3, "assume-tie-allow"),
    c(lines("User-agent: bingbot", "Allow: /folder", "Disallow: /folder"), "bingbot", "/folder/x", "allowed", 2, "assume-tie-allow"),
  ])(NAME, check);
});

describe("engines.md §3: '*' and '$' (M); how '*' counts in the length is undocumented (L)", () => {
  it.each([
    c(lines("User-agent: bingbot", "Disallow: /*.pdf$"), "bingbot", "/docs/file.pdf", "disallowed", 2, "assume-wildcards"),
    c(lines("User-agent: bingbot", "Disallow: /*.pdf$"), "bingbot", "/docs/file.pdf?v=2", "allowed", null, "assume-wildcards"),
    c(lines("User-agent: bingbot", "Disallow: /$"), "bingbot", "/", "disallowed", 2, "assume-wildcards"),
    c(lines("User-agent: bingbot", "Disallow: /*?"), "bingbot", "/page?x=1", "disallowed", 2, "assume-wildcards"),
    c(lines("User-agent: bingbot", "Allow: /page", "Disallow: /page*"), "bingbot", "/page", "disallowed", 3, "assume-wildcard-length"),
    c(lines("User-agent: bingbot", "Allow: /", "Disallow: /*"), "bingbot", "/x", "disallowed", 3, "assume-wildcard-length"),
    c(lines("User-agent: bingbot", "Disallow: /a$b"), "bingbot", "/a$b", "disallowed", 2, "assume-dollar-mid-pattern"),
  ])(NAME, check);
});

describe("engines.md §3: undocumented points follow Google, each an assumption (L)", () => {
  it.each([
    // Blank lines are transparent (Google's reading).
    c(lines("User-agent: bingbot", "", "Disallow: /"), "bingbot", "/x", "disallowed", 3, "assume-blank-line"),
    c(lines("User-agent: *", "Disallow: /a", "", "Disallow: /b"), "bingbot", "/b", "disallowed", 4, "assume-blank-line"),
    // Groups for the same agent merge.
    c(lines("User-agent: bingbot", "Disallow: /a", "", "User-agent: bingbot", "Disallow: /b"), "bingbot", "/b", "disallowed", 5, "assume-groups-merged"),
    // Empty values restrict nothing.
    c(lines("User-agent: bingbot", "Disallow:", "Disallow: /private/"), "bingbot", "/private/x", "disallowed", 3, "assume-empty-rule"),
    c(lines("User-agent: bingbot", "Allow:"), "bingbot", "/x", "allowed", null, "assume-empty-rule"),
    // Google's index.html rule is Google's own: not assumed for Bing.
    c(lines("User-agent: bingbot", "Disallow: /", "Allow: /folder/index.html"), "bingbot", "/folder/", "disallowed", 2, "assume-no-index-html"),
    // Keys Google accepts by leniency are not read.
    c(lines("User-agent: bingbot", "Disallow /private"), "bingbot", "/private", "allowed", null, "assume-strict-keys"),
    c(lines("User-agent: bingbot", "Dissallow: /private"), "bingbot", "/private", "allowed", null, "assume-strict-keys"),
    // A BOM is skipped.
    c("\uFEFF" + lines("User-agent: bingbot", "Disallow: /"), "bingbot", "/x", "disallowed", 2, "assume-bom-skipped"),
    // Rules before any user-agent line are ignored.
    c(lines("Disallow: /secret/", "User-agent: *", "Disallow: /tmp/"), "bingbot", "/secret/x", "allowed", null, "assume-orphan-rules"),
    // URLs are compared as sent, rules' non-ASCII percent-encoded (Google's library).
    c(lines("User-agent: bingbot", "Allow: /~mak", "Disallow: /"), "bingbot", "/%7Emak/a.html", "disallowed", 3, "assume-percent-encoding"),
    c(lines("User-agent: bingbot", "Disallow: /ツ"), "bingbot", "/%E3%83%84", "disallowed", 2, "assume-percent-encoding"),
    // /robots.txt is matched like any path.
    c(lines("User-agent: *", "Disallow: /"), "bingbot", "/robots.txt", "disallowed", 2, "assume-robots-txt-not-special"),
  ])(NAME, check);
});

describe("engines.md §3: size limit undocumented; Google's 500 KiB cut assumed (L)", () => {
  it("reads a rule at the top of a 600 KB file and marks the size assumption", () => {
    const text = lines("User-agent: bingbot", "Disallow: /private/") + "\n" + "#".repeat(600_000);
    const r = matchUrl(parseRobotsTxt(text), { url: "/private/x", userAgent: "bingbot", engine: "bing" });
    expect(r.allowed).toBe(false);
    expect(r.rule?.line).toBe(2);
    expect(r.assumptions.map((a) => a.code)).toContain("assume-size-limit");
  });

  it("does not read a rule past 512,000 bytes", () => {
    const text = "User-agent: bingbot\n" + "#".repeat(520_000) + "\nDisallow: /private/";
    const r = matchUrl(parseRobotsTxt(text), { url: "/private/x", userAgent: "bingbot", engine: "bing" });
    expect(r.allowed).toBe(true);
    expect(r.sizeLimit).toMatchObject({ bytes: 512_000, mode: "truncate", isExceeded: true });
    expect(r.assumptions.map((a) => a.code)).toContain("assume-size-limit");
  });
});

describe("engines.md §3: bingbot is read by the bing engine by default", () => {
  it("matchUrl without an engine uses bing for bingbot", () => {
    const r = matchUrl(parseRobotsTxt(lines("User-agent: msnbot", "Disallow: /")), { url: "/x", userAgent: "bingbot" });
    expect(r.engine).toBe("bing");
    expect(r.allowed).toBe(false);
    expect(r.group.tokenUsed).toBe("msnbot");
    expect(r.group.reason.code).toBe("group-fallback");
  });
});
