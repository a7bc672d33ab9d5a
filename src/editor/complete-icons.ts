/**
 * The completion list's icons, drawn as SVG: CodeMirror's own icons are characters (a key
 * emoji for keywords, a mathematical italic C for constants) that the fonts of many systems
 * lack, so they showed as an empty box. These need no font. One per kind of option: a
 * directive, a crawler token, a constant (`*`, yes/no), a preference key, a path.
 */
import type { Completion } from "@codemirror/autocomplete";
import { EditorView } from "@codemirror/view";

const SVG_NS = "http://www.w3.org/2000/svg";

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

/** Renders the icon of an option (the list's first column). */
function renderIcon(completion: Completion): Node {
  const box = document.createElement("div");
  box.className = "cm-completionIcon cm-rt-icon";
  box.setAttribute("aria-hidden", "true");
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  const path = svg.appendChild(document.createElementNS(SVG_NS, "path"));
  path.setAttribute("d", SHAPES[completion.type ?? ""] ?? "M4 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0");
  box.appendChild(svg);
  return box;
}

/** The icon column, for `autocompletion({ icons: false, addToOptions: [completionIcons] })`. */
export const completionIcons = { render: renderIcon, position: 20 };

/** The icons' look: the text colour, a line as thick as the text's. */
export const completionIconTheme = EditorView.theme({
  ".cm-rt-icon svg": {
    width: "1em",
    height: "1em",
    verticalAlign: "-0.15em",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: "1.6",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  },
  ".cm-rt-info": { fontFamily: "system-ui, sans-serif", lineHeight: "1.4" },
  ".cm-rt-info code": { fontFamily: "ui-monospace, monospace", fontSize: "round(0.95em, 1px)" },
});
