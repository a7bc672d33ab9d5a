/**
 * The editor's extensions that the first paint does not need: completion, search and replace
 * with selection-match highlighting, and the linter (with the core linter it runs) and its
 * gutter. The setup (`setup.ts`) loads this module once the editor has painted, or at once
 * when a key that needs it is pressed, and puts these extensions in place by compartments.
 */
import { autocompletion, completionKeymap, startCompletion } from "@codemirror/autocomplete";
import { lintGutter, lintKeymap, openLintPanel, type Diagnostic } from "@codemirror/lint";
import { highlightSelectionMatches, openSearchPanel, search, searchKeymap } from "@codemirror/search";
import type { Extension } from "@codemirror/state";
import { keymap } from "@codemirror/view";
import { completionIconTheme, completionIcons } from "./complete-icons.ts";
import { robotsTxtLinter, type RobotsTxtLinterConfig } from "./lint.ts";

export { openLintPanel, openSearchPanel, startCompletion };

/**
 * Keeps the lint gutter readable and cheap when a file has thousands of findings: past
 * 2,000 only errors get a gutter marker (every finding is still underlined and listed).
 */
function gutterFilter(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.length > 2_000 ? diagnostics.filter((d) => d.severity === "error") : [...diagnostics];
}

/** The deferred extensions, in the order the full setup lists them; `false` leaves the linter out. */
export function deferredExtensions(lint: RobotsTxtLinterConfig | false): Extension {
  return [
    highlightSelectionMatches(),
    search({ top: true }),
    // Icons drawn as SVG (CodeMirror's are characters many fonts lack).
    autocompletion({ icons: false, addToOptions: [completionIcons] }),
    completionIconTheme,
    lint === false ? [] : robotsTxtLinter(lint),
    keymap.of([...completionKeymap, ...searchKeymap, ...lintKeymap]),
  ];
}

/** The lint gutter (it takes the place of the empty one the editor first shows). */
export function deferredLintGutter(): Extension {
  return lintGutter({ markerFilter: gutterFilter });
}
