/**
 * The linter's last findings for the page (the toolbar's counts, the Findings panel, the
 * verdict card's "not a robots.txt" line): set by the editor after every lint run. The
 * findings keep the document they were computed on, so a fix is applied only to that text.
 *
 * A lint run ends every keystroke in a large file: views that show a little of the summary
 * (the counts, the file's kind) select that part with {@link useLintCounts} and
 * {@link useFileKind}, so a run that changes none of it re-renders nothing.
 */
import { create } from "zustand";
import { useShallow } from "zustand/react/shallow";
import type { FileKindCode } from "../core/lint/filekind";
import type { LintSummary } from "../editor/lint-summary";

export interface LintState {
  summary: LintSummary | null;
  setSummary(summary: LintSummary | null): void;
}

export const useLint = create<LintState>((set) => ({
  summary: null,
  setSummary: (summary) => set({ summary }),
}));

/** The findings of a run by severity, and how many are hidden (for engines outside the lint set). */
export interface LintCounts {
  error: number;
  warning: number;
  info: number;
  hidden: number;
}

const NO_COUNTS: LintCounts = { error: 0, warning: 0, info: 0, hidden: 0 };
/** Counted once a summary: the selector runs at every change of the store and every render. */
const counted = new WeakMap<LintSummary, LintCounts>();

/** The counts of a summary (counted once per summary). */
export function countsOf(summary: LintSummary | null): LintCounts {
  if (!summary) return NO_COUNTS;
  let counts = counted.get(summary);
  if (!counts) {
    counts = { error: 0, warning: 0, info: 0, hidden: summary.hidden };
    for (const d of summary.diagnostics) counts[d.severity]++;
    counted.set(summary, counts);
  }
  return counts;
}

/** The last run's counts; re-renders only when a count changes. */
export function useLintCounts(): LintCounts {
  return useLint(useShallow((s) => countsOf(s.summary)));
}

/** What the file is when it is not robots.txt (code and format), from the last run; re-renders only when that changes. */
export function useFileKind(): { code: FileKindCode; format: string } | null {
  const code = useLint((s) => s.summary?.fileKind?.code ?? null);
  const format = useLint((s) => s.summary?.fileKind?.format ?? "");
  return code === null ? null : { code, format };
}
