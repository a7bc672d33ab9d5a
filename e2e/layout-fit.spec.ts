/**
 * Results that fit: at 1440 px no table in any panel scrolls sideways (the matrix panels get
 * the room), the panel can take the whole width, the first column stays in view when a table
 * scrolls sideways on a phone, and on a phone the verdict and its deciding line are on the
 * first screen.
 */
import { test, expect, type Page } from "./workbench-fixture";

/** Every table box of the visible panel that is wider inside than it shows. */
function overflowingTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("#side-panel .table-wrap, #side-panel .vtable")]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.getAttribute("aria-label") ?? el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
  );
}

/**
 * The parts of the Bulk table's verdict cells that do not show whole: past their cell's edge
 * (the expectation pin ○ of the last crawler was cut off), or cut inside their own box.
 */
function cutCellParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const table = document.querySelector<HTMLElement>("[role=table][aria-label='Bulk test results']")!;
    // The verdict cells (a URL cell shortens its URL on purpose, the whole of it in its title).
    for (const cell of table.querySelectorAll<HTMLElement>("[role=cell]:not([title])")) {
      const box = cell.getBoundingClientRect();
      for (const part of cell.querySelectorAll<HTMLElement>(":scope > *:not(.sr-only)")) {
        const r = part.getBoundingClientRect();
        if (r.width === 0) continue;
        const text = (part.getAttribute("aria-label") ?? part.textContent ?? "").trim();
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push(`${text}: ${Math.round(r.left)}–${Math.round(r.right)} in a cell ${Math.round(box.left)}–${Math.round(box.right)}`);
        else if (part.scrollWidth > part.clientWidth + 1) out.push(`${text}: cut, ${part.scrollWidth} > ${part.clientWidth}`);
      }
    }
    return out;
  });
}

const URLS = Array.from({ length: 12 }, (_, i) =>
  i % 2 ? `/search/item-${i}?q=${"long-query-".repeat(3)}` : `https://example.com/private-images/photo-${i}.png`,
).join("\n");

test.describe("at 1440 × 900", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("no table in any panel overflows sideways", async ({ wb }) => {
    const page = wb.page;
    await wb.tab("Test").click();
    await page.getByText("If robots.txt answered…").click();
    await expect(page.getByRole("table").first()).toBeVisible();
    expect(await overflowingTables(page)).toEqual([]);

    await wb.tab("Compare").click();
    await expect(page.getByRole("table", { name: /^Verdicts for / }).first()).toBeVisible();
    expect(await overflowingTables(page)).toEqual([]);

    await wb.tab("Bulk").click();
    await page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill(URLS);
    await page.getByRole("button", { name: "Use these URLs" }).click();
    await page.getByRole("button", { name: "Test 12 URLs" }).click();
    await expect(page.getByRole("table", { name: "Bulk test results" }).getByRole("row")).toHaveCount(13);
    expect(await overflowingTables(page)).toEqual([]);
    // Five crawler columns, and each cell's verdict, line link and pin show whole.
    await expect(page.getByRole("table", { name: "Bulk test results" }).getByRole("columnheader")).toHaveCount(7);
    expect(await cutCellParts(page)).toEqual([]);

    await wb.tab("Outline").click();
    await expect(page.getByRole("tabpanel", { name: "Outline" })).toBeVisible();
    expect(await overflowingTables(page)).toEqual([]);

    await page.getByRole("button", { name: "Save version", exact: true }).first().click();
    await wb.tab("History").click();
    await expect(page.getByRole("tabpanel", { name: "History" })).toBeVisible();
    expect(await overflowingTables(page)).toEqual([]);
  });

  test("Full width gives the panel the whole window and gives the editor back", async ({ wb }) => {
    const page = wb.page;
    await wb.tab("Compare").click();
    const toggle = page.getByRole("button", { name: "Full width" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(wb.editor).toBeHidden();
    const panel = await wb.sidePanel.boundingBox();
    expect(panel!.width, JSON.stringify(panel)).toBeGreaterThan(1400);
    await toggle.click();
    await expect(wb.editor).toBeVisible();
  });

  test("the Bulk and History panels have the same 16 px inset as the others", async ({ wb }) => {
    const page = wb.page;
    for (const tab of ["Test", "Bulk", "History"]) {
      await wb.tab(tab).click();
      const inset = await page.evaluate(() => {
        const panel = document.querySelector<HTMLElement>("#side-panel [role=tabpanel] > :not(h2)")!;
        return getComputedStyle(panel).paddingLeft;
      });
      expect(inset, `${tab} panel`).toBe("16px");
    }
  });
});

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the verdict and its deciding line show on the first screen, under a two-row toolbar", async ({ wb }) => {
    const page = wb.page;
    await expect(wb.verdict).toBeVisible();
    const heading = await wb.verdict.boundingBox();
    const deciding = await page.getByText("Decided by").boundingBox();
    expect(heading!.y + heading!.height).toBeLessThanOrEqual(844);
    expect(deciding!.y + deciding!.height).toBeLessThanOrEqual(844);
    const toolbar = await page.getByRole("banner").boundingBox();
    expect(toolbar!.height).toBeLessThan(90);
    // The lint button keeps its count of engines.
    await expect(page.getByRole("button", { name: /Lint for 3 engines/ })).toBeVisible();
  });

  test("the crawler column stays in view while the compare table scrolls sideways", async ({ wb }) => {
    const page = wb.page;
    await wb.tab("Compare").click();
    const wrap = page.getByRole("region", { name: /^Verdicts for \/search\?q=robots: crawlers/ });
    await expect(wrap).toBeVisible();
    const before = await wrap.getByRole("rowheader", { name: /Googlebot-Image/ }).boundingBox();
    await wrap.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
    const after = await wrap.getByRole("rowheader", { name: /Googlebot-Image/ }).boundingBox();
    expect(Math.round(after!.x)).toBe(Math.round(before!.x));
  });
});
