/**
 * Loading a robots.txt over the network with `fetch()`. Reading another site's file needs
 * that site's CORS permission, which robots.txt files rarely grant; when the read fails the
 * browser does not say whether CORS, being offline or a wrong host was the cause, so neither
 * do we. An optional proxy template (`https://my-proxy.example/?url={url}`) is the user's own.
 */

/** The URL to fetch for what was typed: an origin or a site address becomes `<origin>/robots.txt`. */
export function robotsTxtUrl(input: string, fallbackOrigin: string): URL | null {
  let text = input.trim();
  if (text === "") text = fallbackOrigin;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) text = `https://${text.replace(/^\/+/, "")}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if ((url.pathname === "/" || url.pathname === "") && url.search === "") url.pathname = "/robots.txt";
  url.hash = "";
  return url;
}

/** Tells whether a proxy template is usable: empty (off), or an http(s) URL containing `{url}`. */
export function isValidProxyTemplate(template: string): boolean {
  const t = template.trim();
  if (t === "") return true;
  if (!t.includes("{url}")) return false;
  try {
    const url = new URL(t.replaceAll("{url}", "x"));
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The address to request: the URL itself, or the proxy template with `{url}` filled in (encoded). */
export function requestUrl(url: URL, proxyTemplate: string): string {
  const t = proxyTemplate.trim();
  return t === "" ? url.href : t.replaceAll("{url}", encodeURIComponent(url.href));
}

/** The most bytes read from a response; robots.txt limits are 500 KiB, this leaves room for lint to show it. */
export const MAX_FETCH_BYTES = 32 * 1024 * 1024;

export type FetchOutcome =
  | { ok: true; url: string; origin: string; bytes: Uint8Array; status: number }
  | { ok: false; url: string; reason: "unreadable" | "timeout" | "too-large" }
  | { ok: false; url: string; reason: "http"; status: number };

/** Fetches a robots.txt (directly, or through the proxy template); never throws. */
export async function fetchRobotsTxt(
  url: URL,
  options: { proxyTemplate?: string; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<FetchOutcome> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? 15_000);
  const href = url.href;
  try {
    const response = await fetchImpl(requestUrl(url, options.proxyTemplate ?? ""), {
      signal: controller.signal,
      credentials: "omit",
      redirect: "follow",
      cache: "no-store",
    });
    if (!response.ok) return { ok: false, url: href, reason: "http", status: response.status };
    const length = Number(response.headers.get("content-length") ?? "0");
    if (length > MAX_FETCH_BYTES) return { ok: false, url: href, reason: "too-large" };
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > MAX_FETCH_BYTES) return { ok: false, url: href, reason: "too-large" };
    return { ok: true, url: href, origin: url.origin, bytes, status: response.status };
  } catch {
    return { ok: false, url: href, reason: timedOut ? "timeout" : "unreadable" };
  } finally {
    clearTimeout(timer);
  }
}
