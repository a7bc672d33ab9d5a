import { test, expect } from "@playwright/test";

test("the deciding line is labelled in words, not only in colour", async ({ page }) => {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await page.getByRole("textbox", { name: "URL or path" }).fill("/search/results");
  await expect(editor.getByText(/✗ blocks \(line \d+\)/)).toBeVisible();
  await page.getByRole("textbox", { name: "URL or path" }).fill("/search/about");
  await expect(editor.getByText(/✓ allows \(line \d+\)/)).toBeVisible();
});
