/** The import-cycle check of `npm test` (scripts/import-cycles.mjs) finds a circle, and passes src/. */
import { describe, it, expect } from "vitest";
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

function check(dir: string) {
  return spawnSync(process.execPath, ["scripts/import-cycles.mjs", dir], { encoding: "utf8" });
}

describe("scripts/import-cycles.mjs", () => {
  it("fails on a circle, type-only and dynamic imports included", () => {
    const dir = mkdtempSync(join(tmpdir(), "cycles-"));
    try {
      mkdirSync(join(dir, "state"));
      writeFileSync(join(dir, "state", "a.ts"), 'import { b } from "./b.ts";\nexport const a = () => b;\n');
      writeFileSync(join(dir, "state", "b.ts"), 'import type { T } from "./c";\nexport const b = 1;\n');
      writeFileSync(join(dir, "state", "c.ts"), 'export type T = number;\nexport const c = () => import("./a.ts");\n');
      writeFileSync(join(dir, "d.ts"), 'import { a } from "./state/a.ts";\nexport const d = a;\n');
      const run = check(dir);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/1 circle/);
      expect(run.stderr).toMatch(/3 modules/);
      expect(run.stderr).not.toMatch(/d\.ts ->/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("passes a tree", () => {
    const dir = mkdtempSync(join(tmpdir(), "cycles-"));
    try {
      writeFileSync(join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = b;\n');
      writeFileSync(join(dir, "b.ts"), "export const b = 1;\n");
      expect(check(dir).status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds no circle under src/", () => {
    const run = check("src");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
