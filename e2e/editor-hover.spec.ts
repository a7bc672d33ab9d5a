import { test, expect } from "@playwright/test";

test("hovering a directive says what it does and which engines honour it", async ({ page }) => {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.getByText("Crawl-delay", { exact: true }).hover();
  const card = page.locator(".cm-tooltip-hover");
  await expect(card.getByRole("heading", { name: "Crawl-delay" })).toBeVisible();
  await expect(card).toContainText("Seconds to wait");
  await expect(card.getByRole("row", { name: /Google\s+ignores it/ })).toBeVisible();
});

test("hovering a user-agent value lists the crawlers it addresses", async ({ page }) => {
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.getByText("GPTBot", { exact: true }).hover();
  await expect(page.getByRole("listitem").filter({ hasText: "GPTBot (OpenAI): its own token" })).toBeVisible();
});
