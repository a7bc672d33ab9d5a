import { describe, expect, it } from "vitest";
import { ChangeSet, Text } from "@codemirror/state";
import { sameVerdictMarks } from "./Editor";
import { changesLineBreaks } from "../editor/changed-lines";
import type { VerdictMarks } from "../editor/index";

const marks = (over: Partial<VerdictMarks> = {}): VerdictMarks => ({
  decidingLine: 3,
  allowed: false,
  groupLines: [1, 2, 3, 4],
  candidateLines: [3, 4],
  question: '["/a","Googlebot","google"]',
  ...over,
});

describe("sameVerdictMarks", () => {
  it("finds a verdict worked out again for the same lines the same", () => {
    expect(sameVerdictMarks(marks(), marks())).toBe(true);
    expect(sameVerdictMarks(null, null)).toBe(true);
  });

  it("tells apart every field that changes what the editor draws or where it scrolls", () => {
    for (const over of [
      { decidingLine: 4 },
      { decidingLine: null },
      { allowed: true },
      { groupLines: [1, 2, 3, 4, 5] },
      { groupLines: [1, 2, 3, 5] },
      { candidateLines: [4] },
      { candidateLines: [3, 5] },
      { question: '["/b","Googlebot","google"]' },
    ]) {
      expect(sameVerdictMarks(marks(), marks(over)), JSON.stringify(over)).toBe(false);
    }
    expect(sameVerdictMarks(marks(), null)).toBe(false);
    expect(sameVerdictMarks(null, marks())).toBe(false);
  });
});

describe("changesLineBreaks", () => {
  const doc = Text.of(["User-agent: *", "Disallow: /a", "Allow: /b"]);
  const at = (line: number, column: number) => doc.line(line).from + column;
  const change = (spec: { from: number; to?: number; insert?: string }) => ChangeSet.of(spec, doc.length);

  it("is false for typing and deleting within a line", () => {
    expect(changesLineBreaks(change({ from: at(2, 12), insert: "bc" }), doc)).toBe(false);
    expect(changesLineBreaks(change({ from: at(3, 7), to: at(3, 9) }), doc)).toBe(false);
    expect(changesLineBreaks(change({ from: at(1, 0), to: at(1, 4), insert: "Bot" }), doc)).toBe(false);
  });

  it("is true for a new line, a joined line and a pasted block", () => {
    expect(changesLineBreaks(change({ from: doc.length, insert: "\nDisallow: /c" }), doc)).toBe(true);
    expect(changesLineBreaks(change({ from: at(1, 13), to: at(2, 0) }), doc)).toBe(true);
    expect(changesLineBreaks(change({ from: at(2, 0), to: at(3, 2), insert: "Al" }), doc)).toBe(true);
    expect(changesLineBreaks(change({ from: 0, to: doc.length, insert: "Sitemap: /s" }), doc)).toBe(true);
  });
});
