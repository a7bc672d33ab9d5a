/**
 * A core lint finding as a CodeMirror diagnostic: message from the message catalog, severity
 * kept, one action per fix (each applying as one transaction). Kept apart from the lint
 * source so the part of the lint state near the viewport (lint-window.ts) can make them too.
 */
import type { Text } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import type { Action, Diagnostic as CmDiagnostic } from "@codemirror/lint";
import type { Diagnostic, Fix } from "../core/types.ts";
import type { FormatMessage } from "./config.ts";
import { fixTransaction } from "./lint-fix.ts";

/** The display text of a fix. */
export function fixName(fix: Fix, format: FormatMessage): string {
  return format(`fix.${fix.code}`, fix.params);
}

/**
 * Maps a core diagnostic to a CodeMirror diagnostic of the document it was computed on:
 * message from `format`, severity kept, one action per fix. `at` places it elsewhere in a
 * later document (its span mapped through the changes since `doc`).
 */
export function toCodeMirrorDiagnostic(d: Diagnostic, doc: Text, format: FormatMessage, at?: { from: number; to: number }): CmDiagnostic {
  return new LazyDiagnostic(d, doc, format, at);
}

/**
 * A CodeMirror diagnostic whose text and actions are made when first shown: a large file
 * can have thousands of findings, and most are never displayed.
 */
class LazyDiagnostic implements CmDiagnostic {
  readonly from: number;
  readonly to: number;
  readonly severity: Diagnostic["severity"];
  readonly source: string;
  readonly markClass: string;
  private text: string | null = null;
  private fixActions: Action[] | null = null;

  constructor(
    private readonly core: Diagnostic,
    private readonly doc: Text,
    private readonly format: FormatMessage,
    at?: { from: number; to: number },
  ) {
    this.from = at ? at.from : Math.max(0, Math.min(core.from, doc.length));
    this.to = at ? at.to : Math.max(this.from, Math.min(core.to, doc.length));
    this.severity = core.severity;
    this.source = core.code;
    this.markClass = `cm-rt-lint-${core.code}`;
  }

  get message(): string {
    return (this.text ??= this.format(this.core.code, this.core.params));
  }

  get actions(): Action[] {
    const { doc } = this;
    // Where the finding was in the text linted (its edits are offsets of that text).
    const from = Math.max(0, Math.min(this.core.from, doc.length));
    // A fix applies once per lint: CodeMirror's action buttons answer both mousedown and
    // click, 100 ms apart at most, so a slow click (or a busy page) applied a fix twice, the
    // second time over text the first had changed ("Dissallow:" -> "Disallow:" -> "Disallow").
    let applied = false;
    return (this.fixActions ??= this.core.fixes.map((fix) => ({
      name: fixName(fix, this.format),
      apply(view: EditorView, at: number) {
        if (applied) return;
        // The diagnostic may have moved since the lint ran: move the edits with it, and only
        // where the text they replace is still the text the lint saw.
        const now = view.state.doc;
        const shift = now === doc ? 0 : at - from;
        if (now !== doc && !fix.edits.every((e) => e.to + shift <= now.length && e.from + shift >= 0 && now.sliceString(e.from + shift, e.to + shift) === doc.sliceString(e.from, e.to))) return;
        applied = true;
        view.dispatch(fixTransaction(view.state, fix, shift));
      },
    })));
  }
}
