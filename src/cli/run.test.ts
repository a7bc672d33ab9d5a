import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeExpectations } from "../core/expectations.ts";
import { matchUrl } from "../core/match.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { csvCell, runCli } from "./run.ts";
import { localeFromEnv } from "./messages.ts";

let dir = "";
const p = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rw-cli-"));
  const w = (name: string, text: string | Buffer) => writeFileSync(p(name), text);
  w("robots.txt", "User-agent: *\nDisallow: /private/\nAllow: /private/open\n\nUser-agent: Googlebot-Image\nDisallow: /images/raw/\n");
  w("new.txt", "User-agent: *\nDisallow: /private/\nDisallow: /*?\n\nUser-agent: Googlebot-Image\nDisallow: /images/raw/\n");
  w("bad.txt", "User-agent: *\nDisalow: /x\nDisallow: private\nCrawl-delay: soon\n");
  w("page.html", "<!doctype html>\n<html><body>Not found</body></html>\n");
  w("binaryish.txt", "User-agent: *\nDisallow: /a\u0000b\n");
  w("exp.json", serializeExpectations([
    { url: "/", crawler: "googlebot", expect: "allowed" },
    { url: "/private/open/x", crawler: "googlebot", expect: "allowed" },
    { url: "/images/raw/1.png", crawler: "googlebot-image", expect: "blocked" },
  ]));
  w("exp-fail.json", serializeExpectations([
    { url: "/private/x", crawler: "bingbot", expect: "allowed" },
    { url: "/ok", crawler: "MyBot", expect: "blocked" },
  ]));
  w("exp-v2.json", '{"version":2,"expectations":[]}');
  w("exp-bad-item.json", '{"version":1,"expectations":[{"url":"/","crawler":"googlebot","expect":"allowed"},{"url":"/","crawler":"googlebot","expect":"maybe"}]}');
  w("exp-empty.json", '{"version":1,"expectations":[]}');
  w("exp-not-json.json", "url,crawler\n/,googlebot\n");
  w("urls.txt", "/\n/private/a\n/private/open\n# a comment\n\n/search?q=1\nhttps://example.com/images/raw/2.png\n");
  w("urls.csv", "name;url\nhome;/\nsecret;/private/a\n");
  w("urls-bad.txt", "/\nexample.com/no-scheme\n/ok\nftp://example.com/x\n");
  w("urls-bad.csv", "name,url\nhome,/\nnothing,here\n");
  w("urls.html", "<!DOCTYPE html><html><body><a href='/x'>x</a></body></html>");
  w("empty.txt", "# nothing\n\n");
  w("index.xml", '<?xml version="1.0"?><sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap><sitemap><loc>https://example.com/s2.xml</loc></sitemap></sitemapindex>');
  w("sitemap.xml.gz", gzipSync('<?xml version="1.0"?>\n<urlset>\n<url><loc>https://example.com/private/a</loc></url>\n<url><loc>https://example.com/blog</loc></url>\n</urlset>'));
  w("broken.gz", Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
  mkdirSync(p("folder"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Ran {
  code: number;
  out: string;
  err: string;
}

async function cli(args: string[], options: { stdin?: string; env?: Record<string, string>; tty?: boolean } = {}): Promise<Ran> {
  let out = "";
  let err = "";
  const code = await runCli(args, {
    stdout: { write: (s: string) => ((out += s), true), isTTY: options.tty ?? false },
    stderr: { write: (s: string) => ((err += s), true) },
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    env: options.env ?? {},
    version: "9.9.9",
  });
  return { code, out, err };
}

describe("arguments", () => {
  it("prints help with exit 0, and with exit 2 when no command is given", async () => {
    const help = await cli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toContain("robots-workbench lint FILE|-");
    expect(help.out).toContain("format version 1");
    const none = await cli([]);
    expect(none.code).toBe(2);
    expect(none.err).toContain("No command given");
  });

  it("prints the version", async () => {
    expect(await cli(["-v"])).toEqual({ code: 0, out: "9.9.9\n", err: "" });
  });

  it("refuses an unknown command, an unknown option and bad option values with exit 2", async () => {
    const cases: Array<[string[], string]> = [
      [["frob"], "Unknown command “frob”"],
      [["lint", p("robots.txt"), "--colour"], "--colour"],
      [["lint", p("robots.txt"), "--format", "xml"], "--format xml is not one of: table, json, csv, github"],
      [["lint", p("robots.txt"), "--fail-on", "info"], "--fail-on info is not one of: error, warning, never"],
      [["lint", p("robots.txt"), "--engines", "google,altavista"], "--engines altavista is not one of"],
      [["lint", p("robots.txt"), "--lang", "fr"], "--lang fr is not one of: en, ja, ru"],
      [["check", p("robots.txt"), "--urls", p("urls.txt"), "--engine", "baidu"], "--engine baidu is not one of"],
      [["check", p("robots.txt"), "--urls", p("urls.txt"), "--origin", "example.com"], "--origin example.com is not an http(s) origin"],
      [["check", p("robots.txt"), "--urls", p("urls.txt"), "--fail-on", "any"], "--fail-on any is not one of: blocked, allowed, never"],
      [["diff", p("robots.txt"), p("new.txt"), "--urls", p("urls.txt"), "--fail-on", "allowed"], "--fail-on allowed is not one of: any, blocked, never"],
      [["lint"], "“lint” needs a robots.txt file"],
      [["lint", "a", "b"], "“lint” takes one file; also given: b"],
      [["diff", p("robots.txt"), "--urls", p("urls.txt")], "“diff” needs 2 robots.txt files"],
      [["test", p("robots.txt")], "“test” needs --expect"],
      [["check", p("robots.txt")], "“check” needs --urls LIST"],
      [["check", "-", "--urls", "-"], "Standard input (-) can be read only once"],
      [["check", p("robots.txt"), "--urls", p("urls.txt"), "--crawler", "not a token!"], "“not a token!” is neither a known crawler"],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).toContain(message);
      expect(r.out, args.join(" ")).toBe("");
    }
  });

  it("speaks the language of --lang, or of LANG", async () => {
    expect((await cli(["frob", "--lang", "ja"])).err).toContain("不明なコマンド「frob」");
    expect((await cli(["frob"], { env: { LANG: "ru_RU.UTF-8" } })).err).toContain("Неизвестная команда «frob»");
    expect(localeFromEnv({ LC_ALL: "ja_JP.UTF-8", LANG: "ru_RU" })).toBe("ja");
    expect(localeFromEnv({ LANG: "de_DE" })).toBe("en");
  });
});

describe("bad input", () => {
  it("a missing file, a directory, an HTML page", async () => {
    const missing = await cli(["lint", p("nope.txt")]);
    expect(missing).toMatchObject({ code: 2, out: "" });
    expect(missing.err).toBe(`${p("nope.txt")}: no such file.\n`);
    expect((await cli(["lint", p("folder")])).err).toContain("is a directory");
    const html = await cli(["test", p("page.html"), "--expect", p("exp.json")]);
    expect(html.code).toBe(2);
    expect(html.err).toContain("is an HTML page, not a robots.txt file");
    expect((await cli(["diff", p("robots.txt"), p("page.html"), "--urls", p("urls.txt")])).code).toBe(2);
    const json = await cli(["check", p("exp.json"), "--urls", p("urls.txt")]);
    expect(json.code).toBe(2);
    expect(json.err).toContain("exp.json is not a robots.txt file: it reads as JSON.");
  });

  it("lint reports an HTML page as its html-file finding (exit 1), as the editor does", async () => {
    const r = await cli(["lint", p("page.html")]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("html-file");
  });

  it("expectations files: another format version, a bad entry, not JSON, empty", async () => {
    const v2 = await cli(["test", p("robots.txt"), "--expect", p("exp-v2.json")]);
    expect(v2.code).toBe(2);
    expect(v2.err).toContain("is an expectations file of format version 2; this version of robots-workbench reads version 1");
    const item = await cli(["test", p("robots.txt"), "--expect", p("exp-bad-item.json")]);
    expect(item.err).toContain("expectation 2 has no valid “expect”");
    const csv = await cli(["test", p("robots.txt"), "--expect", p("exp-not-json.json")]);
    expect(csv.err).toContain("is not JSON");
    expect((await cli(["test", p("robots.txt"), "--expect", p("exp-empty.json")])).err).toContain("holds no expectations");
    expect((await cli(["test", p("robots.txt"), "--expect", p("nope.json")])).err).toContain("nope.json: no such file");
  });

  it("URL lists: invalid lines by number, a CSV row without a URL, HTML, empty, a sitemap index, broken gzip", async () => {
    const bad = await cli(["check", p("robots.txt"), "--urls", p("urls-bad.txt")]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(`${p("urls-bad.txt")}, line 2: “example.com/no-scheme” is not a URL or a path starting with /.`);
    expect(bad.err).toContain("line 4: “ftp://example.com/x”");
    const csv = await cli(["check", p("robots.txt"), "--urls", p("urls-bad.csv")]);
    expect(csv.err).toContain("line 3: the row has no cell that is a URL or a path");
    expect((await cli(["check", p("robots.txt"), "--urls", p("urls.html")])).err).toContain("is an HTML page, not a URL list");
    expect((await cli(["check", p("robots.txt"), "--urls", p("empty.txt")])).err).toContain("holds no URLs");
    const index = await cli(["check", p("robots.txt"), "--urls", p("index.xml")]);
    expect(index.err).toContain("is a sitemap index (2 sitemaps, the first https://example.com/s1.xml)");
    const gz = await cli(["check", p("robots.txt"), "--urls", p("broken.gz")]);
    expect(gz.code).toBe(2);
    expect(gz.err).toContain("looks gzip-compressed but cannot be decompressed");
  });

  it("counts invalid lines beyond the first ten", async () => {
    writeFileSync(p("many-bad.txt"), Array.from({ length: 25 }, (_, i) => `bad ${i}`).join("\n"));
    const r = await cli(["check", p("robots.txt"), "--urls", p("many-bad.txt")]);
    expect(r.err).toContain("… and 15 more invalid lines.");
  });
});

describe("lint", () => {
  it("prints the app's messages with line:column, and fails on errors by default", async () => {
    const r = await cli(["lint", p("bad.txt")]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/2:1\s+error\s+“Disalow” is a misspelling of Disallow/);
    expect(r.out).toMatch(/3:\d+\s+error/);
    expect(r.out).toContain("pattern-not-rooted");
    expect(r.out).not.toContain("\u001b[");
  });

  it("--fail-on warning fails a file with only warnings; never never fails", async () => {
    writeFileSync(p("warn.txt"), "User-agent: *\nDisallow: /x\nNoindex: /y\n");
    const { counts } = JSON.parse((await cli(["lint", p("warn.txt"), "--format", "json"])).out);
    expect(counts.error).toBe(0);
    expect(counts.warning).toBeGreaterThan(0);
    expect((await cli(["lint", p("warn.txt")])).code).toBe(0);
    expect((await cli(["lint", p("warn.txt"), "--fail-on", "warning"])).code).toBe(1);
    expect((await cli(["lint", p("bad.txt"), "--fail-on", "never"])).code).toBe(0);
  });

  it("colours only on a terminal, and not with NO_COLOR", async () => {
    expect((await cli(["lint", p("bad.txt")], { tty: true })).out).toContain("\u001b[31m");
    expect((await cli(["lint", p("bad.txt")], { tty: true, env: { NO_COLOR: "1" } })).out).not.toContain("\u001b[");
  });

  it("json carries codes, parameters, messages and fixes; csv one row a finding", async () => {
    const json = JSON.parse((await cli(["lint", p("bad.txt"), "--format", "json", "--lang", "ru"])).out);
    const typo = json.diagnostics.find((d: { code: string }) => d.code === "directive-typo");
    expect(typo).toMatchObject({ line: 2, column: 1, severity: "error", params: { found: "Disalow" } });
    expect(typo.message).toContain("Disalow");
    expect(typo.message).toMatch(/[а-я]/);
    expect(typo.fixes[0].edits.length).toBeGreaterThan(0);
    expect(json.failed).toBe(true);
    const csv = (await cli(["lint", p("bad.txt"), "--format", "csv"])).out.trim().split("\n");
    expect(csv[0]).toBe("line,column,severity,code,message,engines");
    expect(csv.length).toBe(json.diagnostics.length + 1);
  });

  it("--engines limits the findings to those engines", async () => {
    const all = JSON.parse((await cli(["lint", p("bad.txt"), "--format", "json", "--engines", "all"])).out);
    expect(all.engines).toEqual(["google", "bing", "yandex", "yandex-classic", "original", "rfc9309"]);
    const one = JSON.parse((await cli(["lint", p("bad.txt"), "--format", "json", "--engines", "original"])).out);
    expect(one.engines).toEqual(["original"]);
  });

  it("github: annotations on the lines, and a Markdown job summary when the runner gives a file", async () => {
    const summary = p("step-summary.txt");
    const r = await cli(["lint", "-", "--format", "github"], { stdin: "User-agent: *\nDisallow: private\n", env: { GITHUB_STEP_SUMMARY: summary } });
    expect(r.out).toMatch(/^::error file=-,line=2,col=\d+,title=pattern-not-rooted::/m);
    const md = readFileSync(summary, "utf8");
    expect(md).toContain("### robots.txt lint: -");
    expect(md).toContain("| 2 | error | `pattern-not-rooted` |");
  });
});

describe("test", () => {
  it("passes an app-exported file, exit 0", async () => {
    const r = await cli(["test", p("robots.txt"), "--expect", p("exp.json")]);
    expect(r).toMatchObject({ code: 0 });
    expect(r.out).toContain("3 expectations pass, 0 fail");
  });

  it("prints each failure with the deciding line and why; an unknown crawler id is a token of its own (noted)", async () => {
    const r = await cli(["test", p("robots.txt"), "--expect", p("exp-fail.json")]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("/private/x must be allowed for bingbot, but is blocked");
    expect(r.out).toContain("line 2: Disallow: /private/");
    expect(r.out).toContain("/ok must be blocked for MyBot, but is allowed");
    expect(r.out).toContain("no rule decides (allowed by default)");
    expect(r.err).toContain("“MyBot” is not in the crawler table; it is read as a product token with the Google engine (an assumption)");
  });

  it("--engine reads every crawler with one engine; json reports it", async () => {
    const json = JSON.parse((await cli(["test", p("robots.txt"), "--expect", p("exp.json"), "--engine", "original", "--format", "json"])).out);
    expect(json.results.map((x: { engine: string }) => x.engine)).toEqual(["original", "original", "original"]);
    // The same verdicts as the core's matchUrl under that engine (the 1994 reading picks its own group).
    const doc = parseRobotsTxt(readFileSync(p("robots.txt"), "utf8"));
    for (const r of json.results as Array<{ url: string; token: string; actual: string; line: number | null }>) {
      const m = matchUrl(doc, { url: r.url, userAgent: r.token, engine: "original" });
      expect([r.actual, r.line]).toEqual([m.allowed ? "allowed" : "blocked", m.rule?.line ?? null]);
    }
  });

  it("github: an error annotation on the deciding line", async () => {
    const r = await cli(["test", p("robots.txt"), "--expect", p("exp-fail.json"), "--format", "github"]);
    expect(r.out).toMatch(new RegExp(`^::error file=${p("robots.txt").replace(/[/.]/g, "\\$&")},line=2,title=robots-workbench test%3A bingbot::`, "m"));
  });
});

describe("check", () => {
  it("table: a column per crawler with verdict and line, and a summary", async () => {
    const r = await cli(["check", p("robots.txt"), "--urls", p("urls.txt"), "--crawler", "googlebot", "--crawler", "googlebot-image"]);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toMatch(/^googlebot\s+googlebot-image\s+URL$/);
    expect(lines[2]).toMatch(/^blocked L2\s+allowed\s+\/private\/a$/);
    expect(r.out).toContain("googlebot: 4 allowed, 1 blocked, 0 invalid, of 5 URLs.");
  });

  it("csv and json from a CSV list and a gzipped sitemap", async () => {
    const csv = (await cli(["check", p("robots.txt"), "--urls", p("urls.csv"), "--format", "csv"])).out;
    expect(csv).toBe("URL,googlebot verdict,googlebot line\n/,allowed,\n/private/a,blocked,2\n");
    const json = JSON.parse((await cli(["check", p("robots.txt"), "--urls", p("sitemap.xml.gz"), "--format", "json"])).out);
    expect(json.results).toEqual([
      { url: "https://example.com/private/a", verdicts: { googlebot: { verdict: "blocked", line: 2 } } },
      { url: "https://example.com/blog", verdicts: { googlebot: { verdict: "allowed", line: null } } },
    ]);
    expect(json.summary).toEqual([{ crawler: "googlebot", urls: 2, allowed: 1, blocked: 1, invalid: 0 }]);
  });

  it("--fail-on blocked fails when a URL is blocked (the sitemap check)", async () => {
    const r = await cli(["check", p("robots.txt"), "--urls", p("urls.txt"), "--fail-on", "blocked", "--format", "github"]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("::error file=");
    expect(r.out).toContain("/private/a is blocked for googlebot");
  });

  it("reads the list from standard input", async () => {
    const r = await cli(["check", p("robots.txt"), "--urls", "-", "--format", "csv"], { stdin: "/private/x\n" });
    expect(r.out).toBe("URL,googlebot verdict,googlebot line\n/private/x,blocked,2\n");
  });
});

describe("diff", () => {
  it("lists the flips per crawler with the deciding lines on both sides, exit 1", async () => {
    const r = await cli(["diff", p("robots.txt"), p("new.txt"), "--urls", p("urls.txt"), "--crawler", "googlebot,googlebot-image"]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("/private/open: allowed → blocked for googlebot");
    expect(r.out).toContain(`Before   ${p("robots.txt")}: line 3: Allow: /private/open`);
    expect(r.out).toContain(`After    ${p("new.txt")}: line 2: Disallow: /private/`);
    expect(r.out).toContain("/search?q=1: allowed → blocked for googlebot\n");
    // Googlebot-Image follows only its own group, which did not change.
    expect(r.out).not.toContain("for googlebot-image");
    expect(r.out).toContain("2 verdicts change (5 URLs × 2 crawlers).");
  });

  it("--fail-on blocked ignores newly allowed URLs; never always passes; no change passes", async () => {
    writeFileSync(p("open.txt"), "User-agent: *\nDisallow:\n");
    expect((await cli(["diff", p("robots.txt"), p("open.txt"), "--urls", p("urls.txt"), "--fail-on", "blocked"])).code).toBe(0);
    expect((await cli(["diff", p("open.txt"), p("robots.txt"), "--urls", p("urls.txt"), "--fail-on", "blocked"])).code).toBe(1);
    expect((await cli(["diff", p("open.txt"), p("robots.txt"), "--urls", p("urls.txt"), "--fail-on", "never"])).code).toBe(0);
    const same = await cli(["diff", p("robots.txt"), p("robots.txt"), "--urls", p("urls.txt")]);
    expect(same.code).toBe(0);
    expect(same.out).toContain("No verdict changes");
  });

  it("json and csv list every flip with both rules", async () => {
    const json = JSON.parse((await cli(["diff", p("robots.txt"), p("new.txt"), "--urls", p("urls.txt"), "--format", "json"])).out);
    expect(json.flips).toContainEqual({
      url: "/private/open",
      crawler: "googlebot",
      engine: "google",
      before: { verdict: "allowed", line: 3, rule: "Allow: /private/open" },
      after: { verdict: "blocked", line: 2, rule: "Disallow: /private/" },
    });
    expect(json.summary).toEqual({ urls: 5, flips: 2, newlyBlocked: 2 });
    const csv = (await cli(["diff", p("robots.txt"), p("new.txt"), "--urls", p("urls.txt"), "--format", "csv"])).out.trim().split("\n");
    expect(csv).toHaveLength(3);
  });
});

describe("output", () => {
  it("CSV cells are quoted when needed, and formula-like cells are defused", () => {
    expect(csvCell("/a,b")).toBe('"/a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell("=cmd()")).toBe("\"'=cmd()\"");
    expect(csvCell(12)).toBe("12");
  });
});

describe("the CLI's catalogs", () => {
  it("ja and ru have every English code, with the same parameters", async () => {
    const { cliMessages: en } = await import("../i18n/cli/en.ts");
    const params = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();
    for (const lang of ["ja", "ru"]) {
      const { cliMessages } = (await import(`../i18n/cli/${lang}.ts`)) as { cliMessages: Record<string, string> };
      expect(Object.keys(cliMessages).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [code, text] of Object.entries(en)) {
        // {url, crawler, expect} in the shape message is literal text, not parameters.
        const expected = params(text).filter((n) => !["url", "crawler", "expect"].includes(n) || code !== "cli.expectations-bad-shape");
        const got = params(cliMessages[code]).filter((n) => !["url", "crawler", "expect"].includes(n) || code !== "cli.expectations-bad-shape");
        expect(got, `${lang} ${code}`).toEqual(expected);
      }
    }
  });
});
