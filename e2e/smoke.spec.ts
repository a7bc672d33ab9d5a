import { test, expect } from "./workbench-fixture";

test("the page shows the editor holding the example robots.txt", async ({ wb }) => {
  await expect(wb.editor).toBeVisible();
  await expect(wb.editor).toContainText("User-agent: *");
});

test("typing in the editor changes its text", async ({ wb }) => {
  await wb.editor.click();
  await wb.page.keyboard.press("Control+End");
  await wb.page.keyboard.type("Disallow: /tmp/");
  await expect(wb.editor).toContainText("Disallow: /tmp/");
});
