import { test, expect } from "./workbench-fixture";

test("the draft survives a reload", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /kept-after-reload/");
  // Wait for the debounced write to reach IndexedDB.
  await expect
    .poll(() =>
      wb.page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open("robots-workbench");
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains("kv")) return resolve("");
              const request = db.transaction("kv").objectStore("kv").getAll();
              request.onsuccess = () => resolve(JSON.stringify(request.result));
            };
            open.onerror = () => resolve("");
          }),
      ),
    )
    .toContain("/kept-after-reload/");
  await wb.page.reload();
  await expect(wb.editor).toContainText("Disallow: /kept-after-reload/");
  await expect(wb.page.getByRole("status").filter({ hasText: "Saved in this browser" })).toBeVisible();
  // Restoring is not an edit: Undo does not bring back the page's opening example.
  await wb.editor.click();
  await wb.page.keyboard.press("ControlOrMeta+z");
  await expect(wb.editor).toContainText("Disallow: /kept-after-reload/");
});
