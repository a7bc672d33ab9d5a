import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./workbench-fixture";

const FILE = `# Our site
User-agent: *
Disallow: /private

# AI crawlers we met
User-agent: GPTBot
Allow: /blog
`;

test("block AI training, keep search: review the matrix, apply in one step, undo", async ({ wb }) => {
  test.setTimeout(90_000);
  const page = wb.page;
  await wb.setText(FILE);
  await page.getByRole("button", { name: "Crawler policy…" }).click();
  const dialog = page.getByRole("dialog", { name: "Crawler policy" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Block AI training, keep search" }).click();

  // The purposes show the preset; search is left as it is.
  await expect(dialog.getByRole("group", { name: /^AI training/ }).getByRole("radio", { name: "Block" })).toBeChecked();
  await expect(dialog.getByRole("group", { name: /^Search/ }).getByRole("radio", { name: "Leave as is" })).toBeChecked();

  // The matrix: GPTBot flips on / and /blog (its Allow line is commented out); Googlebot is not in it.
  const matrix = dialog.getByRole("table", { name: "Verdicts before and after, per sample URL" });
  const gpt = matrix.getByRole("row", { name: /^GPTBot/ });
  await expect(gpt.getByRole("cell")).toHaveText(["allowed → blocked", "allowed → blocked", "allowed → blocked"]);
  await expect(matrix.getByRole("row", { name: /^Googlebot/ })).toHaveCount(0);
  await expect(dialog.getByRole("status")).toContainText(/crawlers of \d+ change verdict on 3 sample URLs/);
  await expect(dialog.getByRole("list", { name: "Warnings" })).toContainText("Google-Extended is a control token");

  // Keyboard: the review region is reachable and the dialog is axe-clean in both themes.
  for (const theme of ["light", "dark"] as const) {
    if (theme === "dark") {
      // The theme toggle sits behind the modal dialog: switch the theme the way the app stores it.
      await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    }
    await expect(wb.root).toHaveAttribute("data-theme", theme);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).include("dialog[open]").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), theme).toEqual([]);
  }

  await dialog.getByRole("button", { name: /^Apply/ }).click();
  await expect(dialog).toBeHidden();
  await expect(wb.editor).toContainText("# Allow: /blog");
  await expect(wb.editor).toContainText("User-agent: ClaudeBot");
  await expect(wb.editor).toContainText("# Our site");

  // The Test panel agrees: GPTBot is blocked, Googlebot is not.
  await wb.pickCrawler("GPTBot", /^GPTBot/);
  await wb.testUrl("/blog/post");
  await expect(wb.verdict).toHaveText(/Blocked for GPTBot/);

  // One undo step brings the file back.
  await wb.editor.click();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(wb.editor).not.toContainText("User-agent: ClaudeBot");
  await expect(wb.editor).toContainText("Allow: /blog");
  await expect(wb.editor).not.toContainText("# Allow: /blog");
  await expect(wb.verdict).toHaveText(/Allowed for GPTBot/);
});

test("the builder is usable by keyboard: a purpose set with arrow keys, Escape closes", async ({ wb }) => {
  const page = wb.page;
  await wb.setText("User-agent: *\nDisallow:\n");
  await page.getByRole("button", { name: "Crawler policy…" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Crawler policy" });
  const leave = dialog.getByRole("group", { name: /^AI search/ }).getByRole("radio", { name: "Leave as is" });
  await leave.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("group", { name: /^AI search/ }).getByRole("radio", { name: "Block" })).toBeChecked();
  await expect(dialog.getByRole("table").getByRole("row", { name: /^OAI-SearchBot/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Crawler policy…" })).toBeFocused();
  await expect(wb.editor).not.toContainText("OAI-SearchBot");
});
