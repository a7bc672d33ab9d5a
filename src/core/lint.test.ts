import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LINT_CODES, lintReport, lintRobotsTxt, reachabilityWork, type LintCode } from "./lint.ts";
import { parseRobotsTxt } from "./parse.ts";
import type { Diagnostic, EngineId, Fix } from "./types.ts";
import { ENGINE_IDS } from "./types.ts";
import { lintMessages } from "../i18n/en/lint.ts";

const ALL: EngineId[] = [...ENGINE_IDS];

function lint(text: string, engines?: EngineId[]): Diagnostic[] {
  return lintRobotsTxt(parseRobotsTxt(text), engines ? { engines } : {});
}

function find(text: string, code: LintCode, engines?: EngineId[]): Diagnostic[] {
  return lint(text, engines).filter((d) => d.code === code);
}

/** Applies a fix's edits to the text (edits never overlap). */
function applyFix(text: string, fix: Fix): string {
  let out = text;
  for (const e of [...fix.edits].sort((a, b) => b.from - a.from)) out = out.slice(0, e.from) + e.insert + out.slice(e.to);
  return out;
}

interface Case {
  code: LintCode;
  /** Texts that produce the code. */
  pos: string[];
  /** Texts that do not. */
  neg: string[];
  engines?: EngineId[];
  /** The first positive text with its first such diagnostic's fix applied. */
  fixed?: string;
}

const BIG = "User-agent: *\n" + "Disallow: /private-directory/page.html\n".repeat(14_000);

