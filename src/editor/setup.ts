/**
 * The workbench's editor setup: CodeMirror's usual editing extensions (line numbers, folding,
 * history, search and replace, completion, lint gutter and panel, keymaps) around
 * `robotsTxt()` and `robotsTxtLinter()`. The React wrapper and the benchmark use the same list.
 */
import { autocompletion, completionKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { foldGutter, foldKeymap } from "@codemirror/language";
import { lintGutter, lintKeymap, type Diagnostic } from "@codemirror/lint";
import { highlightSelectionMatches, search, searchKeymap } from "@codemirror/search";
import type { Extension } from "@codemirror/state";
import {
  EditorView,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { robotsTxtKeymap } from "./commands.ts";
import { robotsTxt } from "./index.ts";
import { robotsTxtLinter, type RobotsTxtLinterConfig } from "./lint.ts";

/**
 * Keeps the lint gutter readable and cheap when a file has thousands of findings: past
 * 2,000 only errors get a gutter marker (every finding is still underlined and listed).
 */
function gutterFilter(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.length > 2_000 ? diagnostics.filter((d) => d.severity === "error") : [...diagnostics];
}

/** Options of {@link robotsTxtSetup}. */
export interface RobotsTxtSetupOptions {
  /** Accessible name of the editable content. */
  label?: string;
  /** Lint options (engines and messages otherwise come from the robots.txt configuration). */
  lint?: RobotsTxtLinterConfig | false;
}

/**
 * Returns the full editor setup: robots.txt support and lint, line numbers, fold and lint
 * gutters, history, search and replace, completion, selection drawing and the keymaps
 * (Shift-Alt-F formats, Ctrl-Shift-M opens the lint panel, Ctrl-F searches).
 */
export function robotsTxtSetup(options: RobotsTxtSetupOptions = {}): Extension {
  return [
    lineNumbers(),
    foldGutter(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    dropCursor(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    search({ top: true }),
    autocompletion(),
    robotsTxt(),
    options.lint === false ? [] : [robotsTxtLinter(options.lint || {}), lintGutter({ markerFilter: gutterFilter })],
    keymap.of([...robotsTxtKeymap, ...completionKeymap, ...searchKeymap, ...foldKeymap, ...lintKeymap, ...historyKeymap, ...defaultKeymap]),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ "aria-label": options.label ?? "robots.txt editor" }),
  ];
}
