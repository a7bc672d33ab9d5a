/**
 * The robots.txt editor as a React component: an uncontrolled CodeMirror island, created
 * once and never re-rendered from props text. Changes go out through `onChange`; engines,
 * theme, messages, verdict and coverage come in through compartments and state effects.
 */
import { useEffect, useRef } from "react";
import { Compartment, EditorSelection, EditorState, type StateEffect } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import type { EngineId, Param } from "../core/types";
import {
  DEFAULT_ENGINES,
  formatDocument,
  robotsTxtConfig,
  robotsTxtTheme,
  setCoverage,
  replaceTextTransaction,
  setTextTransaction,
  setVerdict,
  verdictScroll,
  verdictTransaction,
  type FormatMessage,
  type VerdictMarks,
} from "../editor/index";
import { parsedState } from "../editor/parsed";
import { textOf } from "../editor/text-of";
import { changesLineBreaks } from "../editor/changed-lines";
import { afterMeasure } from "../editor/tasks";
import { robotsTxtSetup } from "../editor/setup";
import { lintSummaryListener, type LintSummary } from "../editor/lint-summary";
import { getLocale, translatorLocale, useT } from "../i18n";
import { editorMessages as englishEditorMessages } from "../i18n/en/editor";
import { afterNextPaint, nextTask, whenIdle } from "../state/schedule";
import type { EditorHandle } from "../state/editor-handle";
import { fixAllTransaction, fixTransaction } from "../editor/lint-fix";
import { EDITOR_LARGE_TEXT, TYPING_PAUSE_MS } from "../core/thresholds";

const PHRASE_PREFIX = "editor.cm.";

/** CodeMirror's own interface phrases (search, lint panel, folding, completion), as the catalogs list them. */
/**
 * The hover cards' and completion details' English texts load on demand (they are not in the
 * first screen's JavaScript); the editor awaits them before it builds the first card or list,
 * so a hover right after the page opens never shows bare codes.
 */
let helpTexts: Promise<void> | null = null;
function loadHelpTexts(): Promise<void> {
  return (helpTexts ??= import("../i18n/editor-help-catalog").then((m) => m.ensureEditorHelpCatalog()));
}

/**
 * The lint findings' English texts load after the first screen (the app starts their load when
 * idle); the linter awaits them before its first answer, which on a busy page can come first.
 */
let lintTexts: Promise<void> | null = null;
function loadLintTexts(): Promise<void> {
  return (lintTexts ??= import("../i18n/lint-catalog").then((m) => m.ensureLintCatalog()));
}

const CODEMIRROR_PHRASES = Object.keys(englishEditorMessages)
  .filter((key) => key.startsWith(PHRASE_PREFIX))
  .map((key) => key.slice(PHRASE_PREFIX.length));

/** The phrases last handed to CodeMirror (see {@link codeMirrorPhrases}). */
let lastPhrases: Record<string, string> | null = null;

/**
 * CodeMirror's phrases in the current language: its search panel, lint panel and fold markers
 * speak it too. The same texts come back as the same object: CodeMirror redraws the whole
 * editor and makes every view plugin anew when the phrases change (`EditorView.setState`),
 * which drops a hover under a resting pointer, the lint's pending pass and the marks' caches;
 * the catalogs that load with a feature (help texts, preferences) change the translator but
 * not these texts.
 */
function codeMirrorPhrases(t: (code: string) => string): Record<string, string> {
  const phrases = Object.fromEntries(CODEMIRROR_PHRASES.map((phrase) => [phrase, t(PHRASE_PREFIX + phrase)]));
  const last = lastPhrases;
  if (last !== null && CODEMIRROR_PHRASES.every((phrase) => last[phrase] === phrases[phrase])) return last;
  return (lastPhrases = phrases);
}

/** What the editor hands over once its view exists: a handle that speaks text (state/editor-handle.ts). */
export type { EditorHandle };

/** Props of {@link Editor}. */
export interface EditorProps {
  /** The text the editor starts with; later changes of this prop are ignored (use the handle). */
  initialText: string;
  /** The text after a change; for texts over 50,000 characters, once typing pauses (300 ms). */
  onChange?: (text: string) => void;
  /** Engines to lint for and show limits of; default Google, Bing, Yandex; `[]` lints for none. */
  engines?: EngineId[];
  /** Engine whose groups the gutter and folding show; default the first engine. */
  groupEngine?: EngineId;
  verdict?: VerdictMarks | null;
  coverage?: Map<number, number> | null;
  theme?: "light" | "dark";
  formatMessage?: (code: string, params: Record<string, string | number | boolean>) => string;
  onReady?: (handle: EditorHandle) => void;
  /** Every lint run's findings, as the core gave them (for the findings list and counts). */
  onLintSummary?: (summary: LintSummary) => void;
}

