/**
 * Every stylesheet under src/ closes each block it opens. A lost `}` (a merge dropped one after
 * `.findings-count + .findings-count` in src/ui/app.css) is no syntax error to the browser: it
 * nests every rule after it under that selector, where none of them matches (the usage
 * preferences' yes/no colours and layout were all gone).
 */
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

/** The lines (from 1) where a block opens that never closes, and where a `}` closes nothing. */
function unbalanced(css: string): { unclosed: number[]; stray: number[] } {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (s) => " ".repeat(s.length));
  const open: number[] = [];
  const stray: number[] = [];
  let line = 1;
  for (const c of text) {
    if (c === "\n") line++;
    else if (c === "{") open.push(line);
    else if (c === "}" && open.pop() === undefined) stray.push(line);
  }
  return { unclosed: open, stray };
}

describe("the stylesheets", () => {
  const files = cssFiles(join(process.cwd(), "src"));

  it("are found", () => {
    expect(files.length).toBeGreaterThan(3);
  });

  it.each(files.map((f) => [f.slice(process.cwd().length + 1), f]))("%s closes every block it opens", (_name, file) => {
    expect(unbalanced(readFileSync(file, "utf8"))).toEqual({ unclosed: [], stray: [] });
  });

  it("the check finds a lost brace, and is not fooled by braces in comments or strings", () => {
    expect(unbalanced(".a {\n  margin: 0;\n\n.b {\n  color: red;\n}\n")).toEqual({ unclosed: [1], stray: [] });
    expect(unbalanced('.a { content: "{"; }\n/* } */\n.b {}\n')).toEqual({ unclosed: [], stray: [] });
    expect(unbalanced(".a {}\n}\n")).toEqual({ unclosed: [], stray: [2] });
  });
});
