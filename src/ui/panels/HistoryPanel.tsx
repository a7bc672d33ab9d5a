/**
 * The History panel: versions of the draft (taken before every load, on a timer after
 * meaningful edits, and by hand), each restorable (the current draft is kept first) or
 * comparable; and the one place to compare two versions (or a pasted file): a line diff of
 * the texts next to the verdicts that change over the URL list for the selected crawlers
 * ("these 12 URLs flip to blocked").
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { diffLines, hunks, type DiffOp, type LineDiff } from "../../core/linediff";
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
import { VirtualRows } from "../shared/VirtualRows";
import { crawlerName } from "../shared/names";
import { CURRENT_DRAFT, PASTED_FILE, openVersionCompare, useVersionCompare } from "../../state/version-compare";
import { LineLink, TableScroll } from "../parts/common";
// Its styles (shared/results.css) are in the first stylesheet: src/boot.ts imports them.
import { ensurePanelsCatalog } from "../../i18n/panels-catalog";

ensurePanelsCatalog();

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
    <form className="bulk-row history-save" onSubmit={submit}>
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
          onClick={() => openVersionCompare({ from: version.id, to: CURRENT_DRAFT })}
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


type CompareState = { kind: "idle" } | { kind: "working" } | { kind: "done"; diff: VersionDiff; lines: LineDiff } | { kind: "error" };

/**
 * The one place to compare two versions (saved ones, the current draft, or a pasted file):
 * a line diff of the two texts next to the verdicts that change between them.
 */
function VersionCompareSection({ versions }: { versions: Version[] }) {
  const t = useT();
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const choice = useVersionCompare();
  const isKnown = (key: string | null) => key === CURRENT_DRAFT || key === PASTED_FILE || versions.some((v) => v.id === key);
  // Until chosen: from the newest version (or a pasted file when there is none) to the current draft.
  const from = choice.from !== null && isKnown(choice.from) ? choice.from : (versions[0]?.id ?? PASTED_FILE);
  const to = isKnown(choice.to) ? choice.to : CURRENT_DRAFT;
  const [state, setState] = useState<CompareState>({ kind: "idle" });
  const textOf = (key: string) =>
    key === CURRENT_DRAFT ? useWorkbench.getState().text : key === PASTED_FILE ? useVersionCompare.getState().pasted : versions.find((v) => v.id === key)?.text;
  const options = useMemo(
    () => [
      { key: CURRENT_DRAFT, label: t("history.current") },
      { key: PASTED_FILE, label: t("history.pasted") },
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
      const lines = diffLines(before, after);
      const diff = await diffVersionsInWorker(before, after);
      setState(diff ? { kind: "done", diff, lines } : { kind: "idle" });
    } catch {
      setState({ kind: "error" });
    }
  };

  // A button elsewhere (a version's Compare, the Compare panel) asked for a comparison.
  const handled = useRef(choice.request);
  useEffect(() => {
    if (choice.request === handled.current) return;
    handled.current = choice.request;
    section.current?.scrollIntoView({ block: "start" });
    void compare();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice.request]);

  const select = (value: string, key: "from" | "to", label: string) => (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className="input"
        value={value}
        onChange={(event) => {
          useVersionCompare.setState({ [key]: event.target.value });
          setState({ kind: "idle" });
        }}
      >
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section ref={section} className="section version-compare" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="section-heading">
        {t("history.diff.heading")}
      </h3>
      <p className="field-hint">{t("history.diff.hint")}</p>
      <div className="version-compare-choice">
        {select(from, "from", t("history.diff.from"))}
        {select(to, "to", t("history.diff.to"))}
        <button type="button" className="button button-primary" disabled={state.kind === "working"} onClick={() => void compare()}>
          {t("history.diff.run")}
        </button>
      </div>
      {(from === PASTED_FILE || to === PASTED_FILE) && (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-pasted`}>
            {t("history.pasted.text")}
          </label>
          <textarea
            id={`${id}-pasted`}
            className="input"
            rows={5}
            spellCheck={false}
            value={choice.pasted}
            onChange={(event) => {
              useVersionCompare.setState({ pasted: event.target.value });
              setState({ kind: "idle" });
            }}
          />
        </div>
      )}
      <div role="status">
        {state.kind === "working" && t("history.diff.working")}
        {state.kind === "error" && t("history.diff.error")}
        {state.kind === "done" && <DiffSummary diff={state.diff} />}
      </div>
      {state.kind === "done" && (
        <div className="version-compare-results">
          <div className="version-compare-part">
            <h4 className="version-compare-title">{t("history.diff.table")}</h4>
            {state.diff.flips.length > 0 ? <FlipTable diff={state.diff} /> : <p className="field-hint">{t("history.diff.noFlips")}</p>}
          </div>
          <div className="version-compare-part">
            <h4 className="version-compare-title">{t("history.lines.heading", { added: state.lines.added, removed: state.lines.removed })}</h4>
            <LineDiffView diff={state.lines} />
          </div>
        </div>
      )}
    </section>
  );
}

/** Most diff rows drawn; a longer diff says how many more there are. */
const MAX_DIFF_ROWS = 1500;

/** The line diff as hunks with two lines of context: old and new line numbers, the line, marked + or −. */
function LineDiffView({ diff }: { diff: LineDiff }) {
  const t = useT();
  const groups = useMemo(() => hunks(diff, 2), [diff]);
  if (groups.length === 0) return <p className="field-hint">{t("history.lines.same")}</p>;
  const total = groups.reduce((n, g) => n + g.ops.length, 0);
  // Each hunk's rows, cut so that at most MAX_DIFF_ROWS are drawn in all.
  const shown: DiffOp[][] = [];
  let room = MAX_DIFF_ROWS;
  for (const group of groups) {
    if (room <= 0) break;
    shown.push(group.ops.slice(0, room));
    room -= group.ops.length;
  }
  return (
    <TableScroll label={t("history.lines.table")}>
      <table className="table line-diff">
        <caption className="sr-only">{t("history.lines.table")}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">{t("history.lines.before")}</th>
            <th scope="col" className="num">{t("history.lines.after")}</th>
            <th scope="col">{t("history.lines.text")}</th>
          </tr>
        </thead>
        {shown.map((ops, g) => {
          return (
            <tbody key={g}>
              {g > 0 && (
                <tr className="line-diff-gap">
                  <td colSpan={3}>⋯</td>
                </tr>
              )}
              {ops.map((op, k) => (
                <tr key={k} className={`line-diff-${op.kind}`}>
                  <td className="num">{op.kind !== "add" ? op.before : ""}</td>
                  <td className="num">{op.kind !== "del" ? op.after : ""}</td>
                  <td>
                    <span className="line-diff-mark">{op.kind === "add" ? "+" : op.kind === "del" ? "−" : " "}</span>
                    <span className="sr-only">{op.kind === "add" ? t("history.lines.added") : op.kind === "del" ? t("history.lines.removed") : ""}</span>
                    <code>{op.text}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
      {total > MAX_DIFF_ROWS && <p className="field-hint">{t("history.lines.more", { n: total - MAX_DIFF_ROWS })}</p>}
    </TableScroll>
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
      <VersionCompareSection versions={versions} />
    </div>
  );
}
