/**
 * Autosave: the draft, settings, the bulk URL list with its expectations and the version
 * history live in IndexedDB under keys namespaced by the app's base path (every project on a
 * `user.github.io` origin shares its storage). `hydrate()` restores them at startup, then
 * writes each part back, debounced, when it changes. Storage that is missing (private mode),
 * refuses writes or is full gives a notice; the app keeps working in memory and loses nothing.
 *
 * The jobs live in `autosave/`: the storage backends (`storage.ts`), the keys (`keys.ts`), the
 * settings fields (`settings.ts`), the draft's line (`drafts.ts`), History in storage
 * (`versions.ts`) and the debounced writer (`writer.ts`). This module puts them together.
 */

import { expectationList, restoreBulk, urlsTextOf, useBulk } from "./bulk.ts";
import { replaceVersions, snapshotDraft, useHistory } from "./history.ts";
import { usePersistence, useTabs } from "./persist-state.ts";
import { startTabs } from "./tabs.ts";
import { asSavedDraft, draftGuard, startDraftGuard, type UnloadCopy, type UnloadStore } from "./draft-guard.ts";
import { useWorkbench } from "./store.ts";
import { KEYS } from "./autosave/keys.ts";
import { openIdbBackend, type StorageBackend } from "./autosave/storage.ts";
import { applySettings, readSettings, settingsChangedSinceStart, watchSettings } from "./autosave/settings.ts";
import { applyDraft, chooseDraft, revOf, writeDraft, type DraftLine } from "./autosave/drafts.ts";
import { mergeStoredHistory, writeHistory } from "./autosave/versions.ts";
import { createWriter, type Part } from "./autosave/writer.ts";

export { openIdbBackend, memoryBackend, type StorageBackend } from "./autosave/storage.ts";
export { chooseDraft, type DraftChoice } from "./autosave/drafts.ts";
export type { SavedSettings } from "./autosave/settings.ts";

// The stores are in persist-state.ts, so the toolbar reads them without loading the autosave.
export {
  usePersistence,
  usePrefs,
  type PersistenceState,
  type PrefsState,
  type StorageStatus,
} from "./persist-state.ts";

export { storageKey, type UnloadStore } from "./draft-guard.ts";

function readBulk() {
  const { urls, sourceName, expectations } = useBulk.getState();
  return { urlsText: urlsTextOf(urls), sourceName, expectations: expectationList(expectations) };
}

/** Whether the URL list or its expectations changed since the page started (then the stored ones do not replace them). */
function bulkChangedSinceStart(): boolean {
  const now = readBulk();
  const { urls, expectations } = useBulk.getInitialState();
  return (
    now.urlsText !== urlsTextOf(urls) ||
    JSON.stringify(now.expectations) !== JSON.stringify(expectationList(expectations))
  );
}

/** The parts of the state the autosave writes, each when it changes. */
function parts(line: DraftLine): Part[] {
  return [
    {
      name: "draft",
      watch: (onChange) =>
        useWorkbench.subscribe((s, p) => {
          if (s.text !== p.text || s.origin !== p.origin) onChange();
        }),
      write: (backend) => writeDraft(backend, line),
      // A 10 MB draft is not cloned on every keystroke.
      delay: () => Math.min(3000, useWorkbench.getState().text.length / 5000),
      // Writing would first take the editor's held-back change: not while someone types.
      busy: () => useWorkbench.getState().editor?.isHoldingChange?.() ?? false,
    },
    {
      name: "settings",
      watch: watchSettings,
      write: (backend) => backend.set(KEYS.settings, readSettings()),
    },
    {
      name: "bulk",
      watch: (onChange) =>
        useBulk.subscribe((s, p) => {
          if (s.urls !== p.urls || s.expectations !== p.expectations || s.sourceName !== p.sourceName) onChange();
        }),
      write: (backend) => backend.set(KEYS.bulk, readBulk()),
      delay: () => Math.min(2000, useBulk.getState().urls.length / 100),
    },
    {
      name: "history",
      watch: (onChange) =>
        useHistory.subscribe((s, p) => {
          if (s.versions !== p.versions) onChange();
        }),
      // Versions loaded from storage are in `written` already; those taken while it opened are not.
      write: (backend) => writeHistory(backend, line),
    },
  ];
}

/** A running persistence: flush pending writes now, or stop watching. */
export interface Persistence {
  flush(): Promise<void>;
  stop(): void;
}

