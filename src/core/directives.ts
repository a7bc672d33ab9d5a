/**
 * The directive table: one row per directive the core knows, driving the lexer's key
 * recognition, lint, completion and hover. Key recognition follows Google's parser
 * (google/robotstxt robots.cc): keys match by case-insensitive prefix, with a fixed list of
 * accepted misspellings; directives Google does not support match exactly.
 */
import type { Confidence, DirectiveId, EngineId, KeyMatch } from "./types.ts";

/** A row of the directive table. */
export interface DirectiveInfo {
  id: Exclude<DirectiveId, "unknown">;
  /** Canonical spelling, as completion inserts it. */
  name: string;
  /** Google reads the key by prefix (`Disallowed:` acts as `Disallow`). */
  isPrefixMatched: boolean;
  /** Misspellings Google's parser accepts, lower case. */
  typos: readonly string[];
  /** Engines that act on the directive, with the confidence of that fact. */
  engines: Partial<Record<EngineId, Confidence>>;
  /** The directive belongs to a group (false: file-wide, like Sitemap). */
  isGroupMember: boolean;
}

/** Every directive the core knows, in the order Google's parser tests keys. */
export const DIRECTIVES: readonly DirectiveInfo[] = [
  {
    id: "user-agent",
    name: "User-agent",
    isPrefixMatched: true,
    // Lenient (Google): "useragent" and "user agent".
    typos: ["useragent", "user agent"],
    engines: { google: "H", bing: "H", yandex: "H", "yandex-classic": "H", original: "H", rfc9309: "H" },
    isGroupMember: true,
  },
  {
    id: "allow",
    name: "Allow",
    isPrefixMatched: true,
    typos: [],
    // The 1994 standard has no Allow; the 1996 draft added it.
    engines: { google: "H", bing: "M", yandex: "H", "yandex-classic": "M", rfc9309: "H" },
    isGroupMember: true,
  },
  {
    id: "disallow",
    name: "Disallow",
    isPrefixMatched: true,
    // Lenient (Google): the misspellings its parser accepts.
    typos: ["dissallow", "dissalow", "disalow", "diasllow", "disallaw"],
    engines: { google: "H", bing: "H", yandex: "H", "yandex-classic": "H", original: "H", rfc9309: "H" },
    isGroupMember: true,
  },
  {
    id: "sitemap",
    name: "Sitemap",
    isPrefixMatched: true,
    // Lenient (Google): "site-map".
    typos: ["site-map"],
    engines: { google: "H", bing: "H", yandex: "H", "yandex-classic": "M" },
    isGroupMember: false,
  },
  {
    id: "crawl-delay",
    name: "Crawl-delay",
    isPrefixMatched: false,
    typos: [],
    // Yandex has ignored it since 2018-02-22; the classic text honours fractional values.
    engines: { bing: "M", "yandex-classic": "M" },
    isGroupMember: true,
  },
  {
    id: "host",
    name: "Host",
    isPrefixMatched: false,
    typos: [],
    // Dropped by Yandex in March 2018; honoured in the classic text.
    engines: { "yandex-classic": "M" },
    isGroupMember: false,
  },
  {
    id: "clean-param",
    name: "Clean-param",
    isPrefixMatched: false,
    typos: [],
    engines: { yandex: "M", "yandex-classic": "M" },
    isGroupMember: false,
  },
  {
    id: "noindex",
    name: "Noindex",
    isPrefixMatched: false,
    typos: [],
    // Google stopped honouring it on 2019-09-01.
    engines: {},
    isGroupMember: true,
  },
  {
    id: "nofollow",
    name: "Nofollow",
    isPrefixMatched: false,
    typos: [],
    engines: {},
    isGroupMember: true,
  },
  {
    id: "request-rate",
    name: "Request-rate",
    isPrefixMatched: false,
    typos: [],
    engines: {},
    isGroupMember: true,
  },
  {
    id: "visit-time",
    name: "Visit-time",
    isPrefixMatched: false,
    typos: [],
    engines: {},
    isGroupMember: true,
  },
  // Usage preferences (prefs.ts): no engine crawls differently for them, so no engine "acts on"
  // them here; what each engine's crawler does with them is `PREFERENCE_SUPPORT`.
  {
    // IETF AIPREF, draft-ietf-aipref-attach-05 §3: a group rule `Content-Usage: [path] prefs`.
    id: "content-usage",
    name: "Content-Usage",
    isPrefixMatched: false,
    typos: [],
    engines: {},
    isGroupMember: true,
  },
  {
    // Cloudflare's Content Signals Policy (contentsignals.org, September 2025): inside a group.
    id: "content-signal",
    name: "Content-Signal",
    isPrefixMatched: false,
    typos: [],
    engines: {},
    isGroupMember: true,
  },
  {
    // RSL 1.0 (rslstandard.org, "Adding RSL to robots.txt"): global, like Sitemap.
    id: "license",
    name: "License",
    isPrefixMatched: false,
    typos: [],
    engines: {},
    isGroupMember: false,
  },
];

const BY_ID = new Map(DIRECTIVES.map((d) => [d.id, d]));

/** The table row of a directive id. */
export function directiveInfo(id: DirectiveId): DirectiveInfo | undefined {
  return id === "unknown" ? undefined : BY_ID.get(id);
}

function startsWithLower(lowerKey: string, prefix: string): boolean {
  return lowerKey.length >= prefix.length && lowerKey.startsWith(prefix);
}

/**
 * Reads a key the way Google's parser does, then the exact names of the directives Google
 * does not support. Returns the directive and how the key matched.
 */
export function classifyKey(key: string): { directive: DirectiveId; keyMatch: KeyMatch } {
  const hit = KEY_CACHE.get(key);
  if (hit) return hit;
  const result = classifyUncached(key);
  if (KEY_CACHE.size < 4096) KEY_CACHE.set(key, result);
  return result;
}

// Keys repeat (a file has thousands of "Disallow"): remember the answers, bounded.
const KEY_CACHE = new Map<string, { directive: DirectiveId; keyMatch: KeyMatch }>();

function classifyUncached(key: string): { directive: DirectiveId; keyMatch: KeyMatch } {
  const lower = key.toLowerCase();
  for (const d of DIRECTIVES) {
    const name = d.name.toLowerCase();
    if (lower === name) return { directive: d.id, keyMatch: "exact" };
    if (d.isPrefixMatched) {
      // Google tests the canonical name first, then its typos, per directive in table order.
      if (startsWithLower(lower, name)) return { directive: d.id, keyMatch: "prefix" };
      for (const t of d.typos) {
        if (startsWithLower(lower, t)) return { directive: d.id, keyMatch: "typo" };
      }
    }
  }
  return { directive: "unknown", keyMatch: "none" };
}
