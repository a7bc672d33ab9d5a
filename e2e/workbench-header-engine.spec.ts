import { test, expect } from "./workbench-fixture";

/**
 * A whole bingbot header in the crawler field is read as Bing everywhere: the Test verdict and
 * its "read as" label, the editor's group bars, Compare and Bulk. Under Google `/robots.txt` is
 * always allowed; under Bing the file's `Disallow: /` blocks it, so every place shows which
 * engine it used.
 */
const HEADER = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

test("a bingbot header reads as Bing in Test, the group bars, Compare and Bulk", async ({ wb }) => {
  await wb.setText("User-agent: bingbot\nDisallow: /\n");
  await wb.crawler.fill(HEADER);
  await wb.crawler.press("Enter");
  await wb.testUrl("/robots.txt");

  // Test: the verdict, the engine it names and the "read as" choice agree.
  await expect(wb.verdict).toHaveText(/Blocked for bingbot, read as Bing/);
  await expect(wb.readAs.getByRole("option", { name: "The crawler's own (Bing)" })).toHaveCount(1);

  // The editor's group bars are drawn under the same engine.
  await expect(wb.page.getByTitle("Group 1 under Bing, lines 1–2: bingbot").first()).toBeAttached();

  // Compare: the header's row marks Bing as its own engine and Bing blocks.
  await wb.page.getByRole("button", { name: "Compare this crawler" }).click();
  await wb.tab("Compare").click();
  const table = wb.page.getByRole("table", { name: "Verdicts for /robots.txt: crawlers in rows, engines in columns" });
  const row = table.getByRole("row").filter({ has: wb.page.getByRole("rowheader", { name: /bingbot\/2\.0/ }) });
  await expect(row.getByRole("rowheader")).toHaveText(/bingbot\.htm\)\s*Bing$/);

  // Bulk: the header's column is read as Bing too.
  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/robots.txt");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();
  await wb.page.getByRole("button", { name: "Test 1 URL" }).click();
  await expect(wb.page.getByText(`${HEADER}: 1 of 1 blocked`)).toBeVisible();
  await expect(wb.page.getByText("Googlebot: 0 of 1 blocked")).toBeVisible();
});
