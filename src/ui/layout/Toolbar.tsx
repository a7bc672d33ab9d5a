/**
 * The toolbar above the workspace: the app's name, file actions (open, load, examples,
 * download, copy, share: the files area's component), Format, the engines the linter
 * reports for, and the theme switch.
 */
import { useEffect, useId, useRef, useState } from "react";
import { ENGINE_IDS, type EngineId } from "../../core/types";
import { useT } from "../../i18n";
import { useWorkbench } from "../../state/store";
import { useLintCounts } from "../../state/lint-store";
import { FileActions } from "../files/FileActions";
import { EngineName } from "../parts/common";
import { LanguageSwitcher } from "../LanguageSwitcher"; // i18n: interface language switcher (rendered last in the toolbar)

/** A disclosure with a checkbox per engine: which readings the linter reports on. */
function LintEnginesMenu() {
  const t = useT();
  const id = useId();
  const lintEngines = useWorkbench((s) => s.lintEngines);
  const setLintEngines = useWorkbench((s) => s.setLintEngines);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function toggle(engine: EngineId, checked: boolean) {
    const next = checked ? [...lintEngines, engine] : lintEngines.filter((e) => e !== engine);
    setLintEngines(ENGINE_IDS.filter((e) => next.includes(e)));
  }

  const summary =
    lintEngines.length === ENGINE_IDS.length
      ? t("ui.lint.all")
      : lintEngines.length === 0
        ? t("ui.lint.none")
        : lintEngines.map((e) => t(`ui.engine.short.${e}`)).join(", ");

  return (
    <div
      className="popover-host"
      ref={box}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(!open)}
      >
        {t("ui.lint.button")} <span className="button-detail">{summary}</span>
        <span className="button-count">{t("ui.lint.count", { n: lintEngines.length })}</span>
      </button>
      <fieldset id={`${id}-menu`} className="popover" hidden={!open}>
        <legend>{t("ui.lint.legend")}</legend>
        {ENGINE_IDS.map((engine) => (
          <label key={engine} className="check">
            <input
              type="checkbox"
              checked={lintEngines.includes(engine)}
              onChange={(event) => toggle(engine, event.target.checked)}
            />
            <EngineName engine={engine} />
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The findings' count by severity (and how many are hidden); opens the Findings panel. */
function FindingsButton() {
  const t = useT();
  // The counts, not the summary: a lint run ends every keystroke in a large file, and one that
  // changes no count re-renders nothing here.
  const counts = useLintCounts();
  const setPanelTab = useWorkbench((s) => s.setPanelTab);
  const hidden = counts.hidden;
  const marks = { error: "✗", warning: "⚠", info: "ℹ" } as const;
  const full = (["error", "warning", "info"] as const).map((s) => t(`ui.findings.count.${s}`, { n: counts[s] })).join(", ");
  return (
    <button type="button" className="button findings-button" onClick={() => setPanelTab("findings")} title={`${t("ui.findings.open")}: ${full}`}>
      {(["error", "warning", "info"] as const).map((s) => (
        <span key={s} className={`sev sev-${s} findings-count`}>
          <span aria-hidden="true">
            {marks[s]} {counts[s]}
          </span>
          <span className="sr-only">{t(`ui.findings.count.${s}`, { n: counts[s] })} </span>
        </span>
      ))}
      {hidden > 0 ? <span className="button-detail"> {t("ui.findings.hiddenShort", { n: hidden })}</span> : null}
    </button>
  );
}

/**
 * The file actions and Format. On a phone (src/ui/app.css, max-width 860px) they are one row
 * that never scrolls sideways: Open, Examples and Share show, the others wait under "More",
 * which wraps the whole set into rows when pressed (a disclosure: the same buttons, shown).
 */
function FilesStrip() {
  const t = useT();
  const id = useId();
  const editor = useWorkbench((s) => s.editor);
  const [more, setMore] = useState(false);
  return (
    <div id={`${id}-files`} className={`toolbar-group toolbar-files${more ? " is-more-open" : ""}`}>
      <FileActions />
      {/* Format changes the file, so it sits with the file actions (on a phone the settings
          group then fits one row beside the logo). */}
      <button type="button" className="button toolbar-secondary" disabled={!editor} onClick={() => editor?.format()}>
        {t("ui.format")}
      </button>
      <button
        type="button"
        className="button toolbar-more"
        aria-expanded={more}
        aria-controls={`${id}-files`}
        onClick={() => setMore(!more)}
      >
        {t("ui.toolbar.more")} <span aria-hidden="true">{more ? "▴" : "▾"}</span>
      </button>
    </div>
  );
}

export function Toolbar() {
  const t = useT();
  const theme = useWorkbench((s) => s.theme);
  const setTheme = useWorkbench((s) => s.setTheme);
  return (
    <header className="toolbar">
      <h1 className="brand">
        <span aria-hidden="true" className="brand-mark">
          ⌁
        </span>
        <span className="brand-name">{t("ui.app.title")}</span>
      </h1>
      <FilesStrip />
      <div className="toolbar-group">
        <FindingsButton />
        <LintEnginesMenu />
        <button
          type="button"
          className="button button-icon"
          aria-pressed={theme === "dark"}
          title={t("ui.theme.dark")}
          onClick={() => setTheme(theme === "dark" ? "light" : "dark")}
        >
          <span aria-hidden="true">{theme === "dark" ? "☾" : "☀"}</span>
          <span className="sr-only">{t("ui.theme.dark")}</span>
        </button>
        <LanguageSwitcher /> {/* i18n: English / 日本語 / Русский */}
      </div>
    </header>
  );
}
