/**
 * A large file's Findings impact summary and Compare grid are worked out by the panel worker
 * (src/state/panel-service.ts), not in the page's main thread: each compiles the file for
 * several crawlers and engines, one task of 320–450 ms on a 20,000-rule file. The panels show
 * the same facts as for a small file, and follow an edit.
 */
import { test, expect } from "./workbench-fixture";

/** A file past the size where the panels' work goes to a worker (100,000 characters). */
function largeFile(): string {
  const lines = ["User-agent: *", "Disallow: /private/"];
  for (let i = 0; lines.join("\n").length < 150_000; i++) lines.push(`Disallow: /section-${i}/item-*.html$`);
  lines.push("", "User-agent: GPTBot", "Disallow: /", "", "User-agent: Googlebot", "Disallow: /only-for-google/", "Sitemap: https://example.com/sitemap.xml");
  return lines.join("\n") + "\n";
}

test("a large file's impact summary and Compare grid come from the panel worker and follow an edit", async ({ wb, page }) => {
  test.setTimeout(90_000);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await wb.openFile(largeFile(), "Disallow: /private/");

  await wb.openTab("Findings");
  const impact = page.getByRole("region", { name: "Impact" });
  await expect(impact.getByRole("listitem").filter({ hasText: "Blocked from the whole site:" })).toContainText("GPTBot");
  await expect(impact.getByRole("listitem").filter({ hasText: "May crawl the home page:" })).toContainText("Googlebot");
  await expect(impact.getByRole("listitem").filter({ hasText: "1 sitemap declared:" })).toContainText("https://example.com/sitemap.xml");
  expect(workers.filter((url) => /panel\.worker/.test(url)), workers.join(", ")).toHaveLength(1);

  await wb.openTab("Compare");
  const grid = page.getByRole("table", { name: /Verdicts for/ }).first();
  await expect(grid).toBeVisible();
  await expect(grid.getByRole("row").filter({ hasText: "GPTBot" })).toContainText("Blocked");

  // An edit reaches the worker: GPTBot allowed the home page.
  await wb.openFile(largeFile().replace("User-agent: GPTBot\nDisallow: /\n", "User-agent: GPTBot\nAllow: /\n"), "Disallow: /private/");
  await wb.openTab("Findings");
  await expect(impact.getByRole("listitem").filter({ hasText: "May crawl the home page:" })).toContainText("GPTBot");
});
