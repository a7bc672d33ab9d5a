/**
 * The rule index against no index: over random rules (wildcards `*`, `$`, percent-escapes,
 * non-ASCII, empty values, long literal prefixes, anchored suffixes and middle segments, so each
 * of the index's three tries is used) and random paths, under every engine, deciding with the
 * index gives the verdict and the deciding rule that handing every rule to the decider gives
 * (the first matching rule in file order under first-match engines, the longest under the
 * others), and the explaining path collects the same matching rules. Work is counted in steps.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { ENGINE_IDS, parseRobotsTxt, type EngineId } from "../index.ts";
import { getEngine } from "../engines/index.ts";
import { matchCompiled, type StepCounter } from "../pattern.ts";
import { decide, decideQuick } from "./decide.ts";
import { readAs } from "./reading.ts";
import { KeyTrie, KNOWN_MATCH, KNOWN_NOTHING, RuleIndex, type CandidateSink, type CandidateSource } from "./rule-index.ts";
import { buildRules, comparedPath, dedupeRules, type IRule } from "./rules.ts";

/** No index: every rule, in file order. */
class EveryRule implements CandidateSource {
  constructor(private readonly rules: IRule[]) {}
  scan(_path: string, sink: CandidateSink): void {
    for (const r of this.rules) sink.take(r, KNOWN_NOTHING);
  }
}

function rulesOf(engineId: EngineId, lines: [string, string][]): IRule[] {
  const text = "User-agent: *\n" + lines.map(([k, v]) => `${k}: ${v}`).join("\n") + "\n";
  const engine = getEngine(engineId);
  const reading = readAs(parseRobotsTxt(text), engineId);
  return dedupeRules(buildRules(engine, reading.groups));
}

const piece = fc.constantFrom("/", "a", "b", "ab", "abc", "bca", ".pdf", "?", "=", "*", "*", "$", "%2F", "%2f", "%7E", "~", "é", "ツ", "%C3%A9", "index.html", "/shop/", "-", "x");
const value = fc.oneof(
  { weight: 1, arbitrary: fc.constant("") },
  { weight: 8, arbitrary: fc.array(piece, { maxLength: 7 }).map((a) => a.join("")) },
  { weight: 3, arbitrary: fc.array(piece, { maxLength: 5 }).map((a) => "/" + a.join("")) },
);
const rule = fc.tuple(fc.constantFrom("Allow", "Disallow"), value);
const pathPiece = fc.constantFrom("/", "a", "b", "c", "ab", "abc", "bca", ".pdf", "?", "=", "*", "$", "%2F", "%7E", "~", "é", "ツ", "%C3%A9", "index.html", "/shop/", "-", "x", "");
const path = fc.array(pathPiece, { maxLength: 12 }).map((a) => "/" + a.join(""));

