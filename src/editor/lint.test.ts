import { describe, expect, it } from "vitest";
import { EditorState } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { history, undo } from "@codemirror/commands";
import { LINT_CODES, lintRobotsTxt, type LintCode } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import type { EngineId, Fix } from "../core/types.ts";
import { lintMessages } from "../i18n/en/lint.ts";
import { editorMessages } from "../i18n/en/editor.ts";
import { editorHelpMessages } from "../i18n/en/editor-help.ts";
import { makeT } from "../i18n/format.ts";
import { fixTransaction, robotsTxtDiagnostics, robotsTxtLintSource, toCodeMirrorDiagnostic } from "./lint.ts";
import { robotsTxt } from "./index.ts";

const format = makeT({ ...lintMessages, ...editorMessages, ...editorHelpMessages }, "en");
const ALL: EngineId[] = ["google", "bing", "yandex", "yandex-classic", "original", "rfc9309"];
const BIG = "User-agent: *\n" + "Disallow: /private-directory/page.html\n".repeat(14_000);

/** One text producing each lint code, and the engines to lint it for. */
const SAMPLES: Partial<Record<LintCode, { text: string; engines?: EngineId[] }>> = {
  bom: { text: "\uFEFFUser-agent: *\nDisallow: /x" },
  "html-file": { text: "<!DOCTYPE html>\n<html><body>Not found</body></html>" },
  "binary-file": { text: "GIF89a\u0001\0" },
  "code-dump": { text: "Traceback (most recent call last):\n  File \"a.py\"" },
  "json-file": { text: '{"status": 404}' },
  "xml-file": { text: '<?xml version="1.0"?>\n<svg></svg>' },
  "utf16-file": { text: "U\0s\0e\0r\0-\0a\0g\0e\0n\0t\0:\0 \0*\0" },
  "bom-misencoded": { text: "\u00ef\u00bb\u00bfUser-agent: *\nDisallow: /x" },
  "invisible-character": { text: "User-agent: *\nDisallow:\u00a0/x" },
  "user-agent-name-cut": { text: "User-agent: AI2Bot\nDisallow: /" },
  "duplicate-sitemap": { text: "Sitemap: https://a.com/s.xml\nSitemap: https://a.com/s.xml" },
  "size-limit-truncated": { text: BIG, engines: ["google"] },
  "size-limit-ignored": { text: BIG, engines: ["yandex"] },
  "nul-character": { text: "User-agent: *\nDisallow: /a\0b\0" },
  "line-too-long": { text: "User-agent: *\nDisallow: /" + "a".repeat(17_000) },
  "invalid-line": { text: "User-agent: *\nDisallow /a /b" },
  "unknown-directive": { text: "User-agent: *\nAllw: /a" },
  "directive-typo": { text: "User-agent: *\nDissallow: /a" },
  "directive-prefix": { text: "User-agent: *\nDisallowed: /a" },
  "missing-colon": { text: "User-agent: *\nDisallow /a" },
  "empty-user-agent": { text: "User-agent:\nDisallow: /" },
  "invalid-user-agent": { text: "User-agent: Googlebot/2.1\nDisallow: /x" },
  "user-agent-unreadable": { text: "User-agent: 360Spider\nDisallow: /" },
  "pattern-not-rooted": { text: "User-agent: *\nDisallow: private/" },
  "dollar-not-at-end": { text: "User-agent: *\nDisallow: /a$b" },
  "double-wildcard": { text: "User-agent: *\nDisallow: /a**b" },
  "lowercase-escape": { text: "User-agent: *\nDisallow: /a%e3%83%84" },
  "invalid-escape": { text: "User-agent: *\nDisallow: /100%zz" },
  "unencoded-character": { text: "User-agent: *\nDisallow: /a b" },
  "non-ascii-in-pattern": { text: "User-agent: *\nDisallow: /ツ" },
  "rule-too-long": { text: "User-agent: *\nDisallow: /" + "a".repeat(1100), engines: ["yandex"] },
  "invalid-sitemap-url": { text: "Sitemap: /sitemap.xml" },
  "crawl-delay-invalid": { text: "User-agent: *\nCrawl-delay: soon" },
  "host-invalid": { text: "User-Agent: *\nDisallow:\nHost: www.my_host.ru", engines: ["yandex-classic"] },
  "host-repeated": { text: "Host: a.ru\nHost: b.ru", engines: ["yandex-classic"] },
  "host-placement": { text: "User-Agent: *\nHost: www.myhost.ru", engines: ["yandex-classic"] },
  "clean-param-invalid": { text: "Clean-param: a=1", engines: ["yandex"] },
  "clean-param-too-long": { text: "Clean-param: " + "a".repeat(501), engines: ["yandex"] },
  "crawl-delay-ignored": { text: "User-agent: *\nCrawl-delay: 5" },
  "host-ignored": { text: "Host: example.com" },
  "clean-param-ignored": { text: "Clean-param: ref /a" },
  "noindex-ignored": { text: "User-agent: *\nNoindex: /x\nDisallow: /y" },
  "ignored-directive": { text: "User-agent: *\nRequest-rate: 1/5" },
  "rule-outside-group": { text: "Disallow: /x\nUser-agent: *\nDisallow: /y" },
  "agents-split-by-blank": { text: "User-agent: a\n\nUser-agent: b\nDisallow: /", engines: ALL },
  "agents-merged-across-line": { text: "User-agent: *\nCrawl-delay: 10\nUser-agent: badbot\nDisallow: /" },
  "blank-line-in-group": { text: "User-agent: *\nDisallow: /a\n\nDisallow: /b", engines: ALL },
  "duplicate-group": { text: "User-agent: a\nDisallow: /x\n\nUser-agent: A\nDisallow: /y", engines: ALL },
  "no-global-inheritance": { text: "User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/" },
  "disallow-all": { text: "User-agent: *\nDisallow: /" },
  "blocked-assets": { text: "User-agent: *\nDisallow: /*.css$" },
  "duplicate-rule": { text: "User-agent: *\nDisallow: /a\nDisallow: /a" },
  "disallow-tied-with-allow": { text: "User-agent: *\nDisallow: /a\nAllow: /a" },
  "shadowed-rule": { text: "User-agent: *\nAllow: /a\nDisallow: /a/b", engines: ["yandex-classic"] },
  "prefs-unparsable": { text: "User-agent: *\nContent-Usage: train-ai = n" },
  "content-signal-path": { text: "User-agent: *\nContent-Signal: /a/ search=yes" },
  "prefs-key-case": { text: "User-agent: *\nContent-Usage: Train-AI=n" },
  "prefs-unknown-key": { text: "User-agent: *\nContent-Usage: train-genai=n" },
  "prefs-other-vocabulary": { text: "User-agent: *\nContent-Usage: ai-train=n" },
  "prefs-invalid-value": { text: "User-agent: *\nContent-Usage: train-ai=no" },
  "prefs-duplicate-key": { text: "User-agent: *\nContent-Usage: train-ai=y, train-ai=n" },
  "prefs-path-disallowed": { text: "User-agent: *\nDisallow: /private/\nContent-Usage: /private/ train-ai=n" },
  "prefs-outside-group": { text: "Content-Signal: search=yes\nUser-agent: *\nAllow: /" },
  "prefs-outside-record": { text: "User-agent: *\nDisallow: /x\n\nContent-Usage: train-ai=n", engines: ["yandex"] },
  "license-invalid-url": { text: "License: /license.xml" },
};

