import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { Text } from "@codemirror/state";
import { textOf } from "./text-of.ts";

describe("textOf", () => {
  it("is the document's text, as toString gives it", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom("a", "é", "😀", "\r", " ", "#"), maxLength: 30 }), { minLength: 1, maxLength: 80 }), (lines) => {
        const doc = Text.of(lines);
        expect(textOf(doc)).toBe(doc.toString());
      }),
    );
    expect(textOf(Text.empty)).toBe("");
    // A document of many leaves (CodeMirror's tree), the size of the benchmark file.
    const big = Text.of(Array.from({ length: 20_000 }, (_, i) => `Disallow: /p/${i}`));
    expect(textOf(big)).toBe(big.toString());
  });

  it("is made once per document version", () => {
    const doc = Text.of(["User-agent: *", "Disallow: /a"]);
    const joins = vi.spyOn(doc, "toJSON");
    expect(textOf(doc)).toBe("User-agent: *\nDisallow: /a");
    expect(textOf(doc)).toBe("User-agent: *\nDisallow: /a");
    expect(joins).toHaveBeenCalledTimes(1);
    const next = doc.replace(0, 0, Text.of(["# c", ""]));
    expect(textOf(next)).toBe("# c\nUser-agent: *\nDisallow: /a");
  });
});
