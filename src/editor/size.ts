/**
 * Size limits drawn where they fall (docs/architecture.md, "Inputs"): counting UTF-8 bytes, a
 * rule above the line where an engine stops reading, and the text past a truncating limit
 * (Google's 500 KiB, Bing's assumed one) greyed out. A limit at which an engine ignores the
 * whole file (Yandex: 500 KB, classic Yandex: 256 KiB) is marked the same way; nothing is
 * greyed for it, since the file as a whole is dropped. Only the configured engines count.
 */
import { StateField, type EditorState, type Text, type Transaction } from "@codemirror/state";
import { Decoration, EditorView, WidgetType, type DecorationSet } from "@codemirror/view";
import { SIZE_LIMITS, type SizeLimitMode } from "../core/limits.ts";
import type { EngineId } from "../core/types.ts";
import { robotsTxtConfig, type FormatMessage } from "./config.ts";
import { SIZE_REMEASURE_TEXT } from "../core/thresholds.ts";
import { textOf } from "./text-of.ts";

/** Where one size limit falls in a document. */
export interface LimitMark {
  bytes: number;
  mode: SizeLimitMode;
  /** The engines with this limit, among the configured ones. */
  engines: EngineId[];
  /** Document offset of the first character not read (truncate) or past the limit (ignore-file). */
  offset: number;
}

/** UTF-8 width and UTF-16 length of the character at `i` of `s` (a lone surrogate encodes as 3 bytes). */
function charAt(s: string, i: number): { bytes: number; units: number } {
  const c = s.charCodeAt(i);
  if (c < 0x80) return { bytes: 1, units: 1 };
  if (c < 0x800) return { bytes: 2, units: 1 };
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return { bytes: 4, units: 2 };
  }
  return { bytes: 3, units: 1 };
}

/** Any UTF-16 unit that is not ASCII: ASCII runs between them are counted a byte a unit, by the regexp engine. */
const NON_ASCII = /[\u0080-\uffff]/g;

/** Where the next unit that is not ASCII stands in `s` from `i` on, or `s.length`. */
function nextNonAscii(s: string, i: number): number {
  NON_ASCII.lastIndex = i;
  return NON_ASCII.test(s) ? NON_ASCII.lastIndex - 1 : s.length;
}

/**
 * Walks `s` from its start for the character that passes `limit` bytes: the cut, or null with
 * the string's whole UTF-8 length when it fits. The runs of ASCII between other characters are
 * found by a regexp and counted whole (a 500 KiB paste is mostly ASCII; a loop over each of its
 * characters ran for tens of milliseconds in the paste's task, before the JIT compiled it).
 */
function walk(s: string, limit: number): { cut: Cut | null; bytes: number } {
  let bytes = 0;
  let i = 0;
  while (i < s.length) {
    const next = nextNonAscii(s, i);
    if (bytes + (next - i) > limit) return { cut: { offset: i + (limit - bytes), bytesBefore: limit }, bytes: -1 };
    bytes += next - i;
    i = next;
    if (i >= s.length) break;
    const w = charAt(s, i);
    if (bytes + w.bytes > limit) return { cut: { offset: i, bytesBefore: bytes }, bytes: -1 };
    bytes += w.bytes;
    i += w.units;
  }
  return { cut: null, bytes };
}

/** UTF-8 length of a string. */
export function utf8Bytes(s: string): number {
  return walk(s, Infinity).bytes;
}

/** Where a limit falls: the offset of the first character past it, and the bytes before that offset. */
interface Cut {
  offset: number;
  bytesBefore: number;
}

/** Scans from the start of the document for the character that passes `limit` bytes. */
function scanCut(doc: Text, limit: number, whole?: string): Cut | null {
  // Every character takes at least one byte: the cut lies within the first `limit + 1` characters.
  return walk(whole ?? doc.sliceString(0, Math.min(doc.length, limit + 2)), limit).cut;
}

/**
 * Moves a known cut (offset and the bytes before it) to where `limit` now falls, walking
 * character by character: cheap when an edit before the cut changed few bytes.
 * A lone surrogate counts 3 bytes (U+FFFD), as in the parser.
 */
function walkCut(doc: Text, from: Cut, limit: number): Cut | null {
  let { offset, bytesBefore } = from;
  while (bytesBefore > limit && offset > 0) {
    const before = doc.sliceString(Math.max(0, offset - 2), offset);
    const isPair = before.length === 2 && /^[\ud800-\udbff][\udc00-\udfff]$/.test(before);
    const units = isPair ? 2 : 1;
    bytesBefore -= charAt(before, before.length - units).bytes;
    offset -= units;
  }
  while (offset < doc.length) {
    const w = charAt(doc.sliceString(offset, offset + 2), 0);
    if (bytesBefore + w.bytes > limit) return { offset, bytesBefore };
    bytesBefore += w.bytes;
    offset += w.units;
  }
  return null;
}

/**
 * The UTF-16 offset at which the document's UTF-8 encoding passes `limit` bytes, or null
 * when it fits. A character straddling the limit is not read.
 */
export function offsetAtBytes(doc: Text, limit: number): number | null {
  return scanCut(doc, limit)?.offset ?? null;
}

/** The byte count and the cut of every limit, kept up to date through edits. */
interface SizeState {
  bytes: number;
  cuts: Map<number, Cut | null>;
}

