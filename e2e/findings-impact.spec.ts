/**
 * The Findings panel: the toolbar's count by severity opens it; the impact summary names the
 * crawlers blocked from the whole site or the home page, CSS/JS blocked for Googlebot and the
 * sitemaps, in English, Japanese and Russian; problems jump to their line; the list filters
 * by severity and kind; "fix all of this kind" is one undo step; a page that is not robots.txt
 * is said to be so first, on the verdict card too; axe finds nothing in either theme.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./workbench-fixture";

const FILE = [
  "User-agent: *",
  "Disallow: /wp-includes/",
  "Disallow: /cart",
  "Disallow: /cart",
  "",
  "User-agent: GPTBot",
  "Disallow: /",
  "",
  "User-agent: Bingbot",
  "Disallow: /$",
  "Sitemap: https://example.com/sitemap.xml",
].join("\n");

test("the toolbar count opens the impact summary, whose problems jump to their line", async ({ wb, page }) => {
  await wb.setText(FILE);
  const count = page.getByRole("button", { name: /error.*warning.*3 notes/ });
  await expect(count).toBeVisible();
  await count.click();
  await expect(wb.tab("Findings")).toHaveAttribute("aria-selected", "true");
  const impact = page.getByRole("region", { name: "Impact" });
  await expect(impact.getByRole("listitem").filter({ hasText: "Blocked from the whole site:" })).toContainText("GPTBot");
  await expect(impact.getByRole("listitem").filter({ hasText: "Blocked from the home page:" })).toContainText("bingbot");
  await expect(impact.getByRole("listitem").filter({ hasText: "May crawl the home page:" })).toContainText("Googlebot");
  await expect(impact.getByRole("listitem").filter({ hasText: "Googlebot may not fetch CSS or JavaScript:" })).toContainText("/wp-includes/js/jquery/jquery.min.js");
  await expect(impact.getByRole("listitem").filter({ hasText: "1 sitemap declared:" })).toContainText("https://example.com/sitemap.xml");
  const problem = impact.getByRole("listitem").filter({ hasText: "repeats line 3" });
  await problem.getByRole("button", { name: "line 4" }).click();
  await wb.expectCursorOnLine("Disallow: /cart");
});

test("the list filters by severity and kind, and fixes all of a kind in one undo step", async ({ wb, page }) => {
  await wb.setText("User-agent: *\nDisallow: /p\nDisallow: /p\nDisallow: /q\nDisallow: /q\nDisallow: /r%e3\nDissallow: /d");
  await page.getByRole("button", { name: /1 error.*warning.*3 notes/ }).click();
  const severities = page.getByRole("group", { name: "Show findings by severity" });
  const list = page.getByRole("list", { name: "All findings" });
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await expect(list.getByRole("listitem").first()).toContainText("line 3");
  await severities.getByRole("button", { name: "3 notes" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await severities.getByRole("button", { name: "3 notes" }).click();
  await page.getByRole("combobox", { name: "Kind" }).selectOption("duplicate-rule");
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Fix all 2 of this kind" }).click();
  await expect(page.getByText("No finding matches the filters.")).toBeVisible();
  await expect(wb.editor).toContainText("User-agent: *Disallow: /pDisallow: /qDisallow: /r%e3");
  await wb.editor.click();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(list.getByRole("listitem")).toHaveCount(2);
});

test("an HTML page is said to be one first, on the verdict card and in the findings", async ({ wb, page }) => {
  await wb.setText("<!doctype html>\n<html>\n<head><title>404</title></head>\n<body>Not found</body>\n</html>");
  await expect(wb.verdictCard.getByRole("note")).toContainText("Not a robots.txt. This file is an HTML page");
  await page.getByRole("button", { name: /1 error.*warning.*note/ }).click();
  const list = page.getByRole("list", { name: "All findings" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("This is an HTML page, not a robots.txt");
  await expect(list).toContainText("5 lines were not read as rules");
});

for (const [locale, count, impact, site, sitemap] of [
  ["ja", /エラー.*警告.*注記 3/, "影響", "サイト全体をブロック：", "サイトマップ 1 件を宣言："],
  ["ru", /ошиб.*предупрежд.*3 заметки/, "Последствия", "Закрыт весь сайт:", "Указан 1 Sitemap:"],
] as const) {
  test(`the impact summary reads in ${locale}`, async ({ wb, page }) => {
    await wb.setText(FILE);
    await wb.useLanguage(locale);
    // The toolbar's count by severity, in the language.
    await page.getByRole("button", { name: count }).click();
    const region = page.getByRole("region", { name: impact });
    await expect(region.getByRole("listitem").filter({ hasText: site })).toContainText("GPTBot");
    await expect(region.getByRole("listitem").filter({ hasText: sitemap })).toBeVisible();
    await expect(region).not.toContainText("Blocked from");
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`the Findings panel has no axe violations in the ${theme} theme`, async ({ wb, page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    await wb.setText(FILE + "\nDissallow: /x\nHost: example.com");
    await wb.useTheme(theme);
    await page.getByRole("button", { name: /error.*warning.*note/ }).click();
    await expect(page.getByRole("region", { name: "Impact" })).toBeVisible();
    await expect(page.getByRole("list", { name: "All findings" })).toBeVisible();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/findings-${theme}.png` });
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
