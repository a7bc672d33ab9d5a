/**
 * The lint source: a thin adapter from the core linter's diagnostics (codes, spans, fixes)
 * to CodeMirror diagnostics with display text and actions. Each quick fix applies as one
 * transaction, so one undo step reverts it. Large documents are linted in a Web Worker so
 * typing never waits for the linter; small ones (and Node tests) lint in the calling thread.
 */
import type { EditorState, Extension, Text } from "@codemirror/state";
import type { EditorView, ViewUpdate } from "@codemirror/view";
import { tappedGutter } from "./pointer-state.ts";
import { linter, setDiagnostics, type Diagnostic as CmDiagnostic, type LintSource } from "@codemirror/lint";
import { lintReport, lintRobotsTxt } from "../core/lint.ts";
import { lintSummaryListener, type LintSummary } from "./lint-summary.ts";

export { lintSummaryListener, type LintSummary };
import type { Diagnostic, EngineId } from "../core/types.ts";
import { robotsTxtConfig, type FormatMessage } from "./config.ts";
import { parsedDoc } from "./parsed.ts";
import { freshGroupsEffect, groupsField } from "./grouping.ts";
import { lintWorkerPool, poolOf, type LintWorkerPool, type PoolAnswer } from "./pool.ts";
import { packedCount, unpackDiagnostics, type PackedDiagnostics } from "./transfer.ts";
import { freshMarksEffect, freshMarksField } from "./fresh-marks.ts";
import { EDITOR_LARGE_TEXT, TYPING_PAUSE_MS } from "../core/thresholds.ts";
import { afterNextPaint } from "./tasks.ts";
import { fixAllTransaction, fixTransaction } from "./lint-fix.ts";
import { fixName, toCodeMirrorDiagnostic } from "./lint-diagnostic.ts";
import { diagnosticsToShow, lintWindow, sameAsShown, showsNearViewport } from "./lint-window.ts";

export { fixAllTransaction, fixName, fixTransaction, toCodeMirrorDiagnostic };

/** Options of `robotsTxtLinter`; anything not given is read from the `robotsTxt()` configuration. */
export interface RobotsTxtLinterConfig {
  /** Engines to lint for. */
  engines?: readonly EngineId[];
  /** Display text of diagnostic codes (`code`) and of fixes (`fix.<code>`). */
  formatMessage?: FormatMessage;
  /**
   * Milliseconds of idle time after a change before linting. Default 50: large files lint in
   * workers, so linting early costs typing almost nothing.
   */
  delay?: number;
  /** Documents longer than this many characters lint in a Web Worker (browser only). Default EDITOR_LARGE_TEXT (core/thresholds.ts). */
  workerThreshold?: number;
}

/** Default milliseconds of idle time after a change before linting. */
const LINT_DELAY = 50;
/** The longest a large document waits before linting, however slow its last lint was. */
const MAX_PACE = 135;
/**
 * Answers with more findings than this are shown once typing has paused for {@link HOLD_MS}
 * while the lint panel is open (it lists them all): CodeMirror's lint state is rebuilt whole
 * from every answer (7,843 findings: 10–40 ms of the page's thread), and an answer shown
 * between two keystrokes holds the second one up. Meanwhile the answer's findings on the
 * typed lines are drawn at once (fresh-marks.ts). With the panel closed CodeMirror holds the
 * findings near the viewport only (lint-window.ts), shown at once; the page's listeners hear
 * of such an answer at the pause.
 */
const HOLD_FINDINGS = 1_000;
/** Milliseconds of typing pause before a large answer is shown (keystrokes come 50–200 ms apart). */
const HOLD_MS = 120;
/**
 * Milliseconds of typing pause before the page's listeners (counts, Findings) hear of a large
 * answer shown near the viewport: the pause after which the app takes a large file's text
 * (TYPING_PAUSE_MS). Their work is in proportion to the findings (7,843 in the 500 KiB
 * benchmark file: each finding made an object, then the counts and a render), and a person
 * typing at 60 words a minute leaves 200 ms between keys, more than {@link HOLD_MS}: they
 * heard of each keystroke's answer, between two keystrokes.
 */
const TELL_PAUSE_MS = TYPING_PAUSE_MS;

