import { test, expect } from "./workbench-fixture";

/** A file past the size where the verdict is worked out in a worker (100,000 characters). */
function largeFile(): string {
  const lines = ["User-agent: *", "Disallow: /private/"];
  for (let i = 0; lines.join("\n").length < 150_000; i++) lines.push(`Disallow: /section-${i}/item-*.html$`);
  lines.push("Allow: /private/open/", "", "User-agent: Googlebot", "Disallow: /only-for-google/");
  return lines.join("\n") + "\n";
}

test("a large file's verdict (worked out in a worker) names its deciding line and follows the URL and edits", async ({ wb }) => {
  const text = largeFile();
  const lastLine = text.split("\n").length - 1;
  await wb.openFile(text, "Disallow: /private/");
  await wb.testUrl("/only-for-google/x");
  await expect(wb.verdict).toHaveText(/Blocked/);
  await expect(wb.page.getByRole("button", { name: new RegExp(`line ${lastLine.toLocaleString("en")}\\s*Disallow: /only-for-google/`) })).toBeVisible();
  // The group's user-agent line, with its text.
  await expect(wb.page.getByRole("button", { name: /User-agent: Googlebot/ })).toBeVisible();

  await wb.pickCrawler("bingbot", /bingbot/i);
  await wb.testUrl("/private/open/a");
  await expect(wb.verdict).toHaveText(/Allowed/);
  await expect(wb.page.getByRole("button", { name: /Allow: \/private\/open\// })).toBeVisible();

  // Only that line changes, and the view stays on it: the verdict that follows does not move it.
  await wb.openFile(text.replace("Allow: /private/open/\n", "Allow: /private/opened/\n"), "Allow: /private/opened/");
  await expect(wb.verdict).toHaveText(/Blocked/);
  await expect(wb.page.getByRole("button", { name: /line 2\s*Disallow: \/private\// })).toBeVisible();
});
