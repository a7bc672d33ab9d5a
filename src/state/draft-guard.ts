/**
 * The draft's guard against the page going away. IndexedDB writes are asynchronous and may
 * not finish while a page unloads, and the autosave waits for a pause in typing; so when the
 * page is hidden or goes away (`visibilitychange` to hidden, `pagehide`) with a draft that is
 * not known to be in IndexedDB, a copy is kept synchronously in localStorage.
 *
 * This module is in the first page load (it is small) and starts before the autosave
 * (`persist.ts`) has loaded: text typed before storage opened is guarded too.
 *
 * Every copy (in IndexedDB or localStorage) carries a revision id, the revision it was made
 * from (`parent`) and the page that made it, so restoring can tell a newer state of the same
 * work (the older copy is superseded) from work done elsewhere (another tab: kept in History).
 * Each page keeps its copy under its own key: two tabs, or two quick reloads, never overwrite
 * each other's copy.
 */
import type { Version } from "./history.ts";
import { useWorkbench } from "./store.ts";

const base = (import.meta.env?.BASE_URL as string | undefined) ?? "/";
/** The storage key of a part, namespaced by the app's base path. */
export const storageKey = (part: string) => `workbench:${base}:${part}`;

/** Copies kept at unload: this prefix and the page's id. */
const COPY_PREFIX = storageKey("draft:unload:");
/** The single copy key of earlier versions of the app (read, never written). */
const LEGACY_COPY_KEY = storageKey("draft:unload");

/** Drafts up to this many characters are copied at unload (localStorage holds about 5 M characters). */
export const UNLOAD_DRAFT_LIMIT = 2_000_000;

/** A stored draft: in IndexedDB, or a copy kept at unload. */
export interface SavedDraft {
  text: string;
  origin: string;
  savedAt: number;
  /** This copy's revision id (absent in drafts of earlier versions of the app). */
  rev?: string;
  /** The revision this one was made from: the copy its page restored or last stored. */
  parent?: string | null;
  /** The page (one load of the app in one tab) that made it. */
  page?: string;
  /** History versions the page had not stored yet (copies kept at unload only). */
  versions?: Version[];
}

/** The part of the Web Storage API the copies use. */
export type UnloadStore = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key"> & { readonly length: number };

const randomId = () =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** A new revision id. */
export const newRev = randomId;

/** Well-formed drafts only. */
export function asSavedDraft(value: unknown): SavedDraft | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<SavedDraft>;
  if (typeof v.text !== "string") return null;
  return {
    text: v.text,
    origin: typeof v.origin === "string" ? v.origin : "",
    savedAt: typeof v.savedAt === "number" ? v.savedAt : 0,
    ...(typeof v.rev === "string" ? { rev: v.rev } : {}),
    ...(typeof v.parent === "string" || v.parent === null ? { parent: v.parent } : {}),
    ...(typeof v.page === "string" ? { page: v.page } : {}),
    ...(Array.isArray(v.versions) ? { versions: v.versions.filter(isVersion) } : {}),
  };
}

const isVersion = (v: unknown): v is Version =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Version).id === "string" &&
  typeof (v as Version).time === "number" &&
  typeof (v as Version).text === "string" &&
  typeof (v as Version).reason === "string";

/** A copy found in localStorage, with its key. */
export interface UnloadCopy {
  key: string;
  draft: SavedDraft;
}

export interface DraftGuard {
  /** This page's id. */
  readonly page: string;
  /** The localStorage key of this page's copy. */
  readonly ownKey: string;
  /** The draft's text when the guard started (the example, before anything was restored or typed). */
  readonly startText: string;
  /** Copies to remove once this page has kept its own (they are older states of its draft). */
  retireOnCopy: string[];
  /** History versions not stored yet (the autosave sets this): copied with the draft. */
  unsavedVersions: (() => Version[]) | null;
  /** The revision of the newest copy this page restored or stored (the parent of its next copy). */
  head: string | null;
  /** Records that `text` (with `origin`, stored at `savedAt`) is in IndexedDB: no copy is needed while the draft equals it. */
  markStored(text: string, origin: string, savedAt: number): void;
  /**
   * Records that the draft was restored from a copy kept at `savedAt`: while the
   * draft equals it, its next copies carry that time, since writing it again is not newer work
   * (a draft another tab kept meanwhile still wins at the next load). Null: its copies are new.
   */
  markRestored(draft: { text: string; origin: string; savedAt: number } | null): void;
  /** Forgets what is stored (the storage was cleared): the draft is copied at unload until stored again. */
  forgetStored(): void;
  /** Whether the draft as it is now is the one known to be in IndexedDB. */
  isStored(): boolean;
  /** The draft as it is now, with a new revision made from `head` (the editor's pending change reported first). */
  current(): SavedDraft;
  /** Keeps a copy now when the draft is not known to be stored (what `pagehide` does). */
  keepNow(): void;
  /** Runs `run` after the copy whenever the page is hidden or goes away; returns the unsubscribe. */
  onHide(run: () => void): () => void;
  /** The copies in localStorage (this page's own included), well formed ones only. */
  readCopies(): UnloadCopy[];
  /** Removes copies by key; this page's own only when not newer than `ownUpTo` (a savedAt). */
  removeCopies(keys: readonly string[], ownUpTo: number): void;
  stop(): void;
}

