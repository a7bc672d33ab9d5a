/**
 * Matching: reads a parsed file as one engine (size limit, grouping, group choice with the
 * crawler's token order, rule precedence) and decides URLs. `compileMatcher` does the per-file
 * work once and indexes rules by their literal prefix, so each URL costs about the same
 * whatever the number of rules; `matchUrl` is the explaining path over the same index.
 */
import { readingFor, resolveUserAgent, type ResolvedAgent } from "./agent.ts";
import { getEngine, type Engine } from "./engines/index.ts";
import { GOOGLE_SIZE_LIMIT } from "./limits.ts";
import { lexLine, offsetAtByte } from "./parse.ts";
import {
  compilePattern,
  escapePatternGoogle,
  googleAgentToken,
  matchCompiled,
  normalizeDraft1996,
  normalizeRfc9309Path,
  normalizeRfc9309Rule,
  type CompiledPattern,
  type StepCounter,
} from "./pattern.ts";
import type {
  Assumption,
  Candidate,
  EngineId,
  Group,
  GroupChoice,
  Line,
  MatchResult,
  Message,
  RobotsTxt,
  RuleRef,
  SizeLimitEffect,
} from "./types.ts";
import { normalizeOrigin, normalizeUrl, pathForMatching, DEFAULT_ORIGIN } from "./url.ts";

/** A line as an engine reads it: the directive it counts as, if any. */
interface ReadLine {
  number: number;
  type: "user-agent" | "allow" | "disallow" | "blank" | "other";
  value: string;
}

/** A group with its rules, as the engine read them. */
interface ReadGroup extends Group {
  rules: ReadLine[];
  /** A record engine's blank line ended it, and rules followed with no user-agent. */
  orphansAfter: number[];
  /**
   * A blank line changed how the group reads: inside it (grouping `google`, where blank lines
   * are transparent), or ending it before its rules or before a user-agent line it would
   * otherwise share (grouping `records`).
   */
  isBlankSensitive: boolean;
  /** A line other than user-agent/allow/disallow sits between two of its user-agent lines. */
  hasLineBetweenAgents: boolean;
}

/** What an engine reads of a file: its groups and the size-limit effect. */
export interface EngineReading {
  engine: Engine;
  groups: ReadGroup[];
  /** Rules before any user-agent line (ignored). */
  orphanLines: number[];
  sizeLimit: SizeLimitEffect | null;
  /** The file is ignored whole (over Yandex's limit). */
  isIgnored: boolean;
}


function lineType(line: Line, engine: Engine): ReadLine["type"] {
  if (line.kind === "blank") return "blank";
  if (line.kind !== "directive") return "other";
  if (engine.keys === "strict" && (line.keyMatch !== "exact" || line.isMissingColon)) return "other";
  const d = line.directive;
  if (d === "user-agent") return "user-agent";
  if (d === "allow") return engine.hasAllow ? "allow" : "other";
  if (d === "disallow") return "disallow";
  return "other";
}

const readingCache = new WeakMap<RobotsTxt, Map<EngineId, EngineReading>>();

