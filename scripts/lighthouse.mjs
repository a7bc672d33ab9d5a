#!/usr/bin/env node
/**
 * `npm run lighthouse`: builds the app, serves the build with `vite preview` on a free port, runs
 * Lighthouse (default mobile settings: simulated slow 4G, mid-range phone) three times in
 * headless Chromium and prints the median score of each category. Not part of `npm test`:
 * the figures move with the machine's load. The build goes to reports/lighthouse-dist/, not
 * dist/, so an e2e run rebuilding dist/ meanwhile cannot pull files from under the server.
 * Reports land in reports/lighthouse-<n>.json.
 *
 * Per run it prints the scores, Lighthouse's benchmarkIndex (how fast this machine's CPU is;
 * a mid-range phone is far slower), Total Blocking Time, Largest Contentful Paint and the
 * long tasks that TBT counts (those after First Contentful Paint); the machine's load average
 * is printed with each run. From the run's trace (reports/lighthouse-<n>-0.trace.json) it also
 * prints what the figures are made of (scripts/lighthouse-trace.mjs): the blocking time of the
 * main thread's tasks after the first paint counted on their CPU time beside their wall time,
 * the CPU the page's main thread and the threads that compete with it for the cores (the GPU
 * process's compositor, the browser's main thread) used in the second after the first paint,
 * how long the page waited for fonts before its first paint, and the scripts that finished
 * before the first paint, which Lighthouse's simulated FCP counts as render-blocking.
 *
 * CHROME_PATH picks the browser (default /usr/bin/chromium when it exists); RUNS overrides 3;
 * `--cpu-slowdown=8` (or CPU_SLOWDOWN=8) raises Lighthouse's CPU slowdown from its default 4,
 * to emulate a slower machine.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beside, blocking, fontWaitsBeforePaint, scriptsBeforePaint } from "./lighthouse-trace.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const vite = join(root, "node_modules", "vite", "bin", "vite.js");
const lighthouse = join(root, "node_modules", "lighthouse", "cli", "index.js");
const outDir = join("reports", "lighthouse-dist");
const runs = Number(process.env.RUNS ?? 3);
const slowdownArg = process.argv.find((a) => a.startsWith("--cpu-slowdown="))?.split("=")[1] ?? process.env.CPU_SLOWDOWN;
const cpuSlowdown = slowdownArg === undefined ? null : Number(slowdownArg);
if (cpuSlowdown !== null && !(cpuSlowdown >= 1)) {
  console.error(`lighthouse: the CPU slowdown must be a number ≥ 1, not "${slowdownArg}"`);
  process.exit(2);
}
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const categories = ["performance", "accessibility", "best-practices", "seo"];
const env = { ...process.env };
if (!env.CHROME_PATH && existsSync("/usr/bin/chromium")) env.CHROME_PATH = "/usr/bin/chromium";

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}`))));
  });
}

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the URL answers 200, or fails after `ms`. */
async function waitFor(url, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

console.log("lighthouse: building");
await run(process.execPath, [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"]);

const port = await freePort();
const url = `http://127.0.0.1:${port}/`;
// The vite process itself (not an npx wrapper), so that killing it stops the server.
const preview = spawn(process.execPath, [vite, "preview", "--outDir", outDir, "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
  cwd: root,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
const stopPreview = () => {
  if (preview.exitCode === null) preview.kill("SIGTERM");
};
process.on("exit", stopPreview);
process.on("SIGINT", () => process.exit(130));

let failed = false;
try {
  await waitFor(url);
  mkdirSync(join(root, "reports"), { recursive: true });
  const scores = Object.fromEntries(categories.map((c) => [c, []]));
  const metrics = { benchmarkIndex: [], tbt: [], lcp: [], cpuBlocking: [] };
  console.log(`lighthouse: ${cpus().length} cores, load average (1, 5, 15 min) ${load()}; CPU slowdown ${cpuSlowdown ?? "4 (default)"}`);
  for (let i = 1; i <= runs; i++) {
    const output = join(root, "reports", `lighthouse-${i}.json`);
    console.log(`lighthouse: run ${i} of ${runs} on ${url}`);
    await run(process.execPath, [
      lighthouse,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--save-assets",
      // The font look-ups' events, for `fontWaitsBeforePaint` (scripts/lighthouse-trace.mjs).
      "--additional-trace-categories=fonts",
      `--only-categories=${categories.join(",")}`,
      "--chrome-flags=--headless --no-sandbox --disable-gpu",
      ...(cpuSlowdown !== null ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ]);
    const report = JSON.parse(readFileSync(output, "utf8"));
    if (report.runtimeError) throw new Error(`run ${i}: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const line = [];
    for (const c of categories) {
      const score = Math.round((report.categories[c]?.score ?? 0) * 100);
      scores[c].push(score);
      line.push(`${c} ${score}`);
    }
    console.log(`  ${line.join(", ")}`);
    const benchmarkIndex = report.environment?.benchmarkIndex ?? NaN;
    const tbt = report.audits["total-blocking-time"]?.numericValue ?? NaN;
    const lcp = report.audits["largest-contentful-paint"]?.numericValue ?? NaN;
    metrics.benchmarkIndex.push(benchmarkIndex);
    metrics.tbt.push(tbt);
    metrics.lcp.push(lcp);
    console.log(`  benchmarkIndex ${Math.round(benchmarkIndex)}, TBT ${Math.round(tbt)} ms, LCP ${Math.round(lcp)} ms  (load ${load()})`);
    // The long tasks as Lighthouse simulates them (the phone's CPU: observed time × the slowdown),
    // and their scripts. TBT sums each task's time past 50 ms between First Contentful Paint and
    // Time to Interactive: the tasks before FCP count for nothing, so those after it are listed
    // (longest first) with their sum, close to the TBT Lighthouse reports (its simulation also
    // counts the parts of tasks that straddle FCP).
    const tasks = report.audits["long-tasks"]?.details?.items ?? [];
    const fcp = report.audits["first-contentful-paint"]?.numericValue ?? 0;
    const tti = report.audits["interactive"]?.numericValue ?? Infinity;
    const counted = tasks.filter((task) => task.startTime >= fcp && task.startTime < tti);
    const excess = counted.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(
      `    long tasks: ${tasks.length - counted.length} before FCP (${Math.round(fcp)} ms), not counted; ${counted.length} between FCP and TTI (${Math.round(tti)} ms), their time past 50 ms ${Math.round(excess)} ms:`,
    );
    for (const task of [...counted].sort((a, b) => b.duration - a.duration).slice(0, 6)) {
      console.log(`      ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url ?? ""}`);
    }
    const tracePath = output.replace(/\.json$/, "-0.trace.json");
    const trace = existsSync(tracePath) ? JSON.parse(readFileSync(tracePath, "utf8")) : null;
    const made = trace === null ? null : blocking(trace.traceEvents ?? trace, cpuSlowdown ?? 4);
    if (made !== null) {
      metrics.cpuBlocking.push(made.cpu);
      console.log(
        `    main thread after the first paint (observed), Σ(${cpuSlowdown ?? 4} × task − 50 ms) over its ${made.tasks.length} tasks: ${Math.round(made.wall)} ms on their wall time, ${Math.round(made.cpu)} ms on their CPU time (the rest is time the thread waited)`,
      );
    }
    const cores = trace === null ? null : beside(trace.traceEvents ?? trace);
    if (cores !== null) {
      console.log(
        `    CPU in the second after the first paint: the page's main thread ${Math.round(cores.page)} ms; beside it the GPU process's compositor ${Math.round(cores.compositor)} ms and the browser's main thread ${Math.round(cores.browser)} ms (${cpus().length} cores)`,
      );
    }
    const fonts = trace === null ? null : fontWaitsBeforePaint(trace.traceEvents ?? trace);
    if (fonts !== null) {
      console.log(
        `    the page's main thread waited ${Math.round(fonts.total)} ms for fonts before the first paint (${fonts.calls} calls to the browser process; the longest ${Math.round(fonts.longest)} ms)`,
      );
    }
    const early = scriptsBeforePaint(report);
    const kB = early.reduce((sum, r) => sum + r.bytes, 0) / 1000;
    console.log(
      `    scripts finished before the first paint (observed ${Math.round(report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN)} ms), counted as render-blocking by the FCP simulation: ${early.length} (${kB.toFixed(1)} kB)`,
    );
  }
  console.log(`\nLighthouse, median of ${runs} runs (mobile, default settings):`);
  for (const c of categories) console.log(`  ${c.padEnd(15)} ${String(median(scores[c])).padStart(3)}   (runs: ${scores[c].join(", ")})`);
  const ms = (v) => `${Math.round(v)}`;
  console.log(`  ${"benchmarkIndex".padEnd(15)} ${ms(median(metrics.benchmarkIndex)).padStart(5)}   (runs: ${metrics.benchmarkIndex.map(ms).join(", ")})`);
  console.log(`  ${"TBT (ms)".padEnd(15)} ${ms(median(metrics.tbt)).padStart(5)}   (runs: ${metrics.tbt.map(ms).join(", ")}; target < 200 in every run: ${metrics.tbt.every((v) => v < 200) ? "met" : "NOT MET"})`);
  console.log(`  ${"LCP (ms)".padEnd(15)} ${ms(median(metrics.lcp)).padStart(5)}   (runs: ${metrics.lcp.map(ms).join(", ")})`);
  if (metrics.cpuBlocking.length > 0) console.log(`  ${"TBT on CPU (ms)".padEnd(15)} ${ms(median(metrics.cpuBlocking)).padStart(5)}   (runs: ${metrics.cpuBlocking.map(ms).join(", ")}; the tasks after the observed first paint, on their CPU time)`);
  console.log(`  performance ≥ 95 in every run: ${scores.performance.every((v) => v >= 95) ? "met" : "NOT MET"}; CPU slowdown ${cpuSlowdown ?? 4}; load average at the end ${load()}`);
} catch (error) {
  console.error(`lighthouse: ${error.message}`);
  failed = true;
} finally {
  stopPreview();
}
process.exit(failed ? 1 : 0);
