import { test, expect, Workbench, holdScript } from "./workbench-fixture";

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

test("a hover right after the page opens waits for the help texts, never shows bare codes", async ({ page }) => {
  // The help texts load on demand: hold them back until the hover module itself has arrived,
  // so the card could be built before its texts are there.
  const help = await holdScript(page, "editor-help-catalog");
  page.on("response", (response) => {
    if (/\/hover[-.][^/]*\.(js|ts)(\?.*)?$/.test(response.url())) help.release();
  });
  const wb = new Workbench(page);
  await wb.open();
  await wb.editor.getByText("GPTBot", { exact: true }).hover();
  await expect(wb.page.getByRole("listitem").filter({ hasText: "GPTBot (OpenAI): its own token" })).toBeVisible();
  expect(help.held()).toBe(true);
  await expect(wb.hoverCard).not.toContainText("editor.hover");
});

test("a hover keeps its card when the findings' texts arrive while the pointer rests", async ({ page }) => {
  // The lint findings' English texts load after the first screen; here they arrive once the
  // pointer has stopped over a word, inside the hover delay. They change the page's
  // translator: the editor must keep its pending hover (it was made anew, whole, and the
  // resting pointer never saw a card).
  const texts = await holdScript(page, "lint-catalog");
  const wb = new Workbench(page);
  await wb.open();
  await wb.editor.getByText("GPTBot", { exact: true }).hover();
  // The page asks for the texts when it is idle, which can be just after the pointer stops.
  await expect.poll(() => texts.held()).toBe(true);
  texts.release();
  await expect(wb.page.getByRole("listitem").filter({ hasText: "GPTBot (OpenAI): its own token" })).toBeVisible();
});

test("typing closes the hover card", async ({ wb }) => {
  // The caret on another line than the card's word, the pointer then resting over the word.
  await wb.editor.getByText("GPTBot", { exact: true }).click();
  await wb.page.keyboard.press("End");
  await wb.editor.getByText("Crawl-delay", { exact: true }).hover();
  const card = wb.hoverCard.getByRole("heading", { name: "Crawl-delay" });
  await expect(card).toBeVisible();
  await wb.page.keyboard.type("x");
  await expect(wb.editor.getByText("GPTBotx")).toBeVisible();
  await expect(card).toHaveCount(0);
});
