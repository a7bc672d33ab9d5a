/**
 * Spacing and polish of the Bulk and History panels: no button stretches across the panel
 * (the empty Bulk panel's expectation buttons did), and the History comparison's From and To
 * labels line up with each other and with their boxes. At 1440 × 900 and 390 × 844.
 */
import { test, expect, type Locator } from "./workbench-fixture";

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "has a box").not.toBeNull();
  return b!;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test("the empty Bulk panel's buttons are as wide as their labels, not the panel", async ({ wb }) => {
      const page = wb.page;
      await wb.tab("Bulk").click();
      const panel = page.getByRole("tabpanel", { name: "Bulk" });
      await expect(panel.getByRole("button", { name: "Import expectations…" })).toBeVisible();
      const width = (await box(panel)).width;
      for (const name of ["Export expectations", "Import expectations…", "Use these URLs", "Open a list…"]) {
        const button = await box(panel.getByRole("button", { name, exact: true }));
        expect(button.width, `${name}: ${button.width} of ${width}`).toBeLessThan(width * 0.6);
      }
      // The two expectation buttons sit side by side when there is room.
      const exp = await box(panel.getByRole("button", { name: "Export expectations" }));
      const imp = await box(panel.getByRole("button", { name: "Import expectations…" }));
      if (viewport.width > 1000) expect(Math.abs(exp.y - imp.y)).toBeLessThan(1);
    });

    test("the History comparison's From and To labels line up", async ({ wb }) => {
      const page = wb.page;
      await wb.tab("History").click();
      const panel = page.getByRole("tabpanel", { name: "History" });
      await panel.getByRole("button", { name: "Save version", exact: true }).click();
      const from = panel.getByRole("combobox", { name: "From" });
      const to = panel.getByRole("combobox", { name: "To" });
      await expect(to).toBeVisible();
      const fromLabel = await box(panel.getByText("From", { exact: true }));
      const toLabel = await box(panel.getByText("To", { exact: true }));
      const fromBox = await box(from);
      const toBox = await box(to);
      // Each label starts where its box starts, just above it.
      expect(Math.abs(fromLabel.x - fromBox.x)).toBeLessThan(1);
      expect(Math.abs(toLabel.x - toBox.x)).toBeLessThan(1);
      expect(fromBox.y - (fromLabel.y + fromLabel.height)).toBeLessThan(8);
      expect(toBox.y - (toLabel.y + toLabel.height)).toBeLessThan(8);
      // Side by side, the two pairs share a line.
      if (Math.abs(fromBox.y - toBox.y) < fromBox.height) {
        expect(Math.abs(fromLabel.y - toLabel.y)).toBeLessThan(1);
        expect(Math.abs(fromBox.y - toBox.y)).toBeLessThan(1);
      }
    });
  });
}
