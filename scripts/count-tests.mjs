// Prints "N passed, N failed" from vitest's and Playwright's JSON reports.
// A report that is missing (its runner never ran) counts as one failure.
import { readFileSync, existsSync } from "node:fs";

let passed = 0;
let failed = 0;
const [vitestPath, playwrightPath] = process.argv.slice(2);

if (vitestPath && existsSync(vitestPath)) {
  const r = JSON.parse(readFileSync(vitestPath, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
} else {
  failed += 1;
}

function walk(suite) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const results = t.results ?? [];
      const last = results[results.length - 1];
      if (t.status === "skipped") continue;
      if (last && (last.status === "passed" || t.status === "expected" || t.status === "flaky")) passed += 1;
      else failed += 1;
    }
  }
  for (const child of suite.suites ?? []) walk(child);
}
if (playwrightPath && existsSync(playwrightPath)) {
  const r = JSON.parse(readFileSync(playwrightPath, "utf8"));
  for (const s of r.suites ?? []) walk(s);
  failed += (r.errors ?? []).length;
} else {
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
