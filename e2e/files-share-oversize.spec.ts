import { test, expect } from "./workbench-fixture";

test("a share too large for a link is offered as a file", async ({ wb }) => {
  // About 320 KB of random paths: well over 100 KB once compressed.
  let seed = 7;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 4).toString(36);
  };
  let text = "User-agent: *\n";
  while (text.length < 320_000) text += `Disallow: /${random()}/${random()}/${random()}\n`;
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open…", exact: true }).click();
  await (await chooser).setFiles({ name: "robots.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
  await expect(wb.editor).toContainText("User-agent: *");

  await wb.page.getByRole("button", { name: "Share…" }).click();
  const dialog = wb.page.getByRole("dialog", { name: "Share" });
  await expect(dialog.getByRole("alert")).toContainText("too large for a link");
  await expect(dialog.getByRole("textbox", { name: "Share link" })).toHaveCount(0);
  const download = wb.page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download share file" }).click();
  expect((await download).suggestedFilename()).toBe("robots-share.json");
});
