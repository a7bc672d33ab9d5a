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
