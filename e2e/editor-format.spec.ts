import { test, expect } from "./workbench-fixture";

test("Format normalizes names, spacing and blank lines, and undoes in one step", async ({ wb }) => {
  await wb.setText("user-agent:a\ndisallow :/x   # keep me\nuser-agent:b\n\n\n\nallow:/y");

  await wb.page.keyboard.press("Shift+Alt+F");
  await expect(wb.editor).toHaveText(/^User-agent: aDisallow: \/x # keep meUser-agent: bAllow: \/y$/);
  await expect(wb.lines()).toHaveCount(7);

  await wb.page.keyboard.press("ControlOrMeta+z");
  await expect(wb.editor).toContainText("disallow :/x   # keep me");
});
