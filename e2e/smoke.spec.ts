import { test, expect } from "@playwright/test";

test("the page shows the editor holding the example robots.txt", async ({ page }) => {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await expect(editor).toBeVisible();
  await expect(editor).toContainText("User-agent: *");
});

test("typing in the editor changes its text", async ({ page }) => {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("Disallow: /tmp/");
  await expect(editor).toContainText("Disallow: /tmp/");
});
