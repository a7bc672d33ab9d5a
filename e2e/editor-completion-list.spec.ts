/**
 * The completion list's length in the page: a long list keeps only a few options in the DOM
 * at a time (it is built again at each keystroke while open), and the arrow keys and typing
 * still reach every option, in the list's order.
 */
import { test, expect } from "./workbench-fixture";

// 30 rules with a path each, used once: after `Disallow: ` the list offers the 30 paths in
// their order, then `/`.
const PATHS = Array.from({ length: 30 }, (_, i) => `/p${String(i).padStart(2, "0")}`);

test("a long completion list holds at most 16 options at a time; the arrow keys reach every one, in order", async ({ wb }) => {
  const page = wb.page;
  await wb.pasteText(["User-agent: *", ...PATHS.map((p) => `Disallow: ${p}`), ""].join("\n"));
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("Disallow: ");
  const list = page.getByRole("listbox");
  const selected = list.getByRole("option", { selected: true });
  await expect(selected).toHaveText(/^\/p00/);
  expect(await list.getByRole("option").count()).toBeLessThanOrEqual(16);

  // The first arrow key may come within CodeMirror's short delay after the list opened, when
  // it is not the list's yet (the cursor, at the end of the text, stays put).
  await expect(async () => {
    await page.keyboard.press("ArrowDown");
    await expect(selected).toHaveText(/^\/p01/, { timeout: 500 });
  }).toPass();
  for (const path of [...PATHS.slice(2), "/"]) {
    await page.keyboard.press("ArrowDown");
    await expect(selected).toHaveText(new RegExp(`^${path}(?!\\d)`));
    await expect(selected).toBeInViewport();
    expect(await list.getByRole("option").count()).toBeLessThanOrEqual(16);
  }

  // Typing narrows the list to a path that was not in the DOM at first.
  await page.keyboard.press("Escape");
  await page.keyboard.type("/p2");
  await expect(list.getByRole("option")).toHaveCount(10);
  await expect(list.getByRole("option").last()).toHaveText(/^\/p29/);
});
