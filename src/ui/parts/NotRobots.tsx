/**
 * One sentence saying the file is not robots.txt (an HTML page, an image, a server dump…),
 * shown first on the verdict card and in the Findings panel, from the linter's last run.
 */
import { useT } from "../../i18n";
import { useFileKind } from "../../state/lint-store";

/** The verdict card's and the panel's first words when the file is not robots.txt. */
export function NotRobotsNote({ className }: { className?: string }) {
  const t = useT();
  const kind = useFileKind();
  if (!kind) return null;
  return (
    <p className={`not-robots${className ? ` ${className}` : ""}`} role="note">
      <strong>{t("ui.findings.notRobots")}</strong> {t("ui.test.notRobots", { kind: t(`ui.fileKind.${kind.code}`, { format: kind.format }) })}
    </p>
  );
}

