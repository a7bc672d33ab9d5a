import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintReport, lintRobotsTxt, RuleFinding } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import type { Diagnostic } from "../core/types.ts";
import { PhasedLinter } from "./lint-phases.ts";
import { packAnswer, packDiagnostics, packedCount, unpackDiagnostics, type PackedDiagnostics } from "./transfer.ts";

describe("packDiagnostics", () => {
  it("packs the lint worker's compact findings to the bytes of the plain ones, quotes, backslashes and control characters in patterns too", () => {
    const values = ['/a"b', "/a\\b\\", "/\u0001x", "/tab\tx", "/caf\u00e9", "/x$", "/y"];
    const lines = ["User-agent: *"];
    for (const v of values) lines.push(`Allow: ${v}`, `Disallow: ${v}`, `Disallow: ${v}`, `Allow: ${v}`);
    const text = lines.join("\n") + "\n";
    const engines = ["google", "bing", "yandex", "yandex-classic"] as const;
    const plain = lintReport(parseRobotsTxt(text), { engines: [...engines] }).diagnostics;
    const linter = new PhasedLinter();
    linter.setText(text);
    const compact = linter.lint([...engines], "google", text).diagnostics;
    expect(compact.some((d) => d.params.pattern === "/\u0001x")).toBe(true);
    expect(compact.some((d) => d.params.char === "\u0001")).toBe(true);
    const a = packDiagnostics(plain).packed;
    const b = packDiagnostics(compact).packed;
    expect(b.details).toEqual(a.details);
    expect([...b.spans, ...b.kinds]).toEqual([...a.spans, ...a.kinds]);
  });

  it("packs runs of compact findings between plain ones to the bytes of the plain ones, lone surrogates in patterns too", () => {
    for (const odd of ["/ok", "/\ud800x", "/x\udc00"]) {
      const lines = ["User-agent: *", "Disallow: /a", "Disallow: /a", "Allow: /b", "Disallow: /b", "Dissallow: /typo", "Disallow: /c**"];
      lines.push(`Disallow: ${odd}`, `Disallow: ${odd}`, "Crawl-delay: x", "Disallow: /d", "Disallow: /d");
      const text = lines.join("\n");
      const engines = ["google", "bing", "yandex"] as const;
      const plain = lintReport(parseRobotsTxt(text), { engines: [...engines] }).diagnostics;
      const linter = new PhasedLinter();
      linter.setText(text);
      const compact = linter.lint([...engines], "google", text).diagnostics;
      // Compact findings, then plain ones, then compact ones again.
      const isCompact = compact.map((d) => d instanceof RuleFinding);
      const first = isCompact.indexOf(true);
      const plainAt = isCompact.indexOf(false, first);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(plainAt).toBeGreaterThan(first);
      expect(isCompact.lastIndexOf(true)).toBeGreaterThan(plainAt);
      const a = packDiagnostics(plain).packed;
      const b = packDiagnostics(compact).packed;
      expect(new TextDecoder().decode(b.details)).toBe(new TextDecoder().decode(a.details));
      expect(b.details).toEqual(a.details);
    }
  });

  it("round-trips every field of every diagnostic", () => {
    const text = "\uFEFFUser-agent: *\nDissallow: /a\nDisallow /b\nDisallow: /c**\nDisallow: /c**\nCrawl-delay: x\nSitemap: /s\n";
    const diagnostics = lintRobotsTxt(parseRobotsTxt(text), { engines: ["google", "bing", "yandex", "rfc9309"] });
    expect(diagnostics.length).toBeGreaterThan(5);
    const { packed, transferables } = packDiagnostics(diagnostics);
    // Spans, kinds and the details' bytes: nothing of size is copied.
    expect(transferables).toEqual([packed.spans.buffer, packed.reach.buffer, packed.kinds.buffer, packed.details.buffer]);
    const copy = structuredClone(packed);
    const unpacked = unpackDiagnostics(copy).map((d) => ({ ...pick(d) }));
    expect(unpacked).toEqual(diagnostics.map(pick));
  });

  it("round-trips fixes named otherwise than their finding, several edits, and empty details", () => {
    const diagnostics: Diagnostic[] = [
      { from: 0, to: 3, line: 1, severity: "info", code: "a", params: {}, engines: [], fixes: [] },
      {
        from: 4, to: 9, line: 2, severity: "error", code: "b", params: { n: 2, s: "x" }, engines: ["google", "yandex"],
        fixes: [
          { code: "other", params: { k: "v" }, edits: [{ from: 4, to: 5, insert: "" }, { from: 7, to: 7, insert: ":" }] },
          { code: "b", params: {}, edits: [{ from: 4, to: 9, insert: "Disallow: /" }] },
        ],
      },
    ];
    const copy = structuredClone(packDiagnostics(diagnostics).packed);
    expect(unpackDiagnostics(copy).map(pick)).toEqual(diagnostics.map(pick));
  });

  it("writes a finding and its fixes moved by an edit above them as before, and where they reach", () => {
    const text = "User-agent: *\nDisallow: /a\nDisallow: /a\nDissallow: /b\nDisallow: /c**\n";
    const engines = ["google", "bing", "yandex"] as const;
    const lint = (t: string) => {
      const linter = new PhasedLinter();
      linter.setText(t);
      return [lintReport(parseRobotsTxt(t), { engines: [...engines] }).diagnostics, linter.lint([...engines], "google", t).diagnostics];
    };
    const [plain, compact] = lint(text);
    // A comment on the first line: every finding moves, on its line (their parameters name lines).
    const [movedPlain, movedCompact] = lint(text.replace("*\n", "* # all\n"));
    expect(movedPlain.map((d) => d.from - 6)).toEqual(plain.map((d) => d.from));
    expect(compact.some((d) => d instanceof RuleFinding)).toBe(true);
    expect(plain.some((d) => d.fixes.some((f) => f.edits.some((e) => e.from < d.from)))).toBe(true);
    const bytes = packDiagnostics(plain).packed.details;
    for (const list of [compact, movedPlain, movedCompact]) expect(packDiagnostics(list).packed.details).toEqual(bytes);
    // Each finding reaches from the first offset its span or a fix's edit covers to the last.
    const { reach } = packDiagnostics(compact).packed;
    compact.forEach((d, i) => {
      const offsets = [d.from, d.to, ...d.fixes.flatMap((f) => f.edits.flatMap((e) => [e.from, e.to]))];
      expect([reach[i * 2], reach[i * 2 + 1]]).toEqual([Math.min(...offsets), Math.max(...offsets)]);
    });
  });

  it("writes each engine list once and no repeated names", () => {
    const text = Array.from({ length: 50 }, (_, i) => `Disallow: /p${i}**x\n`).join("");
    const diagnostics = lintRobotsTxt(parseRobotsTxt("User-agent: *\n" + text), { engines: ["google", "bing", "yandex"] });
    const { packed } = packDiagnostics(diagnostics);
    expect(packed.engineLists.length).toBeLessThan(4);
    expect(packed.details.length).toBeLessThan(JSON.stringify(diagnostics.map((d) => [d.params, d.fixes, d.engines])).length * 0.6);
  });
});

