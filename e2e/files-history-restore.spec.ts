import { test, expect } from "./workbench-fixture";

test("loading a file keeps the draft as a version, and restoring it keeps the current one", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /my-own-draft/");
  await wb.page.getByRole("button", { name: "Examples" }).click();
  await wb.page.getByRole("menuitem", { name: "Block all spiders" }).click();
  await expect(wb.editor).toContainText("Disallow: /\n".trim());
  await expect(wb.editor).not.toContainText("/my-own-draft/");

  await wb.tab("History").click();
  const versions = wb.page.getByRole("list", { name: "Versions, newest first" });
  const mine = versions.getByRole("listitem").filter({ hasText: "/my-own-draft/" });
  await expect(mine).toContainText("before loading another file");
  await mine.getByRole("button", { name: /^Restore/ }).click();

  await expect(wb.editor).toContainText("Disallow: /my-own-draft/");
  await expect(versions.getByRole("listitem").first()).toContainText("before restoring a version");
  await expect(versions.getByRole("listitem").first()).toContainText("User-agent: *");
});
