/**
 * Coverage counts that are right: the editor counts URLs for one crawler (chosen in the Bulk
 * panel), not URL × crawler verdicts; "decided no URL" is quiet; the panel lists the rules no
 * URL reached; on a phone the labels keep one line per rule.
 */
import { test, expect, type Workbench } from "./workbench-fixture";

async function runList(wb: Workbench, urls: string[]) {
  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill(urls.join("\n"));
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();
  await wb.page.getByRole("button", { name: /^Test \d+ URLs?$/ }).click();
  await expect(wb.page.getByText(/^Tested \d+ URLs? in/)).toBeVisible();
}

test("two URLs and five crawlers: the rule decided 1 URL for the crawler drawn, and another crawler can be drawn", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /a\nDisallow: /b\n\nUser-agent: bingbot\nDisallow: /c");
  await runList(wb, ["/a", "/c"]);
  // Five crawler columns; Googlebot's coverage is drawn.
  await expect(wb.page.getByRole("table", { name: "Bulk test results" }).getByRole("columnheader")).toHaveCount(7);
  const drawn = wb.page.getByRole("combobox", { name: "Rule coverage in the editor for" });
  await expect(drawn).toHaveValue("googlebot");
  await expect(wb.line(1)).toContainText("decided 1 URL");
  await expect(wb.line(1)).not.toContainText("decided 5");
  await expect(wb.line(5)).toContainText("decided no URL");

  await drawn.selectOption({ label: "bingbot" });
  await expect(wb.line(1)).toContainText("decided no URL");
  await expect(wb.line(5)).toContainText("decided 1 URL");

  // The rule no URL reached for any crawler is listed, with a link to its line.
  await wb.page.getByText("1 rule no URL reached (for any crawler)").click();
  await expect(wb.page.getByRole("button", { name: /line 3 Disallow: \/b/ })).toBeVisible();
});

test("\"decided no URL\" is quiet: grey, not the colour of a block", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /a\nDisallow: /b");
  await runList(wb, ["/a"]);
  // The label of a rule that decided no URL (its full words are its title).
  const none = wb.editor.getByTitle("decided no URL", { exact: true }).first();
  await expect(none).toHaveAttribute("title", "decided no URL");
  await expect(none.getByText("decided no URL")).toBeVisible();
  const [r, g, b] = (await none.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
  // A grey: no channel stands out (the old label was dark red, r far above g and b).
  expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(40);
  await expect(none).not.toHaveCSS("font-style", "italic");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("coverage labels do not wrap a rule line onto a second row", async ({ wb }) => {
    await wb.setText("User-agent: *\nDisallow: /private-images/thumbnails/\nDisallow: /b");
    await runList(wb, ["/private-images/thumbnails/x"]);
    const rule = wb.line(1);
    const label = rule.getByTitle(/^decided /);
    await expect(label).toBeVisible();
    const plain = await wb.line(0).evaluate((el) => el.getBoundingClientRect().height);
    const labelled = await rule.evaluate((el) => el.getBoundingClientRect().height);
    expect(labelled).toBeLessThanOrEqual(plain + 1);
    // The full words stay available as the label's title.
    await expect(label).toHaveAttribute("title", "decided 1 URL");
  });
});
