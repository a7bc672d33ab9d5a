/**
 * The workbench's editor setup: CodeMirror's usual editing extensions (line numbers, folding,
 * history, search and replace, completion, lint gutter and panel, keymaps) around
 * `robotsTxt()` and `robotsTxtLinter()`. The React wrapper and the benchmark use the same list.
 * Completion, search and the linter (`deferred.ts`) load just after the editor first shows.
 */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { foldGutter, foldKeymap } from "@codemirror/language";
import { Compartment, EditorState, Prec, type EditorSelection, type Extension, type StateEffect } from "@codemirror/state";
import {
  EditorView,
  ViewPlugin,
  drawSelection,
  dropCursor,
  gutter,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  type Command,
  type KeyBinding,
  type ViewUpdate,
} from "@codemirror/view";
import { StyleModule } from "style-mod";
import { robotsTxtKeymap } from "./commands.ts";
import { robotsTxtParts, type RobotsTxtPart } from "./index.ts";
import { DEFERRED_PARTS, type DeferredPart } from "./deferred-parts.ts";
import type { RobotsTxtLinterConfig } from "./lint.ts";
import { afterNextPaint, nextTask } from "./tasks.ts";

type Deferred = typeof import("./deferred.ts");
let deferredModule: Promise<Deferred> | null = null;

/** Loads the deferred extensions (once for every editor). */
function loadDeferred(): Promise<Deferred> {
  return (deferredModule ??= import("./deferred.ts"));
}

/**
 * A named part of the setup. Every part is in the editor; the benchmark harness
 * (`bench/editor-harness.ts`) leaves some out, or keeps only some, to measure what each costs
 * a keystroke. `language` is robots.txt's language and configuration; `highlighting` to
 * `groups` are the rest of `robotsTxt()`; `tooltips` to `lint` load with `deferred.ts`.
 */
export type SetupPart =
  | "lineNumbers"
  | "foldGutter"
  | "activeLineGutter"
  | "history"
  | "drawSelection"
  | "dropCursor"
  | "activeLine"
  | "keymap"
  | "lineWrapping"
  | "label"
  | RobotsTxtPart
  | DeferredPart;

/** Where the deferred extensions go, and the lint options. */
interface DeferredSlots {
  /** Selection matches, search, completion and the linter, with their keys. */
  main: Compartment;
  /** The lint gutter, in its place among the gutters (an empty one of its width until then). */
  gutter: Compartment;
  lint: RobotsTxtLinterConfig | false;
  /** Which deferred parts to put in place. */
  has: (part: DeferredPart) => boolean;
}

/** Whether a selection needs drawing: more than one range, or a range that is not a cursor. */
function needsDrawing(selection: EditorSelection): boolean {
  return selection.ranges.length > 1 || !selection.main.empty;
}

/**
 * CodeMirror's drawn selection and cursors while they are needed (several ranges, or text
 * selected), and the browser's own caret for a single cursor: the drawn cursor is measured
 * and placed again, and its blink restarted, after every keystroke (a layout and a repaint
 * of its layer each time), where the native caret costs nothing. The caret has the theme's
 * colour (`caretColor`), so a cursor looks the same either way.
 */
function selectionDrawing(): Extension {
  return [
    selectionSlot.of([]),
    EditorState.transactionExtender.of((tr) => {
      if (!tr.selection) return null;
      const want = needsDrawing(tr.newSelection);
      return want === drawsSelection(tr.startState) ? null : { effects: selectionSlot.reconfigure(want ? drawnSelection : []) };
    }),
  ];
}

const selectionSlot = new Compartment();
const drawnSelection = drawSelection();

/** Whether a state draws its selection and cursors (CodeMirror's layers) rather than leaving them to the browser. */
export function drawsSelection(state: EditorState): boolean {
  return selectionSlot.get(state) === drawnSelection;
}

/** An empty gutter as wide as the lint gutter: the text does not move when the real one arrives. */
const lintGutterPlaceholder: Extension = [
  gutter({ class: "cm-gutter-lint" }),
  EditorView.baseTheme({ ".cm-gutter-lint": { width: "1.4em" } }),
];

/**
 * Mounts the style rules `state` adds to the view's (the themes of completion, search, the
 * linter) ahead of the view's update, in the order the view will mount them (so that it then
 * finds them in place and leaves the page's style sheet alone). The page's style sheet is
 * rewritten once a rule is added, and every element's style is recalculated; done here, that
 * happens in the next frame instead of in the update's first read of the selection (12–28 ms
 * in one task of a loaded 2-core machine). False if there is nothing to mount, or if the view
 * would put a new rule before its own base theme (which it mounts first and keeps to itself):
 * the view then mounts them itself.
 */