/** Reads a parsed file as an engine: size limit applied, lines grouped. Cached per document. */
export function readAs(doc: RobotsTxt, engineId: EngineId): EngineReading {
  let perDoc = readingCache.get(doc);
  if (!perDoc) {
    perDoc = new Map();
    readingCache.set(doc, perDoc);
  }
  const cached = perDoc.get(engineId);
  if (cached) return cached;
  const engine = getEngine(engineId);
  const limit = engine.sizeLimit;
  let sizeLimit: SizeLimitEffect | null = null;
  let lines = doc.lines;
  let isIgnored = false;
  if (limit) {
    const isExceeded = doc.byteLength > limit.bytes;
    let cutLine: number | null = null;
    if (isExceeded && limit.mode === "truncate") {
      const kept: Line[] = [];
      for (const l of doc.lines) {
        if (l.byteFrom >= limit.bytes) {
          cutLine = l.number;
          break;
        }
        if (l.byteFrom + l.byteLength > limit.bytes) {
          // The line crossing the cut is read up to the cut.
          const end = offsetAtByte(doc.text, l.from, l.to, limit.bytes - l.byteFrom);
          kept.push(lexLine(doc.text, l.number, l.from, end, l.byteFrom, limit.bytes - l.byteFrom, ""));
          cutLine = l.number + 1 <= doc.lines.length ? l.number + 1 : null;
          break;
        }
        kept.push(l);
      }
      lines = kept;
    }
    if (isExceeded && limit.mode === "ignore-file") isIgnored = true;
    sizeLimit = { bytes: limit.bytes, mode: limit.mode, isExceeded, cutLine };
  }
  const groups: ReadGroup[] = [];
  const orphanLines: number[] = [];
  let cur: ReadGroup | null = null;
  let closed = false;
  let lastBlank = 0;
  let lastOther = 0;
  for (const l of lines) {
    const type = lineType(l, engine);
    if (type === "blank") {
      if (engine.grouping === "records" && cur) closed = true;
      lastBlank = l.number;
      continue;
    }
    if (type === "other") {
      if (l.kind !== "comment") lastOther = l.number;
      continue;
    }
    const joins = cur !== null && !closed && (type !== "user-agent" || cur.rules.length === 0);
    if (cur && joins && lastBlank > cur.fromLine) cur.isBlankSensitive = true;
    const value = l.value ? l.value.text : "";
    if (type === "user-agent") {
      if (cur && closed && cur.rules.length === 0) cur.isBlankSensitive = true;
      if (cur && !closed && cur.rules.length === 0 && lastOther > cur.toLine) cur.hasLineBetweenAgents = true;
      if (!cur || closed || cur.rules.length > 0) {
        cur = {
          agentLines: [],
          agents: [],
          ruleLines: [],
          rules: [],
          fromLine: l.number,
          toLine: l.number,
          orphansAfter: [],
          isBlankSensitive: false,
          hasLineBetweenAgents: false,
        };
        groups.push(cur);
        closed = false;
      }
      cur.agentLines.push(l.number);
      cur.agents.push(value);
      cur.toLine = l.number;
    } else if (!cur) {
      orphanLines.push(l.number);
    } else if (closed) {
      cur.isBlankSensitive = true;
      cur.orphansAfter.push(l.number);
      orphanLines.push(l.number);
    } else {
      cur.rules.push({ number: l.number, type, value });
      cur.ruleLines.push(l.number);
      cur.toLine = l.number;
    }
  }
  const reading: EngineReading = { engine, groups, orphanLines, sizeLimit, isIgnored };
  perDoc.set(engineId, reading);
  return reading;
}

/** The value names the global group under this engine. */
function isGlobalValue(value: string, engine: Engine): boolean {
  if (engine.agentMatch === "google") return googleAgentToken(value) === "*";
  return value === "*";
}

/** The value names this token (not via `*`) under this engine. */
function namesToken(value: string, token: string, engine: Engine): boolean {
  if (token === "" || isGlobalValue(value, engine)) return false;
  const t = token.toLowerCase();
  switch (engine.agentMatch) {
    case "google":
      return googleAgentToken(value).toLowerCase() === t;
    case "exact":
      return value.toLowerCase() === t;
    case "substring":
      return value.toLowerCase().includes(t);
  }
}

function publicGroup(g: ReadGroup): Group {
  return { agentLines: g.agentLines, agents: g.agents, ruleLines: g.ruleLines, fromLine: g.fromLine, toLine: g.toLine };
}

function msg(code: string, params: Message["params"] = {}): Message {
  return { code, params };
}

function assumption(engine: Engine, fact: string, code: string, params: Message["params"] = {}): Assumption | null {
  const f = engine.facts[fact];
  if (!f || f.confidence === "H") return null;
  return { code, params, confidence: f.confidence, source: f.source };
}

interface Choice {
  choice: GroupChoice;
  chosen: ReadGroup[];
  assumptions: Assumption[];
}

/** The agent is a Yandex robot (one of its tokens contains "Yandex"). */
function isYandexAgent(tokens: readonly string[]): boolean {
  return tokens.some((t) => /yandex/i.test(t));
}

