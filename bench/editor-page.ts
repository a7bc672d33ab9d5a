/**
 * Steps on the editor's page shared by the editor benchmarks (`editor.bench.ts`,
 * `keystroke-trace.ts`).
 */
import type { Page } from "@playwright/test";

/**
 * Puts the cursor at the end of the line in the middle of the editor's screen once its
 * scroller is scrolled halfway down the file (line 10,000 or so of 20,001), and waits a moment.
 */
export async function toMiddle(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scroller = document.querySelector(".cm-scroller")!;
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
  });
  await page.waitForTimeout(300);
  const at = await page.evaluate(() => {
    const box = document.querySelector(".cm-content")!.getBoundingClientRect();
    const scroller = document.querySelector(".cm-scroller")!.getBoundingClientRect();
    return { x: box.left + 40, y: Math.max(box.top, scroller.top) + Math.min(box.height, scroller.height) / 2 };
  });
  await page.mouse.click(at.x, at.y);
  await page.keyboard.press("End");
  await page.waitForTimeout(500);
}
