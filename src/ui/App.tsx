/**
 * The workbench page: a toolbar, the editor on the left and a resizable side panel on the
 * right with its tabs (Test, Compare, Bulk, Outline, History); stacked on narrow screens.
 * The editor is an uncontrolled island: it receives its first text once and reports changes.
 */
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from "react";
import { useT } from "../i18n";
import { PANEL_TABS, useEffectiveEngine, useWorkbench, type PanelTab } from "../state/store";
import { useTestedVerdict } from "../state/verdict-service";
import { Editor, type EditorProps } from "./Editor";
import { Toolbar } from "./layout/Toolbar";
import { SplitPane } from "./layout/SplitPane";
import { TabList, TabPanel } from "./layout/Tabs";
import { TestPanel } from "./panels/TestPanel";
import { useBulk } from "../state/bulk-store";
import { useLint } from "../state/lint-store";
import { afterNextPaint, whenIdle } from "../state/schedule";
import { UpdateNotice } from "./UpdateNotice"; // Ship: "new version" notice (service worker, src/pwa.ts)
// The Bulk and History panels' styles (shared/results.css) are in the first stylesheet, before
// app.css: src/boot.ts imports them, so index.html has them inline.
// Only the Test panel shows first; the others (and the bulk runner, history and diff code they
// bring) load when their tab is opened.
const ComparePanel = lazy(() => import("./panels/ComparePanel").then((m) => ({ default: m.ComparePanel })));
const OutlinePanel = lazy(() => import("./panels/OutlinePanel").then((m) => ({ default: m.OutlinePanel })));
const BulkPanel = lazy(() => import("./panels/BulkPanel").then((m) => ({ default: m.BulkPanel })));
const FindingsPanel = lazy(() => import("./panels/FindingsPanel").then((m) => ({ default: m.FindingsPanel })));
const HistoryPanel = lazy(() => import("./panels/HistoryPanel").then((m) => ({ default: m.HistoryPanel })));

/** What the editor highlights for the current verdict: deciding line, group, candidates. */
function useEditorVerdict() {
  const { verdict } = useTestedVerdict();
  return useMemo(() => {
    if (!verdict?.ok) return null;
    const r = verdict.result;
    return {
      decidingLine: r.rule?.line ?? null,
      allowed: r.allowed,
      groupLines: r.group.groups.flatMap((g) => [...g.agentLines, ...g.ruleLines]),
      candidateLines: r.candidates.map((c) => c.line),
      question: JSON.stringify([r.url.input, r.agent.input, r.engine]),
    };
  }, [verdict]);
}

/**
 * The editor with the rule coverage of the last bulk run (how many URLs each line decides)
 * and the tested URL's verdict marks.
 * Read here rather than in the page, so a finished run re-renders the editor, not the page.
 */
function CoveredEditor(props: Omit<EditorProps, "coverage" | "verdict">) {
  const coverage = useBulk((s) => s.coverage);
  // The verdict's marks are read here too: the verdict follows the text, and a change of
  // text must re-render the editor's props, not the whole page around it.
  const verdict = useEditorVerdict();
  return <Editor {...props} verdict={verdict} coverage={coverage.size > 0 ? coverage : null} />;
}

/** The longest the side panel's content waits for the editor's first frame. */
const PANEL_WAIT_MS = 2000;

/** The panels that show a column per crawler or engine, and get the room for them. */
const MATRIX_TABS: ReadonlySet<PanelTab> = new Set<PanelTab>(["compare", "bulk", "history"]);

/** Shown while a panel's code loads: a status line that appears only if loading takes a moment. */
function PanelLoading() {
  const t = useT();
  return (
    <div className="panel panel-loading" role="status">
      <p>{t("ui.panel.loading")}</p>
    </div>
  );
}

function ActivePanel({ tab }: { tab: PanelTab }) {
  switch (tab) {
    case "test":
      return <TestPanel />;
    case "findings":
      return <FindingsPanel />;
    case "compare":
      return <ComparePanel />;
    case "bulk":
      return <BulkPanel />;
    case "outline":
      return <OutlinePanel />;
    case "history":
      return <HistoryPanel />;
  }
}

