/**
 * The Findings panel: first an impact summary a webmaster reads in ten seconds (what the file
 * is when it is not robots.txt; which major crawlers are blocked from the whole site or the
 * home page; CSS and JavaScript blocked for Googlebot; sitemaps; the worst problems, each
 * jumping to its line), then every finding of the linter with its line, filters by severity
 * and kind, a fix per finding and "fix all of this kind" (one undo step) where that is safe.
 */
import { useMemo, useState } from "react";
import { LINT_CODES } from "../../core/lint";
import type { CrawlerImpact, ImpactSummary as ImpactSummaryData } from "../../core/impact";
import type { Diagnostic, Severity } from "../../core/types";
import { useT } from "../../i18n";
import { ensureLintCatalog } from "../../i18n/lint-catalog";
import { useLint } from "../../state/lint-store";
import { useSettledDoc, useWorkbench } from "../../state/store";
import { usePanelAnswer } from "../../state/panel-service";
import type { PanelQuestion } from "../../workers/panel-protocol";
import { LineLink } from "../parts/common";
import { NotRobotsNote } from "../parts/NotRobots";
import "./findings.css";

ensureLintCatalog();

const SEVERITIES: readonly Severity[] = ["error", "warning", "info"];
const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
/** How many problems the summary lists before pointing to the full list. */
const TOP = 5;

/** Diagnostics ordered by impact: errors first, then warnings, then notes; by line within each. */
export function byImpact(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => RANK[a.severity] - RANK[b.severity] || a.from - b.from);
}

/** Counts by severity. */
export function countBySeverity(diagnostics: readonly Diagnostic[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity]++;
  return counts;
}

function SeverityMark({ severity }: { severity: Severity }) {
  const t = useT();
  return (
    <span className={`sev sev-${severity}`}>
      <span aria-hidden="true">{severity === "error" ? "✗" : severity === "warning" ? "⚠" : "ℹ"}</span>{" "}
      {t(`ui.findings.severity.${severity}`)}
    </span>
  );
}

