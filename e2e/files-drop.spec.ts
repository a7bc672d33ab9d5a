import { test, expect } from "./workbench-fixture";

test("a file dropped onto the editor replaces the draft instead of being inserted", async ({ wb }) => {
  const transfer = await wb.page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(["User-agent: *\nDisallow: /dropped/\n"], "robots.txt", { type: "text/plain" }));
    return data;
  });
  await wb.editor.dispatchEvent("dragover", { dataTransfer: transfer });
  await wb.editor.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(wb.editor).toContainText("Disallow: /dropped/");
  await expect(wb.editor).not.toContainText("Example robots.txt");
});
