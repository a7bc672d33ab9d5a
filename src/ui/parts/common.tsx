/**
 * Small shared pieces of the panels: engine names, a line link that jumps the editor to a
 * line, the verdict word (text and symbol, never colour alone), confidence marks.
 */
import type { ReactNode } from "react";
import { ENGINE_IDS, type Confidence, type EngineId, type RobotsTxt } from "../../core/types";
import { useT } from "../../i18n";
import { useWorkbench } from "../../state/store";

export { ENGINE_IDS };

/** The display name of an engine. */
export function EngineName({ engine, short = false }: { engine: EngineId; short?: boolean }) {
  const t = useT();
  return <>{t(short ? `ui.engine.short.${engine}` : `ui.engine.${engine}`)}</>;
}

/** A button naming a line of the file; activating it moves the editor's cursor there. */
export function LineLink({ line, children, className }: { line: number; children?: ReactNode; className?: string }) {
  const t = useT();
  const editor = useWorkbench((s) => s.editor);
  return (
    <button
      type="button"
      className={`line-link${className ? ` ${className}` : ""}`}
      onClick={() => editor?.goToLine(line)}
      disabled={!editor}
      title={t("ui.line.goto", { line })}
    >
      {children ?? t("ui.line", { line })}
    </button>
  );
}

/** The text of a line of the document (its content, without line ending), or "". */
export function lineText(doc: RobotsTxt, line: number): string {
  const l = doc.lines[line - 1];
  return l ? doc.text.slice(l.from, l.to) : "";
}

/** ALLOWED / BLOCKED as a word with a symbol; colour only reinforces it. */
export function VerdictWord({ allowed, size = "normal" }: { allowed: boolean; size?: "normal" | "large" | "small" }) {
  const t = useT();
  return (
    <span className={`verdict-word verdict-${allowed ? "allowed" : "blocked"} verdict-${size}`}>
      <span aria-hidden="true" className="verdict-symbol">
        {allowed ? "✓" : "✕"}
      </span>
      {t(allowed ? "ui.verdict.allowed" : "ui.verdict.blocked")}
    </span>
  );
}

/** A confidence mark: H, M or L with its meaning as a tooltip and for screen readers. */
export function ConfidenceMark({ confidence }: { confidence: Confidence }) {
  const t = useT();
  const meaning = t(`ui.confidence.${confidence}`);
  return (
    <abbr className={`confidence confidence-${confidence}`} title={meaning} aria-label={meaning}>
      {confidence}
    </abbr>
  );
}

/**
 * A table that may scroll sideways on narrow screens: a labelled region in the Tab order, so
 * keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A link to an outside source; opens in a new tab without giving it a handle on this page. */
export function SourceLink({ href, children }: { href: string; children?: ReactNode }) {
  const t = useT();
  if (!/^https?:\/\//i.test(href)) return <span className="source-text">{href}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="source-link">
      {children ?? t("ui.source")}
    </a>
  );
}
