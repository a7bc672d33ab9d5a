/**
 * The Read as box shows every reading whole, in English, Japanese and Russian, on a phone
 * (390 × 844; it showed "The crawler's own (Go") and on a desk (1440 × 900); and making room
 * for it on the phone does not push the verdict or its deciding line off the first screen
 * (in Russian the reading's own row did: the verdict sat at 861 px of 844).
 */
import { test, expect, type Locator } from "./workbench-fixture";
import { uiMessages as enUi } from "../src/i18n/en/ui.ts";
import { uiMessages as jaUi } from "../src/i18n/ja/ui.ts";
import { uiMessages as ruUi } from "../src/i18n/ru/ui.ts";

const TEXTS = { en: enUi, ja: jaUi, ru: ruUi } as const;
const BROWSER_LOCALE = { en: "en-US", ja: "ja-JP", ru: "ru-RU" } as const;

/** Each option's text width in the select's font, and the room the closed select gives it. */
function optionsFit(select: Locator) {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return [...el.options].map((o) => ({ text: o.text, width: Math.ceil(ctx.measureText(o.text).width), room }));
  });
}

for (const locale of ["en", "ja", "ru"] as const) {
  const text = (code: string) => String(TEXTS[locale][code]);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`${locale} at ${viewport.width} × ${viewport.height}`, () => {
      test.use({ locale: BROWSER_LOCALE[locale], viewport, hasTouch: viewport.width < 500 });

      test("every reading shows whole in the Read as box; the verdict and its deciding line are on the first screen", async ({ wb, page }) => {
        await expect(wb.root).toHaveAttribute("lang", locale);
        const readAs = page.getByRole("combobox", { name: text("ui.test.engine") });
        await expect(readAs).toBeVisible();
        for (const option of await optionsFit(readAs)) {
          expect(option.width, `"${option.text}" in the Read as box`).toBeLessThanOrEqual(option.room);
        }
        await expect(wb.verdict).toBeVisible();
        const heading = (await wb.verdict.boundingBox())!;
        const deciding = (await wb.verdictCard.getByText(text("ui.test.decidingLine"), { exact: true }).boundingBox())!;
        expect(heading.y + heading.height, "the verdict's bottom").toBeLessThanOrEqual(viewport.height);
        expect(deciding.y + deciding.height, "the deciding line's bottom").toBeLessThanOrEqual(viewport.height);
      });
    });
  }
}