function defaultStore(): UnloadStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

let running: DraftGuard | null = null;

/** The running guard, if any. */
export function draftGuard(): DraftGuard | null {
  return running;
}

/**
 * Starts guarding the draft (once: later calls return the running guard). The draft as it is
 * now (the example, or a draft put in place before) counts as stored.
 */
export function startDraftGuard(options: { store?: UnloadStore | null; events?: boolean } = {}): DraftGuard {
  if (running) return running;
  const store = options.store === undefined ? defaultStore() : options.store;
  const page = randomId();
  const ownKey = COPY_PREFIX + page;
  let stored = { text: useWorkbench.getState().text, origin: useWorkbench.getState().origin, savedAt: 0 };
  let ownCopyAt: number | null = null;
  let restored: { text: string; origin: string; savedAt: number } | null = null;
  const hideRuns = new Set<() => void>();

  const latest = () => {
    // A large text reaches the store once typing pauses: take the editor's pending change now.
    useWorkbench.getState().editor?.flushChange?.();
    const { text, origin } = useWorkbench.getState();
    return { text, origin };
  };

  const guard: DraftGuard = {
    page,
    ownKey,
    startText: stored.text,
    retireOnCopy: [],
    unsavedVersions: null,
    head: null,
    markStored(text, origin, savedAt) {
      stored = { text, origin, savedAt };
    },
    markRestored(draft) {
      restored = draft && { text: draft.text, origin: draft.origin, savedAt: draft.savedAt };
    },
    forgetStored() {
      stored = { text: "", origin: "\u0000", savedAt: 0 };
    },
    isStored() {
      const { text, origin } = latest();
      return text === stored.text && origin === stored.origin;
    },
    current() {
      const { text, origin } = latest();
      const unchanged = restored !== null && restored.text === text && restored.origin === origin;
      if (!unchanged) restored = null;
      const savedAt = unchanged && restored ? restored.savedAt : Date.now();
      return { text, origin, savedAt, rev: newRev(), parent: guard.head, page };
    },
    keepNow() {
      const { text, origin } = latest();
      const versions = guard.unsavedVersions?.() ?? [];
      if (store === null || (text === stored.text && origin === stored.origin && versions.length === 0)) return;
      const size = versions.reduce((sum, v) => sum + v.text.length, text.length);
      if (size > UNLOAD_DRAFT_LIMIT) return;
      // Copied only for the versions: the draft is as old as its stored copy, so it does not
      // win over a draft another tab stored since.
      const draftStored = text === stored.text && origin === stored.origin;
      const draft = { ...guard.current(), ...(draftStored ? { savedAt: stored.savedAt } : {}) };
      try {
        store.setItem(ownKey, JSON.stringify(versions.length > 0 ? { ...draft, versions } : draft));
        ownCopyAt = draft.savedAt;
        guard.head = draft.rev ?? guard.head;
        const retired = guard.retireOnCopy;
        guard.retireOnCopy = [];
        guard.removeCopies(retired, 0);
      } catch {
        // Full or refused: the IndexedDB write started at the same moment is all there is.
      }
    },
    onHide(run) {
      hideRuns.add(run);
      return () => hideRuns.delete(run);
    },
    readCopies() {
      if (store === null) return [];
      const copies: UnloadCopy[] = [];
      try {
        const keys: string[] = [];
        for (let i = 0; i < store.length; i++) {
          const key = store.key(i);
          if (key !== null && (key.startsWith(COPY_PREFIX) || key === LEGACY_COPY_KEY)) keys.push(key);
        }
        for (const key of keys) {
          const raw = store.getItem(key);
          if (raw === null) continue;
          let draft: SavedDraft | null = null;
          try {
            draft = asSavedDraft(JSON.parse(raw));
          } catch {
            draft = null;
          }
          // A malformed copy helps nobody: drop it.
          if (draft === null) store.removeItem(key);
          else copies.push({ key, draft });
        }
      } catch {
        // Storage refused to be read: no copies.
      }
      return copies;
    },
    removeCopies(keys, ownUpTo) {
      if (store === null) return;
      for (const key of keys) {
        if (key === ownKey && (ownCopyAt === null || ownCopyAt > ownUpTo)) continue;
        try {
          store.removeItem(key);
          if (key === ownKey) ownCopyAt = null;
        } catch {
          // Left for the next load, which finds it superseded.
        }
      }
    },
    stop() {
      stopEvents();
      hideRuns.clear();
      if (running === guard) running = null;
    },
  };

  const onHide = () => {
    guard.keepNow();
    for (const run of hideRuns) run();
  };
  const onVisibility = () => {
    if (document.visibilityState === "hidden") onHide();
  };
  let stopEvents = () => undefined as void;
  if (options.events !== false && typeof window !== "undefined" && typeof document !== "undefined") {
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    stopEvents = () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }
  running = guard;
  return guard;
}
