import { test, expect } from "./workbench-fixture";

test("a token typed into the crawler box is taken as typed with Enter, not the first crawler it matches", async ({ wb }) => {
  await wb.setText("User-agent: Yandex\nDisallow: /private\n\nUser-agent: YandexBot\nDisallow: /\n");
  await wb.crawler.fill("Yandex");
  // "Use as typed" is the first option, so Enter takes "Yandex" itself.
  await expect(wb.page.getByRole("listbox", { name: "Crawler" }).getByRole("option").first()).toHaveText(/Use “Yandex” as typed/);
  await wb.crawler.press("Enter");
  await expect(wb.crawler).toHaveValue("Yandex");
  await wb.testUrl("/public");
  // YandexBot's own group blocks everything; the typed token finds the `Yandex` group.
  await expect(wb.verdict).toHaveText(/Allowed for Yandex\b/);
});

test("the crawler list is grouped by purpose and finds purposes by their name", async ({ wb }) => {
  await wb.crawler.fill("AI training");
  const listbox = wb.page.getByRole("listbox", { name: "Crawler" });
  await expect(listbox.getByRole("group", { name: "AI training" })).toBeVisible();
  await expect(listbox.getByRole("group", { name: "AI training" }).getByRole("option", { name: /^GPTBot/ })).toBeVisible();
  // A crawler named exactly comes first, with Enter picking it.
  await wb.crawler.fill("claudebot");
  await expect(wb.page.getByRole("listbox", { name: "Crawler" }).getByRole("option").first()).toHaveText(/^ClaudeBot/);
  await wb.crawler.press("Enter");
  await expect(wb.crawler).toHaveValue("ClaudeBot");
});

test("a crawler whose name is not a product token says what each engine makes of its User-agent line", async ({ wb }) => {
  await wb.setText("User-agent: AI2Bot\nDisallow: /\n");
  await wb.pickCrawler("AI2Bot", /^AI2Bot/);
  const note = wb.page.getByRole("note").filter({ hasText: "is not a product token" });
  await expect(note).toContainText("“AI2Bot” is not a product token");
  await expect(note.getByRole("listitem").first()).toHaveText(/^Google.*: “AI”: the line names another crawler/);
  await expect(note).toContainText("the whole value “AI2Bot” (assumed)");
});
