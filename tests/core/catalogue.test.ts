/**
 * The disagreement catalogue of engines.md §11 as one table: each row is a robots.txt, an agent
 * and a URL, with every engine's expected answer side by side.
 *
 * A cell is what engines.md documents, nothing more:
 * - `"A"` / `"D"`: the documented verdict (H, or ✓ run against the real code).
 * - `"A assume-…"` / `"D assume-…"`: a verdict engines.md marks (M) or (L), or that rests on a
 *   fact it marks M/L elsewhere: the verdict and the assumption the result must carry.
 * - `"? assume-…"`: "?" in engines.md (undocumented): only the assumption is asserted, never a
 *   verdict.
 * - `"n/a"`: engines.md says the engine does not apply ("—" or "n/a").
 *
 * Column → engine: RFC → rfc9309, G → google, Bing → bing, Yn → yandex, Yl → yandex-classic,
 * 94/96 → original (the 1994 standard read with the 1996 draft: where they differ, the 1996
 * cell, with its Allow assumption). Rows 42–44, 46–49 are about fetching and non-path fields
 * (status codes, Crawl-delay, Host, redirects), not path verdicts: they are not matchUrl cases.
 *
 * Agents that name a crawler of the crawler table (Googlebot-News, AdsBot-Google, Applebot,
 * bingbot) carry that crawler's token order and flags under every engine (architecture.md,
 * "Crawlers and engines"); engines.md's single-token verdicts for those rows are asserted on a
 * companion row with an unknown token of the same shape.
 */
import { describe, it, expect } from "vitest";
import { ENGINE_IDS, matchUrl, parseRobotsTxt, type EngineId, type MatchResult } from "../../src/core/index.ts";

type Cell = "A" | "D" | `A assume-${string}` | `D assume-${string}` | `? assume-${string}` | "n/a";

interface Row {
  /** The row number in engines.md §11 (a letter suffix marks a companion row). */
  id: string;
  robots: string;
  agent: string;
  url: string;
  cells: Record<EngineId, Cell>;
}

const lines = (...ls: string[]) => ls.join("\n");
const PAD_LINE = "# " + "x".repeat(98) + "\n"; // 101 bytes

/** Comment lines until the text reaches at least `bytes` bytes (ASCII only). */
function padTo(text: string, bytes: number): string {
  const missing = Math.max(0, bytes - text.length);
  return text + PAD_LINE.repeat(Math.ceil(missing / PAD_LINE.length));
}

const BIG_TOP = padTo("User-agent: *\nDisallow: /private/\n", 600_000);
const BIG_LATE = padTo(padTo("User-agent: *\n", 520_000) + "Disallow: /private/\n", 600_000);

