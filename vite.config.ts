import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// BASE_PATH lets the same build live at a sub-path (GitHub Pages: /<repo>/).
const base = process.env.BASE_PATH ?? "/";

export default defineConfig({
  base,
  plugins: [react()],
  build: { target: "es2022", sourcemap: false },
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
