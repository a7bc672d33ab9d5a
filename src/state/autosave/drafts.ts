/**
 * The draft's line: which stored draft or copy kept at unload to restore (the newest, whatever
 * order they were written in), which copies it supersedes and which are another tab's work
 * (kept in History), and writing the draft without overwriting another tab's work unseen.
 */
import { snapshotDraft, useHistory } from "../history.ts";
import type { TabsLink } from "../tabs.ts";
import { asSavedDraft, type DraftGuard, type SavedDraft } from "../draft-guard.ts";
import { useTabs } from "../persist-state.ts";
import { useWorkbench } from "../store.ts";
import { KEYS } from "./keys.ts";
import type { StorageBackend } from "./storage.ts";

/** Where the draft's copies stand, for the draft part's writes (see `hydrate`). */
export interface DraftLine {
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
export function retireOwnCopy(line: DraftLine): void {
  const unsaved = useHistory.getState().versions.some((v) => !line.indexed.has(v.id));
  if (line.guard.isStored() && !unsaved) line.guard.removeCopies([line.guard.ownKey], Infinity);
}

/** A draft's revision; drafts of earlier versions of the app have none and are known by their time. */
export const revOf = (draft: SavedDraft) => draft.rev ?? `legacy:${draft.savedAt}`;

/**
 * Writes the draft. A stored draft that another tab wrote since this page last read or wrote
 * it, with another text, is kept in History first: neither tab's work is overwritten unseen.
 * When that draft is newer than this page's (a copy this page restored and has not changed:
 * it carries the copy's time), it stays stored and this tab offers it; this tab's draft is
 * stored once it is edited or kept (`keepDraftOfThisTab`), and copied at unload until then.
 */
export async function writeDraft(backend: StorageBackend, line: DraftLine): Promise<void> {
  const draft = line.guard.current();
  const before = asSavedDraft(await backend.get(KEYS.draft));
  if (before && before.text !== draft.text && before.page !== line.guard.page && !line.lineage.has(revOf(before))) {
    if (before.savedAt > draft.savedAt) {
      const { text, origin, savedAt } = before;
      useTabs.setState({ draftElsewhere: { text, origin, rev: revOf(before), savedAt } });
      return;
    }
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

/** Shows a restored draft; text typed while storage opened is kept in History first. */
export function applyDraft(saved: SavedDraft | null, textAtStart: string): void {
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
