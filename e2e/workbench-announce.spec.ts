import { test, expect } from "./workbench-fixture";

test("a live region announces a change of verdict", async ({ wb }) => {
  const live = wb.page.getByRole("status").filter({ hasText: /for Googlebot under Google/ });
  await wb.testUrl("/about");
  await expect(live).toHaveText("Allowed for Googlebot under Google.");
  await wb.testUrl("/search?q=1");
  await expect(live).toHaveText("Blocked for Googlebot under Google by line 3.");
});
