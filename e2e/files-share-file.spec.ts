import { readFile } from "node:fs/promises";
import { test, expect, Workbench } from "./workbench-fixture";

test("a downloaded share file opens with Open… like a share link", async ({ wb, browser }) => {
  // About 320 KB of random paths: too large for a link, so the share is a file.
  let seed = 11;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 4).toString(36);
  };
  let text = "User-agent: *\nDisallow: /from-a-share-file/\n";
  while (text.length < 320_000) text += `Disallow: /${random()}/${random()}/${random()}\n`;
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open…", exact: true }).click();
  await (await chooser).setFiles({ name: "robots.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
  await expect(wb.editor).toContainText("/from-a-share-file/");

  await wb.page.getByRole("button", { name: "Share…" }).click();
  const download = wb.page.waitForEvent("download");
  await wb.page.getByRole("dialog", { name: "Share" }).getByRole("button", { name: "Download share file" }).click();
  const json = await readFile((await (await download).path())!, "utf8");

  const other = await browser.newContext();
  const them = new Workbench(await other.newPage());
  const page = them.page;
  await them.open();
  const opened = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Open…", exact: true }).click();
  await (await opened).setFiles({ name: "robots-share.json", mimeType: "application/json", buffer: Buffer.from(json) });
  await expect(them.editor).toContainText("/from-a-share-file/");
  await expect(page.getByRole("status").filter({ hasText: "Opened a shared robots.txt" })).toBeVisible();
  await other.close();
});
