/**
 * Autosave: the draft, settings, the bulk URL list with its expectations and the version
 * history live in IndexedDB under keys namespaced by the app's base path (every project on a
 * `user.github.io` origin shares its storage). `hydrate()` restores them at startup, then
 * writes each part back, debounced, when it changes. Storage that is missing (private mode),
 * refuses writes or is full gives a notice; the app keeps working in memory and loses nothing.
 */

import { Transaction } from "@codemirror/state";
import { ENGINE_IDS, type EngineId } from "../core/types.ts";
import { expectationList, restoreBulk, startBulkAutoRun, urlsTextOf, useBulk } from "./bulk.ts";
import { replaceVersions, snapshotDraft, startAutoSnapshots, useHistory, type Version } from "./history.ts";
import { usePersistence, usePrefs, type StorageStatus } from "./persist-state.ts";
import { startShareLinks, useShareNotice } from "./share.ts";
import { PANEL_TABS, useWorkbench, type PanelTab, type Theme } from "./store.ts";

// ---------------------------------------------------------------------------------------
// Backends.

/** A key-value store of structured-clonable values: IndexedDB in the app, a Map in tests. */
export interface StorageBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

const DB_NAME = "robots-workbench";
const STORE = "kv";

/** Opens the IndexedDB backend; rejects when IndexedDB is missing, refuses, or does not answer in time. */
export function openIdbBackend(
  options: { factory?: IDBFactory; name?: string; timeoutMs?: number } = {},
): Promise<StorageBackend> {
  const factory = options.factory ?? globalThis.indexedDB;
  return new Promise((resolve, reject) => {
    if (!factory) {
      reject(new DOMException("IndexedDB is not available", "NotSupportedError"));
      return;
    }
    // Some private modes leave open() pending forever: give up after a while.
    const timer = setTimeout(
      () => reject(new DOMException("IndexedDB did not answer", "TimeoutError")),
      options.timeoutMs ?? 3000,
    );
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(options.name ?? DB_NAME, 1);
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
      db.onversionchange = () => db.close();
      resolve(idbBackend(db));
    };
  });
}

