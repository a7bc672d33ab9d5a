/**
 * Fails when the modules under src/ import each other in a circle. Reads every .ts/.tsx file
 * with the TypeScript compiler's own pre-processor (static imports, re-exports and dynamic
 * `import("…")` alike; `import type` too, since a type circle is a design circle as well),
 * resolves relative specifiers to files, and reports each strongly connected component of
 * more than one module, or a module importing itself.
 *
 *     node scripts/import-cycles.mjs          # exit 1 and a list of circles when there are any
 */
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(process.argv[2] ?? "src");

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

/** The file a relative specifier names: as written, or with .ts/.tsx, or its index. */
function resolveSpecifier(from, spec) {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ""));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
  return candidates.find((c) => /\.(ts|tsx)$/.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

const files = listFiles(root);
const graph = new Map();
for (const file of files) {
  const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  const targets = new Set();
  for (const ref of info.importedFiles) {
    const target = resolveSpecifier(file, ref.fileName);
    if (target && target.startsWith(root)) targets.add(target);
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components, iteratively (no recursion limit on deep chains).
let counter = 0;
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const components = [];
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const edges = graph.get(node) ?? [];
    if (i < edges.length) {
      frame[1]++;
      const next = edges[i];
      if (!index.has(next)) {
        index.set(next, counter);
        low.set(next, counter++);
        stack.push(next);
        onStack.add(next);
        work.push([next, 0]);
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  }
}

const rel = (f) => relative(process.cwd(), f);
if (components.length === 0) {
  console.log(`import-cycles: no circle among ${files.length} modules under ${rel(root)}/`);
} else {
  console.error(`import-cycles: ${components.length} circle(s) under ${rel(root)}/`);
  for (const component of components) {
    const members = new Set(component);
    console.error(`\n  ${component.length} modules:`);
    for (const file of component.sort()) {
      const inside = (graph.get(file) ?? []).filter((t) => members.has(t)).map(rel);
      console.error(`    ${rel(file)} -> ${inside.join(", ")}`);
    }
  }
  process.exit(1);
}
