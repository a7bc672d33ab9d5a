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
    const firstLine = wb.line(0);
    await expect(firstLine).toHaveText(EN);
    await expect(wb.verdict).toHaveText(/Blocked/);

    await wb.useLanguage("ja");
    await expect(firstLine).toHaveText(JA);
    await expect(wb.editor).toContainText("Disallow: /search");
    await expect(wb.verdict).toHaveText(/ブロック/);
    await expect(wb.verdictCard).toContainText("3 行目");

    await wb.useLanguage("ru");
    await expect(firstLine).toHaveText(RU);

    // Not an edit: Undo does not bring the other language's comment back.
    await wb.editor.click();
    await page.keyboard.press("ControlOrMeta+z");
    await expect(firstLine).toHaveText(RU);

    // The choice and the example in it survive a reload.
    await page.reload();
    await expect(wb.line(0)).toHaveText(RU);
    await wb.useLanguage("en");
    await expect(wb.line(0)).toHaveText(EN);
  });

  test("an edited example is the person's draft: a switch changes nothing", async ({ wb }) => {
    const page = wb.page;
    await wb.editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.insertText("# mine");
    await expect(wb.editor).toContainText("# mine");

    await wb.useLanguage("ja");
    await expect(wb.tab("テスト")).toBeVisible();
    await expect(wb.line(0)).toHaveText(EN);
    await expect(wb.editor).toContainText("# mine");
  });

  test("a pasted file that is not the example is never touched", async ({ wb }) => {
    const mine = `${EN}\nUser-agent: *\nDisallow: /private\n`;
    await wb.setText(mine);
    await wb.useLanguage("ru");
    await expect(wb.tab("Тест")).toBeVisible();
    await expect(wb.line(0)).toHaveText(EN);
    await expect(wb.editor).toContainText("Disallow: /private");
  });
});

test.describe("in a Japanese browser", () => {
  test.use({ locale: "ja-JP" });

  test("the first visit opens the example in Japanese", async ({ wb }) => {
    await expect(wb.line(0)).toHaveText(JA);
    await expect(wb.tab("テスト")).toBeVisible();
  });
});
