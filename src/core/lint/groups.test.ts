import { describe, expect, it } from "vitest";
import { groupLines, type GroupingMode } from "../groups.ts";
import { parseRobotsTxt } from "../parse.ts";
import { LintContext } from "./context.ts";

/** Groups as [agent line numbers, rule line numbers]. */
function shape(text: string, mode: GroupingMode, strict = false): [number[], number[]][] {
  const doc = parseRobotsTxt(text);
  const isRead = strict ? (l: { keyMatch: string }) => l.keyMatch === "exact" : undefined;
  return groupLines(doc, mode, isRead).map((g) => [g.agents.map((l) => l.number), g.rules.map((l) => l.number)]);
}

describe("groupLines", () => {
  it("RFC 9309 §2.1 / Google: a Sitemap and a blank line do not close a group (Google's own example)", () => {
    const text = "user-agent: a\nsitemap: https://example.com/sitemap.xml\n\nuser-agent: b\ndisallow: /";
    expect(shape(text, "google")).toEqual([[[1, 4], [5]]]);
  });

  it("records: a blank line ends the record", () => {
    const text = "user-agent: a\nsitemap: https://example.com/sitemap.xml\n\nuser-agent: b\ndisallow: /";
    expect(shape(text, "records")).toEqual([
      [[1], []],
      [[4], [5]],
    ]);
  });

  it("opens a new group at a User-agent line that follows a rule, in both modes", () => {
    const text = "User-agent: *\nDisallow: /\nUser-agent: Yandex\nAllow: /";
    const expected = [
      [[1], [2]],
      [[3], [4]],
    ];
    expect(shape(text, "google")).toEqual(expected);
    expect(shape(text, "records")).toEqual(expected);
  });

  it("leaves rules outside any group out, before the first User-agent and after a record ends", () => {
    const text = "Disallow: /a\nUser-agent: *\nDisallow: /b\n\nDisallow: /c";
    expect(shape(text, "google")).toEqual([[[2], [3, 5]]]);
    expect(shape(text, "records")).toEqual([[[2], [3]]]);
  });

  it("keeps comment lines transparent in records mode (1994 standard)", () => {
    const text = "User-agent: *\n# note\nDisallow: /";
    expect(shape(text, "records")).toEqual([[[1], [3]]]);
  });

  it("ignores Crawl-delay and unknown lines for grouping", () => {
    const text = "User-agent: *\nCrawl-delay: 10\nUser-agent: badbot\nDisallow: /";
    expect(shape(text, "google")).toEqual([[[1, 3], [4]]]);
  });

  it("skips lines the engine does not read", () => {
    const text = "User-agent: a\nDisalow: /x\nUser-agent: b\nDisallow: /y";
    expect(shape(text, "google")).toEqual([
      [[1], [2]],
      [[3], [4]],
    ]);
    expect(shape(text, "google", true)).toEqual([[[1, 3], [4]]]);
  });

  it("returns no groups for an empty file", () => {
    expect(shape("", "google")).toEqual([]);
    expect(shape("\n\n", "records")).toEqual([]);
  });
});

describe("LintContext.groupsOf", () => {
  const cases = [
    "\nUser-agent: a\nDisallow: /x\nUser-agent: b\nAllow: /y\n\n# end\n",
    "User-agent: a\n\nUser-agent: b\nDisallow: /",
    "User-agent: *\nDisallow: /b\n\nDisallow: /c",
    "User-agent: *\n# note\n\n# note\nDisallow: /b",
    "Disallow: /a\n\nUser-agent: *\nDisallow: /b\n",
  ];
  it("gives the records of a file as groupLines does, taking Google's groups only when no blank line stands among the group lines", () => {
    for (const text of cases) {
      const doc = parseRobotsTxt(text);
      const ctx = new LintContext(doc, ["google"]);
      const records = ctx.groupsOf("records");
      expect(records).toEqual(groupLines(doc, "records"));
      expect(records === ctx.groupsOf("google")).toBe(!ctx.facts().hasBlankInGroups);
    }
    expect(cases.map((text) => new LintContext(parseRobotsTxt(text), ["google"]).facts().hasBlankInGroups)).toEqual([false, true, true, true, false]);
  });
});
