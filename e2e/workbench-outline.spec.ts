import { test, expect } from "./workbench-fixture";

test("clicking a group in the outline jumps to its User-agent line", async ({ wb }) => {
  await wb.tab("Outline").click();
  await wb.page.getByRole("button", { name: "User-agent: Googlebot-Image" }).click();
  await wb.expectCursorOnLine("User-agent: Googlebot-Image");
});

test("sitemaps are links that open safely", async ({ wb }) => {
  await wb.tab("Outline").click();
  const link = wb.page.getByRole("link", { name: "https://example.com/sitemap.xml" });
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});
