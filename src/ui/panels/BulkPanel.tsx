/**
 * The Bulk tests panel: a URL list (pasted, a .txt/.csv file, a sitemap or sitemap index,
 * gzipped or not; up to 100,000 URLs) tested against the selected crawlers in a Web Worker with
 * progress and cancel; a virtualized results table with filter, sort, search and CSV export;
 * expectations pinned per URL and crawler, re-checked as the file is edited.
 */
import { useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type RefObject } from "react";
import { useT } from "../../i18n";
import { MAX_LIST_URLS } from "../../core/thresholds";
import { ensurePrefsCatalog } from "../../i18n/prefs-catalog";
import {
  cancelBulk,
  exportExpectationsJson,
  importExpectationsJson,
  coverageCrawler,
  lineInfoOf,
  loadUrlFile,
  runBulk,
  runToCsv,
  runToJson,
  prefValueAt,
  PREF_FILTERS,
  setBulkPrefFilter,
  setCoverageCrawler,
  unreachedRuleLines,
  selectRows,
  setBulkFilter,
  setBulkSearch,
  setBulkSort,
  setExpectation,
  setUrls,
  setUrlsFromText,
  useBulk,
  type BulkFilter,
  type BulkRun,
  type BulkSortKey,
  type Expectations,
} from "../../state/bulk";
import { usePrefs } from "../../state/persist-state";
import { useSettledDoc, useWorkbench } from "../../state/store";
import { URL_FLAG, VERDICT } from "../../workers/protocol";
import { downloadText } from "../files/actions";
import { fetchRobotsTxt } from "../files/fetch-robots";
import { URL_DROP_ATTRIBUTE } from "../files/FileActions";
import { flash } from "../shared/flash";
import { VirtualRows } from "../shared/VirtualRows";
import { crawlerName } from "../shared/names";
import { LineLink, lineText } from "../parts/common";
import { PREFERENCE_SLOTS } from "../../core/prefs";
// Its styles (shared/results.css) are in the first stylesheet: src/boot.ts imports them.
import { ensurePanelsCatalog } from "../../i18n/panels-catalog";

ensurePanelsCatalog();

ensurePrefsCatalog();

const ROW_HEIGHT = 30;
const FILTERS: readonly BulkFilter[] = ["all", "blocked", "allowed", "disagree", "failed"];


