/**
 * docs/lint-codes.md documents every lint code of the core, and nothing else: each table row
 * names a code of LINT_CODES (src/core/lint/codes.ts) with the same severity, the same fix
 * column and "fix all" exactly when the code's fixes can be applied together.
 */
import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LINT_CODES, type LintCodeInfo } from "../../src/core/lint/codes.ts";

interface Row {
  code: string;
  severity: string;
  fix: string;
  engines: string;
  meaning: string;
}

/** The rows of the page's tables whose first cell is a code in backticks. */
function documentedRows(markdown: string): Row[] {
  const rows: Row[] = [];
  for (const line of markdown.split("\n")) {
    const m = /^\|\s*`([a-z0-9-]+)`\s*\|(.*)\|\s*$/.exec(line);
    if (!m) continue;
    const cells = m[2].split("|").map((c) => c.trim());
    expect(cells.length, `row of ${m[1]} has code, severity, fix, engines, meaning`).toBeGreaterThanOrEqual(4);
    const [severity, fix, engines, ...meaning] = cells;
    rows.push({ code: m[1], severity, fix, engines, meaning: meaning.join("|") });
  }
  return rows;
}

const doc = readFileSync(join(process.cwd(), "docs/lint-codes.md"), "utf8");
const rows = documentedRows(doc);
const codes = LINT_CODES as Record<string, LintCodeInfo>;

describe("docs/lint-codes.md", () => {
  it("documents every code of LINT_CODES", () => {
    const documented = new Set(rows.map((r) => r.code));
    expect(Object.keys(codes).filter((c) => !documented.has(c))).toEqual([]);
  });

  it("documents no code the core does not have, and each code once", () => {
    expect(rows.map((r) => r.code).filter((c) => !(c in codes))).toEqual([]);
    const seen = new Set<string>();
    const twice = rows.map((r) => r.code).filter((c) => (seen.has(c) ? true : (seen.add(c), false)));
    expect(twice).toEqual([]);
  });

  it("gives each code the severity and fix column of LINT_CODES", () => {
    for (const row of rows) {
      const info = codes[row.code];
      if (!info) continue;
      expect(row.severity, row.code).toBe(info.severity);
      expect(row.fix.split(",")[0].trim(), row.code).toBe(info.fix);
      expect(/fix all/.test(row.fix), `${row.code}: "fix all" iff fixAll`).toBe(info.fixAll === true);
      expect(row.engines.length, `${row.code}: engines`).toBeGreaterThan(0);
      expect(row.meaning.length, `${row.code}: meaning`).toBeGreaterThan(20);
    }
  });

  it("explains every mixed severity", () => {
    for (const row of rows.filter((r) => r.severity === "mixed")) {
      expect(row.meaning, row.code).toMatch(/error|warning|info|as `/i);
    }
  });
});

describe("LINT_CODES", () => {
  it("holds every code the lint checks report", () => {
    // `code: "…"` literals and the codes of ternaries in the checks' sources.
    const dir = join(process.cwd(), "src/core/lint");
    const files = ["context.ts", "filekind.ts", "prefs.ts", "structure.ts", "syntax.ts", "unreachable.ts", "values.ts"];
    const reported = new Set<string>();
    for (const f of files) {
      const text = readFileSync(join(dir, f), "utf8");
      for (const m of text.matchAll(/code:\s*([^,\n]+)/g)) {
        for (const lit of m[1].matchAll(/"([a-z0-9]+(?:-[a-z0-9]+)+|bom)"/g)) reported.add(lit[1]);
      }
    }
    expect(reported.size).toBeGreaterThan(40);
    expect([...reported].filter((c) => !(c in codes))).toEqual([]);
  });
});
