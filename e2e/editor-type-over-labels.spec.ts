import { test, expect, type Workbench } from "./workbench-fixture";

/*
 * The editor draws labels after rule lines (a Bulk run's "decided 1 URL"). Typing over a
 * selection of several lines whose last line has one must put in the file what was typed and
 * nothing of the label. The browser's own insertion rebuilds that line without the editor's
 * widgets, so the label's words turned into text when the page was slow: here each
 * `beforeinput` costs the page 80 ms of work (after the editor's own handler), as on a slow
 * phone or a loaded machine.
 */

async function withCoverageLabels(wb: Workbench) {
  await wb.setText("User-agent: *\nDisallow: /private/");
  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/shop/item\n/private/a");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();
  await wb.page.getByRole("button", { name: "Test 2 URLs" }).click();
  await expect(wb.line(1)).toContainText("decided 1 URL");
  await wb.page.evaluate(() =>
    window.addEventListener("beforeinput", () => {
      const until = performance.now() + 80;
      while (performance.now() < until);
    }),
  );
  await wb.editor.click();
  await wb.page.keyboard.press("ControlOrMeta+a");
}

async function expectDraft(wb: Workbench, text: string) {
  await wb.page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect.poll(() => wb.page.evaluate(() => navigator.clipboard.readText())).toBe(text);
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("a key typed over the whole file leaves that character alone, not the Bulk label's words", async ({ wb }) => {
  await withCoverageLabels(wb);
  await wb.page.keyboard.type("x");
  await expectDraft(wb, "x");
});

test("two lines put in over the whole file (an input method, a text expander) are the file", async ({ wb }) => {
  await withCoverageLabels(wb);
  await wb.page.keyboard.insertText("User-agent: *\nDisallow: /shop/");
  await expectDraft(wb, "User-agent: *\nDisallow: /shop/");
});
