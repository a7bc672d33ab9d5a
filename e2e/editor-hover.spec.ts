import { test, expect } from "./workbench-fixture";

test("hovering a directive says what it does and which engines honour it", async ({ wb }) => {
  await wb.editor.getByText("Crawl-delay", { exact: true }).hover();
  const card = wb.hoverCard;
  await expect(card.getByRole("heading", { name: "Crawl-delay" })).toBeVisible();
  await expect(card).toContainText("Seconds to wait");
  await expect(card.getByRole("row", { name: /Google\s+ignores it/ })).toBeVisible();
});

test("hovering a user-agent value lists the crawlers it addresses", async ({ wb }) => {
  await wb.editor.getByText("GPTBot", { exact: true }).hover();
  await expect(wb.page.getByRole("listitem").filter({ hasText: "GPTBot (OpenAI): its own token" })).toBeVisible();
});
