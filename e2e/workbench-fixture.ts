/**
 * The workbench page object, delivered as a Playwright fixture: role-based locators for
 * the editor, the panel tabs and the Test panel's fields, plus a way to replace the draft.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export class Workbench {
  readonly editor: Locator;
  readonly url: Locator;
  readonly origin: Locator;
  readonly crawler: Locator;
  readonly readAs: Locator;
  readonly verdict: Locator;

  constructor(readonly page: Page) {
    this.editor = page.getByRole("textbox", { name: "robots.txt editor" });
    this.url = page.getByRole("textbox", { name: "URL or path" });
    this.origin = page.getByRole("textbox", { name: "Origin of this robots.txt" });
    this.crawler = page.getByRole("combobox", { name: "Crawler" });
    this.readAs = page.getByRole("combobox", { name: "Read as" });
    this.verdict = page.getByRole("heading", { name: /^(Allowed|Blocked) for/ });
  }

  async open() {
    await this.page.goto("./");
    await expect(this.editor).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name });
  }

  /** Everything the autosave has written to IndexedDB, as JSON ("" before its first write). */
  storedJson(): Promise<string> {
    return this.page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open("robots-workbench");
          // No database yet: do not make one (the app would find it without its store).
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("kv")) return resolve("");
            const request = db.transaction("kv").objectStore("kv").getAll();
            request.onsuccess = () => resolve(JSON.stringify(request.result));
          };
          open.onerror = () => resolve("");
        }),
    );
  }

  /** Replaces the whole draft as if typed (one input event, no completion). */
  async setText(text: string) {
    await this.editor.click();
    await this.page.keyboard.press("ControlOrMeta+a");
    await this.page.keyboard.insertText(text);
    // The first and the last line: the whole text is in, not only what was there before.
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    await expect(this.editor).toContainText(lines[0] ?? "");
    await expect(this.editor).toContainText(lines.at(-1) ?? "");
  }

  async testUrl(url: string) {
    await this.url.fill(url);
  }

  /** Picks a crawler of the table by typing a query and choosing the named option. */
  async pickCrawler(query: string, option: string | RegExp) {
    await this.crawler.fill(query);
    await this.page.getByRole("option", { name: option }).first().click();
  }

  /** Types text where the editor's cursor is and checks it landed on the given line's text. */
  async expectCursorOnLine(lineText: string) {
    await expect(this.editor).toBeFocused();
    await this.page.keyboard.press("End");
    await this.page.keyboard.insertText(" #here");
    await expect(this.editor).toContainText(`${lineText} #here`);
  }
}

/**
 * CPU slowdown for every page, from `E2E_CPU_THROTTLE` (e.g. 4: four times slower), through
 * Chromium's DevTools protocol; `npm run test:e2e:repeat -- <spec> <n> --cpu 4` sets it.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/** Slows the page's CPU by `rate` (Chromium's throttling, through a CDP session). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * A delay (ms) for every script the app loads from its assets (first-load chunks, lazy chunks,
 * workers), from `E2E_SLOW_CHUNKS`: what a loaded machine or a slow network does to the order
 * of startup, on a quiet machine (`npm run test:e2e:repeat -- <spec> <n> --slow-chunks 1500`).
 */
const slowChunks = Number(process.env.E2E_SLOW_CHUNKS ?? 0);

export const test = base.extend<{ wb: Workbench }>({
  page: async ({ page }, provide) => {
    if (cpuThrottle > 1) await throttleCpu(page, cpuThrottle);
    if (slowChunks > 0) {
      await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, slowChunks));
        await route.fallback();
      });
    }
    await provide(page);
  },
  wb: async ({ page }, provide) => {
    const wb = new Workbench(page);
    await wb.open();
    await provide(wb);
  },
});

export { expect };
