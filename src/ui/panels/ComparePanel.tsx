/**
 * The Compare panel: the same URLs under every engine and a chosen set of crawlers, side by
 * side. A cell that disagrees with the crawler's own reading is marked and explained in one
 * sentence; a cell resting on an assumption is marked so. Below, a second file (pasted, or a
 * history version) is compared with the draft over the same URLs: which verdicts flip.
 */
import { useId, useMemo, useState, type ReactNode } from "react";
import { getEngine } from "../../core/index";
import { readingFor } from "../../core/agent";
import { findCrawler } from "../../core/crawlers";
import { ENGINE_IDS, type EngineId, type MatchResult } from "../../core/types";
import { tm, useT, type Translate } from "../../i18n";
import { CURRENT_DRAFT, openVersionCompare } from "../../state/version-compare";
import { computeVerdict, useSettledDoc, userAgentOf, useWorkbench, type Verdict } from "../../state/store";
import { CrawlerPicker, crawlerLabel } from "../parts/CrawlerPicker";
import { ConfidenceMark, LineLink, SourceLink, TableScroll, VerdictWord } from "../parts/common";
import { PreferenceBadges, usePreferences } from "../parts/Preferences";
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
export function ownEngineOf(idOrAgent: string): EngineId {
  return readingFor(idOrAgent).ownEngine;
}

/** Describes the group(s) a result used, for a sentence. */
function groupPhrase(result: MatchResult, t: Translate): string {
  const g = result.group;
  if (g.groups.length === 0) return t("ui.cmp.group.none");
  const token = g.tokenUsed ?? "*";
  return token === "*"
    ? t("ui.cmp.group.global", { line: g.groups[0].fromLine })
    : t("ui.cmp.group.token", { token, line: g.groups[0].fromLine });
}

function sameGroups(a: MatchResult, b: MatchResult): boolean {
  const la = a.group.groups.map((g) => g.fromLine).join(",");
  const lb = b.group.groups.map((g) => g.fromLine).join(",");
  return la === lb;
}

function hasWildcard(pattern: string): boolean {
  return pattern.includes("*") || pattern.includes("$");
}

/**
 * One sentence saying why `other` disagrees with `ref` (the crawler's own reading): size
 * limit, another group, first match against longest match, wildcards, Allow support, or
 * simply another deciding line. `otherName` and `otherCount` let several engines that
 * disagree for the same reason be named together.
 */
export function explainDisagreement(
  ref: MatchResult,
  other: MatchResult,
  t: Translate,
  otherName = t(`ui.engine.${other.engine}`),
  otherCount = 1,
): string {
  const a = t(`ui.engine.${ref.engine}`);
  const b = otherName;
  const ea = getEngine(ref.engine);
  const eb = getEngine(other.engine);
  const sides = [
    { r: other, name: b, n: otherCount, e: eb },
    { r: ref, name: a, n: 1, e: ea },
  ];
  for (const { r, name, n } of sides) {
    if (r.reason.code === "file-ignored-size") {
      return t("ui.cmp.why.size", { engine: name, n, bytes: r.sizeLimit?.bytes ?? 0 });
    }
    if (r.reason.code === "robots-txt-always-allowed") return t("ui.cmp.why.robotsTxt", { engine: name, n });
  }
  if (!sameGroups(ref, other)) {
    return t("ui.cmp.why.group", { a, b, n: otherCount, groupA: groupPhrase(ref, t), groupB: groupPhrase(other, t) });
  }
  const ra = ref.rule;
  const rb = other.rule;
  if (ea.precedence !== eb.precedence) {
    const [first, longest] = ea.precedence === "first" ? [sides[1], sides[0]] : [sides[0], sides[1]];
    return t("ui.cmp.why.firstVsLongest", {
      first: first.name,
      firstN: first.n,
      firstLine: first.r.rule?.line ?? 0,
      longest: longest.name,
      longestN: longest.n,
      longestLine: longest.r.rule?.line ?? 0,
    });
  }
  // A rule one side obeys that the other cannot read.
  for (const [rule, side] of [
    [ra, sides[0]],
    [rb, sides[1]],
  ] as const) {
    if (rule && !side.e.wildcards && hasWildcard(rule.pattern)) {
      return t("ui.cmp.why.wildcards", { engine: side.name, n: side.n, line: rule.line, pattern: rule.pattern });
    }
    if (rule && rule.kind === "allow" && !side.e.hasAllow) {
      return t("ui.cmp.why.noAllow", { engine: side.name, n: side.n, line: rule.line });
    }
  }
  if (ra && rb && ra.line === rb.line) return t("ui.cmp.why.sameLine", { a, b, line: ra.line });
  return t("ui.cmp.why.lines", { a, b, lineA: ra?.line ?? 0, lineB: rb?.line ?? 0 });
}

