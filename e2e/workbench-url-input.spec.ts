import { test, expect } from "./workbench-fixture";

test("a URL that is neither a path nor http(s) gets a message under the field", async ({ wb }) => {
  await wb.testUrl("mailto:someone@example.com");
  await expect(wb.url).toHaveAttribute("aria-invalid", "true");
  await expect(wb.url).toHaveAccessibleDescription(/http/i);
  await expect(wb.verdict).toHaveCount(0);
});

test("a URL on another origin is flagged as not governed by this file", async ({ wb }) => {
  await wb.testUrl("https://other.example/search");
  await expect(wb.url).toHaveAccessibleDescription(/does not govern/);
  await expect(wb.url).toHaveAttribute("aria-invalid", "false");
});

test("a path is read against the origin field", async ({ wb }) => {
  await wb.origin.fill("https://shop.example");
  await wb.testUrl("/search/about?x=1");
  await expect(wb.page.getByText("https://shop.example/search/about?x=1").first()).toBeVisible();
});

test("the URL and origin fields are set in a monospaced font, as paths are in the results", async ({ wb }) => {
  await expect(wb.url).toHaveCSS("font-family", /monospace/);
  await expect(wb.origin).toHaveCSS("font-family", /monospace/);
});
