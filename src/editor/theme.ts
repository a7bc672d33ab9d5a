/**
 * Light and dark themes of the robots.txt editor. Every text colour is chosen to reach WCAG
 * 2.1 AA contrast (4.5:1) on the background it is drawn on; the test suite checks each pair
 * with `contrastRatio`. Meaning is never carried by colour alone: lenient keys are underlined,
 * obsolete ones struck through, verdict lines carry a text label.
 */
import { HighlightStyle } from "@codemirror/language";
import type { Extension } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { robotsTxtHighlighter } from "./highlight.ts";
import { robotsTxtTags, type TokenType } from "./language.ts";

/** The colours of one theme. Keys of `tokens` are token types; values CSS hex colours. */
export interface Palette {
  background: string;
  foreground: string;
  gutterBackground: string;
  gutterForeground: string;
  activeLine: string;
  selection: string;
  cursor: string;
  tokens: Record<TokenType, string>;
  /** Verdict lines: background, and the label colour drawn on it. */
  allowBackground: string;
  allowText: string;
  blockBackground: string;
  blockText: string;
  /** Lines of the chosen group and other candidate rules. */
  groupBackground: string;
  candidateBorder: string;
  /** Group gutter bars, alternating; graphical objects need 3:1 on the gutter. */
  groupBars: [string, string];
  /** Coverage labels. */
  coverageText: string;
  unusedText: string;
  /** Size-limit marker and the text past a limit. */
  limitText: string;
  limitBackground: string;
  beyondLimitText: string;
  /** Inline labels of invisible characters. */
  troubleText: string;
  troubleBackground: string;
  tooltipBackground: string;
  tooltipText: string;
  /**
   * Lint marks by severity: the wavy underline under a finding and its gutter marker. Graphical
   * objects: 3:1 against the editor's background and the gutter's.
   */
  lintError: string;
  lintWarning: string;
  lintInfo: string;
}

/** The light and dark palettes. */
export const PALETTES: Record<"light" | "dark", Palette> = {
  light: {
    background: "#ffffff",
    foreground: "#1f2328",
    gutterBackground: "#f6f8fa",
    gutterForeground: "#57606a",
    activeLine: "#f3f6fa",
    selection: "#b6d7ff",
    cursor: "#1f2328",
    tokens: {
      directive: "#0550ae",
      engineDirective: "#8a4600",
      obsoleteDirective: "#59636e",
      lenientDirective: "#a40e26",
      unknownDirective: "#6639ba",
      separator: "#59636e",
      path: "#116329",
      wildcard: "#a33c00",
      anchor: "#a33c00",
      escape: "#0a6370",
      agent: "#7b2d86",
      globalAgent: "#a33c00",
      agentRest: "#59636e",
      url: "#0550ae",
      number: "#0550ae",
      value: "#1f2328",
      comment: "#59636e",
      invalid: "#a40e26",
      ignored: "#59636e",
      bom: "#59636e",
    },
    allowBackground: "#dafbe1",
    allowText: "#0f5323",
    blockBackground: "#ffebe9",
    blockText: "#8e1519",
    groupBackground: "#f1f5fd",
    candidateBorder: "#7d8590",
    groupBars: ["#0969da", "#8250df"],
    coverageText: "#0f5323",
    unusedText: "#5c636b",
    limitText: "#7a4100",
    limitBackground: "#fff1d6",
    beyondLimitText: "#59636e",
    troubleText: "#7a4100",
    troubleBackground: "#fff1d6",
    tooltipBackground: "#ffffff",
    tooltipText: "#1f2328",
    lintError: "#cf222e",
    lintWarning: "#9a6700",
    lintInfo: "#6e7781",
  },
  dark: {
    background: "#1d2127",
    foreground: "#e6edf3",
    gutterBackground: "#181b20",
    gutterForeground: "#9aa4ae",
    activeLine: "#252a31",
    selection: "#264f78",
    cursor: "#e6edf3",
    tokens: {
      directive: "#79c0ff",
      engineDirective: "#e3b341",
      obsoleteDirective: "#9aa4ae",
      lenientDirective: "#ff8e86",
      unknownDirective: "#d2a8ff",
      separator: "#9aa4ae",
      path: "#7ee787",
      wildcard: "#ffa657",
      anchor: "#ffa657",
      escape: "#56d4dd",
      agent: "#f5a3d9",
      globalAgent: "#ffa657",
      agentRest: "#9aa4ae",
      url: "#79c0ff",
      number: "#79c0ff",
      value: "#e6edf3",
      comment: "#9aa4ae",
      invalid: "#ff8e86",
      ignored: "#9aa4ae",
      bom: "#9aa4ae",
    },
    allowBackground: "#163a24",
    allowText: "#8ef0a0",
    blockBackground: "#47191c",
    blockText: "#ffb3ad",
    groupBackground: "#222a35",
    candidateBorder: "#8b949e",
    groupBars: ["#58a6ff", "#d2a8ff"],
    coverageText: "#8ef0a0",
    unusedText: "#a3adb8",
    limitText: "#f2cc60",
    limitBackground: "#3a2d0c",
    beyondLimitText: "#9aa4ae",
    troubleText: "#f2cc60",
    troubleBackground: "#3a2d0c",
    tooltipBackground: "#232830",
    tooltipText: "#e6edf3",
    lintError: "#ff7b72",
    lintWarning: "#d29922",
    lintInfo: "#8b949e",
  },
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2.1). */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The WCAG 2.1 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const TOKEN_STYLES: Partial<Record<TokenType, Record<string, string>>> = {
  directive: { fontWeight: "600" },
  engineDirective: { fontWeight: "600" },
  obsoleteDirective: { textDecoration: "line-through" },
  lenientDirective: { fontWeight: "600", textDecoration: "underline dotted", textUnderlineOffset: "3px" },
  unknownDirective: { fontStyle: "italic" },
  wildcard: { fontWeight: "600" },
  anchor: { fontWeight: "600" },
  globalAgent: { fontWeight: "600" },
  escape: { textDecoration: "underline", textUnderlineOffset: "3px" },
  url: { textDecoration: "underline", textUnderlineOffset: "2px" },
  comment: { fontStyle: "italic" },
  invalid: { textDecoration: "underline wavy", textUnderlineOffset: "3px" },
  ignored: { textDecoration: "line-through" },
};

