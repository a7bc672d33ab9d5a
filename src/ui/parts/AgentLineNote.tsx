/**
 * For a crawler whose name is not an RFC 9309 product token (`AI2Bot`, `ChatGPT Agent`): what
 * each engine makes of a `User-agent` line holding the name (Google reads `AI2Bot` as `AI`).
 */
import { agentLineReadings } from "../../core/agent-line";
import { useT } from "../../i18n";

export function AgentLineNote({ name }: { name: string }) {
  const t = useT();
  const readings = agentLineReadings(name);
  return (
    <div className="agent-line-note" role="note">
      <p>{t("ui.test.notToken", { name })}</p>
      <ul>
        {readings.map((r) => (
          <li key={r.engine}>
            {t(`ui.engine.${r.engine}`)}:{" "}
            {r.how === "cut"
              ? r.keepsName
                ? t("ui.test.notToken.cut-same", { reads: r.reads })
                : r.reads === ""
                  ? t("ui.test.notToken.cut-none")
                  : t("ui.test.notToken.cut", { reads: r.reads })
              : t(`ui.test.notToken.${r.how}`, { reads: r.reads })}
          </li>
        ))}
      </ul>
    </div>
  );
}
