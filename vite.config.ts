/**
 * The app's build (the library's is vite.lib.config.ts). Configuration only: the build steps
 * are plugins in scripts/vite/ (the page's HTML and CSP, the editor shell, the inline
 * stylesheet, the first-load chunks, the PWA options and the manifest's late link); `npm run
 * build` then checks the JS budget (scripts/budget.mjs).
 */
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { editorShell } from "./scripts/vite/editor-shell.ts";
import { firstLoadChunks, firstLoadGraph } from "./scripts/vite/first-load.ts";
import { inlineEntryCss } from "./scripts/vite/inline-entry-css.ts";
import { manifestLater, PWA_OPTIONS } from "./scripts/vite/pwa.ts";
import { shipHtml } from "./scripts/vite/ship-html.ts";

// BASE_PATH lets the same build live at a sub-path (GitHub Pages: /<repo>/).
const base = process.env.BASE_PATH ?? "/";
// SITE_URL (the deployed page's absolute URL, set by the Pages workflow) makes the social
// preview tags absolute, as Open Graph requires; without it they stay base-relative.
const siteUrl = process.env.SITE_URL;

export default defineConfig({
  base,
  plugins: [react(), VitePWA(PWA_OPTIONS), manifestLater(), editorShell(), shipHtml(base, siteUrl), inlineEntryCss(), firstLoadGraph()],
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
