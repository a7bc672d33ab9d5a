/**
 * The lint worker's parse of a text after changes, from the parse of the text before them:
 * the lines around the changes are read again (`lexLine`, the core parser's reading of one
 * line), the lines before them are kept as they are, and the lines after them are moved (new
 * offsets, numbers and byte offsets; nothing read again). The result equals
 * `parseRobotsTxt(text)` field for field (a property test checks it over random edits with
 * CR, CRLF, NUL, BOM and non-ASCII text); a keystroke at the end of a 20,000-line file reads
 * three lines instead of 20,000.
 */
import type { ChangeSet } from "@codemirror/state";
import { lexLine, movedLine, parseRobotsTxt, utf8Length } from "../core/parse.ts";
import { lineIndexAt } from "../core/lint/syntax.ts";
import type { Line, RobotsTxt } from "../core/types.ts";

/** Steps taken, for tests: lines read (lexed) and lines moved. */
export interface ReparseSteps {
  lexed: number;
  moved: number;
}

const eolLength = (line: Line) => line.eol.length;

/**
 * `changes` applied to a string (the parser reads CR, CRLF and LF: a CodeMirror Text, which
 * reads all three as line breaks, is not used here).
 */
export function applyToString(text: string, changes: ChangeSet): string {
  let out = "";
  let at = 0;
  changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    out += text.slice(at, fromA) + inserted.toString();
    at = toA;
  });
  return out + text.slice(at);
}

/**
 * Reads the lines of `text` from `start` (a line start, at byte `byteFrom`, numbered `number`)
 * up to `end` (a line start, or the end of the text: then the last line too) into `out`;
 * returns the byte offset reached.
 */
function lexRegion(text: string, start: number, end: number, number: number, byteFrom: number, out: Line[], steps: ReparseSteps): number {
  const n = text.length;
  let i = start;
  let bytePos = byteFrom;
  for (;;) {
    let j = i;
    while (j < end) {
      const c = text.charCodeAt(j);
      if (c === 0x0a || c === 0x0d) break;
      j++;
    }
    const bytes = utf8Length(text, i, j);
    steps.lexed++;
    // `end` is a line start: a line reaching it without its line break would be a bug here.
    if (j >= end && end < n) throw new Error("reparse: region does not end at a line start");
    if (j >= n) {
      out.push(lexLine(text, number, i, j, bytePos, bytes, ""));
      return bytePos + bytes;
    }
    const isCrLf = text.charCodeAt(j) === 0x0d && j + 1 < n && text.charCodeAt(j + 1) === 0x0a;
    const eol = isCrLf ? "\r\n" : text.charCodeAt(j) === 0x0d ? "\r" : "\n";
    out.push(lexLine(text, number++, i, j, bytePos, bytes, eol));
    bytePos += bytes + eol.length;
    i = j + eol.length;
    if (i === end && end < n) return bytePos;
  }
}

/**
 * The parse of `text`, which is `changes` applied to the text of `before`: equal to
 * `parseRobotsTxt(text)`. Edits at the very start of the text (where a BOM may come or go)
 * parse it whole.
 */
export function reparse(before: RobotsTxt, changes: ChangeSet, text: string, steps: ReparseSteps = { lexed: 0, moved: 0 }): RobotsTxt {
  let fromA = -1;
  let toA = -1;
  changes.iterChangedRanges((fA, tA) => {
    if (fromA < 0) fromA = fA;
    toA = tA;
  });
  if (fromA < 0) return before.text === text ? before : parseRobotsTxt(text);
  const lines = before.lines;
  if (fromA === 0 || lines.length === 0) {
    steps.lexed += lines.length;
    return parseRobotsTxt(text);
  }
  const offset = text.length - before.text.length;
  // One line of margin on each side: a line break may join or split its neighbours (CR then LF).
  const first = Math.max(0, lineIndexAt(lines, fromA) - 1);
  const afterLast = lineIndexAt(lines, toA) + 2;
  const start = lines[first].from;
  // The first line kept after the changes, unchanged but moved (none: read to the end).
  // (An empty last line at the end of the text is read again with the region.)
  const keptFrom = afterLast < lines.length && lines[afterLast].from + offset < text.length ? afterLast : -1;
  const end = keptFrom < 0 ? text.length : lines[keptFrom].from + offset;
  if (start === 0 && before.hasBom !== (text.charCodeAt(0) === 0xfeff)) return parseRobotsTxt(text);
  const out: Line[] = lines.slice(0, first);
  let endByte: number;
  try {
    endByte = lexRegion(text, start, end, first + 1, lines[first].byteFrom, out, steps);
  } catch {
    return parseRobotsTxt(text);
  }
  if (keptFrom < 0) return { text, lines: out, hasBom: before.hasBom, byteLength: endByte };
  const numbers = out.length - keptFrom;
  const bytes = endByte - lines[keptFrom].byteFrom;
  for (let k = keptFrom; k < lines.length; k++) out.push(movedLine(lines[k], offset, numbers, bytes));
  steps.moved += lines.length - keptFrom;
  const last = lines[lines.length - 1];
  return { text, lines: out, hasBom: before.hasBom, byteLength: last.byteFrom + last.byteLength + eolLength(last) + bytes };
}
