/**
 * "If robots.txt answered…": what each engine does when the file itself is not served with
 * 200 (a redirect, 401/403, 404, 429, 5xx, a timeout), from the core's status table. Rows are
 * outcomes, columns engines; the engine of the current verdict is shaded. Undocumented cells
 * are marked as assumptions, with their confidence and source.
 */
import { useMemo } from "react";
import { FETCH_OUTCOMES, statusVerdicts, type StatusEffect, type StatusVerdict } from "../../core/status";
import { ENGINE_IDS, type EngineId } from "../../core/types";
import { useT } from "../../i18n";
import { TableScroll } from "./common";

/** The effect's symbol: it repeats the word, so colour is never the only cue. */
const SYMBOL: Record<StatusEffect, string> = {
  parse: "→",
  "allow-all": "✓",
  "disallow-all": "✕",
  "disallow-then-cache": "✕",
  defer: "✕",
};

function effectClass(effect: StatusEffect): string {
  if (effect === "allow-all") return "status-allow";
  if (effect === "parse") return "status-other";
  return "status-block";
}

export function StatusTable({ highlight }: { highlight: EngineId | null }) {
  const t = useT();
  const byEngine = useMemo(
    () => new Map<EngineId, StatusVerdict[]>(ENGINE_IDS.map((e) => [e, statusVerdicts(e)])),
    [],
  );
  const effects = useMemo(() => {
    const seen = new Set<StatusEffect>();
    for (const list of byEngine.values()) for (const v of list) seen.add(v.effect);
    return [...seen];
  }, [byEngine]);

  return (
    <details className="section details" open>
      <summary className="section-heading">{t("ui.status.heading")}</summary>
      <p className="hint">{t("ui.status.intro")}</p>
      <TableScroll label={t("ui.status.caption")}>
        <table className="table status-table table-sticky">
          <caption className="sr-only">{t("ui.status.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("ui.status.col.answer")}</th>
              {ENGINE_IDS.map((engine) => (
                <th key={engine} scope="col" className={engine === highlight ? "col-current" : undefined}>
                  {t(`ui.engine.short.${engine}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FETCH_OUTCOMES.map((outcome, row) => (
              <tr key={outcome}>
                <th scope="row">{t(`status.${outcome}`)}</th>
                {ENGINE_IDS.map((engine) => {
                  const v = byEngine.get(engine)![row];
                  const title = [
                    t(`status.effect.${v.effect}`),
                    v.isAssumed
                      ? t("ui.status.assumed", {
                          from: v.assumedFrom ? t(`ui.engine.${v.assumedFrom}`) : "",
                        })
                      : "",
                    t(`ui.confidence.${v.confidence}`),
                  ]
                    .filter(Boolean)
                    .join(" · ");
                  return (
                    <td
                      key={engine}
                      className={`status-cell${engine === highlight ? " col-current" : ""}`}
                      title={title}
                    >
                      <span className={effectClass(v.effect)}>
                        <span aria-hidden="true">{`${SYMBOL[v.effect]}\u00a0`}</span>
                        {t(`ui.status.short.${v.effect}`)}
                      </span>
                      {v.isAssumed ? (
                        <span className="flag flag-assumed">
                          <span aria-hidden="true">≈</span>
                          <span className="sr-only">{t("ui.cmp.flag.assumed")}</span>
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ul className="plain-list legend-list">
        {effects.map((effect) => (
          <li key={effect} className="small">
            <span className={effectClass(effect)}>
              <span aria-hidden="true">{SYMBOL[effect]} </span>
              <strong>{t(`ui.status.short.${effect}`)}</strong>
            </span>
            : {t(`status.effect.${effect}`)}
          </li>
        ))}
        <li className="small muted">
          <span className="flag flag-assumed" aria-hidden="true">
            ≈
          </span>{" "}
          {t("ui.status.legend.assumed")}
        </li>
      </ul>
    </details>
  );
}
