/**
 * The static page painted before the scripts run (index.html's toolbar and editor shell) says
 * nothing that the app then says differently: a Japanese or Russian visitor saw the example's
 * English comment and the English name, which changed to their language when the app came.
 * The shell holds only what is the same in every language (the rules, their line numbers, the
 * mark); the comment and the name arrive with the app, in the visitor's language.
 */
import { test, expect, Workbench, type Page } from "./workbench-fixture";

const BROWSER_LOCALE = { en: "en-US", ja: "ja-JP", ru: "ru-RU" } as const;
const COMMENT = {
  en: "# Example robots.txt: edit it, then test URLs on the right.",
  ja: "# robots.txt の例です。編集して、右側で URL をテストしてください。",
  ru: "# Пример robots.txt: измените его и проверьте URL справа.",
} as const;
/** The app's scripts (and the service worker's), held back to see the page as painted before them. */
const SCRIPTS = /\/(assets\/[^?]*\.js|src\/.*|sw\.js|registerSW\.js)(\?.*)?$/;

function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.body.innerText
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  );
}

for (const locale of ["en", "ja", "ru"] as const) {
  test.describe(`a ${locale} visitor`, () => {
    test.use({ locale: BROWSER_LOCALE[locale], viewport: { width: 1440, height: 900 } });

    test("sees nothing before the scripts run that the app then changes", async ({ page }) => {
      await page.route(SCRIPTS, (route) => route.abort());
      await page.goto("./");
      await expect(page.getByText("Disallow: /private-images/")).toBeVisible();
      const shell = await visibleLines(page);
      expect(shell.join("\n")).toContain("User-agent: Googlebot-Image");
      // Each rule on the line it has in the app (the comment's line is there, blank).
      const shellLine = await page.evaluate(() =>
        document.querySelector<HTMLElement>(".editor-shell-text")!.innerText.split("\n").indexOf("User-agent: Googlebot-Image"),
      );
      expect(shellLine).toBeGreaterThan(0);

      await page.unroute(SCRIPTS);
      const wb = new Workbench(page);
      await wb.open();
      await expect(wb.root).toHaveAttribute("lang", locale);
      await expect(wb.line(0)).toHaveText(COMMENT[locale]);
      await expect(wb.line(shellLine)).toHaveText("User-agent: Googlebot-Image");
      await expect(wb.verdict).toBeVisible();
      const app = (await visibleLines(page)).join("\n");
      const changed = shell.filter((line) => !app.includes(line));
      expect(changed, "shell text the app does not show").toEqual([]);
    });
  });
}