const CASES: Case[] = [
  { code: "bom", pos: ["\uFEFFUser-agent: *\nDisallow: /x"], neg: ["User-agent: *\nDisallow: /x"], fixed: "User-agent: *\nDisallow: /x" },
  { code: "html-file", pos: ["<!DOCTYPE html>\n<html><body>Not found</body></html>", "\n  <html lang=en>", "\r\n\r\n    <body>\r\n"], neg: ["User-agent: *\n# <html>\nDisallow: /"] },
  {
    code: "binary-file",
    // How magic bytes read once decoded as UTF-8 (invalid bytes become U+FFFD).
    pos: [
      "\uFFFD\uFFFD\uFFFD\uFFFD\0\u0010JFIF\0",
      "\uFFFDPNG\r\n\u001a\n\0\0",
      "GIF89a\u0001\0",
      "\u001f\uFFFD\u0008\0\0\0",
      "PK\u0003\u0004\u0014\0",
      "%PDF-1.7\n%\uFFFD",
      // Read as Latin-1 or windows-1251 rather than UTF-8.
      "\u0089PNG\r\n\u001a\n\0\0",
      "\u2030PNG\r\n\u001a\n\0\0",
      "\u00ff\u00d8\u00ff\u00e0\0\u0010JFIF\0",
      "\u00ff\u00d8\u00ff\u00db\0C",
      "\u044f\u0428\u044f\u0430\0\u0010JFIF\0",
      "\u001f\u2039\u0008\0\0\0",
    ],
    neg: ["User-agent: *\nDisallow: /PK", "GIF: no\nUser-agent: *"],
  },
  {
    code: "code-dump",
    pos: [
      "<br />\n<b>Warning</b>:  include(x.png): failed to open stream in <b>/var/www/a.php</b> on line <b>35</b><br />\nUser-agent: *",
      "PHP Fatal error:  Uncaught Error in /srv/index.php:12",
      "Traceback (most recent call last):\n  File \"app.py\", line 3",
      "java.lang.NullPointerException: x\n\tat com.example.Robots.get(Robots.java:10)",
      "Server Error in '/' Application.",
      "<title>Runtime Error</title>\nUser-agent: *",
      "[System.IO.FileNotFoundException]: missing\nUser-agent: *",
      "Exception in thread \"main\" x",
      "Error report\n\tat com.example.Robots.get(Robots.java:10)",
      "<b>Notice</b>: Undefined index: q ON LINE <b>4</b>",
    ],
    neg: ["User-agent: *\nDisallow: /warning", "# Warning: keep this file short\nUser-agent: *"],
  },
  { code: "json-file", pos: ['{\n  "status": 404,\n  "message": "PageNotFound"\n}', '[{"a": 1}]'], neg: ["User-agent: *\nDisallow: /{x}"] },
  {
    code: "xml-file",
    pos: ['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>', '<?xml version="1.0"?>\n<error><code>NoSuchKey</code></error>', "<Error><Code>AccessDenied</Code></Error>"],
    neg: ["User-agent: *\nDisallow: /<x>"],
  },
  { code: "utf16-file", pos: ["\uFFFD\uFFFDU\0s\0e\0r\0-\0a\0g\0e\0n\0t\0:\0 \0*\0", "\u00ff\u00feU\0s\0e\0r\0-\0a\0g\0e\0n\0t\0", "U\0s\0e\0r\0-\0a\0g\0e\0n\0t\0:\0 \0*\0\n\0"], neg: ["User-agent: *\nDisallow: /a\0b"] },
  { code: "bom-misencoded", pos: ["\u00ef\u00bb\u00bfUser-agent: *\nDisallow: /x", "\u00ef\u00bb\u00bf# comment\nUser-agent: *"], neg: ["\uFEFFUser-agent: *"], fixed: "User-agent: *\nDisallow: /x" },
  {
    code: "invisible-character",
    pos: ["User-agent: *\nDisallow:\u00a0/private", "User-agent:\u00a0*\nDisallow: /", "\u200bUser-agent: *\nDisallow: /"],
    neg: ["User-agent: *\nDisallow: /private"],
    fixed: "User-agent: *\nDisallow: /private",
  },
  { code: "user-agent-name-cut", pos: ["User-agent: Mail.RU_Bot\nDisallow: /", "User-agent: AI2Bot\nDisallow: /"], neg: ["User-agent: Sogou web spider\nDisallow: /", "User-agent: Googlebot/2.1\nDisallow: /", "User-agent: FatBot 2.0\nDisallow: /", "User-agent: GPTBot\nDisallow: /"] },
  { code: "duplicate-sitemap", pos: ["Sitemap: https://a.com/s.xml\nSitemap: https://a.com/s.xml"], neg: ["Sitemap: https://a.com/s.xml\nSitemap: https://a.com/t.xml"], fixed: "Sitemap: https://a.com/s.xml" },
  { code: "size-limit-truncated", pos: [BIG], neg: ["User-agent: *\nDisallow: /"], engines: ["google"] },
  { code: "size-limit-ignored", pos: [BIG], neg: ["User-agent: *\nDisallow: /"], engines: ["yandex"] },
  { code: "nul-character", pos: ["User-agent: *\nDisallow: /a\0b\0"], neg: ["User-agent: *\nDisallow: /ab"], fixed: "User-agent: *\nDisallow: /ab" },
  { code: "line-too-long", pos: ["User-agent: *\nDisallow: /" + "a".repeat(17_000)], neg: ["User-agent: *\nDisallow: /" + "a".repeat(16_000)] },
  { code: "invalid-line", pos: ["User-agent: *\nDisallow /a /b", "hello world", "just-text", ": value"], neg: ["User-agent: *\nDisallow: /a /b"], fixed: "User-agent: *\nDisallow: /a /b" },
  { code: "unknown-directive", pos: ["User-agent: *\nAllw: /a", "Content-Signl: search=yes"], neg: ["User-agent: *\nAllow: /a"], fixed: "User-agent: *\nAllow: /a" },
  { code: "directive-typo", pos: ["User-agent: *\nDissallow: /a", "User agent: *"], neg: ["User-agent: *\nDisallow: /a"], fixed: "User-agent: *\nDisallow: /a" },
  { code: "directive-prefix", pos: ["User-agent: *\nDisallowed: /a"], neg: ["User-agent: *\nDisallow: /a"], fixed: "User-agent: *\nDisallow: /a" },
  { code: "missing-colon", pos: ["User-agent: *\nDisallow /a"], neg: ["User-agent: *\nDisallow: /a"], fixed: "User-agent: *\nDisallow: /a" },
  { code: "empty-user-agent", pos: ["User-agent:\nDisallow: /"], neg: ["User-agent: *\nDisallow: /"] },
  { code: "invalid-user-agent", pos: ["User-agent: Googlebot/2.1\nDisallow: /x", "User-agent: * everybody"], neg: ["User-agent: Googlebot-Image\nDisallow: /x"], fixed: "User-agent: Googlebot\nDisallow: /x" },
  { code: "user-agent-unreadable", pos: ["User-agent: 360Spider\nDisallow: /", "User-agent: *bot"], neg: ["User-agent: Spider\nDisallow: /"] },
  { code: "pattern-not-rooted", pos: ["User-agent: *\nDisallow: private/", "User-agent: *\nDisallow: https://example.com/a?b=1"], neg: ["User-agent: *\nDisallow: *.gif$", "User-agent: *\nDisallow: /private/"], fixed: "User-agent: *\nDisallow: /private/" },
  { code: "dollar-not-at-end", pos: ["User-agent: *\nDisallow: /a$b"], neg: ["User-agent: *\nDisallow: /a$"] },
  { code: "double-wildcard", pos: ["User-agent: *\nDisallow: /a**b"], neg: ["User-agent: *\nDisallow: /a*b"], fixed: "User-agent: *\nDisallow: /a*b" },
  { code: "lowercase-escape", pos: ["User-agent: *\nDisallow: /a%e3%83%84"], neg: ["User-agent: *\nDisallow: /a%E3%83%84"], fixed: "User-agent: *\nDisallow: /a%E3%83%84" },
  { code: "invalid-escape", pos: ["User-agent: *\nDisallow: /100%zz", "User-agent: *\nDisallow: /a%"], neg: ["User-agent: *\nDisallow: /a%20"], fixed: "User-agent: *\nDisallow: /100%25zz" },
  { code: "unencoded-character", pos: ["User-agent: *\nDisallow: /a b", 'User-agent: *\nDisallow: /"q"'], neg: ["User-agent: *\nDisallow: /a%20b"], fixed: "User-agent: *\nDisallow: /a%20b" },
  { code: "non-ascii-in-pattern", pos: ["User-agent: *\nDisallow: /ツ"], neg: ["User-agent: *\nDisallow: /%E3%83%84", "User-agent: *\nDisallow: /%E3%83%84\nDisallow: /ツ"], fixed: "User-agent: *\nDisallow: /%E3%83%84" },
  { code: "rule-too-long", pos: ["User-agent: *\nDisallow: /" + "a".repeat(1100)], neg: ["User-agent: *\nDisallow: /" + "a".repeat(1000)], engines: ["yandex"] },
  { code: "invalid-sitemap-url", pos: ["Sitemap: /sitemap.xml", "Sitemap: ftp://example.com/s.xml", "Sitemap:", "Sitemap: http://"], neg: ["Sitemap: https://example.com/sitemap.xml"] },
  { code: "crawl-delay-invalid", pos: ["User-agent: *\nCrawl-delay: soon", "User-agent: *\nCrawl-delay: -1"], neg: ["User-agent: *\nCrawl-delay: 0.5", "User-agent: *\nCrawl-delay: 10"] },
  {
    code: "host-invalid",
    engines: ["yandex-classic"],
    // The ignored Host lines of the classic Yandex help (docs/engines.md §5.3).
    pos: [
      "www.myhost- .ru",
      "www. -myhost.ru",
      "www.myhost.ru:100000",
      "www.my_host.ru",
      ".my-host.ru:8000",
      "my-host.ru.",
      "my...host.ru",
      "www.myhost.ru/",
      "www.myhost.ru:8080/",
      "http://www.myhost.ru",
      "213.180.194.129",
      "www.firsthost.ru,www.secondhost.ru",
      "www.firsthost.ru www.secondhost.ru",
    ].map((h) => "User-Agent: *\nDisallow:\nHost: " + h),
    neg: ["User-Agent: *\nDisallow:\nHost: www.glavnoye-zerkalo.ru", "User-Agent: *\nDisallow:\nHost: domen.myhost.ru:8080"],
  },
  { code: "host-repeated", pos: ["Host: a.ru\nHost: b.ru"], neg: ["Host: a.ru", "Host: http://a.ru\nHost: b.ru"], engines: ["yandex-classic"], fixed: "Host: a.ru" },
  {
    code: "host-placement",
    engines: ["yandex-classic"],
    // The classic Yandex help's incorrect files, then its correct one (docs/engines.md §5.3).
    pos: ["User-Agent: *\nHost: www.myhost.ru", "Host: www.myhost.ru", "User-Agent: *\nHost: www.myhost.ru\nDisallow:", "Host: www.myhost.ru\nUser-Agent: *\nDisallow:"],
    neg: ["User-Agent: *\nDisallow:\nHost: www.myhost.ru", "User-Agent: *\nDisallow: /forum\nDisallow: /cgi-bin\nHost: www.glavnoye-zerkalo.ru"],
  },
  {
    code: "clean-param-invalid",
    engines: ["yandex"],
    pos: ["Clean-param: &", "Clean-param: s /forum/$x", "Clean-param: a /b c", "Clean-param: ref=1"],
    neg: ["Clean-param: a&&b", "Clean-param: &_csrf", "Clean-param: s&ref /forum*/showthread.php", "Clean-param: someTrash&otherTrash", "Clean-param: sid&sort /forumt/*.php"],
  },
  { code: "clean-param-too-long", pos: ["Clean-param: " + "a".repeat(501)], neg: ["Clean-param: " + "a".repeat(500)], engines: ["yandex"] },
  { code: "crawl-delay-ignored", pos: ["User-agent: *\nCrawl-delay: 5"], neg: ["User-agent: *\nDisallow: /"] },
  { code: "host-ignored", pos: ["Host: example.com"], neg: ["Sitemap: https://example.com/s.xml"] },
  { code: "clean-param-ignored", pos: ["Clean-param: ref /a"], neg: ["Sitemap: https://example.com/s.xml"] },
  { code: "noindex-ignored", pos: ["User-agent: *\nNoindex: /x\nDisallow: /y", "User-agent: *\nNofollow: /x"], neg: ["User-agent: *\nDisallow: /y"], fixed: "User-agent: *\nDisallow: /y" },
  { code: "ignored-directive", pos: ["User-agent: *\nRequest-rate: 1/5", "User-agent: *\nVisit-time: 0600-0845", "User-agent: *\nNoarchive: /x"], neg: ["User-agent: *\nDisallow: /y", "User-agent: *\nContent-Signal: search=yes, ai-train=no"] },
  // Usage preferences
  { code: "content-signal-path", pos: ["User-agent: *\nContent-Signal: /a/ search=yes"], neg: ["User-agent: *\nContent-Signal: search=yes", "User-agent: *\nContent-Usage: /a/ train-ai=n"] },
  { code: "prefs-unparsable", pos: ["User-agent: *\nContent-Usage: train-ai = n", "User-agent: *\nContent-Usage: train-ai=n,", "User-agent: *\nContent-Usage: /a/ train-ai=n search=y"], neg: ["User-agent: *\nContent-Usage: /a/ train-ai=n, search=y", "User-agent: *\nContent-Usage: TRAIN-AI=n"], fixed: "User-agent: *\nContent-Usage: train-ai=n" },
  { code: "prefs-key-case", pos: ["User-agent: *\nContent-Usage: Train-AI=n", "User-agent: *\nContent-Signal: Search=yes, AI-Train=no"], neg: ["User-agent: *\nContent-Usage: train-ai=n"], fixed: "User-agent: *\nContent-Usage: train-ai=n" },
  { code: "prefs-unknown-key", pos: ["User-agent: *\nContent-Usage: train-genai=n", "User-agent: *\nContent-Usage: ai-input=n", "User-agent: *\nContent-Signal: future=no"], neg: ["User-agent: *\nContent-Usage: train-ai=n, search=y", "User-agent: *\nContent-Usage: ai-train=n"] },
  { code: "prefs-other-vocabulary", pos: ["User-agent: *\nContent-Usage: ai-train=n", "User-agent: *\nContent-Signal: train-ai=no"], neg: ["User-agent: *\nContent-Usage: train-ai=n, search=y", "User-agent: *\nContent-Signal: search=yes, ai-input=no, ai-train=no"], fixed: "User-agent: *\nContent-Usage: train-ai=n" },
  { code: "prefs-invalid-value", pos: ["User-agent: *\nContent-Usage: train-ai=no", "User-agent: *\nContent-Signal: ai-train=n", "User-agent: *\nContent-Usage: train-ai", 'User-agent: *\nContent-Usage: search="y"'], neg: ["User-agent: *\nContent-Usage: train-ai=n", "User-agent: *\nContent-Signal: ai-train=no"], fixed: "User-agent: *\nContent-Usage: train-ai=n" },
  { code: "prefs-duplicate-key", pos: ["User-agent: *\nContent-Usage: train-ai=y, search=y, train-ai=n"], neg: ["User-agent: *\nContent-Usage: train-ai=y, search=y"], fixed: "User-agent: *\nContent-Usage: search=y, train-ai=n" },
  { code: "prefs-path-disallowed", pos: ["User-agent: *\nDisallow: /private/\nContent-Usage: /private/ train-ai=n", "User-agent: GPTBot\nDisallow: /\nContent-Signal: ai-train=no"], neg: ["User-agent: *\nDisallow: /private/\nAllow: /private/open/\nContent-Usage: /private/ train-ai=n", "User-agent: *\nDisallow: /private/\nContent-Usage: /public/ train-ai=n", "User-agent: *\nDisallow: /\nAllow: /blog/\nContent-Usage: train-ai=n"] },
  { code: "prefs-outside-group", pos: ["Content-Signal: search=yes\nUser-agent: *\nAllow: /", "Content-Usage: train-ai=n"], neg: ["User-agent: *\nContent-Signal: search=yes\nAllow: /"] },
  { code: "prefs-outside-record", engines: ["yandex"], pos: ["User-agent: *\nDisallow: /x\n\nContent-Usage: train-ai=n"], neg: ["User-agent: *\nDisallow: /x\nContent-Usage: train-ai=n"] },
  { code: "license-invalid-url", pos: ["License: /license.xml", "License: example.com/license.xml", "License:"], neg: ["License: https://example.com/license.xml", "User-agent: *\nDisallow: /y"] },
  { code: "rule-outside-group", pos: ["Disallow: /x\nUser-agent: *\nDisallow: /y"], neg: ["User-agent: *\nDisallow: /y"] },
  { code: "agents-split-by-blank", pos: ["User-agent: a\n\nUser-agent: b\nDisallow: /"], neg: ["User-agent: a\nUser-agent: b\nDisallow: /"], fixed: "User-agent: a\nUser-agent: b\nDisallow: /" },
  {
    code: "agents-merged-across-line",
    pos: ["User-agent: *\nSitemap: https://example.com/s.xml\nUser-agent: GPTBot\nDisallow: /", "User-agent: *\nCrawl-delay: 10\nUser-agent: badbot\nDisallow: /"],
    neg: ["User-agent: *\nDisallow:\nSitemap: https://example.com/s.xml\nUser-agent: GPTBot\nDisallow: /"],
  },
  { code: "blank-line-in-group", pos: ["User-agent: *\nDisallow: /a\n\nDisallow: /b", "User-agent: *\n\nDisallow: /a"], neg: ["User-agent: *\nDisallow: /a\n\nUser-agent: b\nDisallow: /b"], fixed: "User-agent: *\nDisallow: /a\nDisallow: /b" },
  { code: "duplicate-group", engines: ["original"], pos: ["User-agent: a\nDisallow: /x\n\nUser-agent: A\nDisallow: /y"], neg: ["User-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow: /y"] },
  {
    code: "no-global-inheritance",
    pos: ["User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/"],
    neg: ["User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/\nDisallow: /private/", "User-agent: *\n\nUser-agent: Googlebot\nDisallow: /tmp/", "User-agent: Googlebot\nDisallow: /tmp/", "User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /"],
  },
  { code: "disallow-all", pos: ["User-agent: *\nDisallow: /", "User-agent: Googlebot\nDisallow: /*", "User-agent: YandexBot\nDisallow: /"], neg: ["User-agent: SomeBot\nDisallow: /", "User-agent: *\nDisallow: /x", "User-agent: *\nAllow: /"] },
  {
    code: "blocked-assets",
    pos: ["User-agent: *\nDisallow: /*.css$", "User-agent: *\nDisallow: /wp-includes/", "User-agent: Googlebot\nDisallow: /assets/"],
    neg: ["User-agent: *\nDisallow: /wp-includes/\nAllow: /wp-includes/*.js", "User-agent: *\nDisallow: /assets/\n\nUser-agent: Googlebot\nDisallow: /private/", "User-agent: *\nDisallow: /private/"],
  },
  { code: "duplicate-rule", pos: ["User-agent: *\nDisallow: /a\nDisallow: /a"], neg: ["User-agent: *\nDisallow: /a\nDisallow: /a/", "User-agent: *\nDisallow: /%E3%83%84\nDisallow: /ツ"], fixed: "User-agent: *\nDisallow: /a" },
  { code: "disallow-tied-with-allow", pos: ["User-agent: *\nDisallow: /a\nAllow: /a"], neg: ["User-agent: *\nDisallow: /a\nAllow: /a/"], fixed: "User-agent: *\nAllow: /a" },
  {
    code: "shadowed-rule",
    engines: ["yandex-classic"],
    pos: ["User-agent: *\nAllow: /a\nDisallow: /a/b", "User-agent: *\nDisallow: /a\nAllow: /a"],
    neg: ["User-agent: *\nDisallow: /a\nDisallow: /a/b", "User-agent: *\nDisallow: /a/b\nAllow: /a", "User-agent: *\nAllow: /a*\nDisallow: /a/b", "User-agent: *\nAllow: /a$\nDisallow: /a/b"],
    fixed: "User-agent: *\nAllow: /a",
  },
];