/** Chooses the group(s) for an agent: the crawler's tokens in order, then Yandex's rule, then `*`. */
function chooseGroups(reading: EngineReading, agent: ResolvedAgent): Choice {
  const engine = reading.engine;
  const crawler = agent.crawler;
  const ignoresGlobal = crawler?.ignoresGlobal ?? false;
  const isGlobalAgent = agent.how === "global";
  const tokens = isGlobalAgent ? [] : crawler ? [...crawler.tokens] : agent.token ? [agent.token] : [];
  const assumptions: Assumption[] = [];
  const add = (a: Assumption | null) => {
    if (a && !assumptions.some((b) => b.code === a.code)) assumptions.push(a);
  };
  /** Groups that matched a step of the choice, used or skipped: their reading shaped the verdict. */
  const considered = new Set<ReadGroup>();
  const pick = (gs: ReadGroup[]) => (engine.mergeGroups ? gs : gs.slice(0, 1));
  /** The groups of a step the engine uses: the 1994 standard ignores a record with no rule line. */
  const usable = (matched: ReadGroup[]): ReadGroup[] => {
    for (const g of matched) considered.add(g);
    if (!engine.isEmptyRecordIgnored) return matched;
    const kept = matched.filter((g) => g.rules.length > 0);
    if (kept.length < matched.length) add(assumption(engine, "emptyGroup", "assume-empty-group", { applies: false }));
    return kept;
  };
  // How user-agent values are compared with the agent's tokens, where engines.md leaves it open.
  if (tokens.length > 0) {
    const named = reading.groups.some((g) => g.agents.some((v) => v !== "" && !isGlobalValue(v, engine)));
    if (named && engine.agentMatch === "google") {
      add(assumption(engine, "agentMatch", "assume-token-match", { token: tokens[0] }));
      if (!isYandexAgent(tokens)) add(assumption(engine, "foreignAgentMatch", "assume-token-match", { token: tokens[0] }));
    }
    if (named && engine.agentMatch === "exact") add(assumption(engine, "agentMatch", "assume-token-equality", { token: tokens[0] }));
  }
  // `User-agent: * everybody`: global for Google; other readings do not say.
  for (const g of reading.groups) {
    const v = g.agents.find((x) => x.length > 1 && x.charAt(0) === "*");
    if (v !== undefined) add(assumption(engine, "globalValue", "assume-global-value", { value: v }));
  }
  const done = (chosen: ReadGroup[], tokenUsed: string | null, reason: Message): Choice => {
    if (chosen.length > 1) add(assumption(engine, "mergeGroups", "assume-groups-merged", { count: chosen.length }));
    if (chosen.length > 1 && tokenUsed === "*") add(assumption(engine, "mergeGlobal", "assume-groups-merged", { count: chosen.length }));
    if (!engine.mergeGroups && tokenUsed !== null) {
      const all = reading.groups.filter((g) =>
        tokenUsed === "*" ? g.agents.some((v) => isGlobalValue(v, engine)) : g.agents.some((v) => namesToken(v, tokenUsed, engine)),
      );
      if (all.length > 1) add(assumption(engine, "mergeGroups", "assume-first-record-only", { count: all.length }));
    }
    if (chosen.length > 0 && chosen.every((g) => g.rules.length === 0)) {
      add(assumption(engine, "emptyGroup", "assume-empty-group", { applies: true }));
    }
    for (const g of [...considered, ...chosen]) {
      if (g.isBlankSensitive) {
        add(assumption(engine, "grouping", "assume-blank-line", { mode: engine.grouping === "records" ? "ends-group" : "ignored" }));
      }
      if (g.hasLineBetweenAgents) add(assumption(engine, "otherLines", "assume-line-between-agents", {}));
    }
    return {
      choice: { tokensTried: tokens, tokenUsed, ignoresGlobal, groups: chosen.map(publicGroup), reason },
      chosen,
      assumptions,
    };
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const matched = usable(reading.groups.filter((g) => g.agents.some((v) => namesToken(v, t, engine))));
    if (matched.length > 0) {
      const chosen = pick(matched);
      if (engine.agentMatch === "substring" && !chosen[0].agents.some((v) => v.toLowerCase() === t.toLowerCase())) {
        add(assumption(engine, "agentMatch", "assume-substring-direction", { token: t }));
      }
      if (i > 0 && crawler) {
        if (crawler.confidence !== "H") {
          add({
            code: "assume-token-fallback",
            params: { crawler: crawler.name, token: t },
            confidence: crawler.confidence,
            source: crawler.source,
          });
        }
        return done(chosen, t, msg("group-fallback", { token: t, first: tokens[0], count: chosen.length }));
      }
      return done(chosen, t, msg("group-token", { token: t, count: chosen.length }));
    }
  }
  if (engine.yandexFamily !== "none" && isYandexAgent(tokens)) {
    // Classic text: any value containing "Yandex". Current docs: a record naming another Yandex
    // robot is that robot's alone (YandexBot's record is not YandexImages'), so only "Yandex".
    const isFamilyValue =
      engine.yandexFamily === "classic"
        ? (v: string) => /yandex/i.test(v) && !isGlobalValue(v, engine)
        : (v: string) => googleAgentToken(v).toLowerCase() === "yandex";
    const matched = usable(reading.groups.filter((g) => g.agents.some(isFamilyValue)));
    if (matched.length > 0) {
      const chosen = pick(matched);
      return done(chosen, chosen[0].agents.find(isFamilyValue) ?? "Yandex", msg("group-yandex", { count: chosen.length }));
    }
  }
  if (ignoresGlobal) {
    if (crawler && crawler.confidence !== "H" && reading.groups.some((g) => g.agents.some((v) => isGlobalValue(v, engine)))) {
      add({ code: "assume-global-ignored", params: { crawler: crawler.name }, confidence: crawler.confidence, source: crawler.source });
    }
    return done([], null, msg("group-global-ignored", { crawler: crawler?.name ?? agent.token }));
  }
  const globals = usable(reading.groups.filter((g) => g.agents.some((v) => isGlobalValue(v, engine))));
  if (globals.length > 0) {
    const chosen = pick(globals);
    return done(chosen, "*", msg(isGlobalAgent ? "group-global-asked" : "group-global", { count: chosen.length }));
  }
  return done([], null, msg("group-none", {}));
}

