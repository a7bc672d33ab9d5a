import { describe, expect, it } from "vitest";
import { EditorSelection, EditorState } from "@codemirror/state";
import { drawsSelection, robotsTxtSetup } from "./setup.ts";

describe("selection drawing", () => {
  const start = () =>
    EditorState.create({ doc: "User-agent: *\nDisallow: /a\n", extensions: [EditorState.allowMultipleSelections.of(true), robotsTxtSetup({ lint: false })] });

  it("leaves a single cursor to the browser's caret", () => {
    const state = start();
    expect(drawsSelection(state)).toBe(false);
    expect(drawsSelection(state.update({ selection: { anchor: 5 } }).state)).toBe(false);
  });

  it("draws a range, and stops when it becomes a cursor again", () => {
    const selected = start().update({ selection: { anchor: 0, head: 4 } }).state;
    expect(drawsSelection(selected)).toBe(true);
    const typed = selected.update({ changes: { from: 0, to: 4, insert: "x" }, selection: { anchor: 1 } }).state;
    expect(drawsSelection(typed)).toBe(false);
  });

  it("draws several cursors", () => {
    const state = start().update({ selection: EditorSelection.create([EditorSelection.cursor(1), EditorSelection.cursor(16)]) }).state;
    expect(drawsSelection(state)).toBe(true);
  });

  it("leaves out the drawing when the drawSelection part is left out", () => {
    const state = EditorState.create({ doc: "Allow: /", extensions: robotsTxtSetup({ lint: false, parts: (p) => p !== "drawSelection" }) });
    expect(drawsSelection(state.update({ selection: { anchor: 0, head: 5 } }).state)).toBe(false);
  });
});
