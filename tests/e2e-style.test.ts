/**
 * One e2e style (e2e/workbench-fixture.ts says what it is): every spec takes `test` and
 * `expect` from the fixture, never from `@playwright/test`; no spec re-declares the editor's
 * locator or finds elements by CSS (`.locator(…)`, `$`, `$$`: the few parts without a role
 * are named once in the fixture); nothing waits for time (`waitForTimeout`, a `setTimeout`
 * sleep): specs wait for states. This runs with the unit tests so every helper sees it before
 * landing; ESLint says the same about imports and `waitForTimeout` while editing.
 */
import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const PLAYWRIGHT_IMPORT = /["']@playwright\/test["']/;
/** `test.setTimeout` (the test's time budget) is not a sleep; `waitForTimeout` and `setTimeout(` are. */
const SLEEP = /\bwaitForTimeout\b|(?<![.\w])setTimeout\s*\(/;
const EDITOR_LOCATOR = /robots\.txt editor/;
const CSS_LOCATOR = /\.locator\(|\.\$\$?(eval)?\(/;

const DIR = join(process.cwd(), "e2e");
const FIXTURE = "workbench-fixture.ts";
const files = readdirSync(DIR).filter((name) => name.endsWith(".ts") && name !== FIXTURE);
const specs = files.filter((name) => name.endsWith(".spec.ts"));

/** The code of a file without its comments (a comment may name what it must not do). */
function code(name: string): string {
  return readFileSync(join(DIR, name), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** `file:line: text` for each line of `name` that matches `pattern`. */
function offences(name: string, pattern: RegExp): string[] {
  return code(name)
    .split("\n")
    .flatMap((line, i) => (pattern.test(line) ? [`e2e/${name}:${i + 1}: ${line.trim()}`] : []));
}

function all(pattern: RegExp, names = files): string[] {
  return names.flatMap((name) => offences(name, pattern));
}

describe("the e2e style", () => {
  it("finds the specs", () => {
    expect(specs.length).toBeGreaterThan(50);
  });

  it("every spec takes test and expect from the workbench fixture", () => {
    const without = specs.filter((name) => !/from\s+["']\.\/workbench-fixture(\.ts)?["']/.test(code(name)));
    expect(without, "specs not importing ./workbench-fixture").toEqual([]);
  });

  it("no file under e2e/ but the fixture imports @playwright/test", () => {
    expect(all(PLAYWRIGHT_IMPORT), "import test, expect and types from ./workbench-fixture").toEqual([]);
  });

  it("nothing waits for time", () => {
    expect(all(SLEEP), "wait for a state (expect, waitForFunction, an event)").toEqual([]);
  });

  it("the editor's locator is declared once, in the fixture", () => {
    expect(all(EDITOR_LOCATOR), "use wb.editor").toEqual([]);
  });

  it("no spec finds elements by CSS", () => {
    expect(
      all(CSS_LOCATOR),
      "use getByRole/getByLabel/getByText; name a part without a role once in the fixture",
    ).toEqual([]);
  });
});

describe("the check itself", () => {
  it.each([
    ['import { test, expect } from "@playwright/test";', PLAYWRIGHT_IMPORT],
    ['import type { Page } from "@playwright/test";', PLAYWRIGHT_IMPORT],
    ["await page.waitForTimeout(300);", SLEEP],
    ["await new Promise((resolve) => setTimeout(resolve, 300));", SLEEP],
    ['const editor = page.getByRole("textbox", { name: "robots.txt editor" });', EDITOR_LOCATOR],
    ['await expect(page.locator("#verdict-heading")).toBeVisible();', CSS_LOCATOR],
    ['const items = await page.$$(".cm-line");', CSS_LOCATOR],
  ])("catches %s", (line, pattern) => {
    expect(pattern.test(line)).toBe(true);
  });

  it.each([
    ["test.setTimeout(90_000);", SLEEP],
    ['await expect(wb.line(2)).toContainText("decided no URL");', CSS_LOCATOR],
    ['import { test, expect, type Page } from "./workbench-fixture";', PLAYWRIGHT_IMPORT],
  ])("lets %s pass", (line, pattern) => {
    expect(pattern.test(line)).toBe(false);
  });
});
