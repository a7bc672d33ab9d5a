/**
 * The English texts of the editor's help (en/editor-help.ts: hover cards, completion details,
 * rule priorities, usage-preference notes) load with the hover and completion modules, which
 * the editor imports on first use, not with the first screen.
 */
import { addEnglish } from "./index";
import { editorHelpMessages } from "./en/editor-help";

let added = false;

/** Adds the English editor-help texts to the catalog (once). */
export function ensureEditorHelpCatalog(): void {
  if (added) return;
  added = true;
  addEnglish(editorHelpMessages);
}
