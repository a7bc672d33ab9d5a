/**
 * Offline after one visit: the service worker precaches the app, so with the network gone a
 * reload still brings up the editor, and the app still works (lazy chunks included).
 */
import { test, expect } from "./workbench-fixture";

test("after one visit the app loads and works with no network", async ({ wb, page, context }) => {
  const editor = wb.editor;

  await test.step("visit until the service worker controls the page", async () => {
    await expect(editor).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 });
  });

  await test.step("go offline and reload", async () => {
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.reload();
    await expect(editor).toBeVisible();
    await expect(editor).toContainText("User-agent");
  });

  await test.step("edit and test a URL offline", async () => {
    await wb.setText("User-agent: *\nDisallow: /offline/\n");
    await expect(editor).toContainText("Disallow: /offline/");
    await wb.testUrl("/offline/page");
    await expect(wb.verdict).toContainText(/Blocked/i);
  });

  await test.step("every panel still opens offline", async () => {
    for (const name of ["Compare", "Bulk", "Outline", "History", "Test"]) await wb.openTab(name);
  });

  await context.setOffline(false);
});
