/**
 * The `original` engine: "A Standard for Robot Exclusion" (1994; the four example files of Microsoft KB 217103,
 * engines.md §7) read with the 1996 draft (draft-koster-robots-00, §8): records separated by
 * blank lines, the first record whose value contains the robot's token (M), else `*`; plain
 * prefixes, no wildcards; the first matching line decides; Allow from the 1996 draft (M);
 * `%xx` decoded except `%2F`; `/robots.txt` always allowed.
 */
import { describe, it, expect } from "vitest";
import { matchUrl, parseRobotsTxt } from "../../../src/core/index.ts";
import { c, checker, lines, NAME } from "./table.ts";

const check = checker("original");

// Seed 000 (KB 217103), its four example files as written there.
const SEED_ALL = lines("# Make changes for all web spiders", "User-agent: *", "Disallow: /");
const SEED_WEBSPIDER = lines(
  '# Tell "WebSpider" where it can\'t go',
  "User-agent: WebSpider",
  "Disallow: /marketing",
  "Disallow: /sales",
  "# Allow all other robots to browse everywhere",
  "User-agent: *",
  "Disallow:",
);
const SEED_SPIDERONE = lines(
  '# Allow "SpiderOne" in the site',
  "User-agent: SpiderOne",
  "Disallow:",
  "# Deny all other spiders",
  "User-agent: *",
  "Disallow: /",
);
const SEED_FRONTPAGE = lines(
  "# Ignore FrontPage files",
  "User-agent: *",
  "Disallow: /_borders",
  "Disallow: /_derived",
  "Disallow: /_fpclass",
  "Disallow: /_overlay",
  "Disallow: /_private",
  "Disallow: /_themes",
  "Disallow: /_vti_bin",
  "Disallow: /_vti_cnf",
  "Disallow: /_vti_log",
  "Disallow: /_vti_map",
  "Disallow: /_vti_pvt",
  "Disallow: /_vti_txt",
);

describe("Microsoft KB 217103: the four example files", () => {
  it.each([
    // 1. Keep every spider off the whole site.
    c(SEED_ALL, "WebSpider", "/", "disallowed", 3),
    c(SEED_ALL, "AnyBot", "/default.htm", "disallowed", 3),
    // 2. WebSpider kept off /marketing and /sales; everyone else goes everywhere.
    c(SEED_WEBSPIDER, "WebSpider", "/marketing", "disallowed", 3),
    c(SEED_WEBSPIDER, "WebSpider", "/marketing/plan.htm", "disallowed", 3),
    c(SEED_WEBSPIDER, "WebSpider", "/sales/2003.htm", "disallowed", 4),
    c(SEED_WEBSPIDER, "WebSpider", "/products/index.htm", "allowed", null),
    c(SEED_WEBSPIDER, "OtherBot", "/marketing/plan.htm", "allowed", null),
    c(SEED_WEBSPIDER, "OtherBot", "/sales", "allowed", null),
    // 3. Only SpiderOne may crawl.
    c(SEED_SPIDERONE, "SpiderOne", "/", "allowed", null),
    c(SEED_SPIDERONE, "SpiderOne", "/any/page.htm", "allowed", null),
    c(SEED_SPIDERONE, "WebSpider", "/any/page.htm", "disallowed", 6),
    // 4. FrontPage folders at the root are hidden from everyone.
    c(SEED_FRONTPAGE, "AnyBot", "/_vti_bin/shtml.dll", "disallowed", 9),
    c(SEED_FRONTPAGE, "AnyBot", "/_borders/top.htm", "disallowed", 3),
    c(SEED_FRONTPAGE, "AnyBot", "/_vti_txt", "disallowed", 14),
    c(SEED_FRONTPAGE, "AnyBot", "/default.htm", "allowed", null),
    c(SEED_FRONTPAGE, "AnyBot", "/docs/_vti_bin/x", "allowed", null),
  ])(NAME, check);
});

