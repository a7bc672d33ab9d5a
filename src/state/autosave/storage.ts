/**
 * Where the autosave writes: a key-value store of structured-clonable values. IndexedDB in the
 * app (reopened when the browser clears the site's data), a Map in tests and when IndexedDB is
 * missing. Write errors become a storage status, never an exception for the caller.
 */
import type { StorageStatus } from "../persist-state.ts";

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

/** The storage status a failed write means: `full` for a quota error, else `failed`. */
export function errorStatus(error: unknown): StorageStatus {
  const name = (error as { name?: string } | null)?.name ?? "";
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" ? "full" : "failed";
}
