import { ChangeSet, Text } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import type { Diagnostic, EngineId } from "../core/types.ts";
import { prng } from "../../bench/fixtures.ts";
import { PhasedLinter } from "./lint-phases.ts";
import { newPackMemo, packWithMemo } from "./pack-memo.ts";
import { packDiagnostics, unpackDiagnostics, type PackedDiagnostics } from "./transfer.ts";

const ENGINES: EngineId[] = ["google", "bing", "yandex"];
const LINES = ["Disallow: /a", "Allow: /a", "Disallow: /b**", "Dissallow: /c", "Disallow: /caf\u00e9", "Sitemap: /s.xml", "Crawl-delay: x", "User-agent: bingbot", ""];
const INSERTS = ["x", "*", "\n", "\nDisallow: /a", "\nAllow: /b", "#", ":"];

const unpacked = (packed: PackedDiagnostics) =>
  unpackDiagnostics(structuredClone(packed)).map((d) => ({ from: d.from, to: d.to, line: d.line, severity: d.severity, code: d.code, params: d.params, fixes: d.fixes, engines: d.engines }));

describe("packWithMemo", () => {
  it("unpacks, after random edits, to what packing each answer afresh gives, and packs only what changed when typing at the end", () => {
    const r = prng(5);
    const memo = newPackMemo();
    const pieces = new WeakMap<Diagnostic, string>();
    let answers = 0;
    for (let file = 0; file < 3; file++) {
      const lines = ["User-agent: *"];
      for (let i = 0; i < 60; i++) lines.push(LINES[Math.floor(r() * LINES.length)]);
      let doc = Text.of(lines);
      const linter = new PhasedLinter();
      linter.setText(doc.toString());
      linter.lint(ENGINES, "google", doc.toString());
      for (let step = 0; step < 20; step++) {
        // Half the edits at the end (typing there), half anywhere.
        const from = r() < 0.5 ? doc.length : Math.floor(r() * (doc.length + 1));
        const changes = ChangeSet.of([{ from, to: Math.min(doc.length, from + (r() < 0.3 ? 2 : 0)), insert: INSERTS[Math.floor(r() * INSERTS.length)] }], doc.length);
        doc = changes.apply(doc);
        linter.applyChanges(changes.toJSON());
        const answer = linter.lint(ENGINES, "google");
        const lists = [answer.diagnostics];
        const full = answer.complete ? null : linter.finish();
        if (full !== null && full.diagnostics !== null) lists.push(full.diagnostics);
        for (const list of lists) {
          const { packed, transferables } = packWithMemo(list, pieces, memo);
          expect(transferables).toHaveLength(4);
          const afresh = packDiagnostics(list).packed;
          expect(unpacked(packed)).toEqual(unpacked(afresh));
          expect([packed.ordered, packed.longest, [...packed.reach]]).toEqual([afresh.ordered, afresh.longest, [...afresh.reach]]);
          answers++;
        }
      }
    }
    expect(answers).toBeGreaterThan(60);
    // Some findings came from the last packing (an edit anywhere moves the findings after it: new objects, packed again).
    expect(memo.reused).toBeGreaterThan(500);
  });

  it("packs a keystroke's answer at the end of a file of many findings from the last one", () => {
    const text = "User-agent: *\n" + Array.from({ length: 300 }, (_, i) => `Disallow: /p${i % 100}`).join("\n");
    const doc = Text.of(text.split("\n"));
    const linter = new PhasedLinter();
    linter.setText(text);
    const memo = newPackMemo();
    const pieces = new WeakMap<Diagnostic, string>();
    packWithMemo(linter.lint(ENGINES, "google", text).diagnostics, pieces, memo);
    const before = memo.packed;
    expect(before).toBe(200);
    const changes = ChangeSet.of([{ from: doc.length, insert: "\nAllow: /q" }], doc.length);
    linter.applyChanges(changes.toJSON());
    const answer = linter.lint(ENGINES, "google");
    const { packed } = packWithMemo(answer.diagnostics, pieces, memo);
    expect(unpacked(packed)).toEqual(unpacked(packDiagnostics(answer.diagnostics).packed));
    // The repeated rules' findings (but the one on the line typed after) are taken from the last packing; none is packed again.
    expect(answer.diagnostics.length).toBeGreaterThan(195);
    expect(memo.packed - before).toBe(0);
    expect(memo.reused).toBe(answer.diagnostics.length);
  });
});
