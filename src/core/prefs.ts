/**
 * Usage preferences: what a robots.txt file states about how the content of a URL may be used,
 * for one crawler read by one engine, next to the crawl verdict.
 *
 * Sources, read in full for this module:
 * - `Content-Usage`: IETF AIPREF draft-ietf-aipref-attach-05 (19 August 2026) §3 "Robots
 *   Exclusion Protocol Content-Usage Rule": a group rule `Content-Usage: [path 1*WS] prefs`;
 *   the path is present when the value starts with "/" and ends at the first SP or HTAB; rules
 *   match paths like Allow/Disallow (longest match, in bytes of the encoded path); preferences
 *   apply only to paths the group lets the crawler fetch; rules with identical paths combine by
 *   the vocabulary's "Combining Preferences" (the most restrictive wins). The statement is the vocabulary's
 *   exemplary format, draft-ietf-aipref-vocab-07 (19 August 2026) "Exemplary Serialization Format": an RFC 9651 Dictionary;
 *   labels `train-ai` and `search` ("Usage Category Labels", case-sensitive); values the Tokens `y` / `n`;
 *   anything else, a missing key, or a dictionary that does not parse: unknown ("Processing Algorithm"); unknown
 *   keys and parameters are ignored ("Syntax Extensions"); a repeated key: the last value applies ("Multiple Preferences").
 *   draft-ietf-aipref-vocab-08 (14 September 2026) is the newest published revision; this
 *   module follows -07's text and assumes -08 keeps its labels and values (docs/preferences.md).
 * - `Content-Signal`: Cloudflare's Content Signals Policy (contentsignals.org, September 2025):
 *   `Content-Signal: search=yes, ai-input=yes, ai-train=no` inside a User-agent group; `yes` /
 *   `no`; an omitted signal states no preference. The policy gives no grammar and no path: the
 *   workbench reads the value as an RFC 9651 Dictionary (as Content-Usage) for the whole group,
 *   and several lines in a group combine most-restrictive (both assumptions, docs/preferences.md).
 * - `License`: RSL 1.0 (rslstandard.org, "Adding RSL to robots.txt"): a global directive whose
 *   value is the absolute URL of a licence file; it does not change crawling.
 *
 * Speaks in codes; never throws.
 */
import { getEngine, type Engine } from "./engines/index.ts";
import { readAs, type EngineReading } from "./match.ts";
import { compilePattern, escapePatternGoogle, matchCompiled, normalizeDraft1996, normalizeRfc9309Path, normalizeRfc9309Rule, type CompiledPattern } from "./pattern.ts";
import { parseSfDictionary, type SfDictionaryResult, type SfMember } from "./sfv.ts";
import type { Confidence, EngineId, Line, MatchResult, Message, RobotsTxt } from "./types.ts";

/** The two directives that carry preferences. */
export type PreferenceDirective = "content-usage" | "content-signal";

/** The usage categories of each directive, in display order. */
export const PREFERENCE_KEYS: Readonly<Record<PreferenceDirective, readonly string[]>> = {
  // draft-ietf-aipref-vocab-07 "Usage Category Labels".
  "content-usage": ["train-ai", "search"],
  // contentsignals.org: the three signals.
  "content-signal": ["search", "ai-input", "ai-train"],
};

/** The value tokens meaning allow / disallow, per directive. */
export const PREFERENCE_VALUES: Readonly<Record<PreferenceDirective, { yes: string; no: string }>> = {
  "content-usage": { yes: "y", no: "n" },
  "content-signal": { yes: "yes", no: "no" },
};

/**
 * Labels of earlier AIPREF vocabulary drafts, no longer defined in -07 (ignored as unknown keys
 * there): draft-ietf-aipref-vocab-02 had `all`, `train-genai`, `ai-use`; later drafts dropped them.
 */
export const RETIRED_CONTENT_USAGE_KEYS: readonly string[] = ["all", "tdm", "train-genai", "ai-use", "ai", "genai", "bots"];

/** A preference: allowed, disallowed, or not stated. */
export type PreferenceValue = "yes" | "no" | "unknown";

/** A Content-Usage or Content-Signal line, split and parsed. */
export interface PreferenceStatement {
  line: number;
  directive: PreferenceDirective;
  /** The path as written, or null when absent (Content-Usage only; the statement covers every path). */
  path: string | null;
  /** Offsets of the statement of preference (the dictionary text) in the file. */
  from: number;
  to: number;
  parsed: SfDictionaryResult;
  /** The value of each category of the directive (all unknown when the dictionary does not parse). */
  values: Record<string, PreferenceValue>;
}