/** CSS class of a token type's text. */
export function tokenClass(type: TokenType): string {
  return `cm-rt-${type}`;
}

/**
 * The highlight style of robots.txt tokens: one CSS class per token type, coloured by the
 * active theme (the editor's line highlighter, `highlight.ts`, marks tokens with the same
 * classes; this style serves a host that highlights `robotsTxtTags` itself). Shapes (weight, underline, strike-through) live here so they never depend
 * on the colour scheme.
 */
export const robotsTxtHighlightStyle = HighlightStyle.define(
  (Object.keys(robotsTxtTags) as TokenType[]).map((type) => ({ tag: robotsTxtTags[type], class: tokenClass(type) })),
);

function tokenRules(palette: Palette, scope: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const type of Object.keys(palette.tokens) as TokenType[]) {
    rules[`${scope} .${tokenClass(type)}`] = { color: palette.tokens[type] };
  }
  return rules;
}

/** Colours of the robots.txt decorations under one scheme (`&light` or `&dark`). */
function decorationRules(p: Palette, scope: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {
    ".cm-rt-verdict-allow": { backgroundColor: p.allowBackground },
    ".cm-rt-verdict-block": { backgroundColor: p.blockBackground },
    ".cm-rt-verdict-label-allow": { color: p.allowText, backgroundColor: p.allowBackground },
    ".cm-rt-verdict-label-block": { color: p.blockText, backgroundColor: p.blockBackground },
    ".cm-rt-group-line": { backgroundColor: p.groupBackground },
    ".cm-rt-candidate-line": { boxShadow: `inset 3px 0 0 ${p.candidateBorder}` },
    ".cm-rt-group-bar-0": { backgroundColor: p.groupBars[0] },
    ".cm-rt-group-bar-1": { backgroundColor: p.groupBars[1] },
    ".cm-rt-coverage": { color: p.coverageText },
    ".cm-rt-coverage-none": { color: p.unusedText },
    ".cm-rt-limit-line": { backgroundColor: p.limitBackground },
    ".cm-rt-limit-label": { color: p.limitText, backgroundColor: p.limitBackground },
    ".cm-rt-beyond-limit, .cm-rt-beyond-limit span": { color: `${p.beyondLimitText} !important` },
    ".cm-rt-trouble": { color: p.troubleText, backgroundColor: p.troubleBackground },
    ".cm-rt-trouble-mark": { backgroundColor: p.troubleBackground, outline: `1px solid ${p.troubleText}` },
    ".cm-lintRange.cm-lintRange-error": { textDecorationColor: p.lintError },
    ".cm-lintRange.cm-lintRange-warning": { textDecorationColor: p.lintWarning },
    ".cm-lintRange.cm-lintRange-info, .cm-lintRange.cm-lintRange-hint": { textDecorationColor: p.lintInfo },
    ".cm-lint-marker.cm-lint-marker-error": { backgroundColor: p.lintError },
    ".cm-lint-marker.cm-lint-marker-warning": { backgroundColor: p.lintWarning },
    ".cm-lint-marker.cm-lint-marker-info": { backgroundColor: p.lintInfo },
  };
  const scoped: Record<string, Record<string, string>> = {};
  for (const [selector, style] of Object.entries(rules)) {
    scoped[selector.split(", ").map((part) => `${scope} ${part}`).join(", ")] = style;
  }
  return { ...scoped, ...tokenRules(p, scope) };
}

