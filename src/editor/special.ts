/**
 * Invisible troublemakers shown inline. Characters a crawler reads but a person cannot see
 * (byte order mark, no-break and zero-width spaces, bidi controls, control characters, CR)
 * are drawn as small labelled boxes; look-alikes that silently break a line (smart quotes,
 * Unicode dashes in `User‐agent`, a full-width colon) and tabs are marked in place.
 */
import { type Extension } from "@codemirror/state";
import { Decoration, EditorView, MatchDecorator, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate } from "@codemirror/view";
import { robotsTxtConfig } from "./config.ts";

/** What a troublemaker is, for its label and message. */
export interface Trouble {
  /** Short label drawn in the text (`NBSP`). */
  label: string;
  /** Message code describing it. */
  code: string;
  /** Replace the character by its label (invisible ones) or only mark it (visible look-alikes). */
  display: "label" | "mark";
}

const NAMED: Record<number, Omit<Trouble, "display"> & { display?: Trouble["display"] }> = {
  0x0000: { label: "NUL", code: "editor.char.nul" },
  0x0009: { label: "TAB", code: "editor.char.tab", display: "mark" },
  0x000d: { label: "CR", code: "editor.char.cr" },
  0x00a0: { label: "NBSP", code: "editor.char.nbsp" },
  0x00ad: { label: "SHY", code: "editor.char.shy" },
  0x200b: { label: "ZWSP", code: "editor.char.zero-width" },
  0x200c: { label: "ZWNJ", code: "editor.char.zero-width" },
  0x200d: { label: "ZWJ", code: "editor.char.zero-width" },
  0x2060: { label: "WJ", code: "editor.char.zero-width" },
  0xfeff: { label: "BOM", code: "editor.char.bom" },
  0x2028: { label: "LS", code: "editor.char.line-separator" },
  0x2029: { label: "PS", code: "editor.char.line-separator" },
  0x3000: { label: "IDSP", code: "editor.char.space" },
  0x202f: { label: "NNBSP", code: "editor.char.space" },
  0x205f: { label: "MMSP", code: "editor.char.space" },
};

/** Characters this extension shows; `g` for MatchDecorator. */
export const TROUBLE_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u0009\u000b\u000c\u000d\u000e-\u001f\u007f-\u009f\u00a0\u00ad\u2000-\u200f\u2010-\u2015\u2018-\u201f\u2028-\u202f\u2032\u2033\u2044\u205f-\u2064\u2066-\u2069\u2212\u2215\u3000\u00ab\u00bb\ufeff\u061c\ufff9-\ufffc\uff0f\uff1a]/g;

function hex(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Describes a troublemaker character (a character matched by `TROUBLE_CHARS`). */
export function describeTrouble(char: string): Trouble {
  const code = char.charCodeAt(0);
  const named = NAMED[code];
  if (named) return { display: "label", ...named };
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return { label: hex(code).slice(2), code: "editor.char.control", display: "label" };
  if (code >= 0x2000 && code <= 0x200a) return { label: "SP", code: "editor.char.space", display: "label" };
  if (code === 0x061c || (code >= 0x200e && code <= 0x200f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) {
    return { label: "BIDI", code: "editor.char.bidi", display: "label" };
  }
  if ((code >= 0x2061 && code <= 0x2064) || (code >= 0xfff9 && code <= 0xfffc)) return { label: "INV", code: "editor.char.zero-width", display: "label" };
  if ((code >= 0x2010 && code <= 0x2015) || code === 0x2212) return { label: char, code: "editor.char.dash", display: "mark" };
  if (code === 0xff1a) return { label: char, code: "editor.char.colon", display: "mark" };
  if (code === 0xff0f || code === 0x2215 || code === 0x2044) return { label: char, code: "editor.char.slash", display: "mark" };
  return { label: char, code: "editor.char.quote", display: "mark" };
}

class TroubleWidget extends WidgetType {
  constructor(
    readonly label: string,
    readonly title: string,
  ) {
    super();
  }
  eq(other: TroubleWidget): boolean {
    return other.label === this.label && other.title === this.title;
  }
  toDOM(): HTMLElement {
    const span = document.createElement("span");
    span.className = "cm-rt-trouble";
    span.textContent = this.label;
    span.title = this.title;
    span.setAttribute("aria-label", this.title);
    return span;
  }
  ignoreEvent(): boolean {
    return false;
  }
}

function decorationFor(char: string, view: EditorView): Decoration {
  const trouble = describeTrouble(char);
  const format = view.state.facet(robotsTxtConfig).formatMessage;
  const title = format(trouble.code, { char, code: hex(char.charCodeAt(0)), label: trouble.label });
  if (trouble.display === "label") return Decoration.replace({ widget: new TroubleWidget(trouble.label, title) });
  const cls = char === "\t" ? "cm-rt-tab" : "cm-rt-trouble-mark";
  return Decoration.mark({ class: cls, attributes: { title } });
}

const matcher = new MatchDecorator({
  regexp: TROUBLE_CHARS,
  decoration: (match, view) => decorationFor(match[0], view),
});

const troublePlugin = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = matcher.createDeco(view);
    }
    update(update: ViewUpdate) {
      if (update.startState.facet(robotsTxtConfig) !== update.state.facet(robotsTxtConfig)) {
        this.decorations = matcher.createDeco(update.view);
      } else {
        this.decorations = matcher.updateDeco(update, this.decorations);
      }
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** Shows invisible and look-alike characters inline, each with a title saying what it is. */
export function troublemakers(): Extension {
  return troublePlugin;
}
