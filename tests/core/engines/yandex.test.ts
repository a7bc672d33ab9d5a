/**
 * The `yandex` engine: Yandex's current documentation (engines.md §4). Records by exact robot
 * name, then any value containing "Yandex", then `*`; the longest matching rule wins, Allow on
 * equal length (M); every rule ends in an implicit `*`; `Disallow:` empty ≙ `Allow: /` and
 * `Allow:` empty is ignored (M); a blank line closes a record (M); a file over 500 KB is
 * ignored whole (M). Seed 001's worked examples appear where the current docs say the same,
 * and with the current verdict where they changed (first match → longest match; empty Allow).
 */
import { describe, it, expect } from "vitest";
import { matchUrl, parseRobotsTxt } from "../../../src/core/index.ts";
import { c, checker, lines, NAME } from "./table.ts";

const check = checker("yandex");

describe("engines.md §4.1: exact robot name, then 'Yandex', then '*' (H)", () => {
  // The doc's example: YandexBot's record for the main indexer, Yandex's for the other robots,
  // `*` for none of them.
  const three = lines("User-agent: YandexBot", "Disallow: /a", "", "User-agent: Yandex", "Disallow: /b", "", "User-agent: *", "Disallow: /c");
  it.each([
    c(three, "YandexBot", "/a", "disallowed", 2),
    c(three, "YandexBot", "/b", "allowed", null),
    c(three, "YandexBot", "/c", "allowed", null),
    c(three, "YandexImages", "/b", "disallowed", 5),
    c(three, "YandexImages", "/a", "allowed", null),
    c(three, "YandexImages", "/c", "allowed", null),
    c(three, "FooBot", "/c", "disallowed", 8, "assume-token-match"),
    // A "Yandex" record hides `*` from every Yandex robot.
    c(lines("User-agent: *", "Disallow: /private", "", "User-agent: Yandex", "Disallow: /tmp"), "YandexBot", "/private/a", "allowed", null),
    // The value is compared in any case.
    c(lines("User-agent: yandex", "Disallow: /"), "YandexMobileBot", "/x", "disallowed", 2),
    // Neither a Yandex nor a `*` record: no restriction.
    c(lines("User-agent: Googlebot", "Disallow: /"), "YandexBot", "/x", "allowed", null),
    // catalogue #26: YandexImages takes the "Yandex" record, not `*`.
    c(lines("User-agent: *", "Disallow: /", "", "User-agent: Yandex", "Allow: /"), "YandexImages", "/x", "allowed", 5),
  ])(NAME, check);
});

describe("engines.md §4.2: rules sorted by length, the longest match wins (H)", () => {
  // The doc's example: file order does not matter.
  const catalog = lines("User-agent: Yandex", "Allow: /", "Allow: /catalog/auto", "Disallow: /catalog");
  it.each([
    c(catalog, "YandexBot", "/catalog/moto", "disallowed", 4),
    c(catalog, "YandexBot", "/catalog", "disallowed", 4),
    c(catalog, "YandexBot", "/catalog/auto/bmw", "allowed", 3),
    c(catalog, "YandexBot", "/index.html", "allowed", 2),
    // Seed 001's "Disallow: / then Allow: /cgi-bin" blocked /cgi-bin under first match; now the
    // longer Allow wins.
    c(lines("User-agent: Yandex", "Disallow: /", "Allow: /cgi-bin"), "YandexBot", "/cgi-bin/a", "allowed", 3),
    c(lines("User-agent: Yandex", "Allow: /cgi-bin", "Disallow: /"), "YandexBot", "/cgi-bin/a", "allowed", 2),
    c(lines("User-agent: Yandex", "Allow: /cgi-bin", "Disallow: /"), "YandexBot", "/index.html", "disallowed", 3),
    c(lines("User-agent: Yandex", "Allow: /archive", "Disallow: /"), "YandexBot", "/archive/2010", "allowed", 2),
    c(lines("User-agent: Yandex", "Allow: /archive", "Disallow: /"), "YandexBot", "/news", "disallowed", 3),
  ])(NAME, check);
});

describe("engines.md §4.2: an Allow and a Disallow of equal length: Allow (M)", () => {
  it.each([
    c(lines("User-agent: Yandex", "Disallow: /page", "Allow: /page"), "YandexBot", "/page", "allowed", 3, "assume-tie-allow"),
    c(lines("User-agent: Yandex", "Allow: /", "Disallow: /"), "YandexBot", "/x", "allowed", 2, "assume-tie-allow"),
  ])(NAME, check);
});

