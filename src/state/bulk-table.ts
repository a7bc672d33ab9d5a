/** The Bulk results table: filter, search and sort (pure, linear in the list), and the CSV export. */
import { groupLines } from "../core/groups.ts";
import type { Line, RobotsTxt } from "../core/types.ts";
import { PREFERENCE_SLOTS, unpackPreference, type PreferenceValue } from "../core/prefs.ts";
import { URL_FLAG, VERDICT, type RunResult } from "../workers/protocol.ts";
import type { BulkFilter, BulkRun, BulkSortKey, BulkState, Expectations } from "./bulk-store.ts";
import { expectationFailures } from "./expectations.ts";

// The table: filter, search, sort (pure, linear in the list).

/** The rows (URL indices) the table shows, in order. */
export function selectRows(
  run: BulkRun | null,
  filter: BulkFilter,
  search: string,
  sort: BulkState["sort"],
  expectations: Expectations,
  prefFilter = "",
): Uint32Array {
  if (!run) return new Uint32Array(0);
  const n = run.total;
  const columns = run.shownCrawlerIds.map((id) => run.crawlerIds.indexOf(id));
  const pref = parsePrefFilter(prefFilter);
  const failing = filter === "failed" ? new Set(expectationFailures(run, expectations).map(([i]) => i)) : null;
  const needle = search.trim().toLowerCase();
  const keep = new Uint8Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (filter !== "all" && !passes(run, columns, i, filter, failing)) continue;
    if (pref !== null && !columns.some((c) => prefValueAt(run, c, i, pref.slot) === pref.value)) continue;
    if (needle !== "" && !run.urls[i].toLowerCase().includes(needle)) continue;
    keep[i] = 1;
    count++;
  }
  const order = sortOrder(run, sort.key);
  const rows = new Uint32Array(count);
  let at = 0;
  for (let k = 0; k < n; k++) {
    const i = order ? order[k] : k;
    if (keep[i]) rows[at++] = i;
  }
  if (sort.descending) rows.reverse();
  return rows;
}

/** The preference filters the table offers: every slot with each value, as `directive:key:value`. */
export const PREF_FILTERS: readonly string[] = PREFERENCE_SLOTS.flatMap((s) => (["no", "yes", "unknown"] as const).map((v) => `${s.directive}:${s.key}:${v}`));

function parsePrefFilter(filter: string): { slot: number; value: PreferenceValue } | null {
  const at = filter.lastIndexOf(":");
  if (at < 0) return null;
  const slot = PREFERENCE_SLOTS.findIndex((s) => `${s.directive}:${s.key}` === filter.slice(0, at));
  const value = filter.slice(at + 1);
  if (slot < 0 || (value !== "yes" && value !== "no" && value !== "unknown")) return null;
  return { slot, value };
}

/** The preference of slot `slot` (PREFERENCE_SLOTS) for URL `i` and crawler column `c` of a run. */
export function prefValueAt(run: RunResult, c: number, i: number, slot: number): PreferenceValue {
  const column = run.prefs?.[c];
  return column ? unpackPreference(column[i], slot) : "unknown";
}

function passes(run: BulkRun, columns: number[], i: number, filter: BulkFilter, failing: Set<number> | null): boolean {
  switch (filter) {
    case "blocked":
      return columns.some((c) => run.verdicts[c][i] === VERDICT.blocked);
    case "allowed":
      return columns.some((c) => run.verdicts[c][i] === VERDICT.allowed);
    case "disagree": {
      let seen = -1;
      for (const c of columns) {
        const v = run.verdicts[c][i];
        if (v === VERDICT.invalid) continue;
        if (seen !== -1 && v !== seen) return true;
        seen = v;
      }
      return false;
    }
    case "failed":
      return failing!.has(i);
    default:
      return true;
  }
}

/** A permutation of URL indices for the sort key (stable; counting sorts, URL order from the worker). */
function sortOrder(run: BulkRun, key: BulkSortKey): Uint32Array | null {
  if (key === "index") return null;
  if (key === "url") return run.urlOrder;
  const [kind, id] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  const c = run.crawlerIds.indexOf(id);
  if (c < 0) return null;
  const keys = kind === "verdict" ? verdictRank(run.verdicts[c]) : run.lines[c];
  return countingSort(keys);
}

/** Blocked first, then allowed, then invalid. */
function verdictRank(verdicts: Uint8Array): Int32Array {
  const rank = new Int32Array(verdicts.length);
  for (let i = 0; i < verdicts.length; i++) {
    const v = verdicts[i];
    rank[i] = v === VERDICT.blocked ? 0 : v === VERDICT.allowed ? 1 : 2;
  }
  return rank;
}

