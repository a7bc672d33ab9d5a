import { test, expect } from "./workbench-fixture";

test("the URL list, its expectations and the crawler choice survive a reload", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/");
  await wb.tab("Test").click();
  await wb.pickCrawler("bingbot", /bingbot/);
  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/kept/a\n/private/b");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();
  await wb.page.getByRole("button", { name: "Test 2 URLs" }).click();
  await wb.page.getByRole("button", { name: "Expect blocked for bingbot: /private/b" }).click();
  await expect(wb.page.getByText("No expectation fails")).toBeVisible();

  // Wait for the debounced write of the list to reach IndexedDB.
  await expect.poll(() => wb.storedJson()).toContain('"expect":"blocked"');
  await wb.page.reload();

  await expect(wb.tab("Bulk")).toHaveAttribute("aria-selected", "true");
  await expect(wb.page.getByText("2 URLs in the list.")).toBeVisible();
  await wb.page.getByRole("button", { name: "Test 2 URLs" }).click();
  await expect(
    wb.page.getByRole("button", { name: /^Expected blocked for bingbot, and it is.*\/private\/b/ }),
  ).toBeVisible();
  await wb.tab("Test").click();
  await expect(wb.crawler).toHaveValue("bingbot");
});
