import { describe, expect, it } from "vitest";
import { Text } from "@codemirror/state";
import { lintReport } from "../core/lint";
import { parseRobotsTxt } from "../core/parse";
import type { LintSummary } from "../editor/lint-summary";
import { countsOf } from "./lint-store";

// A file with findings of more than one severity (an unknown directive, a rule outside any
// group, a path without a slash, a repeated sitemap).
const FILE = "Disallow: /early\nUser-agent: *\nDisalow: /x\nAllow: nope\nCrawl-delay: 5\nSitemap: https://a.example/s.xml\nSitemap: https://a.example/s.xml\n";

function summaryOf(text: string): LintSummary {
  const report = lintReport(parseRobotsTxt(text), { engines: ["google"] });
  return { doc: Text.of(text.split("\n")), diagnostics: report.diagnostics, hidden: report.hidden, fileKind: report.fileKind, engines: ["google"] };
}

describe("lint counts", () => {
  it("counts each severity of a run's findings and its hidden ones", () => {
    const summary = summaryOf(FILE);
    const bySeverity = (s: string) => summary.diagnostics.filter((d) => d.severity === s).length;
    expect(new Set(summary.diagnostics.map((d) => d.severity)).size).toBeGreaterThan(1);
    expect(countsOf(summary)).toEqual({ error: bySeverity("error"), warning: bySeverity("warning"), info: bySeverity("info"), hidden: summary.hidden });
    expect(countsOf(null)).toEqual({ error: 0, warning: 0, info: 0, hidden: 0 });
  });

  it("counts a summary once: the store's selector runs at every change and render", () => {
    const summary = summaryOf(FILE);
    const first = countsOf(summary);
    // Findings changed in place after the first count are not seen: the count was kept.
    summary.diagnostics.push({ ...summary.diagnostics[0], severity: "error" });
    expect(countsOf(summary)).toBe(first);
    expect(countsOf(summaryOf(FILE))).not.toBe(first);
  });
});
