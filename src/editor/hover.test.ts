import { describe, expect, it } from "vitest";
import { EditorState } from "@codemirror/state";
import type { EngineId } from "../core/types.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { editorMessages } from "../i18n/en/editor.ts";
import { editorHelpMessages } from "../i18n/en/editor-help.ts";
import { makeT } from "../i18n/format.ts";
import { addressedCrawlers, hoverCard, rulePriority } from "./hover.ts";
import { robotsTxt } from "./index.ts";

const format = makeT({ ...editorMessages, ...editorHelpMessages }, "en");

function cardAt(textWithCursor: string, engines?: EngineId[]) {
  const pos = textWithCursor.indexOf("|");
  const doc = textWithCursor.slice(0, pos) + textWithCursor.slice(pos + 1);
  const state = EditorState.create({ doc, extensions: [robotsTxt({ formatMessage: format, engines })] });
  return hoverCard(state, pos);
}

describe("hoverCard", () => {
  it("says what a directive does and which engines honour it", () => {
    const card = cardAt("User-agent: *\nCrawl-de|lay: 5")!;
    expect(card.title).toBe("Crawl-delay");
    expect(card.paragraphs[0]).toMatch(/Seconds to wait/);
    expect(card.rows).toContainEqual(["Google", "ignores it"]);
    expect(card.rows).toContainEqual(["Bing", "honours it (M)"]);
  });

  it("explains a typo Google accepts", () => {
    const card = cardAt("User-agent: *\nDisa|low: /x")!;
    expect(card.title).toBe("Disallow");
    expect(card.paragraphs[1]).toBe("“Disalow” is a misspelling Google accepts as Disallow; the other engines skip the line.");
  });

  it("lists the crawlers a user-agent line addresses, with fallbacks", () => {
    const card = cardAt("User-agent: Google|bot\nDisallow: /")!;
    expect(card.list).toContain("Googlebot (Google): its own token");
    expect(card.list!.some((item) => /^Googlebot-Image \(Google\): falls back to “Googlebot”/.test(item))).toBe(true);
  });

  it("drops a fallback when the file has a group for the crawler's own token", () => {
    const { addressed } = addressedCrawlers("Googlebot", new Set(["googlebot", "googlebot-image"]));
    expect(addressed.map((a) => a.crawler.name)).not.toContain("Googlebot-Image");
  });

  it("lists the crawlers that ignore * groups", () => {
    const card = cardAt("User-agent: |*\nDisallow: /")!;
    expect(card.list!.at(-1)).toMatch(/^Skip `\*` groups: .*AdsBot-Google/);
  });

  it("gives a rule's priority under each configured engine", () => {
    const card = cardAt("User-agent: *\nDisallow: /a|b*\nAllow: /x", ["google", "yandex-classic"])!;
    expect(card.rows).toEqual([
      ["Google", "length 4: the longest matching pattern wins, Allow on a tie"],
      ["Yandex (classic)", "rule 1 of 2: the first matching rule in file order wins"],
    ]);
  });

  it("says when an engine does not read a line as a rule", () => {
    const doc = parseRobotsTxt("User-agent: *\nDisalow: /x");
    expect(rulePriority(doc, 2, "google").code).toBe("editor.priority.longest");
    expect(rulePriority(doc, 2, "rfc9309").code).toBe("editor.priority.not-read");
  });

  it("has nothing to say on comments and blank lines", () => {
    expect(cardAt("# a |comment")).toBeNull();
    expect(cardAt("User-agent: *\n|")).toBeNull();
  });
});

describe("configuration", () => {
  it("keeps an empty engine list: no engine is linted or shown", () => {
    const state = EditorState.create({ doc: "User-agent: *\nDisallow: /x", extensions: [robotsTxt({ engines: [] })] });
    expect(hoverCard(state, 25)!.rows).toEqual([]);
  });
});

describe("hover on usage preferences", () => {
  it("a Content-Usage value lists each category as the line states it", () => {
    const text = "User-agent: *\nContent-Usage: /a/ train-ai=n, search=y";
    const state = EditorState.create({ doc: text, extensions: [robotsTxt({ formatMessage: format })] });
    const card = hoverCard(state, text.indexOf("train-ai") + 2)!;
    expect(card.title).toBe("Content-Usage");
    expect(card.rows).toEqual([
      ["train-ai", "AI training: disallowed"],
      ["search", "Search: allowed"],
    ]);
    expect(card.paragraphs[0]).toContain("/a/");
  });
  it("a Content-Signal value that does not parse says so", () => {
    const text = "User-agent: *\nContent-Signal: Search=yes";
    const state = EditorState.create({ doc: text, extensions: [robotsTxt({ formatMessage: format })] });
    const card = hoverCard(state, text.indexOf("Search") + 1)!;
    expect(card.title).toBe("Content-Signal");
    expect(card.paragraphs.join(" ")).toContain("not a valid dictionary");
    expect(card.rows!.every(([, v]) => v.endsWith("not stated"))).toBe(true);
  });
});