/** Token shapes: weight, underline, strike-through; the same in both schemes. */
function shapeRules(): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const [type, style] of Object.entries(TOKEN_STYLES)) rules[`.${tokenClass(type as TokenType)}`] = style;
  return rules;
}

/** The editor chrome of a palette: background, gutters, selection, tooltips. */
function chromeOf(palette: Palette, dark: boolean): Extension {
  return EditorView.theme(
    {
      "&": { color: palette.foreground, backgroundColor: palette.background },
      ".cm-content": { caretColor: palette.cursor },
      ".cm-cursor, .cm-dropCursor": { borderLeftColor: palette.cursor },
      "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection":
        { backgroundColor: palette.selection },
      // The lines' own backgrounds (the active line, the matched group, the deciding rule) are
      // opaque and CodeMirror draws the selection beneath the lines, where they hid it. Drawn
      // above them instead, blended so that only what is lighter (light theme) or darker (dark
      // theme) than the selection takes its colour: backgrounds do; the text keeps its colour (in the
      // dark theme a channel below the selection's is raised to it).
      ".cm-selectionLayer": { zIndex: "1 !important", pointerEvents: "none", mixBlendMode: dark ? "lighten" : "darken" },
      ".cm-activeLine": { backgroundColor: palette.activeLine },
      ".cm-gutters": { backgroundColor: palette.gutterBackground, color: palette.gutterForeground, borderRight: "none" },
      ".cm-activeLineGutter": { backgroundColor: palette.activeLine },
      ".cm-tooltip, .cm-panels": { backgroundColor: palette.tooltipBackground, color: palette.tooltipText },
    },
    { dark },
  );
}

/**
 * Each scheme's chrome, made the first time it is asked for: a theme's style rules are built
 * when it is made (CodeMirror's StyleModule), and a page shows one scheme at a time, so the
 * other is not built while the page loads.
 */
const chromes: Partial<Record<"light" | "dark", Extension>> = {};

/** The theme of the given colour scheme (light: editor chrome in light colours; dark: in dark ones). */
export function robotsTxtTheme(mode: "light" | "dark" = "light"): Extension {
  return (chromes[mode] ??= chromeOf(PALETTES[mode], mode === "dark"));
}

/**
 * Token colours and shapes, decoration colours for both schemes (`&light`, `&dark`), and the
 * layout of the robots.txt widgets and gutters: works under any editor theme. Made with the
 * first editor (see {@link robotsTxtHighlighting}), not while the page's modules load.
 */
