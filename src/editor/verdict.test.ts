import { describe, expect, it } from "vitest";
import { EditorState } from "@codemirror/state";
import type { DecorationSet } from "@codemirror/view";
import { Compartment } from "@codemirror/state";
import { editorMessages } from "../i18n/en/editor.ts";
import { editorMessages as ruEditorMessages } from "../i18n/ru/editor.ts";
import { robotsTxtConfig } from "./config.ts";
import { makeT } from "../i18n/format.ts";
import { robotsTxt } from "./index.ts";
import fc from "fast-check";
import { coverageDecorations, coverageField, groupLineDecorations, groupLines, setCoverage, setVerdict, verdictField, verdictTransaction } from "./verdict.ts";
import { redrawChangedLines } from "./changed-lines.ts";

const format = makeT(editorMessages, "en");
const TEXT = "User-agent: *\nDisallow: /a\nAllow: /a/b\nDisallow: /c\n";

function stateOf() {
  return EditorState.create({ doc: TEXT, extensions: [robotsTxt({ formatMessage: format })] });
}

/** Line numbers with their line classes and widget texts. */
function describeDeco(state: EditorState, set: DecorationSet): string[] {
  const out: string[] = [];
  set.between(0, state.doc.length, (from, _to, deco) => {
    const line = state.doc.lineAt(from).number;
    const widget = deco.spec.widget as { text?: string } | undefined;
    out.push(widget?.text ? `${line} "${widget.text}"` : `${line} ${deco.spec.class}`);
  });
  return out;
}

describe("verdict decorations", () => {
  it("colours and labels the deciding line, and marks the group and other candidates", () => {
    const state = stateOf().update({ effects: setVerdict.of({ decidingLine: 3, allowed: true, groupLines: [1, 2, 3, 4], candidateLines: [2, 3] }) }).state;
    expect(describeDeco(state, state.field(verdictField).decorations)).toEqual([
      "2 cm-rt-candidate-line",
      "3 cm-rt-verdict-line cm-rt-verdict-allow",
      '3 "✓ allows (line 3)"',
    ]);
    expect(describeDeco(state, groupLineDecorations(state, 0, state.doc.length))).toEqual([
      "1 cm-rt-group-line",
      "2 cm-rt-group-line",
      "4 cm-rt-group-line",
    ]);
  });

  it("says blocks in words on a disallowing line", () => {
    const state = stateOf().update({ effects: setVerdict.of({ decidingLine: 2, allowed: false, groupLines: [], candidateLines: [2] }) }).state;
    expect(describeDeco(state, state.field(verdictField).decorations)).toContain('2 "✗ blocks (line 2)"');
  });

  it("writes the label again in a new interface language, without a new verdict", () => {
    const messages = new Compartment();
    let state = EditorState.create({ doc: TEXT, extensions: [robotsTxt(), messages.of(robotsTxtConfig.of({ formatMessage: format }))] });
    state = state.update({ effects: setVerdict.of({ decidingLine: 2, allowed: false, groupLines: [1, 2], candidateLines: [2] }) }).state;
    state = state.update({ changes: { from: 0, insert: "# top\n" } }).state;
    state = state.update({ effects: messages.reconfigure(robotsTxtConfig.of({ formatMessage: makeT(ruEditorMessages, "ru") })) }).state;
    const labels = describeDeco(state, state.field(verdictField).decorations).filter((d) => d.includes('"'));
    expect(labels).toEqual([`3 "${makeT(ruEditorMessages, "ru")("editor.verdict.blocks", { line: 3 })}"`]);
    expect(labels[0]).not.toContain("blocks");
  });

  it("follows edits and clears with null", () => {
    let state = stateOf().update({ effects: setVerdict.of({ decidingLine: 2, allowed: false, groupLines: [], candidateLines: [] }) }).state;
    state = state.update({ changes: { from: 0, insert: "# top\n" } }).state;
    expect(describeDeco(state, state.field(verdictField).decorations)[0]).toBe("3 cm-rt-verdict-line cm-rt-verdict-block");
    state = state.update({ effects: setVerdict.of(null) }).state;
    expect(state.field(verdictField).decorations.size).toBe(0);
    expect(groupLineDecorations(state, 0, state.doc.length).size).toBe(0);
  });

  it("keeps a huge group as one run and draws only the lines asked for", () => {
    const doc = "User-agent: *\n" + "Disallow: /x\n".repeat(20_000);
    const lines = Array.from({ length: 20_001 }, (_, i) => i + 1);
    const state = EditorState.create({ doc, extensions: [robotsTxt({ formatMessage: format })] }).update({
      effects: setVerdict.of({ decidingLine: 2, allowed: false, groupLines: lines, candidateLines: [2] }),
    }).state;
    expect(state.field(verdictField).groups.size).toBe(1);
    const line = state.doc.line(10_000);
    expect(groupLineDecorations(state, line.from, state.doc.line(10_004).to).size).toBe(5);
    const typed = state.update({ changes: { from: 0, insert: "# new\n" } }).state;
    expect(describeDeco(typed, groupLineDecorations(typed, 0, typed.doc.line(3).to))).toEqual(["2 cm-rt-group-line"]);
  });

  it("ignores lines the document does not have", () => {
    const state = stateOf().update({ effects: setVerdict.of({ decidingLine: 99, allowed: true, groupLines: [0, 98], candidateLines: [] }) }).state;
    expect(state.field(verdictField).decorations.size).toBe(0);
  });

  it("scrolls the deciding line into view", () => {
    const spec = verdictTransaction(stateOf(), { decidingLine: 4, allowed: false, groupLines: [], candidateLines: [] });
    expect(Array.isArray(spec.effects) && spec.effects.length).toBe(2);
  });
});

