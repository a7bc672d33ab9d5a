/**
 * Offline after one visit: the service worker precaches the app, so with the network gone a
 * reload still brings up the editor, and the app still works (lazy chunks included).
 */
import { test, expect, Workbench } from "./workbench-fixture";

test("after one visit the app loads and works with no network", async ({ wb, page, context }) => {
  // The service worker registers once the page has settled: up to 10 s later on a busy machine.
  test.setTimeout(60_000);
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

test("the service worker and the manifest come only once the first load has settled", async ({ page }) => {
  // The service worker registers once the page has settled: up to 10 s later on a busy machine.
  test.setTimeout(60_000);
  // Its first install fetches and stores the whole app: it waits until the page has been quiet
  // for a second, so it does not compete with the first screen's scripts, style and layout.
  // The manifest's link comes then too: with it, the browser checks whether the app can be
  // installed and may animate its install icon.
  await page.addInitScript(() => {
    const seen = { loadAt: -1, registerAt: [] as number[], statusTable: false, lintMarks: false, manifestAtLoad: true, manifestAt: [] as number[] };
    (window as unknown as { swSeen: typeof seen }).swSeen = seen;
    addEventListener(
      "load",
      () => {
        seen.loadAt = performance.now();
        seen.manifestAtLoad = document.querySelector('link[rel="manifest"]') !== null;
      },
      { once: true },
    );
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof HTMLLinkElement && node.rel === "manifest") seen.manifestAt.push(performance.now());
      }
    }).observe(document, { childList: true, subtree: true });
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      seen.registerAt.push(performance.now());
      seen.statusTable = document.querySelector(".status-table") !== null;
      seen.lintMarks = document.querySelector(".cm-lintRange") !== null;
      return register.apply(this, args);
    };
  });
  const wb = new Workbench(page);
  await wb.open();
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 });
  type Seen = { loadAt: number; registerAt: number[]; statusTable: boolean; lintMarks: boolean; manifestAtLoad: boolean; manifestAt: number[] };
  const seen = await page.evaluate(() => (window as unknown as { swSeen: Seen }).swSeen);
  expect(seen.registerAt, JSON.stringify(seen)).toHaveLength(1);
  expect(seen.loadAt, JSON.stringify(seen)).toBeGreaterThan(0);
  expect(seen.registerAt[0] - seen.loadAt, JSON.stringify(seen)).toBeGreaterThanOrEqual(1000);
  // The page loads without the manifest's link; it is added once, with the registration.
  expect(seen.manifestAtLoad, JSON.stringify(seen)).toBe(false);
  expect(seen.manifestAt, JSON.stringify(seen)).toHaveLength(1);
  expect(seen.manifestAt[0] - seen.loadAt, JSON.stringify(seen)).toBeGreaterThanOrEqual(1000);
  await expect(wb.headLink("manifest")).toHaveAttribute("href", "/manifest.webmanifest");
  // By then the first screen is whole: the status table below the verdict, the editor's lint marks.
  expect(seen.statusTable, JSON.stringify(seen)).toBe(true);
  expect(seen.lintMarks, JSON.stringify(seen)).toBe(true);
});