const ROWS: Row[] = [
  // --- A. Rule precedence --------------------------------------------------------------
  {
    id: "1",
    robots: lines("User-agent: *", "Disallow: /", "Allow: /public/"),
    agent: "FooBot",
    url: "/public/page",
    cells: { rfc9309: "A", google: "A", bing: "A", yandex: "A", "yandex-classic": "D", original: "D" },
  },
  {
    id: "2",
    robots: lines("User-agent: *", "Allow: /", "Disallow: /private/"),
    agent: "FooBot",
    url: "/private/x",
    cells: { rfc9309: "D", google: "D", bing: "D", yandex: "D", "yandex-classic": "A", original: "A assume-allow-1996" },
  },
  {
    id: "3",
    robots: lines("User-agent: *", "Disallow: /page", "Allow: /page"),
    agent: "FooBot",
    url: "/page",
    cells: { rfc9309: "A", google: "A", bing: "? assume-tie-allow", yandex: "A assume-tie-allow", "yandex-classic": "D", original: "D" },
  },
  {
    id: "4",
    robots: lines("User-agent: *", "Disallow: /search", "Allow: /search?q="),
    agent: "FooBot",
    url: "/search?q=cats",
    cells: { rfc9309: "A", google: "A", bing: "A", yandex: "A", "yandex-classic": "D", original: "D" },
  },
  {
    id: "5",
    robots: lines("User-agent: *", "Allow: /page", "Disallow: /*.ph"),
    agent: "FooBot",
    url: "/page.php5",
    cells: {
      rfc9309: "? assume-wildcard-length",
      google: "A",
      bing: "? assume-wildcard-length",
      yandex: "? assume-wildcard-length",
      "yandex-classic": "A",
      original: "A",
    },
  },
  {
    id: "6",
    robots: lines("User-agent: *", "Allow: /page", "Disallow: /page*"),
    agent: "FooBot",
    url: "/page",
    cells: {
      rfc9309: "? assume-wildcard-length",
      google: "D",
      bing: "? assume-wildcard-length",
      yandex: "A assume-wildcard-length",
      "yandex-classic": "A",
      original: "A",
    },
  },
  {
    id: "7",
    robots: lines("User-agent: *", "Allow: /", "Disallow: /*"),
    agent: "FooBot",
    url: "/x",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "? assume-wildcard-length",
      yandex: "A assume-wildcard-length",
      "yandex-classic": "A",
      original: "A",
    },
  },
  {
    id: "8",
    robots: lines("User-agent: *", "Disallow:", "Disallow: /private/"),
    agent: "FooBot",
    url: "/private/x",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "D assume-empty-rule",
      yandex: "D assume-empty-rule",
      "yandex-classic": "A assume-empty-rule",
      // 1994 "?", 1996 D (M).
      original: "D assume-empty-rule",
    },
  },
  {
    id: "9",
    robots: lines("User-agent: *", "Allow:"),
    agent: "FooBot",
    url: "/x",
    cells: {
      rfc9309: "A",
      google: "A",
      bing: "A assume-empty-rule",
      // §4.3 marks "an empty Allow is ignored" M.
      yandex: "A assume-empty-rule",
      "yandex-classic": "D assume-empty-rule",
      original: "A",
    },
  },
  // --- B. Pattern syntax ---------------------------------------------------------------
  {
    id: "10",
    robots: lines("User-agent: *", "Disallow: /*.pdf$"),
    agent: "FooBot",
    url: "/docs/file.pdf",
    cells: { rfc9309: "D", google: "D", bing: "D", yandex: "D", "yandex-classic": "D", original: "A" },
  },
  {
    id: "11",
    robots: lines("User-agent: *", "Disallow: /$"),
    agent: "FooBot",
    url: "/",
    cells: { rfc9309: "D", google: "D", bing: "D", yandex: "D", "yandex-classic": "D", original: "A" },
  },
  {
    id: "12",
    robots: lines("User-agent: *", "Disallow: /*?"),
    agent: "FooBot",
    url: "/page?x=1",
    cells: { rfc9309: "D", google: "D", bing: "D", yandex: "D", "yandex-classic": "D", original: "A" },
  },
  {
    id: "13",
    robots: lines("User-agent: *", "Disallow: /a$b"),
    agent: "FooBot",
    url: "/a$b",
    cells: {
      rfc9309: "? assume-dollar-mid-pattern",
      google: "D",
      bing: "? assume-dollar-mid-pattern",
      yandex: "? assume-dollar-mid-pattern",
      "yandex-classic": "? assume-dollar-mid-pattern",
      original: "D",
    },
  },
  {
    id: "14",
    robots: lines("User-agent: *", "Disallow: /", "Allow: /folder/index.html"),
    agent: "FooBot",
    url: "/folder/",
    cells: { rfc9309: "D", google: "A", bing: "D assume-no-index-html", yandex: "D", "yandex-classic": "D", original: "D" },
  },
  // --- C. Record / group syntax --------------------------------------------------------
  {
    id: "15",
    robots: lines("User-agent: FooBot", "", "Disallow: /"),
    agent: "FooBot",
    url: "/x",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "? assume-blank-line",
      yandex: "A assume-blank-line",
      "yandex-classic": "A assume-blank-line",
      // 1994 and 1996 A (M): the record has no Disallow line.
      original: "A assume-empty-group",
    },
  },
  {
    id: "16",
    robots: lines("User-agent: *", "Disallow: /a", "", "Disallow: /b"),
    agent: "FooBot",
    url: "/b",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "? assume-blank-line",
      yandex: "A assume-blank-line",
      "yandex-classic": "A assume-blank-line",
      original: "A",
    },
  },
  {
    id: "17",
    robots: lines("User-agent: a", "Sitemap: https://ex.com/s.xml", "", "User-agent: b", "Disallow: /"),
    agent: "a",
    url: "/x",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "? assume-blank-line",
      yandex: "? assume-blank-line",
      "yandex-classic": "? assume-blank-line",
      original: "A",
    },
  },
  {
    id: "18",
    robots: lines("User-agent: FooBot", "Crawl-delay: 5", "User-agent: BarBot", "Disallow: /"),
    agent: "FooBot",
    url: "/x",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "? assume-line-between-agents",
      yandex: "? assume-line-between-agents",
      "yandex-classic": "? assume-line-between-agents",
      // 1994 D (M), 1996 "?".
      original: "D assume-line-between-agents",
    },
  },
  {
    id: "19",
    robots: lines("User-agent: FooBot", "Disallow: /a", "", "User-agent: *", "Disallow: /", "", "User-agent: FooBot", "Disallow: /b"),
    agent: "FooBot",
    url: "/b",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "? assume-groups-merged",
      yandex: "? assume-groups-merged",
      "yandex-classic": "? assume-first-record-only",
      original: "A",
    },
  },
  {
    id: "20",
    robots: lines("User-agent: *", "Disallow: /a", "", "User-agent: *", "Disallow: /b"),
    agent: "FooBot",
    url: "/b",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "? assume-groups-merged",
      yandex: "? assume-groups-merged",
      "yandex-classic": "? assume-first-record-only",
      // 1994 "invalid" (one * record only), 1996 A.
      original: "A",
    },
  },
  {
    id: "21",
    robots: lines("User-agent: *", "Disallow: /", "", "User-agent: FooBot"),
    agent: "FooBot",
    url: "/x",
    cells: {
      rfc9309: "A",
      google: "A",
      bing: "? assume-empty-group",
      yandex: "? assume-empty-group",
      "yandex-classic": "? assume-empty-group",
      original: "D assume-empty-group",
    },
  },
  {
    id: "22",
    robots: lines("Disallow: /secret/", "User-agent: *", "Disallow: /tmp/"),
    agent: "FooBot",
    url: "/secret/x",
    cells: {
      rfc9309: "A",
      google: "A",
      bing: "? assume-orphan-rules",
      yandex: "A",
      "yandex-classic": "? assume-orphan-rules",
      original: "A",
    },
  },
  {
    id: "23",
    robots: "\uFEFF" + lines("User-agent: *", "Disallow: /"),
    agent: "FooBot",
    url: "/x",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "? assume-bom-skipped",
      yandex: "? assume-bom-skipped",
      "yandex-classic": "? assume-bom-skipped",
      original: "n/a",
    },
  },
  {
    id: "24",
    robots: lines("User-agent: *", "Disallow /private"),
    agent: "FooBot",
    url: "/private",
    cells: {
      rfc9309: "A",
      google: "D",
      bing: "? assume-strict-keys",
      yandex: "? assume-strict-keys",
      "yandex-classic": "? assume-strict-keys",
      original: "A",
    },
  },
  {
    id: "25",
    robots: lines("User-agent: *", "Dissallow: /private"),
    agent: "FooBot",
    url: "/private",
    cells: {
      rfc9309: "A",
      google: "D",
      bing: "? assume-strict-keys",
      yandex: "? assume-strict-keys",
      "yandex-classic": "? assume-strict-keys",
      original: "A",
    },
  },
  // --- D. User-agent matching ----------------------------------------------------------
  {
    id: "26",
    robots: lines("User-agent: *", "Disallow: /", "", "User-agent: Yandex", "Allow: /"),
    agent: "YandexImages",
    url: "/x",
    cells: { rfc9309: "D", google: "D", bing: "? assume-token-match", yandex: "A", "yandex-classic": "A", original: "D" },
  },
  {
    id: "27",
    robots: lines("User-agent: Googlebot-News", "Disallow: /"),
    agent: "Googlebot",
    url: "/x",
    cells: {
      rfc9309: "A",
      google: "A",
      bing: "? assume-token-match",
      yandex: "? assume-token-match",
      "yandex-classic": "? assume-token-match",
      original: "D",
    },
  },
  {
    // engines.md: the Google crawler D (token list Googlebot-News, Googlebot — M); the RFC and
    // the library with the single token A (row 28b). The crawler's token order applies under
    // every engine, so every engine answers D on the M fallback.
    id: "28",
    robots: lines("User-agent: Googlebot", "Disallow: /", "", "User-agent: *", "Allow: /"),
    agent: "Googlebot-News",
    url: "/x",
    cells: {
      rfc9309: "D assume-token-fallback",
      google: "D assume-token-fallback",
      bing: "D assume-token-fallback",
      yandex: "D assume-token-fallback",
      "yandex-classic": "D assume-token-fallback",
      original: "D assume-token-fallback",
    },
  },
  {
    // Row 28 read with a single token (no crawler table): RFC A, library A, 1996 A.
    id: "28b",
    robots: lines("User-agent: Foobot", "Disallow: /", "", "User-agent: *", "Allow: /"),
    agent: "Foobot-News",
    url: "/x",
    cells: {
      rfc9309: "A",
      google: "A",
      bing: "? assume-token-match",
      yandex: "? assume-token-match",
      "yandex-classic": "? assume-token-match",
      original: "A",
    },
  },
  {
    id: "29",
    robots: lines("User-agent: bot", "Disallow: /"),
    agent: "Googlebot",
    url: "/x",
    cells: {
      rfc9309: "A",
      google: "A",
      bing: "? assume-token-match",
      yandex: "? assume-token-match",
      "yandex-classic": "? assume-token-match",
      original: "A",
    },
  },
  {
    id: "30",
    robots: lines("User-agent: Google", "Disallow: /", "", "User-agent: Googlebot", "Allow: /"),
    agent: "Googlebot",
    url: "/x",
    cells: {
      rfc9309: "A",
      google: "A",
      bing: "? assume-token-match",
      yandex: "? assume-token-match",
      "yandex-classic": "? assume-token-match",
      original: "A",
    },
  },
  {
    id: "31",
    robots: lines("User-agent: Googlebot/2.1", "Disallow: /", "", "User-agent: *", "Allow: /"),
    agent: "Googlebot",
    url: "/x",
    cells: {
      rfc9309: "? assume-token-equality",
      google: "D",
      bing: "? assume-token-match",
      yandex: "? assume-token-match",
      "yandex-classic": "? assume-token-match",
      original: "D",
    },
  },
  {
    id: "32",
    robots: lines("User-agent: Googlebot Images", "Disallow: /"),
    agent: "Googlebot",
    url: "/x",
    cells: {
      rfc9309: "A",
      google: "D",
      bing: "? assume-token-match",
      yandex: "? assume-token-match",
      "yandex-classic": "? assume-token-match",
      original: "D",
    },
  },
  {
    id: "33",
    robots: lines("User-agent: * everybody", "Disallow: /"),
    agent: "FooBot",
    url: "/x",
    cells: {
      rfc9309: "? assume-global-value",
      google: "D",
      bing: "? assume-global-value",
      yandex: "? assume-global-value",
      "yandex-classic": "? assume-global-value",
      original: "? assume-global-value",
    },
  },
  {
    // engines.md: library D, the Google crawler A (AdsBot ignores `*`, H); other engines "—".
    // The RFC column (D) is a plain RFC reader; AdsBot's flag applies under every engine.
    id: "34",
    robots: lines("User-agent: *", "Disallow: /"),
    agent: "AdsBot-Google",
    url: "/landing",
    cells: { rfc9309: "A", google: "A", bing: "n/a", yandex: "n/a", "yandex-classic": "n/a", original: "n/a" },
  },
  {
    // engines.md: Apple D (Googlebot fallback, H/M); RFC and library A with the single token
    // (row 28b's shape). Applebot's own engine is rfc9309 (assumed).
    id: "35",
    robots: lines("User-agent: Googlebot", "Disallow: /", "", "User-agent: *", "Allow: /"),
    agent: "Applebot",
    url: "/x",
    cells: {
      rfc9309: "D assume-token-fallback",
      google: "D assume-token-fallback",
      bing: "D assume-token-fallback",
      yandex: "D assume-token-fallback",
      "yandex-classic": "D assume-token-fallback",
      original: "D assume-token-fallback",
    },
  },
  {
    // engines.md: Bing D (msnbot honoured, M); RFC and library A with the single token.
    id: "36",
    robots: lines("User-agent: msnbot", "Disallow: /", "", "User-agent: *", "Allow: /"),
    agent: "bingbot",
    url: "/x",
    cells: {
      rfc9309: "D assume-token-fallback",
      google: "D assume-token-fallback",
      bing: "D assume-token-fallback",
      yandex: "D assume-token-fallback",
      "yandex-classic": "D assume-token-fallback",
      original: "D assume-token-fallback",
    },
  },
  // --- E. Percent-encoding (Yandex and Bing: undocumented) -------------------------------
  {
    id: "37",
    robots: lines("User-agent: *", "Allow: /~mak", "Disallow: /"),
    agent: "FooBot",
    url: "/%7Emak/mak.html",
    cells: {
      rfc9309: "A",
      google: "D",
      bing: "? assume-percent-encoding",
      yandex: "? assume-percent-encoding",
      "yandex-classic": "? assume-percent-encoding",
      original: "A",
    },
  },
  {
    id: "38",
    robots: lines("User-agent: *", "Disallow: /%7Emak"),
    agent: "FooBot",
    url: "/~mak/a.html",
    cells: {
      rfc9309: "? assume-rule-decoding",
      google: "A",
      bing: "? assume-percent-encoding",
      yandex: "? assume-percent-encoding",
      "yandex-classic": "? assume-percent-encoding",
      original: "D",
    },
  },
  {
    id: "39",
    robots: lines("User-agent: *", "Disallow: /a/b"),
    agent: "FooBot",
    url: "/a%2Fb",
    cells: {
      rfc9309: "A",
      google: "A",
      bing: "? assume-percent-encoding",
      yandex: "? assume-percent-encoding",
      "yandex-classic": "? assume-percent-encoding",
      original: "A",
    },
  },
  {
    id: "40",
    robots: lines("User-agent: *", "Disallow: /a%3Cd.html"),
    agent: "FooBot",
    url: "/a%3cd.html",
    cells: {
      rfc9309: "D assume-hex-case",
      google: "A",
      bing: "? assume-percent-encoding",
      yandex: "? assume-percent-encoding",
      "yandex-classic": "? assume-percent-encoding",
      original: "D",
    },
  },
  // --- F. Fetch-level: the path verdicts only ----------------------------------------------
  {
    // Google: the library says D, the crawler fetches it regardless (an explanation step).
    id: "41",
    robots: lines("User-agent: *", "Disallow: /"),
    agent: "FooBot",
    url: "/robots.txt",
    cells: {
      rfc9309: "A",
      google: "D",
      bing: "? assume-robots-txt-not-special",
      yandex: "? assume-robots-txt-not-special",
      "yandex-classic": "? assume-robots-txt-not-special",
      original: "A",
    },
  },
  {
    id: "45",
    robots: BIG_TOP,
    agent: "FooBot",
    url: "/private/x",
    cells: {
      rfc9309: "D",
      google: "D",
      bing: "? assume-size-limit",
      yandex: "A assume-size-limit",
      "yandex-classic": "A assume-size-limit",
      original: "D",
    },
  },
  {
    // RFC: "D or A (implementation choice)".
    id: "45b",
    robots: BIG_LATE,
    agent: "FooBot",
    url: "/private/x",
    cells: {
      rfc9309: "? assume-no-size-limit",
      google: "A",
      bing: "? assume-size-limit",
      yandex: "A assume-size-limit",
      "yandex-classic": "A assume-size-limit",
      original: "D",
    },
  },
];