/**
 * The disagreement sentence of each engine column (null where it agrees with `ref`), engines
 * that disagree for the same reason named together in one sentence.
 */
export function explainRow(ref: Verdict, cells: readonly Verdict[], t: Translate): (string | null)[] {
  if (!ref.ok) return cells.map(() => null);
  const PLACEHOLDER = "\u0000";
  const groups = new Map<string, number[]>();
  cells.forEach((cell, i) => {
    if (!cell.ok || cell.result.allowed === ref.result.allowed) return;
    const key = explainDisagreement(ref.result, cell.result, t, PLACEHOLDER);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const out: (string | null)[] = cells.map(() => null);
  for (const indexes of groups.values()) {
    const first = cells[indexes[0]];
    if (!first.ok) continue;
    const names = indexes.map((i) => (cells[i].ok ? t(`ui.engine.${ENGINE_IDS[i]}`) : ""));
    const sentence = explainDisagreement(ref.result, first.result, t, joinNames(names, t), names.length);
    for (const i of indexes) out[i] = sentence;
  }
  return out;
}

function joinNames(names: string[], t: Translate): string {
  if (names.length <= 1) return names.join("");
  return t("ui.list.and", { head: names.slice(0, -1).join(", "), last: names[names.length - 1] });
}

function Cell({
  verdict,
  isOwn,
  disagreement,
}: {
  verdict: Verdict;
  isOwn: boolean;
  disagreement: string | null;
}) {
  const t = useT();
  const doc = useSettledDoc();
  const result = verdict.ok ? verdict.result : null;
  const prefs = usePreferences(doc, result);
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
            {crawlerLabel(id)}
            <button
              type="button"
              className="chip-remove"
              aria-label={t("ui.cmp.remove", { name: crawlerLabel(id) })}
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
              aria-label={t("ui.cmp.addNamed", { name: crawlerLabel(id) })}
              onClick={() => toggle(id)}
            >
              + {crawlerLabel(id)}
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
}

/** Verdicts of every URL × crawler × engine over the draft, with disagreement sentences. */
function useEngineRows(urls: readonly string[]): EngineRow[][] {
  const t = useT();
  const doc = useSettledDoc();
  const origin = useWorkbench((s) => s.origin);
  const ids = useWorkbench((s) => s.compareCrawlerIds);
  return useMemo(
    () =>
      urls.map((url) =>
        ids.map((id) => {
          const own = ownEngineOf(id);
          const cells = ENGINE_IDS.map((engine) => computeVerdict(doc, url, userAgentOf(id), engine, origin));
          const why = explainRow(cells[ENGINE_IDS.indexOf(own)], cells, t);
          return { id, own, cells, why };
        }),
      ),
    [urls, ids, doc, origin, t],
  );
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
                        <RowWithExplanation key={row.id} label={crawlerLabel(row.id)} own={row.own} reasons={reasons}>
                          {row.cells.map((cell, e) => (
                            <Cell
                              key={ENGINE_IDS[e]}
                              verdict={cell}
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
  const rows = useEngineRows(urls);
  return (
    <div className="panel compare-panel">
      <p className="hint">{t("ui.cmp.intro")}</p>
      <UrlList />
      <CrawlerSet />
      <EngineGrid urls={urls} rows={rows} />
      <AssumptionNotes rows={rows} />
      <VersionsPointer />
    </div>
  );
}
