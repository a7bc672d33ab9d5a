/**
 * One expectations format, from both ends: a file the Bulk panel exports goes unchanged into
 * the command line's `test` (run as a process, as a user runs it), and a file of another
 * format version is refused by both with the version named.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test, expect } from "./workbench-fixture";

const ROOT = resolve(import.meta.dirname, "..");

function cli(...args: string[]) {
  // The test runner sets FORCE_COLOR; a user's shell would not.
  const { FORCE_COLOR: _force, ...env } = process.env;
  const r = spawnSync(join(ROOT, "node_modules/.bin/tsx"), [join(ROOT, "src/cli/bin.ts"), ...args], {
    encoding: "utf8",
    env: { ...env, NO_COLOR: "1", LANG: "C" },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test("an expectations file exported by the app passes through the CLI's test unchanged", async ({ wb }) => {
  const dir = mkdtempSync(join(tmpdir(), "rw-e2e-cli-"));
  try {
    const robots = "User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot-Image\nDisallow: /raw/\n";
    await wb.setText(robots);
    await wb.tab("Bulk").click();
    await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/shop/item\n/private/a");
    await wb.page.getByRole("button", { name: "Use these URLs" }).click();
    await wb.page.getByRole("button", { name: "Test 2 URLs" }).click();
    // By keyboard (the pins sit in the results table, which scrolls inside the panel).
    await wb.page.getByRole("button", { name: "Expect allowed for Googlebot: /shop/item" }).press("Enter");
    await wb.page.getByRole("button", { name: "Expect blocked for Googlebot: /private/a" }).press("Enter");
    await expect(wb.page.getByText("No expectation fails")).toBeVisible();

    const download = wb.page.waitForEvent("download");
    await wb.page.getByRole("button", { name: "Export expectations" }).click();
    const exported = join(dir, (await download).suggestedFilename());
    await (await download).saveAs(exported);
    expect(JSON.parse(readFileSync(exported, "utf8"))).toEqual({
      version: 1,
      expectations: [
        { url: "/shop/item", crawler: "googlebot", expect: "allowed" },
        { url: "/private/a", crawler: "googlebot", expect: "blocked" },
      ],
    });

    // The same file the app tested: the CLI agrees.
    writeFileSync(join(dir, "robots.txt"), robots);
    const pass = cli("test", join(dir, "robots.txt"), "--expect", exported);
    expect(pass.err).toBe("");
    expect(pass.out).toContain("2 expectations pass, 0 fail");
    expect(pass.code).toBe(0);

    // The edit the app flags: the CLI fails on it too, naming the deciding line.
    writeFileSync(join(dir, "robots-edited.txt"), robots.replace("Disallow: /private/", "Disallow: /private/\nDisallow: /shop/"));
    const fail = cli("test", join(dir, "robots-edited.txt"), "--expect", exported);
    expect(fail.code).toBe(1);
    expect(fail.out).toContain("/shop/item must be allowed for googlebot, but is blocked");
    expect(fail.out).toContain("line 3: Disallow: /shop/");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a file written for the CLI imports into the app; another format version is refused by both", async ({ wb }) => {
  const dir = mkdtempSync(join(tmpdir(), "rw-e2e-cli-"));
  try {
    await wb.tab("Bulk").click();
    const input = wb.page.getByLabel("Open an expectations file");
    const v1 = join(dir, "suite.json");
    writeFileSync(v1, JSON.stringify({ version: 1, expectations: [{ url: "/a", crawler: "bingbot", expect: "blocked" }] }));
    await input.setInputFiles(v1);
    await expect(wb.page.getByText("Imported 1 expectation.")).toBeVisible();

    const v2 = join(dir, "future.json");
    writeFileSync(v2, JSON.stringify({ version: 2, expectations: [] }));
    await input.setInputFiles(v2);
    await expect(wb.page.getByText("future.json is an expectations file of format version 2; this workbench reads version 1.")).toBeVisible();
    writeFileSync(join(dir, "robots.txt"), "User-agent: *\nDisallow: /\n");
    const r = cli("test", join(dir, "robots.txt"), "--expect", v2);
    expect(r.code).toBe(2);
    expect(r.err).toContain("is an expectations file of format version 2; this version of robots-workbench reads version 1");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
