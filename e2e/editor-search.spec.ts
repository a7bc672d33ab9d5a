import { test, expect } from "@playwright/test";

test("search and replace rewrites every match in one step", async ({ page }) => {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText("User-agent: *\nDisallow: /old/a\nDisallow: /old/b\n");

  await page.keyboard.press("ControlOrMeta+f");
  await page.getByRole("textbox", { name: "Find" }).fill("/old/");
  await page.getByRole("textbox", { name: "Replace" }).fill("/new/");
  await page.getByRole("button", { name: "replace all" }).click();
  await expect(editor).toContainText("Disallow: /new/aDisallow: /new/b");

  await editor.click();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(editor).toContainText("Disallow: /old/aDisallow: /old/b");
});
