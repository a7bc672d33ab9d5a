import { test, expect } from "./workbench-fixture";

test("after a bulk run each rule shows in the editor how many URLs it decided, and unused rules are marked", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/\nDisallow: /never/\nAllow: /private/open");
  await wb.tab("Bulk").click();
  const urls = ["/private/a", "/private/b", "/private/open/x", "/public"].join("\n");
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open a list…" }).click();
  await (await chooser).setFiles({ name: "urls.txt", mimeType: "text/plain", buffer: Buffer.from(urls) });
  await wb.page.getByRole("button", { name: "Test 4 URLs" }).click();
  await expect(wb.page.getByText(/^Tested 4 URLs in/)).toBeVisible();

  const editor = wb.page.getByRole("textbox", { name: "robots.txt editor" });
  // Counts add up over the selected crawlers: two URLs for each of them here.
  await expect(editor.locator(".cm-line").nth(1)).toContainText(/decided \d+ URLs/);
  await expect(editor.locator(".cm-line").nth(2)).toContainText("decided no URL");
  await expect(editor.locator(".cm-line").nth(2)).toHaveClass(/cm-rt-unused-rule/);
  await expect(editor.locator(".cm-line").nth(3)).toContainText(/decided \d+ URLs?/);
  await expect(editor.locator(".cm-line").nth(3)).not.toHaveClass(/cm-rt-unused-rule/);
});