describe("KB 217103 and docs/engines.md §7: a robot's own record takes precedence over '*'", () => {
  const both = lines("User-agent: *", "Disallow: /", "", "User-agent: WebRobot", "Disallow: /private");
  it.each([
    c(both, "WebRobot", "/index.htm", "allowed", null),
    c(both, "WebRobot", "/private/a", "disallowed", 5),
    c(both, "OtherBot", "/index.htm", "disallowed", 2),
    // No record for the robot and no `*` record: nothing is restricted.
    c(lines("User-agent: WebRobot", "Disallow: /"), "OtherBot", "/x", "allowed", null),
  ])(NAME, check);
});

describe("KB 217103 and docs/engines.md §7: Disallow is a prefix (H)", () => {
  it.each([
    c(lines("User-agent: *", "Disallow: /test"), "AnyBot", "/test/index.htm", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /test"), "AnyBot", "/testing.htm", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /help"), "AnyBot", "/help.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /help"), "AnyBot", "/help/index.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /help/"), "AnyBot", "/help.html", "allowed", null),
    c(lines("User-agent: *", "Disallow: /help/"), "AnyBot", "/help/index.html", "disallowed", 2),
    // "Disallow: /" blocks the site; an empty "Disallow:" blocks nothing.
    c(lines("User-agent: *", "Disallow: /"), "AnyBot", "/a/b/c.htm", "disallowed", 2),
    c(lines("User-agent: *", "Disallow:"), "AnyBot", "/a/b/c.htm", "allowed", null),
    // Paths compare case-sensitively.
    c(lines("User-agent: *", "Disallow: /Test"), "AnyBot", "/test", "allowed", null),
  ])(NAME, check);
});

describe("engines.md §7: records, comments and field names (H)", () => {
  it.each([
    // A comment-only line is dropped and does not end a record.
    c(lines("User-agent: *", "# a comment", "Disallow: /x"), "AnyBot", "/x", "disallowed", 3),
    // A blank line ends the record: a Disallow after it belongs to none.
    c(lines("User-agent: *", "Disallow: /a", "", "Disallow: /b"), "AnyBot", "/b", "allowed", null),
    // Several User-agent lines share one record.
    c(lines("User-agent: WebSpider", "User-agent: OtherBot", "Disallow: /x"), "OtherBot", "/x", "disallowed", 3),
    // Field names in any case.
    c(lines("USER-AGENT: *", "DISALLOW: /x"), "AnyBot", "/x/y", "disallowed", 2),
    c(lines("user-agent: *", "disallow: /x"), "AnyBot", "/x/y", "disallowed", 2),
    // Unknown fields are ignored.
    c(lines("User-agent: *", "Crawl-delay: 10", "Disallow: /x"), "AnyBot", "/x", "disallowed", 3),
    // CR, LF and CRLF all end lines.
    c("User-agent: *\r\nDisallow: /x\r\n", "AnyBot", "/x", "disallowed", 2),
    c("User-agent: *\rDisallow: /x\r", "AnyBot", "/x", "disallowed", 2),
    // An empty file is treated as absent.
    c("", "AnyBot", "/x", "allowed", null),
    // A record without any Disallow line is read as absent (M): `*` then applies.
    c(lines("User-agent: *", "Disallow: /", "", "User-agent: FooBot"), "FooBot", "/x", "disallowed", 2, "assume-empty-group"),
  ])(NAME, check);
});

