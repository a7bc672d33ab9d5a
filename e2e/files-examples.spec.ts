import { test, expect } from "./workbench-fixture";

test("the Examples menu loads an example with its origin", async ({ wb }) => {
  await wb.page.getByRole("button", { name: "Examples" }).click();
  const menu = wb.page.getByRole("menu", { name: "Example files" });
  await expect(menu.getByRole("menuitem", { name: "Hide FrontPage folders" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Clean-param" })).toBeVisible();
  await menu.getByRole("menuitem", { name: "WordPress" }).click();
  await expect(menu).toBeHidden();
  await expect(wb.editor).toContainText("Allow: /wp-admin/admin-ajax.php");
  await wb.tab("Test").click();
  await expect(wb.origin).toHaveValue("https://blog.example.com");
});
