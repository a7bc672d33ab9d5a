import { test, expect } from "./workbench-fixture";

test("the verdict diff between two versions lists the URLs that flip", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/");
  await wb.page.getByRole("button", { name: "Save version", exact: true }).first().click();

  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/\n/shop/a\n/shop/b\n/private/x");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();

  await wb.setText("User-agent: *\nDisallow: /private/\nDisallow: /shop/");

  await wb.tab("History").click();
  await wb.page.getByRole("combobox", { name: "To" }).selectOption({ label: "Current draft" });
  await wb.page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(wb.page.getByText(/^2 URLs flip to blocked, none to allowed/)).toBeVisible();
  const table = wb.page.getByRole("table", { name: "Verdict changes" });
  await expect(table.getByRole("row").filter({ hasText: "/shop/a" }).first()).toContainText("Allowed → Blocked");
});

test("a version's Compare opens the comparison in History: the line diff next to the verdict changes", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/\nAllow: /private/open");
  await wb.page.getByRole("button", { name: "Save version", exact: true }).first().click();
  await wb.setText("User-agent: *\nDisallow: /private/\nDisallow: /search");
  await wb.testUrl("/search/a");

  await wb.tab("History").click();
  await wb.page.getByRole("button", { name: /^Compare .* with the draft$/ }).first().click();
  // Still History: the one place; the two sides are chosen.
  await expect(wb.tab("History")).toHaveAttribute("aria-selected", "true");
  await expect(wb.page.getByRole("combobox", { name: "To" })).toHaveValue("current");
  await expect(wb.page.getByText(/^2 URLs flip to blocked, none to allowed/)).toBeVisible();
  const lines = wb.page.getByRole("table", { name: "Line diff of the two versions" });
  await expect(lines.getByRole("row").filter({ hasText: "Allow: /private/open" })).toContainText("removed:");
  await expect(lines.getByRole("row").filter({ hasText: "Disallow: /search" })).toContainText("added:");
  await expect(wb.page.getByRole("heading", { name: "Line changes: 1 added, 1 removed" })).toBeVisible();
  await expect(wb.page.getByRole("table", { name: "Verdict changes" })).toContainText("/search/a");
});

test("from Compare, a pasted file is compared with the draft in the same place", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /search");
  await wb.tab("Compare").click();
  await wb.page.getByRole("button", { name: "Compare versions…" }).click();
  await expect(wb.tab("History")).toHaveAttribute("aria-selected", "true");
  await expect(wb.page.getByRole("combobox", { name: "From" })).toHaveValue("pasted");
  await wb.page.getByRole("textbox", { name: "The pasted robots.txt" }).fill("User-agent: *\nAllow: /\n");
  await wb.page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(wb.page.getByText(/flips? to blocked/)).toBeVisible();
  await expect(wb.page.getByRole("table", { name: "Line diff of the two versions" })).toContainText("Disallow: /search");
});
