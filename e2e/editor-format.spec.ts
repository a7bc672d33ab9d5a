import { test, expect } from "@playwright/test";

test("Format normalizes names, spacing and blank lines, and undoes in one step", async ({ page }) => {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText("user-agent:a\ndisallow :/x   # keep me\nuser-agent:b\n\n\n\nallow:/y");

  await page.keyboard.press("Shift+Alt+F");
  await expect(editor).toHaveText(/^User-agent: aDisallow: \/x # keep meUser-agent: bAllow: \/y$/);
  await expect(editor.locator(".cm-line")).toHaveCount(7);

  await page.keyboard.press("ControlOrMeta+z");
  await expect(editor).toContainText("disallow :/x   # keep me");
});
