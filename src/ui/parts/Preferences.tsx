/**
 * Usage preferences next to a verdict: per category allowed / disallowed / not stated, with the
 * deciding line, each engine's documented support, and the file's RSL licences. The core
 * (src/core/prefs.ts) decides; this only words it.
 */
import { useMemo } from "react";
import { explainPreferences, type Preferences, type PreferenceSet, type PreferenceValue } from "../../core/prefs";
import type { MatchResult, RobotsTxt } from "../../core/types";
import { tm, useT } from "../../i18n";
import { ensurePrefsCatalog } from "../../i18n/prefs-catalog";
import { ConfidenceMark, LineLink, SourceLink } from "./common";

ensurePrefsCatalog();

const DIRECTIVE_NAMES = { "content-usage": "Content-Usage", "content-signal": "Content-Signal" } as const;

/** A preference as a word with a symbol (never colour alone). */
export function PreferenceWord({ value }: { value: PreferenceValue }) {
  const t = useT();
  const symbol = value === "yes" ? "✓" : value === "no" ? "✕" : "?";
  return (
    <span className={`pref-word pref-${value}`}>
      <span aria-hidden="true" className="pref-symbol">
        {symbol}
      </span>
      {t(`ui.prefs.value.${value}`)}
    </span>
  );
}

function SetRows({ set }: { set: PreferenceSet }) {
  const t = useT();
  return (
    <>
      {set.entries.map((e, i) => (
        <tr key={`${set.directive}-${e.key}`}>
          {i === 0 ? (
            <th scope="rowgroup" rowSpan={set.entries.length} className="pref-directive">
              <code>{DIRECTIVE_NAMES[set.directive]}</code>
            </th>
          ) : null}
          <td>
            <code>{e.key}</code> <span className="muted">{t(`ui.prefs.category.${e.key}`)}</span>
          </td>
          <td>
            <PreferenceWord value={e.value} />
          </td>
          <td>
            {e.lines.length > 0 ? (
              <>
                <LineLink line={e.lines[0]} />
                {e.lines.length > 1 ? <span className="muted"> {t("ui.prefs.more", { count: e.lines.length - 1 })}</span> : null}
              </>
            ) : (
              <span className="muted">—</span>
            )}
          </td>
        </tr>
      ))}
    </>
  );
}

/** The Test panel's section from what its verdict answer carries: the preferences, or the document to explain them from. */
export function TestPreferences({ result, prefs, doc }: { result: MatchResult; prefs: Preferences | null; doc: RobotsTxt | undefined }) {
  const explained = useMemo(() => prefs ?? (doc ? explainPreferences(doc, result) : null), [prefs, doc, result]);
  return explained === null ? null : <PreferencesView prefs={explained} />;
}

/** The section for preferences already explained (the Test panel's verdict answer carries them). */
export function PreferencesView({ prefs }: { prefs: Preferences }) {
  const t = useT();
  const engine = t(`ui.engine.${prefs.engine}`);
  const absent = prefs.usage.reason.code === "prefs-absent" && prefs.licenses.length === 0;
  return (
    <section className="section prefs-section" aria-labelledby="prefs-heading">
      <h3 id="prefs-heading" className="section-heading">
        {t("ui.prefs.heading")}
      </h3>
      {absent ? (
        <p className="muted">{tm(prefs.usage.reason)}</p>
      ) : (
        <>
          <table className="table prefs-table">
            <thead>
              <tr>
                <th scope="col">{t("ui.prefs.col.directive")}</th>
                <th scope="col">{t("ui.prefs.col.category")}</th>
                <th scope="col">{t("ui.prefs.col.preference")}</th>
                <th scope="col">{t("ui.prefs.col.line")}</th>
              </tr>
            </thead>
            <tbody>
              <SetRows set={prefs.usage} />
              <SetRows set={prefs.signal} />
            </tbody>
          </table>
          <ul className="plain-list prefs-reasons">
            <li>
              <code>Content-Usage</code> {tm(prefs.usage.reason)}
            </li>
            <li>
              <code>Content-Signal</code> {tm(prefs.signal.reason)}
            </li>
          </ul>
        </>
      )}
      {prefs.licenses.length > 0 ? (
        <div className="prefs-licenses">
          <h4 className="subheading">{t("ui.prefs.licenses", { count: prefs.licenses.length })}</h4>
          <ul className="plain-list">
            {prefs.licenses.map((l) => (
              <li key={l.line}>
                <LineLink line={l.line} /> <SourceLink href={l.url}>{l.url}</SourceLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="small prefs-support">
        <ConfidenceMark confidence={prefs.support.confidence} /> {t(`ui.prefs.support.${prefs.support.status}`, { engine })}{" "}
        <SourceLink href={prefs.support.source} />
      </p>
    </section>
  );
}

/** A compact list of the stated preferences (Compare cells, Bulk rows): only yes/no ones. */
export function PreferenceBadges({ prefs }: { prefs: Preferences }) {
  const t = useT();
  const stated = [prefs.usage, prefs.signal].flatMap((set) =>
    set.entries.filter((e) => e.value !== "unknown").map((e) => ({ directive: set.directive, ...e })),
  );
  if (stated.length === 0) return null;
  return (
    <ul className="pref-badges" aria-label={t("ui.prefs.heading")}>
      {stated.map((e) => (
        <li key={`${e.directive}-${e.key}`} className={`pref-badge pref-${e.value}`} title={t("ui.line", { line: e.lines[0] })}>
          <span aria-hidden="true">{e.value === "yes" ? "✓" : "✕"} </span>
          <abbr title={DIRECTIVE_NAMES[e.directive]}>{e.directive === "content-usage" ? "CU" : "CS"}</abbr>{" "}
          {t("ui.prefs.short", { key: e.key, value: t(`ui.prefs.value.${e.value}`) })}
        </li>
      ))}
    </ul>
  );
}
