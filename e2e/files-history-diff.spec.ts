import { test, expect } from "./workbench-fixture";

test("the verdict diff between two versions lists the URLs that flip", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/");
  await wb.page.getByRole("button", { name: "Save version", exact: true }).first().click();

  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/\n/shop/a\n/shop/b\n/private/x");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();

  await wb.setText("User-agent: *\nDisallow: /private/\nDisallow: /shop/");

  await wb.tab("History").click();
  await wb.page.getByRole("combobox", { name: "To" }).selectOption({ label: "Current draft" });
  await wb.page.getByRole("button", { name: "Compare verdicts" }).click();
  await expect(wb.page.getByText(/^2 URLs flip to blocked, none to allowed/)).toBeVisible();
  const table = wb.page.getByRole("table", { name: "Verdict changes" });
  await expect(table.getByRole("row").filter({ hasText: "/shop/a" }).first()).toContainText("Allowed → Blocked");
});
