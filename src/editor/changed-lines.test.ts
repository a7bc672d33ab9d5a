import { describe, expect, it } from "vitest";
import { EditorState } from "@codemirror/state";
import { Decoration, type DecorationSet } from "@codemirror/view";
import { ViewportMarks } from "./changed-lines.ts";

/** A mark on each line of `ranges`, counting the lines drawn. */
function counter(state: () => EditorState) {
  const count = { lines: 0 };
  const mark = Decoration.mark({ class: "x" });
  const draw = (ranges: readonly { from: number; to: number }[]): DecorationSet => {
    const doc = state().doc;
    const marks = [];
    for (const r of ranges) {
      for (let n = doc.lineAt(r.from).number; n <= doc.lineAt(r.to).number; n++) {
        count.lines++;
        const line = doc.line(n);
        if (line.to > line.from) marks.push(mark.range(line.from, line.to));
      }
    }
    return Decoration.set(marks);
  };
  return { count, draw };
}

const lines = (n: number, word: string) => Array.from({ length: n }, (_, i) => `Disallow: /${word}-${i}`).join("\n");

/** The lines from 1 to `n`, as one range. */
const firstLines = (state: EditorState, n: number) => [{ from: 0, to: state.doc.line(Math.min(n, state.doc.lines)).to }];

describe("ViewportMarks", () => {
  for (const size of [500, 20_000]) {
    it(`a paste of ${size} lines into the lines drawn draws the lines in view alone`, () => {
      let state = EditorState.create({ doc: lines(20, "a") });
      const { count, draw } = counter(() => state);
      let marks = ViewportMarks.drawn(state, firstLines(state, 20), draw);
      expect(count.lines).toBe(20);
      count.lines = 0;
      // Pasted in the middle of the example: the span drawn before now holds every pasted line.
      const tr = state.update({ changes: { from: state.doc.line(10).to, insert: `\n${lines(size, "p")}` } });
      state = tr.state;
      marks = marks.update(state, tr.changes, firstLines(state, 40), draw);
      expect(count.lines).toBe(40);
      // Each line in view has its mark once.
      let n = 0;
      for (const it = marks.set.iter(); it.value !== null; it.next()) n++;
      expect(n).toBe(40);
    });
  }

  it("a keystroke draws its own line again and moves the others", () => {
    let state = EditorState.create({ doc: lines(60, "a") });
    const { count, draw } = counter(() => state);
    let marks = ViewportMarks.drawn(state, firstLines(state, 50), draw);
    count.lines = 0;
    const tr = state.update({ changes: { from: state.doc.line(5).to, insert: "x" } });
    state = tr.state;
    marks = marks.update(state, tr.changes, firstLines(state, 50), draw);
    expect(count.lines).toBe(1);
    expect(marks.span).toEqual({ from: 0, to: state.doc.line(50).to });
  });
});