function countingSort(keys: Int32Array): Uint32Array {
  let max = 0;
  for (let i = 0; i < keys.length; i++) if (keys[i] > max) max = keys[i];
  const starts = new Uint32Array(max + 2);
  for (let i = 0; i < keys.length; i++) starts[keys[i] + 1]++;
  for (let k = 1; k < starts.length; k++) starts[k] += starts[k - 1];
  const out = new Uint32Array(keys.length);
  for (let i = 0; i < keys.length; i++) out[starts[keys[i]]++] = i;
  return out;
}

// ---------------------------------------------------------------------------------------
// JSON export.

/**
 * The run as JSON: per URL (as listed, or only `rows`), per crawler its verdict, deciding line,
 * expected verdict and, when the file states any, the usage preferences in force by directive.
 */
export function runToJson(run: BulkRun, expectations: Expectations, rows?: ArrayLike<number>): string {
  const count = rows ? rows.length : run.total;
  const out: unknown[] = [];
  for (let k = 0; k < count; k++) {
    const i = rows ? rows[k] : k;
    const url = run.urls[i];
    const crawlers: Record<string, unknown> = {};
    run.crawlerIds.forEach((id, c) => {
      const line = run.lines[c][i];
      const entry: Record<string, unknown> = { verdict: VERDICT_WORD[run.verdicts[c][i]], line: line > 0 ? line : null };
      const expected = expectations[url]?.[id];
      if (expected) entry.expected = expected;
      if (run.prefs) {
        const prefs: Record<string, Record<string, PreferenceValue>> = {};
        PREFERENCE_SLOTS.forEach((slot, n) => {
          (prefs[slot.directive] ??= {})[slot.key] = prefValueAt(run, c, i, n);
        });
        entry.preferences = prefs;
      }
      crawlers[id] = entry;
    });
    out.push({ url, otherOrigin: (run.flags[i] & URL_FLAG.otherOrigin) !== 0, crawlers });
  }
  return JSON.stringify({ format: "robots-workbench-bulk", version: 1, results: out }, null, 2) + "\n";
}

// ---------------------------------------------------------------------------------------
// CSV export.

/** Quotes a CSV cell; a leading `= + - @` is neutralised so spreadsheets do not run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const VERDICT_WORD = ["allowed", "blocked", "invalid-url"];

/** What a deciding line says and which group it belongs to, for the CSV. */
export interface LineInfo {
  /** The rule as written (`Disallow: /private/`). */
  rule: string;
  /** The group's User-agent lines, joined with " / " (`User-agent: * / User-agent: Googlebot`). */
  group: string;
}

/** Per rule line (1-based), its text and group: what the CSV names next to each deciding line. */
export function lineInfoOf(doc: RobotsTxt): Map<number, LineInfo> {
  const out = new Map<number, LineInfo>();
  const text = (line: Line) => doc.text.slice(line.from, line.to).trim();
  for (const group of groupLines(doc, "google")) {
    const agents = group.agents.map(text).join(" / ");
    for (const rule of group.rules) out.set(rule.number, { rule: text(rule), group: agents });
  }
  return out;
}

/**
 * The run as CSV: URL, then per crawler its verdict, deciding line, that line's rule and
 * group, and the expected verdict; rows as given (or only `rows`).
 */
export function runToCsv(
  run: BulkRun,
  expectations: Expectations,
  rows?: ArrayLike<number>,
  lineInfo: ReadonlyMap<number, LineInfo> = new Map(),
): string {
  const columns = run.crawlerIds.map((id, c) => ({ id, c }));
  const header = ["url", "other_origin"];
  const hasPrefs = run.prefs !== undefined;
  for (const { id } of columns) {
    header.push(`${id} verdict`, `${id} line`, `${id} rule`, `${id} group`, `${id} expected`);
    if (hasPrefs) for (const slot of PREFERENCE_SLOTS) header.push(`${id} ${slot.directive} ${slot.key}`);
  }
  const lines = [header.map(csvCell).join(",")];
  const count = rows ? rows.length : run.total;
  for (let k = 0; k < count; k++) {
    const i = rows ? rows[k] : k;
    const url = run.urls[i];
    const cells = [csvCell(url), run.flags[i] & URL_FLAG.otherOrigin ? "yes" : ""];
    for (const { id, c } of columns) {
      const line = run.lines[c][i];
      const info = line > 0 ? lineInfo.get(line) : undefined;
      cells.push(
        VERDICT_WORD[run.verdicts[c][i]],
        line > 0 ? String(line) : "",
        csvCell(info?.rule ?? ""),
        csvCell(info?.group ?? ""),
        expectations[url]?.[id] ?? "",
      );
      if (hasPrefs) PREFERENCE_SLOTS.forEach((_slot, k) => cells.push(prefValueAt(run, c, i, k)));
    }
    lines.push(cells.join(","));
  }
  return lines.join("\r\n") + "\r\n";
}

