import { describe, expect, it } from "vitest";
import { EditorState } from "@codemirror/state";
import { setDiagnostics } from "@codemirror/lint";
import { lintRobotsTxt } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { freshMarksEffect, freshMarksField } from "./fresh-marks.ts";
import { packDiagnostics } from "./transfer.ts";

const TEXT = "User-agent: *\nDisallow: /a**b\nDisallow: /c\n";

function packedOf(state: EditorState) {
  return packDiagnostics(lintRobotsTxt(parseRobotsTxt(state.doc.toString()), { engines: ["google"] })).packed;
}

/** The marks drawn by the field: [from, to, class]. */
function marks(state: EditorState): [number, number, string][] {
  const out: [number, number, string][] = [];
  const set = state.field(freshMarksField).marks;
  for (const iter = set.iter(); iter.value !== null; iter.next()) out.push([iter.from, iter.to, String(iter.value.spec.class)]);
  return out;
}

describe("fresh marks", () => {
  it("draw an answer's findings on the lines typed since the lint state was set, and only those", () => {
    let state = EditorState.create({ doc: TEXT, extensions: [freshMarksField] });
    // The lint state is set: nothing typed since.
    state = state.update(setDiagnostics(state, [])).state;
    expect(freshMarksEffect(state, packedOf(state))).toBeNull();
    // A new line with a double wildcard, typed at the end.
    state = state.update({ changes: { from: state.doc.length, insert: "Disallow: /d**" } }).state;
    const effect = freshMarksEffect(state, packedOf(state));
    expect(effect).not.toBeNull();
    state = state.update({ effects: effect! }).state;
    const line = state.doc.line(4);
    // The typed line's finding, as CodeMirror's lint state draws it; line 2's (not typed) is left to the lint state.
    expect(marks(state)).toEqual([[line.from + 12, line.from + 14, "cm-lintRange cm-lintRange-info cm-rt-lint-double-wildcard"]]);
    // They follow the text, and give way when the lint state is set.
    state = state.update({ changes: { from: 0, insert: "# a\n" } }).state;
    expect(marks(state)[0].slice(0, 2)).toEqual([line.from + 16, line.from + 18]);
    state = state.update(setDiagnostics(state, [])).state;
    expect(marks(state)).toEqual([]);
    expect(freshMarksEffect(state, packedOf(state))).toBeNull();
  });

  it("are not drawn for more typed lines than a few hundred (a paste waits for the lint state)", () => {
    let state = EditorState.create({ doc: TEXT, extensions: [freshMarksField] });
    state = state.update(setDiagnostics(state, [])).state;
    state = state.update({ changes: { from: state.doc.length, insert: "Disallow: /e**\n".repeat(300) } }).state;
    expect(freshMarksEffect(state, packedOf(state))).toBeNull();
  });
});
