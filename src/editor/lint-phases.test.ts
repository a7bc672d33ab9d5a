import { ChangeSet, Text } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { LintRun, lintReport, reachabilityWork, RuleFinding, sortPart } from "../core/lint.ts";
import { readAs } from "../core/match.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { ENGINE_IDS, type Diagnostic, type EngineId } from "../core/types.ts";
import { prng } from "../../bench/fixtures.ts";
import { groupOutline, moveFindings, PhasedLinter, sameList } from "./lint-phases.ts";
import { packDiagnostics } from "./transfer.ts";

const ENGINES: EngineId[] = ["google", "bing", "yandex"];

const LINES = [
  "User-agent: *",
  "User-agent: Googlebot",
  "user-agent: Yandex",
  "User agent: bingbot",
  "Disallow: /a",
  "Disallow: /a",
  "Allow: /a",
  "Disallow: /a/b",
  "Allow: /a/b*",
  "Disallow: /*.php$",
  "Disallow: /a**b",
  "Dissallow: /x",
  "Disallow /y",
  "Allow: /",
  "Disallow:",
  "Sitemap: https://example.com/s.xml",
  "Sitemap: /relative.xml",
  "Crawl-delay: 5",
  "Host: example.com",
  "Clean-param: ref /a/",
  "# a comment",
  "",
  "",
  "Disallow: /café",
  "Disallow: /%7euser/",
];
const INSERTS = ["\n", "\n\n", "*", "$", "/", "a", "#", " ", ":", "Disallow: /a", "\nAllow: /a", "\nUser-agent: *\n", "\nDisallow: /a/b/c", "é", "Sitemap: x"];

function randomFile(r: () => number, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(LINES[Math.floor(r() * LINES.length)]);
  return out.join("\n");
}

/** One random change of `doc`: a deletion, an insertion or both, at a random place. */
function randomChange(r: () => number, doc: Text): ChangeSet {
  const from = Math.floor(r() * (doc.length + 1));
  const to = Math.min(doc.length, from + (r() < 0.5 ? 0 : Math.floor(r() * 30)));
  const insert = r() < 0.3 ? "" : INSERTS[Math.floor(r() * INSERTS.length)];
  return ChangeSet.of(from === to && insert === "" ? [] : [{ from, to, insert }], doc.length);
}

const packedOf = (diagnostics: readonly Diagnostic[], pieces?: WeakMap<Diagnostic, string>) => {
  const { packed } = packDiagnostics(diagnostics, pieces);
  return { ...packed, spans: [...packed.spans], kinds: [...packed.kinds] };
};

