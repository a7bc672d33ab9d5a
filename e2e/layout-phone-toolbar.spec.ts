/**
 * The toolbar on a phone (390 × 844), in English, Japanese and Russian: no part of it scrolls
 * sideways or is cut off at an edge (the file actions' strip used to scroll, "Crawler
 * policy…" half out of view); the actions that do not fit in the second row are one tap away
 * under "More", whole; and the language select shows its language's whole name, on a phone
 * and on a desk (it showed "Englis", "Русск").
 */
import { test, expect, BROWSER_LOCALE, optionsFit, type Page } from "./workbench-fixture";
import { uiMessages as enUi } from "../src/i18n/en/ui.ts";
import { uiMessages as jaUi } from "../src/i18n/ja/ui.ts";
import { uiMessages as ruUi } from "../src/i18n/ru/ui.ts";
import { filesMessages as enFiles } from "../src/i18n/en/files.ts";
import { filesMessages as jaFiles } from "../src/i18n/ja/files.ts";
import { filesMessages as ruFiles } from "../src/i18n/ru/files.ts";

const TEXTS = {
  en: { ...enUi, ...enFiles },
  ja: { ...jaUi, ...jaFiles },
  ru: { ...ruUi, ...ruFiles },
} as const;

/**
 * The toolbar's controls that are drawn but not wholly in view: past the window's edge, or cut
 * by a box of the toolbar that clips (a strip scrolling sideways).
 */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!;
    const out: string[] = [];
    for (const el of header.querySelectorAll<HTMLElement>("button, select, [role=status]")) {
      if (el.closest(".sr-only")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = (el.textContent ?? "").replace(/\s+/g, " ").trim() || el.tagName;
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) out.push(`${name}: ${Math.round(box.left)}–${Math.round(box.right)} in a ${window.innerWidth} px window`);
      for (let up = el.parentElement; up && up !== header.parentElement; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = up.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || up.scrollWidth > up.clientWidth + 1) {
          out.push(`${name}: cut by ${up.className || up.tagName} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(clip.left)}–${Math.round(clip.right)}, scrolls ${up.scrollWidth} > ${up.clientWidth})`);
          break;
        }
      }
    }
    return out;
  });
}


for (const locale of ["en", "ja", "ru"] as const) {
  const text = (code: string) => String(TEXTS[locale][code]);

  test.describe(`${locale} on a phone (390 × 844)`, () => {
    test.use({ locale: BROWSER_LOCALE[locale], viewport: { width: 390, height: 844 }, hasTouch: true });

    test("the toolbar is two rows, nothing in it scrolls or is cut off, and More shows the rest whole", async ({ wb, page }) => {
      await expect(wb.root).toHaveAttribute("lang", locale);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("button", { name: text("files.open") })).toBeVisible();
      expect(await cutOff(page)).toEqual([]);
      expect((await banner.boundingBox())!.height).toBeLessThan(90);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      const policy = banner.getByRole("button", { name: text("policy.open") });
      const more = banner.getByRole("button", { name: text("ui.toolbar.more") });
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await more.click();
      await expect(more).toHaveAttribute("aria-expanded", "true");
      for (const name of ["files.loadUrl", "files.paste", "policy.open", "files.download", "files.copy", "files.saveVersion", "ui.format"]) {
        await expect(banner.getByRole("button", { name: text(name), exact: true })).toBeVisible();
      }
      expect(await cutOff(page)).toEqual([]);
      await policy.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(policy).toBeFocused();

      await more.click();
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await expect(policy).toBeHidden();
    });
  });

  test.describe(`${locale} at 1440 × 900`, () => {
    test.use({ locale: BROWSER_LOCALE[locale], viewport: { width: 1440, height: 900 } });

    test("on a desk every file action shows in the toolbar, with no More", async ({ wb, page }) => {
      await expect(wb.root).toHaveAttribute("lang", locale);
      const banner = page.getByRole("banner");
      for (const name of ["files.open", "files.loadUrl", "files.paste", "policy.open", "files.download", "files.copy", "files.share", "files.saveVersion", "ui.format"]) {
        await expect(banner.getByRole("button", { name: text(name), exact: true })).toBeVisible();
      }
      await expect(banner.getByRole("button", { name: text("ui.toolbar.more") })).toBeHidden();
      expect(await cutOff(page)).toEqual([]);
    });
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`${locale} at ${viewport.width} × ${viewport.height}`, () => {
      test.use({ locale: BROWSER_LOCALE[locale], viewport });

      test("the language select shows each language's whole name", async ({ wb }) => {
        await expect(wb.root).toHaveAttribute("lang", locale);
        await expect(wb.language).toBeVisible();
        // The other languages' options come when the select is focused.
        await wb.language.focus();
        await expect(wb.language.getByRole("option")).toHaveCount(3);
        for (const option of await optionsFit(wb.language)) {
          expect(option.width, `"${option.text}" in the language select`).toBeLessThanOrEqual(option.room);
        }
      });
    });
  }
}

/**
 * The language select starts with its own language's option only, and the others come when it
 * is focused or pressed, before its list opens: sizing a select measures every option, and
 * "日本語" makes the page look for a Japanese font, the slowest font look-up of a first load
 * (src/ui/LanguageSwitcher.tsx). Nothing is missing when the select is used, and its box does
 * not move when the options come.
 */
for (const [screen, viewport] of [
  ["a phone (412 × 823, Lighthouse's screen)", { width: 412, height: 823 }],
  ["a desktop screen", { width: 1440, height: 900 }],
] as const) {
  test.describe(`the language select on ${screen}`, () => {
    test.use({ viewport, hasTouch: true });

    test("it has one option until focused, then every language, in the same box", async ({ wb, page }) => {
      await wb.open();
      await expect(wb.language).toBeVisible();
      // Loaded and settled, it still has only its own language.
      await expect(wb.lintMarkers.first()).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(2);
      await expect(wb.language.getByRole("option")).toHaveCount(1);
      await expect(wb.language).toHaveValue("en");
      const before = await wb.language.boundingBox();
      await wb.language.focus();
      await expect(wb.language.getByRole("option")).toHaveCount(3);
      expect(await wb.language.boundingBox()).toEqual(before);
      await wb.language.selectOption("ru");
      await expect(wb.root).toHaveAttribute("lang", "ru");
      await expect(wb.language).toHaveValue("ru");
    });

    test("pressed, it has every language", async ({ wb }) => {
      await wb.open();
      await expect(wb.language.getByRole("option")).toHaveCount(1);
      await wb.language.dispatchEvent("pointerdown");
      await expect(wb.language.getByRole("option")).toHaveCount(3);
    });

    test("reached with the keyboard, the arrow keys change the language", async ({ wb, page }) => {
      await wb.open();
      await expect(wb.language.getByRole("option")).toHaveCount(1);
      // Tab from the control before it in the toolbar.
      await wb.language.evaluate((select: HTMLSelectElement) => {
        const all = [...document.querySelectorAll<HTMLElement>("button, select, a[href], input, [tabindex='0']")];
        all[all.indexOf(select) - 1]?.focus();
      });
      await page.keyboard.press("Tab");
      await expect(wb.language).toBeFocused();
      await expect(wb.language.getByRole("option")).toHaveCount(3);
      await page.keyboard.press("ArrowDown");
      await expect(wb.root).toHaveAttribute("lang", "ja");
    });
  });
}