describe("coverage decorations", () => {
  it("labels each rule with the URLs it decided and marks rules that decided none", () => {
    const state = stateOf().update({ effects: setCoverage.of(new Map([[2, 12], [3, 1]])) }).state;
    expect(describeDeco(state, coverageDecorations(state))).toEqual([
      '2 "decided 12 URLs"',
      '3 "decided 1 URL"',
      "4 cm-rt-unused-rule",
      '4 "decided no URL"',
    ]);
    expect(state.update({ effects: setCoverage.of(null) }).state.field(coverageField).size).toBe(0);
  });

  it("builds labels only for the lines asked for (the visible ones)", () => {
    const state = stateOf().update({ effects: setCoverage.of(new Map([[2, 12], [3, 1]])) }).state;
    const line3 = state.doc.line(3);
    expect(describeDeco(state, coverageDecorations(state, line3.from, line3.to))).toEqual(['3 "decided 1 URL"']);
  });

  it("keeps the counts on their rules when lines are inserted above", () => {
    let state = stateOf().update({ effects: setCoverage.of(new Map([[2, 12], [3, 1]])) }).state;
    state = state.update({ changes: { from: 0, insert: "# new first line\n" } }).state;
    expect(describeDeco(state, coverageDecorations(state))).toEqual([
      '3 "decided 12 URLs"',
      '4 "decided 1 URL"',
      "5 cm-rt-unused-rule",
      '5 "decided no URL"',
    ]);
  });
});

describe("group line decorations after an edit", () => {
  it("are the old ones moved, with the lines the edit touched drawn again: the same as drawing every line", () => {
    const piece = fc.constantFrom("\n", "Disallow: /x\n", "a", "\nAllow: /y", "");
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.nat(20), piece), { minLength: 1, maxLength: 6 }), (edits) => {
        let state = stateOf().update({ effects: setVerdict.of({ decidingLine: 3, allowed: true, groupLines: [1, 2, 3, 4], candidateLines: [2, 3] }) }).state;
        const all = (s: EditorState) => [{ from: 0, to: s.doc.length }];
        let lines = groupLines(state, all(state));
        for (const [at, cut, insert] of edits) {
          const from = at % (state.doc.length + 1);
          const tr = state.update({ changes: { from, to: Math.min(state.doc.length, from + cut), insert } });
          state = tr.state;
          lines = redrawChangedLines(lines, state, tr.changes, all(state), (ranges) => groupLines(state, ranges));
          expect(describeDeco(state, lines)).toEqual(describeDeco(state, groupLines(state, all(state))));
        }
      }),
    );
  });
});
