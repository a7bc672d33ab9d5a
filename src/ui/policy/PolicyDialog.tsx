/**
 * The policy builder (loaded on demand): per purpose, and per crawler where wanted, allow /
 * block / leave as is; the warnings and the Compare-style matrix of the result (which
 * crawlers flip, on which sample URLs) before anything changes; Apply edits the draft in one
 * undoable transaction. The edit itself is the core's `planPolicy`.
 */
import { useMemo, useState } from "react";
import { CRAWLERS, crawlersByPurpose, hasProductTokenName } from "../../core/crawlers";
import { planPolicy, policyMatrix, policySampleUrls, type Policy, type PolicyAction, type PolicyWarning } from "../../core/policy";
import type { Crawler, Purpose } from "../../core/types";
import { addEnglish, useT } from "../../i18n";
import { policyMessages } from "../../i18n/lazy-en/policy";
import { useWorkbench } from "../../state/store";
import { Dialog } from "../files/Dialog";
import "./policy.css";

addEnglish(policyMessages);

const ACTIONS: readonly PolicyAction[] = ["leave", "allow", "block"];

/** Ready-made policies: the purposes each sets (others left as they are). */
export const PRESETS: Readonly<Record<string, Policy["purposes"]>> = {
  "block-training": { "ai-training": "block", "ai-data": "block" },
  "block-ai": { "ai-training": "block", "ai-data": "block", "ai-search": "block", "ai-assistant": "block", "ai-agent": "block" },
  "allow-ai": { "ai-training": "allow", "ai-data": "allow", "ai-search": "allow", "ai-assistant": "allow", "ai-agent": "allow" },
};

function warningText(t: ReturnType<typeof useT>, w: PolicyWarning): string {
  const params = typeof w.params.action === "string" ? { ...w.params, action: t(`policy.action.${w.params.action}`) } : w.params;
  return t(`policy.warning.${w.code}`, params);
}