describe("packAnswer", () => {
  const engines = ["google", "bing", "yandex"] as const;
  const fields = (p: PackedDiagnostics) => ({ ...p, spans: [...p.spans], reach: [...p.reach], kinds: [...p.kinds], details: new TextDecoder().decode(p.details) });
  /** A whole text's first answer packed from its rows, and its findings packed as objects. */
  const both = (text: string) => {
    const linter = new PhasedLinter();
    linter.setText(text);
    const answer = linter.lint([...engines], "google", text);
    const expected = packDiagnostics(lintReport(parseRobotsTxt(text), { engines: [...engines] }).diagnostics).packed;
    return { answer, packed: packAnswer(answer).packed, expected };
  };

  it("packs a whole text's first answer from its rows, with no finding object made, to what its findings pack to", () => {
    const lines = ["User-agent: *", "Disallow: /a", "Disallow: /a", "Allow: /b", "Disallow: /b", "Dissallow: /typo", "Disallow: /c**", "Disallow: /c**"];
    lines.push('Disallow: /q"', 'Disallow: /q"', "Crawl-delay: x", "Disallow: /d", "Disallow: /d", "Allow: /d", "Disallow: /caf\u00e9", "Disallow: /caf\u00e9");
    const { answer, packed, expected } = both(lines.join("\n"));
    expect(answer.rows).not.toBeNull();
    expect(answer.rows!.count).toBeGreaterThan(4);
    // The plain findings (syntax, values, structure) are the others, no reachability finding among them.
    expect(answer.plain.some((d) => d instanceof RuleFinding)).toBe(false);
    expect(answer.plain.length).toBeGreaterThan(2);
    expect(fields(packed)).toEqual(fields(expected));
    expect(answer.diagnostics.map(pick)).toEqual(lintReport(parseRobotsTxt(lines.join("\n")), { engines: [...engines] }).diagnostics.map(pick));
  });

  it("packs any file's first answer to what its findings pack to (rows and plain findings on the same lines, equal spans)", () => {
    const line = fc.constantFrom("User-agent: *", "User-agent: bot", "Disallow: /a", "Allow: /a", "Disallow: /", "Allow: /", "Disallow: /*.css", "Disallow: /a*", "Disallow: /a/b", "Allow: /a/b$", "Disallow: /a**", "Disallow: /é", "Disallow: /\"", "Disallow:", "Dissallow: /a", "Disallow /a", "Crawl-delay: x", "Sitemap: /s", "", "# c", "Disallow: /a # c");
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), (lines, crlf) => {
        const { packed, expected } = both(lines.join(crlf ? "\r\n" : "\n"));
        expect(fields(packed)).toEqual(fields(expected));
      }),
      { numRuns: 300 },
    );
  });
});

function pick(d: ReturnType<typeof lintRobotsTxt>[number]) {
  return { from: d.from, to: d.to, line: d.line, severity: d.severity, code: d.code, params: d.params, fixes: d.fixes, engines: d.engines };
}

describe("packedCount", () => {
  it("counts the packed diagnostics without unpacking them", () => {
    const diagnostics = lintRobotsTxt(parseRobotsTxt("User-agent: *\nDissallow: /a\nDisallow: /b**\nCrawl-delay: x\n"), { engines: ["google"] });
    expect(diagnostics.length).toBeGreaterThan(1);
    expect(packedCount(packDiagnostics(diagnostics).packed)).toBe(diagnostics.length);
    expect(packedCount(packDiagnostics([]).packed)).toBe(0);
  });
});
