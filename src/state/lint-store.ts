/**
 * The linter's last findings for the page (the toolbar's counts, the Findings panel, the
 * verdict card's "not a robots.txt" line): set by the editor after every lint run. The
 * findings keep the document they were computed on, so a fix is applied only to that text.
 */
import { create } from "zustand";
import type { LintSummary } from "../editor/lint-summary";

export interface LintState {
  summary: LintSummary | null;
  setSummary(summary: LintSummary | null): void;
}

export const useLint = create<LintState>((set) => ({
  summary: null,
  setSummary: (summary) => set({ summary }),
}));
