/**
 * Share links that carry the test: the tested URL, the origin, the crawler and the reading
 * travel with the file, and the dialog says what the link holds. A pasted file takes the
 * origin its Sitemap:/Host: lines name, and an unrelated file does not inherit the last one's
 * origin or Compare URLs.
 */
import { test, expect, Workbench } from "./workbench-fixture";

test("the link carries the URL, origin, crawler and reading, and the dialog lists them", async ({ wb, browser }) => {
  await wb.setText("User-agent: *\nDisallow: /private/\n\nUser-agent: bingbot\nDisallow: /bing-only/");
  await wb.testUrl("/private/report?id=7");
  await wb.origin.fill("https://shop.example.org");
  await wb.pickCrawler("bingbot", /^bingbot/);
  await wb.readAs.selectOption({ label: "RFC 9309" });

  await wb.page.getByRole("button", { name: "Share…" }).click();
  const dialog = wb.page.getByRole("dialog", { name: "Share" });
  await expect(dialog.getByRole("textbox", { name: "Share link" })).toHaveValue(/#share=[A-Za-z0-9_-]+$/);
  const holds = dialog.getByRole("listitem");
  await expect(holds.filter({ hasText: "this robots.txt (5 lines), read against https://shop.example.org" })).toHaveCount(1);
  await expect(holds.filter({ hasText: "the Test panel: /private/report?id=7 for bingbot, read as RFC 9309" })).toHaveCount(1);
  await expect(holds.filter({ hasText: /^Compare: 5 crawlers and 2 more URLs$/ })).toHaveCount(1);
  const url = await dialog.getByRole("textbox", { name: "Share link" }).inputValue();

  const other = await browser.newContext();
  const them = new Workbench(await other.newPage());
  await them.open(url);
  await expect(them.editor).toContainText("Disallow: /bing-only/");
  await expect(them.url).toHaveValue("/private/report?id=7");
  await expect(them.origin).toHaveValue("https://shop.example.org");
  await expect(them.crawler).toHaveValue("bingbot");
  await expect(them.readAs).toHaveValue("rfc9309");
  await expect(them.page.getByRole("heading", { name: /^Allowed for bingbot/ })).toBeVisible();
  await other.close();
});

async function paste(wb: Workbench, text: string) {
  await wb.page.getByRole("button", { name: "Paste…" }).click();
  const dialog = wb.page.getByRole("dialog", { name: "Paste a robots.txt" });
  await dialog.getByRole("textbox", { name: "robots.txt text" }).fill(text);
  await dialog.getByRole("button", { name: "Use this text" }).click();
  await expect(dialog).toBeHidden();
}

test("a pasted file is read against the site its Sitemap: names; an unrelated one does not inherit it", async ({ wb }) => {
  await wb.testUrl("https://example.com/search/about");
  await paste(wb, "User-agent: *\nDisallow: /cart\nSitemap: https://shop.example.org/sitemap.xml\n");
  await expect(wb.origin).toHaveValue("https://shop.example.org");
  // The example's Compare URLs belong to the example's site: they do not follow.
  await wb.tab("Compare").click();
  await expect(wb.page.getByRole("textbox", { name: "More URLs, one per line" })).toHaveValue("");
  // A full URL on the last site is kept as its path, now read on the new one.
  await wb.tab("Test").click();
  await expect(wb.url).toHaveValue("/search/about");

  await paste(wb, "User-agent: *\nDisallow: /tmp\n");
  await expect(wb.origin).toHaveValue("https://example.com");

  await paste(wb, "Host: https://www.example.net\nUser-agent: Yandex\nDisallow: /x\n");
  await expect(wb.origin).toHaveValue("https://www.example.net");
});

test("an origin typed by hand stays when a pasted file names none", async ({ wb }) => {
  await wb.origin.fill("https://mine.example");
  await paste(wb, "User-agent: *\nDisallow: /tmp\n");
  await expect(wb.origin).toHaveValue("https://mine.example");
});
