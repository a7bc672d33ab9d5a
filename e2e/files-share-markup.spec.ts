import { deflateRawSync } from "node:zlib";
import { test, expect } from "./workbench-fixture";

test("share data stays data: markup and script URLs are shown as text, never run", async ({ wb }) => {
  const payload = {
    v: 1,
    text: 'User-agent: *\nDisallow: /<script>window.__xss=1</script>\n# <img src=x onerror="window.__xss=2">',
    origin: "javascript:window.__xss=3",
    urls: ["javascript:window.__xss=4", '<img src=x onerror="window.__xss=5">'],
    crawlerId: "googlebot",
  };
  const token = deflateRawSync(Buffer.from(JSON.stringify(payload))).toString("base64url");
  const dialogs: string[] = [];
  wb.page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await wb.page.goto(`./#share=${token}`);
  await expect(wb.editor).toContainText("Disallow: /<script>window.__xss=1</script>");
  await wb.tab("Bulk").click();
  await wb.page.getByRole("button", { name: /^Test 2 URLs/ }).click();
  const table = wb.page.getByRole("table", { name: "Bulk test results" });
  await expect(table).toContainText("javascript:window.__xss=4");
  await expect(table).toContainText('<img src=x onerror="window.__xss=5">');
  await wb.tab("Test").click();
  await expect(wb.origin).not.toHaveValue(/javascript/);
  expect(await wb.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
