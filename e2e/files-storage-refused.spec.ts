import { test, expect } from "./workbench-fixture";

test("storage that refuses gives a clear notice and the app keeps working in memory", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(IDBFactory.prototype, "open", {
      value: () => {
        throw new DOMException("The user denied permission to access the database.", "SecurityError");
      },
    });
  });
  await page.goto("./");
  const notice = page.getByRole("alert").filter({ hasText: "Your work is not being saved" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText("User-agent: *\nDisallow: /in-memory/");
  await expect(editor).toContainText("Disallow: /in-memory/");
});

test("storage that is full gives a clear notice and the text stays in the editor", async ({ page }) => {
  await page.addInitScript(() => {
    // Reads work; every write hits the quota, as IndexedDB reports it.
    IDBObjectStore.prototype.put = function put(): IDBRequest<IDBValidKey> {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await page.goto("./");
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText("User-agent: *\nDisallow: /kept-in-the-editor/");
  await expect(page.getByRole("alert").filter({ hasText: "storage for the site is full" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Not saved: storage full" })).toBeVisible();
  await expect(editor).toContainText("Disallow: /kept-in-the-editor/");
  await page.keyboard.insertText("\nAllow: /still-typing/");
  await expect(editor).toContainText("Allow: /still-typing/");
});
