import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./ui/App";
import { EXAMPLE_ROBOTS_TXT } from "./ui/example";
import { useWorkbench } from "./state/store";
import { startDraftGuard } from "./state/draft-guard";
import { initLocale } from "./i18n/locale";
import "./ui/app.css";

// The example opens a first visit; a saved draft, when the files area restores one, replaces it.
if (useWorkbench.getState().text === "") useWorkbench.setState({ text: EXAMPLE_ROBOTS_TXT });
// From the first moment, a draft not yet in storage is copied when the page is hidden or goes
// away (localStorage, synchronously): text typed before the autosave has loaded survives too.
startDraftGuard();
// Files area: restore the saved draft, settings, URL list and history, open a share link, then autosave.
void import("./state/persist").then(({ hydrate }) => hydrate());
// The interface language (remembered choice, else the browser's) in place before the first
// render; sets <html lang>. English needs no fetch: the wait is one microtask.
await initLocale();

// index.html's shell (the example file) gets painted before the app replaces it: a frame,
// then a task, so a phone shows the text while the rest of the page is being made.
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of one long task while the static shell is already on screen.
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
