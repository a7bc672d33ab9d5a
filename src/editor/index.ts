/**
 * robots.txt support for CodeMirror 6. The face is small: `robotsTxt()` (language,
 * highlighting by the core lexer, completion, hover, invisible characters, size limits,
 * groups in a gutter with folding, verdict and coverage decorations) and `robotsTxtLinter()`
 * (the core linter with quick fixes). The rest is exported for composition and tests.
 */
import type { CompletionSource } from "@codemirror/autocomplete";
import { LanguageSupport } from "@codemirror/language";
import type { Extension } from "@codemirror/state";
import { hoverTooltip, type Tooltip } from "@codemirror/view";
import { robotsTxtConfig, type RobotsTxtConfig } from "./config.ts";
import { groups } from "./grouping.ts";
import { lastPointer } from "./pointer-state.ts";
import { robotsTxtLanguage } from "./language.ts";
import { sizeLimits } from "./size.ts";
import { troublemakers } from "./special.ts";
import { robotsTxtHighlighting } from "./theme.ts";
import { verdicts } from "./verdict.ts";

/** Options of `robotsTxt()`: the configuration, and which display extensions to leave out. */
export interface RobotsTxtOptions extends RobotsTxtConfig {
  /** Show the group gutter and fold groups (default true). */
  groupGutter?: boolean;
  /** Hover help (default true). */
  hover?: boolean;
}

let completeModule: Promise<typeof import("./complete.ts")> | null = null;

/**
 * The completion source, loaded when completion is first asked for: the page's first load
 * carries neither it nor `@codemirror/autocomplete` (the setup adds completion after it).
 */
const robotsTxtCompletion: CompletionSource = async (context) => {
  const [{ robotsTxtCompletionSource }] = await Promise.all([
    (completeModule ??= import("./complete.ts")),
    context.state.facet(robotsTxtConfig).loadHelpTexts(),
  ]);
  return robotsTxtCompletionSource(context);
};

let hoverModule: Promise<typeof import("./hover.ts")> | null = null;

/**
 * Hover help (`./hover.ts`'s cards), loaded at the first hover rather than with the page.
 * After a tap (a touch screen) it shows only where no other tooltip does: not for a tap on
 * the gutters (the marker's own tooltip shows), not over a lint finding (its message shows).
 */
const robotsTxtHover = hoverTooltip(
  async (view, pos): Promise<Tooltip | null> => {
    const pointer = lastPointer();
    if (pointer.touch && pointer.inGutter) return null;
    const [{ hoverCard, renderHoverCard, hasDiagnosticAt }] = await Promise.all([
      (hoverModule ??= import("./hover.ts")),
      view.state.facet(robotsTxtConfig).loadHelpTexts(),
    ]);
    if (pointer.touch && hasDiagnosticAt(view.state, pos)) return null;
    const card = hoverCard(view.state, pos);
    if (card === null) return null;
    return { pos: card.from, end: card.to, above: true, create: () => ({ dom: renderHoverCard(card) }) };
  },
  { hoverTime: 350 },
);

/**
 * Returns robots.txt language support: the language, highlighting whose tokens come from
 * the core lexer, completion, hover help, invisible-character markers, size-limit marks,
 * the group gutter with folding, and verdict/coverage decorations.
 */
export function robotsTxt(options: RobotsTxtOptions = {}): LanguageSupport {
  const { groupGutter = true, hover = true, ...config } = options;
  const support: Extension[] = [
    robotsTxtConfig.of(config),
    robotsTxtLanguage.data.of({ autocomplete: robotsTxtCompletion }),
    robotsTxtHighlighting,
    troublemakers(),
    sizeLimits(),
    verdicts(),
  ];
  if (hover) support.push(robotsTxtHover);
  if (groupGutter) support.push(groups());
  return new LanguageSupport(robotsTxtLanguage, support);
}

export { robotsTxtLanguage, robotsTxtTags, lineTokens, type LineToken, type TokenType } from "./language.ts";
export { robotsTxtConfig, codeMessage, DEFAULT_ENGINES, type FormatMessage, type RobotsTxtConfig } from "./config.ts";
// The linter (`./lint.ts`, with the core linter), the completion source (`./complete.ts`) and
// the hover cards (`./hover.ts`) are imported from their own modules: re-exported here, they
// would be in the page's first load.
export type { RobotsTxtLinterConfig } from "./lint.ts";
export { formatRobotsTxt, formatRobotsTxtResult } from "./format.ts";
export { formatDocument, formatTransaction, setTextTransaction, replaceTextTransaction, robotsTxtKeymap } from "./commands.ts";
export { setVerdict, setCoverage, verdictTransaction, type VerdictMarks } from "./verdict.ts";
export { groupsField, setGroups, groupGutter, groupFolding } from "./grouping.ts";
export { sizeLimitField, limitMarks } from "./size.ts";
export { troublemakers, describeTrouble } from "./special.ts";
export { robotsTxtTheme, robotsTxtLightTheme, robotsTxtDarkTheme, robotsTxtHighlightStyle, PALETTES, contrastRatio } from "./theme.ts";
