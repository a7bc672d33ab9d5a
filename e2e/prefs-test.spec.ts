/**
 * Usage preferences in the Test panel: the preferences in force for the tested URL and crawler
 * (Content-Usage by longest match, Content-Signal for the group), the deciding line as a link,
 * nothing on a URL the crawler may not fetch, and the engine's documented support.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./workbench-fixture";

const FILE = [
  "User-Agent: *",
  "Allow: /",
  "Disallow: /never/",
  "Content-Usage: train-ai=n",
  "Content-Usage: /ai-ok/ train-ai=y",
  "Content-Signal: search=yes, ai-train=no",
  "License: https://example.com/license.xml",
  "",
  "User-Agent: ExampleBot",
  "Allow: /",
  "Content-Usage: train-ai=y",
].join("\n");

test("the Test panel shows the preferences in force, by path, with the deciding line", async ({ wb, page }) => {
  await wb.open();
  await wb.setText(FILE);
  await wb.testUrl("/ai-ok/page");
  await wb.pickCrawler("GPTBot", /GPTBot/);
  const section = page.getByRole("region", { name: "Usage preferences" });
  await expect(section).toBeVisible();
  const trainRow = section.getByRole("row").filter({ hasText: "train-ai" });
  await expect(trainRow).toContainText("allowed");
  await expect(trainRow.getByRole("button", { name: "line 5" })).toBeVisible();
  await expect(section.getByRole("row").filter({ hasText: "ai-input" })).toContainText("not stated");
  await expect(section.getByRole("link", { name: "https://example.com/license.xml" })).toBeVisible();

  await wb.testUrl("/other");
  await expect(trainRow).toContainText("disallowed");
  await expect(trainRow.getByRole("button", { name: "line 4" })).toBeVisible();

  await wb.testUrl("/never/x");
  await expect(section).toContainText("preferences apply only to URLs a crawler may fetch");
  await expect(trainRow).toContainText("not stated");
});

test("the preferences section says what the engine does with these lines", async ({ wb, page }) => {
  await wb.open();
  await wb.setText(FILE);
  await wb.testUrl("/x");
  await wb.readAs.selectOption({ label: "Google" });
  const section = page.getByRole("region", { name: "Usage preferences" });
  await expect(section).toContainText("parser drops these lines");
  await wb.readAs.selectOption({ label: "RFC 9309" });
  await expect(section).toContainText("draft-ietf-aipref-attach-05");
});

for (const theme of ["light", "dark"] as const) {
  test(`the preferences section has no axe violations in the ${theme} theme`, async ({ wb, page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    await wb.open();
    await wb.setText(FILE);
    await wb.testUrl("/ai-ok/page");
    const section = page.getByRole("region", { name: "Usage preferences" });
    await expect(section).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/work/wt/shots/i10p/test-prefs-${theme}.png`, fullPage: false });
    const results = await new AxeBuilder({ page }).include(".prefs-section").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
