import { readFileSync } from "node:fs";
import { defineConfig } from "vite";

/**
 * The library and CLI build (`npm run build:lib`): the core as an ES module for Node 20 and
 * browsers (`dist-lib/index.js`) and the `robots-workbench` command (`dist-lib/cli.js`), into a
 * git-ignored folder that `npm pack` ships. The app's build (vite.config.ts) is separate.
 */
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

export default defineConfig({
  publicDir: false,
  define: { __CLI_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: "dist-lib",
    emptyOutDir: false,
    target: "node20",
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: { index: "src/core/index.ts", cli: "src/cli/bin.ts" },
      formats: ["es"],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      external: [/^node:/],
      output: { chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
