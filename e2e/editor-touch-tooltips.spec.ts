/**
 * On a touch screen one tap shows one tooltip. A tap fires the emulated mouse events every
 * hover tooltip listens to: before, a tap on a lint marker opened the marker's tooltip and
 * kept the text's hover tooltip (the same lint message again, and the hover card) open above
 * it. Now: a marker tap shows the marker's tooltip only; a tap on text with a finding shows
 * the finding; a tap on other text shows the hover help. The clock is Playwright's, so the
 * hover delays run out without waiting.
 */
import { test, expect } from "./workbench-fixture";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("one tap, one tooltip: text, then a lint marker, then other text", async ({ wb }) => {
  const page = wb.page;
  await page.clock.install();
  await wb.open();
  const tooltips = wb.tooltips;
  const line7 = wb.lines().filter({ hasText: "User-agent: Googlebot-Image" });
  const marker = wb.lintMarkers.first();
  await expect(marker).toBeVisible();

  // Text without a finding: the hover help, alone.
  await wb.lines().filter({ hasText: "User-agent: CCBot" }).getByText("CCBot").tap();
  await expect(tooltips).toContainText("1 known crawler reads this group");
  await page.clock.fastForward(2_000);
  await expect(tooltips).toHaveCount(1);

  // Text with a finding: the finding's message, without the hover card under it.
  await line7.getByText("Googlebot-Image").tap();
  await expect(tooltips).toContainText("follows only its own group");
  await page.clock.fastForward(2_000);
  await expect(tooltips).toHaveCount(1);
  await expect(tooltips).not.toContainText("known crawler");

  // The marker of that line: its own tooltip, and nothing else left open.
  await marker.tap();
  await expect(wb.lintTooltip).toContainText("follows only its own group");
  await page.clock.fastForward(2_000);
  await expect(tooltips).toHaveCount(1);

  // The tooltip stays over the editor: it covers neither the toolbar nor the panel.
  const tip = (await tooltips.boundingBox())!;
  const editor = (await wb.editorBox.boundingBox())!;
  expect(tip.y).toBeGreaterThanOrEqual(editor.y - 0.5);
  expect(tip.y + tip.height).toBeLessThanOrEqual(editor.y + editor.height + 0.5);
});
