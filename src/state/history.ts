/**
 * Version history of the draft: timed snapshots taken before a draft is replaced (file, URL,
 * example, share link, restore), on a timer when the text has meaningfully changed, and by
 * hand. Restoring snapshots the current text first, so no step loses work. `diffVerdicts`
 * compares two versions' verdicts over a URL list: which URL × crawler pairs flip.
 */

import { create } from "zustand";
import { compileMatcher } from "../core/match.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import type { EngineId } from "../core/types.ts";
import { useBulk } from "./bulk-store.ts";
import { bulkCrawlers } from "./crawler-set.ts";
import { runInWorker } from "./worker-client.ts";
import { setDraftSnapshotter, useWorkbench } from "./store.ts";

/** Why a version was taken. */
/** `other-tab`: a draft another tab (or an earlier page) stored, replaced by a newer one from elsewhere. */
export type VersionReason = "before-load" | "before-restore" | "before-share" | "other-tab" | "auto" | "manual";

/** A snapshot of the draft. */
export interface Version {
  id: string;
  /** When it was taken (ms since the epoch). */
  time: number;
  text: string;
  reason: VersionReason;
  /** A name given by hand ("Save version"). */
  label?: string;
}

export interface HistoryState {
  /** Newest first. */
  versions: Version[];
}

/** The most versions kept; past it the oldest automatic ones go first. */
export const MAX_VERSIONS = 100;
/** The most text (UTF-16 code units) kept across all versions. */
export const MAX_HISTORY_CHARS = 40_000_000;
/** How often the timer looks for meaningful edits. */
export const AUTO_SNAPSHOT_MS = 60_000;

/** The history store. */
export const useHistory = create<HistoryState>()(() => ({ versions: [] }));

let seq = 0;
const newId = (time: number) => `${time.toString(36)}-${(seq++).toString(36)}`;

/**
 * Takes a snapshot of `text` and returns it; returns null (takes none) when the text is blank
 * or equal to the newest version. Called by `loadDraft` before it replaces the draft.
 */
export function snapshotDraft(text: string, reason: VersionReason, label?: string): Version | null {
  const { versions } = useHistory.getState();
  const newest = versions[0];
  if (text.trim() === "") return null;
  if (newest && newest.text === text) {
    // A manual save of an unchanged draft names the existing version instead of copying it.
    if (reason === "manual" && label && !newest.label) {
      const named = { ...newest, label };
      useHistory.setState({ versions: [named, ...versions.slice(1)] });
      return named;
    }
    return reason === "manual" ? newest : null;
  }
  const time = Date.now();
  const version: Version = { id: newId(time), time, text, reason, ...(label ? { label } : {}) };
  useHistory.setState({ versions: prune([version, ...versions]) });
  return version;
}

// The store snapshots a draft before replacing it through this (it does not import history).
setDraftSnapshotter(snapshotDraft);

/** Keeps the newest versions within `MAX_VERSIONS` and `MAX_HISTORY_CHARS`, dropping automatic ones first. */
export function prune(versions: Version[], maxVersions = MAX_VERSIONS, maxChars = MAX_HISTORY_CHARS): Version[] {
  const kept = [...versions];
  let chars = kept.reduce((sum, v) => sum + v.text.length, 0);
  const over = () => kept.length > maxVersions || chars > maxChars;
  // The newest version always stays; drop from the oldest end, automatic before manual.
  for (const pass of ["auto", "any"] as const) {
    for (let i = kept.length - 1; i > 0 && over(); i--) {
      if (pass === "auto" && kept[i].reason === "manual") continue;
      chars -= kept[i].text.length;
      kept.splice(i, 1);
    }
  }
  return kept;
}

/** Saves a draft (by default the current one) as a version by hand, optionally named. */
export function saveVersion(label?: string, text = useWorkbench.getState().text): Version | null {
  return snapshotDraft(text, "manual", label?.trim() || undefined);
}

/** Puts a version back into the editor, snapshotting the current draft first. False when the id is unknown. */
export function restoreVersion(id: string): boolean {
  const version = useHistory.getState().versions.find((v) => v.id === id);
  if (!version) return false;
  const { text, loadDraft } = useWorkbench.getState();
  snapshotDraft(text, "before-restore");
  loadDraft(version.text, { source: "history", ...(version.label ? { name: version.label } : {}) });
  return true;
}

/** Deletes a version. */
export function deleteVersion(id: string): void {
  useHistory.setState(({ versions }) => ({ versions: versions.filter((v) => v.id !== id) }));
}

/** Replaces the history (hydration from storage), newest first, pruned. */
export function replaceVersions(versions: Version[]): void {
  useHistory.setState({ versions: prune([...versions].sort((a, b) => b.time - a.time)) });
}

/** The text with line-end whitespace and blank lines ignored: edits that change only these are not worth a version. */
export function meaningfulText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * Starts the timer that snapshots the draft when it has meaningfully changed since the newest
 * version. Returns a function that stops it.
 */
export function startAutoSnapshots(intervalMs = AUTO_SNAPSHOT_MS): () => void {
  const tick = () => {
    const { text } = useWorkbench.getState();
    const newest = useHistory.getState().versions[0];
    if (!newest || meaningfulText(newest.text) !== meaningfulText(text)) snapshotDraft(text, "auto");
  };
  const timer = setInterval(tick, intervalMs);
  return () => clearInterval(timer);
}

// ---------------------------------------------------------------------------------------
// Verdict diff between two versions.

