import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EditorState } from "@codemirror/state";
import { ensureSyntaxTree } from "@codemirror/language";
import { lexLine, parseRobotsTxt, utf8Length } from "../core/parse.ts";
import { lineTokens, robotsTxtLanguage, robotsTxtTags, type TokenType } from "./language.ts";
import { tokenMarks } from "./highlight.ts";
import { ViewportMarks } from "./changed-lines.ts";
import { robotsTxtHighlightStyle } from "./theme.ts";

function types(line: string, first = false): [string, TokenType][] {
  return lineTokens(line, first).map((t) => [line.slice(t.from, t.to), t.type]);
}

describe("lineTokens", () => {
  it("styles directive names by how the key was recognised", () => {
    expect(types("User-agent: *")[0]).toEqual(["User-agent", "directive"]);
    expect(types("Crawl-delay: 5")[0]).toEqual(["Crawl-delay", "engineDirective"]);
    expect(types("Noindex: /x")[0]).toEqual(["Noindex", "obsoleteDirective"]);
    expect(types("Disalow: /x")[0]).toEqual(["Disalow", "lenientDirective"]);
    expect(types("Disallowed: /x")[0]).toEqual(["Disallowed", "lenientDirective"]);
    expect(types("Disallow /x")[0]).toEqual(["Disallow", "lenientDirective"]);
    expect(types("Foo: bar")[0]).toEqual(["Foo", "unknownDirective"]);
  });

  it("splits patterns into path, wildcards, escapes and the end anchor", () => {
    expect(types("Disallow: /a*b%2F$c$")).toEqual([
      ["Disallow", "directive"],
      [":", "separator"],
      ["/a", "path"],
      ["*", "wildcard"],
      ["b", "path"],
      ["%2F", "escape"],
      ["$c", "path"],
      ["$", "anchor"],
    ]);
  });

  it("reads the user-agent token as Google does and dims the rest", () => {
    expect(types("User-agent: Googlebot/2.1").slice(2)).toEqual([
      ["Googlebot", "agent"],
      ["/2.1", "agentRest"],
    ]);
    expect(types("User-agent: * everybody").slice(2)).toEqual([
      ["*", "globalAgent"],
      [" everybody", "agentRest"],
    ]);
  });

  it("marks Sitemap URLs, numbers, comments and invalid lines", () => {
    expect(types("Sitemap: https://e.com/s.xml # main")).toEqual([
      ["Sitemap", "directive"],
      [":", "separator"],
      ["https://e.com/s.xml", "url"],
      ["# main", "comment"],
    ]);
    expect(types("Crawl-delay: 2.5")[2]).toEqual(["2.5", "number"]);
    expect(types("  this is not valid # c")).toEqual([
      ["this is not valid", "invalid"],
      ["# c", "comment"],
    ]);
  });

  it("greys out what follows a NUL", () => {
    expect(types("Disallow: /a\u0000/b").at(-1)).toEqual(["\u0000/b", "ignored"]);
  });

  it("reads a leading BOM on the first line only", () => {
    expect(types("\uFEFFUser-agent: *", true).slice(0, 2)).toEqual([
      ["\uFEFF", "bom"],
      ["User-agent", "directive"],
    ]);
    expect(types("\uFEFFUser-agent: *")[0]).toEqual(["\uFEFFUser-agent", "unknownDirective"]);
  });

  it("agrees with the parser's spans for any line", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "D", ":", " ", "\t", "#", "*", "$", "/", "%", "2", "F", "-", "\u00a0", "\u0000") }), (line) => {
        const parsed = lexLine(line, 1, 0, line.length, 0, utf8Length(line), "");
        const tokens = lineTokens(line);
        for (let i = 1; i < tokens.length; i++) expect(tokens[i].from).toBeGreaterThanOrEqual(tokens[i - 1].to);
        if (parsed.keyText !== null) {
          const key = tokens.find((t) => t.type.endsWith("irective"))!;
          expect([key.from, key.to]).toEqual([parsed.keyFrom, parsed.keyTo]);
        }
        if (parsed.commentFrom >= 0 && parsed.commentTo > parsed.commentFrom) {
          expect(tokens.some((t) => t.type === "comment" && t.from === parsed.commentFrom)).toBe(true);
        }
      }),
    );
  });
});

