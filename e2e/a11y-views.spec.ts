/**
 * Accessibility of every view: each panel tab, in the light and the dark theme, checked by
 * axe-core against WCAG 2.0/2.1 A and AA and axe's best practices. A failure lists each rule
 * with the selectors of the offending elements, so the fix can go straight to the component.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const TABS = ["Test", "Findings", "Compare", "Bulk", "Outline", "History"] as const;
const THEMES = ["light", "dark"] as const;

/** Turns the theme switch (a toggle button or a checkbox named like "Dark theme") to `theme`. */
async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  const toggle = page
    .getByRole("button", { name: /dark theme/i })
    .or(page.getByRole("checkbox", { name: /dark theme/i }))
    .or(page.getByRole("switch", { name: /dark theme/i }))
    .first();
  await expect(toggle).toBeVisible();
  const isOn = async () =>
    (await toggle.getAttribute("aria-pressed")) === "true" ||
    (await toggle.getAttribute("aria-checked")) === "true" ||
    ((await toggle.evaluate((el) => el instanceof HTMLInputElement)) && (await toggle.isChecked()));
  if ((await isOn()) !== (theme === "dark")) await toggle.click();
  await expect.poll(isOn).toBe(theme === "dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

/** One line per offending element: rule, impact, selector, what to fix. */
function describe(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact}) ${node.target.join(" ")}: ${v.help}. ${(node.failureSummary ?? "").replace(/\s+/g, " ")} [${node.html.slice(0, 160)}]`,
    ),
  );
}

for (const theme of THEMES) {
  for (const tab of TABS) {
    test(`the ${tab} panel in the ${theme} theme has no axe violations`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      await page.goto("./");
      await expect(page.getByRole("textbox", { name: "robots.txt editor" })).toBeVisible();
      await useTheme(page, theme);
      const tabButton = page.getByRole("tab", { name: tab });
      await tabButton.click();
      await expect(tabButton).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();

      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(describe(results.violations), `axe violations: ${tab} panel, ${theme} theme`).toEqual([]);
    });
  }
}
