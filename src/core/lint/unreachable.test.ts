import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compareDiagnostics, LintRun, lintRobotsTxt, mergeSorted, sortPart } from "../lint.ts";
import { ENGINE_IDS, type Diagnostic } from "../types.ts";
import { parseRobotsTxt } from "../parse.ts";
import { reachabilityWork } from "./unreachable.ts";

interface Rule {
  isAllow: boolean;
  pattern: string;
}

/** One `*` group of the rules (line 1 the agent, rule i on line i + 2). */
function fileOf(rules: readonly Rule[]): string {
  return ["User-agent: *", ...rules.map((r) => `${r.isAllow ? "Allow" : "Disallow"}: ${r.pattern}`)].join("\n");
}

/**
 * The definition, by all pairs: under first match a rooted rule never decides when an earlier
 * rooted rule without `*` or `$` is a prefix of its literal start (the earliest such rule is
 * named), unless it repeats an earlier rule of its kind or the earlier rule is of its kind.
 */
function shadowedByDefinition(rules: readonly Rule[]): [number, number][] {
  const out: [number, number][] = [];
  const literalStart = (p: string) => p.split(/[*$]/)[0];
  rules.forEach((e, i) => {
    if (!e.pattern.startsWith("/")) return;
    if (rules.slice(0, i).some((d) => d.isAllow === e.isAllow && d.pattern === e.pattern)) return;
    const key = literalStart(e.pattern);
    const by = rules.findIndex((l, j) => j !== i && l.pattern.startsWith("/") && !/[*$]/.test(l.pattern) && key.startsWith(l.pattern));
    if (by < 0 || by > i || rules[by].isAllow === e.isAllow) return;
    out.push([i + 2, by + 2]);
  });
  return out;
}

const rule = fc.record({
  isAllow: fc.boolean(),
  pattern: fc.oneof(
    fc.array(fc.constantFrom("/", "a", "b", "*", "$"), { minLength: 1, maxLength: 6 }).map((cs) => "/" + cs.join("")),
    fc.constantFrom("/", "/a", "*a", "/a$", "/a*b"),
  ),
});

describe("rules that never decide under first match (shadowed-rule)", () => {
  it("are exactly the rules the all-pairs definition names, with the same deciding line", () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 30 }), (rules) => {
        const found = lintRobotsTxt(parseRobotsTxt(fileOf(rules)), { engines: ["yandex-classic"] })
          .filter((d) => d.code === "shadowed-rule")
          .map((d) => [d.line, d.params.by]);
        expect(found).toEqual(shadowedByDefinition(rules));
      }),
      { numRuns: 400 },
    );
  });

  it("work stays linear in the size of the file, whatever the rules (steps counted)", () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (rules, stretch) => {
        // Stretched patterns: long literal starts sharing prefixes, the case hashing must not make quadratic.
        const long = rules.map((r) => ({ ...r, pattern: r.pattern.replace(/a/g, "a".repeat(stretch)) }));
        const text = fileOf(long);
        reachabilityWork.steps = 0;
        lintRobotsTxt(parseRobotsTxt(text), { engines: ["yandex-classic"] });
        expect(reachabilityWork.steps).toBeLessThanOrEqual(8 * text.length + 8);
      }),
      { numRuns: 200 },
    );
  });

  it("a chain of ever longer literal prefixes costs steps in proportion to the file, not to pairs of rules", () => {
    const work = (n: number) => {
      const text = fileOf(Array.from({ length: n }, (_, i) => ({ isAllow: i % 2 === 1, pattern: "/" + "a".repeat(i % 150) })));
      reachabilityWork.steps = 0;
      lintRobotsTxt(parseRobotsTxt(text), { engines: ["yandex-classic"] });
      return reachabilityWork.steps / text.length;
    };
    const small = work(1_500);
    const large = work(6_000);
    expect(large).toBeLessThan(8);
    expect(large / small).toBeLessThan(1.2);
  });
});

describe("the order of the rules that never decide", () => {
  it("is the report's order already (by line, then code): the lint's sort has nothing to move", () => {
    const codes = new Set(["duplicate-rule", "disallow-tied-with-allow", "shadowed-rule"]);
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 40 }), fc.constantFrom(false, true, "rows" as const), (rules, compact) => {
        const run = new LintRun(parseRobotsTxt(fileOf(rules)), { engines: ENGINE_IDS }, compact);
        run.lineChecks();
        const part = run.groupChecks();
        const found = [...part.diagnostics, ...(part.rows?.findings() ?? [])].filter((d) => codes.has(d.code));
        for (let i = 1; i < found.length; i++) expect(compareDiagnostics(found[i - 1], found[i])).toBeLessThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the rules that never decide as rows (a run with compact \"rows\", the lint worker's first lint)", () => {
  const pick = (d: Diagnostic) => ({ from: d.from, to: d.to, line: d.line, severity: d.severity, code: d.code, params: d.params, engines: d.engines, fixes: d.fixes });
  it("are the findings of a plain run, none of them among the part's other findings; hidden counted the same", () => {
    const engines = fc.subarray([...ENGINE_IDS], { minLength: 1 });
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 30 }), engines, fc.boolean(), (rules, asked, hiddenLater) => {
        const doc = parseRobotsTxt(fileOf(rules) + (rules.length % 2 === 0 ? "\n" : ""));
        const plainRun = new LintRun(doc, { engines: asked });
        plainRun.lineChecks();
        const plain = plainRun.groupChecks(hiddenLater);
        const rowsRun = new LintRun(doc, { engines: asked }, "rows");
        rowsRun.lineChecks();
        const part = rowsRun.groupChecks(hiddenLater);
        const codes = new Set(["duplicate-rule", "disallow-tied-with-allow", "shadowed-rule"]);
        expect(part.diagnostics.some((d) => codes.has(d.code))).toBe(false);
        const rows = part.rows?.findings() ?? [];
        expect(rows.length).toBe(part.rows?.count ?? 0);
        expect(mergeSorted(sortPart(part.diagnostics), rows).map(pick)).toEqual(sortPart(plain.diagnostics).map(pick));
        expect(part.hidden).toBe(plain.hidden);
        // Made once: the same objects at each call.
        if (part.rows) expect(part.rows.findings()).toBe(part.rows.findings());
      }),
      { numRuns: 300 },
    );
  });
});
