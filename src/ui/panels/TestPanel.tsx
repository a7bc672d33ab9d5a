/**
 * The Test panel: one URL, one crawler, one engine; the verdict live as the file or the
 * inputs change, with everything it rests on: the deciding line, the group and why, every
 * matching rule and its priority, the compared path, size limits, assumptions, and what
 * each engine does when robots.txt itself cannot be fetched.
 */
import { lazy, memo, startTransition, Suspense, useEffect, useId, useRef, useState } from "react";
import { readUrlInput } from "../../core/url";
import { readingFor } from "../../core/agent";
import { getEngine } from "../../core/engines";
import { ENGINE_IDS, type EngineId, type MatchResult } from "../../core/types";
import { tm, useT } from "../../i18n";
import { useWorkbench } from "../../state/store";
import { useTestedVerdict } from "../../state/verdict-service";
import { CrawlerPicker } from "../parts/CrawlerPicker";
import { ConfidenceMark, LineLink, SourceLink, VerdictWord } from "../parts/common";
import { AgentLineNote } from "../parts/AgentLineNote";
import { hasProductTokenName } from "../../core/crawlers";
import { NotRobotsNote } from "../parts/NotRobots";
import { afterNextPaint } from "../../state/schedule";
// The preferences section (and the core's preference code) loads after the first screen.
const TestPreferences = lazy(() => import("../parts/Preferences").then((m) => ({ default: m.TestPreferences })));
// So does the table of what each engine does when robots.txt itself is not served (core/status.ts).
// Memoized, as the inputs below: it changes with the engine, not with each verdict of an edited file.
const StatusTable = lazy(() => import("../parts/StatusTable").then((m) => ({ default: memo(m.StatusTable) })));


