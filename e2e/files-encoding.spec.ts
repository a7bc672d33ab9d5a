import { test, expect } from "./workbench-fixture";

test("a Windows-1251 file is said not to be UTF-8 and can be read as Windows-1251", async ({ wb }) => {
  // "# Привет\nUser-agent: *\nDisallow: /\n" in Windows-1251.
  const bytes = Buffer.concat([
    Buffer.from([0x23, 0x20, 0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x0a]),
    Buffer.from("User-agent: *\nDisallow: /\n"),
  ]);
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open…", exact: true }).click();
  await (await chooser).setFiles({ name: "robots-cp1251.txt", mimeType: "text/plain", buffer: bytes });
  const notice = wb.page.getByRole("alert").filter({ hasText: "is not valid UTF-8" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Windows-1251 (Cyrillic)" }).click();
  await expect(wb.editor).toContainText("# Привет");
  await expect(notice.getByRole("button", { name: "Windows-1251 (Cyrillic)" })).toHaveAttribute("aria-pressed", "true");
});
