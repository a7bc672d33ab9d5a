/**
 * The app's limits and thresholds, each named once with the reason for its value. They are
 * sizes where the app changes how it works (not engine facts: an engine's own size limit is
 * in limits.ts). Lengths are UTF-16 code units unless a name says bytes.
 *
 * Measured with `npm run bench:editor` (typing latency) and `npm run bench:bulk`; change a
 * value only with those figures before and after.
 */

/**
 * A document longer than this is large for the editor: whole-document work leaves the
 * keystroke path. Lint runs in a Web Worker, groups are recomputed when typing idles, the
 * completion list of used paths is reused across nearby edits, and the editor hands its
 * text to the store only when typing pauses ({@link TYPING_PAUSE_MS}). Up to this size each
 * of these costs well under a frame on a mid-range laptop.
 */
export const EDITOR_LARGE_TEXT = 50_000;

/**
 * A document longer than this is large for the side panels: views that compile the file for
 * verdicts (Test, Compare, Outline) read it as it was when typing last paused, so compiling
 * does not hold up each keystroke. Twice the editor's mark: compiling is cheaper per
 * character than linting, and the verdict should stay live as long as it can.
 */
export const VIEW_LARGE_TEXT = 100_000;

/**
 * How long typing must pause (ms) before a large document is handed on (editor → store, and
 * store → verdict views): long enough to span the gap between keystrokes of steady typing.
 */
export const TYPING_PAUSE_MS = 300;

/**
 * Below this length the editor's size marks (the engines' byte limits) are measured again
 * over the whole text on each change; past it they follow the edit. Measuring is a plain
 * byte count, so the whole-text pass stays cheap much longer than linting does.
 */
export const SIZE_REMEASURE_TEXT = 100_000;

/**
 * The most URLs a list holds (Bulk lists, share links, worker parsing). A sitemap index of
 * this size still tests in seconds; past it, memory for the verdict columns becomes the
 * limit on a phone. One number, so a list accepted in one place is accepted in all.
 */
export const MAX_LIST_URLS = 100_000;

/**
 * The longest URL a share link or expectations file may carry. Browsers and servers commonly
 * refuse request lines past 8 KiB, so a longer URL is not one a crawler would fetch.
 */
export const MAX_URL_CHARS = 8_192;
