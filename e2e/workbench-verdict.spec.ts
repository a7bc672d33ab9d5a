import { test, expect } from "./workbench-fixture";

test("a blocked URL says BLOCKED and names its deciding line", async ({ wb }) => {
  await wb.testUrl("/search?q=shoes");
  await expect(wb.verdict).toHaveText(/Blocked/);
  await expect(wb.page.getByRole("button", { name: /line 3\s*Disallow: \/search/ })).toBeVisible();
});

test("an allowed URL says ALLOWED and names the Allow line that won", async ({ wb }) => {
  await wb.testUrl("/search/about");
  await expect(wb.verdict).toHaveText(/Allowed/);
  await expect(wb.page.getByRole("button", { name: /line 4\s*Allow: \/search\/about/ })).toBeVisible();
});

test("the verdict follows edits to the file", async ({ wb }) => {
  await wb.testUrl("/tmp/x");
  await expect(wb.verdict).toHaveText(/Allowed/);
  await wb.setText("User-agent: *\nDisallow: /tmp/\n");
  await expect(wb.verdict).toHaveText(/Blocked/);
  await expect(wb.page.getByRole("button", { name: /line 2\s*Disallow: \/tmp\// })).toBeVisible();
});