function CrawlerList({ items }: { items: CrawlerImpact[] }) {
  return (
    <>
      {items.map((c, i) => (
        <span key={c.crawlerId}>
          {i > 0 ? ", " : ""}
          {c.name}
          {c.line !== null ? (
            <>
              {" "}
              <LineLink line={c.line} className="impact-line" />
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}

/** The question of the impact summary (one object: the hook names it by its key). */
const IMPACT: PanelQuestion & { kind: "impact" } = { kind: "impact" };

/** What the file does to the major crawlers, its CSS and JavaScript, and its sitemaps. */
function ImpactFacts({ impact }: { impact: ImpactSummaryData }) {
  const t = useT();
  const site = impact.crawlers.filter((c) => c.reach === "site");
  const home = impact.crawlers.filter((c) => c.reach === "home");
  const open = impact.crawlers.filter((c) => c.reach === "open");
  return (
    <ul className="impact-facts">
        {site.length > 0 ? (
          <li className="impact-bad">
            <span aria-hidden="true">✗ </span>
            <strong>{t("ui.impact.site")}</strong> <CrawlerList items={site} />
          </li>
        ) : null}
        {home.length > 0 ? (
          <li className="impact-bad">
            <span aria-hidden="true">✗ </span>
            <strong>{t("ui.impact.home")}</strong> <CrawlerList items={home} />
          </li>
        ) : null}
        {open.length > 0 ? (
          <li className="impact-ok">
            <span aria-hidden="true">✓ </span>
            <strong>{t("ui.impact.open")}</strong> {open.map((c) => c.name).join(", ")}
          </li>
        ) : null}
        {impact.assets.length > 0 ? (
          <li className="impact-bad">
            <span aria-hidden="true">⚠ </span>
            <strong>{t("ui.impact.assets.blocked")}</strong>{" "}
            {impact.assets.map((a, i) => (
              <span key={a.path}>
                {i > 0 ? ", " : ""}
                <code>{a.path}</code> <LineLink line={a.line} className="impact-line" />
              </span>
            ))}
          </li>
        ) : (
          <li className="impact-ok">
            <span aria-hidden="true">✓ </span>
            {t("ui.impact.assets.open")}
          </li>
        )}
        {impact.sitemaps.length > 0 ? (
          <li className="impact-ok">
            <span aria-hidden="true">✓ </span>
            <strong>{t("ui.impact.sitemaps", { n: impact.sitemaps.length })}</strong>{" "}
            {impact.sitemaps.slice(0, 3).map((s, i) => (
              <span key={s.line}>
                {i > 0 ? ", " : ""}
                <code className="impact-url">{s.url}</code> <LineLink line={s.line} className="impact-line" />
              </span>
            ))}
            {impact.sitemaps.length > 3 ? ` ${t("ui.impact.more", { n: impact.sitemaps.length - 3 })}` : null}
          </li>
        ) : (
          <li className="impact-warn">
            <span aria-hidden="true">ℹ </span>
            {t("ui.impact.sitemaps.none")}
          </li>
        )}
    </ul>
  );
}

function ImpactSummary({ problems }: { problems: Diagnostic[] }) {
  const t = useT();
  const doc = useSettledDoc();
  // A large file's summary comes from the panel worker (state/panel-service.ts).
  const { answer, isStale } = usePanelAnswer(doc, IMPACT, "impact");
  const top = problems.slice(0, TOP);
  return (
    <section className="impact" aria-labelledby="impact-heading" aria-busy={isStale || undefined}>
      <h3 id="impact-heading" className="section-heading">
        {t("ui.impact.heading")}
      </h3>
      <NotRobotsNote />
      {answer === null ? (
        <p className="hint" role="status">
          {t("ui.impact.working")}
        </p>
      ) : (
        <ImpactFacts impact={answer.impact} />
      )}
      <h4 className="impact-subheading">{t("ui.impact.problems")}</h4>
      {top.length === 0 ? (
        <p className="hint">{t("ui.impact.problems.none")}</p>
      ) : (
        <ol className="impact-problems">
          {top.map((d) => (
            <li key={`${d.from}-${d.code}`}>
              <SeverityMark severity={d.severity} /> <LineLink line={d.line} /> <span className="finding-text">{t(d.code, d.params)}</span>
            </li>
          ))}
        </ol>
      )}
      {problems.length > TOP ? <p className="hint">{t("ui.impact.more", { n: problems.length - TOP })}</p> : null}
    </section>
  );
}

function FindingsList({ diagnostics }: { diagnostics: Diagnostic[] }) {
  const t = useT();
  const summary = useLint((s) => s.summary);
  const editor = useWorkbench((s) => s.editor);
  const [shown, setShown] = useState<ReadonlySet<Severity>>(new Set(SEVERITIES));
  const [kind, setKind] = useState("");
  const counts = countBySeverity(diagnostics);
  const kinds = useMemo(() => {
    const m = new Map<string, number>();
    for (const d of diagnostics) m.set(d.code, (m.get(d.code) ?? 0) + 1);
    // The chosen kind stays listed after its last finding is fixed.
    if (kind !== "" && !m.has(kind)) m.set(kind, 0);
    return [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  }, [diagnostics, kind]);
  const activeKind = kind;
  const visible = diagnostics.filter((d) => shown.has(d.severity) && (activeKind === "" || d.code === activeKind));
  const isCurrent = editor !== null && summary !== null && editor.isShowing(summary.doc);
  const info = activeKind !== "" ? (LINT_CODES as Record<string, { fixAll?: boolean }>)[activeKind] : undefined;
  const fixable = visible.filter((d) => d.fixes.length > 0);
  const canFixAll = info?.fixAll === true && fixable.length > 0;

  function toggle(severity: Severity) {
    const next = new Set(shown);
    if (next.has(severity)) next.delete(severity);
    else next.add(severity);
    setShown(next);
  }

  function apply(d: Diagnostic) {
    if (!editor || !isCurrent) return;
    editor.applyFix(d.fixes[0]);
  }

  function applyAll() {
    if (!editor || !isCurrent) return;
    editor.applyFixes(fixable.map((d) => d.fixes[0]));
  }

  return (
    <section className="findings" aria-labelledby="findings-heading">
      <h3 id="findings-heading" className="section-heading">
        {t("ui.findings.heading")}
      </h3>
      <div className="findings-filters">
        <div role="group" aria-label={t("ui.findings.filter.severity")} className="findings-severities">
          {SEVERITIES.map((s) => (
            <button key={s} type="button" className={`button button-small sev-toggle sev-${s}`} aria-pressed={shown.has(s)} onClick={() => toggle(s)}>
              {t(`ui.findings.count.${s}`, { n: counts[s] })}
            </button>
          ))}
        </div>
        <label className="findings-kind">
          {t("ui.findings.filter.kind")}{" "}
          <select value={activeKind} onChange={(e) => setKind(e.target.value)}>
            <option value="">{t("ui.findings.filter.allKinds", { n: diagnostics.length })}</option>
            {kinds.map(([code, n]) => (
              <option key={code} value={code}>
                {code} ({n})
              </option>
            ))}
          </select>
        </label>
        {canFixAll ? (
          <button type="button" className="button button-small" disabled={!isCurrent} onClick={applyAll}>
            {t("ui.findings.fixAll", { n: fixable.length })}
          </button>
        ) : null}
      </div>
      {summary && summary.hidden > 0 ? <p className="hint">{t("ui.findings.hidden", { n: summary.hidden })}</p> : null}
      {visible.length === 0 ? (
        <p className="hint">{t(diagnostics.length === 0 ? "ui.findings.none" : "ui.findings.noneShown")}</p>
      ) : (
        <ul className="findings-list" aria-label={t("ui.findings.heading")}>
          {visible.slice(0, 500).map((d) => (
            <li key={`${d.from}-${d.to}-${d.code}`} className={`finding finding-${d.severity}`}>
              <div className="finding-head">
                <SeverityMark severity={d.severity} /> <LineLink line={d.line} /> <code className="finding-code">{d.code}</code>
                {d.engines.length > 0 ? <span className="hint"> {t("ui.findings.engines", { engines: d.engines.map((e) => t(`ui.engine.short.${e}`)).join(", ") })}</span> : null}
              </div>
              <p className="finding-text">{t(d.code, d.params)}</p>
              {d.fixes.length > 0 ? (
                <button type="button" className="button button-small" disabled={!isCurrent} onClick={() => apply(d)}>
                  {t(`fix.${d.fixes[0].code}`, d.fixes[0].params)}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {visible.length > 500 ? <p className="hint">{t("ui.findings.truncated", { n: visible.length - 500 })}</p> : null}
    </section>
  );
}

export function FindingsPanel() {
  const t = useT();
  const summary = useLint((s) => s.summary);
  const diagnostics = useMemo(() => byImpact(summary?.diagnostics ?? []), [summary]);
  return (
    <div className="panel findings-panel">
      {summary === null ? <p className="hint" role="status">{t("ui.findings.waiting")}</p> : null}
      <ImpactSummary problems={diagnostics} />
      <FindingsList diagnostics={summary?.diagnostics ?? []} />
    </div>
  );
}
