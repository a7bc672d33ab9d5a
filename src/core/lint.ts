/**
 * The robots.txt linter: syntax (RFC 9309 §2.1–2.2 and Google's lenient reading), values of
 * the other directives (Sitemap, Crawl-delay, and Host / Clean-param as the classic Yandex help
 * gives them), group structure as each engine reads it, and rules that can never decide.
 * Findings are codes with parameters and text-edit fixes; never display text.
 */
import { ENGINE_IDS, type Diagnostic, type EngineId, type RobotsTxt } from "./types.ts";
import { LintContext } from "./lint/context.ts";
import { checkStructure } from "./lint/structure.ts";
import { checkFile, checkLineSyntax } from "./lint/syntax.ts";
import { checkPreferences } from "./lint/prefs.ts";
import { checkReachability } from "./lint/unreachable.ts";
import { checkValue, type ValueState } from "./lint/values.ts";

export { LINT_CODES, type LintCode, type LintCodeInfo } from "./lint/codes.ts";
export { reachabilityWork } from "./lint/unreachable.ts";

/** Options of `lintRobotsTxt`. */
export interface LintOptions {
  /** The engines to lint for; findings that concern none of them are left out. */
  engines?: readonly EngineId[];
}

/** The engines linted for when none are given. */
export const DEFAULT_LINT_ENGINES: readonly EngineId[] = ["google", "bing", "yandex"];

/**
 * Lints a parsed robots.txt: returns its diagnostics sorted by position (then end, then code).
 * Each says which of the asked engines it concerns (an empty list: every engine) and carries
 * its quick fixes as edits of the original text. Never throws.
 */
export function lintRobotsTxt(doc: RobotsTxt, options: LintOptions = {}): Diagnostic[] {
  const asked = options.engines ?? DEFAULT_LINT_ENGINES;
  const engines = ENGINE_IDS.filter((e) => asked.includes(e));
  const ctx = new LintContext(doc, engines);
  checkFile(ctx);
  const state: ValueState = { firstHost: null };
  for (const line of doc.lines) {
    checkLineSyntax(ctx, line);
    checkValue(ctx, line, state);
  }
  checkStructure(ctx);
  checkPreferences(ctx);
  checkReachability(ctx);
  return ctx.out.sort(
    (a, b) => a.from - b.from || a.to - b.to || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}
