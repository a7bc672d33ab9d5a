/**
 * Yandex's Clean-param (docs/engines.md §4.6 and §5.4): `Clean-param: p1&p2 [/path-prefix]`.
 * Parameters listed for a path prefix (with `*`, implicitly ending in `*`) are dropped from
 * the URLs Yandex indexes; the directive is file-wide and every occurrence counts.
 */
import { compilePattern, matchCompiled } from "./pattern.ts";
import type { RobotsTxt } from "./types.ts";
import { normalizeUrl } from "./url.ts";

/** A Clean-param line as Yandex reads it. */
export interface CleanParam {
  line: number;
  params: string[];
  /** The path prefix, `/*` when none is given. */
  prefix: string;
}

/** Every well-formed Clean-param line of the file. */
export function cleanParams(doc: RobotsTxt): CleanParam[] {
  const out: CleanParam[] = [];
  for (const l of doc.lines) {
    if (l.directive !== "clean-param" || l.valueText === null || l.isMissingColon) continue;
    const parts = l.valueText.split(/[ \t]+/).filter(Boolean);
    if (parts.length === 0 || parts.length > 2) continue;
    const params = parts[0].split("&").filter(Boolean);
    const prefix = parts[1] ?? "/*";
    if (params.length === 0 || !/^[A-Za-z0-9.\-/*_]+$/.test(prefix)) continue;
    out.push({ line: l.number, params, prefix });
  }
  return out;
}

/** The URL Yandex keeps after Clean-param, and which parameters each line removed. */
export interface CleanParamResult {
  /** The URL with the listed parameters removed. */
  href: string;
  removed: { param: string; line: number }[];
  /** Clean-param lines whose prefix matched the path. */
  applied: number[];
}

/** Applies the file's Clean-param lines to a URL (a path or a full URL). Throws a TypeError on an invalid URL. */
export function applyCleanParam(doc: RobotsTxt, url: string, origin?: string): CleanParamResult {
  const u = new URL(normalizeUrl(url, origin).href);
  const removed: CleanParamResult["removed"] = [];
  const applied: number[] = [];
  for (const cp of cleanParams(doc)) {
    // Every Clean-param prefix implicitly ends in "*".
    if (!matchCompiled(u.pathname, compilePattern(cp.prefix, true))) continue;
    applied.push(cp.line);
    for (const p of cp.params) {
      if (u.searchParams.has(p)) {
        u.searchParams.delete(p);
        removed.push({ param: p, line: cp.line });
      }
    }
  }
  return { href: u.href, removed, applied };
}