function UrlFields() {
  const t = useT();
  const id = useId();
  const url = useWorkbench((s) => s.url);
  const origin = useWorkbench((s) => s.origin);
  const setUrl = useWorkbench((s) => s.setUrl);
  const setOrigin = useWorkbench((s) => s.setOrigin);

  const { fileOrigin, note } = readUrlInput(url, origin);

  return (
    <div className="field-row">
      <div className="field grow">
        <label className="field-label" htmlFor={`${id}-url`}>
          {t("ui.test.url")}
        </label>
        <input
          id={`${id}-url`}
          className="input mono"
          type="text"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          value={url}
          aria-invalid={note?.kind === "problem"}
          aria-describedby={`${id}-url-msg`}
          onChange={(event) => setUrl(event.target.value)}
        />
        <div id={`${id}-url-msg`}>
          {note?.kind === "problem" ? (
            <p className="field-msg field-error">
              <span aria-hidden="true">⚠ </span>
              {t(note.code, note.params)}
            </p>
          ) : note?.kind === "other-origin" ? (
            <p className="field-msg field-warn">
              <span aria-hidden="true">⚠ </span>
              {t("ui.test.otherOrigin", { urlOrigin: note.urlOrigin, fileOrigin: note.fileOrigin })}
            </p>
          ) : note?.kind === "rewritten" ? (
            <p className="field-msg field-hint">{t("ui.test.requested", { href: note.href })}</p>
          ) : null}
        </div>
      </div>
      <div className="field origin-field">
        <label className="field-label" htmlFor={`${id}-origin`}>
          {t("ui.test.origin")}
        </label>
        <input
          id={`${id}-origin`}
          className="input mono"
          type="text"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          value={origin}
          aria-invalid={fileOrigin === null}
          aria-describedby={`${id}-origin-msg`}
          onChange={(event) => setOrigin(event.target.value)}
        />
        <div id={`${id}-origin-msg`}>
          {fileOrigin === null ? (
            <p className="field-msg field-error">
              <span aria-hidden="true">⚠ </span>
              {t("origin-invalid", { origin })}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function CrawlerFields() {
  const t = useT();
  const id = useId();
  const crawlerId = useWorkbench((s) => s.crawlerId);
  const setCrawler = useWorkbench((s) => s.setCrawler);
  const override = useWorkbench((s) => s.engineOverride);
  const setEngineOverride = useWorkbench((s) => s.setEngineOverride);
  const reading = readingFor(crawlerId);
  /** The crawler the field names directly (an id or token); a header shows how it was read instead. */
  const crawler = reading.agent.how === "header-known" ? null : reading.crawler;
  const ownEngine = reading.ownEngine;
  const custom = crawler ? null : reading.agent;
  const compareIds = useWorkbench((s) => s.compareCrawlerIds);
  const toggleCompare = useWorkbench((s) => s.toggleCompareCrawler);
  const inCompare = compareIds.includes(crawler?.id ?? crawlerId);

  return (
    <>
      <div className="field-row">
        <div className="field grow crawler-field">
          <CrawlerPicker
            label={t("ui.test.crawler")}
            value={crawlerId}
            onPick={setCrawler}
            placeholder={t("ui.test.crawler.placeholder")}
            describedBy={`${id}-crawler-info`}
          />
        </div>
        <div className="field engine-field">
          <label className="field-label" htmlFor={`${id}-engine`}>
            {t("ui.test.engine")}
          </label>
          <select
            id={`${id}-engine`}
            className="input"
            value={override ?? ""}
            onChange={(event) => setEngineOverride((event.target.value || null) as EngineId | null)}
          >
            <option value="">{t("ui.test.engine.follow", { engine: t(`ui.engine.${ownEngine}`) })}</option>
            {ENGINE_IDS.map((engine) => (
              <option key={engine} value={engine}>
                {t(`ui.engine.${engine}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div id={`${id}-crawler-info`} className="crawler-info">
        {crawler ? (
          <>
            <span>
              {crawler.vendor || t("ui.vendor.unknown")} · {t(`ui.purpose.${crawler.purpose}`)} · {t(`ui.honours.${crawler.honours}`)}
            </span>
            <span>
              {t("ui.test.tokens")}{" "}
              <span className="mono">{[...crawler.tokens, ...(crawler.ignoresGlobal ? [] : ["*"])].join(" → ")}</span>
              {crawler.ignoresGlobal ? <> · {t("ui.test.ignoresGlobal")}</> : null}
            </span>
            <span>
              {crawler.isEngineAssumed ? (
                <span className="assumed-mark">{t("ui.test.engineAssumed", { engine: t(`ui.engine.${crawler.engine}`) })}</span>
              ) : (
                t("ui.test.engineOwn", { engine: t(`ui.engine.${crawler.engine}`) })
              )}{" "}
              <SourceLink href={crawler.source} />
            </span>
            {!hasProductTokenName(crawler) && <AgentLineNote name={crawler.name} />}
          </>
        ) : custom ? (
          <span>
            {custom.token === ""
              ? t("ui.test.custom.empty")
              : t(`ui.test.custom.${custom.how}`, {
                  token: custom.token,
                  crawler: custom.crawler?.name ?? "",
                })}
          </span>
        ) : null}
        {crawlerId.trim() !== "" ? (
          <button
            type="button"
            className="link-button"
            aria-pressed={inCompare}
            onClick={() => toggleCompare(crawler?.id ?? crawlerId)}
          >
            <span aria-hidden="true">{inCompare ? "✓ " : "+ "}</span>
            {t("ui.test.addToCompare")}
          </button>
        ) : null}
      </div>
    </>
  );
}

/** The text of a line of the tested file (the verdict's answer carries the lines it names). */
type LineTextOf = (line: number) => string;

// The sections below are memoized on the verdict they show: a large file's text reaches the
// store at each typing pause, and the panel renders then (with the verdict it has) before the
// worker's new verdict arrives; only that verdict re-renders them.

const VerdictCard = memo(function VerdictCard({ result, lineText }: { result: MatchResult; lineText: LineTextOf }) {
  const t = useT();
  const rule = result.rule;
  return (
    <section className={`verdict-card verdict-card-${result.allowed ? "allowed" : "blocked"}`} aria-labelledby="verdict-heading">
      <NotRobotsNote className="verdict-not-robots" />
      <h3 id="verdict-heading" className="verdict-heading">
        <VerdictWord allowed={result.allowed} size="large" />{" "}
        <span className="verdict-for">
          {t("ui.test.verdictFor", { agent: result.agent.token || result.agent.input, engine: t(`ui.engine.${result.engine}`) })}
        </span>
      </h3>
      <div className="verdict-body">
        {rule ? (
          <p className="deciding">
            <span className="deciding-label">{t("ui.test.decidingLine")}</span>{" "}
            <LineLink line={rule.line} className="deciding-link">
              <span className="line-no">{t("ui.line", { line: rule.line })}</span>{" "}
              <code>{rule.derived ? `${rule.kind === "allow" ? "Allow" : "Disallow"}: ${rule.pattern}` : lineText(rule.line)}</code>
            </LineLink>
            {rule.derived ? <span className="hint"> {t(`ui.rule.derived.${rule.derived}`)}</span> : null}
          </p>
        ) : null}
        <p className="verdict-reason">{tm(result.reason)}</p>
      </div>
    </section>
  );
});

const GroupSection = memo(function GroupSection({ result, lineText }: { result: MatchResult; lineText: LineTextOf }) {
  const t = useT();
  const g = result.group;
  // The global group comes last in every chain, unless the crawler ignores it.
  const tried = g.tokensTried.includes("*") || g.ignoresGlobal ? [...g.tokensTried] : [...g.tokensTried, "*"];
  return (
    <section className="section" aria-labelledby="group-heading">
      <h3 id="group-heading" className="section-heading">
        {t("ui.test.group")}
      </h3>
      <p className="token-chain" aria-label={t("ui.test.tokensTried")}>
        <span className="muted">{t("ui.test.tokensTried")}</span>
        {tried.map((token, i) => (
          <span key={`${token}-${i}`} className="token-step">
            {i > 0 ? <span aria-hidden="true" className="arrow">→</span> : null}
            <code className={`token${token === g.tokenUsed ? " token-used" : ""}`}>
              {token}
              {token === g.tokenUsed ? <span className="sr-only"> {t("ui.test.tokenUsed")}</span> : null}
            </code>
          </span>
        ))}
        {g.ignoresGlobal ? (
          <span className="token-step">
            <span aria-hidden="true" className="arrow">→</span>
            <code className="token token-ignored">*</code>
            <span className="muted"> {t("ui.test.globalIgnored")}</span>
          </span>
        ) : null}
      </p>
      <p>{tm(g.reason)}</p>
      {g.groups.length > 0 ? (
        <ul className="plain-list">
          {g.groups.map((group) => (
            <li key={group.fromLine} className="group-item">
              <span className="muted">
                {t("ui.test.groupLines", { from: group.fromLine, to: group.toLine, rules: group.ruleLines.length })}
              </span>{" "}
              {group.agentLines.map((line) => (
                <LineLink key={line} line={line}>
                  <code>{lineText(line)}</code>
                </LineLink>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});

const CandidatesSection = memo(function CandidatesSection({ result }: { result: MatchResult }) {
  const t = useT();
  const isFirstMatch = getEngine(result.engine).precedence === "first";
  return (
    <section className="section" aria-labelledby="candidates-heading">
      <h3 id="candidates-heading" className="section-heading">
        {t("ui.test.candidates", { count: result.candidates.length })}
      </h3>
      {result.candidates.length === 0 ? (
        <p className="muted">
          {result.group.groups.length === 0
            ? t("ui.test.candidates.noGroup")
            : t("ui.test.candidates.none", { path: result.url.path })}
        </p>
      ) : (
        <>
          <p className="muted small">{t(isFirstMatch ? "ui.test.priority.first" : "ui.test.priority.longest")}</p>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("ui.col.line")}</th>
                <th scope="col">{t("ui.col.rule")}</th>
                <th scope="col" className="num">
                  {t("ui.col.priority")}
                </th>
                <th scope="col">{t("ui.col.decides")}</th>
              </tr>
            </thead>
            <tbody>
              {result.candidates.map((c) => (
                <tr key={`${c.line}-${c.derived ?? ""}`} className={c.isDeciding ? "row-deciding" : undefined}>
                  <td>
                    <LineLink line={c.line}>{c.line}</LineLink>
                  </td>
                  <td>
                    <code>
                      {c.kind === "allow" ? "Allow" : "Disallow"}: {c.pattern}
                    </code>
                    {c.derived ? <span className="hint"> {t(`ui.rule.derived.${c.derived}`)}</span> : null}
                    {c.normalized !== c.pattern ? (
                      <span className="hint compared-as">
                        {t("ui.test.comparedAs")} <code>{c.normalized}</code>
                      </span>
                    ) : null}
                  </td>
                  <td className="num">{c.priority}</td>
                  <td>{c.isDeciding ? <strong>{t("ui.test.decides")}</strong> : <span className="muted">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
});

const FactsSection = memo(function FactsSection({ result }: { result: MatchResult }) {
  const t = useT();
  const size = result.sizeLimit;
  return (
    <section className="section" aria-labelledby="facts-heading">
      <h3 id="facts-heading" className="section-heading">
        {t("ui.test.facts")}
      </h3>
      <dl className="facts">
        <dt>{t("ui.test.comparedPath")}</dt>
        <dd>
          <code className="break">{result.url.path}</code>
        </dd>
        <dt>{t("ui.test.requestedUrl")}</dt>
        <dd>
          <code className="break">{result.url.href}</code>
        </dd>
        <dt>{t("ui.test.agentUsed")}</dt>
        <dd>
          <code>{result.agent.token || "—"}</code>{" "}
          <span className="muted">{t(`ui.agent.how.${result.agent.how}`)}</span>
        </dd>
        <dt>{t("ui.test.sizeLimit")}</dt>
        <dd>
          {size === null ? (
            t("ui.test.size.none")
          ) : !size.isExceeded ? (
            t("ui.test.size.within", { limit: size.bytes })
          ) : size.mode === "truncate" ? (
            <>
              {t("ui.test.size.truncate", { limit: size.bytes })}{" "}
              {size.cutLine !== null ? <LineLink line={size.cutLine} /> : null}
            </>
          ) : (
            t("ui.test.size.ignore", { limit: size.bytes })
          )}
        </dd>
      </dl>
    </section>
  );
});

const AssumptionsSection = memo(function AssumptionsSection({ result }: { result: MatchResult }) {
  const t = useT();
  if (result.assumptions.length === 0) return null;
  return (
    <section className="section" aria-labelledby="assumptions-heading">
      <h3 id="assumptions-heading" className="section-heading">
        <span className="assumed-mark" aria-hidden="true">
          ≈
        </span>{" "}
        {t("ui.test.assumptions", { count: result.assumptions.length })}
      </h3>
      <ul className="plain-list assumptions">
        {result.assumptions.map((a, i) => (
          <li key={`${a.code}-${i}`}>
            <ConfidenceMark confidence={a.confidence} /> {tm(a)} <SourceLink href={a.source} />
          </li>
        ))}
      </ul>
    </section>
  );
});

const StepsSection = memo(function StepsSection({ result }: { result: MatchResult }) {
  const t = useT();
  if (result.steps.length === 0) return null;
  return (
    <details className="section details">
      <summary className="section-heading">{t("ui.test.steps")}</summary>
      <ol className="steps">
        {result.steps.map((step, i) => (
          <li key={i}>{tm(step)}</li>
        ))}
      </ol>
    </details>
  );
});

/** Announces verdict changes politely, once the inputs settle. */
const VerdictAnnouncer = memo(function VerdictAnnouncer({ text }: { text: string }) {
  const [said, setSaid] = useState("");
  const first = useRef(true);
  useEffect(() => {
    // The first verdict is on screen already; announce changes only.
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => setSaid(text), 500);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  );
});

/**
 * The URL and crawler fields: they read the store's inputs, not the verdict, so a verdict that
 * follows the text (a large file's, at each typing pause) re-renders the sections below, not them.
 */
const TestInputs = memo(function TestInputs() {
  return (
    <>
      <UrlFields />
      <CrawlerFields />
    </>
  );
});

/** Whether the panel has shown its sections below the verdict card once in this page. */
let sectionsShownOnce = false;

/**
 * The first time the panel shows, the sections below the verdict card (group, preferences,
 * rules, facts, steps, status table) follow a painted frame later: the fields and the verdict
 * first, then the rest in a task of its own, instead of one long task of style and layout on
 * a phone (where those sections start below the screen). Later the panel shows them at once.
 */
function useSectionsShown(): boolean {
  const [shown, setShown] = useState(sectionsShownOnce);
  useEffect(() => {
    if (shown) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (!live) return;
      sectionsShownOnce = true;
      startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}

export function TestPanel() {
  const t = useT();
  const sectionsShown = useSectionsShown();
  const { verdict, isStale, lineText, preferences, doc } = useTestedVerdict();
  const announcement = verdict === null ? t("ui.test.verdictPending") : verdict.ok
    ? t(verdict.result.allowed ? "ui.announce.allowed" : "ui.announce.blocked", {
        agent: verdict.result.agent.token || verdict.result.agent.input,
        engine: t(`ui.engine.${verdict.result.engine}`),
        line: verdict.result.rule?.line ?? 0,
      })
    : t("ui.announce.invalid");

  return (
    <div className="panel test-panel">
      <form className="form" onSubmit={(event) => event.preventDefault()} aria-label={t("ui.test.form")}>
        <TestInputs />
      </form>
      <VerdictAnnouncer text={announcement} />
      {doc && doc.lines.every((line) => line.kind === "blank" || line.kind === "comment") && (
        <p className="empty-state empty-file" role="note">
          {t("ui.test.emptyFile")}
        </p>
      )}
      {verdict === null ? (
        <p className="empty-state" role="status">
          {t("ui.test.verdictPending")}
        </p>
      ) : verdict.ok ? (
        // A verdict of earlier inputs stays while a large file's new one is worked out (in a worker).
        <div className="verdict-sections" aria-busy={isStale}>
          <VerdictCard result={verdict.result} lineText={lineText} />
          {sectionsShown && (
            <>
              <GroupSection result={verdict.result} lineText={lineText} />
              <Suspense fallback={null}>
                <TestPreferences result={verdict.result} prefs={preferences} doc={doc} />
              </Suspense>
              <CandidatesSection result={verdict.result} />
              <AssumptionsSection result={verdict.result} />
              <FactsSection result={verdict.result} />
              <StepsSection result={verdict.result} />
            </>
          )}
        </div>
      ) : (
        <p className="empty-state">{t("ui.test.noVerdict")}</p>
      )}
      {sectionsShown && (
        <Suspense fallback={null}>
          <StatusTable highlight={verdict?.ok ? verdict.result.engine : null} />
        </Suspense>
      )}
    </div>
  );
}
