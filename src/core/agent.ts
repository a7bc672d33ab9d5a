/*
 * Resolves what a person types as "user agent" into the product token an engine matches:
 * a bare token, `*`, or a whole User-Agent header (docs/architecture.md, "Inputs"). Product token
 * syntax follows RFC 9309 §2.2.1 (`A–Z a–z _ -`); the input side is more lenient (digits and
 * `.` too), since real crawlers send such names and the engines cut tokens themselves.
 */

import { CRAWLERS, findCrawler } from "./crawlers.ts";
import type { Crawler, EngineId } from "./types.ts";

/**
 * How a user-agent input was read.
 * - `token`: the input is a bare product token.
 * - `global`: the input is `*`.
 * - `header-known`: a header naming a crawler of the table.
 * - `header-product`: a header naming no known crawler; a product token was taken from it.
 * - `empty`: no token could be taken (empty input, or no token characters where one starts).
 */
export type AgentHow = "token" | "global" | "header-known" | "header-product" | "empty";

/** The result of reading a user-agent input: the token to match with, and where it came from. */
export interface ResolvedAgent {
  /** The input as given (untrimmed). */
  input: string;
  /** The product token to match groups with; `*` for global, "" when empty. */
  token: string;
  /** The crawler of the table the token names, if any. */
  crawler: Crawler | null;
  how: AgentHow;
}

/** Characters of a bare token input: RFC 9309's set plus digits and `.` (see module note). */
const BARE_TOKEN = /^[A-Za-z0-9_.-]+$/;
const RFC_TOKEN = /^[A-Za-z_-]+$/;
/** A product name followed by `/` and a non-empty version: `Name/version`. */
const PRODUCT = /([A-Za-z0-9_.-]+)\/[^\s;(),]/g;
/** The conventional bot self-identification inside a comment: `compatible; Name`. */
const COMPATIBLE = /compatible;\s*([A-Za-z0-9_.-]+)(?=$|[\s/;),])/i;
const LEADING_RUN = /^[A-Za-z0-9_.-]+/;

/** Characters allowed right before a token in a header: start, whitespace, `(`, `;`, `,`. */
function isBoundaryBefore(text: string, at: number): boolean {
  return at === 0 || /[\s(;,]/.test(text[at - 1]);
}

/** Characters allowed right after a token in a header: end, whitespace, `/`, `;`, `(`, `)`, `,`. */
function isBoundaryAfter(text: string, at: number): boolean {
  return at === text.length || /[\s/;(),]/.test(text[at]);
}

/** First tokens of the table, lower-cased, with their crawler; longest first. */
const KNOWN: readonly { token: string; crawler: Crawler }[] = CRAWLERS.map((crawler) => ({
  token: crawler.tokens[0].toLowerCase(),
  crawler,
})).sort((a, b) => b.token.length - a.token.length);

/**
 * The known crawler whose token occurs leftmost in `header` as a whole word (between the
 * boundaries above, so `Googlebot-Image/1.0` is Googlebot-Image, never Googlebot, and
 * `google.com/bot.html` or `+claudebot@` name nothing).
 */
function findKnownInHeader(header: string): Crawler | null {
  const folded = header.toLowerCase();
  let best: { at: number; crawler: Crawler } | null = null;
  for (const { token, crawler } of KNOWN) {
    for (let at = folded.indexOf(token); at !== -1; at = folded.indexOf(token, at + 1)) {
      if (best !== null && at >= best.at) break;
      if (isBoundaryBefore(folded, at) && isBoundaryAfter(folded, at + token.length)) {
        best = { at, crawler };
        break;
      }
    }
  }
  return best?.crawler ?? null;
}

/** Parenthesis depth at each UTF-16 offset of `text` (comments in the HTTP sense nest). */
function commentDepths(text: string): number[] {
  const depths: number[] = [];
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === "(") depth += 1;
    depths.push(depth);
    if (text[at] === ")" && depth > 0) depth -= 1;
  }
  return depths;
}

/**
 * The product token to use from a header that names no known crawler, in this order:
 * 1. the name after `compatible;` (how bots identify themselves inside a comment);
 * 2. the first `Name/version` outside comments that is not `Mozilla`
 *    (a plain Chrome header gives `AppleWebKit`);
 * 3. the first `Name/version` inside a comment;
 * 4. `Mozilla`, when it is the only product;
 * 5. the leading run of token characters (as Google's parser cuts a user-agent value).
 */
