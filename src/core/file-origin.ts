/**
 * The origin a robots.txt names for itself: its `Host:` line (Yandex's main mirror) or else
 * the origin of its first absolute `Sitemap:` URL. The workbench uses it as the file's origin
 * when the person has not set one. A `Host:` value without a scheme is read as http, as
 * Yandex documents (`Host: https://…` names an HTTPS mirror).
 */
import type { RobotsTxt } from "./types.ts";

/** The origin of an http(s) URL, or null. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin the file names: its first valid `Host:`, else its first absolute http(s) `Sitemap:`; null when neither. */
export function fileOrigin(doc: RobotsTxt): string | null {
  let sitemap: string | null = null;
  for (const line of doc.lines) {
    const value = line.valueText?.trim() ?? "";
    if (value === "") continue;
    if (line.directive === "host") {
      const host = originOf(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
      if (host) return host;
    } else if (line.directive === "sitemap" && sitemap === null) {
      sitemap = originOf(value);
    }
  }
  return sitemap;
}
