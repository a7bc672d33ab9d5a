/**
 * The English texts of usage preferences (en/prefs.ts) load with the chunks that show them
 * (the Test panel's preferences section, Compare, Bulk), not with the first screen: those
 * modules call `ensurePrefsCatalog()` once when they load.
 */
import { addEnglish } from "./index";
import { prefsMessages, prefsUi } from "./en/prefs";

let added = false;

/** Adds the English preference texts to the catalog (once). */
export function ensurePrefsCatalog(): void {
  if (added) return;
  added = true;
  addEnglish(prefsMessages, prefsUi);
}
