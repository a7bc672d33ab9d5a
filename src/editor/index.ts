/**
 * robots.txt support for CodeMirror 6. The face is small: `robotsTxt()` (language,
 * highlighting by the core lexer, completion, hover, invisible characters, size limits,
 * groups in a gutter with folding, verdict and coverage decorations) and `robotsTxtLinter()`
 * (the core linter with quick fixes). The rest is exported for composition and tests.
 */
import type { CompletionSource } from "@codemirror/autocomplete";
import { LanguageSupport } from "@codemirror/language";
import { EditorState, type Extension } from "@codemirror/state";
import { EditorView, hoverTooltip, type Tooltip } from "@codemirror/view";
import { robotsTxtConfig, type RobotsTxtConfig } from "./config.ts";
import { groups } from "./grouping.ts";
import { hoverRest, typedSincePointerMoved } from "./hover-rest.ts";
import { lastPointer } from "./pointer-state.ts";
import { robotsTxtLanguage } from "./language.ts";
import { sizeLimits } from "./size.ts";
import { troublemakers } from "./special.ts";
import { robotsTxtHighlighting } from "./theme.ts";
import { typeOver } from "./type-over.ts";
import { verdicts } from "./verdict.ts";

/** Options of `robotsTxt()`: the configuration, and which display extensions to leave out. */
export interface RobotsTxtOptions extends RobotsTxtConfig {
  /** Show the group gutter and fold groups (default true). */
  groupGutter?: boolean;
  /** Hover help (default true). */
  hover?: boolean;
}

type CompleteModule = typeof import("./complete.ts");
let completeModule: Promise<CompleteModule> | null = null;
let completeLoaded: CompleteModule | null = null;

/**
 * The completion source, loaded when completion is first asked for: the page's first load
 * carries neither it nor `@codemirror/autocomplete` (the setup adds completion after it).
 */
const robotsTxtCompletion: CompletionSource = async (context) => {
  const [{ robotsTxtCompletionSource }] = await Promise.all([
    (completeModule ??= import("./complete.ts").then((m) => (completeLoaded = m))),
    context.state.facet(robotsTxtConfig).loadHelpTexts(),
  ]);
  return robotsTxtCompletionSource(context);
};

/**
 * The completion source where it can offer something (complete.ts `completesAt`; everywhere
 * until that module is loaded): typing a new path, a comment or a URL then asks no source, whose
 * empty answer would cost an update of the editor per keystroke.
 */
const completionData = EditorState.languageData.of((state, pos) =>
  completeLoaded === null || completeLoaded.completesAt(state, pos) ? [{ autocomplete: robotsTxtCompletion }] : [],
);

type HoverModule = typeof import("./hover.ts");
let hoverModule: Promise<HoverModule> | null = null;
let hoverLoaded: HoverModule | null = null;
/** Help-text loaders whose promise has settled: a hover with both loaded is answered at once. */
const helpLoaded = new WeakSet<() => Promise<void>>();

/** Starts loading what a hover card needs (both loads are shared and happen once). */
function loadHover(view: EditorView): Promise<HoverModule> {
  const loadHelp = view.state.facet(robotsTxtConfig).loadHelpTexts;
  const help = loadHelp().then(() => void helpLoaded.add(loadHelp));
  const module = (hoverModule ??= import("./hover.ts").then((m) => (hoverLoaded = m)));
  return Promise.all([module, help]).then(([m]) => m);
}

/** What the hover shows at `pos` once its module and texts are there. */
function hoverAt(m: HoverModule, view: EditorView, pos: number, touch: boolean): Tooltip | null {
  const { hoverCard, renderHoverCard, hasDiagnosticAt } = m;
  if (touch && hasDiagnosticAt(view.state, pos)) return null;
  const card = hoverCard(view.state, pos);
  if (card === null) return null;
  return { pos: card.from, end: card.to, above: true, create: () => ({ dom: renderHoverCard(card) }) };
}

