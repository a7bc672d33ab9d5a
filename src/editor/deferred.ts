/**
 * The editor's extensions that the first paint does not need: completion, search and replace
 * with selection-match highlighting, and the linter (with the core linter it runs). The setup
 * (`setup.ts`) loads this module right after the editor first shows, or at once when a key
 * that needs it is pressed, and puts these extensions in place through a compartment.
 */
import { autocompletion, completionKeymap, startCompletion } from "@codemirror/autocomplete";
import { highlightSelectionMatches, openSearchPanel, search, searchKeymap } from "@codemirror/search";
import type { Extension } from "@codemirror/state";
import { keymap } from "@codemirror/view";
import { robotsTxtLinter, type RobotsTxtLinterConfig } from "./lint.ts";

export { openSearchPanel, startCompletion };

/** The deferred extensions, in the order the full setup lists them; `false` leaves the linter out. */
export function deferredExtensions(lint: RobotsTxtLinterConfig | false): Extension {
  return [
    highlightSelectionMatches(),
    search({ top: true }),
    autocompletion(),
    lint === false ? [] : robotsTxtLinter(lint),
    keymap.of([...completionKeymap, ...searchKeymap]),
  ];
}
