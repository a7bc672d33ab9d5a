/**
 * The English texts of the lint findings (en/lint.ts) load after the first screen, not with
 * it: the app imports this module right after its first render (long before anyone reads a
 * finding), and the Findings panel imports it when it loads. Components re-render when the
 * texts arrive.
 */
import { addEnglish } from "./index";
import { lintMessages } from "./en/lint";

let added = false;

/** Adds the English lint texts to the catalog (once). */
export function ensureLintCatalog(): void {
  if (added) return;
  added = true;
  addEnglish(lintMessages);
}
