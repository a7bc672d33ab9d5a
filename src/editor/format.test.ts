import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compileMatcher, readAs } from "../core/match.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { ENGINE_IDS, type RobotsTxt } from "../core/types.ts";
import { formatRobotsTxt, formatRobotsTxtResult } from "./format.ts";

describe("formatRobotsTxt", () => {
  it("writes canonical directive names and Key: value spacing", () => {
    expect(formatRobotsTxt("user-AGENT:*\ndisallow :/a\nALLOW:   /a/b   \nsitemap:https://e.com/s.xml\n")).toBe(
      "User-agent: *\nDisallow: /a\nAllow: /a/b\nSitemap: https://e.com/s.xml\n",
    );
  });

  it("keeps comments, trimming the space around them", () => {
    expect(formatRobotsTxt("  # top  \nUser-agent: *   # all\nDisallow: /x#frag\n")).toBe(
      "# top\nUser-agent: * # all\nDisallow: /x #frag\n",
    );
  });

  it("puts one blank line between groups, above the comment that opens the next", () => {
    const text = "User-agent: a\nDisallow: /a\n# b is next\nUser-agent: b\nDisallow: /b\n\n\n\nUser-agent: c\nDisallow: /c";
    expect(formatRobotsTxt(text)).toBe(
      "User-agent: a\nDisallow: /a\n\n# b is next\nUser-agent: b\nDisallow: /b\n\nUser-agent: c\nDisallow: /c\n",
    );
  });

  it("keeps a blank line inside a group, since it ends a record for Yandex", () => {
    expect(formatRobotsTxt("User-agent: *\n\nDisallow: /x\n")).toBe("User-agent: *\n\nDisallow: /x\n");
  });

  it("does not separate user-agent lines that share rules across a Crawl-delay line", () => {
    // Crawl-delay is no rule: `b` joins `a`'s group, and a blank line would end a's record.
    const text = "User-agent: a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /\n";
    expect(formatRobotsTxt(text)).toBe(text);
  });

  it("leaves typo keys, prefix keys and missing colons as written", () => {
    expect(formatRobotsTxt("User-agent: *\nDisalow: /a\nDisallowed :/b\nDisallow /c\n")).toBe(
      "User-agent: *\nDisalow: /a\nDisallowed: /b\nDisallow /c\n",
    );
  });

  it("drops leading and trailing blank lines and ends with one newline", () => {
    expect(formatRobotsTxt("\n\n  \nUser-agent: *\nDisallow:\n\n\n")).toBe("User-agent: *\nDisallow:\n");
  });

  it("keeps the byte order mark", () => {
    expect(formatRobotsTxt("\uFEFFuser-agent: *\n")).toBe("\uFEFFUser-agent: *\n");
  });

  it("keeps a line with a NUL as written", () => {
    const text = "User-agent: *\nDisallow: /a\u0000 b\n";
    expect(formatRobotsTxt(text)).toBe(text);
  });

  it("is idempotent", () => {
    const once = formatRobotsTxt("user-agent:a\ndisallow:/x\nuser-agent:b\n\n\ndisallow:/y # c\n");
    expect(formatRobotsTxt(once)).toBe(once);
  });

  it("skips a file over Google's 500 KiB limit", () => {
    const big = `User-agent: *\n${"disallow:/x\n".repeat(50_000)}`;
    const result = formatRobotsTxtResult(big);
    expect(result).toMatchObject({ isChanged: false, skipped: "size-limit" });
    expect(result.text).toBe(big);
  });

  it("skips a file that formatting would push over the classic Yandex limit", () => {
    const line = "disallow:/x\n";
    const count = Math.floor(262_144 / line.length) - 1;
    const text = `User-agent: *\n${line.repeat(count)}`;
    expect(formatRobotsTxtResult(text).skipped).toBe("size-limit");
  });
});

// --- Property: formatting never changes any engine's verdict -----------------------------

const AGENTS = ["*", "Googlebot", "Googlebot-Image", "bingbot", "Yandex", "YandexImages", "FooBot", "AdsBot-Google"];
const URLS = ["/", "/a", "/a/b", "/a/b.html", "/b", "/b/c?x=1", "/c", "/index.html", "/x%2Fy", "/private/z", "/y$", "/robots.txt"];

const lineArb = fc.oneof(
  fc.constantFrom(
    "User-agent: *",
    "user-agent:Googlebot",
    "User-agent : FooBot",
    "  USER-AGENT:   bingbot  ",
    "User-agent: Yandex",
    "User agent: FooBot",
    "User-agent: Googlebot/2.1",
    "Useragent: b",
    "Disallow: /a",
    "disallow:/b",
    "Disallow:",
    "Allow: /a/b",
    "allow :/",
    "Disallow: /*.html$",
    "Disallow: /private",
    "Disalow: /c",
    "Disallowed: /x",
    "Disallow /a",
    "Crawl-delay: 5",
    "Sitemap: https://example.com/s.xml",
    "Host: example.com",
    "Clean-param: ref /a",
    "noindex: /a",
    "# a comment",
    "   # indented comment",
    "Disallow: /b # trailing",
    "",
    "   ",
    "\t",
    "garbage line here",
    ": empty key",
    "Disallow: /x%2Fy",
    "Allow: /index.html",
    "Disallow: /\u0000hidden",
  ),
  fc.tuple(fc.constantFrom("Allow", "Disallow", "allow", "DISALLOW"), fc.constantFrom(":", " :", ": ", ":   "), fc.stringMatching(/^[/a-c*$%2F.]{0,6}$/)).map(
    ([k, sep, v]) => `${k}${sep}${v}`,
  ),
);

const fileArb = fc.tuple(fc.boolean(), fc.array(lineArb, { maxLength: 24 }), fc.constantFrom("\n", "\r\n", "\r")).map(
  ([bom, lines, eol]) => (bom ? "\uFEFF" : "") + lines.join(eol),
);

function verdicts(doc: RobotsTxt): string[] {
  const out: string[] = [];
  for (const engine of ENGINE_IDS) {
    for (const agent of AGENTS) {
      const m = compileMatcher(doc, engine, agent);
      for (const url of URLS) {
        const v = m.match(url);
        const rule = v.line === null ? null : doc.lines[v.line - 1];
        const ruleText = rule ? `${rule.directive}:${rule.valueText ?? ""}` : "-";
        out.push(`${engine} ${agent} ${url} ${v.allowed ? "A" : "D"} ${ruleText}`);
      }
    }
  }
  return out;
}

describe("formatRobotsTxt property", () => {
  it("never changes any engine's verdict or deciding rule", () => {
    fc.assert(
      fc.property(fileArb, (text) => {
        const before = parseRobotsTxt(text);
        const after = parseRobotsTxt(formatRobotsTxt(text));
        expect(verdicts(after)).toEqual(verdicts(before));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every engine's groups: the same agents with the same rules", () => {
    fc.assert(
      fc.property(fileArb, (text) => {
        const shape = (doc: RobotsTxt) =>
          ENGINE_IDS.map((id) =>
            readAs(doc, id).groups.map((g) => ({
              agents: g.agents,
              rules: g.ruleLines.map((n) => `${doc.lines[n - 1].directive}:${doc.lines[n - 1].valueText}`),
            })),
          );
        expect(shape(parseRobotsTxt(formatRobotsTxt(text)))).toEqual(shape(parseRobotsTxt(text)));
      }),
      { numRuns: 300 },
    );
  });

  it("is idempotent on any file", () => {
    fc.assert(
      fc.property(fileArb, (text) => {
        const once = formatRobotsTxt(text);
        expect(formatRobotsTxt(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});