/**
 * Hover help (`./hover.ts`'s cards), loaded when the pointer first comes over the editor
 * rather than with the page, so the card is usually answered at once. A card that has to wait
 * for its module can be dropped by CodeMirror when the view updates meanwhile (a lint pass, a
 * verdict) and the line under the pointer is redrawn; a pointer that does not move again
 * would then never see it. After a tap (a touch screen) it shows only where no other tooltip
 * does: not for a tap on the gutters (the marker's own tooltip shows), not over a lint
 * finding (its message shows). Typing or moving the cursor closes the card, as in most
 * editors: an open card is moved and drawn again at every keystroke, and the pointer's resting
 * place is not where the person is looking while they type.
 */
const robotsTxtHover: Extension = [
  hoverTooltip(
    (view, pos): Tooltip | null | Promise<Tooltip | null> => {
      const pointer = lastPointer();
      if (pointer.touch && pointer.inGutter) return null;
      if (typedSincePointerMoved(view)) return null;
      if (hoverLoaded !== null && helpLoaded.has(view.state.facet(robotsTxtConfig).loadHelpTexts)) {
        return hoverAt(hoverLoaded, view, pos, pointer.touch);
      }
      return loadHover(view).then((m) => (typedSincePointerMoved(view) ? null : hoverAt(m, view, pos, pointer.touch)));
    },
    { hoverTime: 350, hideOnChange: true },
  ),
  hoverRest,
  EditorView.domEventHandlers({
    pointerover: (_event, view) => {
      const ready = hoverLoaded !== null && helpLoaded.has(view.state.facet(robotsTxtConfig).loadHelpTexts);
      if (!ready) void loadHover(view).catch(() => undefined);
      return false;
    },
  }),
];

/**
 * A named part of `robotsTxt()`: the language with its configuration and completion
 * (`language`), and the display extensions. The benchmark harness leaves parts out to
 * measure them (`setup.ts`).
 */
export type RobotsTxtPart = "language" | "highlighting" | "troublemakers" | "sizeLimits" | "verdicts" | "hover" | "groups";

/**
 * Returns robots.txt language support: the language, highlighting whose tokens come from
 * the core lexer, completion, hover help, invisible-character markers, size-limit marks,
 * the group gutter with folding, and verdict/coverage decorations.
 */
export function robotsTxt(options: RobotsTxtOptions = {}): LanguageSupport {
  return robotsTxtParts(options, () => true) as LanguageSupport;
}

/** `robotsTxt()` with only the parts `has` names (without `language`, a plain extension). */
export function robotsTxtParts(options: RobotsTxtOptions, has: (part: RobotsTxtPart) => boolean): Extension {
  const { groupGutter = true, hover = true, ...config } = options;
  // Text typed over several lines never takes in the words of the labels drawn in the editor.
  const support: Extension[] = [robotsTxtConfig.of(config), typeOver];
  if (has("language")) support.push(completionData);
  if (has("highlighting")) support.push(robotsTxtHighlighting());
  if (has("troublemakers")) support.push(troublemakers());
  if (has("sizeLimits")) support.push(sizeLimits());
  if (has("verdicts")) support.push(verdicts());
  if (hover && has("hover")) support.push(robotsTxtHover);
  if (groupGutter && has("groups")) support.push(groups());
  return has("language") ? new LanguageSupport(robotsTxtLanguage, support) : support;
}

export { robotsTxtLanguage, robotsTxtTags, lineTokens, type LineToken, type TokenType } from "./language.ts";
export { robotsTxtConfig, codeMessage, DEFAULT_ENGINES, type FormatMessage, type RobotsTxtConfig } from "./config.ts";
// The linter (`./lint.ts`, with the core linter), the completion source (`./complete.ts`) and
// the hover cards (`./hover.ts`) are imported from their own modules: re-exported here, they
// would be in the page's first load.
export type { RobotsTxtLinterConfig } from "./lint.ts";
export { formatRobotsTxt, formatRobotsTxtResult } from "./format.ts";
export { formatDocument, formatTransaction, setTextTransaction, replaceTextTransaction, robotsTxtKeymap } from "./commands.ts";
export { setVerdict, setCoverage, verdictScroll, verdictTransaction, type VerdictMarks } from "./verdict.ts";
export { groupsField, setGroups, groupGutter, groupFolding } from "./grouping.ts";
export { sizeLimitField, limitMarks } from "./size.ts";
export { troublemakers, describeTrouble } from "./special.ts";
export { robotsTxtTheme, robotsTxtHighlightStyle, PALETTES, contrastRatio } from "./theme.ts";