export function App() {
  const t = useT();
  // The editor takes its first text once; later loads go through the store's loadDraft.
  const [initialText] = useState(() => useWorkbench.getState().text);
  const setText = useWorkbench((s) => s.setText);
  const setEditor = useWorkbench((s) => s.setEditor);
  const setLintSummary = useLint((s) => s.setSummary);
  const theme = useWorkbench((s) => s.theme);
  const lintEngines = useWorkbench((s) => s.lintEngines);
  const panelTab = useWorkbench((s) => s.panelTab);
  const setPanelTab = useWorkbench((s) => s.setPanelTab);
  const groupEngine = useEffectiveEngine();
  const [maximised, setMaximised] = useState(false);
  // The first screen commits without the side panel's content, which follows in a task of its
  // own: one long first commit (toolbar, editor and panel) would block a phone's main thread.
  // It follows the editor's first frame (or PANEL_WAIT_MS at the latest): rendered earlier, its
  // style and layout share a frame with the new editor's, one long task instead of two.
  const [panelShown, setPanelShown] = useState(false);
  const editorReady = useWorkbench((s) => s.editor !== null);
  useEffect(() => {
    if (panelShown) return;
    let live = true;
    const show = () => {
      if (live) startTransition(() => setPanelShown(true));
    };
    const fallback = setTimeout(show, PANEL_WAIT_MS);
    if (editorReady) void afterNextPaint().then(show);
    return () => {
      live = false;
      clearTimeout(fallback);
    };
  }, [editorReady, panelShown]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  useEffect(() => () => setEditor(null), [setEditor]);

  // The lint findings' and the editor help's English texts: after the first render, long before
  // the lint worker's first answer is read or the first hover card or completion list opens
  // (they stay out of the first screen's JavaScript).
  useEffect(() => {
    let live = true;
    // When the page is idle: the imports and the re-render the lint texts bring stay out of
    // the first screen's tasks.
    void whenIdle().then(() => {
      if (!live) return;
      void import("../i18n/lint-catalog").then((m) => m.ensureLintCatalog());
      void import("../i18n/editor-help-catalog").then((m) => m.ensureEditorHelpCatalog());
    });
    return () => {
      live = false;
    };
  }, []);

  // The tab and window title in the interface language.
  useEffect(() => {
    document.title = t("ui.app.title");
  }, [t]);

  const tabs = PANEL_TABS.map((key) => ({ key, label: t(`ui.tab.${key}`) }));

  return (
    <div className="app">
      <a className="skip-link" href="#side-panel">
        {t("ui.skip.panel")}
      </a>
      <Toolbar />
      <main className="workspace">
        <SplitPane
          controlsId="editor-pane"
          separatorLabel={t("ui.split.label")}
          wide={MATRIX_TABS.has(panelTab)}
          maximised={maximised}
          left={
            <section id="editor-pane" className="pane editor-pane" aria-label={t("ui.editor.region")}>
              <CoveredEditor
                initialText={initialText}
                onChange={setText}
                engines={lintEngines}
                groupEngine={groupEngine}
                theme={theme}
                formatMessage={t}
                onReady={setEditor}
                onLintSummary={setLintSummary}
              />
            </section>
          }
          right={
            <section id="side-panel" className="pane side-pane" aria-label={t("ui.panel.region")} tabIndex={-1}>
              <div className="panel-bar">
                <TabList idBase="side" label={t("ui.panel.tabs")} tabs={tabs} selected={panelTab} onSelect={setPanelTab} />
                <button
                  type="button"
                  className="button button-small panel-maximise"
                  aria-pressed={maximised}
                  aria-controls="editor-pane"
                  title={t(maximised ? "ui.panel.restore.title" : "ui.panel.maximise.title")}
                  onClick={() => setMaximised(!maximised)}
                >
                  <span aria-hidden="true">{maximised ? "⇤" : "⇔"}</span> {t("ui.panel.maximise")}
                </button>
              </div>
              <TabPanel idBase="side" tabKey={panelTab} label={t(`ui.tab.${panelTab}`)}>
                <Suspense fallback={<PanelLoading />}>
                  {panelShown ? <ActivePanel tab={panelTab} /> : <PanelLoading />}
                </Suspense>
              </TabPanel>
            </section>
          }
        />
      </main>
      <UpdateNotice /* Ship: the "new version" bar, shown only when a new deployment is waiting */ />
    </div>
  );
}
