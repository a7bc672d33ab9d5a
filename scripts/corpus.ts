/**
 * `npm run corpus [DIR] [-- options]`: lints every file of a folder as the app would (bytes
 * decoded as UTF-8, invalid bytes as U+FFFD, a BOM kept) and prints the figures a change to
 * the linter is judged by: files, throws, time, diagnostics per file (median, p90, max),
 * counts by code and by severity, and the files recognised as not robots.txt.
 *
 * A script, not a test: a clean clone has no corpus. DIR defaults to
 * ../shared/realworld/files when it exists.
 *
 * Options:
 *   --engines google,bing,yandex   the lint set (default: the app's default engines)
 *   --sample N --seed S            also print N diagnostics drawn at random (seeded, so the
 *                                  same draw comes back), each with its line, for hand review
 *   --json                         the figures as JSON
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { DEFAULT_LINT_ENGINES, lintReport } from "../src/core/lint.ts";
import { parseRobotsTxt } from "../src/core/parse.ts";
import { ENGINE_IDS, type Diagnostic, type EngineId, type Param } from "../src/core/types.ts";
import { FILE_KIND_CODES } from "../src/core/lint/filekind.ts";
import { lintMessages } from "../src/i18n/en/lint.ts";

interface Args {
  dir: string;
  engines: EngineId[];
  sample: number;
  seed: number;
  json: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { dir: "", engines: [...DEFAULT_LINT_ENGINES], sample: 0, seed: 1, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--engines") {
      const list = (argv[++i] ?? "").split(",").filter((e) => e !== "");
      const bad = list.filter((e) => !(ENGINE_IDS as readonly string[]).includes(e));
      if (bad.length > 0) fail(`unknown engine ${bad.join(", ")}; engines are ${ENGINE_IDS.join(", ")}`);
      args.engines = list as EngineId[];
    } else if (a === "--sample") args.sample = Number(argv[++i]);
    else if (a === "--seed") args.seed = Number(argv[++i]);
    else if (a === "--json") args.json = true;
    else if (a.startsWith("--")) fail(`unknown option ${a}`);
    else args.dir = a;
  }
  if (!Number.isInteger(args.sample) || args.sample < 0) fail("--sample needs a whole number");
  if (!Number.isFinite(args.seed)) fail("--seed needs a number");
  if (args.dir === "") {
    const fallback = resolve("../shared/realworld/files");
    if (!existsSync(fallback)) fail("no folder given and ../shared/realworld/files does not exist: npm run corpus DIR");
    args.dir = fallback;
  }
  return args;
}

function fail(message: string): never {
  console.error(`corpus: ${message}`);
  process.exit(2);
}

/** mulberry32: a small seeded generator, so a draw can be repeated. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

/** English text of a finding, for the review print-out (the app's i18n layer needs Vite). */
function format(code: string, params: Record<string, Param>): string {
  return fill(lintMessages[code] ?? code, params);
}

