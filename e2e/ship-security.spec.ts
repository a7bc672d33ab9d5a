/**
 * The built page's Content-Security-Policy and what the app asks the network for: the policy
 * is a meta tag with no inline script beside it; the main flows (visit, type, every panel, both
 * themes) send no request to another origin, service worker included, and break no CSP rule.
 */
import { test, expect, Workbench, type BrowserContext, type Page } from "./workbench-fixture";

const EXPECTED_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' https:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'none'",
  "object-src 'none'",
];

test("the built page carries the CSP meta and no inline script", async ({ request, baseURL }) => {
  const html = await (await request.get(baseURL!)).text();
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
  expect(meta, "CSP meta tag").not.toBeNull();
  const directives = meta![1].split(";").map((d) => d.trim());
  expect(directives).toEqual(expect.arrayContaining(EXPECTED_DIRECTIVES));
  expect(meta![1]).not.toContain("unsafe-eval");
  expect(directives.find((d) => d.startsWith("script-src"))).toBe("script-src 'self'");
  // The policy must come before any script or stylesheet it governs.
  expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.search(/<script|<link/));
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\bsrc=/.test(attrs));
  expect(inline.map(([tag]) => tag), "inline scripts").toEqual([]);
  expect(html, "inline event handlers").not.toMatch(/\son[a-z]+\s*=\s*["']/i);
});

/** Starts recording every request of the context (pages, workers, the service worker). */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** Collects `securitypolicyviolation` events and CSP console errors of a page, across reloads. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test("the main flows stay on the page's origin and break no CSP rule", async ({ page, context, baseURL }) => {
  // The service worker registers once the page has settled: up to 10 s later on a busy machine.
  test.setTimeout(60_000);
  const requests = recordRequests(context);
  const violations = await recordViolations(page);
  const origin = new URL(baseURL!).origin;
  // The recorders are in place before the first visit, so the page is opened here.
  const wb = new Workbench(page);
  const editor = wb.editor;

  await test.step("visit", async () => {
    await wb.open();
    // Let the service worker install and precache: its requests count too.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 });
  });

  await test.step("type and test a URL", async () => {
    await wb.setText("User-agent: Googlebot\nDisallow: /private/\nAllow: /private/ok\n\nUser-agent: *\nDisallow: /tmp/\nDisalow: /typo\n");
    await expect(editor).toContainText("Disalow: /typo");
    await wb.testUrl("/private/x");
    await expect(wb.verdict).toBeVisible();
  });

  await test.step("every panel, in both themes", async () => {
    for (let pass = 0; pass < 2; pass++) {
      for (const name of ["Test", "Compare", "Bulk", "Outline", "History"]) await wb.openTab(name);
      await page.getByRole("button", { name: /dark theme/i }).or(page.getByRole("checkbox", { name: /dark theme/i })).first().click();
    }
  });

  await test.step("reload (served by the service worker)", async () => {
    await page.reload();
    await expect(editor).toBeVisible();
  });

  const foreign = requests.filter((url) => {
    if (url.startsWith("data:") || url.startsWith("blob:")) return false;
    return new URL(url).origin !== origin;
  });
  expect(foreign, "requests to other origins").toEqual([]);
  expect(requests.length, "requests were recorded").toBeGreaterThan(0);
  expect(violations, "CSP violations").toEqual([]);
});
