/**
 * index.html's font primer covers the fonts of the first load: every text the first load
 * shows (the first screen, the side panel, the status table, the editor's deferred parts, the
 * language select's options), on a phone and on a desktop screen, is set in a font (style,
 * weight, size, family stack) one of the primer's spans has, and every CJK character it shows
 * is in that span (those need a fallback font: a call of its own to find it). The primer has
 * done its work and left the page once the app is up (src/app/font-primer.ts).
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

/** The fonts of the primer's spans in the page's HTML as served, each with its characters. */
const PRIMER_FONTS = async () => {
  const html = await (await fetch(location.href)).text();
  const primer = new DOMParser().parseFromString(html, "text/html").querySelector(".font-primer");
  if (primer === null) return null;
  const copy = document.importNode(primer, true);
  document.body.append(copy);
  const out: Record<string, string> = {};
  for (const span of copy.children) {
    span.classList.add("is-primed");
    const s = getComputedStyle(span);
    const key = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    out[key] = (out[key] ?? "") + (span.textContent ?? "");
  }
  copy.remove();
  return out;
};

async function firstLoad(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const wb = new Workbench(page);
  await wb.open();
  // The parts drawn after the first screen: the status table, the lint gutter, all languages.
  await expect(page.getByRole("table", { name: "Each engine's reaction to robots.txt fetch outcomes" })).toBeVisible();
  await expect(wb.lintMarkers.first()).toBeVisible();
  await expect(wb.language.getByRole("option")).toHaveCount(3);
  const primerGone = await page.evaluate(() => document.querySelector(".font-primer") === null);
  const fonts: Fonts = await page.evaluate(PAGE_FONTS);
  const primer: Fonts | null = await page.evaluate(PRIMER_FONTS);
  await context.close();
  return { primerGone, fonts, primer };
}

for (const [name, viewport] of [
  ["a phone", { width: 412, height: 823 }],
  ["a desktop screen", { width: 1440, height: 900 }],
] as const) {
  test(`the font primer covers every font the first load shows on ${name}`, async ({ browser }) => {
    const { primerGone, fonts, primer } = await firstLoad(browser, viewport);
    expect(primer, "index.html has a .font-primer").not.toBeNull();
    expect(primerGone, "the primer is gone once the app is up").toBe(true);
    const missing = Object.keys(fonts).filter((key) => primer![key] === undefined);
    expect(missing, `fonts the primer lacks (style weight size family)`).toEqual([]);
    for (const [key, chars] of Object.entries(fonts)) {
      const lacking = [...new Set(chars)].filter((ch) => !primer![key].includes(ch));
      expect(lacking, `CJK characters shown in ${key} and not in its primer span`).toEqual([]);
    }
  });
}
