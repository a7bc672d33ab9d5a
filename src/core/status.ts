/**
 * What each engine does when robots.txt itself does not answer 200: redirects, 401/403,
 * 404, 429, 5xx, an unreachable server. docs/engines.md §0, §1.6, §2.7, §4.5, §5, §8 and the
 * catalogue rows 42–44 and 49. Undocumented cells say so (and what is assumed).
 */
import type { Confidence, EngineId } from "./types.ts";

/** How fetching robots.txt ended. */
export type FetchOutcome =
  | "redirect"
  | "redirect-loop"
  | "unauthorized"
  | "not-found"
  | "too-many-requests"
  | "server-error"
  | "unreachable";

/** Every fetch outcome, in display order. */
export const FETCH_OUTCOMES: readonly FetchOutcome[] = [
  "redirect",
  "redirect-loop",
  "unauthorized",
  "not-found",
  "too-many-requests",
  "server-error",
  "unreachable",
];

/**
 * What the engine then does.
 * - parse: reads the file it ends up with (a redirect target).
 * - allow-all: crawls as if there were no robots.txt.
 * - disallow-all: crawls nothing.
 * - disallow-then-cache: crawls nothing for a while, then uses the last good copy, then allows (Google).
 * - defer: postpones the visit (a temporary full restriction).
 */
export type StatusEffect = "parse" | "allow-all" | "disallow-all" | "disallow-then-cache" | "defer";

/** One engine's reading of one fetch outcome. */
export interface StatusVerdict {
  engine: EngineId;
  outcome: FetchOutcome;
  effect: StatusEffect;
  /** Whether a URL of the site may be crawled right now; null for `parse` (the file decides). */
  allowed: boolean | null;
  confidence: Confidence;
  source: string;
  /** The engine documents nothing for this case: the effect is an assumption (taken from `assumedFrom`). */
  isAssumed: boolean;
  assumedFrom?: EngineId;
}

const RFC = "https://www.rfc-editor.org/rfc/rfc9309#section-2.3.1";
const GOOGLE = "https://developers.google.com/crawling/docs/robots-txt/robots-txt-spec";
const YANDEX = "https://yandex.com/support/webmaster/en/controlling-robot/robots-txt";
const SEED = "Yandex help, classic edition (docs/engines.md §5)";
const DRAFT = "https://www.robotstxt.org/norobots-rfc.txt";
const STD = "https://www.robotstxt.org/orig.html";

type Row = [StatusEffect, Confidence, string];

const TABLE: Record<Exclude<EngineId, "bing">, Record<FetchOutcome, Row>> = {
  rfc9309: {
    redirect: ["parse", "H", RFC],
    "redirect-loop": ["allow-all", "H", RFC],
    unauthorized: ["allow-all", "H", RFC],
    "not-found": ["allow-all", "H", RFC],
    // 429 is a 4xx status: "unavailable", so allow all.
    "too-many-requests": ["allow-all", "M", RFC],
    "server-error": ["disallow-all", "H", RFC],
    unreachable: ["disallow-all", "H", RFC],
  },
  google: {
    redirect: ["parse", "H", GOOGLE],
    "redirect-loop": ["allow-all", "H", GOOGLE],
    unauthorized: ["allow-all", "H", GOOGLE],
    "not-found": ["allow-all", "H", GOOGLE],
    "too-many-requests": ["disallow-then-cache", "H", GOOGLE],
    "server-error": ["disallow-then-cache", "H", GOOGLE],
    unreachable: ["disallow-then-cache", "H", GOOGLE],
  },
  yandex: {
    redirect: ["parse", "M", YANDEX],
    // Anything other than 200 OK: no restrictions. 5xx and timeouts are not documented apart.
    "redirect-loop": ["allow-all", "L", YANDEX],
    unauthorized: ["allow-all", "M", YANDEX],
    "not-found": ["allow-all", "M", YANDEX],
    "too-many-requests": ["allow-all", "L", YANDEX],
    "server-error": ["allow-all", "L", YANDEX],
    unreachable: ["allow-all", "L", YANDEX],
  },
  "yandex-classic": {
    redirect: ["parse", "L", SEED],
    "redirect-loop": ["allow-all", "M", SEED],
    unauthorized: ["allow-all", "M", SEED],
    "not-found": ["allow-all", "M", SEED],
    "too-many-requests": ["allow-all", "M", SEED],
    "server-error": ["allow-all", "M", SEED],
    unreachable: ["allow-all", "M", SEED],
  },
  original: {
    redirect: ["parse", "H", DRAFT],
    "redirect-loop": ["defer", "L", DRAFT],
    unauthorized: ["disallow-all", "H", DRAFT],
    "not-found": ["allow-all", "H", STD],
    "too-many-requests": ["defer", "M", DRAFT],
    "server-error": ["defer", "H", DRAFT],
    unreachable: ["defer", "H", DRAFT],
  },
};

function allowedOf(effect: StatusEffect): boolean | null {
  if (effect === "parse") return null;
  return effect === "allow-all";
}

/** The verdicts of one engine for every fetch outcome. Bing documents none: Google's are assumed. */
export function statusVerdicts(engine: EngineId): StatusVerdict[] {
  return FETCH_OUTCOMES.map((outcome) => {
    if (engine === "bing") {
      const [effect, , source] = TABLE.google[outcome];
      return { engine, outcome, effect, allowed: allowedOf(effect), confidence: "L", source, isAssumed: true, assumedFrom: "google" };
    }
    const [effect, confidence, source] = TABLE[engine][outcome];
    return { engine, outcome, effect, allowed: allowedOf(effect), confidence, source, isAssumed: confidence === "L" };
  });
}