const statementCache = new WeakMap<Line, PreferenceStatement | null>();

/** Splits and parses a Content-Usage or Content-Signal line; null for any other line. */
export function parseStatement(line: Line, text: string): PreferenceStatement | null {
  if (line.kind !== "directive" || line.valueText === null) return null;
  const directive = line.directive;
  if (directive !== "content-usage" && directive !== "content-signal") return null;
  const cached = statementCache.get(line);
  if (cached !== undefined) return cached;
  const valueFrom = line.valueFrom;
  const valueTo = line.valueTo;
  let path: string | null = null;
  let from = valueFrom;
  if (directive === "content-usage" && text.charCodeAt(valueFrom) === 0x2f) {
    // attach-05 "Processing Content-Usage Rules": a value starting with "/" holds a path, ending at the first SP or HTAB.
    let e = valueFrom;
    while (e < valueTo && text.charCodeAt(e) !== 0x20 && text.charCodeAt(e) !== 0x09) e++;
    path = text.slice(valueFrom, e);
    from = e;
    while (from < valueTo && (text.charCodeAt(from) === 0x20 || text.charCodeAt(from) === 0x09)) from++;
  }
  const parsed = parseSfDictionary(text, from, valueTo);
  const statement: PreferenceStatement = { line: line.number, directive, path, from, to: valueTo, parsed, values: readValues(directive, parsed) };
  statementCache.set(line, statement);
  return statement;
}

/** The member a category takes its value from (the last of a repeated key), if any. */
export function memberFor(parsed: SfDictionaryResult, key: string): SfMember | undefined {
  return parsed.ok ? parsed.members.find((m) => m.key === key) : undefined;
}

/** vocab-07 "Processing Algorithm": a Token `y` allows, `n` disallows, anything else (or nothing) is unknown. */
function readValues(directive: PreferenceDirective, parsed: SfDictionaryResult): Record<string, PreferenceValue> {
  const out: Record<string, PreferenceValue> = {};
  const tokens = PREFERENCE_VALUES[directive];
  for (const key of PREFERENCE_KEYS[directive]) {
    const m = memberFor(parsed, key);
    let value: PreferenceValue = "unknown";
    if (m && m.value.kind === "item" && m.value.value.type === "token") {
      if (m.value.value.value === tokens.yes) value = "yes";
      else if (m.value.value.value === tokens.no) value = "no";
    }
    out[key] = value;
  }
  return out;
}

/** vocab-07 "Combining Preferences": any disallow wins, then any allow, else unknown. */
export function combinePreferences(values: readonly PreferenceValue[]): PreferenceValue {
  if (values.includes("no")) return "no";
  if (values.includes("yes")) return "yes";
  return "unknown";
}

/** The preference of one category, with the lines that decided it. */
export interface PreferenceEntry {
  key: string;
  value: PreferenceValue;
  /** The lines whose statement gave this value (several when tied rules agree), empty when unknown by default. */
  lines: number[];
}

/** A statement of the chosen groups that covers the path. */
export interface PreferenceCandidate {
  line: number;
  path: string | null;
  /** The path as the engine compares it ("" when absent). */
  normalized: string;
  /** Longest match: the compared path's length (0 when absent). */
  priority: number;
  isParsed: boolean;
  /** The statement takes part in the result (the longest match, or every Content-Signal line). */
  isDeciding: boolean;
}

/** What one directive states for the URL. */
export interface PreferenceSet {
  directive: PreferenceDirective;
  entries: PreferenceEntry[];
  candidates: PreferenceCandidate[];
  /** `prefs-decided`, `prefs-none`, `prefs-not-crawlable`, `prefs-no-group`, `prefs-file-ignored`, `prefs-absent`. */
  reason: Message;
}

/** What an engine's crawler is documented to do with usage preferences. */
export interface PreferenceSupport {
  engine: EngineId;
  /** `ignores`: the parser drops the lines; `undocumented`: no statement either way; `draft`: the standard's draft update defines it. */
  status: "ignores" | "undocumented" | "draft";
  confidence: Confidence;
  source: string;
}

/**
 * Each engine's documented handling of Content-Usage / Content-Signal. None of them changes a
 * crawl verdict; the preferences the workbench computes are what the file states, read with that
 * engine's grouping, whatever the crawler then does with them.
 */
