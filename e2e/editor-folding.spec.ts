import { test, expect } from "./workbench-fixture";

test("a group folds under its first user-agent line and unfolds again", async ({ wb }) => {
  await wb.setText("User-agent: a\nDisallow: /first\nAllow: /first/open\n\nUser-agent: b\nDisallow: /second\n");
  await expect(wb.editor).toContainText("Allow: /first/open");

  await wb.page.getByTitle("Fold line", { exact: true }).first().click();
  await expect(wb.editor).not.toContainText("Allow: /first/open");
  await expect(wb.editor).toContainText("Disallow: /second");

  await wb.editor.getByLabel("folded code").click();
  await expect(wb.editor).toContainText("Allow: /first/open");
});
