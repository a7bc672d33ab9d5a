/**
 * Formatting robots.txt without changing what any engine reads: canonical directive names,
 * `Key: value` spacing, comments kept, one blank line between groups, runs of blank lines
 * collapsed. Pure and DOM-free. Whatever an engine reads differently is left as written:
 * typo and prefix keys, missing colons, lines cut at a NUL or past 16,664 bytes, and
 * blank lines inside a group (they end a record for Yandex and the 1994 standard).
 */
import { directiveInfo } from "../core/directives.ts";
import { readAs } from "../core/match.ts";
import { GOOGLE_MAX_LINE_BYTES, parseRobotsTxt, utf8Length } from "../core/parse.ts";
import { SIZE_LIMITS } from "../core/limits.ts";
import { ENGINE_IDS, type Line, type RobotsTxt } from "../core/types.ts";

/** Why a file was left as it was. */
export type FormatSkip = "size-limit";

/** The outcome of formatting: the new text, whether it changed, and why not when skipped. */
export interface FormatResult {
  text: string;
  isChanged: boolean;
  skipped: FormatSkip | null;
}

function trimSpaces(s: string): string {
  // The lexer's whitespace (space, tab, VT, FF) only: other characters are content.
  return s.replace(/^[ \t\v\f]+|[ \t\v\f]+$/g, "");
}

/** The formatted text of one line, or the line as written when formatting could change its reading. */
export function formatLine(text: string, line: Line): string {
  const raw = text.slice(line.from, line.to);
  if (line.nulAt >= 0 || line.isOverLong) return raw;
  const comment = line.commentFrom >= 0 ? trimSpaces(text.slice(line.commentFrom, line.commentTo)) : "";
  switch (line.kind) {
    case "blank":
      return "";
    case "comment":
      return comment;
    case "invalid":
      return trimSpaces(raw);
    case "directive": {
      if (line.keyText === null || line.isMissingColon) return trimSpaces(raw);
      const info = line.directive === null ? undefined : directiveInfo(line.directive);
      const key = line.keyMatch === "exact" && info !== undefined ? info.name : line.keyText;
      const value = line.valueText ?? "";
      let out = `${key}:${value === "" ? "" : ` ${value}`}`;
      if (comment !== "") out += ` ${comment}`;
      // A longer line must not cross Google's line cut.
      if (utf8Length(out) > GOOGLE_MAX_LINE_BYTES - 1) return raw;
      return out;
    }
  }
}

/** Line numbers of user-agent lines that start a group under every engine. */
function groupStartsEverywhere(doc: RobotsTxt): Set<number> {
  const [first, ...rest] = ENGINE_IDS.map((id) => new Set(readAs(doc, id).groups.map((g) => g.agentLines[0])));
  return new Set([...first].filter((n) => rest.every((starts) => starts.has(n))));
}

/** The size limits a file is over, as a key; formatting must keep it. */
function limitState(byteLength: number): string {
  return ENGINE_IDS.map((id) => {
    const limit = SIZE_LIMITS[id];
    return limit !== null && byteLength > limit.bytes ? "1" : "0";
  }).join("");
}

/** Whether the file is over a limit at which an engine stops reading part of it. */
function isTruncated(byteLength: number): boolean {
  return ENGINE_IDS.some((id) => {
    const limit = SIZE_LIMITS[id];
    return limit !== null && limit.mode === "truncate" && byteLength > limit.bytes;
  });
}

/**
 * Formats a robots.txt file and says whether it changed. A file over a size limit where an
 * engine stops reading, or one that formatting would move across any engine's size limit,
 * is returned unchanged with `skipped: "size-limit"`: the bytes an engine reads must stay.
 */
export function formatRobotsTxtResult(text: string): FormatResult {
  const doc = parseRobotsTxt(text);
  if (isTruncated(doc.byteLength)) return { text, isChanged: false, skipped: "size-limit" };
  const starts = groupStartsEverywhere(doc);
  const out: string[] = [];
  let lastContent = -1; // index in `out` of the last line that is neither blank nor comment
  let isBlankPending = false;
  for (const line of doc.lines) {
    if (line.kind === "blank" && line.nulAt < 0) {
      if (out.length > 0) isBlankPending = true;
      continue;
    }
    if (isBlankPending) {
      out.push("");
      isBlankPending = false;
    }
    if (starts.has(line.number) && lastContent >= 0 && !out.slice(lastContent + 1).includes("")) {
      // One blank line between groups, above the comments that introduce the next one.
      out.splice(lastContent + 1, 0, "");
    }
    out.push(formatLine(doc.text, line));
    if (line.kind !== "comment") lastContent = out.length - 1;
  }
  const body = out.length === 0 ? "" : `${out.join("\n")}\n`;
  const formatted = (doc.hasBom ? "\uFEFF" : "") + body;
  if (formatted === text) return { text, isChanged: false, skipped: null };
  const size = utf8Length(formatted);
  if (limitState(size) !== limitState(doc.byteLength) || isTruncated(size)) {
    return { text, isChanged: false, skipped: "size-limit" };
  }
  return { text: formatted, isChanged: true, skipped: null };
}

/**
 * Returns the formatted text of a robots.txt file: canonical directive names, `Key: value`
 * spacing, one blank line between groups, comments kept. No engine's verdict changes.
 */
export function formatRobotsTxt(text: string): string {
  return formatRobotsTxtResult(text).text;
}
