import type { Plugin } from "vite";

/**
 * What the first page load runs besides the page's own script (src/main.tsx): every module
 * that script imports statically, directly or not (lazy `import()` targets and what only they
 * import are left out), collected once the module graph is complete. `firstLoadChunks` bundles
 * them into a few chunks, as Rollup would: Rolldown puts each module the entry shares with a
 * lazy chunk (a panel, the autosave, the deferred editor extensions) in its own small "common"
 * chunk (rolldown/rolldown#10731), and twenty files of startup code compress about 5 kB worse
 * than a few. The page's script itself stays in the entry chunk: it awaits a dynamic import at
 * the top level, which must not wait on the chunk that holds it.
 */
const firstLoad = new Set<string>();

/**
 * The services the page starts once its first screen is on its way (src/app/start.ts's lazy
 * imports: the autosave, share links, History, the Bulk re-runs) and what only they import
 * statically: one chunk, since every page load runs them all. Apart, they were four dynamic
 * imports whose shared modules Rolldown put in chunks of their own, and Vite's preloader
 * added a `<link rel=modulepreload>` for each of their dependencies in the task that restored
 * the draft: most of that task's time.
 */
const services = new Set<string>();

/** The module that starts the services (its dynamic imports are {@link services}). */
const SERVICES_START = /[\\/]src[\\/]app[\\/]start\.ts$/;

/** The names of the first-load chunks (see {@link firstLoadChunks}). */
const FIRST_LOAD_CHUNKS = new Set(["react", "view", "vendor", "app"]);

/**
 * V8's explicit compile hint for a whole file: every function in it is compiled with the script
 * (on the background thread that streams it) instead of lazily, on the main thread, the first
 * time it runs. The first-load chunks run most of their functions during startup (React's
 * first render, the editor's creation), where each lazy compile lengthened a task; Chromium
 * reads the comment only on a script's first line.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function firstLoadGraph(): Plugin {
  return {
    name: "robots-workbench:first-load",
    apply: "build",
    buildEnd() {
      firstLoad.clear();
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      // index.html's entry and the scripts it loads (src/main.tsx) stay out of the groups.
      const pageScripts = new Set([...entries, ...entries.flatMap(imports)]);
      const queue = [...pageScripts].flatMap(imports);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (firstLoad.has(id) || pageScripts.has(id)) continue;
        firstLoad.add(id);
        queue.push(...imports(id));
      }
      services.clear();
      const start = [...this.getModuleIds()].find((id) => SERVICES_START.test(id));
      const later = start ? [...(this.getModuleInfo(start)?.dynamicallyImportedIds ?? [])] : [];
      while (later.length > 0) {
        const id = later.pop()!;
        if (services.has(id) || firstLoad.has(id) || pageScripts.has(id)) continue;
        services.add(id);
        later.push(...imports(id));
      }
    },
    // After minification (which drops comments) and after Vite's own additions to a chunk's
    // start (its preload map): the hint on the first line of each first-load chunk.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && FIRST_LOAD_CHUNKS.has(chunk.name)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * The startup code in four chunks: the libraries in three (React with the store; CodeMirror's
 * view; the other libraries), cached across app-only deployments, then the app; the services
 * started after the first screen in a fifth. V8 compiles a chunk while it streams in, but
 * finishes each compile on the main thread, in a task that grows with the file: the libraries
 * as one 533 kB file made that task 17–21 ms of CPU (unthrottled; four times that at
 * Lighthouse's slowdown, a long task); in three files, 6, 8–12 and 3 ms
 * (bench/startup-trace.ts). e2e/ship-compile-hint.spec.ts holds each file to 250 kB.
 */
export const firstLoadChunks = {
  groups: [
    { name: "services", priority: 1, test: (id: string) => services.has(id) },
    { name: "react", priority: 4, test: (id: string) => firstLoad.has(id) && /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]/.test(id) },
    { name: "view", priority: 4, test: (id: string) => firstLoad.has(id) && /[\\/]node_modules[\\/]@codemirror[\\/]view[\\/]/.test(id) },
    { name: "vendor", priority: 3, test: (id: string) => firstLoad.has(id) && /[\\/]node_modules[\\/]/.test(id) },
    { name: "app", priority: 2, test: (id: string) => firstLoad.has(id) },
  ],
};
