import { test, expect } from "./workbench-fixture";

test("a binary file loads without breaking the editor and is called out", async ({ wb }) => {
  const png = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe, 0x00, 0x80,
  ]);
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open…", exact: true }).click();
  await (await chooser).setFiles({ name: "image.png", mimeType: "image/png", buffer: png });
  const notice = wb.page.getByRole("alert").filter({ hasText: "is not valid UTF-8" });
  await expect(notice).toContainText("NUL bytes");
  await expect(wb.editor).toContainText("PNG");
  // The editor still edits.
  await wb.setText("User-agent: *\nDisallow: /after-binary/");
  await expect(wb.editor).toContainText("/after-binary/");
});
