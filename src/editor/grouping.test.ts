import { describe, expect, it } from "vitest";
import { Compartment, EditorState, type TransactionSpec } from "@codemirror/state";
import { foldable } from "@codemirror/language";
import type { EngineId } from "../core/types.ts";
import { robotsTxtConfig } from "./config.ts";
import { barsChange, computeGroups, freshGroupsEffect, groupsField, setGroups, SYNC_GROUPING_LIMIT } from "./grouping.ts";
import { readAs } from "../core/match.ts";
import { parsedState } from "./parsed.ts";
import { robotsTxt } from "./index.ts";

function stateOf(doc: string, groupEngine?: EngineId) {
  return EditorState.create({ doc, extensions: [robotsTxt({ groupEngine })] });
}

function lineSpans(state: EditorState): [number, number][] {
  return state.field(groupsField).spans.map((s) => [state.doc.lineAt(s.from).number, state.doc.lineAt(s.to).number]);
}

const MERGED = "User-agent: a\n\nUser-agent: b\nDisallow: /b\n\nUser-agent: c\nDisallow: /c\n";

describe("groups", () => {
  it("shows the groups of the group engine", () => {
    expect(lineSpans(stateOf(MERGED, "google"))).toEqual([
      [1, 4],
      [6, 7],
    ]);
    // A record engine ends a record at a blank line: `a` stands alone.
    expect(lineSpans(stateOf(MERGED, "yandex"))).toEqual([
      [1, 1],
      [3, 4],
      [6, 7],
    ]);
  });

  it("marks user-agent lines that merged across other lines", () => {
    const spans = stateOf(MERGED, "google").field(groupsField).spans;
    expect(spans[0].isMerged).toBe(true);
    expect(spans[1].isMerged).toBe(false);
  });

  it("regroups when the group engine changes", () => {
    const compartment = new Compartment();
    const state = EditorState.create({ doc: MERGED, extensions: [robotsTxt(), compartment.of(robotsTxtConfig.of({ groupEngine: "google" }))] });
    expect(lineSpans(state)).toHaveLength(2);
    const next = state.update({ effects: compartment.reconfigure(robotsTxtConfig.of({ groupEngine: "original" })) }).state;
    expect(lineSpans(next)).toHaveLength(3);
  });

  it("regroups small documents on every change", () => {
    const state = stateOf("User-agent: a\nDisallow: /a\n");
    const next = state.update({ changes: { from: state.doc.length, insert: "User-agent: b\nDisallow: /b\n" } }).state;
    expect(lineSpans(next)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it("maps the groups of large documents through edits until regrouped", () => {
    const big = "User-agent: a\nDisallow: /a\n" + "# padding line of the large file\n".repeat(SYNC_GROUPING_LIMIT / 30);
    const state = stateOf(big);
    const next = state.update({ changes: { from: 0, insert: "# new first line\n" } }).state;
    expect(next.field(groupsField).isStale).toBe(true);
    expect(lineSpans(next)).toEqual([[2, 3]]);
    const regrouped = next.update({ effects: setGroups.of(computeGroups(next, "google")) }).state;
    expect(regrouped.field(groupsField).isStale).toBe(false);
  });

  it("takes the lint worker's groups of a large document only when they differ from the mapped ones", () => {
    const big = "User-agent: a\nDisallow: /a\n" + "# padding line of the large file\n".repeat(SYNC_GROUPING_LIMIT / 30);
    const state = stateOf(big);
    const lines = (s: EditorState) => readAs(parsedState(s), "google").groups;
    // Typed within the rule: the worker reads the groups the editor shows (mapped).
    const typed = state.update({ changes: { from: state.doc.line(2).to, insert: "b" } }).state;
    expect(typed.field(groupsField).isStale).toBe(true);
    expect(freshGroupsEffect(typed, "google", lines(typed))).toBeNull();
    // A new rule line after the group: the group grows, and the effect says so.
    const grown = state.update({ changes: { from: state.doc.line(2).to, insert: "\nAllow: /c" } }).state;
    const effect = freshGroupsEffect(grown, "google", lines(grown));
    expect(effect).not.toBeNull();
    expect(lineSpans(grown.update({ effects: effect! }).state)).toEqual([[1, 3]]);
    // Another engine's groups are not the ones shown.
    expect(freshGroupsEffect(typed, "original", lines(typed))).not.toBeNull();
  });

  it("makes the group bars again only when an edit changes what they show", () => {
    const big = "User-agent: a\nDisallow: /a\n" + "# padding line of the large file\n".repeat(SYNC_GROUPING_LIMIT / 30);
    const state = stateOf(big);
    // The parts of a view's update the bars read; the viewport only mapped through the edit.
    const change = (from: EditorState, spec: TransactionSpec, viewportMoved = false) => {
      const tr = from.update(spec);
      return barsChange({ state: tr.state, startState: from, changes: tr.changes, docChanged: tr.docChanged, viewportMoved });
    };
    const end2 = state.doc.line(2).to;
    // Typing within a line: the bars only follow the text.
    expect(change(state, { changes: { from: end2, insert: "b" } })).toBe("map");
    expect(change(state, { changes: { from: 0, to: 4, insert: "" } })).toBe("map");
    expect(change(state, { selection: { anchor: 3 } })).toBe("keep");
    // A line break added or removed: the new line needs its bar, and the titles' line numbers change.
    expect(change(state, { changes: { from: end2, insert: "\nAllow: /c" } })).toBe("rebuild");
    expect(change(state, { changes: { from: end2, to: end2 + 1, insert: "" } })).toBe("rebuild");
    // The viewport moved to other lines, or the groups arrived from the worker (or the idle regrouping).
    expect(change(state, { changes: { from: end2, insert: "b" } }, true)).toBe("rebuild");
    expect(change(state, { effects: setGroups.of(computeGroups(state, "google")) })).toBe("rebuild");
    // Small documents are regrouped on every change: their bars are made again.
    expect(change(stateOf(MERGED), { changes: { from: 1, insert: "b" } })).toBe("rebuild");
  });

  it("folds a group under its first line", () => {
    const state = stateOf(MERGED);
    expect(foldable(state, 0, state.doc.line(1).to)).toEqual({ from: state.doc.line(1).to, to: state.doc.line(4).to });
    expect(foldable(state, state.doc.line(2).from, state.doc.line(2).to)).toBeNull();
  });
});
