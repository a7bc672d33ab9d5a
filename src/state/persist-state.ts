/**
 * The autosave's status and the files area's preferences: small stores the toolbar, its
 * notices and dialogs read from the first paint. The autosave itself (`persist.ts`, with the
 * bulk list, history and share links it restores) loads after it.
 */

import { create } from "zustand";

/**
 * - `pending`: not restored yet; `saved`: everything is written;
 * - `unavailable`: no storage (private mode, blocked); `full`: the quota is reached;
 * - `failed`: a write failed for another reason. In the last three the app works in memory.
 */
export type StorageStatus = "pending" | "saved" | "unavailable" | "full" | "failed";

export interface PersistenceState {
  status: StorageStatus;
  /** When the last write succeeded. */
  savedAt: number | null;
  /** The error's name, for the notice's details. */
  errorName: string | null;
}

/** The storage status, shown by the files toolbar. */
export const usePersistence = create<PersistenceState>()(() => ({ status: "pending", savedAt: null, errorName: null }));

/** Preferences of the files area. */
export interface PrefsState {
  /** A proxy URL template with `{url}` for loading robots.txt across origins; "" (off) by default. */
  proxyTemplate: string;
}

/** The files area's preferences (persisted with the settings). */
export const usePrefs = create<PrefsState>()(() => ({ proxyTemplate: "" }));

/** A draft another tab of the workbench stored, as it told this one. */
export interface DraftElsewhere {
  rev: string;
  text: string;
  origin: string;
  savedAt: number;
}

export interface TabsState {
  /** Other open tabs of the workbench (their page ids), as they answered on the tabs channel. */
  others: string[];
  /** The latest draft another tab stored, when its text differs from this tab's; null once handled. */
  draftElsewhere: DraftElsewhere | null;
  /** The "open in another tab" notice was dismissed. */
  dismissed: boolean;
}

/** What this tab knows about the workbench's other tabs (shown by the files area's notices). */
export const useTabs = create<TabsState>()(() => ({ others: [], draftElsewhere: null, dismissed: false }));
