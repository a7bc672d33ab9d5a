import { test, expect } from "./workbench-fixture";

test("the panel tabs follow the arrow keys", async ({ wb }) => {
  await wb.tab("Test").click();
  await wb.page.keyboard.press("ArrowRight");
  await expect(wb.tab("Findings")).toBeFocused();
  await expect(wb.tab("Findings")).toHaveAttribute("aria-selected", "true");
  await expect(wb.page.getByRole("tabpanel", { name: "Findings" })).toBeVisible();
  await wb.page.keyboard.press("ArrowRight");
  await expect(wb.tab("Compare")).toBeFocused();
  await wb.page.keyboard.press("End");
  await expect(wb.tab("History")).toHaveAttribute("aria-selected", "true");
});
