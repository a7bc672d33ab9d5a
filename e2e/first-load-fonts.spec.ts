/**
 * index.html's font primer covers the fonts of the first load: every text the first load
 * shows (the first screen, the side panel, the status table, the editor's deferred parts, the
 * language select's option), on a phone and on a desktop screen, in English, Japanese and
 * Russian, is set in a font (style, weight, size, family stack) one of the primer's spans was
 * laid out in before, and a font that shows CJK text (a fallback font: a call of its own to
 * find it) had CJK text in its span. The primer leaves the page once done (src/app/font-primer.ts).
 * A first load in English or Russian lays out no CJK text at all, primer included: the one
 * task that found a Japanese font took 23–34 ms of wall time (src/ui/LanguageSwitcher.tsx).
 */
import { test, expect, Workbench, type Browser } from "./workbench-fixture";

type Fonts = Record<string, string>;

/** The fonts of the rendered text (and form controls) on the page, each with its CJK characters. */
const PAGE_FONTS = () => {
  const out: Record<string, string> = {};
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  const add = (el: Element, text: string) => {
    const s = getComputedStyle(el);
    const key = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    out[key] = (out[key] ?? "") + [...text].filter((ch) => cjk.test(ch)).join("");
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const el = node.parentElement;
    if (el === null || !node.textContent?.trim() || el.closest("option, select") !== null) continue;
    // Text that is not laid out finds no font.
    if (el.getClientRects().length === 0) continue;
    add(el, node.textContent);
  }
  // A select lays out every option's text in its own font, to size itself.
  for (const select of document.querySelectorAll("select")) {
    if (select.getClientRects().length > 0) add(select, select.textContent ?? "");
  }
  return out;
};

/**
 * Records each primer span as the page lays it out (src/app/font-primer.ts adds `is-primed`):
 * its font and its text, Japanese added included. Installed before the page's scripts run.
 */
const RECORD_PRIMER = () => {
  const primed: Record<string, string> = {};
  Object.assign(window, { __primed: primed });
  new MutationObserver((records) => {
    for (const record of records) {
      const span = record.target as Element;
      if (!span.classList.contains("is-primed") || !span.parentElement?.classList.contains("font-primer")) continue;
      const s = getComputedStyle(span);
      const key = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      primed[key] = (primed[key] ?? "") + (span.textContent ?? "");
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
};

async function firstLoad(browser: Browser, viewport: { width: number; height: number }, locale: string) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  await page.addInitScript(RECORD_PRIMER);
  const wb = new Workbench(page);
  await wb.open();
  // The parts drawn after the first screen: the matching rules and status tables, the lint
  // gutter. The language select has its own language's option until it is focused or pressed.
  await expect(page.getByRole("table")).toHaveCount(2);
  await expect(wb.lintMarkers.first()).toBeVisible();
  await expect(wb.language.getByRole("option")).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.querySelector(".font-primer") === null), { message: "the primer leaves" }).toBe(true);
  const fonts: Fonts = await page.evaluate(PAGE_FONTS);
  const primer = await page.evaluate(() => (window as unknown as { __primed: Fonts }).__primed);
  await context.close();
  return { fonts, primer };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

for (const [name, viewport, locale] of [
  ["an English first load on a phone", { width: 412, height: 823 }, "en-US"],
  ["an English first load on a desktop screen", { width: 1440, height: 900 }, "en-US"],
  ["a Japanese first load on a phone", { width: 412, height: 823 }, "ja-JP"],
  ["a Russian first load on a desktop screen", { width: 1440, height: 900 }, "ru-RU"],
] as const) {
  test(`the font primer lays out every font of ${name}, with CJK text where it shows some`, async ({ browser }) => {
    const { fonts, primer } = await firstLoad(browser, viewport, locale);
    expect(Object.keys(primer).length, "the primer laid out its spans").toBeGreaterThan(0);
    const missing = Object.keys(fonts).filter((key) => primer[key] === undefined);
    expect(missing, "fonts shown that the primer did not lay out (style weight size family)").toEqual([]);
    // One CJK character finds the fallback font for a font; the rest comes from the same one.
    const unprimed = Object.keys(fonts).filter((key) => CJK.test(fonts[key]) && !CJK.test(primer[key]));
    expect(unprimed, "fonts showing CJK text whose primer span had none").toEqual([]);
  });
}

for (const [name, viewport, locale] of [
  ["an English first load on a phone", { width: 412, height: 823 }, "en-US"],
  ["an English first load on a desktop screen", { width: 1440, height: 900 }, "en-US"],
  ["a Russian first load on a phone", { width: 412, height: 823 }, "ru-RU"],
] as const) {
  test(`${name} lays out no CJK text, in the page or the primer`, async ({ browser }) => {
    const { fonts, primer } = await firstLoad(browser, viewport, locale);
    const shown = Object.entries(fonts).filter(([, text]) => CJK.test(text));
    expect(shown, "fonts showing CJK text on the page").toEqual([]);
    const primed = Object.entries(primer).filter(([, text]) => CJK.test(text));
    expect(primed, "primer spans with CJK text").toEqual([]);
  });
}
