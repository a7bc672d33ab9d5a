import { test, expect } from "./workbench-fixture";

test("the deciding line is labelled in words, not only in colour", async ({ wb }) => {
  await wb.testUrl("/search/results");
  await expect(wb.editor.getByText(/✗ blocks \(line \d+\)/)).toBeVisible();
  await wb.testUrl("/search/about");
  await expect(wb.editor.getByText(/✓ allows \(line \d+\)/)).toBeVisible();
});

test("a verdict that follows an edit leaves the view where the edit is; a new URL brings its line into view", async ({ wb }) => {
  await wb.testUrl("/search/results");
  // Long enough that the editor draws only the lines in view.
  const rules = Array.from({ length: 4000 }, (_, i) => `Disallow: /section-${i}/page`).join("\n");
  await wb.pasteText(`User-agent: *\nDisallow: /search/res\n${rules}\n# the end of the paste`);
  // The pasted text's verdict has arrived (line 2 decides) and the view is still at the paste's end.
  await expect(wb.page.getByRole("button", { name: /line 2\s*Disallow: \/search\/res/ })).toBeVisible();
  await expect(wb.editor).toContainText("# the end of the paste");
  await expect(wb.editor).not.toContainText("Disallow: /search/res");
  await wb.testUrl("/search/resolved");
  await expect(wb.editor.getByText("✗ blocks (line 2)")).toBeVisible();
});
