/**
 * Shared types of the robots.txt core: the parsed document, engines, crawlers,
 * match results and diagnostics. Pure data, no display text: every message is a
 * code with parameters, rendered by the UI in the user's language.
 */

/** The readings of robots.txt the app models, one module each under `engines/`. */
export type EngineId = "google" | "bing" | "yandex" | "yandex-classic" | "original" | "rfc9309";

/** All engine ids in display order. */
export const ENGINE_IDS: readonly EngineId[] = [
  "google",
  "bing",
  "yandex",
  "yandex-classic",
  "original",
  "rfc9309",
];

/** How sure we are of a fact: H read in a primary source, M partly seen or quoted, L inferred. */
export type Confidence = "H" | "M" | "L";

/** A half-open range of UTF-16 code unit offsets into the text (CodeMirror's unit). */
export interface Span {
  from: number;
  to: number;
}

/** Directives the core knows by name. `unknown` is any other key. */
export type DirectiveId =
  | "user-agent"
  | "allow"
  | "disallow"
  | "sitemap"
  | "crawl-delay"
  | "host"
  | "clean-param"
  | "noindex"
  | "nofollow"
  | "request-rate"
  | "visit-time"
  | "content-usage"
  | "content-signal"
  | "license"
  | "unknown";

/**
 * How a line's key was recognised.
 * - `exact`: the key is the directive name (any case).
 * - `typo`: a misspelling Google's parser accepts (`Disalow`, `User agent`, `Site-map`).
 * - `prefix`: the key starts with the directive name and has more after it (`Disallowed`).
 * - `none`: not a known directive (kind `unknown`), or no key at all.
 */
export type KeyMatch = "exact" | "typo" | "prefix" | "none";

/** What a physical line of the file is. */
export type LineKind =
  /** Empty or whitespace only (a comment-free blank line). */
  | "blank"
  /** Only a comment (possibly indented). */
  | "comment"
  /** A `key: value` line (or `key value` with the colon missing). */
  | "directive"
  /** Text that is not a directive: no separator, or an empty key. */
  | "invalid";

/**
 * One physical line of a robots.txt file, with every span the editor and linter need.
 *
 * One object per line with flat fields (numbers, the key and value texts): a 20,000-line file
 * keeps 20,000 of them alive, and every young-generation collection copies what is alive.
 * The key, value and comment are spans of the text given by their offsets (`keyFrom`/`keyTo`,
 * `valueFrom`/`valueTo`, `commentFrom`/`commentTo`; -1 where the line has none).
 */
export interface Line {
  /** 1-based line number, as Google's parser counts (CR, LF and CRLF each end one line). */
  number: number;
  /** Offsets of the line's content, excluding its line ending. */
  from: number;
  to: number;
  /** The line ending that closes this line: "" at end of file. */
  eol: "" | "\n" | "\r" | "\r\n";
  /** UTF-8 byte offset of the line start in the file (after a leading BOM, which counts 3 bytes). */
  byteFrom: number;
  /** UTF-8 byte length of the line content (without its line ending). */
  byteLength: number;
  kind: LineKind;
  /** The key's offsets (trimmed), when the line has one; -1 and -1 when not. */
  keyFrom: number;
  keyTo: number;
  /** The key as written (trimmed), when the line has one; null when not. */
  keyText: string | null;
  /** The value's offsets (trimmed, comment removed), when the line has a key; -1 and -1 when not. */
  valueFrom: number;
  valueTo: number;
  /** The value as written, when the line has a key; null when not. */
  valueText: string | null;
  /** The comment's offsets, `#` included, when present; -1 and -1 when not. */
  commentFrom: number;
  commentTo: number;
  /** The directive the key was read as (`unknown` for unrecognised keys; null for no key). */
  directive: DirectiveId | null;
  /** How the key was recognised. */
  keyMatch: KeyMatch;
  /** The key and value are separated by whitespace instead of a colon (Google accepts this). */
  isMissingColon: boolean;
  /**
   * A NUL character ends Google's reading of the line: offset of the first NUL, or -1.
   * Text after it is ignored by the `google` engine (C string semantics).
   */
  nulAt: number;
  /** The line is longer than Google's 16,664-byte cut (Google reads the first 16,663 bytes). */
  isOverLong: boolean;
}

