/**
 * Autosave: the draft, settings, the bulk URL list with its expectations and the version
 * history live in IndexedDB under keys namespaced by the app's base path (every project on a
 * `user.github.io` origin shares its storage). `hydrate()` restores them at startup, then
 * writes each part back, debounced, when it changes. Storage that is missing (private mode),
 * refuses writes or is full gives a notice; the app keeps working in memory and loses nothing.
 */

import { ENGINE_IDS, type EngineId } from "../core/types.ts";
import { expectationList, restoreBulk, urlsTextOf, useBulk } from "./bulk.ts";
import { replaceVersions, snapshotDraft, useHistory, type Version } from "./history.ts";
import { usePersistence, usePrefs, useTabs, type StorageStatus } from "./persist-state.ts";
import { startTabs, type TabsLink } from "./tabs.ts";
import {
  asSavedDraft,
  draftGuard,
  startDraftGuard,
  storageKey,
  type DraftGuard,
  type SavedDraft,
  type UnloadCopy,
  type UnloadStore,
} from "./draft-guard.ts";
import { PANEL_TABS, useWorkbench, type PanelTab, type Theme, type WorkbenchState } from "./store.ts";

// ---------------------------------------------------------------------------------------
// Backends.

/** A key-value store of structured-clonable values: IndexedDB in the app, a Map in tests. */
export interface StorageBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Runs `run` when the stored data was lost while the page is open (the browser cleared the
   * site's data): the backend starts afresh, and everything must be written again.
   */
  onLost?(run: () => void): () => void;
}

const DB_NAME = "robots-workbench";
const STORE = "kv";

/** Opens the IndexedDB database; rejects when IndexedDB is missing, refuses, or does not answer in time. */
function openDatabase(
  factory: IDBFactory | undefined,
  name: string,
  timeoutMs: number,
  version?: number,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (!factory) {
      reject(new DOMException("IndexedDB is not available", "NotSupportedError"));
      return;
    }
    // Some private modes leave open() pending forever: give up after a while.
    const timer = setTimeout(() => reject(new DOMException("IndexedDB did not answer", "TimeoutError")), timeoutMs);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    let request: IDBOpenDBRequest;
    try {
      // The version the database has (a new one starts at 1); one without the store (made by
      // something else after site data was cleared) is upgraded to get it.
      request = version === undefined ? factory.open(name) : factory.open(name, version);
    } catch (error) {
      fail(error);
      return;
    }
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onerror = () => fail(request.error ?? new DOMException("IndexedDB refused", "UnknownError"));
    request.onsuccess = () => {
      clearTimeout(timer);
      const db = request.result;
      if (db.objectStoreNames.contains(STORE)) {
        resolve(db);
        return;
      }
      db.close();
      openDatabase(factory, name, timeoutMs, db.version + 1).then(resolve, reject);
    };
  });
}

/**
 * Opens the IndexedDB backend; rejects when IndexedDB is missing, refuses, or does not answer
 * in time. When the browser deletes the database while the page is open (site data cleared),
 * the backend opens a new one and reports the loss (`onLost`), so the app writes everything again.
 */