describe("the lint worker's two answers", () => {
  it("end, after random edits, with exactly the whole lint of the text, and the first answer has the text's line findings", () => {
    const r = prng(7);
    const pieces = new WeakMap<Diagnostic, string>();
    let edits = 0;
    const seen = { partial: 0, same: 0, other: 0 };
    let lexedLines = 0;
    let wholeLines = 0;
    for (let file = 0; file < 8; file++) {
      let doc = Text.of(randomFile(r, 20 + Math.floor(r() * 60)).split("\n"));
      const linter = new PhasedLinter();
      linter.setText(doc.toString());
      const first = linter.lint(ENGINES, "google", doc.toString());
      let lexedBefore = linter.steps.lexed;
      const report = lintReport(parseRobotsTxt(doc.toString()), { engines: ENGINES });
      // A whole text's first answer has the whole lint's findings; its hidden count comes whole after it.
      expect(sameList(first.diagnostics, report.diagnostics)).toBe(true);
      const second = first.complete ? null : linter.finish();
      expect(second?.diagnostics ?? null).toBe(null);
      expect(second?.hidden ?? first.hidden).toBe(report.hidden);
      for (let step = 0; step < 40; step++) {
        // One to three changes composed, as the pool sends what happened since the worker's last text.
        let changes = randomChange(r, doc);
        let after = changes.apply(doc);
        for (let more = Math.floor(r() * 3); more > 0; more--) {
          const next = randomChange(r, after);
          changes = changes.compose(next);
          after = next.apply(after);
        }
        linter.applyChanges(changes.toJSON());
        doc = after;
        edits++;
        const text = doc.toString();
        const parsed = parseRobotsTxt(text);
        const whole = lintReport(parsed, { engines: ENGINES });
        const groupRuns = linter.steps.groupRuns;
        const reach = reachabilityWork.steps;
        lexedLines += linter.steps.lexed - lexedBefore;
        wholeLines += parsed.lines.length;
        const answer = linter.lint(ENGINES, "google");
        lexedBefore = linter.steps.lexed;
        if (!answer.complete) {
          // The first answer ran no group check.
          expect(linter.steps.groupRuns).toBe(groupRuns);
          expect(reachabilityWork.steps).toBe(reach);
          // It holds every finding the line checks make on this text, in order.
          const run = new LintRun(parsed, { engines: ENGINES });
          const lineFindings = sortPart(run.lineChecks().diagnostics);
          let k = 0;
          for (const d of answer.diagnostics) if (k < lineFindings.length && sameList([d], [lineFindings[k]])) k++;
          expect(k).toBe(lineFindings.length);
          packedOf(answer.diagnostics, pieces);
        }
        const final = answer.complete ? null : linter.finish();
        if (!answer.complete) seen.partial++;
        if (!answer.complete) seen[final === null ? "same" : "other"]++;
        // Null diagnostics: the first answer's findings were the whole lint's (a whole text's).
        const full = final === null ? answer : { ...final, diagnostics: final.diagnostics ?? answer.diagnostics };
        expect(linter.steps.groupRuns).toBe(groupRuns + 1);
        expect(sameList(full.diagnostics, whole.diagnostics)).toBe(true);
        expect(full.hidden).toBe(whole.hidden);
        expect(full.fileKind).toEqual(whole.fileKind);
        // Packed with the JSON kept from earlier answers, it is what packing it afresh gives.
        expect(packedOf(full.diagnostics, pieces)).toEqual(packedOf(whole.diagnostics));
      }
    }
    expect(edits).toBe(320);
    // The parses after changes read the lines from the first change to the last (reparse.ts;
    // up to three changes anywhere in a file of 20-80 lines), not every line again: 27% here.
    expect(lexedLines).toBeLessThan(wholeLines / 2);
    // Both kinds of second answer were met: the group checks found the same, and found something else.
    expect(seen.partial).toBe(320);
    expect(seen.same).toBeGreaterThan(20);
    expect(seen.other).toBeGreaterThan(20);
  });

  it("answers a whole text with its reachability findings as rows, made objects once (settle) for the answers to later changes", () => {
    const text = "User-agent: *\nDisallow: /a\nDisallow: /a\nAllow: /b\nDisallow: /b\nDissallow: /c\nDisallow: /d\nDisallow: /d\n# end\n";
    const linter = new PhasedLinter();
    linter.setText(text);
    const first = linter.lint(ENGINES, "google", text);
    expect(first.rows?.count).toBe(3);
    expect(first.plain.length).toBeGreaterThan(0);
    expect(first.plain.some((d) => d instanceof RuleFinding)).toBe(false);
    expect(sameList(first.diagnostics, lintReport(parseRobotsTxt(text), { engines: ENGINES }).diagnostics)).toBe(true);
    linter.settle();
    // The next change's first answer holds the same finding objects (above the change, not moved).
    linter.applyChanges(ChangeSet.of([{ from: text.length, insert: "Allow: /e" }], text.length).toJSON());
    const next = linter.lint(ENGINES, "google");
    expect(next.rows).toBe(null);
    const rules = first.diagnostics.filter((d) => d instanceof RuleFinding);
    expect(rules.length).toBe(3);
    for (const d of rules) expect(next.diagnostics).toContain(d);
  });

  it("answers whole when there is no earlier lint of these engines", () => {
    const linter = new PhasedLinter();
    const text = "User-agent: *\nDisallow: /a\nDisallow: /a\n";
    linter.setText(text);
    // Whole but for the count of hidden findings (the first-match search waits: no first-match engine is asked).
    const first = linter.lint(ENGINES, "google", text);
    expect(sameList(first.diagnostics, lintReport(parseRobotsTxt(text), { engines: ENGINES }).diagnostics)).toBe(true);
    expect(first.complete).toBe(false);
    expect(linter.finish()).toBe(null);
    linter.applyChanges(ChangeSet.of([{ from: text.length, insert: "Allow: /a" }], text.length).toJSON());
    expect(linter.lint(ENGINES, "google").complete).toBe(false);
    expect(linter.lint(["google"], "google").complete).toBe(false);
    expect(linter.lint(ENGINE_IDS, "google").complete).toBe(true);
  });

  it("answers a whole text without the first-match search when no first-match engine is asked, and counts its hidden findings after", () => {
    // Under first match (classic Yandex, the 1994 text) `Allow: /a/b` never decides: `Disallow: /a` comes first.
    const text = ["User-agent: *", ...Array.from({ length: 50 }, (_, i) => `Disallow: /p${i}\nAllow: /p${i}/x`)].join("\n");
    const doc = parseRobotsTxt(text);
    const wholeSteps = reachabilityWork.steps;
    const report = lintReport(doc, { engines: ENGINES });
    const wholeWork = reachabilityWork.steps - wholeSteps;
    expect(report.hidden).toBe(50);
    const linter = new PhasedLinter();
    linter.setText(text);
    const before = reachabilityWork.steps;
    const first = linter.lint(ENGINES, "google", text);
    const firstWork = reachabilityWork.steps - before;
    expect(sameList(first.diagnostics, report.diagnostics)).toBe(true);
    expect(first.complete).toBe(false);
    expect(first.hidden).toBe(0);
    // The search for the rules a literal rule before them shadows: a step a character of each rule, left out.
    expect(firstWork).toBeLessThan(wholeWork - 300);
    const second = linter.finish();
    expect(second).toEqual({ diagnostics: null, hidden: 50, fileKind: null });
    expect(reachabilityWork.steps - before).toBe(wholeWork);
    // Nothing left: no third answer.
    expect(linter.finish()).toBe(null);
  });

  it("moves findings with the text, leaving out those near a changed line", () => {
    const r = prng(9);
    for (let n = 0; n < 50; n++) {
      const before = Text.of(randomFile(r, 40).split("\n"));
      const list = lintReport(parseRobotsTxt(before.toString()), { engines: ENGINES }).diagnostics;
      const changes = randomChange(r, before);
      const after = changes.apply(before);
      const moved = moveFindings(list, changes, before, after);
      expect(moved.length).toBeLessThanOrEqual(list.length);
      for (const d of moved) {
        const old = list.find((o) => o.code === d.code && before.sliceString(o.from, o.to) === after.sliceString(d.from, d.to) && before.line(o.line).text === after.line(d.line).text);
        expect(old).toBeDefined();
        expect(after.lineAt(d.from).number).toBe(d.line);
        for (const fix of d.fixes) for (const e of fix.edits) expect(e.to).toBeLessThanOrEqual(after.length);
      }
    }
  });
});