describe("lint codes", () => {
  it("has a case for every code, an English message, and a fix title for codes with fixes", () => {
    const covered = new Map(CASES.map((c) => [c.code as string, c]));
    const fixTested = new Set(FIX_CASES.map((c) => c[1] as string));
    for (const [code, info] of Object.entries(LINT_CODES)) {
      expect(covered.has(code), code).toBe(true);
      if (info.fix !== "never") expect(covered.get(code)?.fixed !== undefined || fixTested.has(code), code).toBe(true);
      expect(lintMessages[code], code).toBeTypeOf("string");
      if (info.fix !== "never") expect(lintMessages["fix." + code], code).toBeTypeOf("string");
    }
    for (const key of Object.keys(lintMessages)) {
      expect(key.replace(/^fix\./, "") in LINT_CODES, key).toBe(true);
    }
  });

  describe.each(CASES)("$code", ({ code, pos, neg, engines, fixed }) => {
    it.each(pos)("reports %j", (text) => {
      const found = find(text, code, engines);
      expect(found.length).toBeGreaterThan(0);
      const info = LINT_CODES[code];
      for (const d of found) {
        if (info.severity !== "mixed") expect(d.severity).toBe(info.severity);
        if (info.fix === "always") expect(d.fixes.length).toBe(1);
        if (info.fix === "never") expect(d.fixes.length).toBe(0);
      }
    });
    it.each(neg)("does not report %j", (text) => {
      expect(find(text, code, engines)).toEqual([]);
    });
    if (fixed !== undefined) {
      it("fixes the first case", () => {
        const [d] = find(pos[0], code, engines);
        expect(d.fixes[0].code).toBe(code);
        expect(applyFix(pos[0], d.fixes[0])).toBe(fixed);
      });
    }
  });
});