/** A rule ready for matching. */
interface IRule extends RuleRef {
  order: number;
  compiled: CompiledPattern;
  /** What the rule does when it matches (an empty classic-Yandex Allow disallows all). */
  effect: "allow" | "disallow";
  /** For Google's derived `index.html` rule: the order of the rule it came from. */
  originOrder?: number;
  /** Position in the index's stamp array. */
  slot: number;
  /** Later rules with the same effect and pattern: they never decide, so only this one is indexed. */
  duplicates?: IRule[];
}

/** Keeps the first of rules with the same effect and normalized pattern; later ones hang off it. */
function dedupeRules(rules: IRule[]): IRule[] {
  const first = new Map<string, IRule>();
  const kept: IRule[] = [];
  for (const r of rules) {
    const key = (r.effect === "allow" ? "A" : "D") + (r.derived ? "i" : "-") + r.normalized;
    const f = first.get(key);
    if (f) (f.duplicates ??= []).push(r);
    else {
      first.set(key, r);
      kept.push(r);
    }
  }
  return kept;
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

/**
 * A rule's length for longest match. Where every rule implicitly ends in `*` (Yandex), a
 * written trailing `*` or `*$` adds nothing: `/page*` is as long as `/page`.
 */
function ruleLength(engine: Engine, normalized: string): number {
  if (!engine.isTrailingStarImplicit || !engine.wildcards) return normalized.length;
  let end = normalized.length;
  if (end >= 2 && normalized.charAt(end - 1) === "$" && normalized.charAt(end - 2) === "*") end--;
  while (end > 0 && normalized.charAt(end - 1) === "*") end--;
  return end;
}

function buildRules(engine: Engine, chosen: ReadGroup[]): IRule[] {
  const lines: ReadLine[] = [];
  for (const g of chosen) for (const r of g.rules) lines.push(r);
  if (chosen.length > 1) lines.sort((a, b) => a.number - b.number);
  const rules: IRule[] = [];
  for (const r of lines) {
    const kind = r.type === "allow" ? "allow" : "disallow";
    let effect: "allow" | "disallow" = kind;
    let normalized: string;
    if (r.value === "") {
      const mode = kind === "allow" ? engine.emptyAllow : engine.emptyDisallow;
      if (mode === "ignore") continue;
      if (mode === "allow-all") effect = "allow";
      if (mode === "disallow-all") effect = "disallow";
      if (mode === "allow-root") {
        effect = "allow";
        normalized = "/";
      } else normalized = "";
    } else {
      normalized = normalizeFor(engine, r.value);
    }
    const order = rules.length;
    const priority = engine.precedence === "longest" ? ruleLength(engine, normalized) : order;
    rules.push({
      line: r.number,
      kind,
      pattern: r.value,
      normalized,
      priority,
      order,
      compiled: compilePattern(normalized, engine.wildcards),
      effect,
      slot: 0,
    });
    if (engine.isGoogleLibrary && kind === "allow") {
      // Lenient (Google): "Allow: /dir/index.htm(l)" also allows "/dir/" itself.
      const slash = normalized.lastIndexOf("/");
      if (slash >= 0 && normalized.startsWith("/index.htm", slash)) {
        const derived = normalized.slice(0, slash + 1) + "$";
        rules.push({
          line: r.number,
          kind,
          pattern: r.value,
          normalized: derived,
          priority: derived.length,
          order: rules.length,
          compiled: compilePattern(derived, true),
          effect: "allow",
          derived: "index-html",
          originOrder: order,
          slot: 0,
        });
      }
    }
  }
  return rules;
}

/**
 * Rules indexed by a literal piece every matching path must contain, so a URL visits only the
 * rules that can match it: the literal prefix (found with a rolling hash of each path prefix),
 * the literal suffix of a `$`-anchored pattern (rolling hash of each path suffix), or a
 * trigram of a literal segment between stars (hash of each path trigram). A path is scanned a
 * constant number of times whatever the number of rules.
 */
class RuleIndex {
  private readonly prefix = new Map<number, IRule[]>();
  private readonly suffix = new Map<number, IRule[]>();
  private readonly infix = new Map<number, IRule[]>();
  private readonly prefixLengths: Uint8Array;
  private readonly suffixLengths: Uint8Array;
  private readonly maxPrefix: number;
  private readonly maxSuffix: number;
  private readonly stamps: Uint32Array;
  private stamp = 0;

  constructor(readonly rules: IRule[]) {
    let maxPrefix = 0;
    let maxSuffix = 0;
    const keys: { kind: 0 | 1 | 2; key: string }[] = [];
    for (const r of rules) {
      const k = indexKey(r.compiled, this.infix);
      keys.push(k);
      if (k.kind === 0) maxPrefix = Math.max(maxPrefix, k.key.length);
      else if (k.kind === 1) maxSuffix = Math.max(maxSuffix, k.key.length);
      else addTo(this.infix, hashString(k.key, 0, 3), r);
    }
    this.maxPrefix = maxPrefix;
    this.maxSuffix = maxSuffix;
    this.prefixLengths = new Uint8Array(maxPrefix + 1);
    this.suffixLengths = new Uint8Array(maxSuffix + 1);
    rules.forEach((r, i) => {
      const { kind, key } = keys[i];
      if (kind === 0) {
        this.prefixLengths[key.length] = 1;
        addTo(this.prefix, hashString(key, 0, key.length), r);
      } else if (kind === 1) {
        this.suffixLengths[key.length] = 1;
        addTo(this.suffix, hashReverse(key, key.length), r);
      }
    });
    this.stamps = new Uint32Array(rules.length);
    rules.forEach((r, i) => (r.slot = i));
  }

  /** Calls `visit` once for each rule the path may match (its index key occurs where it must). */
  forEachCandidate(path: string, visit: (r: IRule) => void, counter?: StepCounter): void {
    const n = path.length;
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const stamps = this.stamps;
    const seen = (r: IRule) => {
      if (stamps[r.slot] === stamp) return true;
      stamps[r.slot] = stamp;
      return false;
    };
    let work = 0;
    // Literal prefixes: every prefix length some rule has.
    if (this.prefix.size > 0) {
      const limit = Math.min(n, this.maxPrefix);
      let h = 0;
      for (let i = 0; ; i++) {
        if (this.prefixLengths[i] === 1) {
          const b = this.prefix.get(h);
          if (b) {
            for (const r of b) {
              work++;
              if (r.compiled.prefix.length === i && !seen(r)) visit(r);
            }
          }
        }
        if (i >= limit) break;
        h = (Math.imul(h, 31) + path.charCodeAt(i)) | 0;
      }
      work += limit;
    }
    // Anchored suffixes, hashed from the end of the path.
    if (this.suffix.size > 0) {
      const limit = Math.min(n, this.maxSuffix);
      let h = 0;
      for (let i = 0; ; i++) {
        if (this.suffixLengths[i] === 1 && i > 0) {
          const b = this.suffix.get(h);
          if (b) {
            for (const r of b) {
              work++;
              if (!seen(r)) visit(r);
            }
          }
        }
        if (i >= limit) break;
        h = (Math.imul(h, 31) + path.charCodeAt(n - 1 - i)) | 0;
      }
      work += limit;
    }
    // Trigrams of segments between stars.
    if (this.infix.size > 0 && n >= 3) {
      for (let i = 0; i + 3 <= n; i++) {
        const b = this.infix.get(hashString(path, i, i + 3));
        if (b) {
          for (const r of b) {
            work++;
            if (!seen(r)) visit(r);
          }
        }
      }
      work += n;
    }
    if (counter) counter.steps += work;
  }
}

function addTo(map: Map<number, IRule[]>, h: number, r: IRule): void {
  const b = map.get(h);
  if (b) b.push(r);
  else map.set(h, [r]);
}

/**
 * The piece a rule is indexed by: 0 = its literal prefix, 1 = the literal suffix of an anchored
 * pattern, 2 = a trigram of its longest middle segment (the least used one so far).
 */
function indexKey(p: CompiledPattern, infix: Map<number, IRule[]>): { kind: 0 | 1 | 2; key: string } {
  if (!p.hasWildcard || p.prefix.length >= 4) return { kind: 0, key: p.prefix };
  const last = p.rest.length > 0 ? p.rest[p.rest.length - 1] : "";
  if (p.anchored && last.length >= 3 && last.length > p.prefix.length) return { kind: 1, key: last };
  let longest = "";
  for (const seg of p.rest) if (seg.length > longest.length) longest = seg;
  if (longest.length >= 3 && longest.length > p.prefix.length) {
    let best = longest.slice(0, 3);
    let bestSize = Infinity;
    for (let i = 0; i + 3 <= longest.length; i++) {
      const size = infix.get(hashString(longest, i, i + 3))?.length ?? 0;
      if (size < bestSize) {
        bestSize = size;
        best = longest.slice(i, i + 3);
      }
    }
    return { kind: 2, key: best };
  }
  return { kind: 0, key: p.prefix };
}

function hashString(s: string, from: number, to: number): number {
  let h = 0;
  for (let i = from; i < to; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

function hashReverse(s: string, n: number): number {
  let h = 0;
  for (let i = 0; i < n; i++) h = (Math.imul(h, 31) + s.charCodeAt(s.length - 1 - i)) | 0;
  return h;
}

/** The fast verdict of a compiled matcher. */
export interface QuickVerdict {
  allowed: boolean;
  /** The deciding line, or null. */
  line: number | null;
}

/** A file compiled for one engine and agent: decide many URLs fast. */
export interface CompiledMatcher {
  engine: EngineId;
  agent: ResolvedAgent;
  group: GroupChoice;
  /** Decides one URL (a path or a full URL). Throws a TypeError on an invalid URL. */
  match(url: string, counter?: StepCounter): QuickVerdict;
  /** Decides an already-compared path (path + query, starting with `/`). */
  matchPath(path: string, counter?: StepCounter): QuickVerdict;
  /** Decides a URL and explains the verdict. */
  explain(url: string): MatchResult;
}

interface Decision {
  allowed: boolean;
  rule: IRule | null;
  candidates: IRule[];
  tie: boolean;
}

function decide(engine: Engine, index: RuleIndex, path: string, collect: boolean, counter?: StepCounter): Decision {
  const candidates: IRule[] = [];
  let bestAllow: IRule | null = null;
  let bestDisallow: IRule | null = null;
  let first: IRule | null = null;
  const longest = engine.precedence === "longest";
  index.forEachCandidate(
    path,
    (r) => {
      if (longest) {
        const best = r.effect === "allow" ? bestAllow : bestDisallow;
        // Only a rule that could beat the best of its kind needs the full match, unless explaining.
        if (!collect && best && (best.priority > r.priority || (best.priority === r.priority && best.order < r.order))) return;
      } else if (!collect && first && first.order < r.order) return;
      if (!matchCompiled(path, r.compiled, counter)) return;
      if (collect) candidates.push(r);
      if (longest) {
        if (r.effect === "allow") {
          if (!bestAllow || r.priority > bestAllow.priority || (r.priority === bestAllow.priority && r.order < bestAllow.order)) bestAllow = r;
        } else if (!bestDisallow || r.priority > bestDisallow.priority || (r.priority === bestDisallow.priority && r.order < bestDisallow.order)) {
          bestDisallow = r;
        }
      } else if (!first || r.order < first.order) first = r;
    },
    counter,
  );
  if (!longest) {
    const f = first as IRule | null;
    return { allowed: !f || f.effect === "allow", rule: f, candidates, tie: false };
  }
  const a = bestAllow as IRule | null;
  const d = bestDisallow as IRule | null;
  const ap = a ? a.priority : -1;
  const dp = d ? d.priority : -1;
  if (engine.isGoogleLibrary) {
    // Google: disallowed only by a strictly longer, non-empty Disallow; the deciding line is
    // the Disallow when strictly longer, else the Allow (an empty Disallow may be reported).
    return { allowed: !(dp > ap && dp > 0), rule: dp > ap ? d : a, candidates, tie: a !== null && d !== null && ap === dp };
  }
  if (dp > ap) return { allowed: false, rule: d, candidates, tie: false };
  return { allowed: true, rule: a, candidates, tie: a !== null && d !== null && ap === dp };
}

function toRuleRef(r: IRule): RuleRef {
  const ref: RuleRef = { line: r.line, kind: r.kind, pattern: r.pattern, normalized: r.normalized, priority: r.priority };
  if (r.derived) ref.derived = r.derived;
  return ref;
}

function comparedPath(engine: Engine, path: string): string {
  if (engine.encoding === "google") return path;
  if (engine.encoding === "rfc9309") return normalizeRfc9309Path(path);
  return normalizeFor(engine, path);
}

/**
 * Compiles a parsed file for one engine and user agent (a token, `*` or a whole User-Agent
 * header). Group choice and rule normalisation happen once; `match` then costs about the
 * same per URL whatever the number of rules.
 */
export function compileMatcher(doc: RobotsTxt, engineId: EngineId, userAgent: string, origin?: string): CompiledMatcher {
  const engine = getEngine(engineId);
  const reading = readAs(doc, engine.id);
  const agent = resolveUserAgent(userAgent);
  const { choice, chosen, assumptions: choiceAssumptions } = chooseGroups(reading, agent);
  const staticAssumptions = [...choiceAssumptions, ...fileAssumptions(doc, reading, chosen)];
  const rules = reading.isIgnored ? [] : buildRules(engine, chosen);
  const index = new RuleIndex(dedupeRules(rules));
  const fileOrigin = normalizeOrigin(origin) ?? DEFAULT_ORIGIN;

  const matchPath = (rawPath: string, counter?: StepCounter): QuickVerdict => {
    if (reading.isIgnored) return { allowed: true, line: null };
    const path = comparedPath(engine, rawPath);
    if (engine.robotsTxtAlwaysAllowed && path === "/robots.txt") return { allowed: true, line: null };
    const d = decide(engine, index, path, false, counter);
    return { allowed: d.allowed, line: d.rule ? d.rule.line : null };
  };

  const explain = (url: string): MatchResult => {
    const u = normalizeUrl(url, fileOrigin);
    const path = comparedPath(engine, u.path);
    const steps: Message[] = [];
    const assumptions: Assumption[] = [...staticAssumptions];
    const add = (a: Assumption | null) => {
      if (a && !assumptions.some((b) => b.code === a.code)) assumptions.push(a);
    };
    if (agent.crawler?.isEngineAssumed && agent.crawler.engine === engine.id) {
      assumptions.push({
        code: "assume-crawler-engine",
        params: { crawler: agent.crawler.name, engine: engine.id },
        confidence: agent.crawler.confidence,
        source: agent.crawler.source,
      });
    }
    steps.push(msg("step-agent", { input: agent.input.trim(), token: agent.token, how: agent.how, crawler: agent.crawler?.name ?? "" }));
    if (reading.sizeLimit?.isExceeded) {
      steps.push(
        msg(reading.sizeLimit.mode === "truncate" ? "step-size-truncated" : "step-size-ignored", {
          bytes: reading.sizeLimit.bytes,
          size: doc.byteLength,
          line: reading.sizeLimit.cutLine ?? 0,
        }),
      );
      const a = assumption(engine, "sizeLimit", "assume-size-limit", { engine: engine.id, bytes: reading.sizeLimit.bytes });
      if (a) assumptions.push(a);
    }
    steps.push(choice.reason);
    steps.push(msg("step-path", { path, href: u.href }));
    const base = {
      engine: engine.id,
      agent: { input: agent.input, token: agent.token, crawlerId: agent.crawler?.id ?? null, how: agent.how },
      group: choice,
      url: { input: u.input, href: u.href, origin: u.origin, path, isOtherOrigin: u.origin !== fileOrigin },
      sizeLimit: reading.sizeLimit,
      steps,
      assumptions,
    };
    if (u.origin !== fileOrigin) steps.push(msg("step-other-origin", { origin: u.origin, fileOrigin }));
    if (reading.isIgnored) {
      const reason = msg("file-ignored-size", { bytes: reading.sizeLimit?.bytes ?? 0, size: doc.byteLength });
      return { ...base, allowed: true, rule: null, candidates: [], reason };
    }
    if (path === "/robots.txt") {
      if (engine.robotsTxtAlwaysAllowed) {
        const reason = msg("robots-txt-always-allowed", {});
        return { ...base, allowed: true, rule: null, candidates: [], reason };
      }
      steps.push(msg("step-robots-txt-fetched-anyway", {}));
      add(assumption(engine, "robotsTxt", "assume-robots-txt-not-special", {}));
    }
    if (engine.encoding === "google" && u.path.includes("%")) {
      add(assumption(engine, "encoding", "assume-percent-encoding", { engine: engine.id }));
    }
    if (engine.encoding === "rfc9309" && /%([0-9A-F][a-f]|[a-f][0-9A-Fa-f])/.test(u.path)) {
      add(assumption(engine, "hexCase", "assume-hex-case", {}));
    }
    const d = decide(engine, index, path, true);
    // Google's derived index.html rule never decides when the rule it came from matched too.
    const matched = d.candidates.flatMap((c) => (c.duplicates ? [c, ...c.duplicates] : [c]));
    const matchedOrders = new Set(matched.map((c) => c.order));
    const shown = matched.filter((c) => c.originOrder === undefined || !matchedOrders.has(c.originOrder));
    shown.sort((x, y) => (engine.precedence === "longest" ? y.priority - x.priority || x.order - y.order : x.order - y.order));
    const candidates: Candidate[] = shown.map((c) => ({ ...toRuleRef(c), isDeciding: d.rule === c }));
    if (d.tie) add(assumption(engine, "tieBreak", "assume-tie-allow", {}));
    if (candidates.length > 1) add(assumption(engine, "precedence", "assume-precedence", { mode: engine.precedence }));
    if (engine.precedence === "longest" && candidates.some((c) => c.normalized.includes("*"))) {
      add(assumption(engine, "wildcardLength", "assume-wildcard-length", {}));
    }
    if (d.rule && d.rule.kind === "allow") add(assumption(engine, "allow", "assume-allow-1996", {}));
    let reason: Message;
    if (choice.groups.length === 0) reason = msg("no-group", {});
    else if (!d.rule) reason = msg("no-rule-matched", { count: rules.length });
    else if (d.rule.pattern === "" && d.rule.kind === "disallow" && engine.isGoogleLibrary) reason = msg("rule-empty-disallow", { line: d.rule.line });
    else reason = msg(d.allowed ? "rule-allow" : "rule-disallow", { line: d.rule.line, pattern: d.rule.pattern });
    return { ...base, allowed: d.allowed, rule: d.rule ? toRuleRef(d.rule) : null, candidates, reason };
  };

  return {
    engine: engine.id,
    agent,
    group: choice,
    matchPath,
    match: (url, counter) => matchPath(pathForMatching(url, fileOrigin), counter),
    explain,
  };
}

/**
 * Assumptions a file's verdicts rest on whatever the URL, for one engine and the chosen
 * groups: lines the engine may read differently from what engines.md documents (a BOM, keys
 * only Google accepts, rules before any user-agent line, empty values, `$` inside a pattern,
 * Google's index.html rule, percent-escapes in rules, a file past the 500 KiB mark). Only facts
 * the engine marks M or L yield one.
 */
function fileAssumptions(doc: RobotsTxt, reading: EngineReading, chosen: ReadGroup[]): Assumption[] {
  const engine = reading.engine;
  const out: Assumption[] = [];
  const add = (a: Assumption | null) => {
    if (a && !out.some((b) => b.code === a.code)) out.push(a);
  };
  if (doc.hasBom) add(assumption(engine, "bom", "assume-bom-skipped", {}));
  if (engine.keys === "strict") {
    const lenient = doc.lines.find(
      (l) =>
        l.kind === "directive" &&
        (l.directive === "user-agent" || l.directive === "allow" || l.directive === "disallow") &&
        (l.keyMatch !== "exact" || l.isMissingColon),
    );
    if (lenient) add(assumption(engine, "keys", "assume-strict-keys", { line: lenient.number }));
  }
  const firstGroup = reading.groups.length > 0 ? reading.groups[0].fromLine : Infinity;
  if (reading.orphanLines.some((n) => n < firstGroup)) add(assumption(engine, "orphans", "assume-orphan-rules", {}));
  if (engine.sizeLimit === null && doc.byteLength > GOOGLE_SIZE_LIMIT) {
    add(assumption(engine, "sizeLimit", "assume-no-size-limit", { engine: engine.id, size: doc.byteLength }));
  }
  for (const g of chosen) {
    for (const r of g.rules) {
      const v = r.value;
      if (v === "") add(assumption(engine, "empty", "assume-empty-rule", { kind: r.type }));
      if (engine.wildcards && /[*$]/.test(v)) add(assumption(engine, "wildcards", "assume-wildcards", { line: r.number }));
      if (engine.wildcards && v.indexOf("$") >= 0 && v.indexOf("$") < v.length - 1) {
        add(assumption(engine, "midDollar", "assume-dollar-mid-pattern", { line: r.number }));
      }
      if (r.type === "allow" && !engine.isGoogleLibrary && /\/index\.html?$/.test(v)) {
        add(assumption(engine, "indexHtml", "assume-no-index-html", { line: r.number }));
      }
      if (engine.encoding === "google" && /[%\u0080-\uffff]/.test(v)) {
        add(assumption(engine, "encoding", "assume-percent-encoding", { engine: engine.id }));
      }
      if (engine.encoding === "rfc9309" && /%(2[DE]|3[0-9]|[46][1-9A-F]|[57][0-9A]|5F|7E)/i.test(v)) {
        add(assumption(engine, "ruleDecoding", "assume-rule-decoding", { line: r.number }));
      }
      if (engine.encoding === "rfc9309" && /%([0-9A-F][a-f]|[a-f][0-9A-Fa-f])/.test(v)) add(assumption(engine, "hexCase", "assume-hex-case", {}));
    }
  }
  return out;
}

/** The query of {@link matchUrl}. */
export interface MatchQuery {
  /** A path starting with `/` or a full http(s) URL. */
  url: string;
  /** A product token, `*`, or a whole User-Agent header. */
  userAgent: string;
  /** Defaults to the crawler's own engine, and to `google` for an unknown agent. */
  engine?: EngineId;
  /** The file's origin, for paths and the other-origin warning (default https://example.com). */
  origin?: string;
}

/**
 * Decides whether a URL may be crawled by an agent under an engine, and explains why.
 * Throws a TypeError when `url` is neither a path nor an http(s) URL; never answers undefined.
 */
export function matchUrl(doc: RobotsTxt, q: MatchQuery): MatchResult {
  const engine = readingFor(q.userAgent, q.engine).engine;
  return compileMatcher(doc, engine, q.userAgent, q.origin).explain(q.url);
}
