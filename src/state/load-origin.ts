/**
 * Which origin a newly loaded draft is read against, and whether it is the same site as the
 * draft it replaces. A file that names its site (`Host:`, `Sitemap:`) or arrives with one (a
 * fetched file, a share link) takes that origin. Otherwise an origin the person typed is
 * kept, while one that only came from the previous file (or the default) goes back to the
 * default: a pasted, unrelated file must not be read against the last file's site.
 */
import { fileOrigin } from "../core/file-origin.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { DEFAULT_ORIGIN } from "../core/url.ts";

export interface LoadOrigin {
  origin: string;
  /** The new draft belongs to another site than the one before (its Compare URLs do not carry over). */
  changedSite: boolean;
}

/** The origin a file names for itself, or null. */
export function ownOrigin(text: string): string | null {
  return text.trim() === "" ? null : fileOrigin(parseRobotsTxt(text));
}

/**
 * The origin for a draft loaded over `before`. `given` is the origin it arrived with (a
 * fetched file's site, a share link's origin), if any; `keepSite` loads (history) keep the origin.
 */
export function originForLoad(
  before: { text: string; origin: string; givenOrigin?: string | null },
  next: { text: string; givenOrigin?: string | null; keepSite?: boolean },
): LoadOrigin {
  if (next.keepSite) return { origin: before.origin, changedSite: false };
  const named = next.givenOrigin?.trim() || ownOrigin(next.text);
  let origin: string;
  if (named) {
    origin = named;
  } else {
    // Set by hand: neither the default, nor the previous file's own, nor the one it arrived with.
    const setByHand =
      before.origin !== DEFAULT_ORIGIN && before.origin !== before.givenOrigin && before.origin !== ownOrigin(before.text);
    origin = setByHand ? before.origin : DEFAULT_ORIGIN;
  }
  return { origin, changedSite: origin !== before.origin };
}
