/**
 * The first screen arrives in frames of its own, so no task does the style and layout of two
 * parts at once (each is a long task on a phone): the editor, then the side panel's fields and
 * verdict a frame later at least, then the sections below the verdict a frame later again.
 * A counter of animation frames and a watch on the page record the frame each part appears in.
 */
import { test, expect, Workbench } from "./workbench-fixture";

test("the editor, the verdict and the sections below it appear in successive frames", async ({ page }) => {
  await page.addInitScript(() => {
    const parts: Record<string, string> = {
      editor: ".cm-content",
      verdict: "#verdict-heading",
      group: "#group-heading",
      status: ".status-table",
    };
    const seen: Record<string, number> = {};
    let frame = 0;
    const tick = () => {
      frame++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      for (const [part, selector] of Object.entries(parts)) {
        if (!(part in seen) && document.querySelector(selector)) seen[part] = frame;
      }
    }).observe(document, { subtree: true, childList: true });
    (window as unknown as { firstFrames: Record<string, number> }).firstFrames = seen;
  });
  const wb = new Workbench(page);
  await wb.open();
  await expect(wb.page.getByRole("table", { name: "Each engine's reaction to robots.txt fetch outcomes" })).toBeVisible();
  const frames = await page.evaluate(() => (window as unknown as { firstFrames: Record<string, number> }).firstFrames);
  expect(frames.verdict, JSON.stringify(frames)).toBeGreaterThan(frames.editor);
  expect(frames.group, JSON.stringify(frames)).toBeGreaterThan(frames.verdict);
  expect(frames.status, JSON.stringify(frames)).toBeGreaterThan(frames.verdict);
});
