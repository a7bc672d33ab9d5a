import { describe, it, expect } from "vitest";
import { applyCleanParam, cleanParams } from "./cleanparam.ts";
import { parseRobotsTxt } from "./parse.ts";

describe("Clean-param (Yandex, docs/engines.md §4.6 and §5.4)", () => {
  const doc = parseRobotsTxt(
    ["User-agent: Yandex", "Disallow:", "Clean-param: s&ref /forum/showthread.php", "Clean-param: sid /*", "Clean-param: bad prefix extra"].join("\n"),
  );

  it("reads well-formed lines and skips malformed ones", () => {
    expect(cleanParams(doc)).toEqual([
      { line: 3, params: ["s", "ref"], prefix: "/forum/showthread.php" },
      { line: 4, params: ["sid"], prefix: "/*" },
    ]);
  });

  it("removes the listed parameters for URLs under the prefix", () => {
    const r = applyCleanParam(doc, "/forum/showthread.php?s=681498b9648949605&t=8243&ref=x");
    expect(r.href).toBe("https://example.com/forum/showthread.php?t=8243");
    expect(r.removed).toEqual([
      { param: "s", line: 3 },
      { param: "ref", line: 3 },
    ]);
  });

  it("leaves parameters alone outside the prefix", () => {
    const r = applyCleanParam(doc, "/news?s=1&sid=2");
    expect(r.href).toBe("https://example.com/news?s=1");
    expect(r.applied).toEqual([4]);
  });
});
