import { test, expect } from "./workbench-fixture";

test("after a bulk run each rule shows in the editor how many URLs it decided, and unused rules are marked", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/\nDisallow: /never/\nAllow: /private/open");
  await wb.tab("Bulk").click();
  const urls = ["/private/a", "/private/b", "/private/open/x", "/public"].join("\n");
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open a list…" }).click();
  await (await chooser).setFiles({ name: "urls.txt", mimeType: "text/plain", buffer: Buffer.from(urls) });
  await wb.page.getByRole("button", { name: "Test 4 URLs" }).click();
  await expect(wb.page.getByText(/^Tested 4 URLs in/)).toBeVisible();

  // Counts add up over the selected crawlers: two URLs for each of them here.
  await expect(wb.line(1)).toContainText(/decided \d+ URLs/);
  await expect(wb.line(2)).toContainText("decided no URL");
  await expect(wb.line(2)).toHaveClass(/cm-rt-unused-rule/);
  await expect(wb.line(3)).toContainText(/decided \d+ URLs?/);
  await expect(wb.line(3)).not.toHaveClass(/cm-rt-unused-rule/);
});

test("on a large file the coverage arrives after the table, and follows the file as it is edited", async ({ wb }) => {
  // Over 50,000 characters: the editor sets a large file's coverage in tasks of its own.
  const rules = ["User-agent: *", "Disallow: /private/", "Disallow: /never/", "Allow: /private/open"];
  for (let i = 0; i < 3_000; i++) rules.push(`Disallow: /generated/rule-${i}/`);
  const text = rules.join("\n");
  expect(text.length).toBeGreaterThan(50_000);
  const file = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open…", exact: true }).click();
  await (await file).setFiles({ name: "robots.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
  await expect(wb.editor).toContainText("/private/open");

  await wb.tab("Bulk").click();
  const urls = ["/private/a", "/private/b", "/private/open/x", "/generated/rule-0/x"].join("\n");
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open a list…" }).click();
  await (await chooser).setFiles({ name: "urls.txt", mimeType: "text/plain", buffer: Buffer.from(urls) });
  await wb.page.getByRole("button", { name: "Test 4 URLs" }).click();
  await expect(wb.page.getByText(/^Tested 4 URLs in/)).toBeVisible();

  await expect(wb.line(1)).toContainText(/decided \d+ URLs/);
  await expect(wb.line(2)).toContainText("decided no URL");
  await expect(wb.line(2)).toHaveClass(/cm-rt-unused-rule/);
  await expect(wb.line(4)).toContainText(/decided \d+ URLs?/);
  await expect(wb.line(5)).toContainText("decided no URL");

  // An edit above the rules moves the counts with their lines.
  await wb.line(0).click();
  await wb.page.keyboard.press("Home");
  await wb.page.keyboard.insertText("# a comment\n");
  await expect(wb.line(0)).toHaveText("# a comment");
  await expect(wb.line(2)).toContainText(/decided \d+ URLs/);
  await expect(wb.line(3)).toContainText("decided no URL");
});
