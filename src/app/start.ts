/**
 * The workbench's start, in one place: every service that runs on its own (without a click)
 * is started here and nowhere else. The state modules only offer `start…` functions; none
 * of them starts another as a side effect of loading or restoring.
 *
 * In order:
 * 1. the example text, unless a draft is in place already; while untouched, its comment
 *    follows the interface language (also when the autosave restores it);
 * 2. the draft guard (copies an unsaved draft when the page goes away; in the first load);
 * 3. the version history, plugged into the store so a replaced draft is kept first (loaded
 *    on first use, not with the first page);
 * 4. once the first screen is on its way (`startServices`, loaded on demand): the autosave
 *    restores the saved draft, settings, URL list and history and keeps them saved; then a
 *    share link in the address is opened (and saved at once), automatic snapshots start, and
 *    the Bulk list re-runs when the file or crawlers change.
 */
import { setDraftSnapshotter, useWorkbench } from "../state/store";
import { startDraftGuard } from "../state/draft-guard";
import { onTextsChange, t } from "../i18n/index";
import { EXAMPLE_ROBOTS_TXT, exampleRobotsTxt } from "../ui/example";

/** The example as last put in the editor (in the language of the time): untouched while the draft is this. */
let shownExample = EXAMPLE_ROBOTS_TXT;

/**
 * Puts the example in the interface language when the draft is the example, untouched (as
 * this page put it there, or in English); a draft the person has edited, by even one
 * character, is never changed. Not an edit: no undo step, no History snapshot.
 */
export function exampleFollowsLanguage(): void {
  const { text, editor } = useWorkbench.getState();
  const wanted = exampleRobotsTxt(t("ui.example.comment"));
  if (text === wanted) {
    shownExample = wanted;
    return;
  }
  if (text !== shownExample && text !== EXAMPLE_ROBOTS_TXT) return;
  // The editor may hold a change the store has not seen yet: it must be the example too.
  if (editor && editor.getText() !== text) return;
  shownExample = wanted;
  useWorkbench.setState({ text: wanted });
  if (editor) editor.replaceText(wanted);
}

/** Starts what the first page needs at once, then loads and starts the rest. */
export function startWorkbench(): void {
  // The example opens a first visit; a saved draft, when the autosave restores one, replaces it.
  if (useWorkbench.getState().text === "") useWorkbench.setState({ text: EXAMPLE_ROBOTS_TXT });
  onTextsChange(exampleFollowsLanguage);
  // From the first moment, a draft not yet in storage is copied when the page is hidden or goes
  // away (localStorage, synchronously): text typed before the autosave has loaded survives too.
  startDraftGuard();
  // A draft replaced before the history has loaded is snapshotted once it has (history.ts
  // then plugs itself in directly).
  setDraftSnapshotter((text, reason) => import("../state/history").then(({ snapshotDraft }) => snapshotDraft(text, reason)));
  void startServices();
}

/** The services of the files area, started once storage is restored; resolves to a function that stops them all. */
export async function startServices(): Promise<() => void> {
  const { hydrate } = await import("../state/persist");
  const persistence = await hydrate();
  // A restored example saved in another language speaks this one.
  exampleFollowsLanguage();
  const [{ startShareLinks, useShareNotice }, { startAutoSnapshots }, { startBulkAutoRun }] = await Promise.all([
    import("../state/share"),
    import("../state/history"),
    import("../state/bulk"),
  ]);
  const stops: Array<() => void> = [];
  // An opened share link is saved at once: a reload right after must not lose it.
  stops.push(
    useShareNotice.subscribe((s) => {
      if (s.notice?.kind === "imported") void persistence.flush();
    }),
  );
  stops.push(await startShareLinks());
  stops.push(startAutoSnapshots());
  stops.push(startBulkAutoRun());
  return () => {
    for (const stop of stops) stop();
    persistence.stop();
  };
}
