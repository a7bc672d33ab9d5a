/**
 * The example file speaks the interface language: its comment is English, Japanese or
 * Russian, following a language switch while the example is untouched. A draft the person has
 * edited is never changed by a switch, and the rules (so line numbers and verdicts) are the
 * same in every language.
 */
import { test, expect } from "./workbench-fixture";

const EN = "# Example robots.txt: edit it, then test URLs on the right.";
const JA = "# robots.txt の例です。編集して、右側で URL をテストしてください。";
const RU = "# Пример robots.txt: измените его и проверьте URL справа.";

test.describe("in an English browser", () => {
  test.use({ locale: "en-US" });

  test("the untouched example follows the language switch; its rules do not change", async ({ wb }) => {
    const page = wb.page;
    const language = page.getByRole("combobox", { name: /Language/ });
    const firstLine = page.locator(".cm-line").first();
    await expect(firstLine).toHaveText(EN);
    await expect(wb.verdict).toHaveText(/Blocked/);

    await language.selectOption("ja");
    await expect(firstLine).toHaveText(JA);
    await expect(wb.editor).toContainText("Disallow: /search");
    await expect(page.locator("#verdict-heading")).toHaveText(/ブロック/);
    await expect(page.locator(".verdict-card")).toContainText("3 行目");

    await language.selectOption("ru");
    await expect(firstLine).toHaveText(RU);

    // Not an edit: Undo does not bring the other language's comment back.
    await wb.editor.click();
    await page.keyboard.press("ControlOrMeta+z");
    await expect(firstLine).toHaveText(RU);

    // The choice and the example in it survive a reload.
    await page.reload();
    await expect(page.locator(".cm-line").first()).toHaveText(RU);
    await page.getByRole("combobox", { name: /Язык|Language/ }).selectOption("en");
    await expect(page.locator(".cm-line").first()).toHaveText(EN);
  });

  test("an edited example is the person's draft: a switch changes nothing", async ({ wb }) => {
    const page = wb.page;
    await wb.editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.insertText("# mine");
    await expect(wb.editor).toContainText("# mine");

    await page.getByRole("combobox", { name: /Language/ }).selectOption("ja");
    await expect(page.getByRole("tab", { name: "テスト" })).toBeVisible();
    await expect(page.locator(".cm-line").first()).toHaveText(EN);
    await expect(wb.editor).toContainText("# mine");
  });

  test("a pasted file that is not the example is never touched", async ({ wb }) => {
    const page = wb.page;
    const mine = `${EN}\nUser-agent: *\nDisallow: /private\n`;
    await wb.setText(mine);
    await page.getByRole("combobox", { name: /Language/ }).selectOption("ru");
    await expect(page.getByRole("tab", { name: "Тест" })).toBeVisible();
    await expect(page.locator(".cm-line").first()).toHaveText(EN);
    await expect(wb.editor).toContainText("Disallow: /private");
  });
});

test.describe("in a Japanese browser", () => {
  test.use({ locale: "ja-JP" });

  test("the first visit opens the example in Japanese", async ({ page }) => {
    await page.goto("./");
    await expect(page.locator(".cm-line").first()).toHaveText(JA);
    await expect(page.getByRole("tab", { name: "テスト" })).toBeVisible();
  });
});
