/**
 * Yandex's Clean-param applied to the tested URL: which parameters Yandex drops, by which
 * line, and the URL it would crawl instead.
 */
import { applyCleanParam, validateUrl } from "../../core/index";
import type { RobotsTxt } from "../../core/types";
import { useT } from "../../i18n";
import { useWorkbench } from "../../state/store";
import { LineLink } from "./common";

export function CleanParamPreview({ doc }: { doc: RobotsTxt }) {
  const t = useT();
  const url = useWorkbench((s) => s.url);
  const origin = useWorkbench((s) => s.origin);
  const check = validateUrl(url, origin);
  if (!check.ok) return null;
  const result = applyCleanParam(doc, url, origin);
  return (
    <div className="clean-param-preview">
      <h4 className="field-label">{t("ui.outline.cleanParam.heading")}</h4>
      <p className="small">
        <code className="break">{check.href}</code>
      </p>
      {result.removed.length === 0 ? (
        <p className="small muted">{t("ui.outline.cleanParam.unchanged", { href: check.href })}</p>
      ) : (
        <>
          <ul className="plain-list small">
            {result.removed.map((r) => (
              <li key={`${r.param}-${r.line}`}>
                <code>{r.param}</code> {t("ui.outline.cleanParam.removed")} <LineLink line={r.line} />
              </li>
            ))}
          </ul>
          <p className="small">
            {t("ui.outline.cleanParam.result")}{" "}
            <code className="break">{result.href}</code>
          </p>
        </>
      )}
    </div>
  );
}
