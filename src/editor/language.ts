/**
 * robots.txt tokens: each line is lexed by the core lexer (`lexLine`), so a colour never
 * disagrees with the parser, and cut into tokens:
 * directive names by how the key was recognised, values by directive (patterns with `*`,
 * `$` and percent-escapes, user-agent tokens, Sitemap URLs), comments, invalid lines, and
 * the text no engine reads (after a NUL, past Google's 16,664-byte line cut).
 */
import { Language, defineLanguageFacet, languageDataProp } from "@codemirror/language";
import { NodeType, Parser, Tree, type Input, type PartialParse } from "@lezer/common";
import { Tag, tags } from "@lezer/highlight";
import { directiveInfo } from "../core/directives.ts";
import { GOOGLE_MAX_LINE_BYTES, lexLine, offsetAtByte, utf8Length } from "../core/parse.ts";
import type { DirectiveId, Line } from "../core/types.ts";

/** Highlighting tags of robots.txt tokens; each refines a standard tag, so any theme styles them. */
export const robotsTxtTags = {
  /** A directive every engine in the table reads (User-agent, Allow, Disallow, Sitemap). */
  directive: Tag.define(tags.keyword),
  /** A directive only some engines honour (Crawl-delay, Host, Clean-param). */
  engineDirective: Tag.define(tags.keyword),
  /** A directive no modelled engine honours any more (Noindex, Nofollow, …). */
  obsoleteDirective: Tag.define(tags.keyword),
  /** A key read only by Google's leniency: accepted typo, prefix match or missing colon. */
  lenientDirective: Tag.define(tags.keyword),
  /** A key no engine knows. */
  unknownDirective: Tag.define(tags.propertyName),
  /** The `:` between key and value. */
  separator: Tag.define(tags.separator),
  /** Literal path text of an Allow/Disallow pattern. */
  path: Tag.define(tags.string),
  /** `*` in a pattern: any run of characters. */
  wildcard: Tag.define(tags.operator),
  /** `$` closing a pattern: end of the URL. */
  anchor: Tag.define(tags.operator),
  /** A `%XX` escape in a pattern. */
  escape: Tag.define(tags.escape),
  /** The product token of a User-agent value. */
  agent: Tag.define(tags.labelName),
  /** `*` as a User-agent value: every crawler. */
  globalAgent: Tag.define(tags.labelName),
  /** The part of a User-agent value after the product token, which matching ignores. */
  agentRest: Tag.define(tags.meta),
  /** A URL (Sitemap, Host). */
  url: Tag.define(tags.url),
  /** A number (Crawl-delay). */
  number: Tag.define(tags.number),
  /** Any other value. */
  value: Tag.define(tags.content),
  /** A `#` comment. */
  comment: Tag.define(tags.lineComment),
  /** A line that is neither blank, comment nor `key: value`. */
  invalid: Tag.define(tags.invalid),
  /** Text no engine reads: after a NUL or past the line-length cut. */
  ignored: Tag.define(tags.meta),
  /** The byte order mark opening the file. */
  bom: Tag.define(tags.meta),
} as const;

/** Name of a robots.txt token (a key of `robotsTxtTags`). */
export type TokenType = keyof typeof robotsTxtTags;

/** A token of one line: `[from, to)` offsets into the line text and its type. */
export interface LineToken {
  from: number;
  to: number;
  type: TokenType;
}

/** The token type of a directive key, from the directive table and how the key matched. */
export function directiveTokenType(line: Pick<Line, "directive" | "keyMatch" | "isMissingColon">): TokenType {
  const id: DirectiveId | null = line.directive;
  if (id === null || id === "unknown") return "unknownDirective";
  if (line.keyMatch === "typo" || line.keyMatch === "prefix" || line.isMissingColon) return "lenientDirective";
  const info = directiveInfo(id);
  if (info === undefined) return "unknownDirective";
  // Usage preferences change no crawl verdict, but they are current directives, not obsolete ones.
  if (id === "content-usage" || id === "content-signal" || id === "license") return "engineDirective";
  const engines = Object.keys(info.engines);
  if (engines.length === 0) return "obsoleteDirective";
  return info.engines.google !== undefined ? "directive" : "engineDirective";
}

const HEX = /[0-9A-Fa-f]/;

function patternTokens(text: string, from: number, to: number, out: LineToken[]): void {
  let run = from;
  const flush = (at: number) => {
    if (at > run) out.push({ from: run, to: at, type: "path" });
  };
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c === "*") {
      flush(i);
      out.push({ from: i, to: i + 1, type: "wildcard" });
      run = i + 1;
    } else if (c === "$" && i === to - 1) {
      // Google reads `$` as the end anchor only at the end of a pattern.
      flush(i);
      out.push({ from: i, to: i + 1, type: "anchor" });
      run = i + 1;
    } else if (c === "%" && i + 2 < to && HEX.test(text[i + 1]) && HEX.test(text[i + 2])) {
      flush(i);
      out.push({ from: i, to: i + 3, type: "escape" });
      i += 2;
      run = i + 1;
    }
  }
  flush(to);
}

