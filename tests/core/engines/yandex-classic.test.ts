/**
 * The `yandex-classic` engine: Yandex's classic robots.txt help (docs/engines.md §5).
 * Records whose value contains "Yandex" or is `*`, a Yandex record hiding `*`; the first
 * matching Allow/Disallow in file order decides; `Disallow:` empty allows all, `Allow:` empty
 * disallows all; `*` and `$`; a file over 256 KB allows all. Each table row is
 * (robots.txt, agent, URL, verdict, deciding line); facts marked M/L carry their assumption.
 */
import { describe, it, expect } from "vitest";
import { matchUrl, parseRobotsTxt } from "../../../src/core/index.ts";
import { c, checker, lines, NAME } from "./table.ts";

const check = checker("yandex-classic");

describe("classic help, User-agent: records containing 'Yandex' or '*' (engines.md §5, M)", () => {
  const both = lines("User-agent: *", "Disallow: /private", "", "User-agent: Yandex", "Disallow: /tmp");
  it.each([
    // A Yandex record makes the `*` record irrelevant.
    c(both, "YandexBot", "/private/a", "allowed", null),
    c(both, "YandexBot", "/tmp/a", "disallowed", 5),
    c(both, "FooBot", "/private/a", "disallowed", 2),
    // The value is matched as a substring, in any case.
    c(lines("User-agent: yandex", "Disallow: /"), "YandexBot", "/x", "disallowed", 2, "assume-token-match"),
    c(lines("User-agent: YandexImages", "Disallow: /"), "YandexBot", "/x", "disallowed", 2),
    // Neither a Yandex nor a `*` record: access is not restricted.
    c(lines("User-agent: Googlebot", "Disallow: /"), "YandexBot", "/x", "allowed", null),
  ])(NAME, check);
});

describe("classic help, Disallow and Allow: prefixes, first match in file order (engines.md §5, M)", () => {
  it.each([
    c(lines("User-agent: Yandex", "Disallow: / # блокирует доступ ко всему сайту"), "YandexBot", "/", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: / # блокирует доступ ко всему сайту"), "YandexBot", "/any/page.html", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: /cgi-bin # блокирует доступ к страницам"), "YandexBot", "/cgi-bin/test.pl", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: /cgi-bin"), "YandexBot", "/cgi-binary", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: /cgi-bin"), "YandexBot", "/index.html", "allowed", null),
    // Allow before Disallow: everything but /cgi-bin is blocked.
    c(lines("User-agent: Yandex", "Allow: /cgi-bin", "Disallow: /"), "YandexBot", "/cgi-bin/a", "allowed", 2, "assume-precedence"),
    c(lines("User-agent: Yandex", "Allow: /cgi-bin", "Disallow: /"), "YandexBot", "/index.html", "disallowed", 3),
    // Disallow before Allow: the whole site is blocked (the first matching line decides).
    c(lines("User-agent: Yandex", "Disallow: /", "Allow: /cgi-bin"), "YandexBot", "/cgi-bin/a", "disallowed", 2, "assume-precedence"),
    // "Allow: /archive" then "Disallow: /": only /archive… may be fetched.
    c(lines("User-agent: Yandex", "Allow: /archive", "Disallow: /"), "YandexBot", "/archive/2010/", "allowed", 2),
    c(lines("User-agent: Yandex", "Allow: /archive", "Disallow: /"), "YandexBot", "/news", "disallowed", 3),
    // With the extensions, "Allow: /" then "Disallow: /" allows everything.
    c(lines("User-agent: Yandex", "Allow: /", "Disallow: /"), "YandexBot", "/x", "allowed", 2),
  ])(NAME, check);
});

describe("classic help, directives without a value (engines.md §5, M)", () => {
  it.each([
    // "Disallow:" is the same as "Allow: /".
    c(lines("User-agent: Yandex", "Disallow: # тоже что и Allow: /"), "YandexBot", "/x", "allowed", 2, "assume-empty-rule"),
    // "Allow:" is the same as "Disallow: /".
    c(lines("User-agent: Yandex", "Allow: # тоже что и Disallow: /"), "YandexBot", "/x", "disallowed", 2, "assume-empty-rule"),
  ])(NAME, check);
});

describe("classic help, special characters '*' and '$' (engines.md §5, M)", () => {
  const stars = lines("User-agent: Yandex", "Disallow: /cgi-bin/*.aspx", "Disallow: /*private");
  const example = lines("User-agent: Yandex", "Disallow: /example$");
  const examplePlain = lines("User-agent: Yandex", "Disallow: /example");
  const exampleBoth = lines("User-agent: Yandex", "Disallow: /example$", "Disallow: /example*$");
  it.each([
    c(stars, "YandexBot", "/cgi-bin/example.aspx", "disallowed", 2, "assume-wildcards"),
    c(stars, "YandexBot", "/cgi-bin/private/test.aspx", "disallowed", 2),
    c(stars, "YandexBot", "/private", "disallowed", 3),
    c(stars, "YandexBot", "/cgi-bin/private", "disallowed", 3),
    c(stars, "YandexBot", "/cgi-bin/example.html", "allowed", null),
    // Every rule ends in an implicit '*': "/cgi-bin*" is the same as "/cgi-bin".
    c(lines("User-agent: Yandex", "Disallow: /cgi-bin*"), "YandexBot", "/cgi-bin/a", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: /cgi-bin*"), "YandexBot", "/cgi-bin", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: /cgi-bin"), "YandexBot", "/cgi-bin/a", "disallowed", 2),
    c(lines("User-agent: Yandex", "Disallow: /cgi-bin*", "Disallow: /cgi-bin"), "YandexBot", "/cgi-bin/a", "disallowed", 2),
    // '$' cancels the implicit '*'.
    c(example, "YandexBot", "/example", "disallowed", 2, "assume-wildcards"),
    c(example, "YandexBot", "/example.html", "allowed", null),
    c(examplePlain, "YandexBot", "/example", "disallowed", 2),
    c(examplePlain, "YandexBot", "/example.html", "disallowed", 2),
    // "/example*$" blocks like "/example".
    c(exampleBoth, "YandexBot", "/example", "disallowed", 2),
    c(exampleBoth, "YandexBot", "/example.html", "disallowed", 3),
  ])(NAME, check);
});