export const PREFERENCE_SUPPORT: Readonly<Record<EngineId, PreferenceSupport>> = {
  // google/robotstxt robots.cc: content-usage and content-signal are in the list of recognised
  // but unsupported keys (reported, never matched); Google documents no use of them for crawling.
  google: { engine: "google", status: "ignores", confidence: "H", source: "https://github.com/google/robotstxt/blob/master/robots.cc" },
  bing: { engine: "bing", status: "undocumented", confidence: "L", source: "https://www.bing.com/webmasters/help/how-to-create-a-robots-txt-file-cb7c31ec" },
  yandex: { engine: "yandex", status: "undocumented", confidence: "L", source: "https://yandex.com/support/webmaster/controlling-robot/robots-txt.html" },
  "yandex-classic": { engine: "yandex-classic", status: "undocumented", confidence: "L", source: "https://yandex.com/support/webmaster/controlling-robot/robots-txt.html" },
  // The 1994 text: unrecognised headers are ignored.
  original: { engine: "original", status: "ignores", confidence: "H", source: "https://www.robotstxt.org/orig.html" },
  // attach-05 "Updates: 9309 (if approved)".
  rfc9309: { engine: "rfc9309", status: "draft", confidence: "M", source: "https://datatracker.ietf.org/doc/draft-ietf-aipref-attach/" },
};

/** A License line (RSL 1.0): global, any number of them. */
export interface LicenseRef {
  line: number;
  url: string;
}

/** The usage preferences in force for a URL and crawler under one engine. */
export interface Preferences {
  engine: EngineId;
  support: PreferenceSupport;
  /** The crawl verdict they go with: preferences apply only to crawlable URLs. */
  crawlable: boolean;
  usage: PreferenceSet;
  signal: PreferenceSet;
  licenses: LicenseRef[];
}

/** A compact form for many URLs (Bulk): the values and the first deciding line per category. */
export interface PreferenceSummary {
  usage: Record<string, PreferenceValue>;
  signal: Record<string, PreferenceValue>;
  /** First deciding line per `directive:key`, absent when none. */
  lines: Record<string, number>;
}

interface CompiledStatement {
  statement: PreferenceStatement;
  normalized: string;
  priority: number;
  compiled: CompiledPattern | null;
}

function normalizeFor(engine: Engine, s: string): string {
  switch (engine.encoding) {
    case "google":
      return escapePatternGoogle(s);
    case "rfc9309":
      return normalizeRfc9309Rule(s);
    case "draft1996":
      return normalizeDraft1996(s);
  }
}

/** A raw path (path + query) as the engine compares it, as the matcher does. */
export function comparedPathFor(engineId: EngineId, path: string): string {
  const engine = getEngine(engineId);
  if (engine.encoding === "google") return path;
  if (engine.encoding === "rfc9309") return normalizeRfc9309Path(path);
  return normalizeDraft1996(path);
}

/**
 * The group (by its first line) each line belongs to under an engine's reading, or null: the last
 * group that starts before it, unless a record engine's blank line ended that group first, or
 * the line lies past the engine's size cut.
 */
export function groupStartOf(doc: RobotsTxt, reading: EngineReading, lineNumber: number): number | null {
  if (reading.isIgnored) return null;
  const cut = reading.sizeLimit?.isExceeded && reading.sizeLimit.mode === "truncate" ? reading.sizeLimit.cutLine : null;
  if (cut !== null && lineNumber >= cut) return null;
  const groups = reading.groups;
  let lo = 0;
  let hi = groups.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (groups[mid].fromLine < lineNumber) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return null;
  const g = groups[found];
  if (reading.engine.grouping === "records") {
    for (let n = g.fromLine + 1; n < lineNumber; n++) if (doc.lines[n - 1].kind === "blank") return null;
  }
  return g.fromLine;
}

/** A line as a strict engine reads keys: exact name and a colon. */
function isReadBy(engine: Engine, line: Line): boolean {
  return engine.keys === "google" || (line.keyMatch === "exact" && !line.isMissingColon);
}

/** The preference lines of the chosen groups, parsed and compiled for matching. */
function compileStatements(doc: RobotsTxt, engineId: EngineId, groupStarts: ReadonlySet<number>): { usage: CompiledStatement[]; signal: CompiledStatement[]; anyInFile: boolean } {
  const reading = readAs(doc, engineId);
  const engine = reading.engine;
  const usage: CompiledStatement[] = [];
  const signal: CompiledStatement[] = [];
  let anyInFile = false;
  for (const line of doc.lines) {
    if (line.directive !== "content-usage" && line.directive !== "content-signal") continue;
    anyInFile = true;
    if (groupStarts.size === 0 || !isReadBy(engine, line)) continue;
    const start = groupStartOf(doc, reading, line.number);
    if (start === null || !groupStarts.has(start)) continue;
    const statement = parseStatement(line, doc.text);
    if (statement === null) continue;
    if (statement.directive === "content-signal") {
      signal.push({ statement, normalized: "", priority: 0, compiled: null });
      continue;
    }
    const normalized = statement.path === null ? "" : normalizeFor(engine, statement.path);
    usage.push({
      statement,
      normalized,
      priority: normalized.length,
      compiled: statement.path === null ? null : compilePattern(normalized, engine.wildcards),
    });
  }
  return { usage, signal, anyInFile };
}

