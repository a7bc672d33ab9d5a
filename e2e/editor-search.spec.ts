import { test, expect } from "./workbench-fixture";

test("search and replace rewrites every match in one step", async ({ wb }) => {
  const page = wb.page;
  await wb.setText("User-agent: *\nDisallow: /old/a\nDisallow: /old/b\n");

  await page.keyboard.press("ControlOrMeta+f");
  await page.getByRole("textbox", { name: "Find" }).fill("/old/");
  await page.getByRole("textbox", { name: "Replace" }).fill("/new/");
  await page.getByRole("button", { name: "replace all" }).click();
  await expect(wb.editor).toContainText("Disallow: /new/aDisallow: /new/b");

  await wb.editor.click();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(wb.editor).toContainText("Disallow: /old/aDisallow: /old/b");
});