/** A parsed robots.txt file. Parsing never fails; every line of the input is kept. */
export interface RobotsTxt {
  /** The text as given. */
  text: string;
  /** Every line in order; `lines[i].number === i + 1`. */
  lines: Line[];
  /** A UTF-8 byte order mark (U+FEFF) opens the file. */
  hasBom: boolean;
  /** Size of the whole file in UTF-8 bytes (BOM included). */
  byteLength: number;
}

/** Severity of a diagnostic, CodeMirror's set. */
export type Severity = "info" | "warning" | "error";

/** A parameter value of a message. */
export type Param = string | number | boolean;

/** A message as data: a stable code and its parameters. */
export interface Message {
  code: string;
  params: Record<string, Param>;
}

/** A text replacement, in UTF-16 offsets of the original text. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** A quick fix: a code naming it (for display) and the edits applied together. */
export interface Fix {
  code: string;
  params: Record<string, Param>;
  edits: TextEdit[];
}

/** A lint finding, shaped like CodeMirror's Diagnostic but with a code instead of text. */
export interface Diagnostic extends Message {
  from: number;
  to: number;
  /** 1-based line number where the diagnostic starts. */
  line: number;
  severity: Severity;
  /** The engines the finding concerns (empty = all). */
  engines: EngineId[];
  fixes: Fix[];
}

/**
 * What a crawler is for. The search family (`search`, `images`, `video`, `news`, `shopping`)
 * feeds a search engine's index; the AI family: `ai-training` (collects text to train models),
 * `ai-search` (indexes for AI search and answers), `ai-assistant` (fetches a page a user asked
 * an assistant about), `ai-agent` (an autonomous agent or coding tool acting for a user),
 * `ai-data` (collects pages for others' AI: data providers and scrapers); then `ads`, `seo`
 * (SEO and marketing tools), `archiving`, `social-preview` (link previews), `monitoring`, `other`.
 */
export type Purpose =
  | "search"
  | "images"
  | "video"
  | "news"
  | "shopping"
  | "ai-training"
  | "ai-search"
  | "ai-assistant"
  | "ai-agent"
  | "ai-data"
  | "ads"
  | "seo"
  | "archiving"
  | "social-preview"
  | "monitoring"
  | "other";

/** Every purpose, in display order (the crawler picker groups by it). */
export const PURPOSES: readonly Purpose[] = [
  "search",
  "images",
  "video",
  "news",
  "shopping",
  "ai-training",
  "ai-search",
  "ai-assistant",
  "ai-agent",
  "ai-data",
  "ads",
  "seo",
  "archiving",
  "social-preview",
  "monitoring",
  "other",
];

/**
 * Whether a crawler obeys robots.txt, and who says so:
 * - `documented`: its operator documents that it does;
 * - `claimed`: a third party (the community list) says it does; its operator documents nothing;
 * - `unknown`: nobody says;
 * - `reported-ignoring`: a third party reports that it does not;
 * - `ignores`: its operator documents that it does not, or not always (user-triggered fetchers).
 */
export type Honours = "documented" | "claimed" | "unknown" | "reported-ignoring" | "ignores";

/** Every `Honours` code, from the most to the least reassuring. */
export const HONOURS: readonly Honours[] = ["documented", "claimed", "unknown", "reported-ignoring", "ignores"];

/** A row of the crawler table. */
export interface Crawler {
  /** Stable id: the name lower-cased, whitespace as `-` (`googlebot-image`, `chatgpt-agent`). */
  id: string;
  /**
   * The crawler's name as its vendor (or the community list) writes it: a proper noun, not
   * translated, and not always an RFC 9309 product token (`AI2Bot`, `ChatGPT Agent`).
   */
  name: string;
  /** Other spellings of the same crawler in the community list (`MistralAI-User/1.0`). */
  aliases?: readonly string[];
  /** Product tokens in the order the crawler tries them for a group. */
  tokens: readonly string[];
  /** The crawler ignores `User-agent: *` groups (only groups naming it count). */
  ignoresGlobal: boolean;
  /** The operator, as it writes its name; "" when nobody says who runs it. */
  vendor: string;
  purpose: Purpose;
  /** Whether it obeys robots.txt, and who says so. */
  honours: Honours;
  /** The engine that models this crawler's reading. */
  engine: EngineId;
  /** The vendor documents no reading of its own: the engine is an assumption. */
  isEngineAssumed: boolean;
  /** Confidence of the token list and flags. */
  confidence: Confidence;
  /** Where the facts come from. */
  source: string;
  /** A typical full User-Agent header, when the vendor publishes one. */
  userAgent?: string;
  /** The token is a control token only (no crawler sends it, e.g. Google-Extended). */
  isControlToken?: boolean;
}

