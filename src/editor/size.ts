/**
 * Size limits drawn where they fall (architecture.md, "Inputs"): counting UTF-8 bytes, a
 * rule above the line where an engine stops reading, and the text past a truncating limit
 * (Google's 500 KiB, Bing's assumed one) greyed out. A limit at which an engine ignores the
 * whole file (Yandex: 500 KB, classic Yandex: 256 KiB) is marked the same way; nothing is
 * greyed for it, since the file as a whole is dropped. Only the configured engines count.
 */
import { StateField, type EditorState, type Text } from "@codemirror/state";
import { Decoration, EditorView, WidgetType, type DecorationSet } from "@codemirror/view";
import { SIZE_LIMITS, type SizeLimitMode } from "../core/limits.ts";
import type { EngineId } from "../core/types.ts";
import { robotsTxtConfig, type FormatMessage } from "./config.ts";

/** Where one size limit falls in a document. */
export interface LimitMark {
  bytes: number;
  mode: SizeLimitMode;
  /** The engines with this limit, among the configured ones. */
  engines: EngineId[];
  /** Document offset of the first character not read (truncate) or past the limit (ignore-file). */
  offset: number;
}

/**
 * The UTF-16 offset at which the document's UTF-8 encoding passes `limit` bytes, or null
 * when it fits. A character straddling the limit is not read.
 */
export function offsetAtBytes(doc: Text, limit: number): number | null {
  // Every UTF-16 unit is at most 3 bytes: a short document cannot reach the limit.
  if (doc.length * 3 <= limit) return null;
  let bytes = 0;
  let pos = 0;
  // Chunks are whole lines or line breaks, so a surrogate pair never spans two chunks.
  for (const iter = doc.iter(); !iter.next().done; ) {
    const chunk = iter.value;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      let width = c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
      let units = 1;
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < chunk.length) {
        const d = chunk.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          width = 4;
          units = 2;
        }
      }
      if (bytes + width > limit) return pos;
      bytes += width;
      pos += units;
      i += units - 1;
    }
  }
  return null;
}

/** The configured engines' size limits that a document passes, by offset. */
export function limitMarks(doc: Text, engines: readonly EngineId[]): LimitMark[] {
  const byLimit = new Map<string, LimitMark>();
  for (const id of engines) {
    const limit = SIZE_LIMITS[id];
    if (limit === null) continue;
    const key = `${limit.bytes}:${limit.mode}`;
    const existing = byLimit.get(key);
    if (existing) {
      existing.engines.push(id);
      continue;
    }
    const offset = offsetAtBytes(doc, limit.bytes);
    if (offset !== null) byLimit.set(key, { bytes: limit.bytes, mode: limit.mode, engines: [id], offset });
  }
  return [...byLimit.values()].sort((a, b) => a.offset - b.offset || (a.mode === "truncate" ? -1 : 1));
}

class LimitWidget extends WidgetType {
  constructor(readonly text: string) {
    super();
  }
  eq(other: LimitWidget): boolean {
    return other.text === this.text;
  }
  toDOM(): HTMLElement {
    const div = document.createElement("div");
    div.className = "cm-rt-limit-rule";
    const label = div.appendChild(document.createElement("span"));
    label.className = "cm-rt-limit-label";
    label.textContent = this.text;
    return div;
  }
}

/** The message of a limit mark. */
export function limitMessage(mark: LimitMark, format: FormatMessage): string {
  const engines = mark.engines.map((e) => format(`editor.engine.${e}`, {})).join(", ");
  const kib = Math.round((mark.bytes / 1024) * 10) / 10;
  return format(mark.mode === "truncate" ? "editor.limit.truncate" : "editor.limit.ignore", {
    engines,
    bytes: mark.bytes,
    kib,
  });
}

function decorate(state: EditorState): { marks: LimitMark[]; decorations: DecorationSet } {
  const { engines, formatMessage } = state.facet(robotsTxtConfig);
  const marks = limitMarks(state.doc, engines);
  const ranges = [];
  for (const mark of marks) {
    const line = state.doc.lineAt(mark.offset);
    ranges.push(Decoration.widget({ widget: new LimitWidget(limitMessage(mark, formatMessage)), block: true, side: -1 }).range(line.from));
    ranges.push(Decoration.line({ class: "cm-rt-limit-line" }).range(line.from));
  }
  const truncate = marks.find((m) => m.mode === "truncate");
  if (truncate && truncate.offset < state.doc.length) {
    ranges.push(Decoration.mark({ class: "cm-rt-beyond-limit", inclusiveEnd: true }).range(truncate.offset, state.doc.length));
  }
  return { marks, decorations: Decoration.set(ranges, true) };
}

/** The size-limit marks of a state and their decorations. */
export const sizeLimitField = StateField.define<{ marks: LimitMark[]; decorations: DecorationSet }>({
  create: decorate,
  update(value, tr) {
    if (tr.docChanged || tr.startState.facet(robotsTxtConfig) !== tr.state.facet(robotsTxtConfig)) return decorate(tr.state);
    return value;
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.decorations),
});

/** Marks where the configured engines' size limits fall and greys out what a truncating engine never reads. */
export function sizeLimits() {
  return sizeLimitField;
}