function UrlListInput() {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const [isOver, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const count = useBulk((s) => s.urls.length);
  const sourceName = useBulk((s) => s.sourceName);
  const dropped = useBulk((s) => s.dropped);
  const error = useBulk((s) => s.error);

  const openList = async (file: File) => {
    setBusy(true);
    await loadUrlFile(file);
    setBusy(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void openList(file);
  };

  return (
    <section className="section bulk-input" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="section-heading">
        {t("bulk.urls.heading")}
      </h3>
      <div
        {...{ [URL_DROP_ATTRIBUTE]: "" }}
        className={`bulk-drop${isOver ? " is-over" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label className="field" htmlFor={`${id}-text`}>
          <span className="field-label">{t("bulk.urls.label")}</span>
          <textarea
            id={`${id}-text`}
            className="input"
            rows={4}
            spellCheck={false}
            placeholder={"/\n/shop/item?id=1\nhttps://example.com/blog/"}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <div className="bulk-row">
          <button
            type="button"
            className="button"
            disabled={text.trim() === ""}
            onClick={() => {
              setUrlsFromText(text);
              setText("");
            }}
          >
            {t("bulk.urls.use")}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => fileInput.current?.click()}>
            {t("bulk.urls.open")}
          </button>
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label={t("bulk.urls.openInput")}
            accept=".txt,.csv,.xml,.gz,text/plain,text/csv,application/xml,text/xml,application/gzip"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void openList(file);
            }}
          />
          {count > 0 && (
            <button type="button" className="button" onClick={() => setUrls([], null)}>
              {t("bulk.urls.clear")}
            </button>
          )}
        </div>
        <p className="field-hint">{t("bulk.urls.hint", { max: MAX_LIST_URLS })}</p>
      </div>
      <p className="bulk-summary" role="status">
        {busy
          ? t("bulk.urls.reading")
          : count > 0
            ? sourceName && sourceName !== "pasted"
              ? t("bulk.urls.count", { n: count, source: sourceName })
              : t("bulk.urls.count.pasted", { n: count })
            : t("bulk.urls.none")}
        {dropped > 0 && <span className="field-warn"> {t("bulk.urls.dropped", { n: dropped, max: MAX_LIST_URLS })}</span>}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {t(error.code, { detail: error.detail })}
        </p>
      )}
      <SitemapChildren />
    </section>
  );
}

/** A sitemap index names sitemaps, not pages: list them, each loadable as the list. */
function SitemapChildren() {
  const t = useT();
  const children = useBulk((s) => s.sitemapChildren);
  const [loading, setLoading] = useState<string | null>(null);
  if (children.length === 0) return null;
  const load = async (href: string) => {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return;
    }
    setLoading(href);
    const outcome = await fetchRobotsTxt(url, { proxyTemplate: usePrefs.getState().proxyTemplate });
    setLoading(null);
    if (!outcome.ok) {
      flash("bulk.sitemap.unreadable", { url: href }, "error");
      return;
    }
    const name = url.pathname.split("/").pop() || "sitemap.xml";
    await loadUrlFile(new File([outcome.bytes as BlobPart], name));
  };
  return (
    <div className="section">
      <p>{t("bulk.sitemap.index", { n: children.length })}</p>
      <ul className="plain-list bulk-children" aria-label={t("bulk.sitemap.children")}>
        {children.map((child) => (
          <li key={child} className="bulk-row">
            <span className="vcell">{child}</span>
            <button
              type="button"
              className="button button-small"
              disabled={loading !== null}
              onClick={() => void load(child)}
            >
              {loading === child ? t("bulk.sitemap.loading") : t("bulk.sitemap.load")}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-small"
        onClick={() => setUrls(children, useBulk.getState().sourceName)}
      >
        {t("bulk.sitemap.testChildren")}
      </button>
    </div>
  );
}

function RunControls() {
  const t = useT();
  const status = useBulk((s) => s.status);
  const progress = useBulk((s) => s.progress);
  const count = useBulk((s) => s.urls.length);
  const elapsedMs = useBulk((s) => s.run?.elapsedMs ?? 0);
  const crawlerId = useWorkbench((s) => s.crawlerId);
  const compare = useWorkbench((s) => s.compareCrawlerIds);
  const engineOverride = useWorkbench((s) => s.engineOverride);
  const names = useMemo(() => [...new Set([crawlerId, ...compare])].map(crawlerName), [crawlerId, compare]);
  const running = status === "running";
  return (
    <section className="section" aria-label={t("bulk.run.region")}>
      <p className="field-hint">
        {t("bulk.run.crawlers", { names: names.join(", ") })}{" "}
        {engineOverride ? t("bulk.run.engineOverride", { engine: t(`ui.engine.${engineOverride}`) }) : ""}
      </p>
      <div className="bulk-row">
        {running ? (
          <button type="button" className="button" onClick={cancelBulk}>
            {t("bulk.run.cancel")}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={count === 0}
            onClick={() => void runBulk()}
          >
            {t("bulk.run.start", { n: count })}
          </button>
        )}
        {(running || status === "done" || status === "cancelled") && (
          <progress
            className="bulk-progress"
            aria-label={t("bulk.run.progress")}
            max={Math.max(1, progress.total)}
            value={progress.done}
          />
        )}
        <span role="status" className="muted">
          {running && t("bulk.run.running", { done: progress.done, total: progress.total })}
          {status === "cancelled" && t("bulk.run.cancelled")}
          {status === "done" &&
            (elapsedMs < 1000
              ? t("bulk.run.done.ms", { n: progress.total, ms: Math.round(elapsedMs) })
              : t("bulk.run.done", { n: progress.total, seconds: Math.round(elapsedMs / 100) / 10 }))}
        </span>
      </div>
    </section>
  );
}

/** Per shown crawler: how many URLs it blocks. */
function useBlockedCounts(run: BulkRun | null): number[] {
  return useMemo(() => {
    if (!run) return [];
    return run.shownCrawlerIds.map((id) => {
      const verdicts = run.verdicts[run.crawlerIds.indexOf(id)];
      let n = 0;
      for (let i = 0; i < verdicts.length; i++) if (verdicts[i] === VERDICT.blocked) n++;
      return n;
    });
  }, [run]);
}

function ExpectationPin({
  url,
  crawlerId,
  verdict,
  expectations,
}: {
  url: string;
  crawlerId: string;
  verdict: number;
  expectations: Expectations;
}) {
  const t = useT();
  const expected = expectations[url]?.[crawlerId];
  const name = crawlerName(crawlerId);
  if (!expected) {
    if (verdict === VERDICT.invalid) return null;
    const word = verdict === VERDICT.allowed ? "allowed" : "blocked";
    return (
      <button
        type="button"
        className="bulk-pin"
        aria-label={t(`bulk.pin.${word}`, { crawler: name, url })}
        title={t(`bulk.pin.${word}`, { crawler: name, url })}
        onClick={() => setExpectation(url, crawlerId, word)}
      >
        ○
      </button>
    );
  }
  const met = (expected === "allowed") === (verdict === VERDICT.allowed) && verdict !== VERDICT.invalid;
  const label = t(met ? `bulk.pin.met.${expected}` : `bulk.pin.failed.${expected}`, { crawler: name, url });
  return (
    <button
      type="button"
      className={`bulk-pin ${met ? "bulk-pin-set" : "bulk-pin-failed"}`}
      aria-label={label}
      title={label}
      onClick={() => setExpectation(url, crawlerId, null)}
    >
      {met ? "●" : t(`bulk.pin.expected.${expected}`)}
    </button>
  );
}

function VerdictCell({ run, c, i, expectations }: { run: BulkRun; c: number; i: number; expectations: Expectations }) {
  const t = useT();
  const verdict = run.verdicts[c][i];
  const line = run.lines[c][i];
  const cls = verdict === VERDICT.allowed ? "bulk-allowed" : verdict === VERDICT.blocked ? "bulk-blocked" : "bulk-invalid";
  return (
    <div role="cell" className="vcell bulk-verdict">
      <span className={cls}>
        <span aria-hidden="true">{verdict === VERDICT.allowed ? "✓ " : verdict === VERDICT.blocked ? "✕ " : ""}</span>
        {t(verdict === VERDICT.allowed ? "ui.verdict.allowed" : verdict === VERDICT.blocked ? "ui.verdict.blocked" : "bulk.invalid")}
      </span>
      {line > 0 && <LineLink line={line}>{t("bulk.line", { line })}</LineLink>}
      <ExpectationPin url={run.urls[i]} crawlerId={run.crawlerIds[c]} verdict={verdict} expectations={expectations} />
      {run.prefs ? <CellPreferences run={run} c={c} i={i} /> : null}
    </div>
  );
}

/** The preferences stated for a URL and crawler, compactly: `CU train-ai ✕`, full words for screen readers. */
function CellPreferences({ run, c, i }: { run: BulkRun; c: number; i: number }) {
  const t = useT();
  const stated = PREFERENCE_SLOTS.map((slot, k) => ({ ...slot, value: prefValueAt(run, c, i, k) })).filter((p) => p.value !== "unknown");
  if (stated.length === 0) return null;
  const full = stated
    .map((p) => `${p.directive === "content-usage" ? "Content-Usage" : "Content-Signal"} ${t("ui.prefs.short", { key: p.key, value: t(`ui.prefs.value.${p.value}`) })}`)
    .join("; ");
  return (
    <span className="bulk-prefs" title={full}>
      <span className="sr-only">{full}</span>
      <span aria-hidden="true">
        {stated.map((p) => (
          <span key={`${p.directive}-${p.key}`} className={`pref-${p.value}`}>
            {p.directive === "content-usage" ? "CU" : "CS"} {p.key}
            {p.value === "yes" ? "✓" : "✕"}{" "}
          </span>
        ))}
      </span>
    </span>
  );
}

function SortHeader({ label, sortKey }: { label: string; sortKey: BulkSortKey }) {
  const t = useT();
  const sort = useBulk((s) => s.sort);
  const active = sort.key === sortKey;
  return (
    <div
      role="columnheader"
      className="vcell"
      aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}
    >
      <button
        type="button"
        className="vsort"
        title={t("bulk.sort.by", { column: label })}
        onClick={() => setBulkSort(sortKey)}
      >
        {label}
        {active && <span aria-hidden="true">{sort.descending ? " ▼" : " ▲"}</span>}
      </button>
    </div>
  );
}

/**
 * Sets `--bulk-cell` on the results section: the width the verdict cells shown need (verdict,
 * line link, pin, in this language), measured after each render. It only grows while the
 * language stays (rows scrolled into view with longer line numbers widen it once).
 */
function fitVerdictCells(section: HTMLElement | null) {
  if (!section) return;
  const locale = document.documentElement.lang;
  const known = section.dataset.cellLocale === locale ? Number(section.dataset.cellPx ?? 0) : 0;
  let px = known;
  for (const cell of section.querySelectorAll<HTMLElement>(".bulk-verdict")) {
    const parts = [...cell.children].filter((part) => !part.classList.contains("bulk-prefs"));
    const last = parts.at(-1);
    if (!last) continue;
    const right = last.getBoundingClientRect().right + parseFloat(getComputedStyle(last).marginRight);
    px = Math.max(px, Math.ceil(right - cell.getBoundingClientRect().left));
  }
  if (px === known && section.dataset.cellLocale === locale) return;
  section.dataset.cellLocale = locale;
  section.dataset.cellPx = String(px);
  section.style.setProperty("--bulk-cell", `${px}px`);
}

function Results() {
  const t = useT();
  const id = useId();
  // A new run's table (summary counts, row selection, the rows) renders in the background,
  // in slices that yield to the browser, rather than in the task that brought the results.
  const run = useDeferredValue(useBulk((s) => s.run));
  const filter = useBulk((s) => s.filter);
  const search = useBulk((s) => s.search);
  const sort = useBulk((s) => s.sort);
  const expectations = useBulk((s) => s.expectations);
  const prefFilter = useBulk((s) => s.prefFilter);
  const failedCount = useBulk((s) => s.failedCount);
  const blocked = useBlockedCounts(run);
  const rows = useMemo(
    () => selectRows(run, filter, search, sort, expectations, run?.prefs ? prefFilter : ""),
    [run, filter, search, sort, expectations, prefFilter],
  );
  const importInput = useRef<HTMLInputElement>(null);
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => fitVerdictCells(section.current));

  if (!run) {
    return (
      <section className="section" aria-label={t("bulk.results.region")}>
        <div className="bulk-row">
          <ExpectationFiles importInput={importInput} />
        </div>
        {Object.keys(expectations).length > 0 && (
          <p className="field-hint">{t("bulk.expectations.pending", { n: Object.keys(expectations).length })}</p>
        )}
      </section>
    );
  }

  const columns = run.shownCrawlerIds.map((crawlerId) => run.crawlerIds.indexOf(crawlerId));
  // As wide as the widest cell shown needs ("✕ Blocked line 12 ○": 134 px in English, so five
  // columns fit beside the URL at 1440 px, e2e/layout-fit); where the words are longer
  // (Russian: 180 px) the table scrolls sideways, the URL column staying put, rather than cut.
  const cellWidth = `max(${run.prefs ? 200 : 136}px, var(--bulk-cell, 0px))`;
  const grid = `48px minmax(140px, 2fr) ${columns.map(() => `minmax(${cellWidth}, 1fr)`).join(" ")}`;
  const minWidth = `calc(${48 + 140 + 8 * (columns.length + 1) + 16}px + ${columns.length} * ${cellWidth})`;

  return (
    <section ref={section} className="section bulk-panel" aria-label={t("bulk.results.region")}>
      <p className="bulk-summary">
        {run.shownCrawlerIds.map((crawlerId, k) => (
          <span key={crawlerId}>{t("bulk.summary.blocked", { crawler: crawlerName(crawlerId), n: blocked[k] ?? 0, total: run.total })}</span>
        ))}
        <span className={failedCount > 0 ? "bulk-failed" : ""}>
          {t("bulk.summary.failed", { n: failedCount })}
        </span>
      </p>
      <Coverage run={run} />
      <div className="bulk-row">
        <label className="field-row" htmlFor={`${id}-filter`}>
          <span className="field-label">{t("bulk.filter.label")}</span>
          <select
            id={`${id}-filter`}
            className="input"
            value={filter}
            onChange={(event) => setBulkFilter(event.target.value as BulkFilter)}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`bulk.filter.${f}`)}
              </option>
            ))}
          </select>
        </label>
        {run.prefs ? (
          <label className="field-row" htmlFor={`${id}-pref`}>
            <span className="field-label">{t("ui.prefs.filter")}</span>
            <select id={`${id}-pref`} className="input" value={prefFilter} onChange={(event) => setBulkPrefFilter(event.target.value)}>
              <option value="">{t("ui.prefs.filter.any")}</option>
              {PREF_FILTERS.map((f) => {
                const [directive, key, value] = f.split(":");
                return (
                  <option key={f} value={f}>
                    {t("ui.prefs.filter.option", {
                      directive: directive === "content-usage" ? "Content-Usage" : "Content-Signal",
                      key,
                      value: t(`ui.prefs.value.${value}`),
                    })}
                  </option>
                );
              })}
            </select>
          </label>
        ) : null}
        <input
          type="search"
          className="input"
          aria-label={t("bulk.search.label")}
          placeholder={t("bulk.search.placeholder")}
          value={search}
          onChange={(event) => setBulkSearch(event.target.value)}
        />
        <span role="status" className="muted">
          {t("bulk.rows.shown", { n: rows.length, total: run.total })}
        </span>
      </div>
      <div className="bulk-row">
        <RunExport run={run} rows={rows} expectations={expectations} format="csv" />
        <RunExport run={run} rows={rows} expectations={expectations} format="json" />
        <ExpectationFiles importInput={importInput} />
      </div>
      <p className="field-hint bulk-pin-legend">{t("bulk.pin.legend")}</p>
      <VirtualRows
        className="bulk-table"
        label={t("bulk.table.label")}
        count={rows.length}
        rowHeight={ROW_HEIGHT}
        columns={grid}
        minWidth={minWidth}
        rowKey={(k) => rows[k]}
        header={
          <>
            <SortHeader label="#" sortKey="index" />
            <SortHeader label={t("bulk.column.url")} sortKey="url" />
            {run.shownCrawlerIds.map((crawlerId) => (
              <SortHeader key={crawlerId} label={crawlerName(crawlerId)} sortKey={`verdict:${crawlerId}`} />
            ))}
          </>
        }
        renderRow={(k) => {
          const i = rows[k];
          const url = run.urls[i];
          return (
            <>
              <div role="cell" className="vcell vcell-num">
                {i + 1}
              </div>
              <div role="cell" className="vcell vcell-url" title={url}>
                <span className="vcell-text">{url}</span>
                {(run.flags[i] & URL_FLAG.otherOrigin) !== 0 && (
                  <span className="bulk-badge" title={t("bulk.otherOrigin.title")}>
                    {" "}
                    {t("bulk.otherOrigin")}
                  </span>
                )}
              </div>
              {columns.map((c) => (
                <VerdictCell key={c} run={run} c={c} i={i} expectations={expectations} />
              ))}
            </>
          );
        }}
      />
    </section>
  );
}

/**
 * Rule coverage: which crawler's coverage the editor draws (URLs each rule decided for it),
 * and the rules no URL of the list reached for any crawler of the run.
 */
function Coverage({ run }: { run: BulkRun }) {
  const t = useT();
  const id = useId();
  const chosen = useBulk((s) => s.coverageCrawlerId);
  const doc = useSettledDoc();
  const shown = coverageCrawler(run, chosen);
  const unreached = useMemo(() => {
    const rules = doc.lines.filter((l) => l.directive === "allow" || l.directive === "disallow").map((l) => l.number);
    return unreachedRuleLines(run, rules);
  }, [run, doc]);
  return (
    <div className="bulk-coverage">
      <div className="bulk-row">
        <label className="field-label" htmlFor={`${id}-crawler`}>
          {t("bulk.coverage.label")}
        </label>
        <select
          id={`${id}-crawler`}
          className="input"
          value={shown}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setCoverageCrawler(event.target.value)}
        >
          {run.shownCrawlerIds.map((crawlerId) => (
            <option key={crawlerId} value={crawlerId}>
              {crawlerName(crawlerId)}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t("bulk.coverage.hint", { crawler: crawlerName(shown), total: run.total })}
      </p>
      {unreached.length === 0 ? (
        <p className="field-hint">{t("bulk.coverage.allReached")}</p>
      ) : (
        <details className="details bulk-unreached">
          <summary>{t("bulk.coverage.unreached", { n: unreached.length })}</summary>
          <ul className="plain-list">
            {unreached.map((line) => (
              <li key={line}>
                <LineLink line={line}>
                  <span className="line-no">{t("bulk.line", { line })}</span> <code>{lineText(doc, line)}</code>
                </LineLink>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Export CSV or JSON: when a filter or search hides rows, asks whether to export all rows or the rows shown. */
function RunExport({ run, rows, expectations, format }: { run: BulkRun; rows: Uint32Array; expectations: Expectations; format: "csv" | "json" }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const doc = useSettledDoc();
  const save = (only: Uint32Array | undefined) => {
    setOpen(false);
    if (format === "json") downloadText("robots-bulk.json", runToJson(run, expectations, only), "application/json");
    else downloadText("robots-bulk.csv", runToCsv(run, expectations, only, lineInfoOf(doc)), "text/csv;charset=utf-8");
  };
  const filtered = rows.length !== run.total;
  return (
    <div
      className="popover-host"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="button"
        aria-expanded={filtered ? open : undefined}
        aria-controls={filtered ? `${id}-menu` : undefined}
        onClick={() => (filtered ? setOpen(!open) : save(undefined))}
      >
        {t(format === "json" ? "ui.prefs.export.json" : "bulk.export.csv")}
      </button>
      {filtered && (
        <div id={`${id}-menu`} className="popover bulk-export-menu" hidden={!open} role="group" aria-label={t("bulk.export.which")}>
          <p className="field-hint">{t("bulk.export.which")}</p>
          <button type="button" className="button" onClick={() => save(undefined)}>
            {t("bulk.export.all", { n: run.total })}
          </button>
          <button type="button" className="button" onClick={() => save(rows)}>
            {t("bulk.export.shown", { n: rows.length })}
          </button>
        </div>
      )}
    </div>
  );
}

function ExpectationFiles({ importInput }: { importInput: RefObject<HTMLInputElement | null> }) {
  const t = useT();
  const count = useBulk((s) => Object.keys(s.expectations).length);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={count === 0}
        onClick={() => downloadText("robots-expectations.json", exportExpectationsJson(), "application/json")}
      >
        {t("bulk.expectations.export")}
      </button>
      <button type="button" className="button" onClick={() => importInput.current?.click()}>
        {t("bulk.expectations.import")}
      </button>
      <input
        ref={importInput}
        type="file"
        hidden
        accept=".json,application/json"
        aria-label={t("bulk.expectations.importInput")}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          const read = importExpectationsJson(await file.text());
          if (read.ok) flash("bulk.expectations.imported", { n: read.count });
          else if (read.error.code === "expectations-unsupported-version") {
            flash("bulk.expectations.version", { name: file.name, ...read.error.params }, "error");
          } else if (read.error.code === "expectations-bad-item") {
            const { index, field } = read.error.params;
            flash("bulk.expectations.badItem", { name: file.name, n: index + 1, field }, "error");
          } else flash("bulk.expectations.invalid", { name: file.name }, "error");
        }}
      />
    </>
  );
}

/** The Bulk tests panel. */
export function BulkPanel() {
  return (
    <div className="panel bulk-panel">
      <UrlListInput />
      <RunControls />
      <Results />
    </div>
  );
}
