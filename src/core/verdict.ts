/**
 * One URL's verdict for the app's inputs: the URL checked first (an unreadable URL is a code
 * with parameters, not an exception), then matched with a compiled matcher kept as long as
 * the document lives. The page and the verdict worker both decide through this module.
 */
import { readingFor } from "./agent.ts";
import { compileMatcher, type CompiledMatcher } from "./match.ts";
import type { EngineId, MatchResult, RobotsTxt } from "./types.ts";
import { validateUrl } from "./url.ts";

/** A verdict, or why there is none: the URL input could not be read. */
export type Verdict =
  | { ok: true; result: MatchResult }
  | { ok: false; code: string; params: Record<string, string | number | boolean> };

const matchers = new WeakMap<RobotsTxt, Map<string, CompiledMatcher>>();

/**
 * The compiled matcher of a document for an engine, agent and origin, kept as long as the
 * document lives: compiling is the per-file cost, each URL after it is cheap.
 */
export function matcherFor(doc: RobotsTxt, engine: EngineId | null, userAgent: string, origin: string): CompiledMatcher {
  const id = readingFor(userAgent, engine).engine;
  let perDoc = matchers.get(doc);
  if (!perDoc) {
    perDoc = new Map();
    matchers.set(doc, perDoc);
  }
  const key = `${id}\u0000${userAgent}\u0000${origin}`;
  let matcher = perDoc.get(key);
  if (!matcher) {
    matcher = compileMatcher(doc, id, userAgent, origin);
    perDoc.set(key, matcher);
  }
  return matcher;
}

/** Matches a URL, turning an invalid URL into the validation problem instead of an exception. */
export function computeVerdict(
  doc: RobotsTxt,
  url: string,
  userAgent: string,
  engine: EngineId | null,
  origin: string,
): Verdict {
  const check = validateUrl(url, origin);
  if (!check.ok) return { ok: false, code: check.code, params: check.params };
  try {
    return { ok: true, result: matcherFor(doc, engine, userAgent, origin).explain(url) };
  } catch (error) {
    return { ok: false, code: "url-invalid", params: { input: url, detail: String(error) } };
  }
}

