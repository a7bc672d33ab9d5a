/**
 * The workbench store: the inputs a person controls (the draft text, the URL tested, the
 * crawler, the engine override, compare set, lint engines, theme, open tab) and the actions
 * that change them. Everything else (the parsed file, verdicts) is derived by the memoized
 * selectors and hooks at the end of this module, never stored.
 */
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { create } from "zustand";
// Core modules by name, not core/index: that would bring the linter into the first page load.
import { readingFor, type AgentReading } from "../core/agent";
import { DEFAULT_LINT_ENGINES } from "../core/engines";
import type { EditorHandle } from "./editor-handle";
import { originForLoad } from "./load-origin";
import { selectDoc } from "./parsed-docs";
import type { EngineId, RobotsTxt } from "../core/types";
import { TYPING_PAUSE_MS, VIEW_LARGE_TEXT } from "../core/thresholds";

export type { EditorHandle } from "./editor-handle";

/** The tabs of the side panel, in display order. */
export const PANEL_TABS = ["test", "findings", "compare", "bulk", "outline", "history"] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

export type Theme = "light" | "dark";

/** Where a draft loaded from outside the editor came from. */
export interface DraftMeta {
  source: "file" | "url" | "example" | "share" | "history" | "tab";
  name?: string;
  /** The origin the file governs (a file fetched from a site, a shared link's origin). */
  origin?: string;
}

/** A second file compared with the draft in the Compare panel. */
export interface Baseline {
  text: string;
  /** What it is, for display: "pasted", or a history version's label. */
  label: string;
}

export interface WorkbenchState {
  text: string;
  /** The origin the file governs; paths are read against it. */
  origin: string;
  /** The URL tested: a path or a full URL, as typed. */
  url: string;
  /** A crawler id of the table, or a custom product token or whole User-Agent header. */
  crawlerId: string;
  /** The engine chosen by hand; null follows the crawler's own engine. */
  engineOverride: EngineId | null;
  /** Crawlers shown side by side in the Compare panel. */
  compareCrawlerIds: string[];
  /** Extra URLs of the Compare panel (the tested URL always comes first). */
  compareUrls: string[];
  /** The second file compared with the draft, if any. */
  baseline: Baseline | null;
  /** Engines whose readings the linter reports on. */
  lintEngines: EngineId[];
  theme: Theme;
  panelTab: PanelTab;
  /** The live editor, once it exists. */
  editor: EditorHandle | null;
  /** Where the current draft came from, when it was loaded rather than typed. */
  draftMeta: DraftMeta | null;

  /** The text changed in the editor (typing, undo): stores it; does not touch the editor. */
  setText(text: string): void;
  /**
   * Replaces the draft from outside the editor (file, URL, example, share link, history):
   * snapshots the current text first so nothing is lost, then stores the new text and pushes
   * it into the editor as one undoable transaction.
   */
  loadDraft(text: string, meta: DraftMeta): void;
  setOrigin(origin: string): void;
  setUrl(url: string): void;
  setCrawler(crawlerId: string): void;
  setEngineOverride(engine: EngineId | null): void;
  /** Adds the crawler to the Compare set, or removes it when it is there. */
  toggleCompareCrawler(crawlerId: string): void;
  setCompareUrls(urls: string[]): void;
  setBaseline(baseline: Baseline | null): void;
  setLintEngines(engines: EngineId[]): void;
  setTheme(theme: Theme): void;
  setPanelTab(tab: PanelTab): void;
  /** Registers the editor (or null when it unmounts); syncs it with the stored text. */
  setEditor(editor: EditorHandle | null): void;
}

/** A full URL on `origin` as its path (it is tested on the next site too); anything else as it is. */
function pathOnSite(url: string, origin: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
}

/** The origin used until the person sets one. */
export const DEFAULT_ORIGIN = "https://example.com";

