/**
 * The app deployed at a sub-path, as GitHub Pages serves a project (/<repo>/): a build made
 * with BASE_PATH=/some-repo/, served by a plain static server under /some-repo/ only, runs
 * the main flow, survives a reload and never asks for anything outside its path; a new
 * deployment there brings up the update notice.
 */
import { test, expect, Workbench } from "./workbench-fixture";
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import { appendFileSync, createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import { promisify } from "node:util";

const BASE = "/some-repo/";
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
};

// One build and one server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

let outDir = "";
let server: Server;
let origin = "";
/** Paths the server was asked for outside BASE (none expected). */
const strayPaths: string[] = [];

/** Serves `dir` under BASE: files as they are, index.html for extension-less paths, 404 elsewhere. */
function serveUnderBase(dir: string): Server {
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    if (path === BASE.slice(0, -1)) {
      res.writeHead(301, { location: BASE }).end();
      return;
    }
    if (!path.startsWith(BASE)) {
      strayPaths.push(path);
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    let file = normalize(join(dir, path.slice(BASE.length)));
    if (!file.startsWith(dir + sep) && file !== dir) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) {
      if (extname(path) !== "") {
        res.writeHead(404, { "content-type": "text/plain" }).end("not found");
        return;
      }
      file = join(dir, "index.html");
    }
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-cache",
    });
    createReadStream(file).pipe(res);
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A separate build outside the project (the webServer's dist/ is built at /); a temporary
  // directory keeps it away from ESLint and git.
  outDir = mkdtempSync(join(tmpdir(), "robots-subpath-"));
  await promisify(execFile)("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    env: { ...process.env, BASE_PATH: BASE },
    timeout: 170_000,
  });
  server = serveUnderBase(outDir);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  origin = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

// The Pages workflow deploys what `npm run build` makes, and that command ends with the JS
// budget: a build over it deploys nothing. The same check on this build (a sub-path's, as
// Pages makes it), so that `npm test` fails where the deployment would.
test("the build is within the JS size budget (scripts/budget.mjs)", async () => {
  const run = promisify(execFile)("node", ["scripts/budget.mjs", outDir], { timeout: 60_000 });
  await expect(run.then(({ stdout }) => stdout)).resolves.toMatch(/initial JS: [\d.]+ kB gzip/);
});

/** The main flow: the editor shows, takes a file, and the Test panel gives its verdict. */
async function mainFlow(wb: Workbench, path: string) {
  await expect(wb.editor).toBeVisible();
  await wb.setText(`User-agent: *\nDisallow: ${path}\n`);
  await expect(wb.editor).toContainText(`Disallow: ${path}`);
  await wb.testUrl(`${path}x`);
  await expect(wb.verdict).toContainText(/Blocked/i);
}

test("a build for /some-repo/ works under /some-repo/, reload included", async ({ page }) => {
  // The service worker registers once the page has settled: up to 10 s later on a busy machine.
  test.setTimeout(60_000);
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The app under the sub-path, on this file's own server (not the fixture's base URL).
  const wb = new Workbench(page);

  await test.step("first visit", async () => {
    await wb.open(`${origin}${BASE}`);
    await expect(page).toHaveTitle(/robots\.txt workbench/);
    await mainFlow(wb, "/private/");
  });

  await test.step("the manifest, icon and service worker are under the base path", async () => {
    await expect(wb.headLink("icon")).toHaveAttribute("href", `${BASE}favicon.svg`);
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${origin}${BASE}`);
    // The manifest's link is added with the registration, once the first load has settled.
    await expect(wb.headLink("manifest")).toHaveAttribute("href", `${BASE}manifest.webmanifest`);
  });

  await test.step("reload", async () => {
    await page.reload();
    await mainFlow(wb, "/drafts/");
  });

  expect(strayPaths, "requests outside the base path").toEqual([]);
  expect(failed, "failed requests").toEqual([]);
  expect(errors, "page errors").toEqual([]);
});

test("a new deployment brings up the update notice, and Reload switches to it", async ({ page }) => {
  // The service worker registers once the page has settled: up to 10 s later on a busy machine.
  test.setTimeout(60_000);
  const wb = new Workbench(page);
  const editor = wb.editor;
  await wb.open(`${origin}${BASE}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 });
  // A returning visitor: the page starts under the worker's control.
  await page.reload();
  await expect(editor).toBeVisible();

  const swFile = join(outDir, "sw.js");
  const deployed = readFileSync(swFile);
  try {
    await test.step("deploy a new version and let the page check for it", async () => {
      appendFileSync(swFile, `\n// next deployment ${Date.now()}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
    });

    const notice = page.getByRole("status").filter({ hasText: /new version/i });
    await test.step("the notice offers a reload", async () => {
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("button", { name: "Later" })).toBeVisible();
      if (process.env.SHIP_SCREENSHOTS) await page.screenshot({ path: `${process.env.SHIP_SCREENSHOTS}/update-notice.png` });
    });

    await test.step("Reload activates the waiting version and reloads the page", async () => {
      const reloaded = page.waitForEvent("load");
      await notice.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await expect(editor).toBeVisible();
      await expect(notice).toHaveCount(0);
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null);
      expect(waiting).toBeNull();
    });
  } finally {
    writeFileSync(swFile, deployed);
  }
});
