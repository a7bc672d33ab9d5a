/**
 * Flows where text could be lost: a paste followed at once by a reload, a share link opened
 * over unsaved edits, and the browser clearing the site's storage while the page is open.
 */
import { test, expect, type Workbench } from "./workbench-fixture";

const versions = (wb: Workbench) => wb.page.getByRole("list", { name: "Versions, newest first" });

test("a paste followed at once by a reload keeps the pasted text, and the text it replaced in History", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /before-paste/");
  await expect.poll(() => wb.storedJson()).toContain("/before-paste/");
  await wb.page.getByRole("button", { name: "Paste…" }).click();
  const dialog = wb.page.getByRole("dialog", { name: "Paste a robots.txt" });
  await dialog.getByRole("textbox", { name: "robots.txt text" }).fill("User-agent: *\nDisallow: /pasted/");
  await dialog.getByRole("button", { name: "Use this text" }).click();
  await expect(wb.editor).toContainText("Disallow: /pasted/");
  await wb.page.reload();
  await expect(wb.editor).toContainText("Disallow: /pasted/");
  await wb.tab("History").click();
  await expect(versions(wb).getByRole("listitem").filter({ hasText: "/before-paste/" })).toContainText(
    "before loading another file",
  );
});

test("a share link opened over unsaved edits keeps those edits in History", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /shared/");
  await wb.page.getByRole("button", { name: "Share…" }).click();
  const link = wb.page.getByRole("dialog", { name: "Share" }).getByRole("textbox", { name: "Share link" });
  await expect(link).toHaveValue(/#share=[A-Za-z0-9_-]+$/);
  const url = await link.inputValue();
  await wb.page.keyboard.press("Escape");
  // Edits the autosave has not written yet, then the link opened in the same tab.
  await wb.setText("User-agent: *\nDisallow: /unsaved-edit/");
  await wb.page.goto(url);
  await expect(wb.editor).toContainText("Disallow: /shared/");
  await wb.tab("History").click();
  await expect(versions(wb).getByRole("listitem").filter({ hasText: "/unsaved-edit/" })).toContainText(
    "before opening a share link",
  );
  await wb.page.reload();
  await expect(wb.editor).toContainText("Disallow: /shared/");
});

test("storage cleared by the browser while the page is open: the draft and History are written again", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /first/");
  await wb.page.getByRole("button", { name: "Save version" }).click();
  await wb.setText("User-agent: *\nDisallow: /kept-through-clearing/");
  await expect.poll(() => wb.storedJson()).toContain("/kept-through-clearing/");
  const cdp = await wb.page.context().newCDPSession(wb.page);
  const origin = new URL(wb.page.url()).origin;
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "indexeddb,local_storage" });
  // Nothing typed since: the page notices and writes everything again.
  await expect.poll(() => wb.storedJson()).toContain("/kept-through-clearing/");
  await expect.poll(() => wb.storedJson()).toContain("/first/");
  await wb.page.reload();
  await expect(wb.editor).toContainText("Disallow: /kept-through-clearing/");
  await wb.tab("History").click();
  await expect(versions(wb).getByRole("listitem").filter({ hasText: "/first/" })).toBeVisible();
});
