import { describe, expect, it } from "vitest";
import { EditorSelection, EditorState, type TransactionSpec } from "@codemirror/state";
import { showPanel, type EditorView } from "@codemirror/view";
import { forEachDiagnostic, openLintPanel, setDiagnostics, type Diagnostic as CmDiagnostic } from "@codemirror/lint";
import { lintRobotsTxt } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import type { Diagnostic } from "../core/types.ts";
import { makeT } from "../i18n/format.ts";
import { lintMessages } from "../i18n/en/lint.ts";
import { editorMessages } from "../i18n/en/editor.ts";
import { diagnosticsToShow, lintPanelOpen, lintWindow, nextFinding, nextFindingAt, refitted, sameAsShown, sameBytes, shownAgain, shownFindingCount, WINDOW_FINDINGS } from "./lint-window.ts";
import { packDiagnostics, packedCount } from "./transfer.ts";

const format = makeT({ ...lintMessages, ...editorMessages }, "en");
// 3,000 double wildcards, one a line after the first: a finding on every line but the first.
const TEXT = "User-agent: *\n" + Array.from({ length: 3_000 }, (_, i) => `Disallow: /p${i}**`).join("\n");

function setup() {
  let state = EditorState.create({ doc: TEXT, extensions: [lintWindow] });
  const core = lintRobotsTxt(parseRobotsTxt(TEXT), { engines: ["google"] });
  const packed = packDiagnostics(core).packed;
  const view = {
    get state() {
      return state;
    },
    dispatch(spec: TransactionSpec) {
      state = state.update(spec).state;
    },
    plugin: () => null,
  } as unknown as EditorView;
  return { view, core, packed, state: () => state };
}

/** Lines `first` to `last` as a viewport. */
function lines(state: EditorState, first: number, last: number) {
  return { from: state.doc.line(first).from, to: state.doc.line(last).to };
}

/** The findings CodeMirror's lint state holds: [from, to, code]. */
function held(state: EditorState): [number, number, string][] {
  const out: [number, number, string][] = [];
  forEachDiagnostic(state, (d, from, to) => out.push([from, to, d.source!]));
  return out;
}

const spanOf = (d: Diagnostic | CmDiagnostic): [number, number] => [d.from, d.to];

