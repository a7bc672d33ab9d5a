/**
 * What a person waits for on a large file (`npx tsx bench/large-file-trace.ts DIST [ACTION…]`):
 * the built app (`vite build --outDir DIST` first) in headless Chromium at 1440×900, the 500 KiB
 * one-group benchmark file pasted into the example, then one action per fresh page, traced for
 * WAIT_MS (default 3000) after it. Prints, per action, the main thread's CPU after the action and
 * its tasks over 16 ms of CPU (when they started, their CPU), with the load. RUNS (default 1)
 * repeats each action in fresh pages. Actions: paste (the paste itself), findings, compare,
 * outline, bulk, history (opening those tabs), format, select-all-delete, undo-paste, read-as
 * (another engine in the Test panel). Default: all of them.
 */
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { oneGroupFile } from "./fixtures.ts";
import { serve } from "./serve.ts";
import { collectTrace, type TraceEvent } from "./trace.ts";

const dist = resolve(process.argv[2] ?? "/tmp/fl-dist");
const RUNS = Number(process.env.RUNS ?? 1);
const WAIT_MS = Number(process.env.WAIT_MS ?? 3000);
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

/** Pastes `text` into the editor at the cursor, as a clipboard paste does. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const content = document.querySelector<HTMLElement>(".cm-content")!;
    content.focus();
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const text = oneGroupFile();
const ACTIONS: Record<string, (page: Page) => Promise<void>> = {
  paste: (page) => paste(page, text),
  findings: (page) => page.getByRole("tab", { name: /Findings/ }).click(),
  compare: (page) => page.getByRole("tab", { name: /Compare/ }).click(),
  outline: (page) => page.getByRole("tab", { name: /Outline/ }).click(),
  bulk: (page) => page.getByRole("tab", { name: /Bulk/ }).click(),
  history: (page) => page.getByRole("tab", { name: /History/ }).click(),
  format: (page) => page.getByRole("button", { name: "Format" }).click(),
  "select-all-delete": async (page) => {
    await page.locator(".cm-content").click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
  },
  "undo-paste": async (page) => {
    await page.locator(".cm-content").click();
    await page.keyboard.press("ControlOrMeta+z");
  },
  "read-as": (page) => page.getByRole("combobox", { name: /Read as/ }).selectOption({ index: 2 }).then(() => undefined),
};

const asked = process.argv.slice(3);
for (const name of asked) if (!(name in ACTIONS)) throw new Error(`unknown action ${name}; known: ${Object.keys(ACTIONS).join(", ")}`);
const actions = asked.length > 0 ? asked : Object.keys(ACTIONS);

const { server, url } = await serve(dist);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
console.log(`large-file trace of ${dist}: the 500 KiB one-group file (${text.length} characters), load ${load()}`);
const isTask = (e: TraceEvent) => e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
try {
  for (const name of actions) {
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(url);
      await page.locator(".cm-content").waitFor();
      await page.getByRole("table").first().waitFor();
      // The file is pasted and settled first, except for the paste itself.
      if (name !== "paste") {
        await paste(page, text);
        await page.waitForTimeout(5000);
      } else await page.waitForTimeout(1500);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Tracing.start", { transferMode: "ReportEvents", traceConfig: { includedCategories: ["toplevel", "devtools.timeline", "blink.user_timing"] } });
      await page.evaluate(() => performance.mark("large-file-action"));
      await ACTIONS[name](page);
      await page.waitForTimeout(WAIT_MS);
      const events = await collectTrace(cdp);
      await context.close();
      const mark = events.find((e) => e.name === "large-file-action");
      if (!mark) throw new Error("the action's mark is missing from the trace");
      const main = events.filter((e) => isTask(e) && e.ts >= mark.ts && e.pid === mark.pid && e.tid === mark.tid);
      const cpu = main.reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000;
      const long = main
        .filter((t) => (t.tdur ?? 0) > 16_000)
        .map((t) => `+${((t.ts - mark.ts) / 1000).toFixed(0)} ms: ${((t.tdur ?? 0) / 1000).toFixed(1)}`);
      console.log(`  ${name.padEnd(18)} main-thread CPU ${cpu.toFixed(0)} ms; tasks over 16 ms (start: CPU ms) ${long.join(", ") || "none"} (load ${load()})`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
