import { test, expect } from "./workbench-fixture";

test("a share link that cannot be decoded says so and changes nothing", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /local-work/");
  await wb.page.goto("./#share=H4sIAAAA-this-is-not-a-share-link");
  const notice = wb.page.getByRole("alert").filter({ hasText: "This share link cannot be read" });
  await expect(notice).toContainText("Nothing was changed");
  await expect(wb.editor).toContainText("Disallow: /local-work/");
});