function initialTheme(): Theme {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return "light";
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/**
 * The inputs a fresh workbench starts with (no actions, no editor). The text starts empty;
 * the app seeds its example (or a restored draft) before the first render.
 */
export function initialInputs() {
  return {
    text: "",
    origin: DEFAULT_ORIGIN,
    url: "/search?q=robots",
    crawlerId: "googlebot",
    engineOverride: null as EngineId | null,
    compareCrawlerIds: ["googlebot", "googlebot-image", "bingbot", "yandexbot", "gptbot"],
    compareUrls: ["/search/about", "/private-images/cat.png"],
    baseline: null as Baseline | null,
    lintEngines: [...DEFAULT_LINT_ENGINES],
    theme: initialTheme(),
    panelTab: "test" as PanelTab,
    editor: null as EditorHandle | null,
    draftMeta: null as DraftMeta | null,
  };
}

/** Takes a "before-load" snapshot of a draft about to be replaced (the version history's `snapshotDraft`). */
export type DraftSnapshotter = (text: string, reason: "before-load") => unknown;

let snapshotter: DraftSnapshotter | null = null;

/**
 * Plugs the version history in. The store does not import it (the first page load does not
 * carry the history, and state has no import circle): app/start.ts plugs in one that loads
 * the history on first use, and history.ts plugs itself in when it loads.
 */
export function setDraftSnapshotter(next: DraftSnapshotter | null): void {
  snapshotter = next;
}

function snapshotBeforeLoad(text: string): unknown {
  return snapshotter ? snapshotter(text, "before-load") : undefined;
}

/** The workbench store. Actions can be called outside React: `useWorkbench.getState().setUrl(…)`. */
export const useWorkbench = create<WorkbenchState>()((set, get) => ({
  ...initialInputs(),

  setText: (text) => {
    if (text !== get().text) set({ text });
  },

  loadDraft: (text, meta) => {
    const { text: current, editor } = get();
    if (current !== text) {
      try {
        // Fire and forget: the snapshot is taken from the argument, so later edits cannot race it.
        void Promise.resolve(snapshotBeforeLoad(current)).catch(() => undefined);
      } catch {
        // History is a safety net; a failing store must not block loading.
      }
    }
    // The file's own site (given, or named by its Host:/Sitemap: lines); another site's
    // Compare URLs and full test URL do not carry over.
    const before = get();
    const { origin, changedSite } = originForLoad(
      { text: current, origin: before.origin, givenOrigin: before.draftMeta?.origin },
      { text, givenOrigin: meta.origin, keepSite: meta.source === "history" },
    );
    set({
      text,
      draftMeta: meta,
      origin,
      ...(changedSite ? { compareUrls: [], url: pathOnSite(before.url, before.origin) } : {}),
    });
    if (editor && editor.getText() !== text) editor.setText(text);
  },

  setOrigin: (origin) => set({ origin }),
  setUrl: (url) => set({ url }),
  setCrawler: (crawlerId) => set({ crawlerId }),
  setEngineOverride: (engineOverride) => set({ engineOverride }),

  toggleCompareCrawler: (crawlerId) =>
    set(({ compareCrawlerIds }) => ({
      compareCrawlerIds: compareCrawlerIds.includes(crawlerId)
        ? compareCrawlerIds.filter((id) => id !== crawlerId)
        : [...compareCrawlerIds, crawlerId],
    })),

  setCompareUrls: (compareUrls) => set({ compareUrls }),
  setBaseline: (baseline) => set({ baseline }),

  setLintEngines: (engines) => set({ lintEngines: [...new Set(engines)] }),
  setTheme: (theme) => set({ theme }),
  setPanelTab: (panelTab) => set({ panelTab }),

  setEditor: (editor) => {
    set({ editor });
    // A draft may have been loaded (restored, shared) before the editor existed. Taking it is
    // not an edit: Undo must not bring back the text the editor was made with.
    const { text } = get();
    if (editor && editor.getText() !== text) editor.replaceText(text);
  },
}));

// ---------------------------------------------------------------------------------------
// Derived values: pure, memoized on their inputs, shared by every component that reads them.

// The parsed document of a text (the two most recent are remembered) is in parsed-docs.ts,
// which the verdict client shares without loading the store.
export { selectDoc };

/** The user-agent input handed to the core for a crawler id: the crawler's first token, or the custom text. */
export function userAgentOf(crawlerId: string): string {
  return readingFor(crawlerId).userAgent;
}

// The verdict of one URL is core logic (the verdict worker uses it too): core/verdict.ts.
export { computeVerdict, matcherFor, type Verdict } from "../core/verdict";

/** Past this many UTF-16 units a file counts as large: heavy views wait for typing to pause (core/thresholds.ts). */
const LARGE_TEXT = VIEW_LARGE_TEXT;

/**
 * The parsed draft for views that do work per file (verdicts, Compare, Outline): the live
 * draft while it is small; for a large file, the draft as it was when typing last paused, so
 * compiling it does not hold up each keystroke.
 */
export function useSettledDoc(delayMs = TYPING_PAUSE_MS): RobotsTxt {
  const text = useDeferredValue(useWorkbench((s) => s.text));
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), text.length < LARGE_TEXT ? 0 : delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return selectDoc(text.length < LARGE_TEXT ? text : settled);
}

/** How the current crawler field is read: the engine (override, else the crawler's own), token and crawler. */
export function useAgentReading(): AgentReading {
  const crawlerId = useWorkbench((s) => s.crawlerId);
  const override = useWorkbench((s) => s.engineOverride);
  return useMemo(() => readingFor(crawlerId, override), [crawlerId, override]);
}

/** The engine that reads the file for the current crawler (see {@link readingFor}). */
export function useEffectiveEngine(): EngineId {
  return useAgentReading().engine;
}

