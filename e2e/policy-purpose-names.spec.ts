/**
 * The policy dialog names its purposes alike: every purpose heading starts with a capital
 * letter in English and Russian ("Search", "AI training", not "search" beside "AI training"),
 * and in Japanese none falls back to an English word.
 */
import { test, expect } from "./workbench-fixture";

const CASES = [
  { locale: "en", open: "Crawler policy…", first: "Search" },
  { locale: "ru", open: "Политика для краулеров…", first: "Поиск" },
  { locale: "ja", open: "クローラーポリシー…", first: "検索" },
] as const;

for (const c of CASES) {
  test(`purpose headings are capitalised alike (${c.locale})`, async ({ wb }) => {
    const page = wb.page;
    await wb.useLanguage(c.locale);
    await page.getByRole("button", { name: c.open }).click();
    const dialog = page.getByRole("dialog");
    // A purpose is a group (a fieldset) of radio buttons; the presets' group has none.
    const purposes = dialog.getByRole("group").filter({ has: page.getByRole("radio") });
    await expect(purposes.first()).toBeVisible();
    // The heading's own text (its legend's first text), without the crawler count beside it.
    const names = await purposes.evaluateAll((els) => els.map((el) => (el.querySelector("legend")?.firstChild?.textContent ?? "").trim()));
    expect(names.length).toBeGreaterThan(10);
    expect(names[0]).toBe(c.first);
    for (const name of names) {
      if (c.locale === "ja") expect(name, name).not.toMatch(/^[a-z]/);
      else expect(name.charAt(0), name).toBe(name.charAt(0).toLocaleUpperCase(c.locale));
    }
  });
}