describe("engines.md §4.3: '*', '$' and the implicit trailing '*' (M)", () => {
  const stars = lines("User-agent: Yandex", "Disallow: /cgi-bin/*.aspx", "Disallow: /*private");
  const exampleBoth = lines("User-agent: Yandex", "Disallow: /example$", "Disallow: /example*$");
  it.each([
    c(stars, "YandexBot", "/cgi-bin/example.aspx", "disallowed", 2, "assume-wildcards"),
    c(stars, "YandexBot", "/cgi-bin/private/test.aspx", "disallowed", 2),
    c(stars, "YandexBot", "/private", "disallowed", 3),
    c(stars, "YandexBot", "/cgi-bin/private", "disallowed", 3),
    c(lines("User-agent: Yandex", "Disallow: /cgi-bin*"), "YandexBot", "/cgi-bin/a", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: /example$"), "YandexBot", "/example", "disallowed", 2, "assume-wildcards"),
    c(lines("User-agent: Yandex", "Disallow: /example$"), "YandexBot", "/example.html", "allowed", null),
    c(exampleBoth, "YandexBot", "/example.html", "disallowed", 3),
    // "/example*$" is as long as "/example": against "/example$" the first one written stays.
    c(exampleBoth, "YandexBot", "/example", "disallowed", 2),
    // A written trailing '*' adds nothing to the length (catalogue #6, #7: A (L)).
    c(lines("User-agent: Yandex", "Allow: /page", "Disallow: /page*"), "YandexBot", "/page", "allowed", 2, "assume-wildcard-length"),
    c(lines("User-agent: Yandex", "Allow: /", "Disallow: /*"), "YandexBot", "/x", "allowed", 2, "assume-wildcard-length"),
    // How a '*' inside a rule counts is not said (L).
    c(lines("User-agent: Yandex", "Allow: /page", "Disallow: /*.ph"), "YandexBot", "/page.php5", "allowed", 2, "assume-wildcard-length"),
  ])(NAME, check);
});

describe("the classic help's extension examples (docs/engines.md §5), unchanged in the current docs", () => {
  const privateHtml = lines("User-agent: Yandex", "Disallow: /private*html");
  const obsolete = lines(
    "User-agent: Yandex",
    "Allow: /obsolete/private/*.html$",
    "Disallow: /*.php$",
    "Disallow: /*/private/",
    "Disallow: /*/old/*.zip$",
  );
  it.each([
    c(privateHtml, "YandexBot", "/private/test.html", "disallowed", 2),
    c(privateHtml, "YandexBot", "/private/html/test.aspx", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: /private$"), "YandexBot", "/private$test", "allowed", null),
    c(lines("User-agent: Yandex", "Disallow: /private$"), "YandexBot", "/private", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /", "User-agent: Yandex", "Allow: /"), "YandexBot", "/x", "allowed", 4),
    c(obsolete, "YandexBot", "/obsolete/private/page.html", "allowed", 2),
    c(obsolete, "YandexBot", "/obsolete/private/page.php", "disallowed", 4),
    c(obsolete, "YandexBot", "/index.php", "disallowed", 3),
    c(obsolete, "YandexBot", "/files/old/a.zip", "disallowed", 5),
    c(lines("User-agent: Yandex", "Disallow: /add.php?*user="), "YandexBot", "/add.php?id=1&user=2", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: /add.php?*user="), "YandexBot", "/add.php?id=1", "allowed", null),
    c(lines("User-Agent: *", "Disallow: /forum", "Disallow: /cgi-bin", "Host: www.glavnoye-zerkalo.ru"), "YandexBot", "/forum/t", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /search", "Crawl-delay: 4.5"), "YandexBot", "/search?q=1", "disallowed", 2),
  ])(NAME, check);
});

describe("engines.md §4.3: empty values: 'Disallow:' ≙ 'Allow: /', 'Allow:' ignored (M)", () => {
  it.each([
    c(lines("User-agent: Yandex", "Disallow:"), "YandexBot", "/x", "allowed", 2, "assume-empty-rule"),
    c(lines("User-agent: Yandex", "Disallow:", "Clean-param: s /forum/showthread.php"), "YandexBot", "/forum/showthread.php?s=1", "allowed", 2),
    // The classic text read an empty Allow as "disallow all"; Yandex dropped that.
    c(lines("User-agent: Yandex", "Allow:"), "YandexBot", "/x", "allowed", null, "assume-empty-rule"),
    c(lines("User-agent: Yandex", "Allow:", "Disallow: /private"), "YandexBot", "/private", "disallowed", 3, "assume-empty-rule"),
    // `Disallow:` ≙ `Allow: /`, which a longer Disallow still beats (catalogue #8: D (M)).
    c(lines("User-agent: *", "Disallow:", "Disallow: /private/"), "YandexBot", "/private/x", "disallowed", 3, "assume-empty-rule"),
  ])(NAME, check);
});

describe("engines.md §4.1: a blank line closes the record (M)", () => {
  it.each([
    c(lines("User-agent: Yandex", "", "Disallow: /"), "YandexBot", "/x", "allowed", null, "assume-blank-line"),
    c(lines("User-agent: Yandex", "Disallow: /a", "", "Disallow: /b"), "YandexBot", "/b", "allowed", null, "assume-blank-line"),
    c(lines("User-agent: Yandex", "Disallow: /a", "", "Disallow: /b"), "YandexBot", "/a", "disallowed", 2, "assume-blank-line"),
  ])(NAME, check);
});

describe("engines.md §4.4: a robots.txt over 500 KB is ignored whole (M)", () => {
  const head = lines("User-agent: Yandex", "Disallow: /private/") + "\n";
  const pad = (bytes: number) => head + "#".repeat(bytes - head.length);

  it("a file of exactly 512,000 bytes is read", () => {
    expect(matchUrl(parseRobotsTxt(pad(512_000)), { url: "/private/x", userAgent: "YandexBot", engine: "yandex" }).allowed).toBe(false);
  });

  it("a file of 512,001 bytes is ignored, even for a rule at its top", () => {
    const r = matchUrl(parseRobotsTxt(pad(512_001)), { url: "/private/x", userAgent: "YandexBot", engine: "yandex" });
    expect(r.allowed).toBe(true);
    expect(r.reason.code).toBe("file-ignored-size");
    expect(r.sizeLimit).toMatchObject({ mode: "ignore-file", isExceeded: true });
    expect(r.assumptions.map((a) => a.code)).toContain("assume-size-limit");
  });
});

describe("engines.md §4.6: Crawl-delay and Host are ignored; they do not end a record", () => {
  it.each([
    c(lines("User-agent: Yandex", "Crawl-delay: 2", "Disallow: /x"), "YandexBot", "/x", "disallowed", 3),
    c(lines("User-agent: Yandex", "Host: example.com", "Disallow: /x"), "YandexBot", "/x", "disallowed", 3),
  ])(NAME, check);
});
