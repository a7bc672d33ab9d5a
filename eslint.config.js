import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist", "dist-*", "node_modules", "reports", "test-results", "playwright-report"] },
  js.configs.recommended,
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The core runs in the page, in workers and in Node: no DOM, UI or editor imports.
    files: ["src/core/**/*.ts"],
    languageOptions: { globals: { ...globals["shared-node-browser"] } },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "src/core must not depend on React." },
            { group: ["@codemirror/*", "codemirror"], message: "src/core must not depend on CodeMirror." },
            { group: ["zustand", "zustand/*"], message: "src/core must not depend on zustand." },
            { group: ["**/editor/**", "**/ui/**", "**/state/**", "**/workers/**"], message: "src/core imports only core modules." },
          ],
        },
      ],
      "no-restricted-globals": ["error", "document", "window", "localStorage", "navigator", "HTMLElement"],
    },
  },
  {
    files: ["src/editor/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/ui/**", "**/state/**", "react", "zustand"], message: "src/editor imports only core and CodeMirror." }] },
      ],
    },
  },
  {
    // State: the inputs and the services over them. Speaks to the editor through a handle that
    // speaks text (state/editor-handle.ts), to the workers through their protocol.
    files: ["src/state/**/*.ts"],
    ignores: ["src/state/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@codemirror/*", "codemirror", "react-dom", "react-dom/*"], message: "src/state must not depend on CodeMirror or the DOM renderer; use the EditorHandle." },
            { group: ["**/ui/**", "**/editor/**", "!**/editor/lint-summary", "!**/editor/lint-summary.ts", "!**/editor/tasks", "!**/editor/tasks.ts", "**/app/**"], message: "src/state imports only core, the workers' protocol modules and state modules (editor/lint-summary: types of the lint summary; editor/tasks: nextTask)." },
            { group: ["**/workers/*", "!**/workers/protocol", "!**/workers/protocol.ts", "!**/workers/*-protocol", "!**/workers/*-protocol.ts"], message: "src/state reaches the workers only through their protocol modules (workers/*protocol)." },
          ],
        },
      ],
    },
  },
  {
    // UI: React components over state and core. CodeMirror only in the Editor component (the glue).
    files: ["src/ui/**/*.{ts,tsx}"],
    ignores: ["src/ui/Editor.tsx", "src/ui/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@codemirror/*", "codemirror"], message: "Only ui/Editor.tsx speaks CodeMirror; use the EditorHandle." },
            { group: ["**/app/**"], message: "src/ui must not import the app start (app/start.ts starts the services)." },
            { group: ["**/workers/*", "!**/workers/protocol", "!**/workers/protocol.ts", "!**/workers/*-protocol", "!**/workers/*-protocol.ts"], message: "src/ui reaches the workers only through state (their protocol modules for constants)." },
          ],
        },
      ],
    },
  },
  {
    // Workers: run core code off the main thread; no page state, no UI, no editor.
    files: ["src/workers/**/*.ts"],
    ignores: ["src/workers/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "react/*", "react-dom/*", "zustand", "zustand/*", "@codemirror/*"], message: "src/workers runs core code only." },
            { group: ["**/state/**", "**/ui/**", "**/editor/**", "**/app/**", "**/i18n/**"], message: "src/workers imports only core and worker modules." },
          ],
        },
      ],
      "no-restricted-globals": ["error", "document", "window", "localStorage"],
    },
  },
  {
    // One e2e style (tests/e2e-style.test.ts checks it too): specs take test, expect and types
    // from the workbench fixture, and wait for states, never for time.
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/workbench-fixture.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", message: "Import test, expect and types from ./workbench-fixture." }] },
      ],
      "no-restricted-properties": [
        "error",
        { property: "waitForTimeout", message: "Wait for a state (expect, waitForFunction, an event), not for time." },
      ],
    },
  },
);