function findProductInHeader(header: string): string | null {
  const compatible = COMPATIBLE.exec(header);
  if (compatible !== null) return compatible[1];

  const depths = commentDepths(header);
  let inComment: string | null = null;
  let mozilla: string | null = null;
  for (const match of header.matchAll(PRODUCT)) {
    const at = match.index;
    if (!isBoundaryBefore(header, at)) continue;
    const name = match[1];
    if (name.toLowerCase() === "mozilla") {
      mozilla ??= name;
    } else if (depths[at] === 0) {
      return name;
    } else {
      inComment ??= name;
    }
  }
  if (inComment !== null) return inComment;
  if (mozilla !== null) return mozilla;
  return LEADING_RUN.exec(header)?.[0] ?? null;
}

/**
 * Reads a user-agent input (trimmed first) into the token to match: `*` is the global agent;
 * a bare token (only `A–Z a–z 0–9 _ . -`) is taken as typed, with its crawler if the table
 * knows it; anything else is read as a User-Agent header: the leftmost known crawler token
 * in it (as `Token/…`, `compatible; Token` or a bare word), given in the table's spelling;
 * else the name after `compatible;`, else the first `Name/version` that is not `Mozilla`
 * (outside comments first, so a plain Chrome header gives `AppleWebKit`), else `Mozilla`,
 * else the leading run of token characters; with none of these the result is `empty`.
 */
export function resolveUserAgent(input: string): ResolvedAgent {
  const text = input.trim();
  if (text === "") return { input, token: "", crawler: null, how: "empty" };
  if (text === "*") return { input, token: "*", crawler: null, how: "global" };
  if (BARE_TOKEN.test(text)) {
    return { input, token: text, crawler: findCrawler(text) ?? null, how: "token" };
  }
  const known = findKnownInHeader(text);
  if (known !== null) {
    return { input, token: known.tokens[0], crawler: known, how: "header-known" };
  }
  const product = findProductInHeader(text);
  if (product === null) return { input, token: "", crawler: null, how: "empty" };
  return { input, token: product, crawler: null, how: "header-product" };
}

/**
 * Tells whether `token` is a valid RFC 9309 product token: one or more of `A–Z a–z _ -`
 * (RFC 9309 §2.2.1). Digits, `.` and `*` are not allowed.
 */
export function isValidProductToken(token: string): boolean {
  return RFC_TOKEN.test(token);
}

/**
 * Which engine and token a crawler field is read with. Every place that turns "the crawler"
 * into a reading (the Test verdict, its "read as" label, the editor's group bars, Compare,
 * Bulk, the CLI) asks {@link readingFor}, so they cannot disagree.
 */
export interface AgentReading {
  /**
   * The user-agent input to hand to `compileMatcher` or `matchUrl`: the crawler's first token
   * when the input names a crawler of the table by id, name or first token; else the input as
   * typed (a custom token or a whole header, which the matcher resolves itself).
   */
  userAgent: string;
  /** The input read as a user agent (token, crawler, how it was read). */
  agent: ResolvedAgent;
  /** The crawler of the table the input names, directly or inside a header; null when none. */
  crawler: Crawler | null;
  /** The crawler's own engine; `google` for an agent the table does not know. */
  ownEngine: EngineId;
  /** The engine the reading uses: the override when one is given, else {@link ownEngine}. */
  engine: EngineId;
  /** The engine was chosen by hand rather than followed from the crawler. */
  isOverridden: boolean;
}

/** The engine an agent the crawler table does not know is read with. */
export const DEFAULT_ENGINE: EngineId = "google";

/**
 * Reads a crawler field: a crawler id of the table, a product token, `*` or a whole
 * User-Agent header (a bingbot header reads as Bing, as the bare id does). `override` is an
 * engine chosen by hand; null or undefined follows the crawler's own engine.
 */
export function readingFor(input: string, override?: EngineId | null): AgentReading {
  const named = findCrawler(input);
  const userAgent = named ? named.tokens[0] : input;
  const agent = resolveUserAgent(userAgent);
  const crawler = named ?? agent.crawler;
  const ownEngine = crawler?.engine ?? DEFAULT_ENGINE;
  const isOverridden = override !== null && override !== undefined;
  return { userAgent, agent, crawler, ownEngine, engine: isOverridden ? override : ownEngine, isOverridden };
}
