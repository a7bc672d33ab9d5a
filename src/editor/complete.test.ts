import { describe, expect, it } from "vitest";
import { CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { EditorState } from "@codemirror/state";
import { editorMessages } from "../i18n/en/editor.ts";
import { editorHelpMessages } from "../i18n/en/editor-help.ts";
import { makeT } from "../i18n/format.ts";
import { completesAt, mostUsed, robotsTxtCompletionSource, type RobotsTxtCompletion } from "./complete.ts";
import { robotsTxt } from "./index.ts";

const format = makeT({ ...editorMessages, ...editorHelpMessages }, "en");

/** Completes at the `|` of the text. */
function complete(textWithCursor: string, explicit = false): { result: CompletionResult | null; state: EditorState } {
  const pos = textWithCursor.indexOf("|");
  const doc = textWithCursor.slice(0, pos) + textWithCursor.slice(pos + 1);
  const state = EditorState.create({ doc, selection: { anchor: pos }, extensions: [robotsTxt({ formatMessage: format })] });
  return { result: robotsTxtCompletionSource(new CompletionContext(state, pos, explicit)), state };
}

function labels(textWithCursor: string, explicit = false): string[] {
  return complete(textWithCursor, explicit).result?.options.map((o) => o.label) ?? [];
}

function applyFirst(textWithCursor: string, label: string, explicit = false): string {
  const { result, state } = complete(textWithCursor, explicit);
  const option = result!.options.find((o) => o.label === label)!;
  const insert = typeof option.apply === "string" ? option.apply : option.label;
  return state.update({ changes: { from: result!.from, to: result!.to ?? state.selection.main.head, insert } }).state.doc.toString();
}

describe("robotsTxtCompletionSource", () => {
  it("completes directive names at line start", () => {
    expect(labels("Dis|")).toEqual(expect.arrayContaining(["User-agent", "Allow", "Disallow", "Sitemap", "Crawl-delay"]));
    expect(complete("Dis|").result!.from).toBe(0);
  });

  it("inserts the name with its colon and a space", () => {
    expect(applyFirst("Dis|", "Disallow")).toBe("Disallow: ");
  });

  it("replaces only the key when a colon follows already", () => {
    expect(applyFirst("Dis|allow: /x", "Disallow")).toBe("Disallow: /x");
  });

  it("says which engines honour a directive", () => {
    const option = complete("Cr|").result!.options.find((o) => o.label === "Crawl-delay")!;
    expect(option.detail).toBe("Bing, Yandex (classic)");
    expect((option as RobotsTxtCompletion).infoText).toMatch(/Seconds to wait/);
    // The box renders the text (with code elements) itself: no raw string for CodeMirror to show.
    expect(typeof option.info).toBe("function");
  });

  it("says \"every engine\" for a directive all engines honour, not six names", () => {
    const option = complete("Dis|").result!.options.find((o) => o.label === "Disallow")!;
    expect(option.detail).toBe("every engine");
    expect((option as RobotsTxtCompletion).infoText).toContain("`*`");
  });

  it("offers directives on an empty line only when asked", () => {
    expect(complete("User-agent: *\n|").result).toBeNull();
    expect(labels("User-agent: *\n|", true)).toContain("Disallow");
  });

  it("completes crawler tokens after User-agent:, with vendor and purpose", () => {
    const { result } = complete("User-agent: Goo|");
    expect(result!.from).toBe(12);
    const googlebot = result!.options.find((o) => o.label === "Googlebot")!;
    expect(googlebot.detail).toBe("Google · search");
    const image = result!.options.find((o) => o.label === "Googlebot-Image")!;
    expect((image as RobotsTxtCompletion).infoText).toMatch(/follows: Googlebot/);
    expect(result!.options.map((o) => o.label)).toContain("GPTBot");
  });

  it("offers * for every crawler", () => {
    expect(labels("User-agent: |")[0]).toBe("*");
  });

  it("completes path prefixes the file already uses after Allow and Disallow", () => {
    const text = "User-agent: *\nDisallow: /shop/cart/\nAllow: /shop/public\nDisallow: /|";
    const options = labels(text);
    expect(options).toEqual(expect.arrayContaining(["/shop/", "/shop/cart/", "/shop/public"]));
    expect(options[0]).toBe("/shop/");
  });

  it("offers only paths that extend what is typed, and nothing when none does", () => {
    const text = "User-agent: *\nDisallow: /shop/cart/\nDisallow: /blog/\nAllow: /sh|";
    expect(labels(text)).toEqual(["/shop/", "/shop/cart/"]);
    expect(complete("User-agent: *\nDisallow: /shop/\nAllow: /zz|").result!.options).toEqual([]);
  });

  it("keeps a path's options up to date as one types on, without being asked again", () => {
    const text = "User-agent: *\nDisallow: /shop/cart/\nDisallow: /blog/\nAllow: /|";
    const { result, state } = complete(text);
    expect(result!.options.map((o) => o.label)).toEqual(expect.arrayContaining(["/shop/", "/blog/"]));
    // Typing "s", then "z": the result updates itself within the keystroke's transaction.
    const typeOn = (r: CompletionResult, s: EditorState, insert: string) => {
      const head = s.selection.main.head + insert.length;
      const next = s.update({ changes: { from: s.selection.main.head, insert }, selection: { anchor: head } }).state;
      return { state: next, result: r.update!(r, r.from, head, new CompletionContext(next, head, false)) };
    };
    const s1 = typeOn(result!, state, "s");
    expect(s1.result!.from).toBe(result!.from);
    expect(s1.result!.options.map((o) => o.label)).toEqual(["/shop/", "/shop/cart/"]);
    const s2 = typeOn(s1.result!, s1.state, "z");
    expect(s2.result!.options).toEqual([]);
    // A space ends the path: the source is asked again.
    expect(typeOn(s2.result!, s2.state, " ").result).toBeNull();
  });

  it("keeps the 300 paths used most, most used first, paths used as often in code-unit order", () => {
    const byFullSort = (counts: Map<string, number>, limit: number) =>
      [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .slice(0, limit)
        .map(([p]) => p);
    let seed = 5;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const [size, maxUse] of [[10, 3], [299, 2], [300, 1], [301, 1], [2_000, 1], [2_000, 4], [6_000, 40]]) {
      const counts = new Map<string, number>();
      while (counts.size < size) counts.set(`/${Math.floor(random() * 1e6).toString(36)}${random() < 0.3 ? "/" : ""}`, 1 + Math.floor(random() * random() * maxUse));
      expect(mostUsed(counts, 300), `${size} paths`).toEqual(byFullSort(counts, 300));
    }
    expect(mostUsed(new Map([["/b", 2], ["/a", 1], ["/c", 2], ["/B", 1]]), 3)).toEqual(["/b", "/c", "/B"]);
  });

  it("offers paths right after the colon", () => {
    expect(labels("User-agent: *\nDisallow: /a/b\nAllow: |")).toContain("/a/");
  });

  it("says where it can offer something, so that typing elsewhere asks no source", () => {
    const at = (textWithCursor: string) => {
      const pos = textWithCursor.indexOf("|");
      const state = EditorState.create({ doc: textWithCursor.slice(0, pos) + textWithCursor.slice(pos + 1), extensions: [robotsTxt({ formatMessage: format })] });
      return completesAt(state, pos);
    };
    const used = "User-agent: *\nDisallow: /shop/cart/\n";
    // Wherever it says no, the source (even asked for) offers nothing; where it says yes, it does.
    const cases: Array<[string, boolean]> = [
      [used + "Dis|", true],
      [used + "|", true],
      [used + "Allow: |", true],
      [used + "Allow: /sh|", true],
      [used + "Allow: /shop/cart/|", false],
      [used + "Allow: /zz|", false],
      [used + "Allow: /a # no|", false],
      [used + "# Disallow|", false],
      [used + "User-agent: Goo|", true],
      [used + "Sitemap: ht|", true],
      [used + "Sitemap: /x|", false],
      [used + "Crawl-delay: 1|", false],
      [used + "Nonsense: x|", false],
    ];
    for (const [text, expected] of cases) {
      expect([text, at(text)]).toEqual([text, expected]);
      const offered = (complete(text, true).result?.options.length ?? 0) > 0;
      expect([text, offered]).toEqual([text, expected]);
    }
  });

  it("offers a sitemap URL scaffold", () => {
    const { result } = complete("Sitemap: |");
    expect(result!.options[0].label).toBe("https://example.com/sitemap.xml");
    expect(complete("Sitemap: ht|").result).not.toBeNull();
    expect(complete("Sitemap: /x|").result).toBeNull();
  });

  it("completes nothing inside a comment or before the colon's value on unknown keys", () => {
    expect(complete("# Dis|").result).toBeNull();
    expect(complete("Foo: ba|").result).toBeNull();
  });
});

describe("completion of usage preferences", () => {
  it("offers the Content-Usage keys after the colon, inserted with =", () => {
    const { result } = complete("User-agent: *\nContent-Usage: |", true);
    expect(result!.options.map((o) => [o.label, o.apply])).toEqual([
      ["train-ai", "train-ai="],
      ["search", "search="],
    ]);
  });
  it("offers y and n after a Content-Usage key", () => {
    const { result } = complete("User-agent: *\nContent-Usage: /a/ train-ai=|");
    expect(result!.options.map((o) => o.label)).toEqual(["y", "n"]);
  });
  it("offers the Content-Signal keys after a comma, and yes/no after =", () => {
    const keys = complete("User-agent: *\nContent-Signal: search=yes, ai|").result!;
    expect(keys.options.map((o) => o.label)).toEqual(["search", "ai-input", "ai-train"]);
    const values = complete("User-agent: *\nContent-Signal: ai-train=|").result!;
    expect(values.options.map((o) => o.label)).toEqual(["yes", "no"]);
  });
  it("offers nothing inside a Content-Usage path", () => {
    expect(complete("User-agent: *\nContent-Usage: /ai|").result).toBeNull();
  });
  it("offers the new directives at line start", () => {
    const { result } = complete("User-agent: *\nContent-|");
    expect(result!.options.map((o) => o.label)).toEqual(expect.arrayContaining(["Content-Usage", "Content-Signal"]));
  });
});
