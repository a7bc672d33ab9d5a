/**
 * What happened to the last share link or share file opened, as the files toolbar's notices
 * show it. Apart from `share.ts` (encoding, decoding, opening links), which loads with the
 * autosave or the Share dialog.
 */

import { create } from "zustand";

/** Why a share link could not be read. */
export type ShareError =
  | "empty"
  | "not-base64"
  | "not-deflate"
  | "not-utf8"
  | "not-json"
  | "bad-shape"
  | "unsupported-version"
  | "too-large";

/** What happened to the last share link or share file opened. */
export type ShareNotice =
  | { kind: "imported"; urls: number; expectations: number }
  | { kind: "error"; error: ShareError }
  | null;

/** The share notice store (shown by the files toolbar). */
export const useShareNotice = create<{ notice: ShareNotice }>()(() => ({ notice: null }));

/** Dismisses the share notice. */
export function dismissShareNotice(): void {
  useShareNotice.setState({ notice: null });
}
