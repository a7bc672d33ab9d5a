import { test, expect, type Page } from "@playwright/test";

async function openEmpty(page: Page) {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  return editor;
}

test("typing completes a directive name with its colon", async ({ page }) => {
  const editor = await openEmpty(page);
  await page.keyboard.type("Disa");
  // A click accepts at once; Enter is ignored for CodeMirror's short interaction delay.
  await page.getByRole("option", { name: /^Disallow/ }).click();
  await page.keyboard.type("/private/");
  await expect(editor).toHaveText("Disallow: /private/");
});

test("after User-agent: the crawler table is offered with vendor and purpose", async ({ page }) => {
  const editor = await openEmpty(page);
  await page.keyboard.type("User-agent: GPT");
  const option = page.getByRole("option", { name: /^GPTBot/ });
  await expect(option).toContainText("OpenAI");
  await option.click();
  await expect(editor).toHaveText("User-agent: GPTBot");
});

test("invisible characters are shown in the text", async ({ page }) => {
  const editor = await openEmpty(page);
  await page.keyboard.insertText("User-agent: *\nDisallow: /a\u00a0b\u200b");
  await expect(editor.getByText("NBSP", { exact: true })).toBeVisible();
  await expect(editor.getByText("ZWSP", { exact: true })).toBeVisible();
});
