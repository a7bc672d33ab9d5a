import { test, expect } from "./workbench-fixture";

test("pasted text becomes the draft and the previous draft is kept in History", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /old-draft/");
  await wb.page.getByRole("button", { name: "Paste…" }).click();
  const dialog = wb.page.getByRole("dialog", { name: "Paste a robots.txt" });
  await dialog.getByRole("textbox", { name: "robots.txt text" }).fill("User-agent: *\nDisallow: /pasted/");
  await dialog.getByRole("button", { name: "Use this text" }).click();
  await expect(dialog).toBeHidden();
  await expect(wb.editor).toContainText("Disallow: /pasted/");
  await expect(wb.editor).not.toContainText("/old-draft/");

  await wb.tab("History").click();
  await expect(wb.page.getByText("/old-draft/").first()).toBeAttached();
});
