import { describe, expect, it } from "vitest";
import { EditorState, Transaction } from "@codemirror/state";
import { history, undo, undoDepth } from "@codemirror/commands";
import { formatTransaction, minimalChange, replaceTextTransaction, setTextTransaction } from "./commands.ts";

describe("minimalChange", () => {
  it("keeps the common prefix and suffix", () => {
    expect(minimalChange("abcXdef", "abcYYdef")).toEqual({ from: 3, to: 4, insert: "YY" });
    expect(minimalChange("same", "same")).toBeNull();
  });
});

describe("format command", () => {
  it("formats as one undoable change", () => {
    const state = EditorState.create({ doc: "user-agent:*\ndisallow:/x", extensions: [history()] });
    const formatted = state.update(formatTransaction(state)!).state;
    expect(formatted.doc.toString()).toBe("User-agent: *\nDisallow: /x\n");
    let undone = formatted;
    undo({ state: formatted, dispatch: (tr) => (undone = tr.state) });
    expect(undone.doc.toString()).toBe("user-agent:*\ndisallow:/x");
  });

  it("does nothing to a formatted file", () => {
    expect(formatTransaction(EditorState.create({ doc: "User-agent: *\n" }))).toBeNull();
  });
});

describe("setTextTransaction", () => {
  it("replaces the text, reading CRLF and CR as line breaks", () => {
    const state = EditorState.create({ doc: "old" });
    expect(state.update(setTextTransaction(state, "a\r\nb\rc")).state.doc.toString()).toBe("a\nb\nc");
  });
});

describe("replaceTextTransaction", () => {
  it("replaces the whole text in one change that is not an undo step", () => {
    const state = EditorState.create({ doc: "old", extensions: [history()] });
    const tr = state.update(replaceTextTransaction(state, "new\ntext"));
    expect(tr.state.doc.toString()).toBe("new\ntext");
    expect(tr.annotation(Transaction.addToHistory)).toBe(false);
    expect(undoDepth(tr.state)).toBe(0);
  });
});
