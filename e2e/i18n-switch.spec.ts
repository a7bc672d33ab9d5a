/**
 * The interface language: the switcher turns labels, the verdict and lint messages into
 * Japanese or Russian, the choice survives a reload, a Japanese or Russian browser starts in
 * its language, and `<html lang>` follows every switch.
 */
import { test, expect } from "./workbench-fixture";

const TYPO_FILE = "User-agent: *\nDissallow: /private\nDisallow: /search\n";

test.describe("in an English browser", () => {
  test.use({ locale: "en-US" });

  test("switching to 日本語 and Русский changes labels, verdict and lint messages, and survives a reload", async ({ wb, page }) => {
    // Four page loads and two catalog loads: 15 s on a quiet 2-core machine, past 30 s once
    // under the load of a full run.
    test.setTimeout(60_000);
    await expect(wb.root).toHaveAttribute("lang", "en");
    await wb.setText(TYPO_FILE);
    await wb.testUrl("/search?q=1");
    await expect(wb.verdict).toHaveText(/Blocked/);
    await wb.openLintPanel();
    await expect(wb.diagnostics()).toContainText("“Dissallow” is a misspelling of Disallow");

    const select = wb.language;
    await expect(select).toHaveValue("en");
    // Its other languages' options come when it is focused (src/ui/LanguageSwitcher.tsx).
    await select.focus();
    await expect(select.getByRole("option")).toHaveText(["English", "日本語", "Русский"]);
    await expect(select.getByRole("option", { name: "日本語" })).toHaveAttribute("lang", "ja");
    await expect(select.getByRole("option", { name: "Русский" })).toHaveAttribute("lang", "ru");

    await test.step("日本語", async () => {
      await select.selectOption("ja");
      await expect(wb.root).toHaveAttribute("lang", "ja");
      await expect(wb.tab("テスト")).toBeVisible();
      await expect(wb.tab("比較")).toBeVisible();
      await expect(page.getByRole("button", { name: "整形" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "URL またはパス" })).toHaveValue("/search?q=1");
      await expect(wb.verdict).toHaveText(/ブロック/);
      await expect(wb.verdictCard.getByText("3 行目でブロック：ルール「/search」で決まります。", { exact: true })).toBeVisible();
      // The next lint run speaks Japanese (see the test below for diagnostics already shown).
      await wb.setText(`${TYPO_FILE}\n`);
      await wb.openLintPanel();
      await expect(wb.diagnostics()).toContainText("「Dissallow」は Disallow の綴り誤りです");
    });

    await test.step("the choice survives a reload", async () => {
      await page.reload();
      await expect(wb.root).toHaveAttribute("lang", "ja");
      await expect(wb.tab("テスト")).toBeVisible();
      await expect(wb.language).toHaveValue("ja");
      await expect(page.getByRole("combobox", { name: /表示言語/ })).toBeVisible();
    });

    await test.step("Русский", async () => {
      await wb.useLanguage("ru");
      await expect(wb.root).toHaveAttribute("lang", "ru");
      await expect(wb.tab("Тест")).toBeVisible();
      await expect(wb.tab("Версии")).toBeVisible();
      await expect(page.getByRole("button", { name: "Форматировать" })).toBeVisible();
      await page.getByRole("textbox", { name: "URL или путь" }).fill("/search?q=1");
      await expect(wb.verdict).toHaveText(/Запрещено/);
      await expect(wb.verdictCard.getByText("Запрещено строкой 3: решает правило «/search».", { exact: true })).toBeVisible();
      await wb.openLintPanel();
      await expect(wb.diagnostics()).toContainText("«Dissallow» — опечатка в Disallow");
    });

    await test.step("and back to English after a reload", async () => {
      await page.reload();
      await expect(wb.root).toHaveAttribute("lang", "ru");
      await wb.useLanguage("en");
      await expect(wb.root).toHaveAttribute("lang", "en");
      await expect(wb.tab("Test")).toBeVisible();
      await page.reload();
      await expect(wb.tab("Test")).toBeVisible();
      await expect(wb.root).toHaveAttribute("lang", "en");
    });
  });
});

test.describe("in an English browser, with a diagnostic on screen", () => {
  test.use({ locale: "en-US" });

  test("switching the language re-words the diagnostics already shown", async ({ wb }) => {
    await wb.setText(TYPO_FILE);
    await wb.openLintPanel();
    const panel = wb.diagnostics();
    await expect(panel).toContainText("“Dissallow” is a misspelling of Disallow");
    await wb.useLanguage("ru");
    await expect(wb.root).toHaveAttribute("lang", "ru");
    await expect(panel).toContainText("«Dissallow» — опечатка в Disallow", { timeout: 3_000 });
  });
});

test.describe("in a Russian browser", () => {
  test.use({ locale: "ru-RU" });

  test("the interface starts in Russian", async ({ wb, page }) => {
    await expect(wb.root).toHaveAttribute("lang", "ru");
    await expect(wb.tab("Тест")).toBeVisible();
    await expect(wb.language).toHaveValue("ru");
    await expect(page.getByRole("combobox", { name: /Язык интерфейса/ })).toBeVisible();
  });
});

test.describe("in a Russian browser, CodeMirror's own panels", () => {
  test.use({ locale: "ru-RU" });

  test("the page title, the search panel and the lint panel's heading speak the language", async ({ wb, page }) => {
    await expect(page).toHaveTitle("Мастерская robots.txt");
    await wb.editor.click();
    await page.keyboard.press("ControlOrMeta+f");
    await expect(page.getByRole("textbox", { name: "Найти" })).toBeVisible();
    await expect(page.getByRole("button", { name: "заменить все" })).toBeVisible();
    await page.keyboard.press("Escape");
    await wb.setText(TYPO_FILE);
    await wb.openLintPanel();
    await expect(wb.diagnostics("Замечания")).toBeVisible();
    await wb.useLanguage("en");
    await expect(page).toHaveTitle("robots.txt workbench");
    await expect(wb.diagnostics("Diagnostics")).toBeVisible();
  });
});

test.describe("in a Japanese browser", () => {
  test.use({ locale: "ja-JP" });

  test("the interface starts in Japanese, and an explicit choice wins over the browser", async ({ wb, page }) => {
    await expect(wb.root).toHaveAttribute("lang", "ja");
    await expect(wb.tab("テスト")).toBeVisible();
    await expect(wb.language).toHaveValue("ja");

    await wb.useLanguage("en");
    await expect(wb.tab("Test")).toBeVisible();
    await page.reload();
    await expect(wb.tab("Test")).toBeVisible();
    await expect(wb.root).toHaveAttribute("lang", "en");
  });
});
