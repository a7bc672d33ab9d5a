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
);
