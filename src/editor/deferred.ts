/**
 * The editor's extensions that the first paint does not need: completion, search and replace
 * with selection-match highlighting, and the linter (with the core linter it runs) and its
 * gutter. The setup (`setup.ts`) loads this module once the editor has painted, or at once
 * when a key that needs it is pressed, and puts these extensions in place by compartments.
 */
import { autocompletion, completionKeymap, startCompletion } from "@codemirror/autocomplete";
import { lintGutter, lintKeymap, openLintPanel, setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { highlightSelectionMatches, openSearchPanel, search, searchKeymap } from "@codemirror/search";
import type { EditorState, Extension } from "@codemirror/state";
import { keymap, tooltips, type EditorView } from "@codemirror/view";
import { completionIconTheme, completionIcons } from "./complete-icons.ts";
import { robotsTxtLinter, type RobotsTxtLinterConfig } from "./lint.ts";
import { shownAgain, shownFindingCount } from "./lint-window.ts";
import type { DeferredPart } from "./deferred-parts.ts";
import { pointerTracker } from "./pointer.ts";

export { openLintPanel, openSearchPanel, startCompletion };

/**
 * Keeps the lint gutter readable and cheap when a file has thousands of findings: past
 * 2,000 only errors get a gutter marker (every finding is still underlined and listed).
 * The count is the whole answer's, also when CodeMirror holds only the findings near the
 * viewport (lint-window.ts).
 */
function gutterFilter(diagnostics: readonly Diagnostic[], state: EditorState): Diagnostic[] {
  return (shownFindingCount(state) ?? diagnostics.length) > 2_000 ? diagnostics.filter((d) => d.severity === "error") : [...diagnostics];
}

/**
 * Where tooltips may go: the part of the window the editor covers. The completion list's
 * info box, hover help and lint tooltips then stay over the editor instead of covering (or
 * being covered by) what sits beside or above it: the workbench's side panel, the toolbar.
 */
export function editorTooltipSpace(view: EditorView): { left: number; right: number; top: number; bottom: number } {
  const editor = view.dom.getBoundingClientRect();
  const page = view.dom.ownerDocument.documentElement;
  return { left: Math.max(0, editor.left), right: Math.min(page.clientWidth, editor.right), top: Math.max(0, editor.top), bottom: Math.min(page.clientHeight, editor.bottom) };
}

/**
 * The deferred extensions, in the order the full setup lists them; `false` leaves the linter
 * out, and `has` (for measurement) any part it does not name.
 */
export function deferredExtensions(lint: RobotsTxtLinterConfig | false, has: (part: DeferredPart) => boolean = () => true): Extension {
  const part = (name: DeferredPart, extension: () => Extension): Extension => (has(name) ? extension() : []);
  return [
    part("tooltips", () => tooltips({ tooltipSpace: editorTooltipSpace })),
    // One tap, one tooltip (touch screens): which pointer pressed where.
    part("pointerTracker", () => pointerTracker),
    part("selectionMatches", () => highlightSelectionMatches()),
    part("search", () => search({ top: true })),
    // Icons drawn as SVG (CodeMirror's are characters many fonts lack).
    // At most 16 options in the list's DOM at a time (CodeMirror's default is 100), around the
    // selected one: about two lists' heights (it shows 7 or 8). The list is rebuilt at each
    // keystroke while it is open, and its style and layout are worked out there and then (CodeMirror
    // scrolls the selected option into view): the 300 used paths offered after `Disallow:` made
    // 700 elements at 100, 280 at 40. The arrow keys and typing still reach them all.
    part("completion", () => [autocompletion({ icons: false, addToOptions: [completionIcons], maxRenderedOptions: 16 }), completionIconTheme]),
    lint === false ? [] : part("lint", () => robotsTxtLinter(lint)),
    keymap.of([...(has("completion") ? completionKeymap : []), ...(has("search") ? searchKeymap : []), ...(has("lint") ? lintKeymap : [])]),
  ];
}

/** The lint gutter (it takes the place of the empty one the editor first shows). */
export function deferredLintGutter(): Extension {
  return lintGutter({ markerFilter: gutterFilter });
}

/**
 * Gives the lint gutter, once in place, the markers of the findings the editor shows already
 * (it starts empty; see `shownAgain`). Nothing to do while no finding is shown.
 */
export function fillLintGutter(view: EditorView): void {
  const list = shownAgain(view.state);
  if (list.length > 0) view.dispatch(setDiagnostics(view.state, list));
}
