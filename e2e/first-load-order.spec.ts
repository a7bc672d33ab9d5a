/**
 * The first load runs the app's first-load chunks one a task (src/boot.ts): index.html still
 * preloads them, and lists them in order in a `<meta name="first-load-chunks">`; its script
 * imports them in turn. Imported statically, as one module graph, they were linked in one
 * task, the first load's longest with Lighthouse's trace on (19–37 ms of CPU unthrottled).
 */
import { test, expect } from "./workbench-fixture";
import type { TraceEvent } from "../bench/trace";

/** The chunks index.html's `<meta name="first-load-chunks">` lists, in order. */
function firstLoadChunks(html: string): string[] {
  return html.match(/<meta name="first-load-chunks" content="([^"]*)"/)?.[1].split(" ") ?? [];
}

test("index.html preloads the first-load chunks and lists them in order; its script imports none", async ({ request, baseURL }) => {
  const html = await (await request.get(baseURL!)).text();
  const chunks = firstLoadChunks(html);
  const names = chunks.map((href) => href.match(/\/([a-z-]+)-[\w-]{8}\.js$/)?.[1]);
  // Rolldown's runtime first, the libraries in the order they import each other, the app, then main.tsx.
  expect(names).toEqual(["rolldown-runtime", "react", "view", "vendor", "app", "main"]);
  for (const href of chunks) expect(html, href).toContain(`<link rel="modulepreload" crossorigin href="${href}">`);
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
  expect(scripts, "one page script").toHaveLength(1);
  // The page's script imports none of the chunks statically (it would load them as one graph).
  const entry = await (await request.get(new URL(scripts[0], baseURL).href)).text();
  for (const href of chunks) expect(entry, href).not.toMatch(new RegExp(`from\\s*["']\\./${href.split("/").pop()!.replace(/[.$]/g, "\\$&")}["']`));
});

test("each first-load chunk is linked and run in a task of its own", async ({ browser, baseURL }) => {
  // V8's script records (the trace's source rundown, without the sources): one per script, in
  // the main-thread task that linked it.
  const page = await browser.newPage();
  try {
    await browser.startTracing(page, { categories: ["disabled-by-default-devtools.v8-source-rundown", "disabled-by-default-devtools.timeline", "toplevel"] });
    await page.goto(baseURL!);
    await expect(page.getByRole("textbox", { name: /robots\.txt/ }).first()).toBeVisible();
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    const chunks = firstLoadChunks(html).filter((href) => /\/(react|view|vendor|app)-[\w-]+\.js$/.test(href));
    expect(chunks).toHaveLength(4);
    const events = trace.traceEvents;
    const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X" && e.dur !== undefined);
    const taskOf = (href: string) => {
      const record = events.find((e) => e.name === "ScriptCatchup" && typeof e.args?.data?.url === "string" && e.args.data.url.endsWith(href));
      expect(record, `${href} has a script record`).toBeTruthy();
      return tasks.find((t) => t.pid === record!.pid && t.tid === record!.tid && t.ts <= record!.ts && record!.ts <= t.ts + t.dur!);
    };
    const seen = chunks.map(taskOf);
    for (const [i, task] of seen.entries()) expect(task, `${chunks[i]} was linked in a task`).toBeTruthy();
    expect(new Set(seen).size, "four chunks, four tasks").toBe(4);
  } finally {
    await page.close();
  }
});
