/**
 * Why engines disagree (docs/engines.md §11), per engine: each row is a small file, a URL and
 * a crawler token, the crawler's own reading and another engine, and the reason expected.
 */
import { describe, it, expect } from "vitest";
import { parseRobotsTxt } from "./parse.ts";
import { matchUrl } from "./match.ts";
import { getEngine } from "./engines/index.ts";
import { explainDisagreement, explainRow, type Disagreement } from "./disagreement.ts";
import { ENGINE_IDS, type EngineId, type MatchResult } from "./types.ts";

// Over 256 KB (classic Yandex ignores it), under 500 KiB (every other engine reads it).
const PADDED = "User-agent: *\nDisallow: /private\n" + "# padding\n".repeat(30_000);
const YANDEX_GROUP = "User-agent: Yandex\nDisallow: /\n\nUser-agent: *\nAllow: /\n";
const ORDER = "User-agent: *\nDisallow: /\nAllow: /page\n";
const WILDCARD = "User-agent: *\nDisallow: /*.pdf$\n";
const TYPO = "User-agent: *\nDisalow: /\n";
const EMPTY_ALLOW = "User-agent: *\nAllow:\n";

interface Case {
  file: string;
  url: string;
  agent: string;
  own: EngineId;
  other: EngineId;
  want: Disagreement;
}

const CASES: Case[] = [
  // Size: classic Yandex ignores a file over 256 KB, on either side.
  { file: PADDED, url: "/private", agent: "googlebot", own: "google", other: "yandex-classic", want: { code: "size", side: "other", bytes: 262_144 } },
  { file: PADDED, url: "/private", agent: "yandexbot", own: "yandex-classic", other: "yandex", want: { code: "size", side: "own", bytes: 262_144 } },
  { file: PADDED, url: "/private", agent: "bingbot", own: "bing", other: "yandex-classic", want: { code: "size", side: "other", bytes: 262_144 } },
  // /robots.txt itself: RFC 9309 and the 1994 standard always allow it.
  { file: "User-agent: *\nDisallow: /\n", url: "/robots.txt", agent: "googlebot", own: "google", other: "rfc9309", want: { code: "robots-txt", side: "other" } },
  { file: "User-agent: *\nDisallow: /\n", url: "/robots.txt", agent: "x", own: "original", other: "bing", want: { code: "robots-txt", side: "own" } },
  { file: "User-agent: *\nDisallow: /\n", url: "/robots.txt", agent: "yandexbot", own: "yandex", other: "original", want: { code: "robots-txt", side: "other" } },
  // Group: Yandex engines read a group naming "Yandex" for YandexBot; the others read `*`.
  {
    file: YANDEX_GROUP,
    url: "/x",
    agent: "yandexbot",
    own: "yandex",
    other: "google",
    want: { code: "group", own: { kind: "token", token: "Yandex", line: 1 }, other: { kind: "global", line: 4 } },
  },
  {
    file: YANDEX_GROUP,
    url: "/x",
    agent: "yandexbot",
    own: "rfc9309",
    other: "yandex-classic",
    want: { code: "group", own: { kind: "global", line: 4 }, other: { kind: "token", token: "Yandex", line: 1 } },
  },
  // Group: Google reads a misspelt Disallow; the 1994 standard then sees a record without rules.
  { file: TYPO, url: "/a", agent: "googlebot", own: "google", other: "original", want: { code: "group", own: { kind: "global", line: 1 }, other: { kind: "none" } } },
  // First match against longest match, both ways round.
  { file: ORDER, url: "/page", agent: "googlebot", own: "google", other: "yandex-classic", want: { code: "first-vs-longest", first: "other", firstLine: 2, longestLine: 3 } },
  { file: ORDER, url: "/page", agent: "yandexbot", own: "yandex-classic", other: "yandex", want: { code: "first-vs-longest", first: "own", firstLine: 2, longestLine: 3 } },
  { file: ORDER, url: "/page", agent: "bingbot", own: "bing", other: "original", want: { code: "first-vs-longest", first: "other", firstLine: 2, longestLine: 3 } },
  { file: ORDER, url: "/page", agent: "x", own: "original", other: "rfc9309", want: { code: "first-vs-longest", first: "own", firstLine: 2, longestLine: 3 } },
  { file: WILDCARD, url: "/a.pdf", agent: "googlebot", own: "google", other: "original", want: { code: "first-vs-longest", first: "other", firstLine: 0, longestLine: 2 } },
  // Wildcards: both take the first match, but the 1994 standard reads `*` and `$` literally.
  { file: WILDCARD, url: "/a.pdf", agent: "yandexbot", own: "yandex-classic", other: "original", want: { code: "wildcards", side: "other", line: 2, pattern: "/*.pdf$" } },
  { file: WILDCARD, url: "/a.pdf", agent: "x", own: "original", other: "yandex-classic", want: { code: "wildcards", side: "own", line: 2, pattern: "/*.pdf$" } },
  // Different lines: Google's lenient reading of a typo against strict readers.
  { file: TYPO, url: "/a", agent: "googlebot", own: "google", other: "bing", want: { code: "lines", ownLine: 2, otherLine: 0 } },
  { file: TYPO, url: "/a", agent: "yandexbot", own: "yandex", other: "google", want: { code: "lines", ownLine: 0, otherLine: 2 } },
  { file: TYPO, url: "/a", agent: "x", own: "rfc9309", other: "google", want: { code: "lines", ownLine: 0, otherLine: 2 } },
  // Classic Yandex: an empty Allow blocks everything; the 1994 reading matches nothing.
  { file: EMPTY_ALLOW, url: "/a", agent: "yandexbot", own: "yandex-classic", other: "original", want: { code: "lines", ownLine: 2, otherLine: 0 } },
];

