import { test, expect } from "./workbench-fixture";

test("the deciding line is labelled in words, not only in colour", async ({ wb }) => {
  await wb.testUrl("/search/results");
  await expect(wb.editor.getByText(/✗ blocks \(line \d+\)/)).toBeVisible();
  await wb.testUrl("/search/about");
  await expect(wb.editor.getByText(/✓ allows \(line \d+\)/)).toBeVisible();
});
