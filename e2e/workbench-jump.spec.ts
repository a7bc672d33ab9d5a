import { test, expect } from "./workbench-fixture";

test("clicking the deciding line puts the editor's cursor on it", async ({ wb }) => {
  await wb.testUrl("/search?q=shoes");
  const deciding = wb.page.getByRole("button", { name: /line 3\s*Disallow: \/search/ });
  await expect(deciding).toBeEnabled();
  await deciding.click();
  await wb.expectCursorOnLine("Disallow: /search");
});
