import { test, expect } from "./workbench-fixture";

test("an expectation fails once an edit blocks the URL, and the toolbar counts it", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/");
  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/shop/item\n/private/a");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();
  await wb.page.getByRole("button", { name: "Test 2 URLs" }).click();
  await wb.page.getByRole("button", { name: "Expect allowed for Googlebot: /shop/item" }).click();
  await expect(wb.page.getByText("No expectation fails")).toBeVisible();

  await wb.setText("User-agent: *\nDisallow: /private/\nDisallow: /shop/");
  const toolbarCount = wb.page.getByRole("button", { name: "1 expectation fails" });
  await expect(toolbarCount).toBeVisible();
  await expect(
    wb.page.getByRole("button", { name: /Expected allowed for Googlebot, but it is not.*\/shop\/item/ }),
  ).toBeVisible();
  await toolbarCount.click();
  await expect(wb.page.getByRole("combobox", { name: "Show" })).toHaveValue("failed");
  await expect(wb.page.getByText("1 of 2 shown")).toBeVisible();
});
