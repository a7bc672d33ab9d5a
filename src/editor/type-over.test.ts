import { EditorSelection, EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { typeOverSpec } from "./type-over.ts";

const doc = "User-agent: *\nDisallow: /private/";

function typed(state: EditorState, from: number, to: number, text: string) {
  const spec = typeOverSpec(state, from, to, text);
  return spec === null ? null : state.update(spec);
}

describe("typeOverSpec", () => {
  it("replaces a selection of several lines by exactly the typed text, the cursor after it", () => {
    const state = EditorState.create({ doc, selection: EditorSelection.single(0, doc.length) });
    const tr = typed(state, 0, doc.length, "User-agent: *\nDisallow: /shop/");
    expect(tr?.state.doc.toString()).toBe("User-agent: *\nDisallow: /shop/");
    expect(tr?.state.selection.main.head).toBe(tr?.state.doc.length);
    expect(tr?.isUserEvent("input.type")).toBe(true);
  });

  it("takes the range the browser names when it is not the selection, whichever way round", () => {
    const state = EditorState.create({ doc, selection: EditorSelection.cursor(0) });
    const tr = typed(state, doc.length, 5, "x\r\ny");
    expect(tr?.state.doc.toString()).toBe("User-x\ny");
    expect(tr?.state.selection.main.head).toBe(8);
  });

  it("types into every selected range when the range is the main selection", () => {
    const text = "a\nb\nc\nd";
    const state = EditorState.create({
      doc: text,
      selection: EditorSelection.create([EditorSelection.range(0, 2), EditorSelection.range(4, 7)], 1),
      extensions: EditorState.allowMultipleSelections.of(true),
    });
    expect(typed(state, 4, 7, "x")?.state.doc.toString()).toBe("xb\nx");
  });

  it("leaves text typed within one line, or at a cursor, to the browser", () => {
    const state = EditorState.create({ doc, selection: EditorSelection.single(14, 22) });
    expect(typeOverSpec(state, 14, 22, "Allow")).toBeNull();
    expect(typeOverSpec(state, 13, 13, "x\ny")).toBeNull();
  });
});
