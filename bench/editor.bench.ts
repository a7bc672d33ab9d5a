/**
 * Editor benchmark (`npm run bench:editor`): in Chromium, types 50 characters at the end of
 * the 500 KiB one-group file (20,000 rules with wildcards and end anchors) and reports the
 * median and worst keystroke-to-frame time, and the time from the last keystroke until the
 * diagnostics show the change. Four configurations, interleaved in each run: bare CodeMirror
 * (no extensions: the floor), the editor alone with lint off, the editor alone, and the whole
 * workbench (the headline). Every row is also given as a ratio to the floor of the same run.
 * Targets (issue 14): whole workbench keystroke ≤ 1.15 × the floor; diagnostics after the
 * last keystroke ≤ 20 × the floor keystroke. The machine's load is printed with each run.
 * Four more rows type the same characters in the middle of the file, above half its
 * findings (each edit moves them and their fixes): bare CodeMirror (their floor), the editor
 * alone with lint off, the editor alone and the whole workbench, each given as a ratio to
 * that floor.
 *
 * RUNS sets the number of runs (default 3); BENCH_ONLY=bare,editor,baseline,app,bareMid,baselineMid,editorMid,appMid
 * picks rows.
 * BENCH_PARTS adds rows of the editor made of some of its parts, as harness queries separated
 * by `;` (see bench/editor-harness.ts): `BENCH_PARTS="only=lineNumbers;off=groups&lint=0"`
 * measures bare CodeMirror with line numbers alone, and the setup without the group gutter.
 * BENCH_APP_CSS adds a stylesheet to the whole workbench's page (an experiment).
 */
import type { Server } from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { chromium, type Page } from "@playwright/test";
import { oneGroupFile, prng } from "./fixtures.ts";
import { serve } from "./serve.ts";
import { toMiddle } from "./editor-page.ts";

const ROOT = resolve(import.meta.dirname, "..");
const CHROMIUM = "/usr/bin/chromium";
// 50 characters: a new rule whose last character, a second `*`, makes a double-wildcard finding.
const TYPED = "\nDisallow: /bench/typed-by-the-benchmark-abcdefg**";

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

