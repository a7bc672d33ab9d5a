import { test, expect, Workbench } from "./workbench-fixture";

test("storage that refuses gives a clear notice and the app keeps working in memory", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(IDBFactory.prototype, "open", {
      value: () => {
        throw new DOMException("The user denied permission to access the database.", "SecurityError");
      },
    });
  });
  const wb = new Workbench(page);
  await wb.open();
  const notice = page.getByRole("alert").filter({ hasText: "Your work is not being saved" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible();
  await wb.setText("User-agent: *\nDisallow: /in-memory/");
  await expect(wb.editor).toContainText("Disallow: /in-memory/");
});

test("storage that is full gives a clear notice and the text stays in the editor", async ({ page }) => {
  await page.addInitScript(() => {
    // Reads work; every write hits the quota, as IndexedDB reports it.
    IDBObjectStore.prototype.put = function put(): IDBRequest<IDBValidKey> {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  const wb = new Workbench(page);
  await wb.open();
  await wb.setText("User-agent: *\nDisallow: /kept-in-the-editor/");
  await expect(page.getByRole("alert").filter({ hasText: "storage for the site is full" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Not saved: storage full" })).toBeVisible();
  await expect(wb.editor).toContainText("Disallow: /kept-in-the-editor/");
  await page.keyboard.insertText("\nAllow: /still-typing/");
  await expect(wb.editor).toContainText("Allow: /still-typing/");
});
