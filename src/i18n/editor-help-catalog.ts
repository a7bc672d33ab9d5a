/**
 * The English texts of the editor's help (en/editor-help.ts: hover cards, completion details,
 * rule priorities, usage-preference notes) load with the hover and completion modules, which
 * the editor imports on first use, not with the first screen.
 */
import { addEnglishUnseen } from "./index";
import { editorHelpMessages } from "./en/editor-help";

let added = false;

/** Adds the English editor-help texts to the catalog (once), re-rendering nothing: their readers await this load. */
export function ensureEditorHelpCatalog(): void {
  if (added) return;
  added = true;
  addEnglishUnseen(editorHelpMessages);
}
