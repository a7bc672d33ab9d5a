/**
 * `robots-workbench`: lint, test, check and diff robots.txt files from a shell or a CI job,
 * on the same core as the app (parser, engines, crawler table, linter, expectations format,
 * URL-list reader) and in the app's words (its lint and match catalogs, in en/ja/ru).
 * Exit codes: 0 passed, 1 a check failed, 2 bad input or usage.
 */
import { appendFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { findCrawler } from "../core/crawlers.ts";
import { isValidProductToken } from "../core/agent.ts";
import { parseExpectations, EXPECTATIONS_VERSION, type Expectation } from "../core/expectations.ts";
import { lintRobotsTxt, DEFAULT_LINT_ENGINES } from "../core/lint.ts";
import { detectFileKind } from "../core/lint/filekind.ts";
import { ListReader, looksLikeUrl } from "../core/lists.ts";
import { compileMatcher, type CompiledMatcher } from "../core/match.ts";
import { parseRobotsTxt } from "../core/parse.ts";
import { ENGINE_IDS, type Diagnostic, type EngineId, type MatchResult, type RobotsTxt, type Severity } from "../core/types.ts";
import { DEFAULT_ORIGIN, normalizeOrigin, pathForMatching } from "../core/url.ts";
import type { Locale, Params, Translate } from "../i18n/format.ts";
import { InputError, Out, readText, textChunks, type Sink } from "./io.ts";
import { CLI_LOCALES, cliTranslator, localeFromEnv } from "./messages.ts";

export const EXIT = { passed: 0, failed: 1, usage: 2 } as const;

/** What a run talks to; the bin passes the process's, tests their own. */
export interface CliIo {
  stdout: Sink;
  stderr: Sink;
  stdin: NodeJS.ReadableStream;
  env: Readonly<Record<string, string | undefined>>;
  version: string;
}

type Format = "table" | "json" | "csv" | "github";
const FORMATS: readonly Format[] = ["table", "json", "csv", "github"];

/** A usage or input problem: a message code and its parameters; exits 2. */
class Problem extends Error {
  constructor(
    readonly code: string,
    readonly params: Params = {},
    readonly more: Array<[string, Params]> = [],
  ) {
    super(code);
  }
}

const OPTIONS = {
  format: { type: "string" },
  lang: { type: "string" },
  origin: { type: "string" },
  engines: { type: "string", multiple: true },
  engine: { type: "string" },
  crawler: { type: "string", multiple: true },
  "fail-on": { type: "string" },
  expect: { type: "string" },
  urls: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

interface Context {
  t: Translate;
  out: Out;
  err: Out;
  io: CliIo;
  format: Format;
  color: boolean;
  origin: string;
}

/** Runs the command line `argv` (without node and the script); resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const out = new Out(io.stdout);
  const err = new Out(io.stderr);
  let t = cliTranslator(pickLocale(argv, io.env));
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      throw new Problem("cli.usage.badOption", { detail: (error as Error).message });
    }
    const { values, positionals } = parsed;
    if (values.lang !== undefined) {
      if (!(CLI_LOCALES as readonly string[]).includes(values.lang)) throw badValue("--lang", values.lang, CLI_LOCALES);
      t = cliTranslator(values.lang as Locale);
    }
    if (values.version) {
      out.line(io.version);
      await out.flush();
      return EXIT.passed;
    }
    if (values.help || positionals.length === 0) {
      out.line(t("cli.help", { version: io.version, formatVersion: EXPECTATIONS_VERSION, engines: ENGINE_IDS.join(", ") }));
      await out.flush();
      if (!values.help) {
        err.line(t("cli.usage.noCommand"));
        await err.flush();
        return EXIT.usage;
      }
      return EXIT.passed;
    }
    const format = (values.format ?? "table") as Format;
    if (!FORMATS.includes(format)) throw badValue("--format", values.format ?? "", FORMATS);
    let origin = DEFAULT_ORIGIN;
    if (values.origin !== undefined) {
      const o = /^https?:\/\//i.test(values.origin) ? normalizeOrigin(values.origin) : null;
      if (!o) throw new Problem("cli.usage.badOrigin", { value: values.origin });
      origin = o;
    }
    const colorOff = io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== "";
    const ctx: Context = { t, out, err, io, format, color: format === "table" && out.isTTY && !colorOff, origin };
    const [command, ...files] = positionals;
    let code: number;
    switch (command) {
      case "lint":
        code = await lintCommand(ctx, files, values);
        break;
      case "test":
        code = await testCommand(ctx, files, values);
        break;
      case "check":
        code = await checkCommand(ctx, files, values);
        break;
      case "diff":
        code = await diffCommand(ctx, files, values);
        break;
      default:
        throw new Problem("cli.usage.unknownCommand", { command });
    }
    await out.flush();
    await err.flush();
    return code;
  } catch (error) {
    await out.flush();
    if (error instanceof Problem) {
      err.line(t(error.code, error.params));
      for (const [code, params] of error.more) err.line(t(code, params));
      if (error.code.startsWith("cli.usage.")) err.line(t("cli.usage.seeHelp"));
    } else if (error instanceof InputError) {
      const code = { missing: "cli.file.missing", directory: "cli.file.directory", unreadable: "cli.file.unreadable", gzip: "cli.list.gzip" }[error.code];
      err.line(t(code, { file: error.file, detail: error.detail }));
    } else {
      err.line(t("cli.internal", { detail: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
    }
    await err.flush();
    return EXIT.usage;
  }
}

function pickLocale(argv: readonly string[], env: CliIo["env"]): Locale {
  // --lang is read before the arguments are checked, so a usage error speaks the asked language.
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = a === "--lang" ? argv[i + 1] : a.startsWith("--lang=") ? a.slice(7) : undefined;
    if (value && (CLI_LOCALES as readonly string[]).includes(value)) return value as Locale;
  }
  return localeFromEnv(env);
}

function badValue(option: string, value: string, allowed: readonly string[]): Problem {
  return new Problem("cli.usage.badValue", { option, value, allowed: allowed.join(", ") });
}

function needFiles(command: string, files: string[], n: number, usage: string): void {
  if (files.length < n) throw new Problem("cli.usage.missingFiles", { command, n, usage });
  if (files.length > n) throw new Problem("cli.usage.extraFiles", { command, n, extra: files.slice(n).join(" ") });
}

// ---------------------------------------------------------------------------------------
// Inputs.

interface RobotsFile {
  path: string;
  doc: RobotsTxt;
  /** The file's line texts, for "line 7: Disallow: /x". */
  lineText(line: number): string;
}

async function readRobots(ctx: Context, path: string, allowOther = false): Promise<RobotsFile> {
  const text = await readText(path, ctx.io.stdin);
  const doc = parseRobotsTxt(text);
  if (!allowOther) {
    // The linter's own test of a file that is not robots.txt, so app and CLI agree.
    const kind = detectFileKind(doc);
    if (kind) throw kind.code === "html-file" ? new Problem("cli.file.html", { file: path }) : new Problem("cli.file.notRobots", { file: path, format: kind.format });
  }
  return {
    path,
    doc,
    lineText: (n) => {
      const line = doc.lines[n - 1];
      return line ? doc.text.slice(line.from, line.to).trim() : "";
    },
  };
}

function engineOption(value: string | undefined): EngineId | null {
  if (value === undefined) return null;
  if (!(ENGINE_IDS as readonly string[]).includes(value)) throw badValue("--engine", value, ENGINE_IDS);
  return value as EngineId;
}

/** A crawler as the run uses it: the app's reading of an id (`bulkCrawlers`): first token, own engine. */
interface RunCrawler {
  id: string;
  token: string;
  engine: EngineId;
}

function resolveCrawler(ctx: Context, name: string, engine: EngineId | null, noted: Set<string>): RunCrawler {
  const crawler = findCrawler(name);
  if (crawler) return { id: crawler.id, token: crawler.tokens[0], engine: engine ?? crawler.engine };
  if (!isValidProductToken(name)) throw new Problem("cli.crawler.invalid", { name });
  const e = engine ?? "google";
  if (!noted.has(name)) {
    noted.add(name);
    ctx.err.line(ctx.t("cli.crawler.custom", { name, engine: e }));
  }
  return { id: name, token: name, engine: e };
}

function crawlersOption(ctx: Context, names: string[] | undefined, engine: EngineId | null): RunCrawler[] {
  const list = (names ?? []).flatMap((n) => n.split(",")).map((n) => n.trim()).filter((n) => n !== "");
  if (list.length === 0) list.push("googlebot");
  const noted = new Set<string>();
  const out: RunCrawler[] = [];
  for (const name of list) {
    const c = resolveCrawler(ctx, name, engine, noted);
    if (!out.some((o) => o.id === c.id)) out.push(c);
  }
  return out;
}

/** An invalid entry of a URL list, by line. */
interface BadLine {
  line: number;
  text: string;
}

/**
 * Streams a URL list: each valid URL goes to `onUrl` with its compared path; invalid lines are
 * collected (the first 10 kept). A sitemap index, an HTML page or an empty list is a Problem.
 */
async function streamList(ctx: Context, path: string, onUrl: (url: string, comparedPath: string) => void): Promise<number> {
  const reader = new ListReader(path.replace(/\.gz$/i, ""));
  const bad: BadLine[] = [];
  let badCount = 0;
  let count = 0;
  const children: string[] = [];
  const origin = ctx.origin;
  const sink = (value: string, line: number) => {
    if (reader.kind === "sitemap-index") {
      children.push(value);
      return;
    }
    let comparedPath: string | null = null;
    if (value !== "" && looksLikeUrl(value)) {
      try {
        comparedPath = pathForMatching(value, origin);
      } catch {
        comparedPath = null;
      }
    }
    if (comparedPath === null) {
      if (++badCount <= 10) bad.push({ line, text: value });
      return;
    }
    count++;
    onUrl(value, comparedPath);
  };
  let first = true;
  for await (const chunk of textChunks(path, ctx.io.stdin)) {
    if (first) {
      first = false;
      if (/^\uFEFF?\s*<(!doctype\s+html|html[\s>])/i.test(chunk.slice(0, 512))) throw new Problem("cli.list.html", { file: path });
    }
    reader.push(chunk, sink);
    await ctx.out.ready();
  }
  reader.end(sink);
  if (reader.kind === "sitemap-index") {
    throw new Problem("cli.list.index", { file: path, n: children.length, first: children[0] ?? "" });
  }
  if (bad.length > 0) {
    const more: Array<[string, Params]> = bad
      .slice(1)
      .map((b) => (b.text === "" ? ["cli.list.noUrl", { file: path, line: b.line }] : ["cli.list.invalidLine", { file: path, line: b.line, text: clip(b.text) }]));
    if (badCount > bad.length) more.push(["cli.list.moreInvalid", { n: badCount - bad.length }]);
    const b = bad[0];
    throw b.text === ""
      ? new Problem("cli.list.noUrl", { file: path, line: b.line }, more)
      : new Problem("cli.list.invalidLine", { file: path, line: b.line, text: clip(b.text) }, more);
  }
  if (count === 0) throw new Problem("cli.list.empty", { file: path });
  return count;
}

function clip(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// ---------------------------------------------------------------------------------------
// Output helpers.

const SGR = { red: "31", yellow: "33", green: "32", dim: "2", bold: "1", cyan: "36" } as const;

function paint(ctx: Context, style: keyof typeof SGR, text: string): string {
  return ctx.color ? `\u001b[${SGR[style]}m${text}\u001b[0m` : text;
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Columns a text takes in a terminal (East Asian wide characters count two). */
function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? 2 : 1;
  return w;
}

/** Pads to a display width. */
function pad(text: string, width: number): string {
  const w = displayWidth(text);
  return w >= width ? text : text + " ".repeat(width - w);
}

const CSV_SPECIAL = /[",\r\n]|^[=+\-@\t]/;
const CSV_FORMULA = /^[=+\-@\t\r]/;

/** A CSV cell: quoted when it holds a quote, comma or line break; a formula-like start is defused with `'`. */
export function csvCell(value: string | number): string {
  const s = String(value);
  if (!CSV_SPECIAL.test(s)) return s;
  return `"${(CSV_FORMULA.test(s) ? "'" + s : s).replace(/"/g, '""')}"`;
}

/** A workflow command (`::error file=…,line=…::message`), escaped as the runner expects. */
function annotation(level: "error" | "warning" | "notice", props: Record<string, string | number>, message: string): string {
  const prop = (v: string | number) => String(v).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
  const data = message.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const list = Object.entries(props)
    .map(([k, v]) => `${k}=${prop(v)}`)
    .join(",");
  return `::${level} ${list}::${data}`;
}

function mdCell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

/** Appends a Markdown job summary to $GITHUB_STEP_SUMMARY, when the runner gives one. */
async function jobSummary(ctx: Context, markdown: string): Promise<void> {
  const file = ctx.io.env.GITHUB_STEP_SUMMARY;
  if (file) await appendFile(file, markdown.endsWith("\n") ? markdown : markdown + "\n");
}

function severityWord(ctx: Context, s: Severity): string {
  return ctx.t(`cli.severity.${s}`);
}

function ruleText(ctx: Context, file: RobotsFile, line: number | null): string {
  return line && line > 0 ? ctx.t("cli.rule.line", { line, text: file.lineText(line) }) : ctx.t("cli.rule.none");
}

/** At most this many rows in a table or a job summary; JSON and CSV list all. */
const TABLE_ROWS = 200;

// ---------------------------------------------------------------------------------------
// lint

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

async function lintCommand(ctx: Context, files: string[], values: Values): Promise<number> {
  needFiles("lint", files, 1, "lint FILE|-");
  const failOn = values["fail-on"] ?? "error";
  if (!["error", "warning", "never"].includes(failOn)) throw badValue("--fail-on", failOn, ["error", "warning", "never"]);
  let engines: EngineId[] = [...DEFAULT_LINT_ENGINES];
  if (values.engines) {
    const names = values.engines.flatMap((e) => e.split(",")).map((e) => e.trim()).filter((e) => e !== "");
    if (names.includes("all")) engines = [...ENGINE_IDS];
    else {
      for (const n of names) if (!(ENGINE_IDS as readonly string[]).includes(n)) throw badValue("--engines", n, [...ENGINE_IDS, "all"]);
      engines = names as EngineId[];
    }
  }
  const path = files[0];
  const file = await readRobots(ctx, path, true);
  const found = lintRobotsTxt(file.doc, { engines });
  const counts = { error: 0, warning: 0, info: 0 };
  for (const d of found) counts[d.severity]++;
  const failed = failOn === "error" ? counts.error > 0 : failOn === "warning" ? counts.error + counts.warning > 0 : false;
  const { t, out } = ctx;
  const column = (d: Diagnostic) => d.from - (file.doc.lines[d.line - 1]?.from ?? 0) + 1;
  const message = (d: Diagnostic) => t(d.code, d.params);
  const countText = t("cli.lint.counts", { errors: counts.error, warnings: counts.warning, infos: counts.info });
  switch (ctx.format) {
    case "json":
      out.line(
        JSON.stringify(
          {
            file: path,
            engines,
            failed,
            counts,
            diagnostics: found.map((d) => ({
              line: d.line,
              column: column(d),
              severity: d.severity,
              code: d.code,
              params: d.params,
              message: message(d),
              engines: d.engines,
              fixes: d.fixes.map((f) => ({ code: f.code, message: t(`fix.${f.code}`, f.params), edits: f.edits })),
            })),
          },
          null,
          2,
        ),
      );
      break;
    case "csv":
      out.line(["line", "column", "severity", "code", "message", "engines"].join(","));
      for (const d of found) out.line([d.line, column(d), d.severity, d.code, message(d), d.engines.join(" ")].map(csvCell).join(","));
      break;
    case "github": {
      const level = { error: "error", warning: "warning", info: "notice" } as const;
      for (const d of found) out.line(annotation(level[d.severity], { file: path, line: d.line, col: column(d), title: d.code }, message(d)));
      const rows = found.slice(0, TABLE_ROWS).map((d) => `| ${d.line} | ${severityWord(ctx, d.severity)} | \`${d.code}\` | ${mdCell(message(d))} |`);
      await jobSummary(
        ctx,
        [
          `### ${mdCell(t("cli.lint.title", { file: path }))}`,
          "",
          countText,
          "",
          ...(found.length
            ? [`| ${t("cli.col.line")} | ${t("cli.col.severity")} | ${t("cli.col.code")} | ${t("cli.col.message")} |`, "|---|---|---|---|", ...rows]
            : []),
          found.length > TABLE_ROWS ? t("cli.more", { n: found.length - TABLE_ROWS }) : "",
        ].join("\n"),
      );
      break;
    }
    default: {
      if (found.length === 0) {
        out.line(paint(ctx, "green", t("cli.lint.clean", { file: path, engines: engines.join(", ") })));
        break;
      }
      out.line(paint(ctx, "bold", path));
      const color = { error: "red", warning: "yellow", info: "cyan" } as const;
      const sevWidth = Math.max(...(["error", "warning", "info"] as const).map((s) => displayWidth(severityWord(ctx, s)))) + 2;
      for (const d of found) {
        const where = pad(`${d.line}:${column(d)}`, 8);
        const sev = paint(ctx, color[d.severity], pad(severityWord(ctx, d.severity), sevWidth));
        const eng = d.engines.length ? paint(ctx, "dim", ` [${d.engines.join(", ")}]`) : "";
        out.line(`  ${where}${sev}${message(d)}${eng}  ${paint(ctx, "dim", d.code)}`);
      }
      out.line();
      out.line(paint(ctx, failed ? "red" : "bold", countText));
    }
  }
  return failed ? EXIT.failed : EXIT.passed;
}

// ---------------------------------------------------------------------------------------
// test

interface TestResult {
  expectation: Expectation;
  crawler: RunCrawler;
  actual: "allowed" | "blocked" | "invalid";
  line: number | null;
  reason: MatchResult["reason"] | null;
  pass: boolean;
}

async function testCommand(ctx: Context, files: string[], values: Values): Promise<number> {
  needFiles("test", files, 1, "test FILE --expect EXPECTATIONS.json");
  if (values.expect === undefined) throw new Problem("cli.usage.needsOption", { command: "test", option: "--expect EXPECTATIONS.json" });
  if (values.expect === "-" && files[0] === "-") throw new Problem("cli.usage.stdinTwice");
  const engine = engineOption(values.engine);
  const file = await readRobots(ctx, files[0]);
  const expPath = values.expect;
  const read = parseExpectations(await readText(expPath, ctx.io.stdin));
  if (!read.ok) {
    const e = read.error;
    const params: Params = e.code === "expectations-bad-item" ? { ...e.params, n: e.params.index + 1 } : e.params;
    throw new Problem(`cli.${e.code}`, { file: expPath, ...params });
  }
  if (read.expectations.length === 0) throw new Problem("cli.expectations.empty", { file: expPath });
  const matchers = new Map<string, { crawler: RunCrawler; matcher: CompiledMatcher }>();
  const noted = new Set<string>();
  const results: TestResult[] = [];
  for (const expectation of read.expectations) {
    let entry = matchers.get(expectation.crawler);
    if (!entry) {
      // An id the app does not know is a product token of its own there too (google engine).
      const crawler = resolveCrawler(ctx, expectation.crawler, engine, noted);
      entry = { crawler, matcher: compileMatcher(file.doc, crawler.engine, crawler.token, ctx.origin) };
      matchers.set(expectation.crawler, entry);
    }
    let actual: TestResult["actual"];
    let line: number | null = null;
    let reason: TestResult["reason"] = null;
    try {
      const r = entry.matcher.explain(expectation.url);
      actual = r.allowed ? "allowed" : "blocked";
      line = r.rule?.line ?? null;
      reason = r.reason;
    } catch {
      actual = "invalid";
    }
    results.push({ expectation, crawler: entry.crawler, actual, line, reason, pass: actual === expectation.expect });
  }
  const failures = results.filter((r) => !r.pass);
  const { t, out } = ctx;
  const verdict = (v: string) => t(`cli.verdict.${v}`);
  const summary = t("cli.test.summary", { passed: results.length - failures.length, failed: failures.length, total: results.length, file: expPath });
  const failText = (r: TestResult) =>
    t("cli.test.fail", { url: r.expectation.url, expected: verdict(r.expectation.expect), crawler: r.expectation.crawler, actual: verdict(r.actual) });
  const reasonText = (r: TestResult) => (r.reason ? t(r.reason.code, r.reason.params) : "");
  switch (ctx.format) {
    case "json":
      out.line(
        JSON.stringify(
          {
            file: file.path,
            expectations: expPath,
            formatVersion: read.version,
            total: results.length,
            passed: results.length - failures.length,
            failed: failures.length,
            results: results.map((r) => ({
              url: r.expectation.url,
              crawler: r.expectation.crawler,
              token: r.crawler.token,
              engine: r.crawler.engine,
              expect: r.expectation.expect,
              actual: r.actual,
              pass: r.pass,
              line: r.line,
              rule: r.line ? file.lineText(r.line) : null,
              reason: r.reason ? { ...r.reason, message: reasonText(r) } : null,
            })),
          },
          null,
          2,
        ),
      );
      break;
    case "csv":
      out.line(["url", "crawler", "engine", "expected", "actual", "pass", "line", "rule"].join(","));
      for (const r of results) {
        out.line(
          [r.expectation.url, r.expectation.crawler, r.crawler.engine, r.expectation.expect, r.actual, r.pass ? "yes" : "no", r.line ?? "", r.line ? file.lineText(r.line) : ""]
            .map(csvCell)
            .join(","),
        );
      }
      break;
    case "github": {
      for (const r of failures) {
        out.line(annotation("error", { file: file.path, line: r.line ?? 1, title: `robots-workbench test: ${r.expectation.crawler}` }, `${failText(r)}. ${reasonText(r)}`));
      }
      await jobSummary(
        ctx,
        [
          `### ${mdCell(t("cli.test.title", { file: file.path }))}`,
          "",
          summary,
          "",
          ...(failures.length
            ? [
                `| ${t("cli.col.url")} | ${t("cli.col.crawler")} | ${t("cli.col.expected")} | ${t("cli.col.actual")} | ${t("cli.col.rule")} |`,
                "|---|---|---|---|---|",
                ...failures
                  .slice(0, TABLE_ROWS)
                  .map((r) => `| ${mdCell(r.expectation.url)} | ${r.expectation.crawler} | ${verdict(r.expectation.expect)} | ${verdict(r.actual)} | ${mdCell(ruleText(ctx, file, r.line))} |`),
              ]
            : []),
          failures.length > TABLE_ROWS ? t("cli.more", { n: failures.length - TABLE_ROWS }) : "",
        ].join("\n"),
      );
      break;
    }
    default:
      for (const r of failures.slice(0, TABLE_ROWS)) {
        out.line(`${paint(ctx, "red", "✗")} ${failText(r)}`);
        out.line(`    ${paint(ctx, "dim", ruleText(ctx, file, r.line))}`);
        if (r.reason) out.line(`    ${paint(ctx, "dim", reasonText(r))}`);
      }
      if (failures.length > TABLE_ROWS) out.line(t("cli.more", { n: failures.length - TABLE_ROWS }));
      out.line(paint(ctx, failures.length ? "red" : "green", summary));
  }
  return failures.length ? EXIT.failed : EXIT.passed;
}

// ---------------------------------------------------------------------------------------
// check

async function checkCommand(ctx: Context, files: string[], values: Values): Promise<number> {
  needFiles("check", files, 1, "check FILE --urls LIST");
  if (values.urls === undefined) throw new Problem("cli.usage.needsOption", { command: "check", option: "--urls LIST" });
  if (values.urls === "-" && files[0] === "-") throw new Problem("cli.usage.stdinTwice");
  const failOn = values["fail-on"] ?? "never";
  if (!["blocked", "allowed", "never"].includes(failOn)) throw badValue("--fail-on", failOn, ["blocked", "allowed", "never"]);
  const engine = engineOption(values.engine);
  const file = await readRobots(ctx, files[0]);
  const crawlers = crawlersOption(ctx, values.crawler, engine);
  const matchers = crawlers.map((c) => compileMatcher(file.doc, c.engine, c.token, ctx.origin));
  const n = crawlers.length;
  const stats = crawlers.map(() => ({ allowed: 0, blocked: 0, invalid: 0 }));
  const violations: Array<{ url: string; c: number; line: number | null }> = [];
  let violationCount = 0;
  const { t, out } = ctx;
  const word = { allowed: t("cli.verdict.allowed"), blocked: t("cli.verdict.blocked"), invalid: t("cli.verdict.invalid") };
  const width = Math.max(12, ...crawlers.map((c) => c.id.length + 2), ...Object.values(word).map((w) => displayWidth(w) + 8));
  const verdicts: Array<"allowed" | "blocked" | "invalid"> = new Array(n);
  const lines: Array<number | null> = new Array(n);
  let firstRow = true;

  if (ctx.format === "csv") out.line([t("cli.col.url"), ...crawlers.flatMap((c) => [`${c.id} verdict`, `${c.id} line`])].map(csvCell).join(","));
  else if (ctx.format === "json") {
    out.write(`{"file":${JSON.stringify(file.path)},"urls":${JSON.stringify(values.urls)},"origin":${JSON.stringify(ctx.origin)},`);
    out.write(`"crawlers":${JSON.stringify(crawlers)},"results":[`);
  } else if (ctx.format === "table") out.line(paint(ctx, "bold", crawlers.map((c) => pad(c.id, width)).join("") + t("cli.col.url")));

  const count = await streamList(ctx, values.urls, (url, comparedPath) => {
    for (let c = 0; c < n; c++) {
      let v: "allowed" | "blocked" | "invalid";
      let line: number | null = null;
      try {
        const q = matchers[c].matchPath(comparedPath);
        v = q.allowed ? "allowed" : "blocked";
        line = q.line;
      } catch {
        v = "invalid";
      }
      verdicts[c] = v;
      lines[c] = line;
      stats[c][v]++;
      if (v === failOn) {
        if (++violationCount <= TABLE_ROWS) violations.push({ url, c, line });
      }
    }
    switch (ctx.format) {
      case "csv": {
        let row = csvCell(url);
        for (let c = 0; c < n; c++) row += `,${verdicts[c]},${lines[c] ?? ""}`;
        out.line(row);
        return;
      }
      case "json": {
        let row = `${firstRow ? "\n" : ",\n"}{"url":${JSON.stringify(url)},"verdicts":{`;
        for (let c = 0; c < n; c++) row += `${c ? "," : ""}${JSON.stringify(crawlers[c].id)}:{"verdict":"${verdicts[c]}","line":${lines[c] ?? "null"}}`;
        firstRow = false;
        out.write(row + "}}");
        return;
      }
      case "table": {
        let row = "";
        for (let c = 0; c < n; c++) {
          const cell = pad(lines[c] ? `${word[verdicts[c]]} L${lines[c]}` : word[verdicts[c]], width);
          row += verdicts[c] === "blocked" ? paint(ctx, "red", cell) : verdicts[c] === "invalid" ? paint(ctx, "yellow", cell) : cell;
        }
        out.line(row + url);
        return;
      }
      default:
        return;
    }
  });

  const summaries = crawlers.map((c, i) => t("cli.check.summary", { crawler: c.id, n: count, ...stats[i] }));
  const violationText = (v: (typeof violations)[number]) => t("cli.check.violation", { url: v.url, verdict: word[failOn as "allowed"], crawler: crawlers[v.c].id });
  switch (ctx.format) {
    case "json":
      out.line(
        `\n],"summary":${JSON.stringify(crawlers.map((c, i) => ({ crawler: c.id, urls: count, ...stats[i] })))},"failOn":${JSON.stringify(failOn)},"failed":${violationCount > 0}}`,
      );
      break;
    case "github":
      for (const v of violations) out.line(annotation("error", { file: file.path, line: v.line ?? 1, title: "robots-workbench check" }, violationText(v)));
      await jobSummary(
        ctx,
        [
          `### ${mdCell(t("cli.check.title", { file: file.path }))}`,
          "",
          ...summaries.map((s) => `- ${s}`),
          "",
          ...(violations.length
            ? [
                `| ${t("cli.col.url")} | ${t("cli.col.crawler")} | ${t("cli.col.rule")} |`,
                "|---|---|---|",
                ...violations.map((v) => `| ${mdCell(v.url)} | ${crawlers[v.c].id} | ${mdCell(ruleText(ctx, file, v.line))} |`),
              ]
            : []),
          violationCount > violations.length ? t("cli.more", { n: violationCount - violations.length }) : "",
        ].join("\n"),
      );
      for (const s of summaries) out.line(s);
      break;
    case "table":
      out.line();
      for (const s of summaries) out.line(paint(ctx, "bold", s));
      break;
    default:
  }
  return violationCount > 0 ? EXIT.failed : EXIT.passed;
}

// ---------------------------------------------------------------------------------------
// diff

interface Flip {
  url: string;
  c: number;
  before: "allowed" | "blocked";
  after: "allowed" | "blocked";
  beforeLine: number | null;
  afterLine: number | null;
}

async function diffCommand(ctx: Context, files: string[], values: Values): Promise<number> {
  needFiles("diff", files, 2, "diff OLD NEW --urls LIST");
  if (values.urls === undefined) throw new Problem("cli.usage.needsOption", { command: "diff", option: "--urls LIST" });
  if ([files[0], files[1], values.urls].filter((f) => f === "-").length > 1) throw new Problem("cli.usage.stdinTwice");
  const failOn = values["fail-on"] ?? "any";
  if (!["any", "blocked", "never"].includes(failOn)) throw badValue("--fail-on", failOn, ["any", "blocked", "never"]);
  const engine = engineOption(values.engine);
  const oldFile = await readRobots(ctx, files[0]);
  const newFile = await readRobots(ctx, files[1]);
  const crawlers = crawlersOption(ctx, values.crawler, engine);
  const before = crawlers.map((c) => compileMatcher(oldFile.doc, c.engine, c.token, ctx.origin));
  const after = crawlers.map((c) => compileMatcher(newFile.doc, c.engine, c.token, ctx.origin));
  const flips: Flip[] = [];
  let flipCount = 0;
  let newlyBlocked = 0;
  const { t, out } = ctx;
  const csv = ctx.format === "csv";
  const json = ctx.format === "json";
  const verdict = (v: string) => t(`cli.verdict.${v}`);
  const ruleOf = (f: RobotsFile, line: number | null) => (line ? f.lineText(line) : null);
  if (csv) out.line(["url", "crawler", "engine", "before", "before line", "before rule", "after", "after line", "after rule"].join(","));
  if (json) out.write(`{"old":${JSON.stringify(oldFile.path)},"new":${JSON.stringify(newFile.path)},"urls":${JSON.stringify(values.urls)},"crawlers":${JSON.stringify(crawlers)},"flips":[`);

  const count = await streamList(ctx, values.urls, (url, comparedPath) => {
    for (let c = 0; c < crawlers.length; c++) {
      let a: { allowed: boolean; line: number | null };
      let b: { allowed: boolean; line: number | null };
      try {
        a = before[c].matchPath(comparedPath);
        b = after[c].matchPath(comparedPath);
      } catch {
        continue;
      }
      if (a.allowed === b.allowed) continue;
      const flip: Flip = { url, c, before: a.allowed ? "allowed" : "blocked", after: b.allowed ? "allowed" : "blocked", beforeLine: a.line, afterLine: b.line };
      flipCount++;
      if (!b.allowed) newlyBlocked++;
      if (csv) {
        out.line(
          [url, crawlers[c].id, crawlers[c].engine, flip.before, a.line ?? "", ruleOf(oldFile, a.line) ?? "", flip.after, b.line ?? "", ruleOf(newFile, b.line) ?? ""]
            .map(csvCell)
            .join(","),
        );
      } else if (json) {
        out.write(
          `${flipCount > 1 ? "," : ""}\n${JSON.stringify({
            url,
            crawler: crawlers[c].id,
            engine: crawlers[c].engine,
            before: { verdict: flip.before, line: a.line, rule: ruleOf(oldFile, a.line) },
            after: { verdict: flip.after, line: b.line, rule: ruleOf(newFile, b.line) },
          })}`,
        );
      } else if (flips.length < TABLE_ROWS) flips.push(flip);
    }
  });

  const failed = failOn === "any" ? flipCount > 0 : failOn === "blocked" ? newlyBlocked > 0 : false;
  const summary = t("cli.diff.summary", { flips: flipCount, urls: count, crawlers: crawlers.length });
  const flipText = (f: Flip) => t("cli.diff.flip", { url: f.url, before: verdict(f.before), after: verdict(f.after), crawler: crawlers[f.c].id });
  switch (ctx.format) {
    case "json":
      out.line(`\n],"summary":{"urls":${count},"flips":${flipCount},"newlyBlocked":${newlyBlocked}},"failOn":${JSON.stringify(failOn)},"failed":${failed}}`);
      break;
    case "csv":
      break;
    case "github":
      for (const f of flips) {
        const line = f.afterLine ?? 1;
        out.line(
          annotation(
            f.after === "blocked" ? "error" : "warning",
            { file: newFile.path, line, title: "robots-workbench diff" },
            `${flipText(f)}. ${t("cli.col.before")}: ${ruleText(ctx, oldFile, f.beforeLine)}; ${t("cli.col.after")}: ${ruleText(ctx, newFile, f.afterLine)}`,
          ),
        );
      }
      await jobSummary(
        ctx,
        [
          `### ${mdCell(t("cli.diff.title", { old: oldFile.path, new: newFile.path }))}`,
          "",
          summary,
          "",
          ...(flips.length
            ? [
                `| ${t("cli.col.url")} | ${t("cli.col.crawler")} | ${t("cli.col.before")} | ${t("cli.col.after")} |`,
                "|---|---|---|---|",
                ...flips.map(
                  (f) =>
                    `| ${mdCell(f.url)} | ${crawlers[f.c].id} | ${verdict(f.before)}: ${mdCell(ruleText(ctx, oldFile, f.beforeLine))} | ${verdict(f.after)}: ${mdCell(ruleText(ctx, newFile, f.afterLine))} |`,
                ),
              ]
            : []),
          flipCount > flips.length ? t("cli.more", { n: flipCount - flips.length }) : "",
        ].join("\n"),
      );
      out.line(summary);
      break;
    default:
      for (const f of flips) {
        out.line(paint(ctx, f.after === "blocked" ? "red" : "green", flipText(f)));
        out.line(`    ${paint(ctx, "dim", `${pad(t("cli.col.before"), 8)} ${oldFile.path}: ${ruleText(ctx, oldFile, f.beforeLine)}`)}`);
        out.line(`    ${pad(t("cli.col.after"), 8)} ${newFile.path}: ${ruleText(ctx, newFile, f.afterLine)}`);
      }
      if (flipCount > flips.length) out.line(t("cli.more", { n: flipCount - flips.length }));
      out.line(paint(ctx, failed ? "red" : "bold", summary));
  }
  return failed ? EXIT.failed : EXIT.passed;
}