export async function openIdbBackend(
  options: { factory?: IDBFactory; name?: string; timeoutMs?: number } = {},
): Promise<StorageBackend> {
  const factory = options.factory ?? globalThis.indexedDB;
  const name = options.name ?? DB_NAME;
  const timeoutMs = options.timeoutMs ?? 3000;
  const lostRuns = new Set<() => void>();
  let current: Promise<IDBDatabase> = openDatabase(factory, name, timeoutMs);
  const watch = (db: IDBDatabase) => {
    const lose = () => {
      if (closed.has(db)) return;
      closed.add(db);
      db.close();
      // A new, empty database (the browser may refuse while it is still clearing: try again a
      // few times), then everything is written again.
      current = (async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            return watch(await openDatabase(factory, name, timeoutMs));
          } catch (error) {
            if (attempt >= 5) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
          }
        }
      })();
      void current.then(
        () => {
          for (const run of lostRuns) run();
        },
        (error) => console.warn("robots-workbench: storage cleared, and could not be opened again", error),
      );
    };
    // Deleted from elsewhere (another tab asking to delete it, or the browser clearing site
    // data): it waits for this connection to close. Closed by force: `close`.
    db.onversionchange = lose;
    db.onclose = lose;
    return db;
  };
  const closed = new WeakSet<IDBDatabase>();
  watch(await current);
  const run = async <T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await current;
    return new Promise((resolve, reject) => {
      try {
        const tx = db.transaction(STORE, mode);
        const request = op(tx.objectStore(STORE));
        // Commit at once rather than when this page next runs: a write started as the page
        // goes away gets to the disk more often.
        if (mode === "readwrite") tx.commit?.();
        tx.oncomplete = () => resolve(request.result);
        // Quota errors arrive as an aborted transaction whose error is QuotaExceededError.
        tx.onabort = () => reject(tx.error ?? request.error ?? new DOMException("Write aborted", "AbortError"));
        tx.onerror = () => undefined;
      } catch (error) {
        reject(error);
      }
    });
  };
  return {
    get: (key) => run("readonly", (store) => store.get(key)),
    set: async (key, value) => {
      await run("readwrite", (store) => store.put(value, key));
    },
    delete: async (key) => {
      await run("readwrite", (store) => store.delete(key));
    },
    onLost(runOnLoss) {
      lostRuns.add(runOnLoss);
      return () => lostRuns.delete(runOnLoss);
    },
  };
}

/** An in-memory backend (tests, and a stand-in when IndexedDB is missing); `failWrites` makes every write reject. */
export function memoryBackend(
  options: { failWrites?: "quota" | "error"; data?: Map<string, unknown> } = {},
): StorageBackend & { data: Map<string, unknown> } {
  const data = options.data ?? new Map<string, unknown>();
  const refuse = () =>
    Promise.reject(
      options.failWrites === "quota"
        ? new DOMException("The quota has been exceeded.", "QuotaExceededError")
        : new DOMException("Write refused", "UnknownError"),
    );
  return {
    data,
    get: async (key) => structuredClone(data.get(key)),
    set: (key, value) => (options.failWrites ? refuse() : (data.set(key, structuredClone(value)), Promise.resolve())),
    delete: (key) => (options.failWrites ? refuse() : (data.delete(key), Promise.resolve())),
  };
}

// ---------------------------------------------------------------------------------------
// Status and preferences.

// The stores are in persist-state.ts, so the toolbar reads them without loading the autosave.
export {
  usePersistence,
  usePrefs,
  type PersistenceState,
  type PrefsState,
  type StorageStatus,
} from "./persist-state.ts";

// ---------------------------------------------------------------------------------------
// What is stored.

export { storageKey, type UnloadStore } from "./draft-guard.ts";

const KEYS = {
  draft: storageKey("draft"),
  settings: storageKey("settings"),
  bulk: storageKey("bulk"),
  historyIndex: storageKey("history"),
  version: (id: string) => storageKey(`history:${id}`),
};

interface SavedSettings {
  url: string;
  crawlerId: string;
  engineOverride: EngineId | null;
  compareCrawlerIds: string[];
  compareUrls: string[];
  lintEngines: EngineId[];
  theme: Theme;
  panelTab: PanelTab;
  proxyTemplate: string;
}

type VersionMeta = Omit<Version, "text">;

function readSettings(
  s: Pick<WorkbenchState, keyof Omit<SavedSettings, "proxyTemplate">> = useWorkbench.getState(),
  prefs: { proxyTemplate: string } = usePrefs.getState(),
): SavedSettings {
  return {
    url: s.url,
    crawlerId: s.crawlerId,
    engineOverride: s.engineOverride,
    compareCrawlerIds: s.compareCrawlerIds,
    compareUrls: s.compareUrls,
    lintEngines: s.lintEngines,
    theme: s.theme,
    panelTab: s.panelTab,
    proxyTemplate: prefs.proxyTemplate,
  };
}

/** Equal values, arrays by their items. */
const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/**
 * The settings changed since the page started (a crawler picked, a tab opened while storage
 * was opening): they are the person's newest choice, so the stored ones do not replace them.
 */
