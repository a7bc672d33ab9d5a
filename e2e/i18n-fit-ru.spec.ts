/**
 * Russian texts that a box could clip without any overflow to measure (a select shows its
 * chosen option, an input its placeholder, cut at the edge): the Read as box and the History
 * name field, at 1440 × 900 and 390 × 844. The text is measured with the box's own font.
 */
import { test, expect, type Locator } from "./workbench-fixture";

/** The width of each text in the element's font, and the room the element gives it. */
function fit(locator: Locator, which: "options" | "placeholder") {
  return locator.evaluate((el, kind) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const texts =
      kind === "options" ? [...(el as HTMLSelectElement).options].map((o) => o.text) : [(el as HTMLInputElement).placeholder];
    return texts.map((text) => ({ text, width: Math.ceil(ctx.measureText(text).width), room }));
  }, which);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`Russian at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ locale: "ru-RU", viewport });

    test("the Read as box shows every reading whole, the History name field its whole placeholder", async ({ wb }) => {
      const page = wb.page;
      await expect(wb.tab("Тест")).toBeVisible();
      const readAs = page.getByRole("combobox", { name: "Трактовка" });
      await expect(readAs).toBeVisible();
      for (const option of await fit(readAs, "options")) {
        // Chromium draws the arrow inside the padding on the right; the text needs the rest.
        expect(option.width, `"${option.text}" in the Read as box`).toBeLessThanOrEqual(option.room);
      }

      await wb.tab("Версии").click();
      const name = page.getByRole("textbox", { name: "Название версии" });
      await expect(name).toBeVisible();
      const [placeholder] = await fit(name, "placeholder");
      expect(placeholder.text).not.toBe("");
      expect(placeholder.width, `"${placeholder.text}" in the name field`).toBeLessThanOrEqual(placeholder.room);
    });
  });
}