function mountStylesAhead(view: EditorView, state: EditorState): boolean {
  const before = view.state.facet(EditorView.styleModule);
  const after = state.facet(EditorView.styleModule);
  if (after === before) return false;
  // The view mounts its modules last first, after its base theme.
  const order = [...after].reverse();
  if (order.length === 0 || !before.includes(order[0]) || order.every((module) => before.includes(module))) return false;
  const nonce = state.facet(EditorView.cspNonce);
  StyleModule.mount(view.root, order, nonce ? { nonce } : undefined);
  return true;
}

/**
 * An empty style module, last of the lowest precedence: the first the view mounts after its
 * base theme from the start, so the deferred parts' themes (base themes too) can be mounted
 * ahead of it (`mountStylesAhead`).
 */
const styleAnchor: Extension = Prec.lowest(EditorView.styleModule.of(new StyleModule({})));

/**
 * Applies a reconfiguration in two tasks: the new state (its facets and fields), then the
 * view's update to it; with a frame between them when it brings new style rules (mounted in
 * the first). Typing in between makes the transaction stale: the effect is then dispatched
 * anew.
 */
async function dispatchInTasks(view: EditorView, effects: StateEffect<unknown>, alive: () => boolean): Promise<void> {
  const tr = view.state.update({ effects });
  void tr.state; // computed here and kept by the transaction
  await nextTask();
  if (!alive()) return;
  if (mountStylesAhead(view, tr.state)) {
    await afterNextPaint();
    if (!alive()) return;
  }
  view.dispatch(view.state === tr.startState ? tr : { effects });
}

/** Whether a single cursor stands right after a letter, digit, `-` or `_` (where typing opens completion). */
function afterWord(state: EditorState): boolean {
  const { main } = state.selection;
  if (!main.empty || state.selection.ranges.length > 1 || main.head === 0) return false;
  return /[\p{L}\p{N}_-]/u.test(state.sliceDoc(main.head - 1, main.head));
}

/** What the deferred loader of a view offers its early keys. */
interface DeferredLoader {
  /** Resolves once this view's deferred extensions are in place (it starts the load if needed). */
  installed(): Promise<Deferred>;
}

/**
 * Puts the deferred extensions in place once the editor has painted (when the browser is
 * idle, within half a second), or as soon as the editor is focused.
 */
function deferredLoader(slots: DeferredSlots): ViewPlugin<DeferredLoader> {
  return ViewPlugin.fromClass(
    class implements DeferredLoader {
      private requested = false;
      private destroyed = false;
      private readonly idle: number | null;
      private readonly timer: ReturnType<typeof setTimeout> | null;
      private done: Promise<Deferred> | null = null;
      private resolveDone: ((m: Deferred) => void) | null = null;
      /** Whether the deferred extensions are in place in this view. */
      private inPlace = false;
      /** Whether the last edit or cursor move before completion was in place was typing. */
      private typed = false;

      constructor(private readonly view: EditorView) {
        const load = () => this.load();
        this.idle = typeof requestIdleCallback === "function" ? requestIdleCallback(load, { timeout: 500 }) : null;
        this.timer = this.idle === null ? setTimeout(load, 0) : null;
      }

      update(update: ViewUpdate): void {
        if (this.inPlace) return;
        for (const tr of update.transactions) {
          if (tr.docChanged || tr.selection) this.typed = tr.isUserEvent("input.type");
        }
      }

      installed(): Promise<Deferred> {
        this.done ??= new Promise((resolve) => (this.resolveDone = resolve));
        this.load();
        return this.done;
      }

      load(): void {
        if (this.requested || this.destroyed) return;
        this.requested = true;
        loadDeferred().then(
          async (m) => {
            // The module's evaluation, the extensions and the lint gutter in tasks of their own.
            const alive = () => !this.destroyed;
            await nextTask();
            if (!alive()) return;
            await dispatchInTasks(this.view, slots.main.reconfigure(m.deferredExtensions(slots.lint, slots.has)), alive);
            if (!alive()) return;
            // Keys pressed meanwhile (Ctrl-Space, Ctrl-F) run now, against the extensions they need.
            this.inPlace = true;
            this.done ??= Promise.resolve(m);
            this.resolveDone?.(m);
            // A word typed while completion was loading gets its list, as it would have had
            // completion been there (CodeMirror opens it on typing only).
            if (this.typed && slots.has("completion") && this.view.hasFocus && afterWord(this.view.state)) m.startCompletion(this.view);
            if (slots.lint === false || !slots.has("lintGutter")) return;
            await dispatchInTasks(this.view, slots.gutter.reconfigure(m.deferredLintGutter()), alive);
            if (alive()) m.fillLintGutter(this.view);
          },
          () => {
            // Offline before the chunk was cached: try again on the next focus (or key).
            this.requested = false;
          },
        );
      }

      destroy(): void {
        this.destroyed = true;
        if (this.idle !== null) cancelIdleCallback(this.idle);
        if (this.timer !== null) clearTimeout(this.timer);
      }
    },
    {
      eventHandlers: {
        focus() {
          this.load();
        },
      },
    },
  );
}

