import { test, expect } from "./workbench-fixture";

test("a bulk run tests every URL against the selected crawlers with progress", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/\n\nUser-agent: bingbot\nDisallow: /");
  await wb.tab("Bulk").click();
  const urls = Array.from({ length: 20_000 }, (_, i) => (i % 2 ? `/private/${i}` : `/page/${i}`)).join("\n");
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open a list…" }).click();
  await (await chooser).setFiles({ name: "urls.txt", mimeType: "text/plain", buffer: Buffer.from(urls) });
  await expect(wb.page.getByText("20,000 URLs from urls.txt.")).toBeVisible();

  await wb.page.getByRole("button", { name: "Test 20,000 URLs" }).click();
  await expect(wb.page.getByRole("progressbar", { name: "Progress" })).toBeVisible();
  await expect(wb.page.getByText(/^Tested 20,000 URLs in/)).toBeVisible();
  await expect(wb.page.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("value", "20000");

  const table = wb.page.getByRole("table", { name: "Bulk test results" });
  const first = table.getByRole("row").filter({ hasText: "/page/0" }).first();
  await expect(first.getByRole("cell").nth(2)).toContainText("Allowed");
  await expect(wb.page.getByText("Googlebot: 10,000 of 20,000 blocked")).toBeVisible();
  await expect(wb.page.getByText("bingbot: 20,000 of 20,000 blocked")).toBeVisible();
});
