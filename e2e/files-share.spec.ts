import { test, expect, Workbench } from "./workbench-fixture";

test("a share link carries the draft and URLs to another browser, then leaves the address", async ({ wb, browser }) => {
  await wb.setText("User-agent: *\nDisallow: /shared-rule/");
  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/shared-rule/a\n/open");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();

  await wb.page.getByRole("button", { name: "Share…" }).click();
  const link = wb.page.getByRole("dialog", { name: "Share" }).getByRole("textbox", { name: "Share link" });
  await expect(link).toHaveValue(/#share=[A-Za-z0-9_-]+$/);
  const url = await link.inputValue();

  const other = await browser.newContext();
  const them = new Workbench(await other.newPage());
  const page = them.page;
  await them.open(url);
  await expect(them.editor).toContainText("Disallow: /shared-rule/");
  await expect(page.getByRole("status").filter({ hasText: "Opened a shared robots.txt with 2 URLs" })).toBeVisible();
  await expect(page).not.toHaveURL(/#share=/);
  // The receiver's own draft (the example) is kept in History.
  await them.tab("History").click();
  await expect(page.getByRole("list", { name: "Versions, newest first" })).toContainText("before opening a share link");
  await page.reload();
  await expect(them.editor).toContainText("Disallow: /shared-rule/");
  await expect(page.getByRole("status").filter({ hasText: "Opened a shared robots.txt" })).toHaveCount(0);
  await other.close();
});
