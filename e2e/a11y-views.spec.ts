/**
 * Accessibility of every view: each panel tab, in the light and the dark theme, checked by
 * axe-core against WCAG 2.0/2.1 A and AA and axe's best practices. A failure lists each rule
 * with the selectors of the offending elements, so the fix can go straight to the component.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./workbench-fixture";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const TABS = ["Test", "Findings", "Compare", "Bulk", "Outline", "History"] as const;
const THEMES = ["light", "dark"] as const;

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
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: "reduce" });

    for (const tab of TABS) {
      test(`the ${tab} panel in the ${theme} theme has no axe violations`, async ({ wb, page }) => {
        test.setTimeout(90_000);
        await wb.useTheme(theme);
        await wb.openTab(tab);

        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(describe(results.violations), `axe violations: ${tab} panel, ${theme} theme`).toEqual([]);
      });
    }
  });
}

/** The phone's own layout: the toolbar with its file actions under More, open, and the Test panel's fields in rows. */
for (const theme of THEMES) {
  test.describe(`on a phone (390 × 844), ${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: "reduce", viewport: { width: 390, height: 844 }, hasTouch: true });

    test(`the toolbar with More open and the Test panel have no axe violations (${theme})`, async ({ wb, page }) => {
      test.setTimeout(90_000);
      await wb.useTheme(theme);
      const more = page.getByRole("banner").getByRole("button", { name: "More" });
      await more.click();
      await expect(more).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("button", { name: "Crawler policy…" })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(describe(results.violations), `axe violations: phone, ${theme} theme`).toEqual([]);
    });
  });
}