const baseTheme = (): Extension => EditorView.baseTheme({
  ...shapeRules(),
  ...decorationRules(PALETTES.light, "&light"),
  ...decorationRules(PALETTES.dark, "&dark"),
  ".cm-rt-verdict-label, .cm-rt-coverage, .cm-rt-coverage-none, .cm-rt-limit-label": {
    display: "inline-block",
    marginLeft: "1.5em",
    padding: "0 0.4em",
    borderRadius: "3px",
    fontFamily: "system-ui, sans-serif",
    fontSize: "11px",
    fontWeight: "600",
    whiteSpace: "nowrap",
  },
  ".cm-rt-coverage-none": { fontWeight: "400" },
  ".cm-rt-groups": { width: "8px" },
  ".cm-rt-groups .cm-gutterElement": { padding: "0 2px", position: "relative" },
  ".cm-rt-group-bar": { position: "absolute", left: "2px", width: "4px", top: "0", bottom: "0" },
  ".cm-rt-group-bar-first": { top: "4px", borderTopLeftRadius: "2px", borderTopRightRadius: "2px" },
  ".cm-rt-group-bar-last": { bottom: "4px", borderBottomLeftRadius: "2px", borderBottomRightRadius: "2px" },
  ".cm-rt-group-bar-join::after": {
    content: '""',
    position: "absolute",
    left: "-2px",
    top: "0",
    width: "8px",
    height: "3px",
    backgroundColor: "inherit",
    borderRadius: "1px",
  },
  // Lint marks drawn with CSS, in place of @codemirror/lint's own: it draws each underline and
  // gutter marker as an SVG image in a data: URL, and the browser builds an SVG document for each
  // the first time one shows (7-9 ms of style work in the first lint's task, on a page's load).
  // The underline is the text's own wavy decoration; the markers are shapes of one colour:
  // a disc (error), a triangle (warning), a square (info), as @codemirror/lint draws them.
  ".cm-lintRange.cm-lintRange-error, .cm-lintRange.cm-lintRange-warning, .cm-lintRange.cm-lintRange-info, .cm-lintRange.cm-lintRange-hint": {
    backgroundImage: "none",
    paddingBottom: "0",
    textDecorationLine: "underline",
    textDecorationStyle: "wavy",
    textDecorationThickness: "1px",
    textDecorationSkipInk: "none",
    textUnderlineOffset: "3px",
  },
  // Their colour is their drawing: in forced colours (Windows' contrast themes) a background
  // would be replaced by the window's and the marker would vanish.
  ".cm-lint-marker.cm-lint-marker-error, .cm-lint-marker.cm-lint-marker-warning, .cm-lint-marker.cm-lint-marker-info": {
    content: "normal",
    forcedColorAdjust: "none",
  },
  ".cm-lint-marker.cm-lint-marker-error": { borderRadius: "50%", transform: "scale(0.8)" },
  ".cm-lint-marker.cm-lint-marker-warning": { clipPath: "polygon(50% 10%, 95% 90%, 5% 90%)" },
  ".cm-lint-marker.cm-lint-marker-info": { clipPath: "inset(15% round 2px)" },
  ".cm-rt-limit-rule": { padding: "2px 0" },
  ".cm-rt-limit-rule .cm-rt-limit-label": { marginLeft: "0" },
  ".cm-rt-trouble": {
    display: "inline-block",
    fontFamily: "system-ui, sans-serif",
    fontSize: "0.7em",
    lineHeight: "1.2",
    padding: "0 2px",
    margin: "0 1px",
    borderRadius: "2px",
    verticalAlign: "0.1em",
    letterSpacing: "0.02em",
  },
  ".cm-rt-trouble-mark": { borderRadius: "2px" },
  ".cm-rt-tab": {
    backgroundImage:
      "linear-gradient(to right, transparent 0, transparent calc(100% - 0.7em), currentColor calc(100% - 0.7em), currentColor calc(100% - 0.6em), transparent calc(100% - 0.6em))",
    backgroundSize: "100% 1px",
    backgroundPosition: "0 55%",
    backgroundRepeat: "no-repeat",
    opacity: "0.8",
  },
  // A tooltip taller than the room the editor leaves is shortened: it scrolls.
  ".cm-tooltip-hover, .cm-tooltip-lint": { overflowY: "auto" },
  ".cm-rt-hover": { maxWidth: "34em", padding: "6px 9px", fontFamily: "system-ui, sans-serif", fontSize: "13px", lineHeight: "1.4" },
  ".cm-rt-hover h2": { margin: "0 0 4px", fontSize: "13px", fontWeight: "700" },
  ".cm-rt-hover p": { margin: "0 0 4px" },
  ".cm-rt-hover code": { fontFamily: "ui-monospace, monospace", fontSize: "12px" },
  ".cm-rt-hover ul": { margin: "0", paddingLeft: "1.2em" },
  ".cm-rt-hover table": { borderCollapse: "collapse", marginTop: "2px" },
  ".cm-rt-hover td, .cm-rt-hover th": { padding: "1px 8px 1px 0", textAlign: "left", verticalAlign: "top" },
});

let highlighting: Extension | null = null;

/** Highlighting plus the base layout: what `robotsTxt()` adds for display (one value, made on first use). */
export function robotsTxtHighlighting(): Extension {
  return (highlighting ??= [robotsTxtHighlighter, baseTheme()]);
}
