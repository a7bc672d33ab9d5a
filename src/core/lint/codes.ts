/**
 * The lint codes: stable kebab-case names, each with its severity and whether a quick fix
 * comes with it. Display text lives in `src/i18n/<locale>/lint.ts` under the code, and a fix's
 * title under `fix.<code>` (a fix carries its diagnostic's code).
 */
import type { Severity } from "../types.ts";

/** What a lint code is: its severity (`mixed` when it depends on the case) and whether it has a fix. */
export interface LintCodeInfo {
  severity: Severity | "mixed";
  /** `always`, `sometimes` (only when a fix can be computed), or `never`. */
  fix: "always" | "sometimes" | "never";
  /**
   * Every fix of this code can be applied together with the others of the file ("fix all"):
   * each touches only its own finding's text, and none changes which crawler a group
   * addresses or what another rule matches.
   */
  fixAll?: boolean;
  /** The code says what the file is (not robots.txt); no other finding comes with it. */
  fileKind?: boolean;
}

/** Every code `lintRobotsTxt` can return. */
export const LINT_CODES = {
  // File
  bom: { severity: "warning", fix: "always" },
  "bom-misencoded": { severity: "mixed", fix: "always" },
  // What the file is, when it is not robots.txt
  "html-file": { severity: "error", fix: "never", fileKind: true },
  "binary-file": { severity: "error", fix: "never", fileKind: true },
  "code-dump": { severity: "error", fix: "never", fileKind: true },
  "json-file": { severity: "error", fix: "never", fileKind: true },
  "xml-file": { severity: "error", fix: "never", fileKind: true },
  "utf16-file": { severity: "error", fix: "never", fileKind: true },
  "size-limit-truncated": { severity: "warning", fix: "never" },
  "size-limit-ignored": { severity: "error", fix: "never" },
  // Line syntax
  "nul-character": { severity: "error", fix: "always", fixAll: true },
  "invisible-character": { severity: "error", fix: "sometimes" },
  "line-too-long": { severity: "warning", fix: "never" },
  "invalid-line": { severity: "error", fix: "sometimes" },
  "unknown-directive": { severity: "warning", fix: "sometimes" },
  "directive-typo": { severity: "mixed", fix: "always", fixAll: true },
  "directive-prefix": { severity: "mixed", fix: "always" },
  "missing-colon": { severity: "mixed", fix: "always", fixAll: true },
  // Values
  "empty-user-agent": { severity: "warning", fix: "never" },
  "invalid-user-agent": { severity: "warning", fix: "always" },
  "user-agent-name-cut": { severity: "info", fix: "never" },
  "user-agent-unreadable": { severity: "warning", fix: "never" },
  "pattern-not-rooted": { severity: "error", fix: "always" },
  "dollar-not-at-end": { severity: "warning", fix: "never" },
  "double-wildcard": { severity: "info", fix: "always", fixAll: true },
  "lowercase-escape": { severity: "info", fix: "always", fixAll: true },
  "invalid-escape": { severity: "warning", fix: "always" },
  "unencoded-character": { severity: "warning", fix: "always" },
  "non-ascii-in-pattern": { severity: "info", fix: "always" },
  "rule-too-long": { severity: "warning", fix: "never" },
  "invalid-sitemap-url": { severity: "error", fix: "never" },
  "duplicate-sitemap": { severity: "info", fix: "always", fixAll: true },
  "crawl-delay-invalid": { severity: "error", fix: "never" },
  "host-invalid": { severity: "error", fix: "never" },
  "host-repeated": { severity: "warning", fix: "always" },
  "host-placement": { severity: "info", fix: "never" },
  "clean-param-invalid": { severity: "error", fix: "never" },
  "clean-param-too-long": { severity: "error", fix: "never" },
  // Directives engines ignore
  "crawl-delay-ignored": { severity: "info", fix: "never" },
  "host-ignored": { severity: "info", fix: "never" },
  "clean-param-ignored": { severity: "info", fix: "never" },
  "noindex-ignored": { severity: "warning", fix: "always" },
  "ignored-directive": { severity: "info", fix: "never" },
  // Groups
  "rule-outside-group": { severity: "error", fix: "never" },
  "agents-split-by-blank": { severity: "warning", fix: "always" },
  "agents-merged-across-line": { severity: "warning", fix: "never" },
  "blank-line-in-group": { severity: "warning", fix: "always" },
  "duplicate-group": { severity: "warning", fix: "never" },
  "no-global-inheritance": { severity: "info", fix: "never" },
  "disallow-all": { severity: "warning", fix: "never" },
  "blocked-assets": { severity: "mixed", fix: "never" },
  // Usage preferences (Content-Usage, Content-Signal, License)
  "prefs-unparsable": { severity: "warning", fix: "sometimes" },
  "content-signal-path": { severity: "warning", fix: "never" },
  "prefs-key-case": { severity: "warning", fix: "always", fixAll: true },
  "prefs-unknown-key": { severity: "info", fix: "never" },
  "prefs-other-vocabulary": { severity: "warning", fix: "always", fixAll: true },
  "prefs-invalid-value": { severity: "warning", fix: "sometimes" },
  "prefs-duplicate-key": { severity: "warning", fix: "always" },
  "prefs-path-disallowed": { severity: "warning", fix: "never" },
  "prefs-outside-group": { severity: "warning", fix: "never" },
  "prefs-outside-record": { severity: "warning", fix: "never" },
  "license-invalid-url": { severity: "warning", fix: "never" },
  // Rules that never decide
  "duplicate-rule": { severity: "info", fix: "always", fixAll: true },
  "disallow-tied-with-allow": { severity: "warning", fix: "always" },
  "shadowed-rule": { severity: "warning", fix: "always" },
} as const satisfies Record<string, LintCodeInfo>;

/** A code `lintRobotsTxt` can return. */
export type LintCode = keyof typeof LINT_CODES;
