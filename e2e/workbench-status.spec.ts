import { test, expect } from "./workbench-fixture";

test("the fetch-outcome table says what each engine does when robots.txt answers 5xx", async ({ wb }) => {
  const table = wb.page.getByRole("table", { name: "Each engine's reaction to robots.txt fetch outcomes" });
  const row = table.getByRole("row", { name: /^5xx/ });
  // Columns: outcome, Google, Bing, Yandex, Yandex classic, 1994, RFC 9309.
  await expect(row.getByRole("cell").nth(0)).toHaveText(/blocked, cache/);
  await expect(row.getByRole("cell").nth(2)).toHaveText(/allowed/);
  await expect(row.getByRole("cell").nth(5)).toHaveText(/blocked/);
});

test("the fetch-outcome table shades the engine of the current verdict", async ({ wb }) => {
  await wb.readAs.selectOption({ label: "RFC 9309" });
  const table = wb.page.getByRole("table", { name: "Each engine's reaction to robots.txt fetch outcomes" });
  await expect(table.getByRole("columnheader", { name: "RFC 9309" })).toHaveClass(/col-current/);
});
