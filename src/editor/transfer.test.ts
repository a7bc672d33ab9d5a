import { describe, expect, it } from "vitest";
import { lintRobotsTxt } from "../core/lint.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { packDiagnostics, unpackDiagnostics } from "./transfer.ts";

describe("packDiagnostics", () => {
  it("round-trips every field of every diagnostic", () => {
    const text = "\uFEFFUser-agent: *\nDissallow: /a\nDisallow /b\nDisallow: /c**\nDisallow: /c**\nCrawl-delay: x\nSitemap: /s\n";
    const diagnostics = lintRobotsTxt(parseRobotsTxt(text), { engines: ["google", "bing", "yandex", "rfc9309"] });
    expect(diagnostics.length).toBeGreaterThan(5);
    const { packed, transferables } = packDiagnostics(diagnostics);
    expect(transferables).toHaveLength(2);
    const copy = structuredClone(packed);
    const unpacked = unpackDiagnostics(copy).map((d) => ({ ...pick(d) }));
    expect(unpacked).toEqual(diagnostics.map(pick));
  });
});

function pick(d: ReturnType<typeof lintRobotsTxt>[number]) {
  return { from: d.from, to: d.to, line: d.line, severity: d.severity, code: d.code, params: d.params, fixes: d.fixes, engines: d.engines };
}
