/**
 * The built page's first-load chunks (the libraries and the app's startup code, modulepreloaded
 * by index.html) open with V8's compile hint, so Chromium compiles their functions with the
 * script, off the main thread, instead of one by one while the first screen is being made
 * (scripts/vite/first-load.ts). The hint counts only on a file's first line.
 */
import { test, expect } from "./workbench-fixture";

test("the first-load chunks open with the compile hint", async ({ request, baseURL }) => {
  const html = await (await request.get(baseURL!)).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
  const firstLoad = preloaded.filter((href) => /\/(vendor|app)-[\w-]+\.js$/.test(href));
  expect(firstLoad, "the vendor and app chunks are preloaded").toHaveLength(2);
  for (const href of firstLoad) {
    const code = await (await request.get(new URL(href, baseURL).href)).text();
    expect(code.slice(0, 29), href).toBe("//# allFunctionsCalledOnLoad\n");
  }
});
