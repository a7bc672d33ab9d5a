import { test, expect } from "./workbench-fixture";

test("a running bulk test can be cancelled", async ({ wb }) => {
  await wb.tab("Bulk").click();
  const urls = Array.from({ length: 100_000 }, (_, i) => `/section-${i % 97}/item/${i}?sort=price&page=${i % 13}`).join("\n");
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open a list…" }).click();
  await (await chooser).setFiles({ name: "many.txt", mimeType: "text/plain", buffer: Buffer.from(urls) });
  await wb.page.getByRole("button", { name: "Test 100,000 URLs" }).click();
  await wb.page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(wb.page.getByText("Cancelled.")).toBeVisible();
  await expect(wb.page.getByRole("button", { name: "Test 100,000 URLs" })).toBeEnabled();
  await expect(wb.page.getByRole("table", { name: "Bulk test results" })).toHaveCount(0);
});
