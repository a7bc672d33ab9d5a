import { test, expect } from "./workbench-fixture";

test("the compare grid marks and explains an engine that disagrees", async ({ wb }) => {
  await wb.testUrl("/search/about");
  await wb.tab("Compare").click();
  const table = wb.page.getByRole("table", { name: "Verdicts for /search/about: crawlers in rows, engines in columns" });
  await expect(table).toBeVisible();
  await expect(table.getByText(/Yandex \(classic\) takes the first matching line \(line 3\); Google takes the longest match \(line 4\)/).first()).toBeVisible();
});

test("one click adds a suggested crawler to the comparison", async ({ wb }) => {
  await wb.tab("Compare").click();
  await wb.page.getByRole("button", { name: "Add ClaudeBot" }).click();
  await expect(wb.page.getByRole("list", { name: "Crawlers in the comparison" }).getByText("ClaudeBot")).toBeVisible();
  await expect(wb.page.getByRole("button", { name: "Add ClaudeBot" })).toHaveCount(0);
});