function verdict(file: string, url: string, agent: string, engine: EngineId): MatchResult {
  return matchUrl(parseRobotsTxt(file), { url, userAgent: agent, engine });
}

describe("explainDisagreement", () => {
  it.each(CASES)("$own against $other: $want.code ($url)", ({ file, url, agent, own, other, want }) => {
    const a = verdict(file, url, agent, own);
    const b = verdict(file, url, agent, other);
    expect(a.allowed).not.toBe(b.allowed);
    expect(explainDisagreement(a, b)).toEqual(want);
  });

  it("covers every engine on both sides", () => {
    for (const e of ENGINE_IDS) {
      expect(CASES.some((c) => c.own === e), `${e} as own`).toBe(true);
      expect(CASES.some((c) => c.other === e), `${e} as other`).toBe(true);
    }
  });

  it("covers every reason real engines give", () => {
    const codes = new Set(CASES.map((c) => c.want.code));
    // `no-allow` and `same-line` need engine data no engine has today (tested below).
    expect([...codes].sort()).toEqual(["first-vs-longest", "group", "lines", "robots-txt", "size", "wildcards"]);
  });

  it("names an engine without Allow lines (no-allow), on either side", () => {
    const file = "User-agent: *\nAllow: /a\nDisallow: /\n";
    const own = verdict(file, "/a", "x", "yandex-classic");
    const other = { ...verdict(file, "/a", "x", "original"), allowed: false };
    const noAllow = (id: EngineId) => (id === "original" ? { ...getEngine(id), hasAllow: false } : getEngine(id));
    expect(explainDisagreement(own, other, noAllow)).toEqual({ code: "no-allow", side: "other", line: 2 });
    // The other way round: the own engine cannot read the Allow that decided for the other.
    expect(explainDisagreement({ ...other, rule: null }, own, noAllow)).toEqual({ code: "no-allow", side: "own", line: 2 });
  });

  it("says both stop at the same line when they read its value differently (same-line)", () => {
    const file = "User-agent: *\nDisallow: /a\n";
    const own = verdict(file, "/a", "googlebot", "google");
    const other = { ...verdict(file, "/a", "bingbot", "bing"), allowed: true };
    expect(explainDisagreement(own, other)).toEqual({ code: "same-line", line: 2 });
  });

  it("puts the size limit before any other reason", () => {
    const file = PADDED.replace("User-agent: *", "User-agent: Yandex");
    const own = verdict(file, "/private", "yandexbot", "yandex");
    const other = verdict(file, "/private", "yandexbot", "yandex-classic");
    expect(explainDisagreement(own, other)).toEqual({ code: "size", side: "other", bytes: 262_144 });
  });
});

describe("explainRow", () => {
  const row = (file: string, url: string, agent: string, own: EngineId) => {
    const cells = ENGINE_IDS.map((e) => verdict(file, url, agent, e));
    return explainRow(cells[ENGINE_IDS.indexOf(own)], cells);
  };

  it("leaves agreeing engines out and names engines with the same reason together", () => {
    const out = row(ORDER, "/page", "googlebot", "google");
    const byEngine = Object.fromEntries(ENGINE_IDS.map((e, i) => [e, out[i]]));
    expect(byEngine.google).toBeNull();
    expect(byEngine.bing).toBeNull();
    expect(byEngine.yandex).toBeNull();
    expect(byEngine.rfc9309).toBeNull();
    expect(byEngine["yandex-classic"]).toEqual({
      reason: { code: "first-vs-longest", first: "other", firstLine: 2, longestLine: 3 },
      engines: ["yandex-classic", "original"],
    });
    // One shared object: the sentence is worded once.
    expect(byEngine.original).toBe(byEngine["yandex-classic"]);
  });

  it("keeps engines apart when their reasons differ", () => {
    const out = row(WILDCARD, "/a.pdf", "yandexbot", "yandex-classic");
    const original = out[ENGINE_IDS.indexOf("original")];
    expect(original?.reason).toEqual({ code: "wildcards", side: "other", line: 2, pattern: "/*.pdf$" });
    expect(original?.engines).toEqual(["original"]);
    expect(out.filter((x) => x !== null)).toHaveLength(1);
  });

  it("explains nothing without the own reading, and skips missing cells", () => {
    const cells = ENGINE_IDS.map((e) => verdict(ORDER, "/page", "googlebot", e));
    expect(explainRow(null, cells).every((x) => x === null)).toBe(true);
    const holes = cells.map((c, i) => (i % 2 === 0 ? c : null));
    const out = explainRow(cells[0], holes);
    out.forEach((x, i) => {
      if (holes[i] === null) expect(x).toBeNull();
    });
  });

  it("gives the own side's size limit to every engine at once", () => {
    const out = row(PADDED, "/private", "yandexbot", "yandex-classic");
    const shared = out.filter((x) => x !== null);
    expect(shared).toHaveLength(ENGINE_IDS.length - 1);
    expect(new Set(shared).size).toBe(1);
    expect(shared[0]?.reason).toEqual({ code: "size", side: "own", bytes: 262_144 });
  });
});
