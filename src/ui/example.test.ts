import { describe, expect, it } from "vitest";
import { EXAMPLE_COMMENTS, EXAMPLE_ROBOTS_TXT, exampleRobotsTxt, isUntouchedExample } from "./example";
import { parseRobotsTxt } from "../core/parse";

describe("the example file", () => {
  const locales = ["en", "ja", "ru"] as const;

  it("has the same rules, on the same lines, in every language", () => {
    const rulesOf = (text: string) => text.split("\n").slice(1).join("\n");
    for (const locale of locales) {
      const text = exampleRobotsTxt(locale);
      expect(text.startsWith(`${EXAMPLE_COMMENTS[locale]}\n`)).toBe(true);
      expect(rulesOf(text)).toBe(rulesOf(EXAMPLE_ROBOTS_TXT));
      // The comment is one line, read as a comment: every other line keeps its number and meaning.
      expect(parseRobotsTxt(text).lines[0].kind).toBe("comment");
    }
  });

  it("counts as untouched only when it is one of the three texts exactly", () => {
    for (const locale of locales) expect(isUntouchedExample(exampleRobotsTxt(locale))).toBe(true);
    expect(isUntouchedExample(`${EXAMPLE_ROBOTS_TXT} `)).toBe(false);
    expect(isUntouchedExample(EXAMPLE_ROBOTS_TXT.replace("/search", "/find"))).toBe(false);
    expect(isUntouchedExample(EXAMPLE_ROBOTS_TXT.trimEnd())).toBe(false);
    expect(isUntouchedExample("")).toBe(false);
  });
});
