/**
 * Pattern helpers for the linter: what a browser encodes, literal starts, `**`, product tokens.
 * Google's percent-normalisation, the wildcard matcher and the user-agent token reading are
 * the core's own (../pattern.ts), named here as the lint checks use them.
 */

import { escapePatternGoogle, googleAgentToken, isHexDigit, matchPattern, percentBytes, utf8At } from "../pattern.ts";
import { isValidProductToken } from "../agent.ts";

export { googleAgentToken, isHexDigit, percentBytes, utf8At };

/**
 * Characters a browser never sends raw in a URL path: ASCII controls, space, `"`, `<`,
 * `>`, DEL, and everything outside ASCII. A rule holding one as written can only match
 * where the crawler encodes the rule the same way.
 */
export function needsEncoding(c: number): boolean {
  return c <= 0x20 || c === 0x22 || c === 0x3c || c === 0x3e || c >= 0x7f;
}

/** The text with every character of `needsEncoding` percent-encoded as UTF-8. */
export function encodeUnsafe(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (needsEncoding(c)) {
      const { bytes, units } = utf8At(text, i);
      out += percentBytes(bytes);
      i += units;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/**
 * A rule path as Google's parser stores it: `%xx` escapes upper-cased, non-ASCII characters
 * percent-encoded as UTF-8; nothing decoded. Its length is Google's priority of the rule.
 */
export const normalizePattern = escapePatternGoogle;

/** Whether a Google rule pattern matches a path (the core's linear wildcard matcher). */
export function matchesPattern(pattern: string, path: string): boolean {
  return matchPattern(path, pattern, true);
}

/** Where a pattern's literal start ends: its first `*` or `$`, or its length. */
export function literalEnd(pattern: string): number {
  const star = pattern.indexOf("*");
  const dollar = pattern.indexOf("$");
  if (star < 0) return dollar < 0 ? pattern.length : dollar;
  return dollar < 0 ? star : Math.min(star, dollar);
}

/** Runs of `*` collapsed into one. */
export function collapseStars(pattern: string): string {
  return pattern.indexOf("**") < 0 ? pattern : pattern.replace(/\*{2,}/g, "*");
}

/** Whether a User-agent value is a valid RFC 9309 product token (`A-Z a-z _ -`) or `*`. */
export function isProductToken(value: string): boolean {
  return value === "*" || isValidProductToken(value);
}