/** A crawler of a diff: id for display, agent and engine to match with. */
export interface DiffCrawler {
  id: string;
  userAgent: string;
  engine: EngineId;
}

/** Verdicts of one text: per crawler, per URL, 0 allowed / 1 blocked / 2 invalid URL; and deciding lines. */
export interface VerdictColumns {
  verdicts: ArrayLike<number>[];
  lines: ArrayLike<number>[];
}

/** One URL × crawler whose verdict differs between the two versions. */
export interface Flip {
  urlIndex: number;
  url: string;
  crawlerId: string;
  /** 0 allowed, 1 blocked. */
  before: number;
  after: number;
  beforeLine: number;
  afterLine: number;
}

/** What changed between two versions over a URL list. */
export interface VerdictDiff {
  flips: Flip[];
  /** URL × crawler pairs allowed before and blocked after. */
  toBlocked: number;
  toAllowed: number;
  /** Distinct URLs with at least one flip to blocked / to allowed. */
  urlsToBlocked: number;
  urlsToAllowed: number;
  /** Pairs whose verdict is the same but decided by another line. */
  lineChanges: number;
}

/** Compares two versions' verdict columns (same URLs, same crawler order). */
export function diffVerdicts(
  urls: readonly string[],
  crawlerIds: readonly string[],
  before: VerdictColumns,
  after: VerdictColumns,
): VerdictDiff {
  const flips: Flip[] = [];
  const blockedUrls = new Set<number>();
  const allowedUrls = new Set<number>();
  let lineChanges = 0;
  for (let c = 0; c < crawlerIds.length; c++) {
    const vb = before.verdicts[c];
    const va = after.verdicts[c];
    for (let i = 0; i < urls.length; i++) {
      const b = vb[i];
      const a = va[i];
      if (b === 2 || a === 2) continue;
      if (a === b) {
        if (before.lines[c][i] !== after.lines[c][i]) lineChanges++;
        continue;
      }
      flips.push({
        urlIndex: i,
        url: urls[i],
        crawlerId: crawlerIds[c],
        before: b,
        after: a,
        beforeLine: before.lines[c][i],
        afterLine: after.lines[c][i],
      });
      (a === 1 ? blockedUrls : allowedUrls).add(i);
    }
  }
  flips.sort((x, y) => x.urlIndex - y.urlIndex || x.crawlerId.localeCompare(y.crawlerId));
  const toBlocked = flips.filter((f) => f.after === 1).length;
  return {
    flips,
    toBlocked,
    toAllowed: flips.length - toBlocked,
    urlsToBlocked: blockedUrls.size,
    urlsToAllowed: allowedUrls.size,
    lineChanges,
  };
}

/** Computes the verdict columns of a text in the page (small lists; the worker does large ones). */
export function verdictColumns(
  text: string,
  urls: readonly string[],
  crawlers: readonly DiffCrawler[],
  origin: string,
): VerdictColumns {
  const doc = parseRobotsTxt(text);
  const verdicts: Uint8Array[] = [];
  const lines: Int32Array[] = [];
  for (const crawler of crawlers) {
    const matcher = compileMatcher(doc, crawler.engine, crawler.userAgent, origin);
    const v = new Uint8Array(urls.length);
    const l = new Int32Array(urls.length);
    urls.forEach((url, i) => {
      try {
        const r = matcher.match(url);
        v[i] = r.allowed ? 0 : 1;
        l[i] = r.line ?? 0;
      } catch {
        v[i] = 2;
      }
    });
    verdicts.push(v);
    lines.push(l);
  }
  return { verdicts, lines };
}

/** Diffs two texts' verdicts over a URL list in the page. */
export function diffTexts(
  beforeText: string,
  afterText: string,
  urls: readonly string[],
  crawlers: readonly DiffCrawler[],
  origin: string,
): VerdictDiff {
  return diffVerdicts(
    urls,
    crawlers.map((c) => c.id),
    verdictColumns(beforeText, urls, crawlers, origin),
    verdictColumns(afterText, urls, crawlers, origin),
  );
}

/** The URLs a version diff runs over: the bulk list, else the Test and Compare panels' URLs. */
export function diffUrls(): string[] {
  const { urls } = useBulk.getState();
  if (urls.length > 0) return urls;
  const { url, compareUrls } = useWorkbench.getState();
  return [...new Set([url, ...compareUrls].map((u) => u.trim()).filter((u) => u !== ""))];
}

/** A verdict diff with what it ran over. */
export interface VersionDiff extends VerdictDiff {
  urls: string[];
  crawlerIds: string[];
}

/**
 * Diffs two texts' verdicts over `diffUrls()` for the selected crawlers, in the bulk worker
 * (its own lane, so a bulk run goes on). Resolves null when superseded.
 */
export async function diffVersionsInWorker(beforeText: string, afterText: string): Promise<VersionDiff | null> {
  const urls = diffUrls();
  const { origin, crawlerId, compareCrawlerIds, engineOverride } = useWorkbench.getState();
  const { crawlers, shown } = bulkCrawlers(crawlerId, compareCrawlerIds, engineOverride, {});
  const selected = crawlers.slice(0, shown);
  const result = await runInWorker({
    text: beforeText,
    compareText: afterText,
    origin,
    urlsText: urls.join("\n"),
    crawlers: selected,
    lane: "diff",
  }).result;
  if (!result || !result.compare) return null;
  const crawlerIds = selected.map((c) => c.id);
  return { ...diffVerdicts(urls, crawlerIds, result, result.compare), urls, crawlerIds };
}
