import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EditorState, Text } from "@codemirror/state";
import { GOOGLE_SIZE_LIMIT } from "../core/limits.ts";
import type { EngineId } from "../core/types.ts";
import { editorMessages } from "../i18n/en/editor.ts";
import { makeT } from "../i18n/format.ts";
import { robotsTxt } from "./index.ts";
import { limitMarks, limitMessage, offsetAtBytes, sizeLimitField, utf8Bytes } from "./size.ts";
import { textOf } from "./text-of.ts";

const format = makeT(editorMessages, "en");
const LINE = "Disallow: /some/long/path/for/the/size/test\n"; // 44 bytes
const BIG = "User-agent: *\n" + LINE.repeat(Math.ceil(GOOGLE_SIZE_LIMIT / LINE.length) + 10);

describe("offsetAtBytes", () => {
  it("finds the first character past the limit, counting UTF-8 bytes", () => {
    expect(offsetAtBytes(Text.of(["aé€😀b"]), 10)).toBe(5); // 1 + 2 + 3 + 4 bytes = 10
    expect(offsetAtBytes(Text.of(["aé€😀b"]), 9)).toBe(3); // the emoji straddles the limit
    expect(offsetAtBytes(Text.of(["ab", "c"]), 4)).toBe(null); // "ab\nc" is 4 bytes
    expect(offsetAtBytes(Text.of(["ab", "c"]), 3)).toBe(3);
  });
});