function settingsChangedSinceStart(): Set<keyof SavedSettings> {
  const now = readSettings();
  const start = readSettings(useWorkbench.getInitialState(), usePrefs.getInitialState());
  return new Set((Object.keys(now) as Array<keyof SavedSettings>).filter((key) => !sameValue(now[key], start[key])));
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

function readBulk() {
  const { urls, sourceName, expectations } = useBulk.getState();
  return { urlsText: urlsTextOf(urls), sourceName, expectations: expectationList(expectations) };
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
const isEngine = (v: unknown): v is EngineId => typeof v === "string" && (ENGINE_IDS as readonly string[]).includes(v);

function applyDraft(saved: SavedDraft | null, textAtStart: string): void {
  if (saved === null) return;
  const { text, origin } = saved;
  // A large text reaches the store once typing pauses: take the editor's pending change first.
  useWorkbench.getState().editor?.flushChange?.();
  const state = useWorkbench.getState();
  // Typed into the editor while storage opened: keep that too.
  if (state.text !== textAtStart) snapshotDraft(state.text, "before-load");
  useWorkbench.setState({ text, ...(typeof origin === "string" && origin !== "" ? { origin } : {}) });
  const { editor } = useWorkbench.getState();
  // Restoring is not an edit: Undo must not bring back the placeholder the page opened with.
  if (editor && editor.getText() !== text) editor.replaceText(text);
}

/** Applies stored settings, except those in `keep` (changed on this page before storage answered). */
function applySettings(saved: unknown, keep: ReadonlySet<keyof SavedSettings> = new Set()): void {
  if (typeof saved !== "object" || saved === null) return;
  const s = Object.fromEntries(
    Object.entries(saved).filter(([key]) => !keep.has(key as keyof SavedSettings)),
  ) as Partial<Record<keyof SavedSettings, unknown>>;
  const next: Partial<SavedSettings> = {};
  if (typeof s.url === "string") next.url = s.url;
  if (typeof s.crawlerId === "string" && s.crawlerId !== "") next.crawlerId = s.crawlerId;
  if (s.engineOverride === null || isEngine(s.engineOverride)) next.engineOverride = s.engineOverride;
  if (isStringArray(s.compareCrawlerIds)) next.compareCrawlerIds = s.compareCrawlerIds;
  if (isStringArray(s.compareUrls)) next.compareUrls = s.compareUrls;
  if (Array.isArray(s.lintEngines) && s.lintEngines.every(isEngine)) next.lintEngines = s.lintEngines;
  if (s.theme === "light" || s.theme === "dark") next.theme = s.theme;
  if (typeof s.panelTab === "string" && (PANEL_TABS as readonly string[]).includes(s.panelTab)) {
    next.panelTab = s.panelTab as PanelTab;
  }
  const { proxyTemplate, ...workbench } = next;
  useWorkbench.setState(workbench);
  if (typeof s.proxyTemplate === "string") usePrefs.setState({ proxyTemplate: s.proxyTemplate });
  void proxyTemplate;
}

/**
 * Adds the stored versions this tab has not seen (none at startup; later, those another tab
 * stored) to the history. `known` holds every id this tab has seen, deleted ones included, so
 * a version deleted here does not come back; the merged ones join it and `written`. Returns
 * the ids the stored index lists.
 */
async function mergeStoredHistory(
  backend: StorageBackend,
  known: Set<string> = new Set(),
  written: Set<string> = new Set(),
): Promise<string[]> {
  const index = await backend.get(KEYS.historyIndex);
  if (!Array.isArray(index)) return [];
  const all = index.filter(
    (m): m is VersionMeta =>
      typeof m === "object" && m !== null && typeof m.id === "string" && typeof m.time === "number",
  );
  const metas = all.filter((m) => !known.has(m.id));
  if (metas.length === 0) return all.map((m) => m.id);
  const stored = await Promise.all(metas.map((m) => backend.get(KEYS.version(m.id)).catch(() => undefined)));
  const loaded: Version[] = [];
  metas.forEach((meta, i) => {
    if (typeof stored[i] === "string") loaded.push({ ...meta, text: stored[i] as string });
  });
  // Versions taken before this (a share link, a quick load, an edit meanwhile) are kept too.
  const current = useHistory.getState().versions;
  const ids = new Set(current.map((v) => v.id));
  const texts = new Set(current.map((v) => v.text));
  const fresh: Version[] = [];
  for (const v of loaded) {
    known.add(v.id);
    // Another tab's copy of a text this history holds already (both kept the same draft) is
    // not shown twice; its key stays, this tab does not delete what it did not take.
    if (ids.has(v.id) || texts.has(v.text)) continue;
    written.add(v.id);
    texts.add(v.text);
    fresh.push(v);
  }
  if (fresh.length > 0) replaceVersions([...current, ...fresh]);
  return all.map((m) => m.id);
}

// ---------------------------------------------------------------------------------------
// Writing.

/** A part of the state written under its own key(s) when it changes. */
interface Part {
  name: string;
  /** Subscribes to the changes that matter; returns the unsubscribe. */
  watch(onChange: () => void): () => void;
  write(backend: StorageBackend): Promise<void>;
  /** Extra debounce for large values (ms). */
  delay?(): number;
}

/** Where the draft's copies stand, for the draft part's writes (see `hydrate`). */
interface DraftLine {
  guard: DraftGuard;
  /** Revisions of this page's own line: the draft it restored, what that superseded, what it stored since. */
  lineage: Set<string>;
  /** The other tabs, told when this one stores its draft or History. */
  tabs: TabsLink | null;
  /** Version ids this tab has seen (deleted ones too), and those whose text is stored. */
  known: Set<string>;
  written: Set<string>;
  /** Version ids in the stored History index. */
  indexed: Set<string>;
}

/** This page's copy kept at unload has done its work once the draft and History are stored. */
function retireOwnCopy(line: DraftLine): void {
  const unsaved = useHistory.getState().versions.some((v) => !line.indexed.has(v.id));
  if (line.guard.isStored() && !unsaved) line.guard.removeCopies([line.guard.ownKey], Infinity);
}

/** A draft's revision; drafts of earlier versions of the app have none and are known by their time. */
const revOf = (draft: SavedDraft) => draft.rev ?? `legacy:${draft.savedAt}`;

/**
 * Writes the draft. A stored draft that another tab wrote since this page last read or wrote
 * it, with another text, is kept in History first: neither tab's work is overwritten unseen.
 */
async function writeDraft(backend: StorageBackend, line: DraftLine): Promise<void> {
  const draft = line.guard.current();
  const before = asSavedDraft(await backend.get(KEYS.draft));
  if (before && before.text !== draft.text && before.page !== line.guard.page && !line.lineage.has(revOf(before))) {
    snapshotDraft(before.text, "other-tab");
  }
  await backend.set(KEYS.draft, draft);
  const rev = revOf(draft);
  line.lineage.add(rev);
  line.guard.head = rev;
  line.guard.markStored(draft.text, draft.origin, draft.savedAt);
  retireOwnCopy(line);
  line.tabs?.draftSaved({ rev, text: draft.text, origin: draft.origin, savedAt: draft.savedAt });
}

function parts(line: DraftLine): Part[] {
  // Versions loaded from storage are in `written` already; those taken while it opened are not.
  const { written, known } = line;
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
    },
    {
      name: "settings",
      watch: (onChange) => {
        const a = useWorkbench.subscribe((s, p) => {
          if (
            s.url !== p.url ||
            s.crawlerId !== p.crawlerId ||
            s.engineOverride !== p.engineOverride ||
            s.compareCrawlerIds !== p.compareCrawlerIds ||
            s.compareUrls !== p.compareUrls ||
            s.lintEngines !== p.lintEngines ||
            s.theme !== p.theme ||
            s.panelTab !== p.panelTab
          ) {
            onChange();
          }
        });
        const b = usePrefs.subscribe(onChange);
        return () => {
          a();
          b();
        };
      },
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
      write: async (backend) => {
        // Another tab may have stored versions since: keep them, the index is shared.
        for (const v of useHistory.getState().versions) known.add(v.id);
        await mergeStoredHistory(backend, known, written);
        // Each version's text under its own key: a new snapshot writes one text, not all.
        const { versions } = useHistory.getState();
        const ids = new Set(versions.map((v) => v.id));
        for (const v of versions) {
          if (!written.has(v.id)) {
            await backend.set(KEYS.version(v.id), v.text);
            written.add(v.id);
          }
        }
        await backend.set(
          KEYS.historyIndex,
          versions.map(({ text: _text, ...meta }) => meta),
        );
        line.indexed = new Set(versions.map((v) => v.id));
        for (const id of [...written]) {
          if (!ids.has(id)) {
            await backend.delete(KEYS.version(id));
            written.delete(id);
          }
        }
        retireOwnCopy(line);
        line.tabs?.historySaved();
      },
    },
  ];
}

