import type { Plugin } from "vite";

/**
 * What the first page load runs besides the page's scripts (src/boot.ts, which imports
 * src/main.tsx): every module main.tsx imports statically, directly or not (lazy `import()`
 * targets and what only they import are left out), collected once the module graph is
 * complete. `firstLoadChunks` bundles them into a few chunks, as Rollup would: Rolldown puts each module the entry shares with a
 * lazy chunk (a panel, the autosave, the deferred editor extensions) in its own small "common"
 * chunk (rolldown/rolldown#10731), and twenty files of startup code compress about 5 kB worse
 * than a few. main.tsx itself stays out of them, in a chunk of its own: it awaits a dynamic
 * import at the top level, which must not wait on the chunk that holds it.
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

/** The app's script, which src/boot.ts imports once the first-load chunks have run. */
const MAIN = /[\\/]src[\\/]main\.tsx$/;

/** The name of index.html's meta tag that lists the first-load chunks, in order (src/boot.ts). */
const CHUNKS_META = "first-load-chunks";

/**
 * The order src/boot.ts imports the first-load chunks in, each in a task of its own: Rolldown's
 * runtime, the libraries (each imports only the ones before it), the app, then main.tsx's chunk.
 */
const IMPORT_ORDER = ["rolldown-runtime", "react", "view", "vendor", "app"];

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
  let base = "/";
  // Whether the build groups the chunks as `firstLoadChunks` does: a build with other chunking
  // (the benchmarks' two-page builds, bench/editor.bench.ts) has no first-load chunks to list,
  // and its index.html keeps one script (src/boot.ts then imports main.tsx alone, as in dev).
  let grouped = true;
  return {
    name: "robots-workbench:first-load",
    apply: "build",
    configResolved(config) {
      base = config.base;
      const output = config.build.rolldownOptions?.output;
      grouped = !Array.isArray(output) && output?.codeSplitting === firstLoadChunks;
    },
    buildEnd() {
      firstLoad.clear();
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      // index.html's entry, what it loads statically (src/boot.ts, Vite's preload helper) and
      // main.tsx (which src/boot.ts imports once the chunks have run) stay out of the groups:
      // the page's script must not import a first-load chunk, or the chunks would be one
      // module graph again, linked in one task.
      const pageScripts = new Set<string>();
      const pending = [...entries];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (pageScripts.has(id)) continue;
        pageScripts.add(id);
        pending.push(...imports(id));
      }
      for (const id of this.getModuleIds()) if (MAIN.test(id)) pageScripts.add(id);
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
        if (!grouped) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && FIRST_LOAD_CHUNKS.has(chunk.name)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
    // The first-load chunks and main.tsx's, preloaded from the head (fetched and compiled while
    // the page is parsed) and listed in the order src/boot.ts imports them.
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !grouped) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
        const named = IMPORT_ORDER.map((name) => chunks.find((chunk) => chunk.name === name));
        const main = chunks.find((chunk) => chunk.facadeModuleId !== null && MAIN.test(chunk.facadeModuleId));
        const missing = IMPORT_ORDER.filter((name, i) => named[i] === undefined && name !== "rolldown-runtime");
        if (missing.length > 0 || main === undefined) throw new Error(`first-load: no chunk for ${[...missing, ...(main ? [] : ["src/main.tsx"])].join(", ")}`);
        const listed = [...named, main].flatMap((chunk) => (chunk ? [chunk] : []));
        // Imported statically by the page's script, the chunks would be one module graph again.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const fused = listed.filter((chunk) => entry?.imports.includes(chunk.fileName));
        if (fused.length > 0) throw new Error(`first-load: the page's script imports ${fused.map((chunk) => chunk.fileName).join(", ")} statically; src/boot.ts imports them one at a time`);
        // A stylesheet of a first-load chunk would be a file fetched once src/boot.ts imports main.tsx.
        const styled = listed.filter((chunk) => (chunk.viteMetadata?.importedCss.size ?? 0) > 0);
        if (styled.length > 0) throw new Error(`first-load: ${styled.map((chunk) => chunk.fileName).join(", ")} import a stylesheet; import it in src/boot.ts, whose stylesheets index.html has inline`);
        const hrefs = listed.map((chunk) => `${base}${chunk.fileName}`);
        const script = /<script type="module" crossorigin src="[^"]+"><\/script>\n?/;
        if (!script.test(html)) throw new Error("first-load: index.html has no module script to put the preloads after");
        const preloads = hrefs.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`).join("");
        const meta = `    <meta name="${CHUNKS_META}" content="${hrefs.join(" ")}" />\n`;
        return html.replace(script, (tag) => `${tag.endsWith("\n") ? tag : `${tag}\n`}${preloads}${meta}`);
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
    // Vite's helper for lazy imports, which src/boot.ts uses too: a small chunk of its own, so
    // the page's script imports nothing from the first-load chunks.
    { name: "preload-helper", priority: 5, test: (id: string) => /^\0vite[\\/]preload-helper/.test(id) },
    { name: "services", priority: 1, test: (id: string) => services.has(id) },
    { name: "react", priority: 4, test: (id: string) => firstLoad.has(id) && /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]/.test(id) },
    { name: "view", priority: 4, test: (id: string) => firstLoad.has(id) && /[\\/]node_modules[\\/]@codemirror[\\/]view[\\/]/.test(id) },
    { name: "vendor", priority: 3, test: (id: string) => firstLoad.has(id) && /[\\/]node_modules[\\/]/.test(id) },
    { name: "app", priority: 2, test: (id: string) => firstLoad.has(id) },
  ],
};
