/**
 * Editor benchmark (`npm run bench:editor`): in Chromium, types 50 characters at the end of
 * the 500 KiB one-group file (20,000 rules with wildcards and end anchors) and reports the
 * median and worst keystroke-to-frame time, and the time from the last keystroke until the
 * diagnostics show the change. Runs the editor alone and inside the whole workbench.
 * Targets: median under 16 ms; diagnostics within 300 ms of the last keystroke.
 */
import type { Server } from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { chromium, type Page } from "@playwright/test";
import { oneGroupFile, prng } from "./fixtures.ts";
import { serve } from "./serve.ts";

const ROOT = resolve(import.meta.dirname, "..");
const CHROMIUM = "/usr/bin/chromium";
// 50 characters: a new rule whose last character, `*`, makes a trailing-wildcard finding.
const TYPED = "\nDisallow: /bench/typed-by-the-benchmark-abcdefgh*";

const pause = prng(11);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

interface Figures {
  /** Keystroke to the next rendered frame. */
  median: number;
  worst: number;
  /** Keystroke until its handlers are done (the event loop is free again). */
  handling: number;
  diagnostics: number;
}

/**
 * Installs the probes: per keydown, the time until the next frame has been rendered (a task
 * queued from requestAnimationFrame runs right after it) and until the event loop is free.
 */
async function installProbes(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __handle: number[]; __lastKey: number; __diag: number };
    w.__lat = [];
    w.__handle = [];
    w.__lastKey = 0;
    w.__diag = 0;
    document.addEventListener(
      "keydown",
      () => {
        const t0 = performance.now();
        w.__lastKey = t0;
        // The frame after the keystroke: a task queued from requestAnimationFrame runs after it is rendered.
        requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t0), 0));
        setTimeout(() => w.__handle.push(performance.now() - t0), 0);
      },
      true,
    );
  });
}

async function typeAndMeasure(page: Page, hasLint = true): Promise<Figures> {
  await installProbes(page);
  for (let i = 0; i < TYPED.length; i++) {
    const ch = TYPED[i];
    if (hasLint && i === TYPED.length - 1) {
      // The last character (`*`) makes a trailing-wildcard diagnostic: watch for its mark.
      await page.evaluate(() => {
        const w = window as unknown as { __lastKey: number; __diag: number };
        const content = document.querySelector(".cm-content")!;
        const observer = new MutationObserver(() => {
          const lines = content.querySelectorAll(".cm-line");
          const last = lines[lines.length - 1];
          if (last && last.textContent?.endsWith("*") && last.querySelector(".cm-rt-lint-trailing-wildcard")) {
            w.__diag = performance.now() - w.__lastKey;
            observer.disconnect();
          }
        });
        observer.observe(content, { childList: true, subtree: true, characterData: true, attributes: true });
      });
    }
    if (ch === "\n") await page.keyboard.press("Enter");
    else await page.keyboard.type(ch);
    await page.waitForFunction((n) => (window as unknown as { __lat: number[] }).__lat.length >= n, i + 1, { polling: "raf" });
    // A person's pause between keys (40–120 ms), so keystrokes fall anywhere in a frame.
    if (i < TYPED.length - 1) await page.waitForTimeout(40 + Math.floor(pause() * 80));
  }
  if (hasLint) await page.waitForFunction(() => (window as unknown as { __diag: number }).__diag > 0, null, { timeout: 10_000 });
  return page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __handle: number[]; __diag: number };
    const sorted = [...w.__lat].sort((a, b) => a - b);
    const handle = [...w.__handle].sort((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)],
      worst: sorted[sorted.length - 1],
      handling: handle[Math.floor(handle.length / 2)],
      diagnostics: w.__diag,
    };
  });
}

/** Waits until the first diagnostics are drawn and the page has been idle a moment. */
async function settle(page: Page, hasLint = true) {
  if (hasLint) await page.locator(".cm-lintRange").first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  await page.keyboard.press("ControlOrMeta+End");
  await page.waitForTimeout(500);
}

function report(name: string, f: Figures) {
  const ok = (b: boolean) => (b ? "ok" : "OVER TARGET");
  console.log(name);
  console.log(`  keystroke to frame: median ${fmt(f.median)} (${ok(f.median < 16)}), worst ${fmt(f.worst)}`);
  console.log(`  keystroke handling (until the event loop is free): median ${fmt(f.handling)}`);
  if (f.diagnostics > 0) console.log(`  diagnostics after the last keystroke: ${fmt(f.diagnostics)} (${ok(f.diagnostics <= 300)})`);
}

const out = mkdtempSync(join(tmpdir(), "editor-bench-"));
const text = oneGroupFile();
console.log(`input: one group of 20,000 rules, ${new TextEncoder().encode(text).length} bytes; typing ${TYPED.length} characters at its end\n`);
// BENCH_URL measures an already running server (e.g. `vite`) instead of a fresh production build.
let server: Server | null = null;
let url = process.env.BENCH_URL ?? "";
if (url === "") {
  await build({
    root: ROOT,
    logLevel: "error",
    build: {
      outDir: out,
      emptyOutDir: true,
      // Two pages: the app and the editor alone; default chunking, since the app's two-chunk
      // startup grouping assumes a single entry.
      rolldownOptions: {
        input: { app: join(ROOT, "index.html"), harness: join(ROOT, "bench/editor-harness.html") },
        output: { codeSplitting: true },
      },
    },
  });
  ({ server, url } = await serve(out));
}
const browser = await chromium.launch({
  executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
  args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});
try {
  const runs: Record<string, Figures[]> = { "editor alone": [], "editor alone, lint off": [], "whole workbench": [] };
  const only = process.env.BENCH_ONLY; // "editor", "baseline" or "app" to run one configuration
  for (let run = 0; run < 3; run++) {
    if (only === "editor" || only === undefined) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${url}bench/editor-harness.html`);
      await page.getByRole("textbox", { name: "robots.txt editor" }).click();
      await settle(page);
      runs["editor alone"].push(await typeAndMeasure(page));
      await page.close();
    }
    if (only === "baseline" || only === undefined) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${url}bench/editor-harness.html?lint=0`);
      await page.getByRole("textbox", { name: "robots.txt editor" }).click();
      await settle(page, false);
      runs["editor alone, lint off"].push(await typeAndMeasure(page, false));
      await page.close();
    }
    if (only === "app" || only === undefined) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(url);
      const editor = page.getByRole("textbox", { name: "robots.txt editor" });
      await editor.click();
      await page.keyboard.press("ControlOrMeta+a");
      // Paste the file as one clipboard event, as a person would.
      await page.evaluate((t) => {
        const data = new DataTransfer();
        data.setData("text/plain", t);
        document.querySelector(".cm-content")!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
      await settle(page);
      runs["whole workbench"].push(await typeAndMeasure(page));
      await page.close();
    }
  }
  for (const [name, figures] of Object.entries(runs)) {
    if (figures.length === 0) continue;
    report(`${name} (median of ${figures.length} runs)`, {
      median: median(figures.map((f) => f.median)),
      worst: Math.max(...figures.map((f) => f.worst)),
      handling: median(figures.map((f) => f.handling)),
      diagnostics: median(figures.map((f) => f.diagnostics)),
    });
  }
} finally {
  await browser.close();
  server?.close();
  rmSync(out, { recursive: true, force: true });
}
