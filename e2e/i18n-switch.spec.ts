/**
 * The interface language: the switcher turns labels, the verdict and lint messages into
 * Japanese or Russian, the choice survives a reload, a Japanese or Russian browser starts in
 * its language, and `<html lang>` follows every switch.
 */
import { test, expect, type Page } from "@playwright/test";

const TYPO_FILE = "User-agent: *\nDissallow: /private\nDisallow: /search\n";

async function setText(page: Page, text: string) {
  const editor = page.getByRole("textbox", { name: "robots.txt editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(text);
  await expect(editor).toContainText(text.split("\n")[0]);
}

function languageSelect(page: Page) {
  return page.getByRole("combobox", { name: /Language/ });
}

async function openLintPanel(page: Page) {
  await page.getByRole("textbox", { name: "robots.txt editor" }).click();
  await page.keyboard.press("ControlOrMeta+Shift+M");
}

test.describe("in an English browser", () => {
  test.use({ locale: "en-US" });

  test("switching to 日本語 and Русский changes labels, verdict and lint messages, and survives a reload", async ({ page }) => {
    await page.goto("./");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await setText(page, TYPO_FILE);
    await page.getByRole("textbox", { name: "URL or path" }).fill("/search?q=1");
    await expect(page.locator("#verdict-heading")).toHaveText(/Blocked/);
    await openLintPanel(page);
    await expect(page.locator(".cm-panel.cm-panel-lint")).toContainText("“Dissallow” is a misspelling of Disallow");

    const select = languageSelect(page);
    await expect(select).toHaveValue("en");
    await expect(select.locator("option")).toHaveText(["English", "日本語", "Русский"]);
    await expect(select.locator("option[value=ja]")).toHaveAttribute("lang", "ja");
    await expect(select.locator("option[value=ru]")).toHaveAttribute("lang", "ru");

    await test.step("日本語", async () => {
      await select.selectOption("ja");
      await expect(page.locator("html")).toHaveAttribute("lang", "ja");
      await expect(page.getByRole("tab", { name: "テスト" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "比較" })).toBeVisible();
      await expect(page.getByRole("button", { name: "整形" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "URL またはパス" })).toHaveValue("/search?q=1");
      await expect(page.locator("#verdict-heading")).toHaveText(/ブロック/);
      await expect(page.locator(".verdict-reason")).toHaveText("3 行目でブロック：ルール「/search」で決まります。");
      // The next lint run speaks Japanese (see the test below for diagnostics already shown).
      await setText(page, `${TYPO_FILE}\n`);
      await openLintPanel(page);
      await expect(page.locator(".cm-panel.cm-panel-lint")).toContainText("「Dissallow」は Disallow の綴り誤りです");
    });

    await test.step("the choice survives a reload", async () => {
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", "ja");
      await expect(page.getByRole("tab", { name: "テスト" })).toBeVisible();
      await expect(languageSelect(page)).toHaveValue("ja");
      await expect(page.getByRole("combobox", { name: /表示言語/ })).toBeVisible();
    });

    await test.step("Русский", async () => {
      await languageSelect(page).selectOption("ru");
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await expect(page.getByRole("tab", { name: "Тест" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Версии" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Форматировать" })).toBeVisible();
      await page.getByRole("textbox", { name: "URL или путь" }).fill("/search?q=1");
      await expect(page.locator("#verdict-heading")).toHaveText(/Запрещено/);
      await expect(page.locator(".verdict-reason")).toHaveText("Запрещено строкой 3: решает правило «/search».");
      await openLintPanel(page);
      await expect(page.locator(".cm-panel.cm-panel-lint")).toContainText("«Dissallow» — опечатка в Disallow");
    });

    await test.step("and back to English after a reload", async () => {
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await languageSelect(page).selectOption("en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("tab", { name: "Test" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("tab", { name: "Test" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});

test.describe("in an English browser, with a diagnostic on screen", () => {
  test.use({ locale: "en-US" });

  test("switching the language re-words the diagnostics already shown", async ({ page }) => {
    await page.goto("./");
    await setText(page, TYPO_FILE);
    await openLintPanel(page);
    const panel = page.locator(".cm-panel.cm-panel-lint");
    await expect(panel).toContainText("“Dissallow” is a misspelling of Disallow");
    await languageSelect(page).selectOption("ru");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(panel).toContainText("«Dissallow» — опечатка в Disallow", { timeout: 3_000 });
  });
});

test.describe("in a Russian browser", () => {
  test.use({ locale: "ru-RU" });

  test("the interface starts in Russian", async ({ page }) => {
    await page.goto("./");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("tab", { name: "Тест" })).toBeVisible();
    await expect(languageSelect(page)).toHaveValue("ru");
    await expect(page.getByRole("combobox", { name: /Язык интерфейса/ })).toBeVisible();
  });
});

test.describe("in a Russian browser, CodeMirror's own panels", () => {
  test.use({ locale: "ru-RU" });

  test("the page title, the search panel and the lint panel's heading speak the language", async ({ page }) => {
    await page.goto("./");
    await expect(page).toHaveTitle("Мастерская robots.txt");
    await page.getByRole("textbox", { name: "robots.txt editor" }).click();
    await page.keyboard.press("ControlOrMeta+f");
    await expect(page.getByRole("textbox", { name: "Найти" })).toBeVisible();
    await expect(page.getByRole("button", { name: "заменить все" })).toBeVisible();
    await page.keyboard.press("Escape");
    await setText(page, TYPO_FILE);
    await openLintPanel(page);
    await expect(page.getByRole("listbox", { name: "Замечания" })).toBeVisible();
    await languageSelect(page).selectOption("en");
    await expect(page).toHaveTitle("robots.txt workbench");
    await expect(page.getByRole("listbox", { name: "Diagnostics" })).toBeVisible();
  });
});

test.describe("in a Japanese browser", () => {
  test.use({ locale: "ja-JP" });

  test("the interface starts in Japanese, and an explicit choice wins over the browser", async ({ page }) => {
    await page.goto("./");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("tab", { name: "テスト" })).toBeVisible();
    await expect(languageSelect(page)).toHaveValue("ja");

    await languageSelect(page).selectOption("en");
    await expect(page.getByRole("tab", { name: "Test" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("tab", { name: "Test" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
