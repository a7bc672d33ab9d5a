import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";

const debianChromium = "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT ?? 4173);
// Each port builds into its own folder, so two runs (or a run and `npm run build`) never
// serve each other's half-written files.
const outDir = `dist-e2e-${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    trace: "off",
    launchOptions: {
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: `npx vite build --logLevel error --outDir ${outDir} && npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