/** Texts longer than this (UTF-16 units) report changes once typing pauses for {@link CHANGE_PAUSE_MS}. */
const LARGE_TEXT = EDITOR_LARGE_TEXT;
const CHANGE_PAUSE_MS = TYPING_PAUSE_MS;

function makeHandle(view: EditorView, flushChange: () => void, isHoldingChange: () => boolean): EditorHandle {
  return {
    flushChange,
    isHoldingChange,
    setText: (text) => view.dispatch(setTextTransaction(view.state, text)),
    replaceText: (text) => view.dispatch(replaceTextTransaction(view.state, text)),
    isShowing: (doc) => view.state.doc === doc,
    applyFix: (fix) => view.dispatch(fixTransaction(view.state, fix)),
    applyFixes: (fixes) => view.dispatch(fixAllTransaction(view.state, fixes)),
    getText: () => textOf(view.state.doc),
    goToLine(line) {
      const n = Math.max(1, Math.min(view.state.doc.lines, Math.floor(line)));
      const pos = view.state.doc.line(n).from;
      view.dispatch({ selection: EditorSelection.cursor(pos), effects: EditorView.scrollIntoView(pos, { y: "center" }) });
      view.focus();
    },
    format: () => {
      formatDocument(view);
    },
  };
}

/** What the view is configured with: engines, group engine, messages, their locale, theme. */
export interface Wanted {
  engineKey: string;
  groupEngine: EngineId | undefined;
  format: FormatMessage;
  localeT: (code: string) => string;
  /** The interface language `localeT` speaks. */
  locale: string;
  theme: "light" | "dark";
}

/**
 * Whether the view's configuration (engines, group engine, messages) must change from `last` to
 * `want`. English texts that arrive with a feature (the lint findings', a panel's) make a new
 * translator for the same language, over the same catalog with more in it: the one the view
 * has reads them too (a finding's message is made when it is shown), so the view keeps it. A
 * reconfiguration would lint again and redraw every mark, two or three times while the page
 * loads.
 */
export function configNeedsChange(last: Wanted, want: Wanted): boolean {
  if (last.engineKey !== want.engineKey || last.groupEngine !== want.groupEngine) return true;
  const textsAdded = last.locale === want.locale && last.format === last.localeT && want.format === want.localeT;
  return !textsAdded && (last.format !== want.format || last.localeT !== want.localeT);
}

/** Whether two verdicts mark the same lines the same way (and answer the same question). */
export function sameVerdictMarks(a: VerdictMarks | null, b: VerdictMarks | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const sameLines = (x: readonly number[], y: readonly number[]) => {
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    return true;
  };
  return (
    a.decidingLine === b.decidingLine &&
    a.allowed === b.allowed &&
    a.question === b.question &&
    sameLines(a.candidateLines, b.candidateLines) &&
    sameLines(a.groupLines, b.groupLines)
  );
}

/** Brings a view's engines, messages and theme to `want`, when they differ from what it has. */
function syncConfig(
  view: EditorView,
  applied: { current: Wanted | null },
  want: Wanted,
  compartments: { config: Compartment; theme: Compartment },
): void {
  const last = applied.current;
  if (!last) return;
  const effects: StateEffect<unknown>[] = [];
  if (configNeedsChange(last, want)) {
    const wrapped: FormatMessage = (code, params) => want.format(code, params as Record<string, Param>);
    effects.push(
      compartments.config.reconfigure([
        robotsTxtConfig.of({
          engines: want.engineKey === "" ? [] : (want.engineKey.split(",") as EngineId[]),
          groupEngine: want.groupEngine,
          formatMessage: wrapped,
          loadHelpTexts,
          loadLintTexts,
        }),
        EditorState.phrases.of(codeMirrorPhrases(want.localeT)),
      ]),
    );
  }
  if (last.theme !== want.theme) effects.push(compartments.theme.reconfigure(robotsTxtTheme(want.theme)));
  applied.current = { ...want };
  if (effects.length > 0) view.dispatch({ effects });
}