export interface HydrateOptions {
  /** The storage; default IndexedDB. */
  backend?: StorageBackend | Promise<StorageBackend>;
  /** Debounce of writes in ms; default 400. */
  debounceMs?: number;
  /** Tabs of the app notice each other (BroadcastChannel) and share their History; default true. */
  linkTabs?: boolean;
  /**
   * Synchronous storage for a draft not yet written when the page goes away (IndexedDB writes
   * may not finish during unload); default localStorage, null for none. Used when no draft
   * guard is running yet (app/start.ts starts one before the autosave loads).
   */
  unloadStore?: UnloadStore | null;
}

let active: Persistence | null = null;
let activeLine: { line: DraftLine; storeDraft: () => void } | null = null;

/**
 * Keeps this tab's draft over the one another tab stored: it is stored now (the other one is
 * kept in History as it is stored over), even when it is a copy restored unchanged.
 */
export function keepDraftOfThisTab(): void {
  useTabs.setState({ draftElsewhere: null });
  if (!activeLine) return;
  activeLine.line.guard.markRestored(null);
  activeLine.storeDraft();
}

/**
 * Opens the draft another tab stored (as it told this one) in this tab; this tab's text is
 * kept in History first. False when there is none.
 */
export function openDraftFromOtherTab(): boolean {
  const elsewhere = useTabs.getState().draftElsewhere;
  useTabs.setState({ draftElsewhere: null });
  if (!elsewhere) return false;
  // The other tab's revision joins this tab's line: storing over it later is no conflict.
  useWorkbench.getState().loadDraft(elsewhere.text, { source: "tab", origin: elsewhere.origin });
  if (activeLine) {
    activeLine.line.lineage.add(elsewhere.rev);
    activeLine.line.guard.head = elsewhere.rev;
    const { text, origin } = useWorkbench.getState();
    activeLine.line.guard.markStored(text, origin, elsewhere.savedAt);
  }
  return true;
}

/**
 * Restores the saved draft, settings, URL list, expectations and history, then keeps them
 * saved. Storage problems become a status (`usePersistence`), never an exception. Call once at
 * startup (app/start.ts, which then starts the other services); later calls return the
 * running persistence. It starts nothing else.
 */