const LIMIT_BYTES = [...new Set(Object.values(SIZE_LIMITS).flatMap((l) => (l === null ? [] : [l.bytes])))];

function measure(doc: Text): SizeState {
  const text = textOf(doc);
  const bytes = utf8Bytes(text);
  const cuts = new Map<number, Cut | null>();
  for (const limit of LIMIT_BYTES) cuts.set(limit, bytes > limit ? scanCut(doc, limit, text) : null);
  return { bytes, cuts };
}

/** Updates the size state through a change set, touching only what the edit moved. */
function remeasure(prev: SizeState, tr: Transaction): SizeState {
  const start = tr.startState.doc;
  const doc = tr.state.doc;
  // Small documents are measured again (cheap); large ones follow the edit.
  if (doc.length < SIZE_REMEASURE_TEXT) return measure(doc);
  // One character of context on each side: an edit may join or split a surrogate pair.
  let delta = 0;
  let firstChange = Infinity;
  let lastChangeEnd = -1;
  let count = 0;
  let changed = 0;
  tr.changes.iterChanges((fromA, toA, fromB, toB) => {
    count++;
    changed += toB - fromB + (toA - fromA);
    // A change as large as a document measured again (a paste of a whole file): measured whole below.
    if (changed >= SIZE_REMEASURE_TEXT) return;
    const a0 = Math.max(0, fromA - 1);
    const a1 = Math.min(start.length, toA + 1);
    const b0 = Math.max(0, fromB - 1);
    const b1 = Math.min(doc.length, toB + 1);
    delta += utf8Bytes(doc.sliceString(b0, b1)) - utf8Bytes(start.sliceString(a0, a1));
    firstChange = Math.min(firstChange, a0);
    lastChangeEnd = Math.max(lastChangeEnd, a1);
  });
  // Several changes could share context characters, and a large one is as long to walk as
  // the document (one flat string, shared: `textOf`): measure again.
  if (count > 1 || changed >= SIZE_REMEASURE_TEXT) return measure(doc);
  const bytes = prev.bytes + delta;
  const cuts = new Map<number, Cut | null>();
  // The text, made once (and shared: `textOf`) for every limit scanned again.
  let whole: string | undefined;
  for (const limit of LIMIT_BYTES) {
    const old = prev.cuts.get(limit) ?? null;
    if (bytes <= limit) cuts.set(limit, null);
    else if (old !== null && firstChange >= old.offset) cuts.set(limit, old);
    else if (old !== null && lastChangeEnd <= old.offset && Math.abs(delta) < 20_000) {
      const moved = { offset: tr.changes.mapPos(old.offset, 1), bytesBefore: old.bytesBefore + delta };
      cuts.set(limit, walkCut(doc, moved, limit));
    } else cuts.set(limit, scanCut(doc, limit, (whole ??= textOf(doc))));
  }
  return { bytes, cuts };
}

/** The configured engines' size limits that a document passes, by offset. */
function marksOf(size: SizeState, engines: readonly EngineId[]): LimitMark[] {
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
    const cut = size.cuts.get(limit.bytes) ?? null;
    if (cut !== null) byLimit.set(key, { bytes: limit.bytes, mode: limit.mode, engines: [id], offset: cut.offset });
  }
  return [...byLimit.values()].sort((a, b) => a.offset - b.offset || (a.mode === "truncate" ? -1 : 1));
}

/** The configured engines' size limits that a document passes, by offset. */
export function limitMarks(doc: Text, engines: readonly EngineId[]): LimitMark[] {
  return marksOf(measure(doc), engines);
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
    count: mark.engines.length,
    bytes: mark.bytes,
    kib,
  });
}

function decorate(state: EditorState, size: SizeState, previous?: SizeLimitValue): SizeLimitValue {
  const { engines, formatMessage } = state.facet(robotsTxtConfig);
  const marks = marksOf(size, engines);
  // Most edits move no limit: keep the decorations (a file under every limit has none).
  if (marks.length === 0) return { size, marks, decorations: Decoration.none };
  if (previous && sameMarks(previous.marks, marks)) return { size, marks, decorations: previous.decorations };
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
  return { size, marks, decorations: Decoration.set(ranges, true) };
}

function sameMarks(a: readonly LimitMark[], b: readonly LimitMark[]): boolean {
  return a.length === b.length && a.every((m, i) => m.offset === b[i].offset && m.bytes === b[i].bytes && m.engines.join() === b[i].engines.join());
}

/** What the size-limit field holds. */
interface SizeLimitValue {
  size: SizeState;
  marks: LimitMark[];
  decorations: DecorationSet;
}

/** The size-limit marks of a state and their decorations, updated incrementally through edits. */
export const sizeLimitField = StateField.define<SizeLimitValue>({
  create: (state) => decorate(state, measure(state.doc)),
  update(value, tr) {
    if (tr.docChanged) {
      const mapped = { ...value, decorations: value.decorations.map(tr.changes), marks: value.marks.map((m) => ({ ...m, offset: tr.changes.mapPos(m.offset) })) };
      return decorate(tr.state, remeasure(value.size, tr), mapped);
    }
    if (tr.startState.facet(robotsTxtConfig) !== tr.state.facet(robotsTxtConfig)) return decorate(tr.state, value.size);
    return value;
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.decorations),
});

/** Marks where the configured engines' size limits fall and greys out what a truncating engine never reads. */
export function sizeLimits() {
  return sizeLimitField;
}