/** An assumption a verdict rests on: a code, the fact's confidence and its source. */
export interface Assumption extends Message {
  confidence: Confidence;
  source: string;
}

/** A rule as an engine read it, with where it sits. */
export interface RuleRef {
  /** 1-based line number of the rule in the file. */
  line: number;
  kind: "allow" | "disallow";
  /** The value as written. */
  pattern: string;
  /** The pattern as the engine compares it (after its percent-encoding rules). */
  normalized: string;
  /**
   * The engine's priority of the rule when it matches: pattern length for longest-match
   * engines (google, bing, yandex, rfc9309), file order for first-match ones (lower wins).
   */
  priority: number;
  /** How the rule came about when not written as such (Google's `index.html` → `/` rule). */
  derived?: "index-html";
}

/** A rule that matched the compared path, with whether it decided. */
export interface Candidate extends RuleRef {
  isDeciding: boolean;
}

/** A group (record) of the file: its user-agent lines and rule lines. */
export interface Group {
  /** Line numbers of its user-agent lines. */
  agentLines: number[];
  /** The user-agent values as written. */
  agents: string[];
  /** Line numbers of its allow/disallow lines. */
  ruleLines: number[];
  /** First and last line of the group (inclusive). */
  fromLine: number;
  toLine: number;
}

/** How the agent's group was chosen. */
export interface GroupChoice {
  /** The product tokens tried, in order. */
  tokensTried: string[];
  /** The token whose group(s) applied, `*` for the global group, null when none applied. */
  tokenUsed: string | null;
  /** The crawler ignores `*` groups (AdsBot-Google, APIs-Google). */
  ignoresGlobal: boolean;
  /** The groups that applied (merged when several). */
  groups: Group[];
  /** Why: a code such as `group-token`, `group-fallback`, `group-global`, `group-none`, `group-global-ignored`. */
  reason: Message;
}

/** What the compared URL was. */
export interface ComparedUrl {
  /** The input as typed. */
  input: string;
  /** The normalized URL (WHATWG), as a browser requests it. */
  href: string;
  /** Scheme, host and port. */
  origin: string;
  /** Path, params and query as the engine compared them (engine normalisation applied). */
  path: string;
  /** The URL's origin differs from the file's: this file does not govern it. */
  isOtherOrigin: boolean;
}

/** The effect of an engine's size limit on this file. */
export interface SizeLimitEffect {
  bytes: number;
  mode: "truncate" | "ignore-file";
  /** The file is over the limit. */
  isExceeded: boolean;
  /** First line not read (truncate), when exceeded. */
  cutLine: number | null;
}

/** The verdict of one engine for one URL and agent, explaining itself. */
export interface MatchResult {
  allowed: boolean;
  engine: EngineId;
  /** The deciding rule, or null when none decided (allowed by default). */
  rule: RuleRef | null;
  /** The agent as resolved (token, crawler, how). */
  agent: { input: string; token: string; crawlerId: string | null; how: string };
  group: GroupChoice;
  /** Every rule of the chosen groups that matched the path, with its priority. */
  candidates: Candidate[];
  url: ComparedUrl;
  sizeLimit: SizeLimitEffect | null;
  /** The outcome in one code: `rule-allow`, `rule-disallow`, `no-rule-matched`, `no-group`, `file-ignored-size`, `robots-txt-always-allowed`, ... */
  reason: Message;
  /** Explanation steps, in order. */
  steps: Message[];
  /** Facts of confidence M or L this verdict rests on. */
  assumptions: Assumption[];
}
