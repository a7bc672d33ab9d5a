/**
 * The Outline panel: the file's groups with their agents and how many rules each engine
 * reads in them, then the file-wide and non-standard directives (Sitemap, Host, Crawl-delay,
 * Clean-param) with what each engine does with them. Every line reference jumps the editor.
 * Values are shown as text; a sitemap becomes a link only when it is an http(s) URL.
 */
import { useMemo } from "react";
import { readAs, DIRECTIVES } from "../../core/index";
import { groupLines } from "../../core/groups";
import { ENGINE_IDS, type DirectiveId, type EngineId, type Line, type RobotsTxt } from "../../core/types";
import { hasMessage, useT } from "../../i18n";
import { useSettledDoc } from "../../state/store";
import { ConfidenceMark, LineLink, lineText } from "../parts/common";
import { CleanParamPreview } from "../parts/CleanParamPreview";
import { ensurePanelsCatalog } from "../../i18n/panels-catalog";

ensurePanelsCatalog();

interface OutlineGroup {
  agentLines: number[];
  agents: string[];
  fromLine: number;
  toLine: number;
  /** Rules each engine reads in this group (records split by blank lines are summed). */
  counts: Record<EngineId, number>;
}

/**
 * Groups as Google reads them, with each engine's rule count for the same agent lines. A
 * group runs until the next group's first User-agent line (Google's reading: blank lines and
 * other directives never end one), so a Crawl-delay after its rules belongs to it.
 */
export function outlineGroups(doc: RobotsTxt): OutlineGroup[] {
  const readings = ENGINE_IDS.map((engine) => [engine, readAs(doc, engine)] as const);
  const groups = groupLines(doc, "google");
  return groups.map((group, index) => {
    const agentLines = group.agents.map((l) => l.number);
    const counts = {} as Record<EngineId, number>;
    for (const [engine, reading] of readings) {
      counts[engine] = reading.isIgnored
        ? 0
        : reading.groups
            .filter((g) => g.agentLines.some((line) => agentLines.includes(line)))
            .reduce((sum, g) => sum + g.ruleLines.length, 0);
    }
    const end = index + 1 < groups.length ? groups[index + 1].agents[0].number - 1 : doc.lines.length;
    let toLine = agentLines[0];
    for (let n = agentLines[0]; n <= end; n++) {
      const line = doc.lines[n - 1];
      // Sitemap is file-wide: it sits between groups without belonging to one.
      if (line.kind === "directive" && line.directive !== "sitemap") toLine = n;
    }
    return {
      agentLines,
      agents: group.agents.map((l) => l.valueText ?? ""),
      fromLine: agentLines[0],
      toLine,
      counts,
    };
  });
}

function directiveLines(doc: RobotsTxt, id: DirectiveId): Line[] {
  return doc.lines.filter((l) => l.kind === "directive" && l.directive === id);
}

/** The group (by Google's reading) a line sits in, as its agents. */
function agentsAround(groups: OutlineGroup[], line: number): string | null {
  const g = groups.find((x) => x.fromLine <= line && line <= x.toLine);
  return g ? g.agents.join(", ") : null;
}

