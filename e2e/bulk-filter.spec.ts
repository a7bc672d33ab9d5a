import { test, expect } from "./workbench-fixture";

test("the results filter shows only blocked URLs, and search narrows them", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/");
  await wb.tab("Bulk").click();
  await wb.page
    .getByRole("textbox", { name: "URLs or paths, one per line" })
    .fill("/\n/private/a\n/private/b\n/public/c");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();
  await wb.page.getByRole("button", { name: "Test 4 URLs" }).click();
  await expect(wb.page.getByText("4 of 4 shown")).toBeVisible();

  await wb.page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Blocked for any crawler" });
  await expect(wb.page.getByText("2 of 4 shown")).toBeVisible();
  const table = wb.page.getByRole("table", { name: "Bulk test results" });
  await expect(table.getByRole("row").filter({ hasText: "/public/c" })).toHaveCount(0);

  await wb.page.getByRole("searchbox", { name: "Search URLs" }).fill("/b");
  await expect(wb.page.getByText("1 of 4 shown")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "/private/b" })).toHaveCount(1);
});
