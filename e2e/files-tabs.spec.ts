import { test, expect, Workbench } from "./workbench-fixture";

/** A second tab of the workbench, sharing the first one's storage. */
async function secondTab(wb: Workbench): Promise<Workbench> {
  const other = new Workbench(await wb.page.context().newPage());
  await other.open();
  return other;
}

const openElsewhere = (wb: Workbench) =>
  wb.page.getByRole("status").filter({ hasText: "The workbench is also open in another tab." });
const changedElsewhere = (wb: Workbench) =>
  wb.page.getByRole("status").filter({ hasText: "The draft was changed in another tab." });

test("two tabs notice each other, and the notice goes when the other tab closes", async ({ wb }) => {
  const second = await secondTab(wb);
  await expect(openElsewhere(second)).toContainText("Each tab keeps its own draft");
  await expect(openElsewhere(wb)).toBeVisible();
  await second.page.close({ runBeforeUnload: true });
  await expect(openElsewhere(wb)).toBeHidden();
});

test("a draft stored in another tab is offered; opening it keeps this tab's text in History", async ({ wb }) => {
  const second = await secondTab(wb);
  await second.setText("User-agent: *\nDisallow: /second-tab/");
  await expect.poll(() => second.storedJson()).toContain("/second-tab/");
  await wb.setText("User-agent: *\nDisallow: /first-tab/");
  await expect(changedElsewhere(second)).toBeVisible();
  await changedElsewhere(second).getByRole("button", { name: "Open the other tab’s draft" }).click();
  await expect(second.editor).toContainText("Disallow: /first-tab/");
  await expect(changedElsewhere(second)).toBeHidden();
  await second.tab("History").click();
  const versions = second.page.getByRole("list", { name: "Versions, newest first" });
  // Kept once: as the text this tab replaced, or (when the first tab's History arrived first)
  // as the draft the first tab stored over.
  await expect(versions.getByRole("listitem").filter({ hasText: "/second-tab/" })).toHaveCount(1);
  await expect(versions.getByRole("listitem").filter({ hasText: "/second-tab/" })).toContainText(
    /before loading another file|saved in another tab/,
  );
});

test("keeping this tab's draft: the one stored last opens next time, the other tab's is in History", async ({ wb }) => {
  const second = await secondTab(wb);
  await wb.setText("User-agent: *\nDisallow: /first-tab/");
  await expect.poll(() => wb.storedJson()).toContain("/first-tab/");
  await expect(changedElsewhere(second)).toBeVisible();
  await changedElsewhere(second).getByRole("button", { name: "Keep this tab’s draft" }).click();
  await second.setText("User-agent: *\nDisallow: /second-tab/");
  await expect.poll(() => second.storedJson()).toContain("/second-tab/");
  // Storing over the first tab's draft kept it in History.
  await expect.poll(() => second.storedJson()).toContain("/first-tab/");
  const context = wb.page.context();
  await second.page.close({ runBeforeUnload: true });
  await wb.page.close({ runBeforeUnload: true });

  const next = new Workbench(await context.newPage());
  await next.open();
  await expect(next.editor).toContainText("Disallow: /second-tab/");
  await next.tab("History").click();
  const versions = next.page.getByRole("list", { name: "Versions, newest first" });
  await expect(versions.getByRole("listitem").filter({ hasText: "/first-tab/" })).toContainText("saved in another tab");
});

test("a reload of each tab right after typing keeps both texts", async ({ wb }) => {
  const second = await secondTab(wb);
  await wb.setText("User-agent: *\nDisallow: /first-tab-unsaved/");
  await second.setText("User-agent: *\nDisallow: /second-tab-unsaved/");
  await wb.page.reload();
  await second.page.reload();
  // The copy kept last wins in both; the other one is in History.
  await expect(second.editor).toContainText("Disallow: /second-tab-unsaved/");
  await second.tab("History").click();
  const versions = second.page.getByRole("list", { name: "Versions, newest first" });
  await expect(versions.getByRole("listitem").filter({ hasText: "/first-tab-unsaved/" })).toBeVisible();
});
