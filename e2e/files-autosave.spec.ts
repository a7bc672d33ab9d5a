import { test, expect, throttleCpu, type Workbench } from "./workbench-fixture";

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

/**
 * Makes IndexedDB writes slow, as on a busy phone: a write started as the page goes away cannot
 * finish, so only the synchronous copy kept at unload can bring the text back.
 */
async function slowIndexedDbWrites(wb: Workbench) {
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
}

test("a reload right after typing, before the autosave's pause, keeps the draft", async ({ wb }) => {
  await slowIndexedDbWrites(wb);
  await wb.setText("User-agent: *\nDisallow: /typed-just-before-reload/");
  await wb.page.reload();
  await expect(wb.editor).toContainText("Disallow: /typed-just-before-reload/");
});

test("a reload right after typing keeps the draft with the CPU slowed 4x", async ({ wb }) => {
  await throttleCpu(wb.page, 4);
  await slowIndexedDbWrites(wb);
  await wb.setText("User-agent: *\nDisallow: /typed-on-a-slow-cpu/");
  await wb.page.reload();
  await expect(wb.editor).toContainText("Disallow: /typed-on-a-slow-cpu/");
});

test("a reload right after the last keystroke in a 400 KB file keeps that keystroke", async ({ wb }) => {
  // A text this large reaches the app once typing pauses; the reload comes before the pause.
  const rules = Array.from({ length: 16_000 }, (_, i) => `Disallow: /section-${String(i).padStart(5, "0")}/`);
  const text = `User-agent: *\n${rules.join("\n")}\n`;
  expect(text.length).toBeGreaterThan(400_000);
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open…", exact: true }).click();
  await (await chooser).setFiles({ name: "large.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
  await expect(wb.editor).toContainText("Disallow: /section-00000/");
  await wb.editor.click();
  await wb.page.keyboard.press("ControlOrMeta+End");
  await expect(wb.editor).toContainText("Disallow: /section-15999/");
  // Stored once (the pause passed): now the keystroke that is not.
  await expect.poll(() => wb.storedJson()).toContain("/section-15999/");
  await wb.page.keyboard.insertText("# the last keystroke");
  await expect(wb.editor).toContainText("# the last keystroke");
  // The most lines the editor ever holds in the page while the draft comes back: it draws the
  // lines in view, never the file's 16,001 (a whole-text change taken before the editor had
  // measured itself in the page drew them all: 160,000 objects laid out in one task).
  await wb.page.addInitScript(() => {
    const seen = { most: 0 };
    Object.assign(window, { __linesDrawn: seen });
    new MutationObserver(() => {
      seen.most = Math.max(seen.most, document.getElementsByClassName("cm-line").length);
    }).observe(document, { childList: true, subtree: true });
  });
  await wb.page.reload();
  await expect(wb.editor).toContainText("Disallow: /section-00000/");
  expect(await wb.page.evaluate(() => (window as unknown as { __linesDrawn: { most: number } }).__linesDrawn.most)).toBeLessThan(1_000);
  await wb.editor.click();
  await wb.page.keyboard.press("ControlOrMeta+End");
  await expect(wb.editor).toContainText("# the last keystroke");
});