/** The crawlers of a purpose, each with its own choice (or the purpose's). */
function CrawlerChoices({
  crawlers,
  policy,
  onChange,
}: {
  crawlers: Crawler[];
  policy: Policy;
  onChange: (id: string, action: PolicyAction | null) => void;
}) {
  const t = useT();
  return (
    <ul className="policy-crawlers">
      {crawlers.map((c) => {
        const own = policy.crawlers?.[c.id];
        return (
          <li key={c.id}>
            <label>
              <span className="policy-crawler-name">{c.name}</span>{" "}
              <span className="policy-muted">
                {c.vendor || t("ui.vendor.unknown")} · {t(`ui.honours.${c.honours}`)}
              </span>
              <select
                className="input policy-select"
                value={own ?? ""}
                disabled={!hasProductTokenName(c)}
                onChange={(e) => onChange(c.id, e.target.value === "" ? null : (e.target.value as PolicyAction))}
              >
                <option value="">{t("policy.crawler.as-purpose")}</option>
                {ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {t(`policy.action.${a}`)}
                  </option>
                ))}
              </select>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

export function PolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const text = useWorkbench((s) => s.text);
  const origin = useWorkbench((s) => s.origin);
  const [policy, setPolicy] = useState<Policy>({ purposes: {}, crawlers: {} });
  const [showAll, setShowAll] = useState(false);
  // The crawler lists render when their purpose is expanded (some have dozens of rows).
  const [expanded, setExpanded] = useState<Partial<Record<Purpose, boolean>>>({});
  const groups = useMemo(() => crawlersByPurpose(CRAWLERS), []);

  const plan = useMemo(
    () => planPolicy(text, policy, { comment: { block: t("policy.comment.block"), allow: t("policy.comment.allow") } }),
    [text, policy, t],
  );
  const urls = useMemo(() => policySampleUrls(text), [text]);
  const rows = useMemo(() => policyMatrix(text, plan, urls, origin), [text, plan, urls, origin]);
  const flipping = rows.filter((r) => r.flips);
  const shownRows = showAll ? rows : flipping;

  const setPurpose = (purpose: Purpose, action: PolicyAction) =>
    setPolicy((p) => ({ ...p, purposes: { ...p.purposes, [purpose]: action } }));
  const setCrawler = (id: string, action: PolicyAction | null) =>
    setPolicy((p) => {
      const crawlers = { ...p.crawlers };
      if (action === null) delete crawlers[id];
      else crawlers[id] = action;
      return { ...p, crawlers };
    });

  const apply = () => {
    const editor = useWorkbench.getState().editor;
    const current = editor ? editor.getText() : useWorkbench.getState().text;
    const fresh = current === text ? plan : planPolicy(current, policy, { comment: { block: t("policy.comment.block"), allow: t("policy.comment.allow") } });
    if (fresh.edits.length > 0) {
      if (editor) {
        // One transaction: one undo step.
        editor.setText(fresh.text);
        editor.flushChange?.();
      } else {
        useWorkbench.getState().setText(fresh.text);
      }
    }
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t("policy.title")} className="policy-dialog">
      <p className="policy-intro">{t("policy.intro")}</p>
      <div className="policy-presets" role="group" aria-label={t("policy.presets")}>
        {Object.entries(PRESETS).map(([id, purposes]) => (
          <button key={id} type="button" className="button" onClick={() => setPolicy({ purposes, crawlers: {} })}>
            {t(`policy.preset.${id}`)}
          </button>
        ))}
        <button type="button" className="button" onClick={() => setPolicy({ purposes: {}, crawlers: {} })}>
          {t("policy.preset.reset")}
        </button>
      </div>
      <div className="policy-purposes">
        {groups.map(({ purpose, crawlers }) => {
          const action = policy.purposes[purpose] ?? "leave";
          const ignoring = crawlers.filter((c) => c.honours === "ignores" || c.honours === "reported-ignoring").length;
          const overrides = crawlers.filter((c) => policy.crawlers?.[c.id] !== undefined).length;
          return (
            <fieldset key={purpose} className="policy-purpose">
              <legend>
                {t(`policy.purpose.name.${purpose}`)}{" "}
                <span className="policy-muted">{t("policy.purpose.count", { n: crawlers.length })}</span>
              </legend>
              <div className="policy-radios">
                {ACTIONS.map((a) => (
                  <label key={a} className={`policy-radio policy-radio-${a}`}>
                    <input type="radio" name={`policy-${purpose}`} value={a} checked={action === a} onChange={() => setPurpose(purpose, a)} />
                    {t(`policy.action.${a}`)}
                  </label>
                ))}
              </div>
              {ignoring > 0 && <p className="policy-note">{t("policy.purpose.ignoring", { n: ignoring })}</p>}
              <details onToggle={(e) => setExpanded((x) => ({ ...x, [purpose]: (e.target as HTMLDetailsElement).open }))}>
                <summary>{t("policy.purpose.crawlers", { n: overrides })}</summary>
                {expanded[purpose] && <CrawlerChoices crawlers={crawlers} policy={policy} onChange={setCrawler} />}
              </details>
            </fieldset>
          );
        })}
      </div>

      <section className="policy-review" aria-labelledby="policy-review-title">
        <h3 id="policy-review-title" className="policy-h3">
          {t("policy.review")}
        </h3>
        <p role="status" className="policy-summary">
          {plan.targets.length === 0
            ? t("policy.summary.none")
            : t("policy.summary", { flips: flipping.length, rows: rows.length, urls: urls.length, edits: plan.edits.length })}
        </p>
        {plan.warnings.length > 0 && (
          <ul className="policy-warnings" aria-label={t("policy.warnings")}>
            {plan.warnings.map((w, i) => (
              <li key={`${w.code}-${i}`}>{warningText(t, w)}</li>
            ))}
          </ul>
        )}
        {rows.length > 0 && (
          <>
            <label className="policy-showall">
              <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} /> {t("policy.matrix.show-all")}
            </label>
            <div className="policy-matrix-wrap" tabIndex={0} role="region" aria-label={t("policy.matrix")}>
              <table className="table policy-matrix">
                <caption className="sr-only">{t("policy.matrix")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("policy.matrix.crawler")}</th>
                    {urls.map((u) => (
                      <th key={u} scope="col" className="mono">
                        {u}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shownRows.map((r) => (
                    <tr key={r.crawler.id}>
                      <th scope="row">
                        {r.crawler.name}
                        {r.role === "collateral" && <span className="policy-muted"> {t("policy.matrix.fallback")}</span>}
                      </th>
                      {r.cells.map((c) => (
                        <td key={c.url} className={c.before === c.after ? "policy-same" : c.after ? "policy-to-allow" : "policy-to-block"}>
                          {c.before === c.after
                            ? t(c.after ? "policy.cell.allowed" : "policy.cell.blocked")
                            : t(c.after ? "policy.cell.to-allowed" : "policy.cell.to-blocked")}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <div className="files-dialog-buttons">
        <button type="button" className="button" onClick={onClose}>
          {t("policy.cancel")}
        </button>
        <button type="button" className="button button-primary" disabled={plan.edits.length === 0} onClick={apply}>
          {t("policy.apply", { n: plan.edits.length })}
        </button>
      </div>
    </Dialog>
  );
}
