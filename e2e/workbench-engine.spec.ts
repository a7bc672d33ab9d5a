import { test, expect } from "./workbench-fixture";

test("overriding the engine re-reads the file: first match blocks what longest match allows", async ({ wb }) => {
  await wb.testUrl("/search/about");
  await expect(wb.verdict).toHaveText(/Allowed.*Google/);
  await wb.readAs.selectOption({ label: "Yandex (classic)" });
  await expect(wb.verdict).toHaveText(/Blocked.*Yandex \(classic\)/);
  await expect(wb.page.getByRole("button", { name: /line 3\s*Disallow: \/search/ })).toBeVisible();
});