describe("classic help, how the extensions change a file's reading", () => {
  const privateHtml = lines("User-agent: Yandex", "Disallow: /private*html");
  const privateEnd = lines("User-agent: Yandex", "Disallow: /private$");
  it.each([
    c(privateHtml, "YandexBot", "/private*html", "disallowed", 2),
    c(privateHtml, "YandexBot", "/private/test.html", "disallowed", 2),
    c(privateHtml, "YandexBot", "/private/html/test.aspx", "disallowed", 2),
    c(privateHtml, "YandexBot", "/private/test.aspx", "allowed", null),
    c(privateEnd, "YandexBot", "/private", "disallowed", 2),
    c(privateEnd, "YandexBot", "/private$test", "allowed", null),
    c(privateEnd, "YandexBot", "/private/x", "allowed", null),
    // Records are found by their User-agent line even without a blank line before it.
    c(lines("User-agent: *", "Disallow: /", "User-agent: Yandex", "Allow: /"), "YandexBot", "/x", "allowed", 4),
    c(lines("User-agent: *", "Disallow: /", "User-agent: Yandex", "Allow: /"), "FooBot", "/x", "disallowed", 2),
    // Comment lines between records change nothing.
    c(
      lines("User-agent: *", "Disallow: /", "# комментарий1...", "# комментарий2...", "# комментарий3...", "User-agent: Yandex", "Allow: /"),
      "YandexBot",
      "/x",
      "allowed",
      7,
    ),
  ])(NAME, check);
});

