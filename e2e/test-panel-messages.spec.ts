/**
 * The Test panel's messages: an empty file says what to do (not "No rule of the group
 * matches"), and a URL on another origin gets one warning, not two.
 */
import { test, expect } from "./workbench-fixture";

test("an empty file says what to do, and does not speak of a group", async ({ wb }) => {
  await wb.clearText();
  await expect(wb.page.getByRole("note")).toContainText("This robots.txt has no rules yet, so every URL is allowed.");
  await expect(wb.page.getByText(/No rule of the group matches/)).toHaveCount(0);
  await expect(wb.page.getByText("The file has no group for this crawler, so no rule can match.")).toBeVisible();
});

test("a URL on another origin gets one warning", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private");
  await wb.testUrl("https://other-site.com/private/x");
  await expect(wb.verdict).toContainText("Blocked");
  // The warning is the URL field's description, and the panel warns once: the verdict card
  // does not add its own "Other origin" warning.
  await expect(wb.url).toHaveAccessibleDescription(/this robots\.txt belongs to https:\/\/example\.com and does not govern it/);
  await expect(wb.sidePanel.getByText(/belongs to https:\/\/example\.com and does not govern it|Other origin: a crawler would fetch/)).toHaveCount(1);
});
