/**
 * The History panel: versions of the draft (taken before every load, on a timer after
 * meaningful edits, and by hand), each restorable (the current draft is kept first) or
 * comparable; and a verdict diff between any two versions over the URL list for the selected
 * crawlers ("these 12 URLs flip to blocked").
 */
import { useId, useMemo, useState, type FormEvent } from "react";
import { findCrawler } from "../../core/crawlers";
import { getLocale, useT } from "../../i18n";
import {
  deleteVersion,
  diffVersionsInWorker,
  restoreVersion,
  useHistory,
  type Version,
  type VersionDiff,
} from "../../state/history";
import { useWorkbench } from "../../state/store";
import { saveVersionWithNotice } from "../files/actions";
import { VirtualRows } from "../files/VirtualRows";
import { LineLink } from "../parts/common";
import "../files/files.css";

const CURRENT = "current";

function formatTime(time: number): string {
  return new Intl.DateTimeFormat(getLocale(), { dateStyle: "medium", timeStyle: "medium" }).format(time);
}

/** The first lines that say something (not blank, not a comment), for a preview. */
function preview(text: string): string {
  const lines: string[] = [];
  for (const line of text.slice(0, 4000).split(/\r\n|\r|\n/)) {
    const trimmed = line.trim();
    if (trimmed !== "" && !trimmed.startsWith("#")) lines.push(trimmed);
    if (lines.length === 4) break;
  }
  return lines.length > 0 ? lines.join(" · ") : text.trim().slice(0, 120);
}

function lineCount(text: string): number {
  let n = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

function SaveVersionForm() {
  const t = useT();
  const id = useId();
  const [label, setLabel] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveVersionWithNotice(label);
    setLabel("");
  };
  return (
    <form className="bulk-row" onSubmit={submit}>
      <label htmlFor={`${id}-label`} className="sr-only">
        {t("history.save.label")}
      </label>
      <input
        id={`${id}-label`}
        className="input"
        placeholder={t("history.save.placeholder")}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <button type="submit" className="button">
        {t("files.saveVersion")}
      </button>
    </form>
  );
}

function versionTitle(t: ReturnType<typeof useT>, version: Version): string {
  return version.label
    ? t("history.version.named", { label: version.label, time: formatTime(version.time) })
    : t("history.version.title", { time: formatTime(version.time) });
}

function VersionItem({ version }: { version: Version }) {
  const t = useT();
  const setBaseline = useWorkbench((s) => s.setBaseline);
  const setPanelTab = useWorkbench((s) => s.setPanelTab);
  const title = versionTitle(t, version);
  return (
    <li className="history-item" aria-label={title}>
      <div>
        <div>{title}</div>
        <div className="history-item-meta">
          {t(`history.reason.${version.reason}`)} · {t("history.lines", { n: lineCount(version.text) })}
        </div>
      </div>
      <div className="bulk-row">
        <button
          type="button"
          className="button button-small"
          aria-label={t("history.restore.label", { title })}
          onClick={() => restoreVersion(version.id)}
        >
          {t("history.restore")}
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={t("history.baseline.label", { title })}
          onClick={() => {
            setBaseline({ text: version.text, label: title });
            setPanelTab("compare");
          }}
        >
          {t("history.baseline")}
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={t("history.delete.label", { title })}
          onClick={() => deleteVersion(version.id)}
        >
          {t("history.delete")}
        </button>
      </div>
      <div className="history-item-preview">{preview(version.text)}</div>
    </li>
  );
}

function crawlerName(id: string): string {
  return findCrawler(id)?.name ?? id;
}

