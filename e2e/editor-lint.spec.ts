import { test, expect, type Page } from "@playwright/test";

async function openWith(page: Page, text: string) {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(text);
  return editor;
}

test("the lint panel lists diagnostics and applies a quick fix as one undo step", async ({ page }) => {
  const editor = await openWith(page, "User-agent: *\nDissallow: /private\n");
  await page.keyboard.press("ControlOrMeta+Shift+M");
  const panel = page.getByRole("listbox", { name: "Diagnostics" });
  const item = panel.getByRole("option").filter({ hasText: "“Dissallow” is a misspelling of Disallow" });
  await expect(item).toBeVisible();

  await test.step("apply the fix", async () => {
    await item.getByRole("button", { name: "Change to Disallow" }).click();
    await expect(editor).toContainText("Disallow: /private");
    await expect(editor).not.toContainText("Dissallow");
  });

  await test.step("one undo restores the text", async () => {
    await editor.click();
    await page.keyboard.press("ControlOrMeta+z");
    await expect(editor).toContainText("Dissallow: /private");
  });
});

test("an underlined problem explains itself on hover", async ({ page }) => {
  await openWith(page, "User-agent: *\nDisallow /private\n");
  await page.getByText("Disallow", { exact: true }).hover();
  await expect(page.getByText("The colon after Disallow is missing")).toBeVisible();
  await page.getByRole("button", { name: "Insert “:”" }).click();
  await expect(page.getByRole("textbox", { name: "robots.txt editor" })).toContainText("Disallow: /private");
});

test("a large file is linted off the main thread and follows edits", async ({ page }) => {
  const rules = Array.from({ length: 4000 }, (_, i) => `Disallow: /section-${i}/page`).join("\n");
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  // Paste 100 KB at once (typing it would take minutes).
  await editor.evaluate((content, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, `User-agent: *\n${rules}\nDissallow: /typo\n`);
  await page.keyboard.press("ControlOrMeta+Shift+M");
  const panel = page.getByRole("listbox", { name: "Diagnostics" });
  await expect(panel.getByRole("option").filter({ hasText: "“Dissallow” is a misspelling of Disallow" })).toBeVisible();

  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("Disallow /no-colon");
  await expect(panel.getByRole("option").filter({ hasText: "The colon after Disallow is missing" })).toBeVisible();
});
