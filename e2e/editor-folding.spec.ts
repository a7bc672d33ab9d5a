import { test, expect } from "./workbench-fixture";

test("a group folds under its first user-agent line and unfolds again", async ({ wb }) => {
  await wb.setText("User-agent: a\nDisallow: /first\nAllow: /first/open\n\nUser-agent: b\nDisallow: /second\n");
  await expect(wb.editor).toContainText("Allow: /first/open");

  await wb.page.getByTitle("Fold line", { exact: true }).first().click();
  await expect(wb.editor).not.toContainText("Allow: /first/open");
  await expect(wb.editor).toContainText("Disallow: /second");

  await wb.editor.getByLabel("folded code").click();
  await expect(wb.editor).toContainText("Allow: /first/open");
});

test("the group bars of a large file follow typing, line breaks and the groups read again", async ({ wb }) => {
  // Over the editor's large-text mark: groups are mapped while typing and read again by the lint worker.
  const rules = Array.from({ length: 3500 }, (_, i) => `Disallow: /p${i}`).join("\n");
  await wb.editor.click();
  await wb.page.keyboard.press("ControlOrMeta+a");
  await wb.page.keyboard.insertText(`User-agent: a\nDisallow: /a\n\nUser-agent: b\n${rules}\n`);
  await expect(wb.editor).toContainText("Disallow: /p3499");
  const last = wb.groupBarEnds.last();
  // Every line shown at the end of the file is in the second group, each with its bar.
  const barsAndLines = () =>
    wb.editor.evaluate((content) => {
      const editor = content.closest(".cm-editor")!;
      // Not the gutter's hidden spacer (a bar that sets its width).
      return [editor.querySelectorAll('.cm-rt-groups .cm-gutterElement:not([style*="visibility"]) .cm-rt-group-bar').length, content.querySelectorAll(".cm-line").length];
    });
  await wb.page.keyboard.press("ControlOrMeta+End");
  await expect(last).toHaveAttribute("title", /lines 4–3,504/);

  await wb.page.keyboard.type("Allow: /x");
  await expect(last).toHaveAttribute("title", /lines 4–3,505/);
  await expect.poll(async () => { const [bars, lines] = await barsAndLines(); return `${bars} bars, ${lines} lines`; }).toMatch(/^(\d+) bars, \1 lines$/);

  await wb.page.keyboard.press("Enter");
  await wb.page.keyboard.type("Allow: /y");
  await expect(last).toHaveAttribute("title", /lines 4–3,506/);
  await expect.poll(async () => { const [bars, lines] = await barsAndLines(); return `${bars} bars, ${lines} lines`; }).toMatch(/^(\d+) bars, \1 lines$/);

  // Typing within a line keeps every bar, and its title.
  await wb.page.keyboard.press("Home");
  // One input, so one undo step however slow the machine (two keys more than 500 ms apart are two).
  await wb.page.keyboard.insertText("# ");
  await expect(last).toHaveAttribute("title", /lines 4–3,505/);
  await wb.page.keyboard.press("ControlOrMeta+z");
  await expect(last).toHaveAttribute("title", /lines 4–3,506/);
  const [bars, lines] = await barsAndLines();
  expect(bars).toBe(lines);
});
