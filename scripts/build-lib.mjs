/**
 * Builds the library and the CLI into dist-lib/ (git-ignored; `npm pack` ships it):
 * the bundles with Vite's library mode (vite.lib.config.ts), then the core's type
 * declarations with tsc, whose relative `.ts` specifiers become `.js` as Node resolves them.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const out = join(root, "dist-lib");
rmSync(out, { recursive: true, force: true });
const bin = (name) => join(root, "node_modules", ".bin", name);
execFileSync(bin("vite"), ["build", "-c", "vite.lib.config.ts", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
// --no-types: the bundles only (the GitHub Action runs the command and needs no declarations).
const types = !process.argv.includes("--no-types");
if (types) execFileSync(bin("tsc"), ["-p", "tsconfig.lib.json"], { cwd: root, stdio: "inherit" });

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}
for (const path of types ? files(join(out, "types")) : []) {
  if (!path.endsWith(".d.ts")) continue;
  const text = readFileSync(path, "utf8");
  const fixed = text.replace(/(from\s+["']|import\(["'])(\.{1,2}\/[^"']*?)\.ts(["'])/g, "$1$2.js$3");
  if (fixed !== text) writeFileSync(path, fixed);
}
chmodSync(join(out, "cli.js"), 0o755);
console.log(`dist-lib: ${[...files(out)].length} files`);
