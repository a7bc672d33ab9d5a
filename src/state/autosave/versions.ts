/**
 * History in storage: an index of version metadata, and each version's text under its own key
 * (a new snapshot writes one text, not all). Tabs share the index: what another tab stored
 * joins this tab's History, and what this tab deleted does not come back.
 */
import { replaceVersions, useHistory, type Version } from "../history.ts";
import { retireOwnCopy, type DraftLine } from "./drafts.ts";
import { KEYS } from "./keys.ts";
import type { StorageBackend } from "./storage.ts";

type VersionMeta = Omit<Version, "text">;

/**
 * Adds the stored versions this tab has not seen (none at startup; later, those another tab
 * stored) to the history. `known` holds every id this tab has seen, deleted ones included, so
 * a version deleted here does not come back; the merged ones join it and `written`. Returns
 * the ids the stored index lists.
 */
export async function mergeStoredHistory(
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

/** Writes History: the versions' texts not stored yet, the index, and deletes the texts of versions gone. */
export async function writeHistory(backend: StorageBackend, line: DraftLine): Promise<void> {
  const { known, written } = line;
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
}
