import { gzipSync } from "node:zlib";
import { test, expect } from "./workbench-fixture";

test("a gzipped sitemap becomes the URL list; a sitemap index lists its sitemaps", async ({ wb }) => {
  await wb.tab("Bulk").click();
  const urls = Array.from({ length: 500 }, (_, i) => `<url><loc>https://example.com/p/${i}?a=1&amp;b=2</loc></url>`);
  const sitemap = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>`;
  let chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open a list…" }).click();
  await (await chooser).setFiles({ name: "sitemap.xml.gz", mimeType: "application/gzip", buffer: gzipSync(sitemap) });
  await expect(wb.page.getByText("500 URLs from sitemap.xml.gz.")).toBeVisible();

  const index = `<sitemapindex><sitemap><loc>https://example.com/a.xml</loc></sitemap><sitemap><loc>https://example.com/b.xml</loc></sitemap></sitemapindex>`;
  chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open a list…" }).click();
  await (await chooser).setFiles({ name: "sitemap_index.xml", mimeType: "application/xml", buffer: Buffer.from(index) });
  const children = wb.page.getByRole("list", { name: "Sitemaps in the index" });
  await expect(children.getByRole("listitem")).toHaveCount(2);
  await expect(children).toContainText("https://example.com/b.xml");
});
