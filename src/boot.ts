/**
 * The page's script (index.html): it imports the app (main.tsx) one first-load chunk at a time.
 *
 * index.html preloads the first-load chunks (about 730 kB: React, CodeMirror's view, the other
 * libraries, the app), so they are fetched and compiled in parallel while the page is parsed,
 * as before. Imported as one module graph they were linked in one task; here each is imported
 * in turn (Rolldown's runtime, the libraries in the order they import each other, the app, then
 * main.tsx's own chunk), so each is linked and run in a task of its own. With Lighthouse's
 * trace on (it copies every script's source into the trace), the one task was 19–37 ms of CPU
 * unthrottled: the longest of the first load, and past 50 ms at its 4× slowdown.
 *
 * The build lists the chunks in a `<meta name="first-load-chunks">` of index.html, in order
 * (scripts/vite/first-load.ts); under `vite dev` there is none and main.tsx is imported alone.
 */

// The first load's stylesheets belong to this script, so the build puts them inline in
// index.html (scripts/vite/inline-entry-css.ts): the shell is painted with them, and the app's
// first screen needs no stylesheet file (the build fails if a first-load chunk brings one).
// In the cascade order they had when App.tsx and FileActions.tsx imported the first two.
import "./ui/files/files.css";
import "./ui/shared/results.css";
import "./ui/app.css";

/** The meta tag's name (scripts/vite/first-load.ts writes it). */
const CHUNKS_META = "first-load-chunks";

const chunks = document.querySelector<HTMLMetaElement>(`meta[name="${CHUNKS_META}"]`)?.content.split(" ").filter(Boolean) ?? [];
for (const href of chunks) await import(/* @vite-ignore */ href);
// In a build, main.tsx's chunk is the last listed and has run: this is the same module.
await import("./main");
