/**
 * The workbench's editor setup: CodeMirror's usual editing extensions (line numbers, folding,
 * history, search and replace, completion, lint gutter and panel, keymaps) around
 * `robotsTxt()` and `robotsTxtLinter()`. The React wrapper and the benchmark use the same list.
 * Completion, search and the linter (`deferred.ts`) load just after the editor first shows.
 */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { foldGutter, foldKeymap } from "@codemirror/language";
import { lintGutter, lintKeymap, type Diagnostic } from "@codemirror/lint";
import { Compartment, type Extension } from "@codemirror/state";
import {
  EditorView,
  ViewPlugin,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  type Command,
} from "@codemirror/view";
import { robotsTxtKeymap } from "./commands.ts";
import { robotsTxt } from "./index.ts";
import type { RobotsTxtLinterConfig } from "./lint.ts";

type Deferred = typeof import("./deferred.ts");
let deferredModule: Promise<Deferred> | null = null;

/** Loads the deferred extensions (once for every editor). */
function loadDeferred(): Promise<Deferred> {
  return (deferredModule ??= import("./deferred.ts"));
}

/**
 * Puts the deferred extensions into `compartment` once the editor has painted (when the
 * browser is idle), or as soon as the editor is focused.
 */
function deferredLoader(compartment: Compartment, lint: RobotsTxtLinterConfig | false): Extension {
  return ViewPlugin.fromClass(
    class {
      private requested = false;
      private destroyed = false;
      private readonly idle: number | null;
      private readonly timer: ReturnType<typeof setTimeout> | null;

      constructor(private readonly view: EditorView) {
        const load = () => this.load();
        this.idle = typeof requestIdleCallback === "function" ? requestIdleCallback(load, { timeout: 500 }) : null;
        this.timer = this.idle === null ? setTimeout(load, 0) : null;
      }

      load(): void {
        if (this.requested || this.destroyed) return;
        this.requested = true;
        loadDeferred().then(
          (m) => {
            if (!this.destroyed) this.view.dispatch({ effects: compartment.reconfigure(m.deferredExtensions(lint)) });
          },
          () => {
            // Offline before the chunk was cached: try again on the next focus.
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

/** A key that needs a deferred extension before it loads: loads it, then runs `run`. */
function whenLoaded(run: (m: Deferred, view: EditorView) => unknown): Command {
  return (view) => {
    void loadDeferred().then((m) => run(m, view));
    return true;
  };
}

/** Search and completion keys pressed before their extensions are in place. */
const earlyKeys = [
  { key: "Mod-f", run: whenLoaded((m, view) => m.openSearchPanel(view)), preventDefault: true },
  { key: "Ctrl-Space", run: whenLoaded((m, view) => m.startCompletion(view)) },
];

/**
 * Keeps the lint gutter readable and cheap when a file has thousands of findings: past
 * 2,000 only errors get a gutter marker (every finding is still underlined and listed).
 */
function gutterFilter(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.length > 2_000 ? diagnostics.filter((d) => d.severity === "error") : [...diagnostics];
}

/** Options of {@link robotsTxtSetup}. */
export interface RobotsTxtSetupOptions {
  /** Accessible name of the editable content. */
  label?: string;
  /** Lint options (engines and messages otherwise come from the robots.txt configuration). */
  lint?: RobotsTxtLinterConfig | false;
}

/**
 * Returns the full editor setup: robots.txt support and lint, line numbers, fold and lint
 * gutters, history, search and replace, completion, selection drawing and the keymaps
 * (Shift-Alt-F formats, Ctrl-Shift-M opens the lint panel, Ctrl-F searches).
 */
export function robotsTxtSetup(options: RobotsTxtSetupOptions = {}): Extension {
  const deferred = new Compartment();
  return [
    lineNumbers(),
    foldGutter(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    dropCursor(),
    highlightActiveLine(),
    // Selection matches, search, completion and the linter, with their keys (deferred.ts).
    deferred.of([]),
    deferredLoader(deferred, options.lint === false ? false : options.lint || {}),
    robotsTxt(),
    options.lint === false ? [] : lintGutter({ markerFilter: gutterFilter }),
    keymap.of([...robotsTxtKeymap, ...foldKeymap, ...lintKeymap, ...historyKeymap, ...defaultKeymap, ...earlyKeys]),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ "aria-label": options.label ?? "robots.txt editor" }),
  ];
}
