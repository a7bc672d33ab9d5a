import { test, expect } from "./workbench-fixture";

test("a robots.txt the browser cannot read gives a plain notice with other ways in", async ({ wb }) => {
  await wb.page.route("https://unreachable.example/**", (route) => route.abort("failed"));
  const before = await wb.editor.textContent();
  await wb.page.getByRole("button", { name: "Load URL…" }).click();
  const dialog = wb.page.getByRole("dialog", { name: "Load robots.txt from a site" });
  await dialog.getByRole("textbox", { name: "Site or robots.txt address" }).fill("unreachable.example");
  await dialog.getByRole("button", { name: "Load", exact: true }).click();
  const notice = wb.page.getByRole("alert").filter({ hasText: "could not read https://unreachable.example/robots.txt" });
  await expect(notice).toContainText("CORS");
  await expect(notice.getByRole("button", { name: "Paste…" })).toBeVisible();
  await expect(notice.getByRole("button", { name: "Open…" })).toBeVisible();
  expect(await wb.editor.textContent()).toBe(before);
  await notice.getByRole("button", { name: "Status simulation" }).click();
  await expect(wb.tab("Test")).toHaveAttribute("aria-selected", "true");
});
