/**
 * The completion list's info box: it stays over the editor (it neither covers the side panel
 * nor is covered by it), shows `*` and `$` as code rather than raw backticks, and the list's
 * icons need no font (the old key icon was a character many fonts lack: an empty box) and are
 * one element each (the list is built again at each keystroke while open).
 */
import { test, expect, holdScript, Workbench, type Locator } from "./workbench-fixture";

test.use({ viewport: { width: 1440, height: 900 } });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "has a box").not.toBeNull();
  return b!;
}

test("the info box of a directive stays over the editor, with code rather than backticks", async ({ wb }) => {
  const page = wb.page;
  await wb.editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\nDis");
  await page.keyboard.press("Control+Space");
  const list = page.getByRole("listbox");
  await expect(list.getByRole("option", { name: /Disallow/ })).toBeVisible();
  const info = wb.completionInfo;
  await expect(info).toContainText("Blocks paths starting with the pattern");

  // Inline code is rendered as code: no literal backtick, `*` and `$` in code elements.
  await expect(info).not.toContainText("`");
  await expect(info.getByRole("code")).toHaveText(["*", "$"]);

  // Inside the editor and the window, clear of the side panel.
  const infoBox = await box(info);
  const editorBox = await box(wb.editorBox);
  const panelBox = await box(wb.sidePanel);
  expect(infoBox.x).toBeGreaterThanOrEqual(editorBox.x - 0.5);
  expect(infoBox.x + infoBox.width, JSON.stringify({ infoBox, editorBox })).toBeLessThanOrEqual(editorBox.x + editorBox.width + 0.5);
  expect(infoBox.y + infoBox.height).toBeLessThanOrEqual(900);
  expect(infoBox.x + infoBox.width, JSON.stringify({ infoBox, panelBox })).toBeLessThanOrEqual(panelBox.x);
  // What is drawn at the info box's centre is the info box, not the panel painted over it.
  const hit = await info.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  });
  expect(hit).toBe(true);

  // The icons are drawn, not characters: no generated glyph, an SVG shape (a mask over the
  // text colour) in each, one element each.
  const icons = wb.completionIcons;
  await expect(icons.first()).toBeVisible();
  const glyphs = await icons.evaluateAll((els) =>
    els.map((el) => ({ after: getComputedStyle(el, "::after").content, mask: getComputedStyle(el).maskImage, children: el.childElementCount })),
  );
  for (const g of glyphs) {
    expect(["none", "normal", '""'], `icon glyph ${g.after}`).toContain(g.after);
    expect(g.mask).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(g.children).toBe(0);
  }
});

test("a crawler's info box renders its code too", async ({ wb }) => {
  const page = wb.page;
  await wb.editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  // Google-Safety ignores `User-agent: *` groups: its info box says so, with code.
  await page.keyboard.insertText("\nUser-agent: Google-Saf");
  await page.keyboard.press("Control+Space");
  await expect(page.getByRole("option", { name: /Google-Safety/ })).toBeVisible();
  const info = wb.completionInfo;
  await expect(info).toContainText("It ignores User-agent: * groups.");
  await expect(info).not.toContainText("`");
  await expect(info.getByRole("code")).toHaveText("User-agent: *");
});

/**
 * Opens the page with the deferred extensions (completion among them) held back, the cursor
 * at the end of the text; `chunk.release()` lets them in.
 */
async function openWithCompletionHeld(page: Workbench["page"]) {
  const chunk = await holdScript(page, "deferred");
  const wb = new Workbench(page);
  await wb.open();
  await wb.editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  return { wb, chunk };
}

test("Ctrl+Space pressed while completion is still loading opens the list once it is in place", async ({ page }) => {
  // Completion arrives with the deferred extensions, a moment after the editor shows: hold
  // them back, type and ask for completion meanwhile, then let them in.
  const { wb, chunk } = await openWithCompletionHeld(page);
  await page.keyboard.insertText("\nUser-agent: Google-Saf");
  await expect.poll(chunk.held).toBe(true);
  await page.keyboard.press("Control+Space");
  chunk.release();
  await expect(page.getByRole("option", { name: /Google-Safety/ })).toBeVisible();
  await expect(wb.completionInfo).toContainText("It ignores User-agent: * groups.");
});

test("a word typed while completion is still loading gets its list once completion is in place", async ({ page }) => {
  const { chunk } = await openWithCompletionHeld(page);
  await page.keyboard.type("\nDisa");
  await expect.poll(chunk.held).toBe(true);
  chunk.release();
  await expect(page.getByRole("option", { name: /^Disallow/ })).toBeVisible();
});