/** The CodeMirror robots.txt editor: an uncontrolled island created once. */
export function Editor(props: EditorProps) {
  const { engines, groupEngine, verdict, coverage, theme = "light", formatMessage } = props;
  const host = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const latest = useRef(props);
  const compartments = useRef({ config: new Compartment(), theme: new Compartment() });
  const localeT = useT();
  // Whether the view has shown a verdict and coverage yet (its creation shows the first ones).
  const verdictShown = useRef(false);
  /** The question of the last verdict shown (the same question again: the verdict follows an edit). */
  const verdictQuestion = useRef<string | undefined>(undefined);
  const coverageShown = useRef(false);
  /**
   * The verdict marks the view was last given, and whether an edit since has added or removed a
   * line break. A large file's verdict comes again at every typing pause; typed within a line,
   * its marks are those the view shows already (mapped through the edit), and are not given again.
   */
  const verdictGiven = useRef<VerdictMarks | null>(null);
  const linesMoved = useRef(false);
  // What the view was last configured with: a reconfiguration that would change nothing is skipped.
  const applied = useRef<Wanted | null>(null);

  // Messages re-render when the locale changes, even with a fixed formatMessage prop.
  const format: FormatMessage = formatMessage ?? localeT;
  const engineKey = (engines ?? DEFAULT_ENGINES).join(",");
  // The configuration of the latest render, for the view made a few tasks after mounting
  // (kept current by the first effect below, which runs before the others).
  // The language the component's translator speaks: during a switch it follows getLocale() a
  // transition later, and a view configured with the old translator under the new locale's
  // name would take the new translator for texts added to the old one, and keep the old.
  const locale = translatorLocale(localeT) ?? getLocale();
  const wanted = useRef<Wanted>({ engineKey, groupEngine, format, localeT, locale, theme });

  useEffect(() => {
    latest.current = props;
    wanted.current = { engineKey, groupEngine, format, localeT, locale, theme };
  });

  // Create the view once, in tasks of its own rather than one long one in React's effects:
  // the state, the view (with the verdict and coverage marks), its place in the page, and the
  // page's handle on it.
  useEffect(() => {
    const { config, theme: themeCompartment } = compartments.current;
    const tasks: ReturnType<typeof setTimeout>[] = [];
    const later = (run: () => void) => void tasks.push(setTimeout(run, 0));
    let live = true;
    let view: EditorView | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const report = () => {
      timer = null;
      if (view) latest.current.onChange?.(textOf(view.state.doc));
    };
    const schedule = (delay: number) => {
      if (timer !== null) clearTimeout(timer);
      if (delay === 0) report();
      else timer = setTimeout(report, delay);
    };
    later(() => {
      const initial = latest.current;
      const want = { ...wanted.current };
      const state = EditorState.create({
        doc: initial.initialText,
        extensions: [
          config.of([
            robotsTxtConfig.of({
              engines: want.engineKey === "" ? [] : (want.engineKey.split(",") as EngineId[]),
              groupEngine: want.groupEngine,
              formatMessage: want.format,
              loadHelpTexts,
              loadLintTexts,
            }),
            EditorState.phrases.of(codeMirrorPhrases(want.localeT)),
          ]),
          themeCompartment.of(robotsTxtTheme(want.theme)),
          robotsTxtSetup({ label: "robots.txt editor" }),
          lintSummaryListener.of((summary) => latest.current.onLintSummary?.(summary)),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            if (!linesMoved.current && changesLineBreaks(update.changes, update.startState.doc)) linesMoved.current = true;
            // A large file reports its text once typing pauses: the app's derived work on
            // half a megabyte must not run between two keystrokes.
            if (update.state.doc.length > LARGE_TEXT) schedule(CHANGE_PAUSE_MS);
            else schedule(0);
          }),
        ],
      });
      // The view is made after the next frame is painted: CodeMirror reads the window's width
      // when it makes a view, which lays the page out at once when its layout is stale (the
      // first screen's, just committed), inside the view's own task. After a frame it is not.
      void afterNextPaint().then(() => {
        if (!live || !host.current) return;
        // The verdict and coverage marks are part of the state the view is made with: one
        // drawing of the editor, not a second update (with its own layout) a task later.
        const current = latest.current;
        verdictShown.current = true;
        verdictQuestion.current = current.verdict?.question;
        verdictGiven.current = current.verdict ?? null;
        linesMoved.current = false;
        const stateEffects: StateEffect<unknown>[] = [setVerdict.of(current.verdict ?? null)];
        const scrollTo = verdictScroll(state, current.verdict ?? null) ?? undefined;
        if (current.coverage) {
          coverageShown.current = true;
          stateEffects.push(setCoverage.of(current.coverage));
        }
        // Made outside the page, and put in it a task later: made in place, CodeMirror reads
        // the page's selection after drawing its lines, which forces the browser to lay out
        // the new editor within the same task. Put in place, the editor is laid out with the
        // next frame, and measures itself after it (CodeMirror watches for that).
        const made = new EditorView({ state: state.update({ effects: stateEffects }).state, scrollTo });
        view = made;
        viewRef.current = made;
        applied.current = want;
        // Props that changed while the view was being made.
        syncConfig(made, applied, wanted.current, compartments.current);
        later(() => {
          if (!host.current) return;
          host.current.appendChild(made.dom);
          // The page hears of the editor once it has measured itself in the page, in a task of
          // its own (its listeners re-render parts of the page); a draft restored meanwhile is
          // taken then (store.setEditor). Before that measure CodeMirror may still hold the view
          // as out of sight (measured while it was outside the page), and then takes a change
          // of the whole text as showing the whole text: a 400 KB draft restored then drew its
          // 16,000 lines at once, a layout of 160,000 objects (8–12 s with the CPU slowed 4×
          // on this project's machines). A page that draws no frames (hidden) waits 1 s at most.
          void afterMeasure(made).then(() => {
            if (!live) return;
            latest.current.onReady?.(
              makeHandle(
                made,
                () => {
                  if (timer !== null) {
                    clearTimeout(timer);
                    report();
                  }
                },
                () => timer !== null,
              ),
            );
          });
        });
      });
    });
    return () => {
      live = false;
      for (const task of tasks) clearTimeout(task);
      if (timer !== null) report();
      viewRef.current = null;
      applied.current = null;
      verdictShown.current = false;
      verdictQuestion.current = undefined;
      verdictGiven.current = null;
      coverageShown.current = false;
      view?.destroy();
    };
    // The view is created once; later prop changes arrive through the effects below.
  }, []);

  // Engines, group engine and messages; localeT changes with the locale, so the texts are
  // made again in the new language even when the formatMessage prop stays the same function.
  useEffect(() => {
    if (viewRef.current) syncConfig(viewRef.current, applied, wanted.current, compartments.current);
  }, [engineKey, groupEngine, format, localeT, locale, theme]);

  useEffect(() => {
    const view = viewRef.current;
    // Before the view has shown its first verdict, the creation's last task shows it.
    if (!view || !verdictShown.current) return;
    // A new question (URL, crawler) brings its deciding line into view; a verdict that follows an
    // edit does not move the view away from where the person is typing or has pasted.
    const sameQuestion = verdict?.question !== undefined && verdict.question === verdictQuestion.current;
    if (verdict) verdictQuestion.current = verdict.question;
    // The same marks, and no line has changed its number since they were given: the view shows them.
    if (!linesMoved.current && sameVerdictMarks(verdictGiven.current, verdict ?? null)) return;
    verdictGiven.current = verdict ?? null;
    linesMoved.current = false;
    view.dispatch(verdictTransaction(view.state, verdict ?? null, { scroll: !sameQuestion }));
  }, [verdict]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    // No coverage, and none shown (the page's start): nothing to do.
    if (!coverage && !coverageShown.current) return;
    coverageShown.current = Boolean(coverage);
    if (!coverage || view.state.doc.length <= LARGE_TEXT) {
      view.dispatch({ effects: setCoverage.of(coverage ?? null) });
      return;
    }
    // On a large file, the marks of every rule line take tens of milliseconds, and they come
    // with a bulk run's table: they wait until the page is idle (the table rendered) and the
    // next frame is painted (the table laid out), then take three tasks of their own: the
    // parse of the text (cached per document version), the new state with the marks, and the
    // view's update to it.
    let live = true;
    void (async () => {
      await whenIdle();
      await afterNextPaint();
      if (!live) return;
      parsedState(view.state);
      await nextTask();
      if (!live) return;
      const tr = view.state.update({ effects: setCoverage.of(coverage) });
      void tr.state; // computed once and kept by the transaction
      await nextTask();
      if (!live) return;
      // An edit in between makes the transaction stale: dispatch a new one.
      if (view.state === tr.startState) view.dispatch(tr);
      else view.dispatch({ effects: setCoverage.of(coverage) });
    })();
    return () => {
      live = false;
    };
  }, [coverage]);

  return <div className="editor" ref={host} />;
}