/** Types `TYPED` at the end of the file, or in its middle (`toMiddle` first), and measures each key. */
async function typeAndMeasure(page: Page, hasLint = true, middle = false): Promise<Figures> {
  if (middle) await toMiddle(page);
  await installProbes(page);
  for (let i = 0; i < TYPED.length; i++) {
    const ch = TYPED[i];
    if (hasLint && middle && i === TYPED.length - 1) {
      // The same mark on the typed line, wherever it is.
      await page.evaluate((typed) => {
        const w = window as unknown as { __lastKey: number; __diag: number };
        const content = document.querySelector(".cm-content")!;
        const observer = new MutationObserver(() => {
          for (const line of content.querySelectorAll(".cm-line")) {
            if (line.textContent === typed && line.querySelector(".cm-rt-lint-double-wildcard")) {
              w.__diag = performance.now() - w.__lastKey;
              observer.disconnect();
              return;
            }
          }
        });
        observer.observe(content, { childList: true, subtree: true, characterData: true, attributes: true });
      }, TYPED.slice(1));
    } else if (hasLint && i === TYPED.length - 1) {
      // The last character (the second `*`) makes a double-wildcard diagnostic: watch for its mark.
      await page.evaluate(() => {
        const w = window as unknown as { __lastKey: number; __diag: number };
        const content = document.querySelector(".cm-content")!;
        const observer = new MutationObserver(() => {
          const lines = content.querySelectorAll(".cm-line");
          const last = lines[lines.length - 1];
          if (last && last.textContent?.endsWith("*") && last.querySelector(".cm-rt-lint-double-wildcard")) {
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
  if (hasLint) await page.waitForFunction(() => (window as unknown as { __diag: number }).__diag > 0, null, { timeout: 60_000 });
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

const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const x = (a: number, floor: number) => (floor > 0 ? `${(a / floor).toFixed(2)}×` : "–");
/** Whether a target is met in every run, and in how many it was. */
const verdict = (within: boolean[]) =>
  within.every(Boolean) ? `met in every run (${within.length} of ${within.length})` : `NOT MET (met in ${within.filter(Boolean).length} of ${within.length} runs)`;

const out = mkdtempSync(join(tmpdir(), "editor-bench-"));
const text = oneGroupFile();
console.log(`input: one group of 20,000 rules, ${new TextEncoder().encode(text).length} bytes; typing ${TYPED.length} characters at its end (rows typing mid-file: after its line 10,000 or so)\n`);
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
  const ROWS = {
    bare: "bare CodeMirror, no extensions (floor)",
    baseline: "editor alone, lint off",
    editor: "editor alone",
    app: "whole workbench",
    bareMid: "typing mid-file: bare CodeMirror, no extensions (its floor)",
    baselineMid: "typing mid-file: editor alone, lint off",
    editorMid: "typing mid-file: editor alone",
    appMid: "typing mid-file: whole workbench",
  } as const;
  /** The rows typing mid-file; their floor is `bareMid`. */
  const MID_ROWS: ReadonlySet<string> = new Set(["bareMid", "baselineMid", "editorMid", "appMid"]);
  // Rows of some of the editor's parts (BENCH_PARTS), named by their harness query.
  const parts = (process.env.BENCH_PARTS ?? "").split(";").filter(Boolean);
  for (const query of parts) (ROWS as Record<string, string>)[query] = `editor parts: ${query}`;
  type Row = keyof typeof ROWS;
  const only = [...(process.env.BENCH_ONLY ?? "bare,baseline,editor,app,bareMid,baselineMid,editorMid,appMid").split(","), ...parts] as Row[];
  const RUNS = Number(process.env.RUNS ?? 3);
  const runs = Object.fromEntries(Object.keys(ROWS).map((row) => [row, []])) as unknown as Record<Row, Figures[]>;
  /** Whether a row lints (its diagnostics are watched for). */
  const lints = (row: Row) => {
    if (row === "editor" || row === "app" || row === "editorMid" || row === "appMid") return true;
    if (!parts.includes(row)) return false;
    const q = new URLSearchParams(row);
    const names = (key: string) => (q.get(key) ?? "").split(",");
    return q.get("bare") !== "1" && q.get("lint") !== "0" && !names("off").includes("lint") && (!q.has("only") || names("only").includes("lint"));
  };
  const open = async (path: string) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url + path);
    await page.getByRole("textbox", { name: "robots.txt editor" }).click();
    return page;
  };
  console.log(`machine: ${cpus().length} cores; load average (1, 5, 15 min) at start: ${load()}\n`);
  for (let run = 0; run < RUNS; run++) {
    const line: string[] = [];
    for (const row of (Object.keys(ROWS) as Row[]).filter((r) => only.includes(r))) {
      let f: Figures;
      if (parts.includes(row)) {
        const page = await open(`bench/editor-harness.html?${row}`);
        await settle(page, lints(row));
        f = await typeAndMeasure(page, lints(row));
        await page.close();
      } else if (row === "bare" || row === "baseline" || row === "bareMid" || row === "baselineMid") {
        const page = await open(`bench/editor-harness.html?${row === "bare" || row === "bareMid" ? "bare=1" : "lint=0"}`);
        await settle(page, false);
        f = await typeAndMeasure(page, false, MID_ROWS.has(row));
        await page.close();
      } else if (row === "editor" || row === "editorMid") {
        const page = await open("bench/editor-harness.html");
        await settle(page);
        f = await typeAndMeasure(page, true, MID_ROWS.has(row));
        await page.close();
      } else {
        const page = await open("");
        // BENCH_APP_CSS: a stylesheet added to the app (an experiment, e.g. hiding the side panel).
        if (process.env.BENCH_APP_CSS) await page.addStyleTag({ content: process.env.BENCH_APP_CSS });
        await page.keyboard.press("ControlOrMeta+a");
        // Paste the file as one clipboard event, as a person would.
        await page.evaluate((t) => {
          const data = new DataTransfer();
          data.setData("text/plain", t);
          document.querySelector(".cm-content")!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
        }, text);
        await settle(page);
        f = await typeAndMeasure(page, true, MID_ROWS.has(row));
        await page.close();
      }
      runs[row].push(f);
      line.push(`${row} ${fmt(f.median)}`);
    }
    const floor = runs.bare[run]?.median ?? 0;
    const app = runs.app[run];
    const ratios = app && floor ? `; workbench ${x(app.median, floor)} floor, its diagnostics ${x(app.diagnostics, floor)} floor keystroke` : "";
    const floorMid = runs.bareMid[run]?.median ?? 0;
    const appMid = runs.appMid[run];
    const ratiosMid = appMid && floorMid ? `; mid-file: workbench ${x(appMid.median, floorMid)} its floor, its diagnostics ${x(appMid.diagnostics, floorMid)} floor keystroke` : "";
    console.log(`run ${run + 1}: ${line.join(", ")}${ratios}${ratiosMid}  (load ${load()})`);
  }
  console.log();
  for (const row of Object.keys(ROWS) as Row[]) {
    const figures = runs[row];
    if (figures.length === 0) continue;
    // The mid-file rows' floor is bare CodeMirror typing mid-file, in the same run.
    const floorRow = MID_ROWS.has(row) ? "bareMid" : "bare";
    const floorOf = (i: number) => runs[floorRow][i]?.median ?? 0;
    const floor = runs[floorRow].length ? median(runs[floorRow].map((f) => f.median)) : 0;
    const m = median(figures.map((f) => f.median));
    const perRun = figures.map((f, i) => x(f.median, floorOf(i)));
    const diag = figures.filter((f) => f.diagnostics > 0);
    console.log(`${ROWS[row]} (median of ${figures.length} runs)`);
    const target = (row === "app" || row === "appMid") && floor ? ` (target ≤ 1.15× the floor: ${verdict(figures.map((f, i) => f.median <= 1.15 * floorOf(i)))})` : "";
    console.log(`  keystroke to frame: median ${fmt(m)}${floor ? `, ${x(m, floor)} the floor (runs: ${perRun.join(", ")})` : ""}${target}; worst ${fmt(Math.max(...figures.map((f) => f.worst)))}`);
    console.log(`  keystroke handling (until the event loop is free): median ${fmt(median(figures.map((f) => f.handling)))}`);
    if (diag.length > 0) {
      const d = median(diag.map((f) => f.diagnostics));
      const dRuns = figures.map((f, i) => x(f.diagnostics, floorOf(i)));
      const dTarget = floor && (row === "app" || row === "appMid") ? ` (target ≤ 20× the floor keystroke: ${verdict(figures.map((f, i) => f.diagnostics <= 20 * floorOf(i)))})` : "";
      console.log(`  diagnostics after the last keystroke: ${fmt(d)} (runs: ${figures.map((f) => fmt(f.diagnostics)).join(", ")})${floor ? `, ${x(d, floor)} the floor keystroke (runs: ${dRuns.join(", ")})` : ""}${dTarget}`);
    }
  }
  console.log(`\nload average at the end: ${load()}`);
} finally {
  await browser.close();
  server?.close();
  rmSync(out, { recursive: true, force: true });
}