describe("engines.md §7: no wildcards: '*' and '$' are ordinary characters (H)", () => {
  it.each([
    c(lines("User-agent: *", "Disallow: /*.gif"), "AnyBot", "/a.gif", "allowed", null),
    c(lines("User-agent: *", "Disallow: /*.gif"), "AnyBot", "/*.gif", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /a$"), "AnyBot", "/a", "allowed", null),
    c(lines("User-agent: *", "Disallow: /a$"), "AnyBot", "/a$b", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /$"), "AnyBot", "/", "allowed", null),
  ])(NAME, check);
});

describe("engines.md §8: the 1996 draft's record choice: the value contains the robot's token", () => {
  it.each([
    // The first matching record only; later ones for the same robot are not merged.
    c(lines("User-agent: FooBot", "Disallow: /a", "", "User-agent: FooBot", "Disallow: /b"), "FooBot", "/b", "allowed", null),
    c(lines("User-agent: FooBot", "Disallow: /a", "", "User-agent: FooBot", "Disallow: /b"), "FooBot", "/a", "disallowed", 2),
    // Value ⊇ token, any case (direction: the file's value contains the robot's token, M).
    c(lines("User-agent: FooBot/1.0", "Disallow: /"), "foobot", "/x", "disallowed", 2, "assume-substring-direction"),
    c(lines("User-agent: Googlebot-News", "Disallow: /"), "Googlebot", "/x", "disallowed", 2, "assume-substring-direction"),
    c(lines("User-agent: bot", "Disallow: /"), "Googlebot", "/x", "allowed", null),
  ])(NAME, check);
});

describe("engines.md §8: Allow, the first matching line decides (1996 draft; Allow itself M)", () => {
  const allowFirst = lines("User-agent: *", "Allow: /public", "Disallow: /");
  it.each([
    c(allowFirst, "AnyBot", "/public/a.htm", "allowed", 2, "assume-allow-1996"),
    c(allowFirst, "AnyBot", "/private/a.htm", "disallowed", 3),
    c(lines("User-agent: *", "Disallow: /", "Allow: /public"), "AnyBot", "/public/a.htm", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /page", "Allow: /page"), "AnyBot", "/page", "disallowed", 2),
  ])(NAME, check);
});

describe("engines.md §8: escapes decoded except %2F, hex case ignored (1996 draft, H)", () => {
  it.each([
    c(lines("User-agent: *", "Disallow: /tmp"), "AnyBot", "/tmp", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /tmp"), "AnyBot", "/tmp.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /tmp"), "AnyBot", "/tmp/a.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /tmp/"), "AnyBot", "/tmp", "allowed", null),
    c(lines("User-agent: *", "Disallow: /tmp/"), "AnyBot", "/tmp/a.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /a%3cd.html"), "AnyBot", "/a%3Cd.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /a%3Cd.html"), "AnyBot", "/a%3cd.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /a%2fb.html"), "AnyBot", "/a%2fb.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /a%2fb.html"), "AnyBot", "/a/b.html", "allowed", null),
    c(lines("User-agent: *", "Disallow: /a/b.html"), "AnyBot", "/a%2fb.html", "allowed", null),
    c(lines("User-agent: *", "Disallow: /%7ejoe/index.html"), "AnyBot", "/~joe/index.html", "disallowed", 2),
    c(lines("User-agent: *", "Disallow: /~joe/index.html"), "AnyBot", "/%7Ejoe/index.html", "disallowed", 2),
  ])(NAME, check);
});

describe("engines.md §8: /robots.txt is always allowed (1996 draft, H)", () => {
  it("allows /robots.txt under 'Disallow: /' and says why", () => {
    const r = matchUrl(parseRobotsTxt(lines("User-agent: *", "Disallow: /")), { url: "/robots.txt", userAgent: "AnyBot", engine: "original" });
    expect(r.allowed).toBe(true);
    expect(r.rule).toBeNull();
    expect(r.reason.code).toBe("robots-txt-always-allowed");
  });
});

describe("engines.md §7–8: no size limit", () => {
  it("reads a rule past 600 KB", () => {
    const text = "User-agent: *\n" + "#".repeat(600_000) + "\nDisallow: /late";
    const r = matchUrl(parseRobotsTxt(text), { url: "/late", userAgent: "AnyBot", engine: "original" });
    expect(r.allowed).toBe(false);
    expect(r.rule?.line).toBe(3);
    expect(r.sizeLimit).toBeNull();
  });
});
