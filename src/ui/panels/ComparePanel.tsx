/**
 * The Compare panel: the same URLs under every engine and a chosen set of crawlers, side by
 * side. A cell that disagrees with the crawler's own reading is marked and explained in one
 * sentence; a cell resting on an assumption is marked so. Below, a second file (pasted, or a
 * history version) is compared with the draft over the same URLs: which verdicts flip.
 */
import { useId, useMemo, useState, type ReactNode } from "react";
import { explainRow, type Disagreement, type GroupUsed, type SharedDisagreement, type Side } from "../../core/disagreement";
import { readingFor } from "../../core/agent";
import { findCrawler } from "../../core/crawlers";
import { ENGINE_IDS, type EngineId } from "../../core/types";
import { tm, useT, type Translate } from "../../i18n";
import { CURRENT_DRAFT, openVersionCompare } from "../../state/version-compare";
import { useSettledDoc, userAgentOf, useWorkbench, type Verdict } from "../../state/store";
import { usePanelAnswer } from "../../state/panel-service";
import { CrawlerPicker } from "../parts/CrawlerPicker";
import { crawlerName } from "../shared/names";
import { ConfidenceMark, LineLink, SourceLink, TableScroll, VerdictWord } from "../parts/common";
import { PreferenceBadges } from "../parts/Preferences";
import type { Preferences } from "../../core/prefs";
import { ensurePanelsCatalog } from "../../i18n/panels-catalog";

ensurePanelsCatalog();

/** Crawlers offered for one-click adding, when not in the set already. */
const SUGGESTED = [
  "googlebot",
  "googlebot-image",
  "adsbot-google",
  "bingbot",
  "yandexbot",
  "yandeximages",
  "applebot",
  "duckduckbot",
  "baiduspider",
  "gptbot",
  "claudebot",
  "ccbot",
  "perplexitybot",
];

/** The engine a crawler id or custom agent reads with by default. */
function ownEngineOf(idOrAgent: string): EngineId {
  return readingFor(idOrAgent).ownEngine;
}

/** Describes the group a verdict used, for a sentence. */
function groupPhrase(g: GroupUsed, t: Translate): string {
  if (g.kind === "none") return t("ui.cmp.group.none");
  return g.kind === "global" ? t("ui.cmp.group.global", { line: g.line }) : t("ui.cmp.group.token", { token: g.token, line: g.line });
}

/**
 * The sentence of a disagreement (the core's code and parameters): `own` names the crawler's
 * own reading, `other` the engines that disagree for this reason (`otherCount` of them).
 */
function disagreementText(d: Disagreement, own: EngineId, other: string, otherCount: number, t: Translate): string {
  const a = t(`ui.engine.${own}`);
  const side = (s: Side) => (s === "other" ? { name: other, n: otherCount } : { name: a, n: 1 });
  switch (d.code) {
    case "size":
      return t("ui.cmp.why.size", { engine: side(d.side).name, n: side(d.side).n, bytes: d.bytes });
    case "robots-txt":
      return t("ui.cmp.why.robotsTxt", { engine: side(d.side).name, n: side(d.side).n });
    case "group":
      return t("ui.cmp.why.group", { a, b: other, n: otherCount, groupA: groupPhrase(d.own, t), groupB: groupPhrase(d.other, t) });
    case "first-vs-longest": {
      const first = side(d.first);
      const longest = side(d.first === "own" ? "other" : "own");
      return t("ui.cmp.why.firstVsLongest", {
        first: first.name,
        firstN: first.n,
        firstLine: d.firstLine,
        longest: longest.name,
        longestN: longest.n,
        longestLine: d.longestLine,
      });
    }
    case "wildcards":
      return t("ui.cmp.why.wildcards", { engine: side(d.side).name, n: side(d.side).n, line: d.line, pattern: d.pattern });
    case "no-allow":
      return t("ui.cmp.why.noAllow", { engine: side(d.side).name, n: side(d.side).n, line: d.line });
    case "same-line":
      return t("ui.cmp.why.sameLine", { a, b: other, line: d.line });
    case "lines":
      return t("ui.cmp.why.lines", { a, b: other, lineA: d.ownLine, lineB: d.otherLine });
  }
}