const FIX_CASES = [
  ["User-agent: *\nDisallow: https://example.com/a?b=1", "pattern-not-rooted", "User-agent: *\nDisallow: /a?b=1"],
  ["User-agent: *\nDisallow: /a\u200b/b", "invisible-character", "User-agent: *\nDisallow: /a/b"],
  ["User-agent: *\n\n# Directories\nDisallow: /a\n\nDisallow: /b", "blank-line-in-group", "User-agent: *\n# Directories\nDisallow: /a\nDisallow: /b"],
  ["User-agent: *\nDisallow: /a%", "invalid-escape", "User-agent: *\nDisallow: /a%25"],
  ["User-agent: *\nDisallow: /ツ/日本", "non-ascii-in-pattern", "User-agent: *\nDisallow: /%E3%83%84/%E6%97%A5%E6%9C%AC"],
  ["User-agent: *\nDisallow: /\uD800x", "non-ascii-in-pattern", "User-agent: *\nDisallow: /%EF%BF%BDx"],
  ["User-agent: *\nDisallow: /a b # c", "unencoded-character", "User-agent: *\nDisallow: /a%20b # c"],
  ["User-agent: *\r\nDisallow: /a\r\n\r\nDisallow: /b\r\n", "blank-line-in-group", "User-agent: *\r\nDisallow: /a\r\nDisallow: /b\r\n"],
  ["User-agent: a\n\n\nUser-agent: b\nDisallow: /", "agents-split-by-blank", "User-agent: a\nUser-agent: b\nDisallow: /"],
  ["User-agent: *\nDisallow: /a\nDisallow: /b\nDisallow: /a\n", "duplicate-rule", "User-agent: *\nDisallow: /a\nDisallow: /b\n"],
  ["Disallow", "invalid-line", "Disallow:"],
  ["User-agent: *\nCrawl_delay: 5", "unknown-directive", "User-agent: *\nCrawl-delay: 5"],
  ["User-agent: *\nDisallow: /x\nNoindex: /y", "noindex-ignored", "User-agent: *\nDisallow: /x"],
] as const;

