/**
 * Which two versions the History panel's "Compare versions" section compares, shared so the
 * History list's and the Compare panel's buttons can open it with a choice made: a version
 * id, `current` (the draft) or `pasted` (a pasted file). `request` counts requests to run it.
 */
import { create } from "zustand";

export const CURRENT_DRAFT = "current";
export const PASTED_FILE = "pasted";

export interface VersionCompareState {
  /** Null: the newest version (or the pasted file when there is none). */
  from: string | null;
  to: string;
  pasted: string;
  request: number;
}

export const useVersionCompare = create<VersionCompareState>()(() => ({
  from: null,
  to: CURRENT_DRAFT,
  pasted: "",
  request: 0,
}));

/** Chooses the two sides and asks the section to compare them (and show itself). */
export function openVersionCompare(choice: { from?: string | null; to?: string }): void {
  const state = useVersionCompare.getState();
  useVersionCompare.setState({
    from: choice.from === undefined ? state.from : choice.from,
    to: choice.to ?? state.to,
    request: state.request + 1,
  });
}