/**
 * The disagreement sentence of each engine column (null where it agrees with the crawler's
 * own reading), engines that disagree for the same reason named together in one sentence.
 */
function explainCells(own: EngineId, cells: readonly Verdict[], t: Translate): (string | null)[] {
  const ownCell = cells[ENGINE_IDS.indexOf(own)];
  const reasons = explainRow(ownCell?.ok ? ownCell.result : null, cells.map((c) => (c.ok ? c.result : null)));
  const sentences = new Map<SharedDisagreement, string>();
  return reasons.map((shared) => {
    if (shared === null) return null;
    let sentence = sentences.get(shared);
    if (sentence === undefined) {
      const names = shared.engines.map((e) => t(`ui.engine.${e}`));
      sentence = disagreementText(shared.reason, own, joinNames(names, t), names.length, t);
      sentences.set(shared, sentence);
    }
    return sentence;
  });
}

function joinNames(names: string[], t: Translate): string {
  if (names.length <= 1) return names.join("");
  return t("ui.list.and", { head: names.slice(0, -1).join(", "), last: names[names.length - 1] });
}

function Cell({
  verdict,
  prefs,
  isOwn,
  disagreement,
}: {
  verdict: Verdict;
  /** The usage preferences in force with the verdict (worked out with it, state/panel-service.ts). */
  prefs: Preferences | null;
  isOwn: boolean;
  disagreement: string | null;
}) {
  const t = useT();
  if (!verdict.ok) {
    return <td className="muted">—</td>;
  }
  const r = verdict.result;
  const assumed = r.assumptions.length > 0;
  const title = [
    disagreement,
    ...r.assumptions.map((a) => `≈ ${tm(a)}`),
  ]
    .filter(Boolean)
    .join("\n");
  return (
    <td className={`${isOwn ? "col-current " : ""}${disagreement ? "cell-disagree" : ""}`} title={title || undefined}>
      <span className="cell">
        <VerdictWord allowed={r.allowed} size="small" />
        <span className="cell-line">
          {r.rule ? <LineLink line={r.rule.line} /> : <span className="muted">{t("ui.cmp.noLine")}</span>}
          <span className="cell-flags">
          {disagreement ? (
            <span className="flag flag-disagree">
              <span aria-hidden="true">≠</span>
              <span className="sr-only">{t("ui.cmp.flag.disagrees")}</span>
            </span>
          ) : null}
          {assumed ? (
            <span className="flag flag-assumed">
              <span aria-hidden="true">≈</span>
              <span className="sr-only">{t("ui.cmp.flag.assumed")}</span>
            </span>
          ) : null}
          </span>
        </span>
        {prefs ? <PreferenceBadges prefs={prefs} /> : null}
      </span>
    </td>
  );
}

