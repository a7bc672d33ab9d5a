/**
 * Usage preferences in Bulk and Compare: each result cell names the preferences in force; Bulk
 * filters rows by a preference and exports them as JSON; the views stay axe-clean.
 */
import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { test, expect } from "./workbench-fixture";

const FILE = "User-agent: *\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\nContent-Signal: search=yes";

test("Bulk shows, filters and exports the preferences in force", async ({ wb }) => {
  await wb.setText(FILE);
  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/a\n/ai-ok/b\n/never/c");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();
  await wb.page.getByRole("button", { name: "Test 3 URLs" }).click();
  await expect(wb.page.getByText("3 of 3 shown")).toBeVisible();
  const table = wb.page.getByRole("table", { name: "Bulk test results" });
  await expect(table.getByRole("row").filter({ hasText: "/ai-ok/b" }).first()).toContainText("Content-Usage train-ai: allowed");

  const filter = wb.page.getByRole("combobox", { name: "Preference" });
  await filter.selectOption({ label: "Content-Usage train-ai = disallowed" });
  await expect(wb.page.getByText("1 of 3 shown")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "/a" }).first()).toContainText("Content-Usage train-ai: disallowed");
  await filter.selectOption({ label: "Any preference" });
  await expect(wb.page.getByText("3 of 3 shown")).toBeVisible();

  const download = wb.page.waitForEvent("download");
  await wb.page.getByRole("button", { name: "Export JSON" }).click();
  const file = await (await download).path();
  const json = JSON.parse(readFileSync(file, "utf8"));
  const row = json.results.find((r: { url: string }) => r.url === "/ai-ok/b");
  const first = Object.values(row.crawlers)[0] as { preferences: Record<string, Record<string, string>> };
  expect(first.preferences["content-usage"]["train-ai"]).toBe("yes");
  expect(first.preferences["content-signal"].search).toBe("yes");

  const results = await new AxeBuilder({ page: wb.page }).include(".bulk-panel").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await wb.page.screenshot({ path: "/work/wt/shots/i10p/bulk-prefs.png" });
});

test("Compare cells list the stated preferences per engine", async ({ wb }) => {
  await wb.setText(FILE);
  await wb.testUrl("/ai-ok/x");
  await wb.tab("Compare").click();
  const cell = wb.page.getByRole("table").first().getByRole("list", { name: "Usage preferences" }).first();
  await expect(cell).toContainText("train-ai: allowed");
  await expect(cell).toContainText("search: allowed");
  await wb.page.screenshot({ path: "/work/wt/shots/i10p/compare-prefs.png" });
});