interface CellCase {
  id: string;
  engine: EngineId;
  cell: Cell;
  row: Row;
}

const CELLS: CellCase[] = ROWS.flatMap((row) => ENGINE_IDS.map((engine) => ({ id: row.id, engine, cell: row.cells[engine], row })));

const docs = new Map<string, ReturnType<typeof parseRobotsTxt>>();
function run(row: Row, engine: EngineId): MatchResult {
  let doc = docs.get(row.id);
  if (!doc) {
    doc = parseRobotsTxt(row.robots);
    docs.set(row.id, doc);
  }
  return matchUrl(doc, { url: row.url, userAgent: row.agent, engine });
}

describe("engines.md §11: the disagreement catalogue", () => {
  it("has a cell for every engine in every row", () => {
    for (const row of ROWS) expect(Object.keys(row.cells).sort(), `row ${row.id}`).toEqual([...ENGINE_IDS].sort());
  });

  it.each(CELLS.filter((c) => c.cell !== "n/a"))("§11 #$id, $engine: $cell", ({ row, engine, cell }) => {
    const result = run(row, engine);
    const [verdict, code] = cell.split(" ");
    if (verdict !== "?") expect(result.allowed ? "A" : "D").toBe(verdict);
    if (code) expect(result.assumptions.map((a) => a.code)).toContain(code);
  });

  it("§11 #41: Google's library disallows /robots.txt and the explanation says crawlers fetch it anyway", () => {
    const row = ROWS.find((r) => r.id === "41")!;
    expect(run(row, "google").steps.map((s) => s.code)).toContain("step-robots-txt-fetched-anyway");
  });

  it("§11 #45b: a rule past Google's 512,000-byte cut is not read; Yandex ignores the whole file", () => {
    const row = ROWS.find((r) => r.id === "45b")!;
    const google = run(row, "google");
    expect(google.sizeLimit).toMatchObject({ bytes: 512_000, mode: "truncate", isExceeded: true });
    expect(run(row, "yandex").reason.code).toBe("file-ignored-size");
  });
});