describe("the rule index decides as handing every rule to the decider does", () => {
  it("same verdict, deciding rule and matching rules, under every engine", () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 30 }), fc.array(path, { minLength: 1, maxLength: 8 }), (lines, paths) => {
        for (const id of ENGINE_IDS) {
          const engine = getEngine(id);
          const rules = rulesOf(id, lines);
          const index = new RuleIndex(rules);
          const every = new EveryRule(rules);
          for (const raw of paths) {
            const p = comparedPath(engine, raw);
            const quick = decide(engine, index, p, false);
            const plain = decide(engine, every, p, false);
            expect({ allowed: quick.allowed, rule: quick.rule?.order ?? null }, `${id} ${p}`).toEqual({ allowed: plain.allowed, rule: plain.rule?.order ?? null });
            expect(decideQuick(engine, index, p)).toEqual({ allowed: plain.allowed, line: plain.rule?.line ?? null });
            const explained = decide(engine, index, p, true);
            const all = decide(engine, every, p, true);
            expect(explained.rule?.order ?? null).toBe(all.rule?.order ?? null);
            expect(explained.tie).toBe(all.tie);
            expect(explained.candidates.map((r) => r.order).sort((a, b) => a - b)).toEqual(all.candidates.map((r) => r.order).sort((a, b) => a - b));
            // And the candidates are exactly the rules that match.
            expect(all.candidates.length).toBe(rules.filter((r) => matchCompiled(p, r)).length);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it("first-match engines take the first matching rule in file order, not the longest", () => {
    for (const id of ["yandex-classic", "original"] as const) {
      const engine = getEngine(id);
      const rules = rulesOf(id, [
        ["Disallow", "/a"],
        ["Allow", "/a/b/c"],
        ["Disallow", id === "original" ? "/a/b" : "/*c$"],
      ]);
      const d = decide(engine, new RuleIndex(rules), "/a/b/c", false);
      expect(d.rule?.pattern).toBe("/a");
      expect(d.allowed).toBe(false);
    }
  });

  it("an anchored rule is checked only against paths ending with its last character, and still decides them", () => {
    const engine = getEngine("google");
    const rules = rulesOf("google", [
      ["Disallow", "/shop/*.pdf$"],
      ["Disallow", "/shop/*.html$"],
      ["Allow", "/shop/*x$"],
      ["Disallow", "/shop/"],
    ]);
    const index = new RuleIndex(rules);
    expect(decide(engine, index, "/shop/a.pdf", false).rule?.pattern).toBe("/shop/*.pdf$");
    expect(decide(engine, index, "/shop/a.html", false).rule?.pattern).toBe("/shop/*.html$");
    expect(decide(engine, index, "/shop/a.pdfx", false).rule?.pattern).toBe("/shop/*x$");
    expect(decide(engine, index, "/shop/a.pdf?", false).rule?.pattern).toBe("/shop/");
  });
});

describe("the index's work stays linear (counted in steps)", () => {
  const stepsOf = (index: RuleIndex, engineId: EngineId, p: string) => {
    const counter: StepCounter = { steps: 0 };
    decide(getEngine(engineId), index, p, false, counter);
    return counter.steps;
  };
  const id = (i: number) => i.toString(36).padStart(4, "0");
  // Each kind of key: literal prefixes, anchored suffixes (short prefix), middle segments.
  const kinds: [string, (i: number) => string][] = [
    ["prefixes", (i) => `/${id(i)}/x`],
    ["anchored suffixes", (i) => `/*${id(i)}.pdf$`],
    ["middle segments", (i) => `/*${id(i)}*`],
  ];
  it.each(kinds)("steps per path do not grow with the number of rules that cannot match (%s, 100 vs 20,000)", (_name, make) => {
    for (const engineId of ["google", "yandex-classic"] as const) {
      const small = new RuleIndex(rulesOf(engineId, Array.from({ length: 100 }, (_, i) => ["Disallow", make(i)] as [string, string])));
      const large = new RuleIndex(rulesOf(engineId, Array.from({ length: 20_000 }, (_, i) => ["Disallow", make(i)] as [string, string])));
      for (const p of ["/zzzz/page.html", `/${id(42)}/x`, `/a/${id(42)}.pdf`, `/q${id(42)}z`, "/" + "ab/".repeat(300)]) {
        const a = stepsOf(small, engineId, p);
        const b = stepsOf(large, engineId, p);
        expect(b, `${engineId} ${p}: ${a} vs ${b}`).toBeLessThanOrEqual(2 * a + 20);
      }
    }
  });

  it("doubling the path at most about doubles the steps, for every kind of key", () => {
    const lines: [string, string][] = [];
    for (const [, make] of kinds) for (let i = 0; i < 2_000; i++) lines.push(["Disallow", make(i)]);
    lines.push(["Allow", "/ab/*ab/ab$"], ["Disallow", "/*b/a"]);
    const index = new RuleIndex(rulesOf("google", lines));
    const steps = [1_000, 2_000, 4_000, 8_000].map((n) => stepsOf(index, "google", "/" + "ab/".repeat(n / 3)));
    for (let i = 1; i < steps.length; i++) expect(steps[i], `at ${i}: ${steps.join(", ")}`).toBeLessThanOrEqual(2.2 * steps[i - 1] + 50);
  });
});

describe("the tries' layout and what their keys prove", () => {
  const trieOf = (keys: string[], reversed = false) => {
    const rules = rulesOf("google", keys.map((k) => ["Disallow", k] as [string, string]));
    return new KeyTrie(
      rules,
      keys,
      keys.map(() => KNOWN_NOTHING),
      reversed,
    );
  };
  const walk = (trie: KeyTrie, s: string) => {
    const nodes: number[] = [];
    let node = 0;
    for (const ch of s) {
      node = trie.next(node, ch.charCodeAt(0));
      nodes.push(node);
      if (node < 0) break;
    }
    return nodes;
  };

  it("numbers nodes depth first, children in the order they were made: a chain of single children is consecutive", () => {
    const trie = trieOf(["/b/xyz", "/a/tail", "/b/x"]);
    // Root 0, then "/" 1, "/b" 2, "/b/" 3, "/b/x" 4 .. "/b/xyz" 6, "/a" 7, "/a/" 8, "/a/t" .. "/a/tail" 9..12.
    expect(walk(trie, "/b/xyz")).toEqual([1, 2, 3, 4, 5, 6]);
    expect(walk(trie, "/a/tail")).toEqual([1, 7, 8, 9, 10, 11, 12]);
    expect(walk(trie, "/c")).toEqual([1, -1]);
    // The rules sit on their keys' nodes.
    const holders = [12, 4, 6].map((v) => trie.bucket.slice(trie.start[v], trie.start[v + 1]).map((r) => r.pattern));
    expect(holders).toEqual([["/a/tail"], ["/b/x"], ["/b/xyz"]]);
  });

  it("a suffix trie walks keys from their end", () => {
    const trie = trieOf([".pdf", "x.pdf"], true);
    expect(walk(trie, "fdp.x")).toEqual([1, 2, 3, 4, 5]);
    expect(trie.bucket.slice(trie.start[4], trie.start[5]).map((r) => r.pattern)).toEqual([".pdf"]);
  });

  it("finds every child of a node with many (sorted, searched by halves) and no other", () => {
    // Made in an order other than the characters': the node sorts them.
    const chars = Array.from({ length: 300 }, (_, i) => String.fromCharCode(0x41 + ((i * 7) % 300)));
    const trie = trieOf(chars.map((c) => "/" + c));
    for (const c of chars) expect(trie.next(1, c.charCodeAt(0)), c).toBeGreaterThan(1);
    expect(new Set(chars.map((c) => trie.next(1, c.charCodeAt(0)))).size).toBe(300);
    for (const c of [0x40, 0x41 + 300, 0x2f, 0xffff]) expect(trie.next(1, c)).toBe(-1);
    // 9 to 64 children are sorted one way, more another.
    for (const n of [9, 20, 64, 65]) {
      const some = chars.slice(0, n);
      const small = trieOf(some.map((c) => "/" + c));
      for (const c of some) expect(small.next(1, c.charCodeAt(0)), `${n} ${c}`).toBeGreaterThan(1);
      expect(small.next(1, 0x41 + 299)).toBe(-1);
    }
  });

  it("records what reaching a rule's key proves: a match, the literal prefix, or nothing", () => {
    const rules = rulesOf("google", [
      ["Disallow", "/shop/"],
      ["Disallow", "/shop/*"],
      ["Disallow", "/shop/*.pdf$"],
      ["Disallow", "/shop/x$"],
      ["Disallow", "*.html$"],
      ["Disallow", "/*/y.html$"],
      ["Disallow", "/*abcd*"],
    ]);
    const index = new RuleIndex(rules);
    const knownOf = (pattern: string) => {
      for (const trie of [index["prefix"], index["suffix"], index["infix"]] as KeyTrie[]) {
        const j = trie.bucket.findIndex((r) => r.pattern === pattern);
        if (j >= 0) return trie.known[j];
      }
      throw new Error(pattern);
    };
    expect(rules.map((r) => [r.pattern, knownOf(r.pattern)])).toEqual([
      ["/shop/", KNOWN_MATCH],
      ["/shop/*", KNOWN_MATCH],
      ["/shop/*.pdf$", 6],
      ["/shop/x$", 7],
      ["*.html$", KNOWN_MATCH],
      ["/*/y.html$", KNOWN_NOTHING],
      ["/*abcd*", KNOWN_NOTHING],
    ]);
  });
});
