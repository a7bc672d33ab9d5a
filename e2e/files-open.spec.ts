import { test, expect } from "./workbench-fixture";

test("Open… reads a robots.txt file into the editor", async ({ wb }) => {
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open…", exact: true }).click();
  await (await chooser).setFiles({
    name: "robots.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("User-agent: *\nDisallow: /from-a-file/\n"),
  });
  await expect(wb.editor).toContainText("Disallow: /from-a-file/");
  await expect(wb.page.getByRole("status").filter({ hasText: "Opened robots.txt." })).toBeVisible();
});