function CrawlerSet() {
  const t = useT();
  const ids = useWorkbench((s) => s.compareCrawlerIds);
  const toggle = useWorkbench((s) => s.toggleCompareCrawler);
  const suggestions = SUGGESTED.filter((id) => !ids.includes(id) && findCrawler(id));
  return (
    <section className="section" aria-labelledby="cmp-crawlers">
      <h3 id="cmp-crawlers" className="section-heading">
        {t("ui.cmp.crawlers")}
      </h3>
      <ul className="chips" aria-label={t("ui.cmp.crawlers.set")}>
        {ids.map((id) => (
          <li key={id} className="chip">
            {crawlerName(id)}
            <button
              type="button"
              className="chip-remove"
              aria-label={t("ui.cmp.remove", { name: crawlerName(id) })}
              onClick={() => toggle(id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="field-row">
        <div className="field grow">
          <CrawlerPicker
            label={t("ui.cmp.add")}
            value=""
            clearOnPick
            excludeIds={ids}
            placeholder={t("ui.test.crawler.placeholder")}
            onPick={(id) => {
              if (!ids.includes(id)) toggle(id);
            }}
          />
        </div>
      </div>
      {suggestions.length > 0 ? (
        <div className="chips" role="group" aria-label={t("ui.cmp.suggested")}>
          {suggestions.map((id) => (
            <button
              key={id}
              type="button"
              className="chip-add"
              aria-label={t("ui.cmp.addNamed", { name: crawlerName(id) })}
              onClick={() => toggle(id)}
            >
              + {crawlerName(id)}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function UrlList() {
  const t = useT();
  const id = useId();
  const url = useWorkbench((s) => s.url);
  const urls = useWorkbench((s) => s.compareUrls);
  const setUrls = useWorkbench((s) => s.setCompareUrls);
  const [draft, setDraft] = useState(() => urls.join("\n"));
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t("ui.cmp.urls")}
      </label>
      <p className="hint" id={`${id}-hint`}>
        {t("ui.cmp.urls.hint", { url })}
      </p>
      <textarea
        id={id}
        className="input"
        rows={3}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setUrls(
            event.target.value
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter((line) => line !== ""),
          );
        }}
      />
    </div>
  );
}

/** The URLs compared: the tested one first, then the extra ones, without repeats. */
function useCompareUrls(): string[] {
  const url = useWorkbench((s) => s.url);
  const extra = useWorkbench((s) => s.compareUrls);
  return useMemo(() => [...new Set([url.trim(), ...extra].filter((u) => u !== ""))], [url, extra]);
}

interface EngineRow {
  id: string;
  own: EngineId;
  cells: Verdict[];
  /** Per engine, why it disagrees with the crawler's own reading (null: it agrees). */
  why: (string | null)[];
  /** Per engine, the usage preferences in force with the verdict (null: the URL could not be read). */
  prefs: (Preferences | null)[];
}

/**
 * Verdicts of every URL × crawler × engine over the draft, with disagreement sentences; null
 * while a large file's first grid is worked out by the panel worker (state/panel-service.ts).
 */
function useEngineRows(urls: readonly string[]): { rows: EngineRow[][] | null; isStale: boolean } {
  const t = useT();
  const doc = useSettledDoc();
  const origin = useWorkbench((s) => s.origin);
  const ids = useWorkbench((s) => s.compareCrawlerIds);
  const question = useMemo(
    () => ({
      kind: "grid" as const,
      cells: urls.flatMap((url) => ids.flatMap((id) => ENGINE_IDS.map((engine) => ({ url, userAgent: userAgentOf(id), engine, origin })))),
    }),
    [urls, ids, origin],
  );
  const { answer, isStale, isSameQuestion } = usePanelAnswer(doc, question, JSON.stringify(question.cells));
  const rows = useMemo(() => {
    // An answer to other URLs or crawlers is not drawn under these: the panel says it is working.
    if (answer === null || !isSameQuestion) return null;
    let at = 0;
    return urls.map(() =>
      ids.map((id) => {
        const own = ownEngineOf(id);
        const prefs = ENGINE_IDS.map((_, e) => answer.preferences[at + e]);
        const cells = ENGINE_IDS.map(() => answer.verdicts[at++]);
        return { id, own, cells, why: explainCells(own, cells, t), prefs };
      }),
    );
  }, [answer, isSameQuestion, urls, ids, t]);
  return { rows, isStale };
}

function EngineGrid({ urls, rows }: { urls: readonly string[]; rows: EngineRow[][] }) {
  const t = useT();
  const ids = useWorkbench((s) => s.compareCrawlerIds);

  if (ids.length === 0) return <p className="empty-state">{t("ui.cmp.empty")}</p>;

  return (
    <>
      {urls.map((url, u) => {
        const invalid = rows[u][0]?.cells[0];
        return (
          <section key={url} className="section" aria-label={t("ui.cmp.urlSection", { url })}>
            <h3 className="cmp-url">
              <code className="break">{url}</code>
            </h3>
            {invalid && !invalid.ok ? (
              <p className="field-msg field-error">{t(invalid.code, invalid.params)}</p>
            ) : (
              <TableScroll label={t("ui.cmp.caption", { url })}>
                <table className="table cmp-table table-sticky">
                  <caption className="sr-only">{t("ui.cmp.caption", { url })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("ui.col.crawler")}</th>
                      {ENGINE_IDS.map((engine) => (
                        <th key={engine} scope="col">
                          {t(`ui.engine.short.${engine}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows[u].map((row) => {
                      const reasons = ENGINE_IDS.map((engine, e) => ({ engine, why: row.why[e] })).filter(
                        (x) => x.why !== null,
                      );
                      return (
                        <RowWithExplanation key={row.id} label={crawlerName(row.id)} own={row.own} reasons={reasons}>
                          {row.cells.map((cell, e) => (
                            <Cell
                              key={ENGINE_IDS[e]}
                              verdict={cell}
                              prefs={row.prefs[e]}
                              isOwn={ENGINE_IDS[e] === row.own}
                              disagreement={row.why[e]}
                            />
                          ))}
                        </RowWithExplanation>
                      );
                    })}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </section>
        );
      })}
      <p className="legend">
        <span>
          <span className="col-current legend-swatch" aria-hidden="true" /> {t("ui.cmp.legend.own")}
        </span>
        <span className="flag flag-disagree">≠ {t("ui.cmp.legend.disagrees")}</span>
        <span className="flag flag-assumed">≈ {t("ui.cmp.legend.assumed")}</span>
      </p>
    </>
  );
}

function RowWithExplanation({
  label,
  own,
  reasons,
  children,
}: {
  label: string;
  own: EngineId;
  reasons: { engine: EngineId; why: string | null }[];
  children: ReactNode;
}) {
  const t = useT();
  // Engines giving the same reason are named together.
  const unique = [...new Set(reasons.map((r) => r.why as string))];
  return (
    <>
      <tr>
        <th scope="row">
          <span className="cmp-crawler">{label}</span>
          <span className="hint cmp-own">{t(`ui.engine.short.${own}`)}</span>
        </th>
        {children}
      </tr>
      {unique.length > 0 ? (
        <tr className="explain-row">
          <td colSpan={ENGINE_IDS.length + 1}>
            <ul className="explain-list">
              {unique.map((why) => (
                <li key={why}>
                  <span className="flag flag-disagree" aria-hidden="true">
                    ≠
                  </span>{" "}
                  {why}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </>
  );
}

function AssumptionNotes({ rows }: { rows: EngineRow[][] }) {
  const t = useT();
  const notes = useMemo(() => {
    const seen = new Map<string, { text: string; confidence: "H" | "M" | "L"; source: string; engines: Set<EngineId> }>();
    for (const row of rows.flat()) {
      row.cells.forEach((v, e) => {
        if (!v.ok) return;
        for (const a of v.result.assumptions) {
          const text = tm(a);
          const note = seen.get(text) ?? { text, confidence: a.confidence, source: a.source, engines: new Set() };
          note.engines.add(ENGINE_IDS[e]);
          seen.set(text, note);
        }
      });
    }
    return [...seen.values()];
  }, [rows]);
  if (notes.length === 0) return null;
  return (
    <details className="section details">
      <summary className="section-heading">{t("ui.cmp.assumptions", { count: notes.length })}</summary>
      <ul className="plain-list assumptions">
        {notes.map((n) => (
          <li key={n.text}>
            <ConfidenceMark confidence={n.confidence} /> {n.text}{" "}
            <span className="hint">({[...n.engines].map((e) => t(`ui.engine.short.${e}`)).join(", ")})</span>{" "}
            <SourceLink href={n.source} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Comparing the draft with another version happens in one place, History; this opens it. */
function VersionsPointer() {
  const t = useT();
  const id = useId();
  return (
    <section className="section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="section-heading">
        {t("ui.cmp.base")}
      </h3>
      <p className="hint">{t("ui.cmp.versions.hint")}</p>
      <div>
        <button
          type="button"
          className="button"
          onClick={() => {
            openVersionCompare({ to: CURRENT_DRAFT });
            useWorkbench.getState().setPanelTab("history");
          }}
        >
          {t("ui.cmp.versions.open")}
        </button>
      </div>
    </section>
  );
}

export function ComparePanel() {
  const t = useT();
  const urls = useCompareUrls();
  const { rows, isStale } = useEngineRows(urls);
  return (
    <div className="panel compare-panel" aria-busy={isStale || undefined}>
      <p className="hint">{t("ui.cmp.intro")}</p>
      <UrlList />
      <CrawlerSet />
      {rows === null ? (
        <p className="hint" role="status">
          {t("ui.cmp.working")}
        </p>
      ) : (
        <>
          <EngineGrid urls={urls} rows={rows} />
          <AssumptionNotes rows={rows} />
        </>
      )}
      <VersionsPointer />
    </div>
  );
}
