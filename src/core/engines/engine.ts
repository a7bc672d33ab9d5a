/**
 * The shape of an engine: one reading of robots.txt, stated as data. Each choice carries
 * the confidence and source of the fact behind it (docs/engines.md); a choice of confidence M or
 * L becomes an assumption on every verdict that rests on it.
 */
import type { Confidence, EngineId } from "../types.ts";
import type { SizeLimit } from "../limits.ts";

/** A fact behind an engine's choice. */
export interface Fact {
  confidence: Confidence;
  source: string;
}

/** An engine's reading of robots.txt. */
export interface Engine {
  id: EngineId;
  /** Which keys count: Google's lenient reading (typos, prefixes, missing colon) or exact names. */
  keys: "google" | "strict";
  /** Google/RFC: blank and unknown lines never close a group. Records: a blank line ends a record. */
  grouping: "google" | "records";
  /**
   * How a user-agent value names a token.
   * - google: the leading run of [A-Za-z_-] equals the token (any case); `*` then space or end is global.
   * - exact: the whole value equals the token (any case); only `*` is global.
   * - substring: the value contains the token (1996 draft).
   */
  agentMatch: "google" | "exact" | "substring";
  /** Yandex robots also take records whose value contains "Yandex". */
  yandexFamily: "none" | "current" | "classic";
  /** Several groups for the chosen token are merged (true) or only the first is used. */
  mergeGroups: boolean;
  /** longest: the longest matching pattern decides, Allow on ties. first: file order. */
  precedence: "longest" | "first";
  /**
   * Every rule implicitly ends in `*` (Yandex): a written trailing `*` (or `*$`) adds nothing,
   * so it does not count toward the rule's length under longest match.
   */
  isTrailingStarImplicit?: boolean;
  wildcards: boolean;
  /** How rules and URLs are percent-normalised before comparison. */
  encoding: "google" | "rfc9309" | "draft1996";
  /** Google's library quirks: `index.html` allows its directory; empty patterns match with priority 0. */
  isGoogleLibrary: boolean;
  /** What an empty `Allow:` does. */
  emptyAllow: "match" | "ignore" | "disallow-all";
  /** What an empty `Disallow:` does. */
  emptyDisallow: "match" | "ignore" | "allow-all" | "allow-root";
  /**
   * A record with no Allow/Disallow line is ignored, as if absent (the 1994 standard requires
   * at least one Disallow per record); otherwise it applies and allows everything.
   */
  isEmptyRecordIgnored?: boolean;
  /** `/robots.txt` itself is always allowed. */
  robotsTxtAlwaysAllowed: boolean;
  /** Allow lines are read (the 1994 standard had none). */
  hasAllow: boolean;
  sizeLimit: SizeLimit | null;
  /** The facts behind the choices above, by choice name. */
  facts: Record<string, Fact>;
}
