// First: the libraries' evaluation ends a task, the app's modules are evaluated in the next.
import { nextTask } from "./app/after-libraries";
// Second: the core, the store and the texts end the next task; the editor's and the
// interface's modules are evaluated in the one after (app/after-core.ts).
import { initLocale } from "./app/after-core";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./ui/App";
import { startWorkbench } from "./app/start";
import { primeFonts } from "./app/font-primer";

// The modules' evaluation (the libraries, then the page's code in two halves: three tasks,
// see app/after-libraries.ts and app/after-core.ts) is done; the start of the services is the
// next task, not more of the same long one.
await nextTask();
// The example text, the draft guard, then (loaded on demand) the autosave, share links,
// automatic snapshots and the Bulk re-runs: every service starts in app/start.ts.
startWorkbench();
// The interface language (remembered choice, else the browser's) in place before the first
// render; sets <html lang>. English needs no fetch: the wait is one microtask.
await initLocale();

// Each font the first screen and the parts after it use, found one a task before the render
// (app/font-primer.ts), not inside its frames.
await primeFonts();

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
