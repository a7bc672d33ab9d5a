import { test, expect } from "./workbench-fixture";

test("the draft survives a reload", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /kept-after-reload/");
  // Wait for the debounced write to reach IndexedDB.
  await expect.poll(() => wb.storedJson()).toContain("/kept-after-reload/");
  await wb.page.reload();
  await expect(wb.editor).toContainText("Disallow: /kept-after-reload/");
  await expect(wb.page.getByRole("status").filter({ hasText: "Saved in this browser" })).toBeVisible();
  // Restoring is not an edit: Undo does not bring back the page's opening example.
  await wb.editor.click();
  await wb.page.keyboard.press("ControlOrMeta+z");
  await expect(wb.editor).toContainText("Disallow: /kept-after-reload/");
});

test("a reload right after typing, before the autosave's pause, keeps the draft", async ({ wb }) => {
  // IndexedDB writes are made slow, as on a busy phone: the write started as the page goes
  // away cannot finish, so only the synchronous copy kept at unload can bring the text back.
  await wb.page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function slowPut(this: IDBObjectStore, ...args: Parameters<IDBObjectStore["put"]>) {
      const until = Date.now() + 30;
      while (Date.now() < until) {
        // busy
      }
      return put.apply(this, args);
    };
  });
  await wb.page.reload();
  await wb.setText("User-agent: *\nDisallow: /typed-just-before-reload/");
  await wb.page.reload();
  await expect(wb.editor).toContainText("Disallow: /typed-just-before-reload/");
});
