/** The editor shell of index.html, filled at build time with the example file. */
import type { Plugin } from "vite";
import { EXAMPLE_SHELL_TEXT } from "../../src/ui/example.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Fills index.html's editor shell (`<!-- editor-shell -->`) with the example file and its
 * line numbers: a first visit sees the file the editor opens with as soon as the HTML and its
 * inline styles arrive, not only after the scripts have loaded and run (seconds on a slow
 * phone). The app replaces the shell when it renders. The comment's line is blank: its text
 * is in the visitor's language, which only a script can know (src/ui/example.ts).
 */
export function editorShell(): Plugin {
  const lines = EXAMPLE_SHELL_TEXT.replace(/\n$/, "").split("\n");
  const numbers = lines.map((_, i) => i + 1).join("\n");
  // The HTML parser drops one newline right after <pre>: each <pre> starts with one of its own,
  // so the blank first line (the comment's) stays a line.
  const shell = `<pre class="editor-shell-gutter">\n${numbers}</pre><pre class="editor-shell-text">\n${escapeHtml(lines.join("\n"))}</pre>`;
  return {
    name: "robots-workbench:editor-shell",
    transformIndexHtml(html, ctx) {
      if (html.includes("<!-- editor-shell -->")) return html.replace("<!-- editor-shell -->", shell);
      // The app's page must keep its shell; other pages (the benchmark's harness) have none.
      if (ctx.path === "/index.html") throw new Error("index.html has no <!-- editor-shell --> marker");
      return html;
    },
  };
}
