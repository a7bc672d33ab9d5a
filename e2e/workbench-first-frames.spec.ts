/**
 * The first screen arrives in frames of its own, so no task does the style and layout of two
 * parts at once (each is a long task on a phone): the editor, then the side panel's fields and
 * verdict a frame later at least, then the sections below the verdict a frame later again.
 * A counter of animation frames and a watch on the page record the frame each part appears in.
 */
import { test, expect, watchFirstFrames, Workbench } from "./workbench-fixture";

test("the editor, the verdict and the sections below it appear in successive frames", async ({ page }) => {
  const firstFrames = await watchFirstFrames(page, {
    editor: ".cm-content",
    verdict: "#verdict-heading",
    group: "#group-heading",
    status: ".status-table",
  });
  const wb = new Workbench(page);
  await wb.open();
  await expect(wb.page.getByRole("table", { name: "Each engine's reaction to robots.txt fetch outcomes" })).toBeVisible();
  const frames = await firstFrames();
  expect(frames.verdict, JSON.stringify(frames)).toBeGreaterThan(frames.editor);
  expect(frames.group, JSON.stringify(frames)).toBeGreaterThan(frames.verdict);
  expect(frames.status, JSON.stringify(frames)).toBeGreaterThan(frames.verdict);
});
