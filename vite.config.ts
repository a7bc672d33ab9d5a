import { defineConfig, type Plugin } from "vitest/config";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { EXAMPLE_ROBOTS_TXT } from "./src/ui/example.ts";

// BASE_PATH lets the same build live at a sub-path (GitHub Pages: /<repo>/).
const base = process.env.BASE_PATH ?? "/";
// SITE_URL (the deployed page's absolute URL, set by the Pages workflow) makes the social
// preview tags absolute, as Open Graph requires; without it they stay base-relative.
const siteUrl = process.env.SITE_URL;

/**
 * The Content-Security-Policy of the built page. Only the build gets it: Vite's dev server
 * injects inline scripts (React refresh, HMR client) that a strict policy would block.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // CodeMirror injects a <style> element (style-mod). A nonce would not help: on a static
  // host it would be the same public string in every copy of the page.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  // "Load from URL" fetches any https robots.txt the user asks for, and the optional proxy
  // the user configures; nothing else leaves the page.
  "connect-src 'self' https:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'none'",
  "object-src 'none'",
].join("; ");

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Puts the CSP meta tag first in <head> of the built page and makes social preview URLs absolute. */
function shipHtml(): Plugin {
  let basePath = base;
  return {
    name: "robots-workbench:ship-html",
    apply: "build",
    configResolved(config) {
      basePath = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        // Vite has already prefixed the base path; Open Graph wants absolute URLs.
        if (siteUrl) {
          const pageUrl = new URL(siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`);
          const prefixed = new RegExp(`(<meta (?:property|name)="(?:og:image|twitter:image)" content=")${escapeRegExp(basePath)}([^"]*)"`, "g");
          html = html.replace(prefixed, (_m, head: string, rest: string) => `${head}${new URL(rest, pageUrl).href}"`);
          html = html.replace(/(<meta property="og:type"[^>]*>)/, `$1\n    <meta property="og:url" content="${pageUrl.href}" />`);
        }
        if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) {
          // The policy allows no inline script; fail the build rather than ship a broken page.
          throw new Error("index.html has an inline <script>; script-src 'self' would block it");
        }
        // Right after <meta charset>: the policy covers every element that follows it.
        const csp = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error("index.html has no <meta charset>; the CSP meta goes after it");
        return html.replace(charset, (tag) => `${tag}\n    ${csp}`);
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Fills index.html's editor shell (`<!-- editor-shell -->`) with the example file and its
 * line numbers: a first visit sees the file the editor opens with as soon as the HTML and its
 * inline styles arrive, not only after the scripts have loaded and run (seconds on a slow
 * phone). The app replaces the shell when it renders.
 */
function editorShell(): Plugin {
  const lines = EXAMPLE_ROBOTS_TXT.replace(/\n$/, "").split("\n");
  const numbers = lines.map((_, i) => i + 1).join("\n");
  const shell = `<pre class="editor-shell-gutter">${numbers}</pre><pre class="editor-shell-text">${escapeHtml(lines.join("\n"))}</pre>`;
  return {
    name: "robots-workbench:editor-shell",
    transformIndexHtml(html, ctx) {
      if (html.includes("<!-- editor-shell -->")) return html.replace("<!-- editor-shell -->", shell);
      // The app's page must keep its shell; other pages (the benchmark's harness) have none.
      if (ctx.path === "/index.html") throw new Error("index.html has no <!-- editor-shell --> marker");
      return html;
    },
  };
}

/**
 * Puts the page's own stylesheet inline in <head>. A linked stylesheet blocks the first paint
 * for one more round trip on a slow connection; inline, the static shell in index.html paints
 * as soon as the HTML arrives. The policy already allows inline styles (CodeMirror needs them).
 * Stylesheets of lazily loaded chunks stay files; this one also stays in the build for the
 * offline cache and for any other page that links it.
 */
function inlineEntryCss(): Plugin {
  return {
    name: "robots-workbench:inline-entry-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)"\s*\/?>/g, (tag, href: string) => {
          const asset = Object.values(bundle).find((file) => file.type === "asset" && href.endsWith(`/${file.fileName}`));
          if (!asset || asset.type !== "asset") return tag;
          const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          // A stylesheet that could close the element early is left as a link.
          if (/<\/style/i.test(css)) return tag;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * What the first page load runs besides the page's own script (src/main.tsx): every module
 * that script imports statically, directly or not (lazy `import()` targets and what only they
 * import are left out), collected once the module graph is complete. `firstLoadChunks` bundles
 * them into two chunks, as Rollup would: Rolldown puts each module the entry shares with a
 * lazy chunk (a panel, the autosave, the deferred editor extensions) in its own small "common"
 * chunk (rolldown/rolldown#10731), and twenty files of startup code compress about 5 kB worse
 * than two. The page's script itself stays in the entry chunk: it awaits a dynamic import at
 * the top level, which must not wait on the chunk that holds it.
 */
const firstLoad = new Set<string>();

function firstLoadGraph(): Plugin {
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
    },
  };
}

/** The startup code in two chunks: libraries (cached across app-only deployments), then the app. */
const firstLoadChunks = {
  groups: [
    { name: "vendor", priority: 2, test: (id: string) => firstLoad.has(id) && /[\\/]node_modules[\\/]/.test(id) },
    { name: "app", priority: 1, test: (id: string) => firstLoad.has(id) },
  ],
};

export default defineConfig({
  base,
  plugins: [
    react(),
    VitePWA({
      // The page asks before switching to a new version (src/pwa.ts, the update notice).
      registerType: "prompt",
      // src/pwa.ts registers through virtual:pwa-register: no inline or extra script.
      injectRegister: false,
      // Scope, start_url and the worker's URL follow Vite's base (BASE_PATH or --base), so a
      // build for /<repo>/ only ever controls /<repo>/.
      devOptions: { enabled: false },
      manifest: {
        name: "robots.txt workbench",
        short_name: "robots.txt",
        description:
          "Write, lint and test robots.txt in your browser, read as Google, Bing, Yandex and the standards read it.",
        lang: "en",
        display: "standalone",
        theme_color: "#0a58ca",
        background_color: "#f5f6f8",
        icons: [
          { src: "favicon.svg", sizes: "any", type: "image/svg+xml" },
          { src: "icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // Everything the app can load, lazy chunks and workers included, so it runs offline
        // after one visit. The social preview image is for other sites, not for the app.
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        globIgnores: ["og-image.png", "apple-touch-icon.png"],
        navigateFallback: "index.html",
        // Files (robots.txt, images) are never answered with the app's page.
        navigateFallbackDenylist: [/\/[^/?]+\.[^/?]+$/],
        cleanupOutdatedCaches: true,
        // The first visit's page comes under the worker's control without a reload; updates
        // still wait for the user (registerType "prompt").
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    editorShell(),
    shipHtml(),
    inlineEntryCss(),
    firstLoadGraph(),
  ],
  build: { target: "es2022", sourcemap: false, rolldownOptions: { output: { codeSplitting: firstLoadChunks } } },
  worker: { format: "es" },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    // CI reads the JSON report to print its "N passed, N failed" line.
    reporters: process.env.VITEST_JSON_OUTPUT ? ["default", "json"] : ["default"],
    outputFile: process.env.VITEST_JSON_OUTPUT ? { json: process.env.VITEST_JSON_OUTPUT } : undefined,
  },
});