describe("UTF-8 counting", () => {
  // Runs of ASCII with other characters between them: 2, 3 and 4 bytes, and lone surrogates
  // (encoded as U+FFFD, 3 bytes, as TextEncoder does).
  const piece = fc.oneof(
    fc.string({ unit: fc.constantFrom("a", "/", " ", "\n", "*"), maxLength: 40 }),
    fc.constantFrom("é", "€", "😀", "\ud800", "\udc00", "\ud83d", "日本", "\u007f", "\u0080"),
  );
  const encoded = (s: string) => new TextEncoder().encode(s).length;

  it("counts as TextEncoder does, and cuts before the first character past any limit", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.nat(400), (pieces, limit) => {
        const text = pieces.join("");
        expect(utf8Bytes(text)).toBe(encoded(text));
        const cut = offsetAtBytes(Text.of(text.split("\n")), limit);
        if (encoded(text) <= limit) expect(cut).toBeNull();
        else {
          // The text before the cut fits; one more character (a pair counts whole) does not.
          expect(cut).not.toBeNull();
          expect(encoded(text.slice(0, cut!))).toBeLessThanOrEqual(limit);
          const code = text.codePointAt(cut!)!;
          const next = cut! + (code > 0xffff ? 2 : 1);
          expect(encoded(text.slice(0, next))).toBeGreaterThan(limit);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("size limits", () => {
  it("marks nothing in a small file", () => {
    expect(limitMarks(Text.of(["User-agent: *"]), ["google", "yandex"])).toEqual([]);
  });

  it("marks Google's cut and Yandex's limit when both are configured", () => {
    const doc = Text.of(BIG.split("\n"));
    const marks = limitMarks(doc, ["google", "bing", "yandex"]);
    expect(marks.map((m) => [m.mode, m.engines, m.offset])).toEqual([
      ["truncate", ["google", "bing"], GOOGLE_SIZE_LIMIT],
      ["ignore-file", ["yandex"], GOOGLE_SIZE_LIMIT],
    ]);
    expect(limitMessage(marks[0], format)).toBe(
      "✂ Google, Bing stop reading here: the first 512,000 bytes (500 KiB) are read, the rest is ignored",
    );
  });

  it("marks the classic Yandex limit only when that engine is configured", () => {
    const doc = Text.of(BIG.split("\n"));
    const engines = (list: EngineId[]) => limitMarks(doc, list).map((m) => m.bytes);
    expect(engines(["google"])).toEqual([GOOGLE_SIZE_LIMIT]);
    expect(engines(["yandex-classic", "google"])).toEqual([262_144, GOOGLE_SIZE_LIMIT]);
  });

  it("greys out everything past a truncating limit", () => {
    const state = EditorState.create({ doc: BIG, extensions: [robotsTxt({ engines: ["google"], formatMessage: format })] });
    const classes: [number, number, string][] = [];
    state.field(sizeLimitField).decorations.between(0, state.doc.length, (from, to, deco) => {
      if (deco.spec.class) classes.push([from, to, deco.spec.class]);
    });
    const cutLine = state.doc.lineAt(GOOGLE_SIZE_LIMIT);
    expect(classes).toEqual([
      [cutLine.from, cutLine.from, "cm-rt-limit-line"],
      [GOOGLE_SIZE_LIMIT, state.doc.length, "cm-rt-beyond-limit"],
    ]);
  });

  it("updates the marks as the text changes", () => {
    const state = EditorState.create({ doc: BIG, extensions: [robotsTxt({ engines: ["google"] })] });
    const shorter = state.update({ changes: { from: 100, to: 100_000 } }).state;
    expect(shorter.field(sizeLimitField).marks).toEqual([]);
  });
});

function decoRanges(state: EditorState): string[] {
  const out: string[] = [];
  state.field(sizeLimitField).decorations.between(0, state.doc.length, (from, to, deco) => {
    out.push(`${from}-${to} ${deco.spec.class ?? "widget"}`);
  });
  return out;
}

describe("size limits through edits", () => {
  it("follows any edit exactly as a fresh measurement would", () => {
    const base = "User-agent: *\n" + "Disallow: /é/€/😀/path\n".repeat(Math.ceil(600_000 / 25));
    const engines: EngineId[] = ["google", "yandex", "yandex-classic"];
    let state = EditorState.create({ doc: base, extensions: [robotsTxt({ engines })] });
    const edits = fc.sample(
      fc.record({
        at: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 500_000, max: 530_000 }), fc.integer({ min: 250_000, max: 270_000 })),
        remove: fc.integer({ min: 0, max: 40 }),
        insert: fc.constantFrom("", "a", "é", "😀", "€€", "\n", "Disallow: /x\n", "x".repeat(3000)),
      }),
      { numRuns: 60, seed: 7 },
    );
    for (const e of edits) {
      const from = Math.min(e.at, state.doc.length);
      const to = Math.min(from + e.remove, state.doc.length);
      state = state.update({ changes: { from, to, insert: e.insert } }).state;
      expect(state.field(sizeLimitField).marks).toEqual(limitMarks(state.doc, engines));
      const fresh = EditorState.create({ doc: state.doc, extensions: [robotsTxt({ engines })] });
      expect(decoRanges(state)).toEqual(decoRanges(fresh));
    }
  });

  it("follows edits as long as a file (a whole file pasted over another) as a fresh measurement would", () => {
    const engines: EngineId[] = ["google", "yandex", "yandex-classic"];
    const file = (line: string, bytes: number) => "User-agent: *\n" + line.repeat(Math.ceil(bytes / line.length));
    let state = EditorState.create({ doc: file("Disallow: /a/b/c\n", 600_000), extensions: [robotsTxt({ engines })] });
    const edits: { from: number; to: number; insert: string }[] = [
      // The whole text replaced by another past the limits, with characters of 2 to 4 bytes.
      { from: 0, to: state.doc.length, insert: file("Disallow: /é/€/😀/path\n", 560_000) },
      // A large insertion, then a large deletion, in the middle.
      { from: 200_000, to: 200_000, insert: file("Allow: /x\n", 150_000) },
      { from: 100_000, to: 400_000, insert: "" },
      // Two changes at once, one of them large.
      { from: 10, to: 20, insert: "é" },
    ];
    for (const e of edits) {
      const changes = e.from === 10 ? [e, { from: 300_000, to: 300_000, insert: "😀".repeat(60_000) }] : [e];
      state = state.update({ changes }).state;
      expect(state.field(sizeLimitField).marks).toEqual(limitMarks(state.doc, engines));
      const fresh = EditorState.create({ doc: state.doc, extensions: [robotsTxt({ engines })] });
      expect(decoRanges(state)).toEqual(decoRanges(fresh));
    }
    expect(state.field(sizeLimitField).marks.length).toBeGreaterThan(0);
  });

  it("reads a whole file pasted over another from its one shared text, not from slices of it", () => {
    const file = (line: string) => "User-agent: *\n" + line.repeat(Math.ceil(600_000 / line.length));
    const state = EditorState.create({ doc: file("Disallow: /a/b/c\n"), extensions: [robotsTxt({ engines: ["google", "yandex"] })] });
    const pasted = Text.of(file("Disallow: /é/€/path\n").split("\n"));
    const expected = pasted.toString();
    // The slices read of a whole large document (not of the nodes of its tree, the same class).
    const slices: number[] = [];
    const proto = Object.getPrototypeOf(pasted) as { sliceString: (from: number, to?: number) => string };
    const original = proto.sliceString;
    proto.sliceString = function (this: Text, from: number, to = this.length) {
      if (this.length > 500_000) slices.push(Math.min(to, this.length) - Math.max(from, 0));
      return original.call(this, from, to);
    };
    try {
      const next = state.update({ changes: { from: 0, to: state.doc.length, insert: pasted } }).state;
      expect(next.field(sizeLimitField).marks.length).toBeGreaterThan(0);
      expect(textOf(next.doc)).toBe(expected);
    } finally {
      proto.sliceString = original;
    }
    expect(slices.filter((n) => n > 100_000)).toEqual([]);
  });

  it("drops the marks when the file shrinks under the limits", () => {
    const state = EditorState.create({ doc: BIG, extensions: [robotsTxt({ engines: ["google"] })] });
    expect(state.update({ changes: { from: 1000, to: BIG.length - 10 } }).state.field(sizeLimitField).marks).toEqual([]);
  });
});

describe("limit messages", () => {
  it("agree in number with the engines named", () => {
    const one = { bytes: 512_000, mode: "ignore-file" as const, engines: ["yandex" as EngineId], offset: 0 };
    expect(limitMessage(one, format)).toBe("⚠ The file passes 512,000 bytes (500 KiB) here: Yandex ignores the whole file");
    const single = { ...one, mode: "truncate" as const, engines: ["google" as EngineId] };
    expect(limitMessage(single, format)).toMatch(/^✂ Google stops reading here/);
  });
});
