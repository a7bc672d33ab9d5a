import { test, expect } from "./workbench-fixture";

test("the crawler picker searches by purpose and vendor", async ({ wb }) => {
  await wb.crawler.fill("images google");
  await expect(wb.page.getByRole("option", { name: /Googlebot-Image/ })).toBeVisible();
  await wb.page.getByRole("option", { name: /Googlebot-Image/ }).click();
  await expect(wb.crawler).toHaveValue("Googlebot-Image");
  await wb.testUrl("/private-images/cat.png");
  await expect(wb.verdict).toHaveText(/Blocked.*Googlebot-Image/);
});

test("a whole User-Agent header is read down to its crawler token", async ({ wb }) => {
  await wb.crawler.fill("Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)");
  await wb.crawler.press("Enter");
  await expect(wb.page.getByText(/From this header the token “GPTBot”/)).toBeVisible();
  await wb.testUrl("/anything");
  await expect(wb.verdict).toHaveText(/Blocked/);
});

test("a custom token that no group names falls back to the * group", async ({ wb }) => {
  await wb.crawler.fill("FooBot");
  await wb.crawler.press("Enter");
  await wb.testUrl("/search");
  await expect(wb.verdict).toHaveText(/Blocked for FooBot/);
});
