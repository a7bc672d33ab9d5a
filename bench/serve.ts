/**
 * The benchmarks' static server: a built app folder on a free local port, any unknown path
 * answered with its index.html (as GitHub Pages answers the app's routes), and optional
 * extra texts served at fixed paths (a benchmark's input files).
 */
import { createServer, type Server } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";

const MIME: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
};

/** Serves `dir` (and `inputs`, path → plain text) on 127.0.0.1; `url` ends with `/`. */
export function serve(dir: string, inputs: ReadonlyMap<string, string> = new Map()): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const input = inputs.get(path);
    if (input !== undefined) {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      res.end(input);
      return;
    }
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, "index.html");
    res.writeHead(200, { "content-type": MIME[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  return new Promise((ok) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      ok({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/` });
    }),
  );
}