function emptyEntries(directive: PreferenceDirective): PreferenceEntry[] {
  return PREFERENCE_KEYS[directive].map((key) => ({ key, value: "unknown", lines: [] }));
}

/** Combines the deciding statements category by category. */
function entriesOf(directive: PreferenceDirective, deciding: readonly PreferenceStatement[]): PreferenceEntry[] {
  return PREFERENCE_KEYS[directive].map((key) => {
    const value = combinePreferences(deciding.map((s) => s.values[key]));
    const lines = value === "unknown" ? [] : deciding.filter((s) => s.values[key] === value).map((s) => s.line);
    return { key, value, lines };
  });
}

function msg(code: string, params: Message["params"] = {}): Message {
  return { code, params };
}

/** Decides one directive's set for a compared path. */
function decideSet(directive: PreferenceDirective, statements: CompiledStatement[], path: string, crawlable: boolean, base: Message | null): PreferenceSet {
  if (base !== null) return { directive, entries: emptyEntries(directive), candidates: [], reason: base };
  const matching = statements.filter((s) => s.compiled === null || matchCompiled(path, s.compiled));
  if (matching.length === 0 && crawlable) {
    return { directive, entries: emptyEntries(directive), candidates: [], reason: msg("prefs-none", { count: statements.length }) };
  }
  const top = directive === "content-usage" && matching.length > 0 ? Math.max(...matching.map((s) => s.priority)) : 0;
  const deciding = matching.filter((s) => s.priority === top);
  const candidates: PreferenceCandidate[] = matching
    .map((s) => ({
      line: s.statement.line,
      path: s.statement.path,
      normalized: s.normalized,
      priority: s.priority,
      isParsed: s.statement.parsed.ok,
      isDeciding: crawlable && s.priority === top,
    }))
    .sort((a, b) => b.priority - a.priority || a.line - b.line);
  if (!crawlable) {
    return { directive, entries: emptyEntries(directive), candidates, reason: msg("prefs-not-crawlable", {}) };
  }
  return {
    directive,
    entries: entriesOf(
      directive,
      deciding.map((s) => s.statement),
    ),
    candidates,
    reason: msg("prefs-decided", { count: deciding.length, line: deciding[0].statement.line }),
  };
}

/** The License lines each engine reads, per file: a scan of every line, asked for each verdict (a Compare grid asks 90). */
const licensesCache = new WeakMap<RobotsTxt, Map<EngineId, LicenseRef[]>>();

function licensesOf(doc: RobotsTxt, engineId: EngineId): LicenseRef[] {
  let perDoc = licensesCache.get(doc);
  if (!perDoc) licensesCache.set(doc, (perDoc = new Map()));
  let found = perDoc.get(engineId);
  if (!found) perDoc.set(engineId, (found = scanLicenses(doc, engineId)));
  // A copy: the caller's list is its own.
  return found.slice();
}

function scanLicenses(doc: RobotsTxt, engineId: EngineId): LicenseRef[] {
  const reading = readAs(doc, engineId);
  if (reading.isIgnored) return [];
  const cut = reading.sizeLimit?.isExceeded && reading.sizeLimit.mode === "truncate" ? reading.sizeLimit.cutLine : null;
  const out: LicenseRef[] = [];
  for (const line of doc.lines) {
    if (line.directive !== "license" || line.valueText === null) continue;
    if (cut !== null && line.number >= cut) continue;
    out.push({ line: line.number, url: line.valueText });
  }
  return out;
}

const compiledCache = new WeakMap<RobotsTxt, Map<string, ReturnType<typeof compileStatements>>>();

function statementsFor(doc: RobotsTxt, engineId: EngineId, groupStarts: readonly number[]) {
  let perDoc = compiledCache.get(doc);
  if (!perDoc) {
    perDoc = new Map();
    compiledCache.set(doc, perDoc);
  }
  const key = `${engineId}|${groupStarts.join(",")}`;
  let hit = perDoc.get(key);
  if (!hit) {
    hit = compileStatements(doc, engineId, new Set(groupStarts));
    if (perDoc.size > 64) perDoc.clear();
    perDoc.set(key, hit);
  }
  return hit;
}