describe("the groups a lint answers with", () => {
  const outlineOf = (text: string, engine: EngineId) =>
    readAs(parseRobotsTxt(text), engine).groups.map(({ agentLines, agents, fromLine, toLine }) => ({ agentLines, agents, fromLine, toLine }));

  it("are the group engine's reading (readAs) of the text, for every engine", () => {
    const r = prng(11);
    let groups = 0;
    for (let file = 0; file < 60; file++) {
      const text = randomFile(r, 1 + Math.floor(r() * 80));
      for (const engine of ENGINE_IDS) {
        const expected = outlineOf(text, engine);
        groups += expected.length;
        expect(groupOutline(new LintRun(parseRobotsTxt(text), { engines: ENGINES }), engine)).toEqual(expected);
      }
    }
    // The files have groups to compare (not only empty lists).
    expect(groups).toBeGreaterThan(500);
  });

  it("are cut where the group engine stops reading a file over its size limit", () => {
    // Google reads 512,000 bytes: the second group's agent comes after the cut.
    const text = "User-agent: a\n" + "Disallow: /x\n".repeat(40_000) + "User-agent: b\nDisallow: /y\n";
    const expected = outlineOf(text, "google");
    expect(expected.length).toBe(1);
    expect(groupOutline(new LintRun(parseRobotsTxt(text), { engines: ENGINES }), "google")).toEqual(expected);
  });
});