describe("classic help, examples of the extended format", () => {
  const obsolete = lines(
    "User-agent: Yandex",
    "Allow: /obsolete/private/*.html$ # разрешает html файлы",
    "Disallow: /*.php$  # запрещает все '*.php'",
    "Disallow: /*/private/ # запрещает все подпути",
    "Disallow: /*/old/*.zip$ # запрещает все '*.zip'",
  );
  const addPhp = lines("User-agent: Yandex", "Disallow: /add.php?*user=");
  it.each([
    c(obsolete, "YandexBot", "/obsolete/private/page.html", "allowed", 2),
    c(obsolete, "YandexBot", "/index.php", "disallowed", 3),
    c(obsolete, "YandexBot", "/obsolete/private/page.php", "disallowed", 3),
    c(obsolete, "YandexBot", "/site/private/page.htm", "disallowed", 4),
    c(obsolete, "YandexBot", "/files/old/archive.zip", "disallowed", 5),
    c(obsolete, "YandexBot", "/files/new/archive.zip", "allowed", null),
    c(addPhp, "YandexBot", "/add.php?id=1&user=2", "disallowed", 2),
    c(addPhp, "YandexBot", "/add.php?user=2", "disallowed", 2),
    c(addPhp, "YandexBot", "/add.php?id=1", "allowed", null),
  ])(NAME, check);
});

describe("classic help, Sitemap, Host, Crawl-delay and Clean-param do not change path verdicts", () => {
  const sitemap = lines(
    "User-agent: Yandex",
    "Allow: /",
    "",
    "User-agent: *",
    "Disallow: /",
    "",
    "Sitemap: http://mysite.ru/site_structure/my_sitemaps1.xml",
    "Sitemap: http://mysite.ru/site_structure/my_sitemaps2.xml",
  );
  const host = lines("User-Agent: *", "Disallow: /forum", "Disallow: /cgi-bin", "Host: www.glavnoye-zerkalo.ru");
  const crawlDelay = lines("User-agent: *", "Disallow: /search", "Crawl-delay: 4.5 # задает таймаут в 4.5 секунды");
  const cleanParam = lines("User-agent: Yandex", "Disallow:", "Clean-param: s /forum/showthread.php");
  it.each([
    c(sitemap, "YandexBot", "/x", "allowed", 2),
    c(sitemap, "FooBot", "/x", "disallowed", 5),
    c(host, "YandexBot", "/forum/topic", "disallowed", 2),
    c(host, "YandexBot", "/cgi-bin/x", "disallowed", 3),
    c(host, "YandexBot", "/index.html", "allowed", null),
    c(lines("User-Agent: *", "Disallow:", "Host: www.myhost.ru"), "YandexBot", "/forum", "allowed", 2),
    c(crawlDelay, "YandexBot", "/search?q=1", "disallowed", 2),
    c(crawlDelay, "YandexBot", "/index.html", "allowed", null),
    c(cleanParam, "YandexBot", "/forum/showthread.php?s=681498b9648949605&t=8243", "allowed", 2),
  ])(NAME, check);
});

describe("classic help, blank lines must not separate User-agent from its rules (engines.md §5, M)", () => {
  it.each([
    c(lines("User-agent: Yandex", "", "Disallow: /"), "YandexBot", "/x", "allowed", null, "assume-blank-line"),
    c(lines("User-agent: Yandex", "Disallow: /a", "", "Disallow: /b"), "YandexBot", "/b", "allowed", null, "assume-blank-line"),
    c(lines("User-agent: Yandex", "Disallow: /a", "", "Disallow: /b"), "YandexBot", "/a", "disallowed", 2, "assume-blank-line"),
  ])(NAME, check);
});

describe("classic help, a robots.txt over 256 KB allows everything (engines.md §5, M/L)", () => {
  const head = lines("User-agent: Yandex", "Disallow: /") + "\n";
  const pad = (bytes: number) => head + "#".repeat(bytes - head.length);

  it("a file of exactly 262,144 bytes is read", () => {
    const doc = parseRobotsTxt(pad(262_144));
    expect(doc.byteLength).toBe(262_144);
    expect(matchUrl(doc, { url: "/x", userAgent: "YandexBot", engine: "yandex-classic" }).allowed).toBe(false);
  });

  it("a file of 262,145 bytes is read as allow-all, with the size assumption", () => {
    const r = matchUrl(parseRobotsTxt(pad(262_145)), { url: "/x", userAgent: "YandexBot", engine: "yandex-classic" });
    expect(r.allowed).toBe(true);
    expect(r.rule).toBeNull();
    expect(r.reason.code).toBe("file-ignored-size");
    expect(r.assumptions.map((a) => a.code)).toContain("assume-size-limit");
  });
});
