import { test, expect } from "./workbench-fixture";

test("a 10 MB file loads and the page stays usable", async ({ wb }) => {
  // A stress test: building and parsing 10 MB takes seconds on a busy two-core machine.
  test.setTimeout(90_000);
  const line = "Disallow: /a-fairly-long-path-segment/that-repeats/many/times/";
  const lines = ["User-agent: *", "Disallow: /first-line-marker/"];
  let size = 0;
  for (let i = 0; size < 10 * 1024 * 1024; i++) {
    const text = `${line}${i}`;
    lines.push(text);
    size += text.length + 1;
  }
  const chooser = wb.page.waitForEvent("filechooser");
  await wb.page.getByRole("button", { name: "Open…", exact: true }).click();
  await (await chooser).setFiles({ name: "huge.txt", mimeType: "text/plain", buffer: Buffer.from(lines.join("\n")) });
  await expect(wb.editor).toContainText("/first-line-marker/", { timeout: 20_000 });
  // Still interactive: the panel tabs switch.
  await wb.tab("History").click();
  await expect(wb.tab("History")).toHaveAttribute("aria-selected", "true");
});
