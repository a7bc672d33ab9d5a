/**
 * Accessibility of what opens over the page: the toolbar's dialogs and menus and the
 * editor's completion list, each checked by axe-core (WCAG 2.0/2.1 A and AA, best practices)
 * in the light and the dark theme while it is open.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect, type Locator, type Workbench } from "./workbench-fixture";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** What to open, and the element that shows it is open. */
const OVERLAYS: { name: string; open: (wb: Workbench) => Promise<Locator> }[] = [
  {
    name: "Load URL dialog",
    open: async ({ page }) => {
      await page.getByRole("button", { name: /^Load URL/ }).click();
      return page.getByRole("dialog");
    },
  },
  {
    name: "Paste dialog",
    open: async ({ page }) => {
      await page.getByRole("button", { name: /^Paste/ }).click();
      return page.getByRole("dialog");
    },
  },
  {
    name: "Share dialog",
    open: async ({ page }) => {
      await page.getByRole("button", { name: /^Share/ }).click();
      return page.getByRole("dialog");
    },
  },
  {
    name: "Examples menu",
    open: async ({ page }) => {
      await page.getByRole("button", { name: /^Examples/ }).click();
      return page.getByRole("menu");
    },
  },
  {
    name: "lint engines menu",
    open: async ({ page }) => {
      await page.getByRole("button", { name: /^Lint for/ }).click();
      return page.getByRole("group").filter({ has: page.getByRole("checkbox") }).first();
    },
  },
  {
    name: "hover card",
    open: async ({ editor, hoverCard }) => {
      await editor.getByText("Crawl-delay", { exact: true }).hover();
      return hoverCard;
    },
  },
  {
    name: "completion list",
    open: async ({ editor, page }) => {
      await editor.click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Dis");
      return page.getByRole("listbox");
    },
  },
  {
    name: "completion info box",
    open: async ({ editor, page, completionInfo }) => {
      await editor.click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Allo");
      await expect(page.getByRole("option", { name: /Allow/ })).toBeVisible();
      // The selected option's info box, with its code elements (`*`, `$`).
      await expect(completionInfo).toContainText("Allows paths starting with the pattern");
      return completionInfo;
    },
  },
];

/** One line per offending element: rule, impact, selector, what to fix. */
function describe(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact}) ${node.target.join(" ")}: ${v.help}. ${(node.failureSummary ?? "").replace(/\s+/g, " ")} [${node.html.slice(0, 160)}]`,
    ),
  );
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: "reduce" });

    for (const overlay of OVERLAYS) {
      test(`the ${overlay.name} in the ${theme} theme has no axe violations`, async ({ wb, page }) => {
        test.setTimeout(90_000);
        await wb.useTheme(theme);

        const shown = await overlay.open(wb);
        await expect(shown).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(describe(results.violations), `axe violations: ${overlay.name}, ${theme} theme`).toEqual([]);
      });
    }
  });
}