function fill(template: string, params: Record<string, Param>): string {
  let out = "";
  for (let i = 0; i < template.length; i++) {
    if (template[i] !== "{") {
      out += template[i];
      continue;
    }
    let depth = 0;
    let j = i;
    for (; j < template.length; j++) {
      if (template[j] === "{") depth++;
      else if (template[j] === "}" && --depth === 0) break;
    }
    const inner = template.slice(i + 1, j);
    const plural = /^(\w+), plural,([\s\S]*)$/.exec(inner);
    if (plural) {
      const n = Number(params[plural[1]]);
      const branches = new Map<string, string>();
      for (const m of plural[2].matchAll(/(=?\w+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)) branches.set(m[1], m[2]);
      const chosen = branches.get(`=${n}`) ?? (n === 1 ? branches.get("one") : undefined) ?? branches.get("other") ?? "";
      out += fill(chosen.replace(/#/g, String(n)), params);
    } else out += inner in params ? String(params[inner]) : `{${inner}}`;
    i = j;
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
const names = readdirSync(args.dir)
  .filter((n) => statSync(join(args.dir, n)).isFile())
  .sort();
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
const perFile: number[] = [];
const byCode = new Map<string, number>();
const bySeverity = new Map<string, number>();
const notRobots: { name: string; code: string; count: number }[] = [];
const throws: { name: string; error: string }[] = [];
const all: { name: string; text: string; d: Diagnostic }[] = [];
let total = 0;
let hidden = 0;
const started = performance.now();
for (const name of names) {
  const text = decoder.decode(readFileSync(join(args.dir, name)));
  try {
    const doc = parseRobotsTxt(text);
    const report = lintReport(doc, { engines: args.engines });
    const diagnostics = report.diagnostics;
    hidden += report.hidden;
    perFile.push(diagnostics.length);
    total += diagnostics.length;
    for (const d of diagnostics) {
      byCode.set(d.code, (byCode.get(d.code) ?? 0) + 1);
      bySeverity.set(d.severity, (bySeverity.get(d.severity) ?? 0) + 1);
      if (args.sample > 0) all.push({ name, text, d });
    }
    const kind = diagnostics.find((d) => (FILE_KIND_CODES as readonly string[]).includes(d.code));
    if (kind) notRobots.push({ name, code: kind.code, count: diagnostics.length });
  } catch (e) {
    throws.push({ name, error: e instanceof Error ? e.message : String(e) });
  }
}
const ms = performance.now() - started;
const sorted = [...perFile].sort((a, b) => a - b);
const figures = {
  dir: args.dir,
  engines: args.engines,
  files: names.length,
  throws: throws.length,
  ms: Math.round(ms),
  load: loadavg().map((l) => l.toFixed(2)).join(" "),
  cores: cpus().length,
  diagnostics: total,
  hidden,
  perFile: { median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), max: sorted[sorted.length - 1] ?? 0 },
  bySeverity: Object.fromEntries([...bySeverity].sort((a, b) => b[1] - a[1])),
  byCode: Object.fromEntries([...byCode].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))),
  notRobots,
  throwsDetail: throws,
};

if (args.json) console.log(JSON.stringify(figures, null, 2));
else {
  console.log(`folder      ${figures.dir}`);
  console.log(`engines     ${figures.engines.join(", ")}`);
  console.log(`files       ${figures.files}`);
  console.log(`throws      ${figures.throws}${throws.map((t) => `\n  ${t.name}: ${t.error}`).join("")}`);
  console.log(`time        ${figures.ms} ms (load average ${figures.load} on ${figures.cores} cores)`);
  console.log(`diagnostics ${total} shown, ${hidden} hidden (they concern only engines outside the lint set)`);
  console.log(`per file    median ${figures.perFile.median}, p90 ${figures.perFile.p90}, max ${figures.perFile.max}`);
  console.log(`by severity ${Object.entries(figures.bySeverity).map(([k, v]) => `${k} ${v}`).join(", ")}`);
  console.log("by code");
  for (const [code, n] of Object.entries(figures.byCode)) console.log(`  ${String(n).padStart(6)}  ${code}`);
  console.log(`not robots.txt: ${notRobots.length} files`);
  for (const f of notRobots) console.log(`  ${f.name}  ${f.code}  (${f.count} diagnostics)`);
}

if (args.sample > 0) {
  const next = random(args.seed);
  const pool = [...all];
  const drawn: typeof all = [];
  while (drawn.length < args.sample && pool.length > 0) {
    const i = Math.floor(next() * pool.length);
    drawn.push(pool[i]);
    pool[i] = pool[pool.length - 1];
    pool.pop();
  }
  console.log(`\nsample of ${drawn.length} diagnostics (seed ${args.seed}, from ${all.length})`);
  drawn.forEach(({ name, text, d }, i) => {
    const lines = text.split(/\r\n|\r|\n/);
    const line = (lines[d.line - 1] ?? "").slice(0, 120);
    console.log(`${String(i + 1).padStart(2)}. ${name}:${d.line} ${d.severity} ${d.code} [${d.engines.join(",") || "all"}]`);
    console.log(`    line: ${JSON.stringify(line)}`);
    console.log(`    says: ${format(d.code, d.params)}`);
  });
}
