/**
 * How a lint run's findings leave the editor: a facet of listeners the lint source tells
 * after every run. A module of its own so the page can listen without loading the linter.
 */
import { Facet, type Text } from "@codemirror/state";
import type { FileKind } from "../core/lint/filekind.ts";
import type { Diagnostic, EngineId } from "../core/types.ts";

/** What one lint run found, as the core gave it, for views of the findings outside the editor. */
export interface LintSummary {
  /** The document the findings were computed on (their offsets and fixes apply to it). */
  doc: Text;
  diagnostics: Diagnostic[];
  /** Findings left out because they concern only engines outside the lint set. */
  hidden: number;
  /** What the file is when it is not robots.txt. */
  fileKind: FileKind | null;
  engines: readonly EngineId[];
}

/** Functions told about every lint run's findings (the page's findings list and counts). */
export const lintSummaryListener = Facet.define<(summary: LintSummary) => void>();