/**
 * A key whose command is deferred, pressed before it is in place: runs it once this view's
 * deferred extensions are in place (not merely loaded: `startCompletion` on a state without
 * completion does nothing).
 */
function whenLoaded(loader: ViewPlugin<DeferredLoader>, run: (m: Deferred, view: EditorView) => unknown): Command {
  return (view) => {
    const plugin = view.plugin(loader);
    void (plugin ? plugin.installed() : loadDeferred()).then((m) => run(m, view));
    return true;
  };
}

/** Search, completion and lint-panel keys pressed before their extensions are in place. */
function earlyKeys(loader: ViewPlugin<DeferredLoader>): readonly KeyBinding[] {
  return [
    { key: "Mod-f", run: whenLoaded(loader, (m, view) => m.openSearchPanel(view)), preventDefault: true },
    { key: "Ctrl-Space", run: whenLoaded(loader, (m, view) => m.startCompletion(view)) },
    { key: "Mod-Shift-m", run: whenLoaded(loader, (m, view) => m.openLintPanel(view)) },
  ];
}

/** Options of {@link robotsTxtSetup}. */
export interface RobotsTxtSetupOptions {
  /** Accessible name of the editable content. */
  label?: string;
  /** Lint options (engines and messages otherwise come from the robots.txt configuration). */
  lint?: RobotsTxtLinterConfig | false;
  /** Wrap long lines (default true). */
  lineWrapping?: boolean;
  /** For measurement only: which parts to include (default every part). */
  parts?: (part: SetupPart) => boolean;
}

/**
 * Returns the full editor setup: robots.txt support and lint, line numbers, fold and lint
 * gutters, history, search and replace, completion, selection drawing and the keymaps
 * (Shift-Alt-F formats, Ctrl-Shift-M opens the lint panel, Ctrl-F searches).
 */
export function robotsTxtSetup(options: RobotsTxtSetupOptions = {}): Extension {
  const has = options.parts ?? (() => true);
  const slots: DeferredSlots = {
    main: new Compartment(),
    gutter: new Compartment(),
    lint: options.lint === false ? false : options.lint || {},
    has,
  };
  const part = (name: SetupPart, extension: () => Extension): Extension => (has(name) ? extension() : []);
  const hasDeferred = DEFERRED_PARTS.some(has);
  const loader = deferredLoader(slots);
  return [
    part("lineNumbers", () => lineNumbers()),
    part("foldGutter", () => foldGutter()),
    part("activeLineGutter", () => highlightActiveLineGutter()),
    part("history", () => history()),
    part("drawSelection", () => selectionDrawing()),
    part("dropCursor", () => dropCursor()),
    part("activeLine", () => highlightActiveLine()),
    // Selection matches, search, completion and the linter, with their keys (deferred.ts).
    hasDeferred ? [slots.main.of([]), loader] : [],
    robotsTxtParts({}, has),
    slots.gutter.of(options.lint === false || !has("lintGutter") ? [] : lintGutterPlaceholder),
    part("keymap", () => keymap.of([...robotsTxtKeymap, ...foldKeymap, ...historyKeymap, ...defaultKeymap, ...earlyKeys(loader)])),
    options.lineWrapping === false ? [] : part("lineWrapping", () => EditorView.lineWrapping),
    // tabindex 0 says out loud what contenteditable already does (the text is a tab stop):
    // axe does not count a contenteditable as focusable content, so a scrolled editor (a long
    // file, or any file on a phone) failed scrollable-region-focusable.
    part("label", () => EditorView.contentAttributes.of({ "aria-label": options.label ?? "robots.txt editor", tabindex: "0" })),
    hasDeferred ? styleAnchor : [],
  ];
}
