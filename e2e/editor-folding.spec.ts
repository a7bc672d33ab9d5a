import { test, expect } from "@playwright/test";

test("a group folds under its first user-agent line and unfolds again", async ({ page }) => {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText("User-agent: a\nDisallow: /first\nAllow: /first/open\n\nUser-agent: b\nDisallow: /second\n");
  await expect(editor).toContainText("Allow: /first/open");

  await page.getByTitle("Fold line", { exact: true }).first().click();
  await expect(editor).not.toContainText("Allow: /first/open");
  await expect(editor).toContainText("Disallow: /second");

  await editor.getByLabel("folded code").click();
  await expect(editor).toContainText("Allow: /first/open");
});
