import { test, expect } from "./workbench-fixture";

test("a robots.txt loaded from a site becomes the draft and its origin the file's origin", async ({ wb }) => {
  await wb.page.route("https://shop.example/robots.txt", (route) =>
    route.fulfill({
      status: 200,
      headers: { "access-control-allow-origin": "*", "content-type": "text/plain" },
      body: "User-agent: *\nDisallow: /checkout\n",
    }),
  );
  await wb.page.getByRole("button", { name: "Load URL…" }).click();
  const dialog = wb.page.getByRole("dialog", { name: "Load robots.txt from a site" });
  await dialog.getByRole("textbox", { name: "Site or robots.txt address" }).fill("https://shop.example/");
  await dialog.getByRole("button", { name: "Load", exact: true }).click();
  await expect(wb.editor).toContainText("Disallow: /checkout");
  await wb.tab("Test").click();
  await expect(wb.origin).toHaveValue("https://shop.example");
});
