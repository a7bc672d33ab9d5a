#!/usr/bin/env node
/**
 * The JavaScript size budget, run after `vite build`: prints every JS file's gzip size and the
 * initial JS (the entry scripts of index.html, their modulepreloads, the first-load chunks its
 * `<meta name="first-load-chunks">` lists for src/boot.ts to load and, transitively, their
 * static imports) and exits 1 when the initial JS is over the budget. Lazy chunks and workers
 * are listed but not counted: the first paint does not wait for them.
 *
 * Usage: node scripts/budget.mjs [distDir]   (default dist; BUDGET_KB overrides the 235 kB budget)
 *
 * 235 kB: the libraries are three files (scripts/vite/first-load.ts: V8 finishes each file's
 * compile on the main thread, in a task that grows with the file), which compress 2.7 kB worse
 * than one; the budget was 230 kB before that split.
 */
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative, resolve, dirname, posix } from "node:path";
import { gzipSync } from "node:zlib";

const dist = resolve(process.argv[2] ?? "dist");
// kB = 1000 bytes and gzip at its default level, as Vite's own build report counts them.
const budgetKb = Number(process.env.BUDGET_KB ?? 235);
const KB = 1000;

if (!existsSync(join(dist, "index.html"))) {
  console.error(`budget: ${join(dist, "index.html")} not found; run vite build first`);
  process.exit(1);
}

/** Every file under a directory, as paths relative to it with forward slashes. */
function walk(dir, root = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, root) : [relative(root, path).split("\\").join("/")];
  });
}

const gzipCache = new Map();
/** Gzip size of a dist file in bytes. */
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
}

/** A URL of index.html (absolute under the base path, or relative) as a dist-relative path. */
function distPath(url, fromFile) {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith("//")) return null;
  const clean = url.split(/[?#]/)[0];
  if (clean.startsWith("/")) {
    // Absolute URLs carry the base path (/ or /<repo>/): find the suffix that exists in dist.
    const parts = clean.split("/").filter(Boolean);
    for (let i = 0; i < parts.length; i++) {
      const candidate = parts.slice(i).join("/");
      if (existsSync(join(dist, candidate))) return candidate;
    }
    return null;
  }
  return posix.normalize(posix.join(posix.dirname(fromFile), clean));
}

const html = readFileSync(join(dist, "index.html"), "utf8");
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i"))?.[1];
const roots = new Set();
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attr(tag, "src");
  if (src) roots.add(distPath(src, "index.html"));
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  if (/\brel\s*=\s*["']modulepreload["']/i.test(tag)) roots.add(distPath(attr(tag, "href"), "index.html"));
}
// The first-load chunks, which src/boot.ts imports one at a time (scripts/vite/first-load.ts).
for (const [tag] of html.matchAll(/<meta\b[^>]*\bname\s*=\s*["']first-load-chunks["'][^>]*>/gi)) {
  for (const href of (attr(tag, "content") ?? "").split(/\s+/).filter(Boolean)) roots.add(distPath(href, "index.html"));
}
roots.delete(null);

// Static imports in minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`. Dynamic `import("./x.js")` has a parenthesis and is not matched.
const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
const initial = new Set();
const queue = [...roots];
while (queue.length > 0) {
  const file = queue.shift();
  if (initial.has(file) || !file.endsWith(".js") || !existsSync(join(dist, file))) continue;
  initial.add(file);
  const code = readFileSync(join(dist, file), "utf8");
  for (const [, spec] of code.matchAll(staticImport)) {
    const dep = distPath(spec, file);
    if (dep && !initial.has(dep)) queue.push(dep);
  }
}

const jsFiles = walk(dist)
  .filter((f) => /\.m?js$/.test(f))
  .sort((a, b) => gzipSize(b) - gzipSize(a));
const fmt = (bytes) => `${(bytes / KB).toFixed(2).padStart(7)} kB`;
const width = Math.max(...jsFiles.map((f) => f.length), 10);

console.log(`\nJavaScript in ${relative(process.cwd(), dist) || "."}/ (gzip)`);
console.log(`  ${"file".padEnd(width)}  ${"raw".padStart(10)}  ${"gzip".padStart(10)}  load`);
for (const file of jsFiles) {
  const raw = statSync(join(dist, file)).size;
  const kind = initial.has(file) ? "initial" : dirname(file) === "." ? "service worker" : /worker/i.test(file) ? "web worker" : "lazy";
  console.log(`  ${file.padEnd(width)}  ${fmt(raw)}  ${fmt(gzipSize(file))}  ${kind}`);
}
const initialBytes = [...initial].reduce((sum, f) => sum + gzipSize(f), 0);
const totalBytes = jsFiles.reduce((sum, f) => sum + gzipSize(f), 0);
console.log(`\n  initial JS: ${(initialBytes / KB).toFixed(2)} kB gzip in ${initial.size} file(s) (budget ${budgetKb} kB)`);
console.log(`  all JS:     ${(totalBytes / KB).toFixed(2)} kB gzip in ${jsFiles.length} file(s)\n`);

if (initial.size === 0) {
  console.error("budget: found no entry script in index.html");
  process.exit(1);
}
if (initialBytes > budgetKb * KB) {
  console.error(
    `budget: initial JS is ${(initialBytes / KB).toFixed(2)} kB gzip, over the ${budgetKb} kB budget by ${((initialBytes - budgetKb * KB) / KB).toFixed(2)} kB.\n` +
      "        Load what the first screen does not show with import() (panels behind tabs, dialogs, non-English catalogs).",
  );
  process.exit(1);
}