/**
 * Resolves once the document has not changed for `ms` (at once when it has not for that
 * long already); false when it changed from `doc` meanwhile.
 */
async function typingPaused(view: EditorView, doc: Text, pool: LintWorkerPool, ms = HOLD_MS): Promise<boolean> {
  for (;;) {
    if (view.state.doc !== doc || pool.isStopped) return false;
    const left = ms - pool.quietFor;
    if (left <= 0) return true;
    await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/**
 * What the lint source answers when CodeMirror already shows the answer (`sameAsShown`): a
 * promise that never settles, so CodeMirror dispatches nothing (it dispatches whatever a
 * source resolves to, and an update of the whole editor per keystroke is what this saves).
 * A fresh one each time: the plugin's reaction to it goes away with it.
 */
function keepShown(): Promise<CmDiagnostic[]> {
  return new Promise<CmDiagnostic[]>(() => undefined);
}

/** The lint source's answer for `packed`: what CodeMirror is to show near the viewport, or nothing new (`keepShown`). */
function answerWith(view: EditorView, packed: PackedDiagnostics, format: FormatMessage): CmDiagnostic[] | Promise<CmDiagnostic[]> {
  return sameAsShown(view.state, packed, format) ? keepShown() : diagnosticsToShow(view.state, packed, format, view.viewport);
}

/** A later, fuller answer handed to CodeMirror, unless it says what CodeMirror shows already. */
function showLater(view: EditorView, packed: PackedDiagnostics, format: FormatMessage): void {
  if (!sameAsShown(view.state, packed, format)) view.dispatch(setDiagnostics(view.state, diagnosticsToShow(view.state, packed, format, view.viewport)));
}

/**
 * The core diagnostics of a packed answer, unpacked once: a whole text's second answer may
 * bring only the whole hidden count, with the first answer's packed findings (pool.ts).
 */
const unpacked = new WeakMap<PackedDiagnostics, Diagnostic[]>();
function unpackOnce(packed: PackedDiagnostics): Diagnostic[] {
  let list = unpacked.get(packed);
  if (list === undefined) unpacked.set(packed, (list = unpackDiagnostics(packed)));
  return list;
}

/** Runs `run` in a task after the next frame has been painted (in a hidden page, after 100 ms at the latest). */
function afterPaint(run: () => void): void {
  void afterNextPaint().then(run);
}

/**
 * Whether a large answer for `doc` is held until typing pauses; meanwhile its findings on the
 * typed lines are drawn at once (fresh-marks.ts).
 */
function holds(view: EditorView, doc: Text, packed: PackedDiagnostics, pool: LintWorkerPool): boolean {
  if (packedCount(packed) <= HOLD_FINDINGS) return false;
  // (Once typing has paused, the whole answer is shown at once.)
  if (view.state.doc === doc && pool.quietFor < HOLD_MS) {
    const effect = freshMarksEffect(view.state, packed);
    if (effect !== null) view.dispatch({ effects: effect });
  }
  return true;
}

/** The groups of the text linted, when the group gutter waits for them (its line numbers fit only while the editor still shows that text). */
function updateGroups(view: EditorView, doc: Text, answer: PoolAnswer): void {
  const groups = view.state.field(groupsField, false);
  if (groups?.isStale && view.state.doc === doc && view.state.facet(robotsTxtConfig).groupEngine === answer.groupEngine) {
    const effect = freshGroupsEffect(view.state, answer.groupEngine, answer.groups);
    if (effect !== null) view.dispatch({ effects: effect });
  }
}

/**
 * A large answer while the lint panel is closed: CodeMirror is given its findings around the
 * viewport at once (lint-window.ts: a few hundred, however many the file has, so they cost
 * the page little and need not wait for a pause in typing), and the group checks' answer the
 * same way when it comes. The groups and the page's listeners (counts, Findings) hear of the
 * whole answer after a painted frame, once typing has paused ({@link TELL_PAUSE_MS}) for an
 * answer of more than {@link HOLD_FINDINGS} (their work is in proportion to the findings).
 */
function showNearViewport(view: EditorView, doc: Text, answer: PoolAnswer, pool: LintWorkerPool, engines: readonly EngineId[], format: FormatMessage): CmDiagnostic[] | Promise<CmDiagnostic[]> {
  let latest = answer;
  let told = false;
  const tellLatest = () =>
    afterPaint(() => {
      told = true;
      updateGroups(view, doc, answer);
      tell(view, { doc, diagnostics: unpackOnce(latest.diagnostics), hidden: latest.hidden, fileKind: latest.fileKind, engines });
    });
  void answer.final?.then((full) => {
    if (full === null || pool.isStopped || view.state.doc !== doc) return;
    // The same findings with the whole hidden count (a whole text's): nothing new to show, only to tell.
    if (full.diagnostics !== latest.diagnostics) showLater(view, full.diagnostics, format);
    latest = full;
    if (told) tellLatest();
  });
  if (packedCount(answer.diagnostics) <= HOLD_FINDINGS) tellLatest();
  else void typingPaused(view, doc, pool, TELL_PAUSE_MS).then((paused) => paused && tellLatest());
  return answerWith(view, answer.diagnostics, format);
}

function tell(view: EditorView, summary: LintSummary): void {
  for (const listener of view.state.facet(lintSummaryListener)) listener(summary);
}

/** The core diagnostics of a document, linted in the calling thread. */
export function lintDocument(doc: Text, engines: readonly EngineId[]): Diagnostic[] {
  return lintRobotsTxt(parsedDoc(doc), { engines });
}


/** The CodeMirror diagnostics of a state, linted in the calling thread. */
export function robotsTxtDiagnostics(state: EditorState, config: RobotsTxtLinterConfig = {}): CmDiagnostic[] {
  const resolved = state.facet(robotsTxtConfig);
  const engines = config.engines ?? resolved.engines;
  const format = config.formatMessage ?? resolved.formatMessage;
  return lintDocument(state.doc, engines).map((d) => toCodeMirrorDiagnostic(d, state.doc, format));
}

/** The `loadLintTexts` of the configuration that have settled (loaded, or failed: the codes are shown then). */
const lintTextsIn = new WeakSet<() => Promise<void>>();

/**
 * Waits for the configuration's lint texts, the first time only. A finding's message is made
 * when first shown and then kept (lint-diagnostic.ts), and the app adds its lint texts to the
 * catalog without reconfiguring the editor: an answer shown before they arrived would list its
 * findings by code in the lint panel for good.
 */
async function lintTextsLoaded(load: () => Promise<void>): Promise<void> {
  try {
    await load();
  } catch {
    // Not loaded (a chunk that failed to arrive): findings show their codes and parameters.
  }
  lintTextsIn.add(load);
}

/** The lint source for a view: in-thread for small documents, in a Web Worker for large ones. */
export function robotsTxtLintSource(config: RobotsTxtLinterConfig = {}): LintSource {
  const threshold = config.workerThreshold ?? EDITOR_LARGE_TEXT;
  const delay = config.delay ?? LINT_DELAY;
  return async (view: EditorView) => {
    const load = view.state.facet(robotsTxtConfig).loadLintTexts;
    if (!lintTextsIn.has(load)) await lintTextsLoaded(load);
    const state = view.state;
    const resolved = state.facet(robotsTxtConfig);
    const engines = config.engines ?? resolved.engines;
    const format = config.formatMessage ?? resolved.formatMessage;
    const pool = state.doc.length > threshold && typeof Worker !== "undefined" ? poolOf(view) : null;
    if (pool !== null && !pool.isFailed) {
      // A lint that takes longer than the pause before it would keep a worker (and, on a
      // two-core machine, part of the page's core) busy while someone types: wait as long as
      // the last first answer took, minus the pause already waited, and give up if typing
      // went on. (The group checks run after the first answer and are skipped when a newer
      // request comes first; the first answer after a change is a fraction of a whole lint.)
      const wait = Math.min(pool.pace, MAX_PACE) - delay;
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        if (view.state.doc !== state.doc) return [];
      }
      const answer = await pool.lint(state.doc, engines, resolved.groupEngine);
      // Typing went on meanwhile: CodeMirror drops this answer, so skip decoding it.
      if (view.state.doc !== state.doc) return [];
      if (answer !== "failed") {
        if (showsNearViewport(view.state, answer.diagnostics)) return showNearViewport(view, state.doc, answer, pool, engines, format);
        // The group checks' answer once it is in (null: they found nothing else, or were dropped);
        // while the first is held, the typed lines' findings are drawn from it too.
        let final: PoolAnswer | null | undefined;
        void answer.final?.then((full) => {
          final = full;
          if (full !== null && !shown && full.diagnostics !== answer.diagnostics) holds(view, state.doc, full.diagnostics, pool);
        });
        let shown: PoolAnswer | null = null;
        // Many findings wait for a pause in typing, still packed (an edit meanwhile drops them, as
        // CodeMirror would, and their thousands of objects are never made).
        if (holds(view, state.doc, answer.diagnostics, pool) && !(await typingPaused(view, state.doc, pool))) return [];
        // The group checks answered while this answer was held: their whole lint is shown instead,
        // one rebuild of the lint state at the pause rather than two in a row.
        const picked = final ?? answer;
        shown = picked;
        const core = unpackOnce(picked.diagnostics);
        // The marks first: the groups (their gutter follows the edits meanwhile) and the page's
        // listeners (counts, Findings) hear of them once the frame showing them is painted, so
        // their work (a view update of its own, a render) does not hold the marks up.
        afterPaint(() => {
          updateGroups(view, state.doc, answer);
          tell(view, { doc: state.doc, diagnostics: core, hidden: picked.hidden, fileKind: picked.fileKind, engines });
        });
        // The group checks' own answer, when they found something else: shown if the text is still the one linted.
        // With the findings shown (the same object), it brings the whole hidden count of a whole text: told only.
        void answer.final?.then(async (full) => {
          if (full === null || full === picked || pool.isStopped || view.state.doc !== state.doc) return;
          const same = full.diagnostics === picked.diagnostics;
          const held = same ? packedCount(full.diagnostics) > HOLD_FINDINGS : holds(view, state.doc, full.diagnostics, pool);
          if (held && !(await typingPaused(view, state.doc, pool))) return;
          const whole = unpackOnce(full.diagnostics);
          if (!same) showLater(view, full.diagnostics, format);
          afterPaint(() => tell(view, { doc: state.doc, diagnostics: whole, hidden: full.hidden, fileKind: full.fileKind, engines }));
        });
        return answerWith(view, picked.diagnostics, format);
      }
      if (pool.isStopped) return [];
      // No worker could run: lint here instead.
    }
    const report = lintReport(parsedDoc(state.doc), { engines });
    // The marks in a task of their own after a painted frame: CodeMirror reads the page's
    // selection when it draws them, which makes the browser bring its style and layout up to
    // date first, so a page with changes not yet laid out (the first screen, styles just
    // added) paid for them in the marks' task. The page's listeners (counts, Findings) hear
    // once the frame showing the marks is painted, as for a worker's answer.
    await new Promise<void>((resolve) => afterPaint(resolve));
    if (view.state.doc !== state.doc) return [];
    afterPaint(() => tell(view, { doc: state.doc, diagnostics: report.diagnostics, hidden: report.hidden, fileKind: report.fileKind, engines }));
    return report.diagnostics.map((d) => toCodeMirrorDiagnostic(d, state.doc, format));
  };
}

/** Re-lint when the engines or the message catalog change, not only on edits. */
function configChanged(update: ViewUpdate): boolean {
  return update.startState.facet(robotsTxtConfig) !== update.state.facet(robotsTxtConfig);
}

/**
 * The robots.txt linter: the core linter's findings as CodeMirror diagnostics, with a quick
 * fix action per fix. Pair with `lintKeymap` (Ctrl-Shift-M opens the panel) and `lintGutter()`.
 */
export function robotsTxtLinter(config: RobotsTxtLinterConfig = {}): Extension {
  return [
    lintWorkerPool,
    freshMarksField,
    lintWindow,
    linter(robotsTxtLintSource(config), {
      delay: config.delay ?? LINT_DELAY,
      needsRefresh: configChanged,
      // A tap on a gutter marker shows the marker's tooltip only, not the same message again
      // from the text under the tap.
      tooltipFilter: (diagnostics) => (tappedGutter() ? [] : [...diagnostics]),
    }),
  ];
}

