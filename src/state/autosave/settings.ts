/**
 * The settings the autosave keeps, listed once: each field names the store it lives in and how
 * a stored value is checked. Reading them for a write, restoring them (a value that fails its
 * check is skipped, so a settings record from another version of the app never breaks the
 * page) and watching them for changes all follow this list.
 */
import { ENGINE_IDS, type EngineId } from "../../core/types.ts";
import { usePrefs, type PrefsState } from "../persist-state.ts";
import { PANEL_TABS, useWorkbench, type WorkbenchState } from "../store.ts";

const isString = (v: unknown): v is string => typeof v === "string";
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isEngine = (v: unknown): v is EngineId => typeof v === "string" && (ENGINE_IDS as readonly string[]).includes(v);

/** A stored value's check, typed by the state field it restores. */
type Check<T> = (v: unknown) => v is T;

/** The workbench store's fields the settings keep, with their checks. */
const WORKBENCH_FIELDS = {
  url: isString,
  crawlerId: (v: unknown): v is string => isString(v) && v !== "",
  engineOverride: (v: unknown): v is EngineId | null => v === null || isEngine(v),
  compareCrawlerIds: isStringArray,
  compareUrls: isStringArray,
  lintEngines: (v: unknown): v is EngineId[] => Array.isArray(v) && v.every(isEngine),
  theme: (v: unknown): v is WorkbenchState["theme"] => v === "light" || v === "dark",
  panelTab: (v: unknown): v is WorkbenchState["panelTab"] => isString(v) && (PANEL_TABS as readonly string[]).includes(v),
} satisfies { [K in keyof WorkbenchState]?: Check<WorkbenchState[K]> };

/** The files area's preferences the settings keep. */
const PREFS_FIELDS = {
  proxyTemplate: isString,
} satisfies { [K in keyof PrefsState]?: Check<PrefsState[K]> };

type WorkbenchKey = keyof typeof WORKBENCH_FIELDS;
type PrefsKey = keyof typeof PREFS_FIELDS;
const WORKBENCH_KEYS = Object.keys(WORKBENCH_FIELDS) as WorkbenchKey[];
const PREFS_KEYS = Object.keys(PREFS_FIELDS) as PrefsKey[];

/** The settings record as stored. */
export type SavedSettings = Pick<WorkbenchState, WorkbenchKey> & Pick<PrefsState, PrefsKey>;

function pick<S, K extends keyof S>(state: S, keys: readonly K[]): Pick<S, K> {
  const out = {} as Pick<S, K>;
  for (const k of keys) out[k] = state[k];
  return out;
}

/** The settings as they stand (by default), for a write. */
export function readSettings(
  workbench: Pick<WorkbenchState, WorkbenchKey> = useWorkbench.getState(),
  prefs: Pick<PrefsState, PrefsKey> = usePrefs.getState(),
): SavedSettings {
  return { ...pick(workbench, WORKBENCH_KEYS), ...pick(prefs, PREFS_KEYS) };
}

/** Equal values, arrays by their items. */
const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/**
 * The settings changed since the page started (a crawler picked, a tab opened while storage
 * was opening): they are the person's newest choice, so the stored ones do not replace them.
 */
export function settingsChangedSinceStart(): Set<keyof SavedSettings> {
  const now = readSettings();
  const start = readSettings(useWorkbench.getInitialState(), usePrefs.getInitialState());
  return new Set((Object.keys(now) as Array<keyof SavedSettings>).filter((key) => !sameValue(now[key], start[key])));
}

/** The fields of a stored record that pass their checks, except those in `keep`. */
function valid<K extends string>(
  saved: Record<string, unknown>,
  fields: Record<K, (v: unknown) => boolean>,
  keep: ReadonlySet<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(fields) as K[]) {
    if (!keep.has(key) && fields[key](saved[key])) out[key] = saved[key];
  }
  return out;
}

/**
 * Restores a stored settings record; fields that are missing or fail their check keep their
 * value, and so do those in `keep` (changed on this page before storage answered).
 */
export function applySettings(saved: unknown, keep: ReadonlySet<keyof SavedSettings> = new Set()): void {
  if (typeof saved !== "object" || saved === null) return;
  const record = saved as Record<string, unknown>;
  useWorkbench.setState(valid(record, WORKBENCH_FIELDS, keep) as Partial<WorkbenchState>);
  const prefs = valid(record, PREFS_FIELDS, keep) as Partial<PrefsState>;
  if (Object.keys(prefs).length > 0) usePrefs.setState(prefs);
}

/** Calls `onChange` when a kept setting changes; returns the unsubscribe. */
export function watchSettings(onChange: () => void): () => void {
  const a = useWorkbench.subscribe((s, p) => {
    if (WORKBENCH_KEYS.some((k) => s[k] !== p[k])) onChange();
  });
  const b = usePrefs.subscribe((s, p) => {
    if (PREFS_KEYS.some((k) => s[k] !== p[k])) onChange();
  });
  return () => {
    a();
    b();
  };
}