describe("a large lint answer near the viewport", () => {
  it("gives CodeMirror the findings of the lines around the viewport only, and knows the whole count", () => {
    const { view, core, packed, state } = setup();
    expect(core.length).toBeGreaterThan(2 * WINDOW_FINDINGS);
    const list = diagnosticsToShow(state(), packed, format, lines(state(), 1_500, 1_540));
    // Lines 1,200 to 1,840: those findings, in the core's words.
    const expected = core.filter((d) => d.line >= 1_200 && d.line <= 1_840);
    expect(list.map(spanOf)).toEqual(expected.map(spanOf));
    expect(list[0].message).toBe(format(expected[0].code, expected[0].params));
    view.dispatch(setDiagnostics(state(), list));
    expect(held(state())).toHaveLength(expected.length);
    expect(shownFindingCount(state())).toBe(core.length);
  });

  it("follows the viewport when it leaves those lines, with the findings moved by the edits since the lint", () => {
    const { view, core, packed, state } = setup();
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), packed, format, lines(state(), 1, 40))));
    // Within the lines held: nothing to change.
    expect(refitted(state(), lines(state(), 100, 140))).toBeNull();
    view.dispatch({ changes: { from: 0, insert: "# top\n" } });
    const list = refitted(state(), lines(state(), 2_900, 2_940))!;
    expect(list).not.toBeNull();
    view.dispatch(setDiagnostics(state(), list));
    const expected = core.filter((d) => d.line >= 2_599 && d.line <= 3_001).map((d) => [d.from + 6, d.to + 6, d.code]);
    expect(held(state())).toEqual(expected);
    // The marks are on the text the lint found them in.
    expect(state().sliceDoc(expected[0][0] as number, expected[0][1] as number)).toBe("**");
  });

  it("gives CodeMirror every finding while the lint panel is open, and the lines around the viewport again once it closes", () => {
    const { view, core, packed, state } = setup();
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), packed, format, lines(state(), 1, 40))));
    openLintPanel(view);
    expect(lintPanelOpen(state())).toBe(true);
    const whole = refitted(state(), lines(state(), 1, 40))!;
    expect(whole).toHaveLength(core.length);
    view.dispatch(setDiagnostics(state(), whole));
    expect(refitted(state(), lines(state(), 1, 40))).toBeNull();
    // An answer while the panel is open is given whole.
    expect(diagnosticsToShow(state(), packed, format, lines(state(), 1, 40))).toHaveLength(core.length);
  });

  it("moves F8 to the next finding of the whole answer beyond the lines held, and wraps to the first", () => {
    const { view, core, packed, state } = setup();
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), packed, format, lines(state(), 1, 40))));
    const last = held(state()).at(-1)!;
    view.dispatch({ selection: EditorSelection.cursor(last[1]) });
    const next = core.find((d) => d.from > last[1])!;
    expect(nextFindingAt(state())).toBe(next.from);
    expect(nextFinding(view)).toBe(true);
    expect(state().selection.main.from).toBe(next.from);
    expect(state().selection.main.to).toBe(next.to);
    // Past the last finding: the first.
    view.dispatch({ selection: EditorSelection.cursor(state().doc.length) });
    expect(nextFindingAt(state())).toBe(core[0].from);
    nextFinding(view);
    expect(state().selection.main.from).toBe(core[0].from);
  });

  it("finds the findings of the lines around the viewport by bisection when the answer is in order, and by a scan when it is not", () => {
    const { core, packed, state } = setup();
    expect(packed.ordered).toBe(true);
    let reads = 0;
    const counting = (p: typeof packed) => ({ ...p, spans: new Proxy(p.spans, { get: (target, key) => (typeof key === "string" && /^\d+$/.test(key) && reads++, Reflect.get(target, key)) }) });
    const viewport = lines(state(), 1_500, 1_540);
    const list = diagnosticsToShow(state(), counting(packed), format, viewport);
    const expected = core.filter((d) => d.line >= 1_200 && d.line <= 1_840);
    expect(list.map(spanOf)).toEqual(expected.map(spanOf));
    // Five reads per finding taken (two to look, three to make it), a few to find the first.
    expect(reads).toBeLessThan(5 * expected.length + 50);
    // Out of order (the group checks' findings after the line checks'): the same findings, by a
    // scan that looks at every finding.
    const shuffled = [...core.slice(1_000), ...core.slice(0, 1_000)];
    const unordered = packDiagnostics(shuffled).packed;
    expect(unordered.ordered).toBe(false);
    reads = 0;
    const scanned = diagnosticsToShow(state(), counting(unordered), format, viewport);
    expect(scanned.map(spanOf).sort((x, y) => x[0] - y[0])).toEqual(expected.map(spanOf));
    expect(reads).toBeGreaterThanOrEqual(2 * core.length);
  });

  it("knows an answer that says what the one shown says once moved with the edits, and no other", () => {
    const { view, packed, state } = setup();
    const lint = () => packDiagnostics(lintRobotsTxt(parseRobotsTxt(state().doc.toString()), { engines: ["google"] })).packed;
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), packed, format, lines(state(), 2_950, 3_001))));
    expect(sameAsShown(state(), packed, format)).toBe(true);
    // A line break typed right after the last finding touches it (where its mark ends):
    // handed over again.
    view.dispatch({ changes: { from: state().doc.length, insert: "\n" } });
    expect(sameAsShown(state(), lint(), format)).toBe(false);
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), lint(), format, lines(state(), 2_950, 3_001))));
    // A comment typed on the new line, past every finding: the same findings.
    view.dispatch({ changes: { from: state().doc.length, insert: "# a" } });
    expect(sameAsShown(state(), lint(), format)).toBe(true);
    // In other words (a language switch), it is not.
    expect(sameAsShown(state(), lint(), makeT({ ...lintMessages, ...editorMessages }, "en"))).toBe(false);
    // A new finding at the end.
    view.dispatch({ changes: { from: state().doc.length, insert: "\nDisallow: /q**" } });
    expect(sameAsShown(state(), lint(), format)).toBe(false);
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), lint(), format, lines(state(), 2_950, 3_001))));
    expect(sameAsShown(state(), lint(), format)).toBe(true);
    // A character typed in a finding (the linter moves it; CodeMirror's mark would not say so).
    const last = state().doc.length;
    view.dispatch({ changes: { from: last - 1, insert: "x" } });
    expect(sameAsShown(state(), lint(), format)).toBe(false);
    view.dispatch({ changes: { from: last - 1, to: last } });
    // A line inserted above the findings: each is on another line, its fix's offsets moved.
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), lint(), format, lines(state(), 2_950, 3_001))));
    view.dispatch({ changes: { from: 0, insert: "# top\n" } });
    expect(sameAsShown(state(), lint(), format)).toBe(false);
    // A character typed in that comment leaves every finding on its line and moves it and its
    // fix's edits alike: the same.
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), lint(), format, lines(state(), 2_950, 3_001))));
    expect(sameAsShown(state(), lint(), format)).toBe(true);
    view.dispatch({ changes: { from: 2, insert: "x" } });
    expect(sameAsShown(state(), lint(), format)).toBe(true);
  });

  it("knows a finding moved with its fixes by an edit above it, and not one whose fix changed or edits text that changed", () => {
    const text = "# note\nDisallow: /a**\n";
    const at = text.indexOf("**");
    const lineFrom = text.indexOf("Disallow");
    // A finding on the "**", moved by `shift`, with a fix of one edit at `edit` (offsets of the text linted).
    const answer = (shift: number, edit: { from: number; to: number; insert: string }) =>
      packDiagnostics([
        {
          from: at + shift, to: at + 2 + shift, line: 2, severity: "warning", code: "double-wildcard", params: {}, engines: ["google"],
          fixes: [{ code: "double-wildcard", params: {}, edits: [{ from: edit.from + shift, to: edit.to + shift, insert: edit.insert }] }],
        },
      ]).packed;
    const whole = { from: 0, to: text.length };
    const collapse = { from: at, to: at + 2, insert: "*" };
    let state = EditorState.create({ doc: text, extensions: [lintWindow] });
    state = state.update(setDiagnostics(state, diagnosticsToShow(state, answer(0, collapse), format, whole))).state;
    // Two characters typed in the comment above: the finding and its fix's edit two further on.
    state = state.update({ changes: { from: 3, insert: "ab" } }).state;
    expect(sameAsShown(state, answer(2, collapse), format)).toBe(true);
    // The fix writes something else, or edits elsewhere from the finding: handed over.
    expect(sameAsShown(state, answer(2, { ...collapse, insert: "" }), format)).toBe(false);
    expect(sameAsShown(state, answer(2, { ...collapse, from: at + 1 }), format)).toBe(false);
    // A fix deleting the whole line, and a letter of that line replaced by another (the span
    // untouched, the answer alike): the fix shown would no longer find the text it deletes.
    const deleteLine = { from: lineFrom, to: text.length, insert: "" };
    state = EditorState.create({ doc: text, extensions: [lintWindow] });
    state = state.update(setDiagnostics(state, diagnosticsToShow(state, answer(0, deleteLine), format, whole))).state;
    state = state.update({ changes: { from: 3, insert: "ab" } }).state;
    expect(sameAsShown(state, answer(2, deleteLine), format)).toBe(true);
    state = state.update({ changes: { from: lineFrom + 2, to: lineFrom + 3, insert: "d" } }).state;
    expect(sameAsShown(state, answer(2, deleteLine), format)).toBe(false);
  });

  it("hands the findings shown over again (for a lint gutter installed after them), still known as the answer shown", () => {
    const { view, packed, state } = setup();
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), packed, format, lines(state(), 2_950, 3_001))));
    const shown = held(state());
    expect(shown.length).toBeGreaterThan(0);
    view.dispatch(setDiagnostics(state(), shownAgain(state())));
    expect(held(state())).toEqual(shown);
    // Still the answer shown: the same answer again is not handed over.
    expect(sameAsShown(state(), packed, format)).toBe(true);
    // After an edit above them: the findings where CodeMirror moved them, the whole answer's count still known.
    view.dispatch({ changes: { from: 0, insert: "# top\n" } });
    const moved = held(state());
    const again = shownAgain(state());
    expect(again.map((d) => [d.from, d.to])).toEqual(moved.map(([from, to]) => [from, to]));
    view.dispatch(setDiagnostics(state(), again));
    expect(held(state())).toEqual(moved);
    expect(shownFindingCount(state())).toBe(packedCount(packed));
  });

  it("hands them over with their words and fixes, moved or not", () => {
    const { view, packed, state } = setup();
    view.dispatch(setDiagnostics(state(), diagnosticsToShow(state(), packed, format, lines(state(), 2_950, 3_001))));
    const words = (list: readonly CmDiagnostic[]) => list.map((d) => [d.message, d.actions?.map((a) => a.name)]);
    const before = words(shownAgain(state()));
    expect(before[0][0]).toMatch(/\*/);
    expect(before[0][1]?.length).toBeGreaterThan(0);
    view.dispatch(setDiagnostics(state(), shownAgain(state())));
    expect(words(shownAgain(state()))).toEqual(before);
    view.dispatch({ changes: { from: 0, insert: "# top\n" } });
    const again = shownAgain(state());
    expect(again[0].from).toBeGreaterThan(0);
    expect(words(again)).toEqual(before);
  });

  it("tells the lint panel from other panels", () => {
    const other = () => ({ dom: {} as HTMLElement });
    let state = EditorState.create({ doc: TEXT, extensions: [lintWindow] });
    expect(lintPanelOpen(state)).toBe(false);
    state = EditorState.create({ doc: TEXT, extensions: [lintWindow, showPanel.of(other)] });
    expect(lintPanelOpen(state)).toBe(false);
    const view = {
      get state() {
        return state;
      },
      dispatch(spec: TransactionSpec) {
        state = state.update(spec).state;
      },
      plugin: () => null,
    } as unknown as EditorView;
    openLintPanel(view);
    expect(lintPanelOpen(state)).toBe(true);
  });

  it("gives a small answer whole", () => {
    const { state } = setup();
    const core = lintRobotsTxt(parseRobotsTxt(TEXT.slice(0, 2_000)), { engines: ["google"] });
    expect(core.length).toBeLessThanOrEqual(WINDOW_FINDINGS);
    expect(diagnosticsToShow(state(), packDiagnostics(core).packed, format, lines(state(), 1, 2))).toHaveLength(core.length);
  });
});

describe("sameBytes", () => {
  it("tells equal bytes from bytes that differ anywhere, aligned in their buffers or not", () => {
    for (let n = 0; n <= 19; n++) {
      for (const offset of [0, 1, 2, 4]) {
        const x = new Uint8Array(new ArrayBuffer(n + 8), offset, n);
        const y = new Uint8Array(new ArrayBuffer(n + 8), 4, n);
        for (let i = 0; i < n; i++) x[i] = y[i] = (i * 37 + n) & 255;
        expect(sameBytes(x, y), `length ${n}, offset ${offset}`).toBe(true);
        for (let i = 0; i < n; i++) {
          y[i] ^= 0x80;
          expect(sameBytes(x, y), `length ${n}, offset ${offset}, byte ${i}`).toBe(false);
          expect(sameBytes(y, x), `length ${n}, offset ${offset}, byte ${i}`).toBe(false);
          y[i] ^= 0x80;
        }
        // Bytes past the views' ends in the same buffers are not theirs.
        new Uint8Array(y.buffer)[4 + n] = 1;
        expect(sameBytes(x, y)).toBe(true);
        expect(sameBytes(x, y.subarray(0, Math.max(0, n - 1)))).toBe(n === 0);
      }
    }
  });
});
