/**
 * Matching: reads a parsed file as one engine (size limit, grouping, group choice with the
 * crawler's token order, rule precedence) and decides URLs. `compileMatcher` does the per-file
 * work once and indexes rules by their literal prefix, so each URL costs about the same
 * whatever the number of rules; `matchUrl` is the explaining path over the same index.
 */
import { readingFor, resolveUserAgent, type ResolvedAgent } from "./agent.ts";
import { getEngine, type Engine } from "./engines/index.ts";
import { parseRobotsTxt } from "./parse.ts";
import { type StepCounter } from "./pattern.ts";
import type { Assumption, Candidate, EngineId, GroupChoice, MatchResult, Message, RobotsTxt } from "./types.ts";
import { normalizeOrigin, normalizeUrl, pathForMatching, DEFAULT_ORIGIN } from "./url.ts";
import { addAssumption, assumption, fileAssumptions, msg } from "./match/assumptions.ts";
import { decide, decideQuick } from "./match/decide.ts";
import { chooseGroups } from "./match/group-choice.ts";
import { readAs } from "./match/reading.ts";
import { RuleIndex } from "./match/rule-index.ts";
import { buildRules, comparedPath, dedupeRules, toRuleRef } from "./match/rules.ts";

export { readAs, type EngineReading } from "./match/reading.ts";
import type { EngineReading } from "./match/reading.ts";

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
  /** Decides one URL (a path or a full URL). Throws a TypeError on an invalid URL. Call it on the matcher, not detached. */
  match(url: string, counter?: StepCounter): QuickVerdict;
  /** Decides an already-compared path (path + query, starting with `/`). Call it on the matcher, not detached. */
  matchPath(path: string, counter?: StepCounter): QuickVerdict;
  /** Decides a URL and explains the verdict. */
  explain(url: string): MatchResult;
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
  const compiled = compiledGroups(doc, reading, chosen);
  const staticAssumptions = [...choiceAssumptions, ...compiled.assumptions];
  const { rules, index } = compiled;
  const fileOrigin = normalizeOrigin(origin) ?? DEFAULT_ORIGIN;


  const explain = (url: string): MatchResult => {
    const u = normalizeUrl(url, fileOrigin);
    const path = comparedPath(engine, u.path);
    const steps: Message[] = [];
    const assumptions: Assumption[] = [...staticAssumptions];
    const add = (a: Assumption | null) => addAssumption(assumptions, a);
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

  const matcher = new Matcher(engine.id, agent, choice, { engine, index, isIgnored: reading.isIgnored, fileOrigin }, explain);
  lastCompiled[0] = matcher;
  return matcher;
}

/** What compiling a reading's chosen groups gives, whatever the agent that chose them. */
interface CompiledGroups {
  assumptions: Assumption[];
  rules: ReturnType<typeof buildRules>;
  index: RuleIndex;
}

/**
 * Compiled groups per reading (one per file and engine), by the groups chosen: crawlers that
 * fall to the same groups (most fall to `*`) share one compile, rules and index. The Findings
 * panel's impact summary compiles ten crawlers and the Compare tab each crawler under all six
 * engines: on a 20,000-rule file each compile took 50–110 ms of the page's main thread.
 */
const compiledCache = new WeakMap<EngineReading, Map<string, CompiledGroups>>();

/** How many times chosen groups were compiled (a step count, for tests). */
export const compileSteps = { groups: 0 };

function compiledGroups(doc: RobotsTxt, reading: EngineReading, chosen: ReturnType<typeof chooseGroups>["chosen"]): CompiledGroups {
  const make = (): CompiledGroups => {
    compileSteps.groups++;
    const rules = reading.isIgnored ? [] : buildRules(reading.engine, chosen);
    return { assumptions: fileAssumptions(doc, reading, chosen), rules, index: new RuleIndex(dedupeRules(rules)) };
  };
  const positions = chosen.map((g) => reading.groups.indexOf(g));
  // A group that is not one of the reading's own (none today) is compiled apart, uncached.
  if (positions.includes(-1)) return make();
  let perReading = compiledCache.get(reading);
  if (!perReading) compiledCache.set(reading, (perReading = new Map()));
  const key = positions.join(",");
  let compiled = perReading.get(key);
  if (!compiled) perReading.set(key, (compiled = make()));
  return compiled;
}

/**
 * The matcher compiled last, kept until the next one is compiled. {@link KEPT_SHAPES} keeps the
 * hidden classes of a small file alive; a large file's index reaches classes of its own (other
 * trie and rule shapes), and a caller that drops its matcher before compiling the next (the
 * bench's compile-then-match runs, a bulk run per crawler, a test per edit) lost the optimised
 * matching code each time (76 "weak objects" deopts in 10 runs on the 200-group bench file, then
 * none). Costs one matcher's memory at most, until the next compile.
 */
const lastCompiled: CompiledMatcher[] = [];

/**
 * A compiled matcher. Its quick methods live on the prototype, so every matcher runs the same
 * optimised code on its own data: a caller that compiles one matcher after another (a test run
 * per edit, a bulk run per crawler) keeps that code instead of code specialised to a matcher
 * that is gone. Call them on the matcher (`m.match(u)`), not detached.
 */
class Matcher implements CompiledMatcher {
  constructor(
    readonly engine: EngineId,
    readonly agent: ResolvedAgent,
    readonly group: GroupChoice,
    private readonly quick: Quick,
    /** Decides a URL and explains the verdict (callable detached). */
    readonly explain: (url: string) => MatchResult,
  ) {}

  match(url: string, counter?: StepCounter): QuickVerdict {
    return quickPath(this.quick, pathForMatching(url, this.quick.fileOrigin), counter);
  }

  matchPath(path: string, counter?: StepCounter): QuickVerdict {
    return quickPath(this.quick, path, counter);
  }
}

/** What a compiled matcher's quick decisions need. */
interface Quick {
  engine: Engine;
  index: RuleIndex;
  isIgnored: boolean;
  fileOrigin: string;
}

function quickPath(q: Quick, rawPath: string, counter: StepCounter | undefined): QuickVerdict {
  if (q.isIgnored) return { allowed: true, line: null };
  const path = comparedPath(q.engine, rawPath);
  if (q.engine.robotsTxtAlwaysAllowed && path === "/robots.txt") return { allowed: true, line: null };
  return decideQuick(q.engine, q.index, path, counter);
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

/**
 * One small matcher kept for the life of the module. V8 holds the hidden classes that objects
 * reach by adding properties (a matcher, its index and tries) only
 * while some object has them; when a caller drops every matcher before compiling the next
 * (a bulk run per crawler, a test per edit), the optimised matching code that names those
 * classes is thrown away and compiled again. This one keeps them alive.
 */
export const KEPT_SHAPES: CompiledMatcher = compileMatcher(
  parseRobotsTxt("User-agent: *\nAllow: /a/index.html\nDisallow: /a/*b$\nDisallow: /a/*b$\nDisallow: /*.pdf$\nDisallow: *abc*\nDisallow:\n"),
  "google",
  "*",
);
