import { test, expect } from "./workbench-fixture";

test("storage that refuses gives a clear notice and the app keeps working in memory", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(IDBFactory.prototype, "open", {
      value: () => {
        throw new DOMException("The user denied permission to access the database.", "SecurityError");
      },
    });
  });
  await page.goto("./");
  const notice = page.getByRole("alert").filter({ hasText: "Your work is not being saved" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText("User-agent: *\nDisallow: /in-memory/");
  await expect(editor).toContainText("Disallow: /in-memory/");
});