function GroupsSection({ doc, groups }: { doc: RobotsTxt; groups: OutlineGroup[] }) {
  const t = useT();
  const orphans = useMemo(() => {
    const byLine = new Map<number, EngineId[]>();
    for (const engine of ENGINE_IDS) {
      for (const line of readAs(doc, engine).orphanLines) byLine.set(line, [...(byLine.get(line) ?? []), engine]);
    }
    return [...byLine.entries()].sort((a, b) => a[0] - b[0]);
  }, [doc]);

  return (
    <section className="section" aria-labelledby="outline-groups">
      <h3 id="outline-groups" className="section-heading">
        {t("ui.outline.groups", { count: groups.length })}
      </h3>
      {groups.length === 0 ? <p className="muted">{t("ui.outline.groups.none")}</p> : null}
      <ul className="plain-list">
        {groups.map((g) => (
          <li key={g.fromLine} className="outline-group">
            <div className="outline-agents">
              {g.agentLines.map((line) => (
                <LineLink key={line} line={line}>
                  <code>{lineText(doc, line)}</code>
                </LineLink>
              ))}
            </div>
            {ENGINE_IDS.every((engine) => g.counts[engine] === g.counts.google) ? (
              <div className="muted small">
                {t("ui.outline.lines.same", { from: g.fromLine, to: g.toLine, count: g.counts.google })}
              </div>
            ) : (
              <>
                <div className="muted small">{t("ui.outline.lines", { from: g.fromLine, to: g.toLine })}</div>
                <div className="counts" aria-label={t("ui.outline.counts")}>
                  {ENGINE_IDS.map((engine) => (
                    <span
                      key={engine}
                      className={`count${g.counts[engine] !== g.counts.google ? " count-differs" : ""}`}
                      title={t("ui.outline.count.title", { engine: t(`ui.engine.${engine}`), count: g.counts[engine] })}
                    >
                      {t(`ui.engine.short.${engine}`)} <strong>{g.counts[engine]}</strong>
                    </span>
                  ))}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {orphans.length > 0 ? (
        <div className="field-msg field-warn">
          {t("ui.outline.orphans")}{" "}
          {orphans.map(([line, engines]) => (
            <LineLink key={line} line={line}>
              {t("ui.line", { line })}
              <span className="sr-only"> ({engines.map((e) => t(`ui.engine.short.${e}`)).join(", ")})</span>
            </LineLink>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** Which engines act on a directive, and what each does; from the directive table. */
function Effects({ directive }: { directive: Exclude<DirectiveId, "unknown"> }) {
  const t = useT();
  const info = DIRECTIVES.find((d) => d.id === directive);
  if (!info) return null;
  const acting = ENGINE_IDS.filter((e) => info.engines[e] !== undefined);
  const ignoring = ENGINE_IDS.filter((e) => info.engines[e] === undefined);
  return (
    <ul className="effects">
      {acting.map((engine) => {
        const key = `ui.outline.effect.${directive}.${engine}`;
        return (
          <li key={engine}>
            <ConfidenceMark confidence={info.engines[engine]!} />
            <strong>{t(`ui.engine.${engine}`)}</strong>:{" "}
            {hasMessage(key) ? t(key) : t("ui.outline.effect.reads")}
          </li>
        );
      })}
      {ignoring.length > 0 ? (
        <li>
          {t("ui.outline.effect.ignoredBy", {
            engines: ignoring.map((e) => t(`ui.engine.${e}`)).join(", "),
          })}
          {hasMessage(`ui.outline.effect.${directive}.ignored`) ? ` ${t(`ui.outline.effect.${directive}.ignored`)}` : ""}
        </li>
      ) : null}
    </ul>
  );
}

/** A sitemap value as a link when it is an absolute http(s) URL; otherwise as text with a note. */
function SitemapValue({ value }: { value: string }) {
  const t = useT();
  let href: string | null = null;
  try {
    const u = new URL(value);
    if (u.protocol === "http:" || u.protocol === "https:") href = u.href;
  } catch {
    href = null;
  }
  if (href === null) {
    return (
      <>
        <code className="break">{value}</code> <span className="hint">{t("ui.outline.sitemap.notUrl")}</span>
      </>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break mono">
      {value}
    </a>
  );
}

function DirectiveSection({
  doc,
  groups,
  directive,
  isGroupMember,
}: {
  doc: RobotsTxt;
  groups: OutlineGroup[];
  directive: "sitemap" | "host" | "crawl-delay" | "clean-param";
  isGroupMember: boolean;
}) {
  const t = useT();
  const lines = directiveLines(doc, directive);
  return (
    <section className="section" aria-labelledby={`outline-${directive}`}>
      <h3 id={`outline-${directive}`} className="section-heading">
        {t(`ui.outline.${directive}`, { count: lines.length })}
      </h3>
      {lines.length === 0 ? (
        <p className="muted small">{t(`ui.outline.${directive}.none`)}</p>
      ) : (
        <ul className="plain-list">
          {lines.map((line) => {
            const value = line.valueText ?? "";
            const agents = isGroupMember ? agentsAround(groups, line.number) : null;
            return (
              <li key={line.number} className="directive-head">
                <LineLink line={line.number} />
                {directive === "sitemap" ? <SitemapValue value={value} /> : <code className="break">{value}</code>}
                {isGroupMember ? (
                  <span className="hint">
                    {agents === null ? t("ui.outline.outsideGroup") : t("ui.outline.inGroup", { agents })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 ? <Effects directive={directive} /> : null}
      {directive === "clean-param" && lines.length > 0 ? <CleanParamPreview doc={doc} /> : null}
    </section>
  );
}

export function OutlinePanel() {
  const t = useT();
  const doc = useSettledDoc();
  const groups = useMemo(() => outlineGroups(doc), [doc]);
  const lineCount = doc.lines.length;
  return (
    <div className="panel outline-panel">
      <p className="hint">
        {t("ui.outline.summary", { lines: lineCount, bytes: doc.byteLength })}
        {doc.hasBom ? ` ${t("ui.outline.bom")}` : ""}
      </p>
      <GroupsSection doc={doc} groups={groups} />
      <DirectiveSection doc={doc} groups={groups} directive="sitemap" isGroupMember={false} />
      <DirectiveSection doc={doc} groups={groups} directive="host" isGroupMember={false} />
      <DirectiveSection doc={doc} groups={groups} directive="crawl-delay" isGroupMember />
      <DirectiveSection doc={doc} groups={groups} directive="clean-param" isGroupMember={false} />
    </div>
  );
}

