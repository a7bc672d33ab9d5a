import { readFile } from "node:fs/promises";
import { test, expect } from "./workbench-fixture";

test("bulk results export as CSV with verdicts and deciding lines", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/");
  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/\n/private/a");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();
  await wb.page.getByRole("button", { name: "Test 2 URLs" }).click();
  await expect(wb.page.getByText(/^Tested 2 URLs in/)).toBeVisible();

  const download = wb.page.waitForEvent("download");
  await wb.page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("robots-bulk.csv");
  const csv = await readFile((await file.path())!, "utf8");
  const [header, first, second] = csv.split("\r\n");
  expect(header.startsWith("url,other_origin,googlebot verdict,googlebot line,googlebot rule,googlebot group,googlebot expected")).toBe(true);
  expect(first.startsWith("/,,allowed,,")).toBe(true);
  expect(second.startsWith("/private/a,,blocked,2,Disallow: /private/,User-agent: *,")).toBe(true);
});

test("with a filter on, Export CSV asks for all rows or the rows shown", async ({ wb }) => {
  await wb.setText("User-agent: *\nDisallow: /private/");
  await wb.tab("Bulk").click();
  await wb.page.getByRole("textbox", { name: "URLs or paths, one per line" }).fill("/\n/private/a\n/private/b");
  await wb.page.getByRole("button", { name: "Use these URLs" }).click();
  await wb.page.getByRole("button", { name: "Test 3 URLs" }).click();
  await wb.page.getByRole("searchbox", { name: "Search URLs" }).fill("/private/a");
  await expect(wb.page.getByText("1 of 3 shown")).toBeVisible();

  await wb.page.getByRole("button", { name: "Export CSV" }).click();
  const menu = wb.page.getByRole("group", { name: "Export which rows?" });
  await expect(menu.getByRole("button", { name: "All 3 rows" })).toBeVisible();
  const download = wb.page.waitForEvent("download");
  await menu.getByRole("button", { name: "The 1 row shown" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  const rows = csv.trimEnd().split("\r\n");
  expect(rows).toHaveLength(2);
  expect(rows[1].startsWith("/private/a,,blocked,2,Disallow: /private/,User-agent: *,")).toBe(true);
});