/**
 * The usage preferences in force for the URL and crawler of a crawl verdict, under the verdict's
 * engine: the Content-Usage rules of the chosen group(s) by longest match, the group's
 * Content-Signal lines, and the file's License lines. Preferences apply only when the verdict
 * allows crawling (attach-05 "Content-Usage Rule Semantics").
 */
export function explainPreferences(doc: RobotsTxt, result: MatchResult): Preferences {
  const engineId = result.engine;
  const reading = readAs(doc, engineId);
  const starts = result.group.groups.map((g) => g.fromLine);
  const compiled = statementsFor(doc, engineId, starts);
  let base: Message | null = null;
  if (reading.isIgnored) base = msg("prefs-file-ignored", {});
  else if (!compiled.anyInFile) base = msg("prefs-absent", {});
  else if (starts.length === 0) base = msg("prefs-no-group", {});
  const crawlable = result.allowed;
  return {
    engine: engineId,
    support: PREFERENCE_SUPPORT[engineId],
    crawlable,
    usage: decideSet("content-usage", compiled.usage, result.url.path, crawlable, base),
    signal: decideSet("content-signal", compiled.signal, result.url.path, crawlable, base),
    licenses: licensesOf(doc, engineId),
  };
}

/** A crawl verdict with the preferences in force next to it. */
export type MatchResultWithPreferences = MatchResult & { preferences: Preferences };

/** Adds the preferences in force to a verdict (the verdict itself is unchanged). */
export function withPreferences(doc: RobotsTxt, result: MatchResult): MatchResultWithPreferences {
  return { ...result, preferences: explainPreferences(doc, result) };
}

/**
 * Preferences for many URLs of one engine and agent (Bulk): compiled once from the verdict
 * matcher's group choice, then one call per URL with its compared path and crawl verdict.
 */
export function compilePreferences(
  doc: RobotsTxt,
  engineId: EngineId,
  groupStarts: readonly number[],
): { hasAny: boolean; summarize(comparedPath: string, crawlable: boolean): PreferenceSummary } {
  const reading = readAs(doc, engineId);
  const compiled = statementsFor(doc, engineId, groupStarts);
  const empty = (d: PreferenceDirective) => Object.fromEntries(PREFERENCE_KEYS[d].map((k) => [k, "unknown" as PreferenceValue]));
  const hasAny = !reading.isIgnored && compiled.anyInFile && groupStarts.length > 0;
  return {
    hasAny,
    summarize(path: string, crawlable: boolean): PreferenceSummary {
      const out: PreferenceSummary = { usage: empty("content-usage"), signal: empty("content-signal"), lines: {} };
      if (!hasAny || !crawlable) return out;
      for (const [directive, list, target] of [
        ["content-usage", compiled.usage, out.usage],
        ["content-signal", compiled.signal, out.signal],
      ] as const) {
        if (list.length === 0) continue;
        const set = decideSet(directive, list, path, true, null);
        for (const e of set.entries) {
          target[e.key] = e.value;
          if (e.lines.length > 0) out.lines[`${directive}:${e.key}`] = e.lines[0];
        }
      }
      return out;
    },
  };
}

/** The categories of both directives in a fixed order: the slots of a packed summary. */
export const PREFERENCE_SLOTS: readonly { directive: PreferenceDirective; key: string }[] = (["content-usage", "content-signal"] as const).flatMap(
  (directive) => PREFERENCE_KEYS[directive].map((key) => ({ directive, key })),
);

const PACK: Record<PreferenceValue, number> = { unknown: 0, yes: 1, no: 2 };
const UNPACK: readonly PreferenceValue[] = ["unknown", "yes", "no", "unknown"];

/** A summary as one number: two bits per slot (0 unknown, 1 yes, 2 no), for typed arrays. */
export function packPreferences(summary: PreferenceSummary): number {
  let packed = 0;
  PREFERENCE_SLOTS.forEach((slot, i) => {
    const set = slot.directive === "content-usage" ? summary.usage : summary.signal;
    packed |= PACK[set[slot.key] ?? "unknown"] << (2 * i);
  });
  return packed;
}

/** The value of slot `i` (an index into `PREFERENCE_SLOTS`) of a packed summary. */
export function unpackPreference(packed: number, i: number): PreferenceValue {
  return UNPACK[(packed >> (2 * i)) & 3];
}