describe("robotsTxt highlighting", () => {
  const marked = (doc: string, ranges = [{ from: 0, to: doc.length }]) => {
    const spans: [string, string][] = [];
    for (const it = tokenMarks(EditorState.create({ doc }), ranges).iter(); it.value !== null; it.next()) {
      spans.push([doc.slice(it.from, it.to), String(it.value.spec.class)]);
    }
    return spans;
  };

  it("marks a document with the token classes of the core lexer", () => {
    const doc = "\uFEFFUser-agent: *\nDisalow: /x*\n# end";
    expect(marked(doc)).toEqual([
      ["\uFEFF", "cm-rt-bom"],
      ["User-agent", "cm-rt-directive"],
      [":", "cm-rt-separator"],
      ["*", "cm-rt-globalAgent"],
      ["Disalow", "cm-rt-lenientDirective"],
      [":", "cm-rt-separator"],
      ["/x", "cm-rt-path"],
      ["*", "cm-rt-wildcard"],
      ["# end", "cm-rt-comment"],
    ]);
  });

  it("uses the classes the highlight style gives each tag", () => {
    for (const type of Object.keys(robotsTxtTags) as TokenType[]) {
      expect(robotsTxtHighlightStyle.style([robotsTxtTags[type]])).toBe(`cm-rt-${type}`);
    }
  });

  it("marks whole lines touching the ranges in view, each once, and a U+FEFF only on the first line", () => {
    const doc = "Allow: /a\nDisallow: /b\n\uFEFFAllow: /c";
    // Two ranges inside the same second line, and one ending inside the third.
    expect(marked(doc, [{ from: 12, to: 14 }, { from: 16, to: 18 }, { from: 20, to: 24 }])).toEqual([
      ["Disallow", "cm-rt-directive"],
      [":", "cm-rt-separator"],
      ["/b", "cm-rt-path"],
      ["\uFEFFAllow", "cm-rt-unknownDirective"],
      [":", "cm-rt-separator"],
      ["/c", "cm-rt-value"],
    ]);
  });
});

describe("robotsTxt highlighting after an edit", () => {
  const spans = (set: ReturnType<typeof tokenMarks>) => {
    const out: [number, number, string][] = [];
    for (const it = set.iter(); it.value !== null; it.next()) out.push([it.from, it.to, String(it.value.spec.class)]);
    return out;
  };
  const line = fc.constantFrom("User-agent: *", "Disallow: /a*b$", "Allow: /c%2F", "# note", "", "Sitemap: https://e.com/s", "Crawl-delay: 5", "Disalow /x");
  const piece = fc.constantFrom("\n", "*", ":", "Disallow", " /x", "#", "\uFEFF", "$", "a", "User-agent: bot\n");

  it("marks the lines an edit touched and the lines come into view, and moves the others: the same marks as lexing every line", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(6), piece, fc.nat(), fc.nat(12)), { minLength: 1, maxLength: 8 }),
        (lines, steps) => {
          let state = EditorState.create({ doc: lines.join("\n") });
          const view = (s: EditorState, first: number, count: number) => {
            const a = s.doc.line(1 + (first % s.doc.lines));
            const b = s.doc.line(Math.min(s.doc.lines, a.number + count));
            return [{ from: a.from, to: b.to }];
          };
          const draw = (s: EditorState) => (ranges: readonly { from: number; to: number }[]) => tokenMarks(s, ranges);
          let marks = ViewportMarks.drawn(state, view(state, 0, 5), draw(state));
          for (const [at, cut, insert, first, count] of steps) {
            const from = at % (state.doc.length + 1);
            const tr = state.update({ changes: { from, to: Math.min(state.doc.length, from + cut), insert } });
            state = tr.state;
            const visible = view(state, first, count);
            marks = marks.update(state, tr.changes, visible, draw(state));
            // Every line drawn has its marks once, as lexing those lines gives them.
            const drawn = marks.span ?? visible[0];
            expect(spans(marks.set)).toEqual(spans(tokenMarks(state, [drawn])));
            expect(drawn.from <= visible[0].from && drawn.to >= visible[0].to).toBe(true);
          }
        },
      ),
    );
  });
});

describe("robotsTxtLanguage", () => {
  it("gives the editor its name and data without parsing tokens", () => {
    const state = EditorState.create({ doc: "User-agent: *\nDisallow: /", extensions: [robotsTxtLanguage] });
    const tree = ensureSyntaxTree(state, state.doc.length, 5000)!;
    expect(tree.length).toBe(state.doc.length);
    expect(tree.topNode.firstChild).toBeNull();
    expect(state.languageDataAt<{ line: string }>("commentTokens", 3)).toEqual([{ line: "#" }]);
    expect(robotsTxtLanguage.name).toBe("robots.txt");
  });

  it("keys its colours to the same lines the parser reads", () => {
    const text = "User-agent: a\r\nDisallow: /a\rAllow: /b\nSitemap: https://e.com/s";
    const state = EditorState.create({ doc: text, extensions: [robotsTxtLanguage] });
    expect(state.doc.lines).toBe(parseRobotsTxt(text).lines.length);
  });
});