function stateOf(text: string, engines?: EngineId[]): EditorState {
  return EditorState.create({ doc: text, extensions: [history(), robotsTxt({ engines, formatMessage: format, groupGutter: false })] });
}

/** A stand-in for a view: enough for an action to read the state and dispatch. */
function fakeView(state: EditorState): { view: EditorView; current: () => EditorState } {
  let current = state;
  const view = {
    get state() {
      return current;
    },
    dispatch(spec: Parameters<EditorView["dispatch"]>[0]) {
      current = current.update(spec as never).state;
    },
  } as unknown as EditorView;
  return { view, current: () => current };
}

function applyEdits(text: string, fix: Fix): string {
  let out = text;
  for (const e of [...fix.edits].sort((a, b) => b.from - a.from)) out = out.slice(0, e.from) + e.insert + out.slice(e.to);
  return out;
}

describe("robotsTxtDiagnostics", () => {
  it("has a sample for every lint code", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(LINT_CODES).sort());
  });

  describe.each((Object.keys(LINT_CODES) as LintCode[]).filter((code) => SAMPLES[code] !== undefined))("%s", (code) => {
    const { text, engines } = SAMPLES[code]!;
    const state = stateOf(text, engines);
    const core = lintRobotsTxt(parseRobotsTxt(state.doc.toString()), { engines: engines ?? ["google", "bing", "yandex"] });
    const cm = robotsTxtDiagnostics(state);

    it("maps span, severity, message and fixes of the core diagnostic", () => {
      const index = core.findIndex((d) => d.code === code);
      expect(index).toBeGreaterThanOrEqual(0);
      const d = core[index];
      const mapped = cm[index];
      expect(mapped).toMatchObject({ from: d.from, to: d.to, severity: d.severity, source: code });
      expect(mapped.message).toBe(format(code, d.params));
      expect(lintMessages[code]).toBeDefined();
      expect(mapped.actions?.map((a) => a.name)).toEqual(d.fixes.map((f) => format(`fix.${f.code}`, f.params)));
    });

    it("applies each quick fix as one undoable transaction", () => {
      core.forEach((d, index) => {
        if (d.code !== code) return;
        d.fixes.forEach((fix, i) => {
          const { view, current } = fakeView(state);
          cm[index].actions![i].apply(view, cm[index].from, cm[index].to);
          expect(current().doc.toString()).toBe(applyEdits(state.doc.toString(), fix));
          const { view: undoView, current: afterUndo } = fakeView(current());
          undo(undoView);
          expect(afterUndo().doc.toString()).toBe(state.doc.toString());
        });
      });
    });
  });

  it("moves a fix with its diagnostic when text was typed above it", () => {
    const state = stateOf("User-agent: *\nDissallow: /a");
    const d = robotsTxtDiagnostics(state).find((x) => x.source === "directive-typo")!;
    const { view, current } = fakeView(state);
    view.dispatch({ changes: { from: 0, insert: "# hi\n" } });
    d.actions![0].apply(view, d.from + 5, d.to + 5);
    expect(current().doc.toString()).toBe("# hi\nUser-agent: *\nDisallow: /a");
  });

  it("applies a fix once however often its button fires (mousedown and click of a slow click)", () => {
    const state = stateOf("User-agent: *\nDissallow: /private\n");
    const d = robotsTxtDiagnostics(state).find((x) => x.source === "directive-typo")!;
    const { view, current } = fakeView(state);
    d.actions![0].apply(view, d.from, d.to);
    d.actions![0].apply(view, d.from, d.to);
    expect(current().doc.toString()).toBe("User-agent: *\nDisallow: /private\n");
  });

  it("inserts a missing colon once however often its button fires", () => {
    const state = stateOf("User-agent: *\nDisallow /private\n");
    const d = robotsTxtDiagnostics(state).find((x) => x.actions?.length && x.source === "missing-colon")!;
    const { view, current } = fakeView(state);
    d.actions![0].apply(view, d.from, d.to);
    d.actions![0].apply(view, d.from, d.to);
    expect(current().doc.toString()).toBe("User-agent: *\nDisallow: /private\n");
  });

  it("leaves the text alone when what a fix replaces was changed since the lint", () => {
    const state = stateOf("User-agent: *\nDissallow: /a");
    const d = robotsTxtDiagnostics(state).find((x) => x.source === "directive-typo")!;
    const { view, current } = fakeView(state);
    view.dispatch({ changes: { from: 14, to: 23, insert: "Allow" } });
    d.actions![0].apply(view, d.from, d.to);
    expect(current().doc.toString()).toBe("User-agent: *\nAllow: /a");
  });

  it("runs in the calling thread through the lint source, with config overriding the state's", async () => {
    const state = stateOf("User-agent: *\nDisallow: /a\n\nDisallow: /b", ["google"]);
    const source = robotsTxtLintSource({ engines: ["yandex"] });
    const diagnostics = await source(fakeView(state).view);
    expect(diagnostics.map((d) => d.source)).toContain("blank-line-in-group");
  });

  it("waits for the configuration's lint texts before its first answer, and does not wait again", async () => {
    // The app adds the findings' texts to its catalog after the first screen, without
    // reconfiguring the editor; a message read before they arrive is kept as the bare code.
    const texts: Record<string, string> = {};
    const late = (code: string, params: Record<string, string | number | boolean>) => (code in texts ? format(code, params) : code);
    let loads = 0;
    const loadLintTexts = () => {
      loads++;
      return new Promise<void>((resolve) => setTimeout(() => {
        Object.assign(texts, lintMessages);
        resolve();
      }, 20));
    };
    const state = EditorState.create({ doc: "User-agent: *\nDissallow: /a\n", extensions: [robotsTxt({ formatMessage: late, loadLintTexts, groupGutter: false })] });
    const source = robotsTxtLintSource();
    const first = await source(fakeView(state).view);
    expect(first.find((d) => d.source === "directive-typo")?.message).toMatch(/^“Dissallow” is a misspelling of Disallow/);
    await source(fakeView(state).view);
    expect(loads).toBe(1);
  });

  it("shows codes when the lint texts fail to load", async () => {
    const state = EditorState.create({ doc: "User-agent: *\nDissallow: /a\n", extensions: [robotsTxt({ loadLintTexts: () => Promise.reject(new Error("offline")), groupGutter: false })] });
    const diagnostics = await robotsTxtLintSource()(fakeView(state).view);
    expect(diagnostics.map((d) => d.message)).toContain("directive-typo (found: Dissallow, fix: Disallow)");
  });

  it("lints for the configured engines", () => {
    const text = "User-agent: *\nDisallow: /a\n\nDisallow: /b";
    expect(robotsTxtDiagnostics(stateOf(text, ["google"])).map((d) => d.source)).not.toContain("blank-line-in-group");
    expect(robotsTxtDiagnostics(stateOf(text, ["yandex"])).map((d) => d.source)).toContain("blank-line-in-group");
  });

  it("clamps spans to the document", () => {
    const state = stateOf("User-agent: *");
    const d = toCodeMirrorDiagnostic(
      { code: "x", params: {}, from: 5, to: 99, line: 1, severity: "info", engines: [], fixes: [] },
      state.doc,
      format,
    );
    expect([d.from, d.to]).toEqual([5, 13]);
  });

  it("drops edits that no longer fit the document", () => {
    const state = stateOf("ab");
    const spec = fixTransaction(state, { code: "x", params: {}, edits: [{ from: 1, to: 2, insert: "c" }, { from: 5, to: 6, insert: "" }] });
    expect(state.update(spec).state.doc.toString()).toBe("ac");
  });
});
