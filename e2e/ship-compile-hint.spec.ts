/**
 * The built page's first-load chunks (the libraries and the app's startup code, which index.html
 * lists in its `<meta name="first-load-chunks">` for src/boot.ts to load) open with V8's compile
 * hint, so Chromium compiles their functions with the script, off the main thread, instead of
 * one by one while the first screen is being made (scripts/vite/first-load.ts). The hint counts only on a file's first line. V8 still finishes
 * each streamed compile on the main thread, in one task per file that grows with the file: the
 * libraries in one 533 kB file made it a long task (16–21 ms of CPU unthrottled, past 50 ms at
 * Lighthouse's 4× slowdown), so no first-load file may be larger than 250 kB.
 */
import { test, expect } from "./workbench-fixture";

/** The chunks index.html's `<meta name="first-load-chunks">` lists, in order. */
function firstLoadChunks(html: string): string[] {
  return html.match(/<meta name="first-load-chunks" content="([^"]*)"/)?.[1].split(" ") ?? [];
}

const MAX_FIRST_LOAD_BYTES = 250_000;

test("the first-load chunks open with the compile hint, none over 250 kB", async ({ request, baseURL }) => {
  const html = await (await request.get(baseURL!)).text();
  const firstLoad = firstLoadChunks(html).filter((href) => /\/(react|view|vendor|app)-[\w-]+\.js$/.test(href));
  expect(firstLoad, "React, CodeMirror's view, the other libraries and the app are listed").toHaveLength(4);
  for (const href of firstLoad) {
    const code = await (await request.get(new URL(href, baseURL).href)).text();
    expect(code.slice(0, 29), href).toBe("//# allFunctionsCalledOnLoad\n");
    expect(new TextEncoder().encode(code).length, href).toBeLessThanOrEqual(MAX_FIRST_LOAD_BYTES);
  }
});

/**
 * The app's first-load chunk is one script: its modules are evaluated in one task but where a
 * module awaits at its top level (app/after-libraries.ts at its start, app/after-core.ts after
 * the core and the store). Between two such awaits, and after the last, no stretch of it may
 * hold more than 60% of the file: evaluated whole, the app's modules were one task of 14–16 ms
 * of CPU unthrottled, a long task at Lighthouse's 4× slowdown.
 */
test("the app chunk's evaluation is cut in two by a top-level await in its middle", async ({ request, baseURL }) => {
  const html = await (await request.get(baseURL!)).text();
  const href = firstLoadChunks(html).find((h) => /\/app-[\w-]+\.js$/.test(h));
  expect(href, "the app chunk is listed").toBeTruthy();
  const code = await (await request.get(new URL(href!, baseURL).href)).text();
  // A top-level `await nextTask();` between two modules, as the minifier writes it.
  const cuts = [...code.matchAll(/[;}]await [\w$]+\(\);(?=var |let |const |function |class |[\w$]+\()/g)].map((m) => m.index! + m[0].length);
  expect(cuts.length, "after-libraries and after-core").toBeGreaterThanOrEqual(2);
  const stretches = [...cuts, code.length].map((end, i) => end - (i === 0 ? 0 : cuts[i - 1]));
  expect(Math.max(...stretches) / code.length, JSON.stringify(stretches)).toBeLessThanOrEqual(0.6);
});
