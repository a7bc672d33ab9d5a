/**
 * The completion list's icons, SVG shapes: CodeMirror's own icons are characters (a key
 * emoji for keywords, a mathematical italic C for constants) that the fonts of many systems
 * lack, so they showed as an empty box. These need no font: each is the text colour masked by
 * an SVG image. One per kind of option: a directive, a crawler token, a constant (`*`, yes/no),
 * a preference key, a path.
 */
import type { Completion } from "@codemirror/autocomplete";
import { EditorView } from "@codemirror/view";

/** Path data (16 × 16, stroked) per completion type. */
const SHAPES: Record<string, string> = {
  // A key: a directive is the key of a line.
  keyword: "M2.5 8a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M7.5 8h6.5M11.5 8v2.5M14 8v2",
  // A robot's head: a crawler token.
  class: "M3 5.5h10v7.5h-10zM8 5.5v-3M6 9h.01M10 9h.01",
  // An asterisk: `*` and the yes/no values.
  constant: "M8 3v10M3.7 5.5l8.6 5M3.7 10.5l8.6-5",
  // A tag: a preference key.
  property: "M2.5 3.5h6l5 4.5-5 4.5h-6z",
  // A slash: a path or URL.
  text: "M10.5 2.5l-5 11",
};
/** Any other type: a circle. */
const OTHER = "M4 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0";

/** The SVG image of a path, stroked as the text (the icon's mask: only its shape counts, not its colour). */
const svgUrl = (d: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="none" stroke="#000" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></svg>`,
  )}")`;

/**
 * Renders the icon of an option (the list's first column): one element, its shape a mask
 * over the text colour. The list is built again at each keystroke while it is open, and an
 * element per icon (rather than an element holding an SVG and its path) is two elements fewer
 * per option whose style Chromium works out each time.
 */
function renderIcon(completion: Completion): Node {
  const box = document.createElement("div");
  box.className = `cm-completionIcon cm-rt-icon cm-rt-icon-${completion.type !== undefined && Object.hasOwn(SHAPES, completion.type) ? completion.type : "other"}`;
  box.setAttribute("aria-hidden", "true");
  return box;
}

/** The icon column, for `autocompletion({ icons: false, addToOptions: [completionIcons] })`. */
export const completionIcons = { render: renderIcon, position: 20 };

/** The icons' look: the text colour in the shape of the type's path, a line as thick as the text's. */
export const completionIconTheme = EditorView.theme({
  // CodeMirror's icon box (.cm-completionIcon: 0.8em wide and a 0.6em gap), the shape 1em
  // square from its left edge, a little below the baseline, as the SVG element it once held.
  ".cm-rt-icon": {
    height: "1em",
    verticalAlign: "-0.15em",
    backgroundColor: "currentColor",
    maskPosition: "0 0",
    maskSize: "1em 1em",
    maskRepeat: "no-repeat",
    // Forced colours would paint the background (the shape's colour) as the page's: the text's instead.
    forcedColorAdjust: "none",
  },
  "@media (forced-colors: active)": { ".cm-rt-icon": { backgroundColor: "CanvasText" } },
  ...Object.fromEntries([...Object.entries(SHAPES), ["other", OTHER]].map(([type, d]) => [`.cm-rt-icon-${type}`, { maskImage: svgUrl(d) }])),
  ".cm-rt-info": { fontFamily: "system-ui, sans-serif", lineHeight: "1.4" },
  ".cm-rt-info code": { fontFamily: "ui-monospace, monospace", fontSize: "round(0.95em, 1px)" },
});