export async function hydrate(options: HydrateOptions = {}): Promise<Persistence> {
  if (active) return active;
  const persistence: Persistence = { flush: async () => undefined, stop: () => undefined };
  active = persistence;
  // The guard copies the draft at unload from the page's start; main.tsx starts it early.
  const running = draftGuard();
  const guard = running ?? startDraftGuard({ store: options.unloadStore });
  const textAtStart = guard.startText;
  const stops: Array<() => void> = [];
  if (!running) stops.push(guard.stop);
  const line: DraftLine = {
    guard,
    lineage: new Set(),
    tabs: null,
    known: new Set(),
    written: new Set(),
    indexed: new Set(),
  };
  let backend: StorageBackend | null = null;
  try {
    backend = await (options.backend ?? openIdbBackend());
  } catch (error) {
    usePersistence.setState({ status: "unavailable", errorName: (error as Error)?.name ?? "Error" });
  }
  // The copies read at startup, and what must be stored before they are removed.
  let consumed: string[] = [];
  let supersededKeys: string[] = [];
  let needs = { draft: false, history: false, settings: false, bulk: false };
  /** Restores the newest draft among the stored one and the copies kept at unload, and the versions they carry. */
  const restoreDraft = (storedValue: unknown) => {
    const stored = asSavedDraft(storedValue);
    const copies: UnloadCopy[] = guard.readCopies().filter((c) => c.key !== guard.ownKey);
    const choice = chooseDraft(stored, copies.map((c) => c.draft));
    applyDraft(choice.chosen, textAtStart);
    if (choice.chosen) {
      guard.head = revOf(choice.chosen);
      for (const d of [choice.chosen, ...choice.superseded]) {
        line.lineage.add(revOf(d));
        if (typeof d.parent === "string") line.lineage.add(d.parent);
      }
    }
    if (stored && choice.chosen === stored) {
      // As applied: a draft stored without an origin keeps the one the page has.
      const { text, origin } = useWorkbench.getState();
      if (text === stored.text) guard.markStored(text, origin, stored.savedAt);
    } else if (choice.chosen) {
      // A copy kept at unload: stored again below, as old as it is. Stamped with the time of
      // the writing, a copy restored late would beat a draft another tab kept after it.
      const { text, origin } = useWorkbench.getState();
      if (text === choice.chosen.text) guard.markRestored({ text, origin, savedAt: choice.chosen.savedAt });
    }
    // Versions a page had not stored when it went away, then others' drafts.
    const carried = copies.flatMap((c) => c.draft.versions ?? []);
    if (carried.length > 0) {
      const current = useHistory.getState().versions;
      const ids = new Set(current.map((v) => v.id));
      replaceVersions([...current, ...carried.filter((v) => !ids.has(v.id) && (ids.add(v.id), true))]);
    }
    for (const other of choice.others) snapshotDraft(other.text, "other-tab");
    consumed = copies.map((c) => c.key);
    const superseded = new Set([choice.chosen, ...choice.superseded]);
    supersededKeys = copies.filter((c) => superseded.has(c.draft) && !c.draft.versions?.length).map((c) => c.key);
    needs = { ...needs, draft: !guard.isStored(), history: carried.length > 0 || choice.others.length > 0 };
  };
  if (backend) {
    const store = backend;
    try {
      const [draft, settings, bulk] = await Promise.all([
        store.get(KEYS.draft),
        store.get(KEYS.settings),
        store.get(KEYS.bulk),
      ]);
      // Settings, the URL list and versions saved on this page while storage opened are
      // newer than what is stored: kept, and written (the watchers were not running yet).
      const keptSettings = settingsChangedSinceStart();
      const bulkChanged = bulkChangedSinceStart();
      applySettings(settings, keptSettings);
      restoreDraft(draft);
      if (typeof bulk === "object" && bulk !== null && !bulkChanged) restoreBulk(bulk);
      line.indexed = new Set(await mergeStoredHistory(store, line.known, line.written));
      needs.settings = keptSettings.size > 0;
      needs.bulk = bulkChanged;
      if (useHistory.getState().versions.some((v) => !line.indexed.has(v.id))) needs.history = true;
      usePersistence.setState({ status: "saved", errorName: null });
    } catch (error) {
      usePersistence.setState({ status: "failed", errorName: (error as Error)?.name ?? "Error" });
    }
    const writer = createWriter(store, options.debounceMs ?? 400);
    const allParts = parts(line);
    const draftPart = allParts.find((part) => part.name === "draft")!;
    const historyPart = allParts.find((part) => part.name === "history")!;
    for (const part of allParts) stops.push(part.watch(() => writer.schedule(part)));
    guard.unsavedVersions = () => useHistory.getState().versions.filter((v) => !line.indexed.has(v.id));
    stops.push(() => {
      guard.unsavedVersions = null;
    });
    // A draft not in storage yet (restored from a copy, or typed while storage opened), and
    // History that gained versions (from the copies, or saved while storage opened): write them; the copies go once both are stored.
    const retire = () => {
      if (!needs.draft && !needs.history) guard.removeCopies(consumed, 0);
    };
    if (needs.draft) {
      writer.schedule(draftPart);
      // Once the draft is stored (not when a newer one another tab stored was left in place).
      const stored = () => {
        if (!guard.isStored()) return writer.afterWrite(draftPart, stored);
        needs.draft = false;
        retire();
      };
      writer.afterWrite(draftPart, stored);
    }
    if (needs.history) {
      writer.schedule(historyPart);
      writer.afterWrite(historyPart, () => {
        needs.history = false;
        retire();
      });
    }
    retire();
    // Settings and a URL list changed while storage opened.
    for (const name of ["settings", "bulk"] as const) {
      if (needs[name]) writer.schedule(allParts.find((part) => part.name === name)!);
    }
    persistence.flush = writer.flush;
    stops.push(writer.cancel);
    if (options.linkTabs !== false) {
      // Tabs notice each other; another tab's History joins this one's when it is stored.
      const onHistory = async () => {
        const ids = await mergeStoredHistory(store, line.known, line.written);
        // What another tab stored is in the index: only this tab's own new versions are unsaved.
        for (const id of ids) line.indexed.add(id);
      };
      const tabs = startTabs(guard.page, () => void onHistory().catch(() => undefined));
      line.tabs = tabs;
      stops.push(tabs.stop);
    }
    activeLine = { line, storeDraft: () => writer.schedule(draftPart) };
    stops.push(() => {
      activeLine = null;
    });
    // Site data cleared while the page is open: write the draft, settings, lists and every
    // version again (the guard keeps copying the draft at unload until then).
    if (store.onLost) {
      stops.push(
        store.onLost(() => {
          line.written.clear();
          line.indexed.clear();
          guard.forgetStored();
          for (const part of allParts) writer.schedule(part);
          void writer.flush();
        }),
      );
    }
    // When the page is hidden or goes away: the guard keeps its copy first, then the writes start.
    stops.push(guard.onHide(() => void writer.flush()));
  } else {
    // No IndexedDB: the copies kept at unload are all there is; the guard keeps the next one,
    // and the older ones it supersedes go then.
    restoreDraft(undefined);
    guard.retireOnCopy = supersededKeys;
  }
  persistence.stop = () => {
    for (const stop of stops) stop();
    if (active === persistence) active = null;
  };
  return persistence;
}
