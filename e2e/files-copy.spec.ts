import { test, expect } from "./workbench-fixture";

test("Copy puts the draft's exact text on the clipboard", async ({ wb, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await wb.setText("User-agent: *\nDisallow: /copied/");
  await wb.page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect
    .poll(() => wb.page.evaluate(() => navigator.clipboard.readText()))
    .toBe("User-agent: *\nDisallow: /copied/");
});
