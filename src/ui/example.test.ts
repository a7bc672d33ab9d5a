import { describe, expect, it } from "vitest";
import { EXAMPLE_ROBOTS_TXT, EXAMPLE_SHELL_TEXT, exampleRobotsTxt } from "./example";
import { uiMessages as en } from "../i18n/en/ui";
import { uiMessages as ja } from "../i18n/ja/ui";
import { uiMessages as ru } from "../i18n/ru/ui";
import { parseRobotsTxt } from "../core/parse";

describe("the example file", () => {
  const comments = [en, ja, ru].map((catalog) => catalog["ui.example.comment"] as string);

  it("has its comment in every language, and the same rules on the same lines", () => {
    const rulesOf = (text: string) => text.split("\n").slice(1).join("\n");
    expect(exampleRobotsTxt(comments[0])).toBe(EXAMPLE_ROBOTS_TXT);
    expect(new Set(comments).size).toBe(3);
    for (const comment of comments) {
      const text = exampleRobotsTxt(comment);
      expect(text.startsWith(`# ${comment}\n`)).toBe(true);
      expect(rulesOf(text)).toBe(rulesOf(EXAMPLE_ROBOTS_TXT));
      // One line, read as a comment: every other line keeps its number and meaning.
      expect(parseRobotsTxt(text).lines[0].kind).toBe("comment");
    }
  });

  it("keeps a comment on one line whatever the catalog holds", () => {
    expect(exampleRobotsTxt("two\nlines").split("\n")[0]).toBe("# two lines");
  });
});

describe("the static shell's example", () => {
  it("is the example with its comment's line blank: nothing in it depends on the language", () => {
    const example = EXAMPLE_ROBOTS_TXT.split("\n");
    const shell = EXAMPLE_SHELL_TEXT.split("\n");
    expect(shell[0]).toBe("");
    expect(shell.slice(1)).toEqual(example.slice(1));
  });
});
