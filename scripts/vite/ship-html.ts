/**
 * The built page's HTML: the Content-Security-Policy meta tag first in <head>, and absolute
 * social preview URLs when the deployed page's address is known (SITE_URL).
 */
import type { Plugin } from "vite";

/**
 * The Content-Security-Policy of the built page. Only the build gets it: Vite's dev server
 * injects inline scripts (React refresh, HMR client) that a strict policy would block.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // CodeMirror injects a <style> element (style-mod). A nonce would not help: on a static
  // host it would be the same public string in every copy of the page.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  // "Load from URL" fetches any https robots.txt the user asks for, and the optional proxy
  // the user configures; nothing else leaves the page.
  "connect-src 'self' https:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'none'",
  "object-src 'none'",
].join("; ");

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Puts the CSP meta tag first in <head> of the built page and, given `siteUrl` (the deployed
 * page's absolute URL), makes the social preview URLs absolute, as Open Graph requires.
 */
export function shipHtml(base: string, siteUrl: string | undefined): Plugin {
  let basePath = base;
  return {
    name: "robots-workbench:ship-html",
    apply: "build",
    configResolved(config) {
      basePath = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        // Vite has already prefixed the base path; Open Graph wants absolute URLs.
        if (siteUrl) {
          const pageUrl = new URL(siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`);
          const prefixed = new RegExp(`(<meta (?:property|name)="(?:og:image|twitter:image)" content=")${escapeRegExp(basePath)}([^"]*)"`, "g");
          html = html.replace(prefixed, (_m, head: string, rest: string) => `${head}${new URL(rest, pageUrl).href}"`);
          html = html.replace(/(<meta property="og:type"[^>]*>)/, `$1\n    <meta property="og:url" content="${pageUrl.href}" />`);
        }
        if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) {
          // The policy allows no inline script; fail the build rather than ship a broken page.
          throw new Error("index.html has an inline <script>; script-src 'self' would block it");
        }
        // Right after <meta charset>: the policy covers every element that follows it.
        const csp = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error("index.html has no <meta charset>; the CSP meta goes after it");
        return html.replace(charset, (tag) => `${tag}\n    ${csp}`);
      },
    },
  };
}
