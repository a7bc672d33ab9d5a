/**
 * The package as a user gets it: `npm pack` (which builds dist-lib), an install of the tarball
 * into an empty temporary folder with `--offline` (the package has no dependencies, so no
 * network is needed), then the installed `robots-workbench` command on real files, checking
 * exit codes and output, and the library imported and type-checked from that folder.
 * Run by `npm test` (test:pack); Node 20 or later.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const root = new URL("..", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "robots-workbench-pack-"));
let failures = 0;
let checks = 0;

function run(cmd, args, opts = {}) {
  // As a user's shell: no FORCE_COLOR (a test runner may set it), English messages.
  const env = { ...process.env, NO_COLOR: "1", LANG: "C", ...opts.env };
  delete env.FORCE_COLOR;
  const r = spawnSync(cmd, args, { encoding: "utf8", ...opts, env });
  if (r.error) throw r.error;
  return r;
}

function check(name, condition, detail = "") {
  checks++;
  if (condition) return;
  failures++;
  console.error(`✗ ${name}${detail ? `\n${detail}` : ""}`);
}

try {
  // 1. Pack (prepack builds dist-lib) and install offline into an empty folder.
  const pack = run("npm", ["pack", "--json", "--pack-destination", work], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  if (pack.status !== 0) throw new Error("npm pack failed");
  const [info] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf("[")));
  const tarball = join(work, info.filename);
  const unpacked = info.unpackedSize;
  console.log(`packed ${info.filename}: ${statSync(tarball).size} bytes, ${info.entryCount} files, ${unpacked} bytes unpacked`);
  check("the tarball holds only dist-lib, package.json and README", info.files.every((f) => /^(dist-lib\/|package\.json$|README\.md$|LICENSE)/.test(f.path)), info.files.map((f) => f.path).join("\n"));
  check("the tarball is small (< 200 KB)", statSync(tarball).size < 200_000);

  const app = join(work, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "pack-test", private: true, type: "module" }));
  const install = run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball], { cwd: app, stdio: ["ignore", "pipe", "pipe"] });
  check("the tarball installs offline into an empty folder", install.status === 0, install.stderr);
  const bin = join(app, "node_modules", ".bin", "robots-workbench");

  // 2. Fixtures: real files in the folder.
  const files = join(app, "files");
  mkdirSync(files);
  const w = (name, text) => writeFileSync(join(files, name), text);
  w("robots.txt", "User-agent: *\nDisallow: /private/\nAllow: /private/open\n\nUser-agent: Googlebot-Image\nDisallow: /images/raw/\n");
  w("robots-new.txt", "User-agent: *\nDisallow: /private/\nDisallow: /*?\n\nUser-agent: Googlebot-Image\nDisallow: /images/raw/\n");
  w("typo.txt", "User-agent: *\nDisalow: /x\nDisallow: private\n");
  w("expectations.json", JSON.stringify({ version: 1, expectations: [
    { url: "/", crawler: "googlebot", expect: "allowed" },
    { url: "/private/open/a", crawler: "googlebot", expect: "allowed" },
    { url: "https://example.com/images/raw/1.png", crawler: "googlebot-image", expect: "blocked" },
  ] }, null, 2));
  w("expectations-failing.json", JSON.stringify({ version: 1, expectations: [{ url: "/private/x", crawler: "bingbot", expect: "allowed" }] }));
  w("expectations-v2.json", JSON.stringify({ version: 2, expectations: [] }));
  w("urls.txt", "/\n/private/a\n/private/open\n/search?q=robots\nhttps://example.com/images/raw/2.png\n");
  w("bad-urls.txt", "/\n/ok\nnot a url\n/fine\n");
  w("page.html", "<!DOCTYPE html>\n<html><head><title>Not found</title></head><body>404</body></html>\n");
  writeFileSync(join(files, "sitemap.xml.gz"), gzipSync(`<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://example.com/private/a</loc></url>\n<url><loc>https://example.com/blog/?page=2</loc></url>\n</urlset>\n`));
  const cli = (...args) => run(bin, args, { cwd: files });

  // 3. The commands as a user runs them.
  let r = cli("--version");
  check("--version prints the package version", r.status === 0 && r.stdout.trim() === JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version, r.stdout + r.stderr);

  r = cli("lint", "robots.txt");
  check("lint: a clean file exits 0", r.status === 0, r.stdout + r.stderr);
  r = cli("lint", "typo.txt");
  check("lint: an error exits 1 and names line and code", r.status === 1 && /3:\d+\s+error/.test(r.stdout) && r.stdout.includes("pattern-not-rooted"), r.stdout + r.stderr);
  r = cli("lint", "typo.txt", "--fail-on", "never", "--lang", "ja", "--format", "json");
  const lintJson = r.status === 0 ? JSON.parse(r.stdout) : null;
  check("lint --lang ja --format json: Japanese messages, exit 0 with --fail-on never", lintJson !== null && lintJson.diagnostics.some((d) => d.code === "directive-typo" && /[\u3040-\u30ff]/.test(d.message)), r.stdout + r.stderr);
  r = cli("lint", "typo.txt", "--format", "github");
  check("lint --format github: workflow annotations on the lines", /^::error file=typo.txt,line=3,col=\d+,title=pattern-not-rooted::/m.test(r.stdout), r.stdout);
  r = run(bin, ["lint", "-"], { cwd: files, input: "User-agent: *\nDisallow: /\n" });
  check("lint -: reads standard input", r.status === 0, r.stdout + r.stderr);

  r = cli("test", "robots.txt", "--expect", "expectations.json");
  check("test: passing expectations exit 0", r.status === 0 && /3 expectations pass/.test(r.stdout), r.stdout + r.stderr);
  r = cli("test", "robots.txt", "--expect", "expectations-failing.json");
  check("test: a failing expectation exits 1 with the deciding line", r.status === 1 && r.stdout.includes("/private/x must be allowed for bingbot") && r.stdout.includes("line 2: Disallow: /private/"), r.stdout + r.stderr);
  r = cli("test", "robots.txt", "--expect", "expectations-v2.json");
  check("test: an expectations file of another format version exits 2 and says so", r.status === 2 && r.stderr.includes("format version 2"), r.stderr);
  r = cli("test", "page.html", "--expect", "expectations.json");
  check("test: an HTML file exits 2", r.status === 2 && r.stderr.includes("HTML"), r.stderr);
  r = cli("test", "missing.txt", "--expect", "expectations.json");
  check("test: a missing file exits 2 and names it", r.status === 2 && r.stderr.includes("missing.txt: no such file"), r.stderr);

  r = cli("check", "robots.txt", "--urls", "sitemap.xml.gz", "--format", "csv", "--crawler", "googlebot");
  check("check: a gzipped sitemap as CSV verdicts", r.status === 0 && r.stdout.split("\n")[1] === "https://example.com/private/a,blocked,2", r.stdout + r.stderr);
  r = cli("check", "robots.txt", "--urls", "bad-urls.txt");
  check("check: an invalid list line exits 2 and names the line", r.status === 2 && r.stderr.includes("bad-urls.txt, line 3"), r.stderr);
  r = cli("check", "robots.txt", "--urls", "urls.txt", "--fail-on", "blocked", "--format", "json");
  const checkJson = JSON.parse(r.stdout);
  check("check --fail-on blocked: exits 1, JSON lists every URL", r.status === 1 && checkJson.results.length === 5 && checkJson.summary[0].blocked === 1, r.stdout);

  r = cli("diff", "robots.txt", "robots-new.txt", "--urls", "urls.txt", "--crawler", "googlebot,googlebot-image");
  check("diff: flips exit 1 with both deciding lines", r.status === 1 && r.stdout.includes("/search?q=robots: allowed → blocked for googlebot") && r.stdout.includes("line 3: Disallow: /*?"), r.stdout + r.stderr);
  r = cli("diff", "robots.txt", "robots.txt", "--urls", "urls.txt");
  check("diff: no change exits 0", r.status === 0 && r.stdout.includes("No verdict changes"), r.stdout + r.stderr);
  r = cli("frobnicate");
  check("an unknown command exits 2", r.status === 2 && r.stderr.includes("Unknown command"), r.stderr);

  // 4. The library: imported from the installed package, and type-checked.
  writeFileSync(
    join(app, "use.ts"),
    `import { parseRobotsTxt, matchUrl, lintRobotsTxt, parseExpectations, type MatchResult } from "robots-workbench";
const doc = parseRobotsTxt("User-agent: *\\nDisallow: /private/\\n");
const result: MatchResult = matchUrl(doc, { url: "/private/x", userAgent: "Googlebot" });
const read = parseExpectations('{"version":1,"expectations":[]}');
console.log(JSON.stringify({ allowed: result.allowed, line: result.rule?.line ?? null, lint: lintRobotsTxt(doc).length, ok: read.ok }));
`,
  );
  const tsc = run(join(root, "node_modules", ".bin", "tsc"), ["--noEmit", "--strict", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2022", "--skipLibCheck", "false", "use.ts"], { cwd: app });
  check("the type declarations type-check a user's file (nodenext)", tsc.status === 0, tsc.stdout + tsc.stderr);
  writeFileSync(join(app, "use.mjs"), readFileSync(join(app, "use.ts"), "utf8").replace(", type MatchResult", "").replace(": MatchResult", ""));
  r = run("node", ["use.mjs"], { cwd: app });
  check("the library runs in Node from the installed package", r.status === 0 && r.stdout.trim() === '{"allowed":false,"line":2,"lint":0,"ok":true}', r.stdout + r.stderr);
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`${checks - failures} of ${checks} checks passed (Node ${process.version})`);
if (failures > 0) process.exit(1);
