import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffLines, hunks, splitLines, type DiffOp } from "./linediff.ts";

/** The texts an op list rebuilds: before (same + del) and after (same + add). */
function rebuild(ops: DiffOp[]): [string[], string[]] {
  const before: string[] = [];
  const after: string[] = [];
  for (const op of ops) {
    if (op.kind !== "add") before.push(op.text);
    if (op.kind !== "del") after.push(op.text);
  }
  return [before, after];
}

const show = (ops: DiffOp[]) => ops.map((op) => `${op.kind === "same" ? " " : op.kind === "add" ? "+" : "-"}${op.text}`);

describe("line diff", () => {
  it("finds the changed lines with their numbers on both sides", () => {
    const diff = diffLines("User-agent: *\nDisallow: /a\nDisallow: /b\n", "User-agent: *\nDisallow: /b\nAllow: /c\n");
    expect(show(diff.ops)).toEqual([" User-agent: *", "-Disallow: /a", " Disallow: /b", "+Allow: /c", " "]);
    expect(diff.ops[1]).toEqual({ kind: "del", before: 2, text: "Disallow: /a" });
    expect(diff.ops[3]).toEqual({ kind: "add", after: 3, text: "Allow: /c" });
    expect([diff.added, diff.removed, diff.coarse]).toEqual([1, 1, false]);
  });

  it("reports identical texts as no change, and an empty side as all added or removed", () => {
    expect(diffLines("a\nb", "a\nb").added).toBe(0);
    expect(show(diffLines("", "a\nb").ops)).toEqual(["+a", "+b"]);
    expect(show(diffLines("a\nb", "").ops)).toEqual(["-a", "-b"]);
  });

  it("rebuilds both texts, with a minimal number of edits on small inputs", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "c", "d"), { maxLength: 12 }), fc.array(fc.constantFrom("a", "b", "c", "d"), { maxLength: 12 }), (x, y) => {
        const diff = diffLines(x.join("\n"), y.join("\n"));
        const [before, after] = rebuild(diff.ops);
        expect(before).toEqual(splitLines(x.join("\n")));
        expect(after).toEqual(splitLines(y.join("\n")));
        // Minimal: edits = n + m − 2·LCS.
        const a = splitLines(x.join("\n"));
        const b = splitLines(y.join("\n"));
        const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
        for (let i = 1; i <= a.length; i++)
          for (let j = 1; j <= b.length; j++) lcs[i][j] = a[i - 1] === b[j - 1] ? lcs[i - 1][j - 1] + 1 : Math.max(lcs[i - 1][j], lcs[i][j - 1]);
        expect(diff.added + diff.removed).toBe(a.length + b.length - 2 * lcs[a.length][b.length]);
      }),
    );
  });

  it("stays linear on two unrelated large files (counted steps), reporting the middle coarsely", () => {
    const big = (p: string) => Array.from({ length: 20_000 }, (_, i) => `Disallow: /${p}${i}`).join("\n");
    const steps = { n: 0 };
    const diff = diffLines(big("x"), big("y"), 200, steps);
    expect(diff.coarse).toBe(true);
    expect(diff.added).toBe(20_000);
    // At most (maxEdits + 1)² inner steps, independent of the file size.
    expect(steps.n).toBeLessThan(201 * 201 + 20_000);
  });

  it("groups changes into hunks with context", () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join("\n");
    const after = before.replace("line 3\n", "line three\n").replace("line 17\n", "");
    const groups = hunks(diffLines(before, after), 2);
    expect(groups).toHaveLength(2);
    expect(show(groups[0].ops)).toEqual([" line 1", " line 2", "-line 3", "+line three", " line 4", " line 5"]);
    expect(show(groups[1].ops)).toEqual([" line 15", " line 16", "-line 17", " line 18", " line 19"]);
  });
});
