/**
 * Expectations: "this URL must get this verdict from this crawler", the Bulk list's regression
 * suite. Setting and listing them, exporting the file (the core's format, which the CLI's
 * `test` reads), and counting a run's failures. Merging a list in (which adds its URLs to the
 * list) is in bulk.ts.
 */
import { readExpectationList, serializeExpectations, type Expectation } from "../core/expectations.ts";
import { VERDICT } from "../workers/protocol.ts";
import { useBulk, type BulkRun, type Expectations, type ExpectedVerdict } from "./bulk-store.ts";

/** An expectation as shared and exported: this URL must get this verdict from this crawler (the core's file format). */
export type SharedExpectation = Expectation;

/** Reads a list of expectations (share links and expectation files); null when malformed. */
export function readExpectations(value: unknown): SharedExpectation[] | null {
  const read = readExpectationList(value);
  return read.ok ? read.expectations : null;
}

// Expectations.

/** Sets (or with null removes) the verdict a URL must get from a crawler. */
export function setExpectation(url: string, crawlerId: string, expected: ExpectedVerdict | null): void {
  const { expectations } = useBulk.getState();
  const forUrl = { ...(expectations[url] ?? {}) };
  if (expected) forUrl[crawlerId] = expected;
  else delete forUrl[crawlerId];
  const next = { ...expectations };
  if (Object.keys(forUrl).length > 0) next[url] = forUrl;
  else delete next[url];
  useBulk.setState({ expectations: next });
  recount();
}

/** The expectations as a flat list (share links and files). */
export function expectationList(expectations: Expectations = useBulk.getState().expectations): SharedExpectation[] {
  const out: SharedExpectation[] = [];
  for (const [url, byCrawler] of Object.entries(expectations)) {
    for (const [crawler, expect] of Object.entries(byCrawler)) out.push({ url, crawler, expect });
  }
  return out;
}

/** The expectations file: JSON, versioned (the core's format, which the CLI's `test` reads). */
export function exportExpectationsJson(): string {
  return serializeExpectations(expectationList());
}

/** Is the URL × crawler verdict one the expectation rejects? */
function fails(expected: ExpectedVerdict, verdict: number): boolean {
  return verdict === VERDICT.invalid || (expected === "allowed") !== (verdict === VERDICT.allowed);
}

let indexCache: { urls: string[]; index: Map<string, number> } | null = null;
function indexOf(urls: string[]): Map<string, number> {
  if (indexCache?.urls !== urls) {
    const index = new Map<string, number>();
    urls.forEach((url, i) => {
      if (!index.has(url)) index.set(url, i);
    });
    indexCache = { urls, index };
  }
  return indexCache.index;
}

/** The expectation failures of a run, as (URL index, crawler column) pairs. */
export function expectationFailures(run: BulkRun | null, expectations: Expectations): Array<[number, number]> {
  if (!run || Object.keys(expectations).length === 0) return [];
  const index = indexOf(run.urls);
  const out: Array<[number, number]> = [];
  for (const [url, byCrawler] of Object.entries(expectations)) {
    const i = index.get(url);
    if (i === undefined) continue;
    for (const [crawlerId, expected] of Object.entries(byCrawler)) {
      const c = run.crawlerIds.indexOf(crawlerId);
      if (c >= 0 && fails(expected, run.verdicts[c][i])) out.push([i, c]);
    }
  }
  return out;
}

/** Brings the failure count up to date after the run, the list or the expectations changed. */
export function recount(): void {
  const { run, expectations, failedCount } = useBulk.getState();
  const count = expectationFailures(run, expectations).length;
  if (count !== failedCount) useBulk.setState({ failedCount: count });
}

