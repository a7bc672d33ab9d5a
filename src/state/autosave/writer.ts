/**
 * The autosave's writer: each part of the state (draft, settings, URL list, History) is marked
 * dirty when it changes and written after a pause (longer for large values); a failed write
 * keeps the part dirty and sets the storage status, so the next change or flush tries again.
 */
import { usePersistence } from "../persist-state.ts";
import { errorStatus, type StorageBackend } from "./storage.ts";

/** A part of the state written under its own key(s) when it changes. */
export interface Part {
  name: string;
  /** Subscribes to the changes that matter; returns the unsubscribe. */
  watch(onChange: () => void): () => void;
  write(backend: StorageBackend): Promise<void>;
  /** Extra debounce for large values (ms). */
  delay?(): number;
  /**
   * Whether the part is being changed right now (someone typing in a large draft, which the
   * editor hands on only when typing pauses): its write then waits for the pause, up to
   * {@link MAX_BUSY_WAIT_MS}, rather than cloning half a megabyte between two keystrokes.
   */
  busy?(): boolean;
}

/** The longest a write waits for a busy part (ms): steady typing still saves this often. */
export const MAX_BUSY_WAIT_MS = 10_000;

/** Debounced writes of dirty parts, one batch at a time. */
export function createWriter(backend: StorageBackend, debounceMs: number) {
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
      const wait = debounceMs + extra;
      const since = Date.now();
      const fire = () => {
        // Typing goes on in a part: write at its next pause (its change schedules again), or
        // once it has waited long enough.
        if ([...dirty].some((p) => p.busy?.()) && Date.now() - since < MAX_BUSY_WAIT_MS) timer = setTimeout(fire, wait);
        else void flush();
      };
      timer = setTimeout(fire, wait);
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
