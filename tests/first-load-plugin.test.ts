/**
 * The first-load plugin (scripts/vite/first-load.ts) rewrites index.html only in a build that
 * groups the chunks as the app's does. The benchmarks build two pages with default chunking
 * (bench/editor.bench.ts, bench/keystroke-trace.ts): there the page stays as it is, where the
 * plugin used to stop the build ("no chunk for view, vendor").
 */
import { describe, it, expect } from "vitest";
import type { ResolvedConfig } from "vite";
import { firstLoadChunks, firstLoadGraph } from "../scripts/vite/first-load.ts";

const HTML = '<html><head>\n<script type="module" crossorigin src="/assets/index-a.js"></script>\n</head></html>';

/** A chunk of the bundle as the plugin reads it. */
function chunk(name: string, fileName: string, extra: Record<string, unknown> = {}) {
  return { type: "chunk", name, fileName, facadeModuleId: null, isEntry: false, imports: [], viteMetadata: { importedCss: new Set() }, code: "", ...extra };
}

/** Runs the plugin's page rewrite after a config whose output chunking is `codeSplitting`. */
function rewrite(codeSplitting: unknown, bundle: Record<string, unknown>): string {
  const plugin = firstLoadGraph();
  const config = { base: "/", build: { rolldownOptions: { output: { codeSplitting } } } } as unknown as ResolvedConfig;
  (plugin.configResolved as (c: ResolvedConfig) => void)(config);
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: { bundle: Record<string, unknown> }) => string };
  return hook.handler(HTML, { bundle });
}

describe("first-load plugin", () => {
  it("leaves the page of a build with other chunking as it is", () => {
    const bundle = { "index-a.js": chunk("index", "assets/index-a.js", { isEntry: true }), "main-b.js": chunk("main", "assets/main-b.js", { facadeModuleId: "/p/src/main.tsx" }) };
    expect(rewrite(true, bundle)).toBe(HTML);
  });

  it("preloads and lists the first-load chunks in a build grouped as the app's", () => {
    const bundle = {
      "index-a.js": chunk("index", "assets/index-a.js", { isEntry: true }),
      ...Object.fromEntries(["react", "view", "vendor", "app"].map((name) => [name, chunk(name, `assets/${name}-x.js`)])),
      "main-b.js": chunk("main", "assets/main-b.js", { facadeModuleId: "/p/src/main.tsx" }),
    };
    const html = rewrite(firstLoadChunks, bundle);
    expect(html).toContain('<meta name="first-load-chunks" content="/assets/react-x.js /assets/view-x.js /assets/vendor-x.js /assets/app-x.js /assets/main-b.js" />');
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(5);
  });

  it("stops a grouped build whose chunks are missing", () => {
    const bundle = { "index-a.js": chunk("index", "assets/index-a.js", { isEntry: true }), "main-b.js": chunk("main", "assets/main-b.js", { facadeModuleId: "/p/src/main.tsx" }) };
    expect(() => rewrite(firstLoadChunks, bundle)).toThrow(/no chunk for react, view, vendor, app/);
  });
});