function VerdictDiffSection({ versions }: { versions: Version[] }) {
  const t = useT();
  const id = useId();
  // Until chosen: from the newest version (if any) to the current draft.
  const [fromChoice, setFrom] = useState<string | null>(null);
  const [toChoice, setTo] = useState<string | null>(null);
  const isKnown = (key: string | null) => key === CURRENT || versions.some((v) => v.id === key);
  const from = fromChoice !== null && isKnown(fromChoice) ? fromChoice : (versions[0]?.id ?? CURRENT);
  const to = toChoice !== null && isKnown(toChoice) ? toChoice : CURRENT;
  const [state, setState] = useState<{ kind: "idle" } | { kind: "working" } | { kind: "done"; diff: VersionDiff } | { kind: "error" }>(
    { kind: "idle" },
  );
  const textOf = (key: string) =>
    key === CURRENT ? useWorkbench.getState().text : versions.find((v) => v.id === key)?.text;
  const options = useMemo(
    () => [
      { key: CURRENT, label: t("history.current") },
      ...versions.map((v) => ({ key: v.id, label: versionTitle(t, v) })),
    ],
    [versions, t],
  );

  const compare = async () => {
    const before = textOf(from);
    const after = textOf(to);
    if (before === undefined || after === undefined) return;
    setState({ kind: "working" });
    try {
      const diff = await diffVersionsInWorker(before, after);
      setState(diff ? { kind: "done", diff } : { kind: "idle" });
    } catch {
      setState({ kind: "error" });
    }
  };

  const select = (value: string, onChange: (v: string) => void, label: string, key: string) => (
    <label className="field-row" htmlFor={`${id}-${key}`}>
      <span className="field-label">{label}</span>
      <select id={`${id}-${key}`} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="section history-panel" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="section-heading">
        {t("history.diff.heading")}
      </h3>
      <p className="field-hint">{t("history.diff.hint")}</p>
      <div className="bulk-row">
        {select(from, setFrom, t("history.diff.from"), "from")}
        {select(to, setTo, t("history.diff.to"), "to")}
        <button type="button" className="button button-primary" disabled={state.kind === "working"} onClick={() => void compare()}>
          {t("history.diff.run")}
        </button>
      </div>
      <div role="status">
        {state.kind === "working" && t("history.diff.working")}
        {state.kind === "error" && t("history.diff.error")}
        {state.kind === "done" && <DiffSummary diff={state.diff} />}
      </div>
      {state.kind === "done" && state.diff.flips.length > 0 && <FlipTable diff={state.diff} />}
    </section>
  );
}

function DiffSummary({ diff }: { diff: VersionDiff }) {
  const t = useT();
  if (diff.urls.length === 0) return <p>{t("history.diff.noUrls")}</p>;
  return (
    <p className="history-diff-summary">
      {diff.flips.length === 0
        ? t("history.diff.none", { urls: diff.urls.length, crawlers: diff.crawlerIds.length })
        : t("history.diff.summary", {
            toBlocked: diff.urlsToBlocked,
            toAllowed: diff.urlsToAllowed,
            urls: diff.urls.length,
            crawlers: diff.crawlerIds.map(crawlerName).join(", "),
          })}
      {diff.lineChanges > 0 && <> {t("history.diff.lineChanges", { n: diff.lineChanges })}</>}
    </p>
  );
}

function FlipTable({ diff }: { diff: VersionDiff }) {
  const t = useT();
  const word = (v: number) => t(v === 0 ? "ui.verdict.allowed" : "ui.verdict.blocked");
  return (
    <VirtualRows
      className="history-flips"
      label={t("history.diff.table")}
      count={diff.flips.length}
      rowHeight={30}
      minHeight={200}
      columns="minmax(160px, 2fr) minmax(90px, 1fr) minmax(180px, 1.5fr)"
      header={
        <>
          <div role="columnheader" className="vcell">
            {t("bulk.column.url")}
          </div>
          <div role="columnheader" className="vcell">
            {t("history.diff.crawler")}
          </div>
          <div role="columnheader" className="vcell">
            {t("history.diff.change")}
          </div>
        </>
      }
      renderRow={(k) => {
        const flip = diff.flips[k];
        return (
          <>
            <div role="cell" className="vcell vcell-url" title={flip.url}>
              {flip.url}
            </div>
            <div role="cell" className="vcell">
              {crawlerName(flip.crawlerId)}
            </div>
            <div role="cell" className={`vcell ${flip.after === 1 ? "bulk-blocked" : "bulk-allowed"}`}>
              {t("history.diff.flip", { before: word(flip.before), after: word(flip.after) })}
              {flip.afterLine > 0 && (
                <>
                  {" "}
                  <LineLink line={flip.afterLine}>{t("bulk.line", { line: flip.afterLine })}</LineLink>
                </>
              )}
            </div>
          </>
        );
      }}
    />
  );
}

/** The History panel. */
export function HistoryPanel() {
  const t = useT();
  const id = useId();
  const versions = useHistory((s) => s.versions);
  return (
    <div className="panel history-panel">
      <section className="section" aria-labelledby={`${id}-h`}>
        <h3 id={`${id}-h`} className="section-heading">
          {t("history.heading")}
        </h3>
        <SaveVersionForm />
        {versions.length === 0 ? (
          <p className="empty-state">{t("history.empty")}</p>
        ) : (
          <ul className="history-list" aria-label={t("history.list")}>
            {versions.map((version) => (
              <VersionItem key={version.id} version={version} />
            ))}
          </ul>
        )}
      </section>
      <VerdictDiffSection versions={versions} />
    </div>
  );
}