function errorStatus(error: unknown): StorageStatus {
  const name = (error as { name?: string } | null)?.name ?? "";
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" ? "full" : "failed";
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

/** What restoring found: the draft to show, the copies it supersedes, and others' drafts for History. */
export interface DraftChoice {
  chosen: SavedDraft | null;
  /** Older states of the chosen draft's own line (the same page, or revisions it was made from). */
  superseded: SavedDraft[];
  /** Drafts made elsewhere (another tab) with another text: kept in History. */
  others: SavedDraft[];
}

/**
 * Picks the newest of the stored draft and the copies kept at unload, whatever order they
 * were written or read in (by `savedAt`; a tie goes to the stored draft). An older copy is
 * superseded when it is the same text, was made by a page of the chosen draft's line, or is
 * one of the revisions that line was made from; any other is someone else's work.
 */
export function chooseDraft(stored: SavedDraft | null, copies: readonly SavedDraft[]): DraftChoice {
  const all = [...(stored ? [stored] : []), ...copies];
  if (all.length === 0) return { chosen: null, superseded: [], others: [] };
  const chosen = all.reduce((best, d) => (d.savedAt > best.savedAt ? d : best));
  // The chosen draft's line: follow parents through the candidates; pages along it.
  const byRev = new Map(all.map((d) => [revOf(d), d]));
  const revs = new Set<string>();
  const pages = new Set<string>();
  for (let d: SavedDraft | undefined = chosen; d && !revs.has(revOf(d)); ) {
    revs.add(revOf(d));
    if (d.page) pages.add(d.page);
    const parent: string | null | undefined = d.parent;
    if (typeof parent !== "string") break;
    revs.add(parent);
    d = byRev.get(parent);
  }
  const superseded: SavedDraft[] = [];
  const others: SavedDraft[] = [];
  for (const d of all) {
    if (d === chosen) continue;
    // Drafts of earlier versions of the app (no page) were all one line: the newest won.
    const legacy = d.page === undefined && chosen.page === undefined;
    const ofLine = legacy || d.text === chosen.text || revs.has(revOf(d)) || (d.page !== undefined && pages.has(d.page));
    (ofLine ? superseded : others).push(d);
  }
  return { chosen, superseded, others };
}

let active: Persistence | null = null;
let activeLine: { line: DraftLine } | null = null;

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
      writer.afterWrite(draftPart, () => {
        needs.draft = false;
        retire();
      });
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
    activeLine = { line };
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

function createWriter(backend: StorageBackend, debounceMs: number) {
  const dirty = new Set<Part>();
  const after = new Map<Part, Array<() => void>>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const writeDirty = async () => {
    const batch = [...dirty];
    dirty.clear();
    for (const part of batch) {
      try {
        await part.write(backend);
        usePersistence.setState({ status: "saved", savedAt: Date.now(), errorName: null });
        const runs = after.get(part) ?? [];
        after.delete(part);
        for (const run of runs) run();
      } catch (error) {
        // Keep it dirty: the next change (or flush) tries again, e.g. after space is freed.
        dirty.add(part);
        usePersistence.setState({ status: errorStatus(error), errorName: (error as Error)?.name ?? "Error" });
      }
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(writeDirty);
    return writing;
  };

  return {
    schedule(part: Part) {
      dirty.add(part);
      if (timer) clearTimeout(timer);
      const extra = Math.max(0, ...[...dirty].map((p) => p.delay?.() ?? 0));
      timer = setTimeout(() => void flush(), debounceMs + extra);
    },
    flush,
    /** Runs `run` once, after the part's next successful write. */
    afterWrite(part: Part, run: () => void) {
      after.set(part, [...(after.get(part) ?? []), run]);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
