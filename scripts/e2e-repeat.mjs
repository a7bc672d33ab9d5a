// Runs one e2e spec N times in a row and prints how many runs passed, with the machine's load:
//   npm run test:e2e:repeat -- e2e/files-autosave.spec.ts 20 [--cpu 4] [--slow-chunks ms] [-g "title"] [--workers 2]
// --cpu N slows every page's CPU N times (Chromium's throttling, set by the `wb` fixture).
// --slow-chunks MS delays every script the app loads by MS (the `wb` fixture): lazy modules,
// the autosave and workers arrive late, as on a loaded machine, so orderings a test assumed show up.
// Exits non-zero when any run failed. No retries: a flake shows as a failure.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";

const args = process.argv.slice(2);
const take = (flag) => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const cpu = take("--cpu");
const slowChunks = take("--slow-chunks");
const grep = take("-g") ?? take("--grep");
const workers = take("--workers");
const [spec, count = "20"] = args;
const times = Number(count);
if (!spec || !Number.isInteger(times) || times < 1) {
  console.error("usage: npm run test:e2e:repeat -- <spec> [times=20] [--cpu rate] [--slow-chunks ms] [-g title] [--workers n]");
  process.exit(2);
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const dir = mkdtempSync(join(tmpdir(), "e2e-repeat-"));
const report = join(dir, "report.json");
const started = Date.now();
const loadBefore = load();
const playwrightArgs = ["playwright", "test", spec, "--repeat-each", String(times), "--retries", "0"];
if (grep) playwrightArgs.push("-g", grep);
if (workers) playwrightArgs.push("--workers", workers);
const run = spawnSync("npx", playwrightArgs, {
  stdio: "inherit",
  env: {
    ...process.env,
    PW_JSON_OUTPUT: report,
    ...(cpu ? { E2E_CPU_THROTTLE: cpu } : {}),
    ...(slowChunks ? { E2E_SLOW_CHUNKS: slowChunks } : {}),
  },
});

// Per test title: how many of its repeats passed.
const byTitle = new Map();
const failedTitles = [];
try {
  const json = JSON.parse(readFileSync(report, "utf8"));
  const walk = (suite, path) => {
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    for (const spec of suite.specs ?? []) {
      const title = [...path, spec.title].filter(Boolean).join(" › ");
      for (const test of spec.tests ?? []) {
        const entry = byTitle.get(title) ?? { runs: 0, passed: 0 };
        for (const result of test.results ?? []) {
          entry.runs++;
          if (result.status === "passed") entry.passed++;
          else failedTitles.push(`${title} (${result.status}, run ${entry.runs}: ${(result.error?.message ?? "").split("\n")[0]})`);
        }
        byTitle.set(title, entry);
      }
    }
  };
  for (const suite of json.suites ?? []) walk(suite, []);
} catch (error) {
  console.error(`No report (${error.message}).`);
}
rmSync(dir, { recursive: true, force: true });

console.log(`\n== ${spec}${grep ? ` -g "${grep}"` : ""}: ${times} repeats, CPU ${cpu ? `slowed ${cpu}x` : "not slowed"}${slowChunks ? `, scripts delayed ${slowChunks} ms` : ""}`);
for (const [title, { runs, passed }] of byTitle) console.log(`${passed}/${runs} passed  ${title}`);
for (const failure of failedTitles) console.log(`FAILED: ${failure}`);
console.log(
  `time ${((Date.now() - started) / 1000).toFixed(0)} s; load average (1/5/15 min) before ${loadBefore}, after ${load()}; ${cpus().length} cores`,
);
process.exit(run.status ?? 1);
