/**
 * The names of the deferred extensions (`deferred.ts`), kept apart from them so the setup can
 * name them without loading them.
 */
export const DEFERRED_PARTS = ["tooltips", "pointerTracker", "selectionMatches", "search", "completion", "lint", "lintGutter"] as const;

/** A deferred extension by name (see `SetupPart` in `setup.ts`). */
export type DeferredPart = (typeof DEFERRED_PARTS)[number];
