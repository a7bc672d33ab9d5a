import { test, expect } from "./workbench-fixture";

test("typing completes a directive name with its colon", async ({ wb }) => {
  await wb.clearText();
  await wb.page.keyboard.type("Disa");
  // A click accepts at once; Enter is ignored for CodeMirror's short interaction delay.
  await wb.page.getByRole("option", { name: /^Disallow/ }).click();
  await wb.page.keyboard.type("/private/");
  await expect(wb.editor).toHaveText("Disallow: /private/");
});

test("after User-agent: the crawler table is offered with vendor and purpose", async ({ wb }) => {
  await wb.clearText();
  await wb.page.keyboard.type("User-agent: GPT");
  const option = wb.page.getByRole("option", { name: /^GPTBot/ });
  await expect(option).toContainText("OpenAI");
  await option.click();
  await expect(wb.editor).toHaveText("User-agent: GPTBot");
});

test("invisible characters are shown in the text", async ({ wb }) => {
  await wb.clearText();
  await wb.page.keyboard.insertText("User-agent: *\nDisallow: /a\u00a0b\u200b");
  await expect(wb.editor.getByText("NBSP", { exact: true })).toBeVisible();
  await expect(wb.editor.getByText("ZWSP", { exact: true })).toBeVisible();
});

test("a keystroke lays out the editor alone: a box around it is contained and is no flex or grid item", async ({ wb }) => {
  // Chromium starts a layout at the nearest box with size and layout containment, unless that
  // box is a flex or grid item: then the layout starts at the page's root, as it did when the
  // only contained box was the editor pane (a grid item).
  const boundary = await wb.editor.evaluate((content) => {
    for (let box = content.parentElement; box && box !== document.body; box = box.parentElement) {
      const contain = getComputedStyle(box).contain.split(" ");
      const contained = contain.includes("strict") || ((contain.includes("size") || contain.includes("content")) && contain.includes("layout"));
      const parent = box.parentElement ? getComputedStyle(box.parentElement).display : "";
      if (contained && !/flex|grid/.test(parent)) return true;
    }
    return false;
  });
  expect(boundary).toBe(true);
});