function idbBackend(db: IDBDatabase): StorageBackend {
  const run = <T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> =>
    new Promise((resolve, reject) => {
      try {
        const tx = db.transaction(STORE, mode);
        const request = op(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result);
        // Quota errors arrive as an aborted transaction whose error is QuotaExceededError.
        tx.onabort = () => reject(tx.error ?? request.error ?? new DOMException("Write aborted", "AbortError"));
        tx.onerror = () => undefined;
      } catch (error) {
        reject(error);
      }
    });
  return {
    get: (key) => run("readonly", (store) => store.get(key)),
    set: async (key, value) => {
      await run("readwrite", (store) => store.put(value, key));
    },
    delete: async (key) => {
      await run("readwrite", (store) => store.delete(key));
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

const base = (import.meta.env?.BASE_URL as string | undefined) ?? "/";
/** The storage key of a part, namespaced by the app's base path. */
export const storageKey = (part: string) => `workbench:${base}:${part}`;

const KEYS = {
  draft: storageKey("draft"),
  settings: storageKey("settings"),
  bulk: storageKey("bulk"),
  historyIndex: storageKey("history"),
  unloadDraft: storageKey("draft:unload"),
  version: (id: string) => storageKey(`history:${id}`),
};

interface SavedDraft {
  text: string;
  origin: string;
  savedAt: number;
}

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

function readDraft(): SavedDraft {
  const { text, origin } = useWorkbench.getState();
  return { text, origin, savedAt: Date.now() };
}

function readSettings(): SavedSettings {
  const s = useWorkbench.getState();
  return {
    url: s.url,
    crawlerId: s.crawlerId,
    engineOverride: s.engineOverride,
    compareCrawlerIds: s.compareCrawlerIds,
    compareUrls: s.compareUrls,
    lintEngines: s.lintEngines,
    theme: s.theme,
    panelTab: s.panelTab,
    proxyTemplate: usePrefs.getState().proxyTemplate,
  };
}

function readBulk() {
  const { urls, sourceName, expectations } = useBulk.getState();
  return { urlsText: urlsTextOf(urls), sourceName, expectations: expectationList(expectations) };
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
const isEngine = (v: unknown): v is EngineId => typeof v === "string" && (ENGINE_IDS as readonly string[]).includes(v);

function applyDraft(saved: unknown, textAtStart: string): void {
  if (typeof saved !== "object" || saved === null) return;
  const { text, origin } = saved as Partial<SavedDraft>;
  if (typeof text !== "string") return;
  const state = useWorkbench.getState();
  // Typed into the editor while storage opened: keep that too.
  if (state.text !== textAtStart) snapshotDraft(state.text, "before-load");
  useWorkbench.setState({ text, ...(typeof origin === "string" && origin !== "" ? { origin } : {}) });
  const { editor } = useWorkbench.getState();
  if (editor && editor.getText() !== text) {
    // Restoring is not an edit: Undo must not bring back the placeholder the page opened with.
    const { view } = editor;
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: text },
      annotations: Transaction.addToHistory.of(false),
    });
  }
}

function applySettings(saved: unknown): void {
  if (typeof saved !== "object" || saved === null) return;
  const s = saved as Partial<Record<keyof SavedSettings, unknown>>;
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

async function loadHistory(backend: StorageBackend): Promise<void> {
  const index = await backend.get(KEYS.historyIndex);
  if (!Array.isArray(index)) return;
  const metas = index.filter(
    (m): m is VersionMeta =>
      typeof m === "object" && m !== null && typeof m.id === "string" && typeof m.time === "number",
  );
  const texts = await Promise.all(metas.map((m) => backend.get(KEYS.version(m.id)).catch(() => undefined)));
  const loaded: Version[] = [];
  metas.forEach((meta, i) => {
    if (typeof texts[i] === "string") loaded.push({ ...meta, text: texts[i] as string });
  });
  // Versions taken before hydration finished (a share link, a quick load) are kept too.
  const current = useHistory.getState().versions;
  const ids = new Set(current.map((v) => v.id));
  replaceVersions([...current, ...loaded.filter((v) => !ids.has(v.id))]);
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

function parts(): Part[] {
  // Versions loaded from storage are already written.
  const written = new Set<string>(useHistory.getState().versions.map((v) => v.id));
  return [
    {
      name: "draft",
      watch: (onChange) =>
        useWorkbench.subscribe((s, p) => {
          if (s.text !== p.text || s.origin !== p.origin) onChange();
        }),
      write: (backend) => backend.set(KEYS.draft, readDraft()),
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
        for (const id of [...written]) {
          if (!ids.has(id)) {
            await backend.delete(KEYS.version(id));
            written.delete(id);
          }
        }
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
  /** Also open a share link in the address, and start the history timer and bulk re-runs; default true. */
  startServices?: boolean;
  /**
   * Synchronous storage for a draft not yet written when the page goes away (IndexedDB writes
   * may not finish during unload); default localStorage, null for none.
   */
  unloadStore?: UnloadStore | null;
}

/** The part of the Web Storage API the unload fallback uses. */
export type UnloadStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Drafts up to this many characters are kept synchronously at unload (localStorage holds about 5 MB). */
const UNLOAD_DRAFT_LIMIT = 1_000_000;

function defaultUnloadStore(): UnloadStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the draft synchronously (the page is going away with its latest edits unwritten). */
function saveUnloadDraft(store: UnloadStore | null): void {
  const draft = readDraft();
  if (store === null || draft.text.length > UNLOAD_DRAFT_LIMIT) return;
  try {
    store.setItem(KEYS.unloadDraft, JSON.stringify(draft));
  } catch {
    // Full or refused: the IndexedDB write started at the same moment is all there is.
  }
}

/** The draft kept at the last unload, if any and well formed. */
function takeUnloadDraft(store: UnloadStore | null): SavedDraft | null {
  if (store === null) return null;
  try {
    const raw = store.getItem(KEYS.unloadDraft);
    store.removeItem(KEYS.unloadDraft);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<SavedDraft>;
    if (typeof value.text !== "string" || typeof value.savedAt !== "number") return null;
    return { text: value.text, origin: typeof value.origin === "string" ? value.origin : "", savedAt: value.savedAt };
  } catch {
    return null;
  }
}

let active: Persistence | null = null;

/**
 * Restores the saved draft, settings, URL list, expectations and history, then keeps them
 * saved. Storage problems become a status (`usePersistence`), never an exception. Call once at
 * startup; later calls return the running persistence.
 */
export async function hydrate(options: HydrateOptions = {}): Promise<Persistence> {
  if (active) return active;
  const persistence: Persistence = { flush: async () => undefined, stop: () => undefined };
  active = persistence;
  const textAtStart = useWorkbench.getState().text;
  const unloadStore = options.unloadStore === undefined ? defaultUnloadStore() : options.unloadStore;
  let restoredFromUnload = false;
  const stops: Array<() => void> = [];
  let backend: StorageBackend | null = null;
  try {
    backend = await (options.backend ?? openIdbBackend());
  } catch (error) {
    usePersistence.setState({ status: "unavailable", errorName: (error as Error)?.name ?? "Error" });
  }
  if (backend) {
    const store = backend;
    try {
      const [draft, settings, bulk] = await Promise.all([
        store.get(KEYS.draft),
        store.get(KEYS.settings),
        store.get(KEYS.bulk),
      ]);
      applySettings(settings);
      // A draft kept at the last unload is newer than the stored one unless a later visit saved again.
      const unloaded = takeUnloadDraft(unloadStore);
      const storedAt = typeof draft === "object" && draft !== null ? (draft as Partial<SavedDraft>).savedAt : undefined;
      const isUnloadNewer = unloaded !== null && (typeof storedAt !== "number" || unloaded.savedAt > storedAt);
      applyDraft(isUnloadNewer ? unloaded : draft, textAtStart);
      if (isUnloadNewer) restoredFromUnload = true;
      if (typeof bulk === "object" && bulk !== null) restoreBulk(bulk);
      await loadHistory(store);
      usePersistence.setState({ status: "saved", errorName: null });
    } catch (error) {
      usePersistence.setState({ status: "failed", errorName: (error as Error)?.name ?? "Error" });
    }
    const writer = createWriter(store, options.debounceMs ?? 400);
    const allParts = parts();
    const draftPart = allParts.find((part) => part.name === "draft")!;
    for (const part of allParts) stops.push(part.watch(() => writer.schedule(part)));
    // The draft came from the unload fallback: write it where it belongs.
    if (restoredFromUnload) writer.schedule(draftPart);
    persistence.flush = writer.flush;
    stops.push(writer.cancel);
    if (typeof window !== "undefined") {
      const onHide = () => {
        if (writer.isDirty(draftPart)) saveUnloadDraft(unloadStore);
        void writer.flush();
      };
      const onVisibility = () => document.visibilityState === "hidden" && onHide();
      window.addEventListener("pagehide", onHide);
      document.addEventListener("visibilitychange", onVisibility);
      stops.push(() => {
        window.removeEventListener("pagehide", onHide);
        document.removeEventListener("visibilitychange", onVisibility);
      });
    }
  }
  if (options.startServices !== false) {
    // An opened share link is saved at once: a reload right after must not lose it.
    stops.push(
      useShareNotice.subscribe((s) => {
        if (s.notice?.kind === "imported") void persistence.flush();
      }),
    );
    stops.push(await startShareLinks());
    stops.push(startAutoSnapshots());
    stops.push(startBulkAutoRun());
  }
  persistence.stop = () => {
    for (const stop of stops) stop();
    if (active === persistence) active = null;
  };
  return persistence;
}

function createWriter(backend: StorageBackend, debounceMs: number) {
  const dirty = new Set<Part>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const writeDirty = async () => {
    const batch = [...dirty];
    dirty.clear();
    for (const part of batch) {
      try {
        await part.write(backend);
        usePersistence.setState({ status: "saved", savedAt: Date.now(), errorName: null });
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
    /** Whether a part has changes not yet handed to the backend. */
    isDirty: (part: Part) => dirty.has(part),
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