function agentTokens(text: string, from: number, to: number, out: LineToken[]): void {
  if (text[from] === "*") {
    out.push({ from, to: from + 1, type: "globalAgent" });
    if (to > from + 1) out.push({ from: from + 1, to, type: "agentRest" });
    return;
  }
  // Google and RFC 9309 match the leading run of `A-Za-z_-`; the rest is ignored.
  let end = from;
  while (end < to && /[A-Za-z_-]/.test(text[end])) end++;
  if (end > from) out.push({ from, to: end, type: "agent" });
  if (to > end) out.push({ from: end, to, type: end > from ? "agentRest" : "value" });
}

function valueTokens(line: Line, text: string, out: LineToken[]): void {
  const value = line.valueText;
  const from = line.valueFrom;
  const to = line.valueTo;
  if (value === null || to <= from) return;
  switch (line.directive) {
    case "allow":
    case "disallow":
      patternTokens(text, from, to, out);
      return;
    case "user-agent":
      agentTokens(text, from, to, out);
      return;
    case "sitemap":
    case "host":
      out.push({ from, to, type: /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || line.directive === "host" ? "url" : "value" });
      return;
    case "crawl-delay":
      out.push({ from, to, type: /^\d+(\.\d+)?$/.test(value) ? "number" : "value" });
      return;
    default:
      out.push({ from, to, type: "value" });
  }
}

/**
 * Lexes one line of the editor with the core lexer and returns its tokens, in order and not
 * overlapping; whitespace between them is left out. `isFirstLine` makes a leading U+FEFF
 * the file's byte order mark, which the parser skips.
 */
export function lineTokens(text: string, isFirstLine = false): LineToken[] {
  const out: LineToken[] = [];
  const start = isFirstLine && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (start === 1) out.push({ from: 0, to: 1, type: "bom" });
  const byteLength = utf8Length(text, start);
  const line = lexLine(text, 1, start, text.length, 0, byteLength, "");
  // Where the engines stop reading this line: the line cut, then a NUL before it.
  let readEnd = line.isOverLong ? offsetAtByte(text, start, text.length, GOOGLE_MAX_LINE_BYTES - 1) : text.length;
  if (line.nulAt >= 0 && line.nulAt < readEnd) readEnd = line.nulAt;
  if (line.kind === "invalid") {
    let s = start;
    while (s < readEnd && /[ \t\v\f]/.test(text[s])) s++;
    let e = line.commentFrom >= 0 ? line.commentFrom : readEnd;
    while (e > s && /[ \t\v\f]/.test(text[e - 1])) e--;
    if (e > s) out.push({ from: s, to: e, type: "invalid" });
  } else if (line.kind === "directive" && line.keyText !== null) {
    out.push({ from: line.keyFrom, to: line.keyTo, type: directiveTokenType(line) });
    const valueFrom = line.valueText !== null ? line.valueFrom : line.keyTo;
    const colon = text.indexOf(":", line.keyTo);
    if (!line.isMissingColon && colon >= 0 && colon < valueFrom) out.push({ from: colon, to: colon + 1, type: "separator" });
    valueTokens(line, text, out);
  }
  if (line.commentFrom >= 0 && line.commentTo > line.commentFrom) {
    out.push({ from: line.commentFrom, to: line.commentTo, type: "comment" });
  }
  if (readEnd < text.length) out.push({ from: readEnd, to: text.length, type: "ignored" });
  return out;
}

/**
 * The document's syntax tree: a single node. robots.txt is line-local, so the colours come
 * from the line highlighter (`highlight.ts`), which lexes the lines in view; a tree of tokens
 * would be parsed again after each keystroke for nothing that reads it. The language stays
 * for what keys on it: its data (completion, comment tokens) and its name.
 */
class LineLocalParser extends Parser {
  constructor(private readonly top: NodeType) {
    super();
  }
  createParse(input: Input): PartialParse {
    const tree = new Tree(this.top, [], [], input.length);
    return { parsedPos: input.length, stoppedAt: null, advance: () => tree, stopAt: () => undefined };
  }
}

const robotsTxtData = defineLanguageFacet({ commentTokens: { line: "#" } });

/** The robots.txt language: its data and name, with a one-node tree (see `highlight.ts` for the colours). */
export const robotsTxtLanguage = new Language(
  robotsTxtData,
  new LineLocalParser(NodeType.define({ id: 0, name: "Document", top: true, props: [[languageDataProp, robotsTxtData]] })),
  [],
  "robots.txt",
);