describe("fixes", () => {
  it.each(FIX_CASES)("%j: %s fix gives %j", (text, code, expected) => {
    const d = find(text, code, ALL)[0];
    expect(d).toBeDefined();
    expect(applyFix(text, d.fixes[0])).toBe(expected);
  });

  it("offers no fix for an unknown key far from every directive", () => {
    const [d] = find("X-Policy: none", "unknown-directive");
    expect(d.fixes).toEqual([]);
  });

  it("offers no fix for a text line that names no directive", () => {
    const [d] = find("hello world", "invalid-line");
    expect(d.fixes).toEqual([]);
  });
});

describe("parameters and engines", () => {
  it("says what Google reads a typo as; the typo concerns every engine", () => {
    const [d] = find("User-agent: *\nDisalow: /x", "directive-typo");
    expect(d.params).toEqual({ found: "Disalow", fix: "Disallow" });
    expect(d.engines).toEqual([]);
    expect(d.line).toBe(2);
  });

  it("reads Googlebot/2.1 as Googlebot and `* everybody` as the global group", () => {
    expect(find("User-agent: Googlebot/2.1", "invalid-user-agent")[0].params.readAs).toBe("Googlebot");
    expect(find("User-agent: * everybody", "invalid-user-agent")[0].params.readAs).toBe("*");
  });


  it("reports ignored directives for the engines that ignore them", () => {
    expect(find("User-agent: *\nCrawl-delay: 5", "crawl-delay-ignored")[0].engines).toEqual(["google", "yandex"]);
    expect(find("Host: example.com", "host-ignored", ["google", "yandex-classic"])[0].engines).toEqual(["google"]);
    expect(find("User-agent: *\nCrawl-delay: 5", "crawl-delay-ignored", ["bing", "yandex-classic"])).toEqual([]);
    expect(find("Host: example.com", "host-ignored")[0].engines).toEqual(["google", "bing", "yandex"]);
    expect(find("Host: example.com", "host-ignored", ["yandex-classic"])).toEqual([]);
    expect(find("Clean-param: ref", "clean-param-ignored")[0].engines).toEqual(["google", "bing"]);
    expect(find("User-agent: *\nDisallow: /ツ", "non-ascii-in-pattern")[0].engines).toEqual(["bing", "yandex"]);
    expect(find("User-agent: *\nDisallow: /ツ", "non-ascii-in-pattern", ["google"])).toEqual([]);
  });

  it("leaves blank-line findings to the engines that end records there", () => {
    const text = "User-agent: *\nDisallow: /a\n\nDisallow: /b";
    expect(find(text, "blank-line-in-group")[0].engines).toEqual(["yandex"]);
    expect(find(text, "blank-line-in-group", ["google", "bing", "rfc9309"])).toEqual([]);
    expect(find(text, "blank-line-in-group", ALL)[0].engines).toEqual(["yandex", "yandex-classic", "original"]);
  });

  it("reports each engine's size limit where its last byte falls", () => {
    // 3-byte characters so that the limit falls inside a character.
    const line = "Disallow: /" + "ツ".repeat(30) + "\n";
    const text = "User-agent: *\n" + line.repeat(Math.ceil(600_000 / 101));
    const doc = parseRobotsTxt(text);
    const ds = lintRobotsTxt(doc, { engines: ALL }).filter((d) => d.code.startsWith("size-limit"));
    expect(ds.map((d) => d.params.engine).sort()).toEqual(["bing", "google", "yandex", "yandex-classic"]);
    const of = (engine: EngineId): Diagnostic => ds.find((d) => d.params.engine === engine)!;
    for (const d of ds) {
      const limit = d.params.limit as number;
      const encoder = new TextEncoder();
      // Everything before the span fits the limit; one more character would not.
      expect(encoder.encode(text.slice(0, d.from)).length).toBeLessThanOrEqual(limit);
      expect(encoder.encode(text.slice(0, d.from + 1)).length).toBeGreaterThan(limit);
      expect(d.to).toBe(doc.lines[d.line - 1].to);
    }
    expect(of("yandex-classic").params).toMatchObject({ limit: 262_144, mode: "ignore-file", size: doc.byteLength });
    expect(of("yandex-classic").engines).toEqual(["yandex-classic"]);
    expect(of("google").severity).toBe("warning");
    expect(of("google").params).toMatchObject({ limit: 512_000, mode: "truncate", isAssumed: false });
    expect(of("yandex").severity).toBe("error");
    expect(of("bing").params.isAssumed).toBe(true);
  });

  it("points at the next line when the limit falls on a line end", () => {
    const line = "Disallow: /" + "a".repeat(88) + "\n"; // 100 bytes
    const text = line.repeat(5121) + "User-agent: x";
    const [d] = find(text, "size-limit-truncated", ["google"]);
    expect(d.line).toBe(5121);
    expect(d.from).toBe(512_000);
  });

  it("counts the BOM in the size", () => {
    const text = "\uFEFF" + "#".repeat(511_997);
    expect(find(text, "size-limit-truncated", ["google"])).toEqual([]);
    expect(find(text + "#", "size-limit-truncated", ["google"])).toHaveLength(1);
  });

  it("reports duplicate groups only for engines that read the first record alone", () => {
    const text = "User-agent: a\nDisallow: /x\n\nUser-agent: a\nDisallow: /y";
    expect(find(text, "duplicate-group", ALL)[0]).toMatchObject({ params: { agent: "a", firstLine: 1 }, engines: ["yandex-classic", "original"] });
  });

  it("names the agent and an example asset", () => {
    const [d] = find("User-agent: *\nDisallow: /*.js", "blocked-assets");
    expect(d.params).toEqual({ example: "/script.js", agent: "*" });
    expect(d.severity).toBe("warning");
    expect(d.engines).toEqual(["google"]);
    expect(find("User-agent: *\nDisallow: /wp-includes/", "blocked-assets")[0].severity).toBe("info");
  });

  it("reports disallow-all with the agent as Google reads it", () => {
    expect(find("User-agent: googlebot/2.1\nDisallow: /", "disallow-all")[0].params).toEqual({ agent: "googlebot" });
  });

  it("sorts diagnostics by position", () => {
    const ds = lint("Disallow: /x\nUser-agent: Googlebot/2.1\nDisalow: /a b\nCrawl-delay: x\n\u0000");
    const keys = ds.map((d) => [d.from, d.to]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });
});

describe("rules that never decide", () => {
  it("does not report a longer rule of the same kind under longest match", () => {
    const text = "User-agent: *\nDisallow: /a\nDisallow: /a/b\nAllow: /a/b/c\nAllow: /a/b/c/d";
    expect(lint(text, ALL).filter((d) => d.code === "shadowed-rule").every((d) => d.engines.every((e) => e === "yandex-classic" || e === "original"))).toBe(true);
    expect(lint(text).filter((d) => /duplicate-rule|tied|shadowed/.test(d.code))).toEqual([]);
  });

  it("reads duplicates across a blank line as one group only for Google-style grouping", () => {
    const [d] = find("User-agent: *\nDisallow: /a\n\nDisallow: /a", "duplicate-rule", ALL);
    expect(d.engines).toEqual(["google", "bing", "rfc9309"]);
    expect(d.params).toEqual({ by: 2, pattern: "/a" });
  });

  it("reads a typo'd duplicate only for Google", () => {
    const [d] = find("User-agent: *\nDisallow: /a\nDisalow: /a", "duplicate-rule", ALL);
    expect(d.engines).toEqual(["google"]);
  });

  it("shadows by the earliest prefix under first match, only where the kinds differ", () => {
    const text = "User-agent: *\nDisallow: /shop\nAllow: /shop/cart\nDisallow: /shop/cart/x*\nAllow: /blog";
    const ds = find(text, "shadowed-rule", ALL);
    // Line 4 is shadowed by line 2, a Disallow too: it changes no verdict, so it is not reported.
    expect(ds.map((d) => [d.line, d.params.by])).toEqual([[3, 2]]);
    // The original engine reads Allow as the 1996 draft added it, like the matcher does.
    expect(ds[0].engines).toEqual(["yandex-classic", "original"]);
  });

  it("does not count rules with an empty value", () => {
    expect(lint("User-agent: *\nDisallow:\nDisallow:\nAllow:", ALL).filter((d) => /duplicate-rule|tied|shadowed/.test(d.code))).toEqual([]);
  });

  it("does near-linear work on a 20,000-rule group", () => {
    const work = (n: number): number => {
      let text = "User-agent: *\n";
      for (let i = 0; i < n; i++) {
        const kind = i % 3 === 0 ? "Allow" : "Disallow";
        text += `${kind}: /section-${i % 97}/item-${i}${i % 5 === 0 ? "*" : ""}\n`;
      }
      // A prefix chain and duplicates.
      for (let i = 0; i < n / 10; i++) text += `Disallow: /${"a".repeat(i % 50)}\nDisallow: /section-1/item-1\n`;
      reachabilityWork.steps = 0;
      lint(text, ALL);
      return reachabilityWork.steps;
    };
    const small = work(10_000);
    const large = work(20_000);
    // All pairs would be 2·10⁸ steps; the analysis takes a few dozen per rule and reading.
    expect(large).toBeLessThan(20_000 * 1.2 * 5 * 40);
    expect(large / small).toBeLessThan(2.4);
  });
});

describe("robustness", () => {
  const piece = fc.oneof(
    fc.constantFrom(
      "User-agent:", "user-agent: *", "Disallow:", "Allow:", "Disalow", "Sitemap:", "Host:", "Clean-param:",
      "Crawl-delay:", "Noindex:", " ", "\t", "\n", "\r", "\r\n", "\0", "\uD800", "\uDC00", "\uFEFF",
      "*", "**", "$", "%", "%e3", "%zz", "/", "#", ":", "&", "ツ", "Googlebot/2.1", "<html>", "https://", "\u00e9",
    ),
    fc.string({ maxLength: 8 }),
  );
  const texts = fc.oneof(fc.array(piece, { maxLength: 40 }).map((a) => a.join("")), fc.string({ unit: "binary", maxLength: 80 }));

  it("never throws, keeps spans and fixes inside the text, and sorts by position", () => {
    fc.assert(
      fc.property(texts, fc.subarray([...ENGINE_IDS]), (text, engines) => {
        const doc = parseRobotsTxt(text);
        const ds = lintRobotsTxt(doc, { engines });
        let last = 0;
        for (const d of ds) {
          expect(d.from).toBeGreaterThanOrEqual(last);
          last = d.from;
          expect(d.from).toBeLessThanOrEqual(d.to);
          expect(d.to).toBeLessThanOrEqual(text.length);
          const line = doc.lines[d.line - 1];
          // The BOM (offset 0) belongs to line 1, whose content starts after it.
          expect(d.from === 0 ? 1 : d.line).toBe(d.line);
          if (d.from > 0) expect(line.from).toBeLessThanOrEqual(d.from);
          expect(d.from).toBeLessThanOrEqual(line.to + line.eol.length);
          for (const e of d.engines) expect(engines).toContain(e);
          for (const fix of d.fixes) {
            const edits = [...fix.edits].sort((a, b) => a.from - b.from);
            let end = 0;
            for (const e of edits) {
              expect(e.from).toBeGreaterThanOrEqual(end);
              expect(e.to).toBeLessThanOrEqual(text.length);
              end = e.to;
            }
            expect(() => lintRobotsTxt(parseRobotsTxt(applyFix(text, fix)), { engines })).not.toThrow();
          }
        }
      }),
      { numRuns: Number(process.env.LINT_FC_RUNS ?? 500) },
    );
  });
});

/** The false and noisy findings of issue 9, each as a minimal case of its own. */
describe("no false or noisy findings", () => {
  const codes = (text: string, engines?: EngineId[]): string[] => lint(text, engines).map((d) => d.code);

  it("gives a file that is not robots.txt one finding, and none per line", () => {
    const html = "<!doctype html>\n<html>\n<head>\n<meta charset=utf-8>\n<title>404</title>\n</head>\n<body>Not found</body>\n</html>";
    expect(codes(html, ALL)).toEqual(["html-file"]);
    const [d] = lint(html);
    expect(d.params).toMatchObject({ format: "HTML", unread: 8, read: 0 });
    const dump = "<br />\n<b>Warning</b>:  include(a.png): failed in <b>/x/f.php</b> on line <b>3</b><br />\nUser-agent: *\nDisallow: /a";
    expect(lint(dump).map((x) => [x.code, x.params.format, x.params.read])).toEqual([["code-dump", "PHP", 2]]);
  });

  it("names UTF-16 rather than reporting NUL characters", () => {
    expect(codes("\uFFFD\uFFFDU\0s\0e\0r\0-\0a\0g\0e\0n\0t\0:\0 \0*\0\r\0\n\0D\0i\0s\0a\0l\0l\0o\0w\0:\0 \0/\0")).toEqual(["utf16-file"]);
  });

  it("says nothing about a trailing wildcard (style, and removing it can change the rule's priority)", () => {
    expect(codes("User-agent: *\nDisallow: /media/*")).toEqual([]);
  });

  it("does not report repeated User-agent: * groups that every current engine merges", () => {
    const text = "User-agent: *\nDisallow: /x\n\nUser-agent: *\nDisallow: /y";
    expect(codes(text)).toEqual([]);
    expect(lintReport(parseRobotsTxt(text)).hidden).toBeGreaterThan(0);
  });

  it("reports blank lines in a group once per group, with how many rules they detach", () => {
    const magento = "User-agent: *\n\n# Directories\nDisallow: /app/\nDisallow: /bin/\n\n# Paths\nDisallow: /checkout/\nDisallow: /review/";
    const ds = find(magento, "blank-line-in-group");
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ line: 4, params: { blankLine: 2, groupLine: 1, count: 4 }, engines: ["yandex"] });
    expect(find(magento, "blank-line-in-group", ["google", "bing"])).toEqual([]);
  });

  it("does not report a rule shadowed by one of its own kind (no verdict changes)", () => {
    expect(find("User-agent: *\nDisallow: /a\nDisallow: /a/b", "shadowed-rule", ALL)).toEqual([]);
    expect(find("User-agent: *\nDisallow: /a\nAllow: /a/b", "shadowed-rule", ALL)).toHaveLength(1);
  });

  it("hides findings that concern only engines outside the lint set, and counts them", () => {
    const text = "User-agent: *\nDisallow: /p\nAllow: /p/q";
    const report = lintReport(parseRobotsTxt(text));
    expect(report.diagnostics).toEqual([]);
    expect(report.hidden).toBe(1);
  });

  it("accepts Host: https://… (the form Yandex gave HTTPS sites)", () => {
    expect(find("User-agent: *\nDisallow:\nHost: https://www.example.ru", "host-invalid", ALL)).toEqual([]);
    expect(find("User-agent: *\nDisallow:\nHost: https://www.example.ru/x", "host-invalid", ALL)).toHaveLength(1);
  });

  it("accepts Clean-param: &_csrf (an empty parameter is read as none)", () => {
    expect(find("Clean-param: &_csrf", "clean-param-invalid")).toEqual([]);
  });

  it("explains a known crawler name Google cuts, without a fix that would change the crawler", () => {
    for (const name of ["Mail.RU_Bot", "AI2Bot"]) {
      const ds = lint(`User-agent: ${name}\nDisallow: /`, ALL);
      expect(ds.filter((d) => d.code === "invalid-user-agent")).toEqual([]);
      const [d] = ds.filter((x) => x.code === "user-agent-name-cut");
      expect(d.fixes).toEqual([]);
      expect(d.severity).toBe("info");
      expect(d.engines).toEqual(["google", "rfc9309"]);
    }
    expect(find("User-agent: Mail.RU_Bot", "user-agent-name-cut")[0].params).toEqual({ value: "Mail.RU_Bot", readAs: "Mail" });
    // A version after the name is cut safely: the fix keeps the crawler.
    expect(find("User-agent: Googlebot/2.1", "invalid-user-agent")[0].fixes[0].edits[0].insert).toBe("Googlebot");
  });

  it("names a no-break space after the colon instead of calling the path unrooted", () => {
    const ds = lint("User-agent: *\nDisallow:\u00a0/private");
    expect(ds.map((d) => d.code)).toEqual(["invisible-character"]);
    expect(ds[0].params).toMatchObject({ codePoint: "U+00A0", name: "NO-BREAK SPACE", value: "/private" });
  });

  it("reports a mis-encoded BOM as such, not as an invalid line", () => {
    expect(codes("\u00ef\u00bb\u00bf# Robots\nUser-agent: *\nDisallow: /x")).toEqual(["bom-misencoded"]);
    const [d] = lint("\u00ef\u00bb\u00bfUser-agent: *\nDisallow: /x");
    expect(d).toMatchObject({ code: "bom-misencoded", severity: "error", params: { directive: "User-agent" } });
  });

  it("says what Google reads for Disallow without a colon, and that it blocks the whole site", () => {
    const [d] = find("User-agent: *\nDisallow /", "missing-colon");
    expect(d.severity).toBe("error");
    expect(d.params).toMatchObject({ reading: "Disallow: /", blocksAll: 1 });
    expect(find("User-agent: *\nDisallow /", "missing-colon", ["google"])[0].severity).toBe("info");
  });

  it("says Host, Crawl-delay and Clean-param facts once per file, with the count", () => {
    const text = "User-agent: *\nCrawl-delay: 1\nHost: a.ru\nHost: b.ru\nHost: c.ru\nClean-param: a\nClean-param: b";
    const ds = lint(text).filter((d) => d.code.endsWith("-ignored"));
    expect(ds.map((d) => [d.code, d.line, d.params.count])).toEqual([
      ["crawl-delay-ignored", 2, 1],
      ["host-ignored", 3, 3],
      ["clean-param-ignored", 6, 2],
    ]);
  });

  it("finds a repeated identical Sitemap line", () => {
    const ds = find("Sitemap: https://a.com/s.xml\nUser-agent: *\nDisallow:\nSitemap: https://a.com/s.xml", "duplicate-sitemap");
    expect(ds.map((d) => [d.line, d.params.firstLine])).toEqual([[4, 1]]);
  });
});
