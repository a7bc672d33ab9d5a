/**
 * The English texts of the Bulk, History, Compare and Outline panels and the example files
 * (lazy-en/panels.ts) load with those panels and the Examples menu,
 * not with the first screen: each panel's module calls `ensurePanelsCatalog()` when it loads.
 */
import { addEnglish } from "./index";
import { panelsMessages } from "./lazy-en/panels";

let added = false;

/** Adds the English Bulk and History texts to the catalog (once). */
export function ensurePanelsCatalog(): void {
  if (added) return;
  added = true;
  addEnglish(panelsMessages);
}
