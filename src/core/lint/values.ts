/**
 * Value checks, one directive at a time: User-agent product tokens (RFC 9309 §2.2.1), rule
 * patterns (§2.2.2, §2.2.3 and Google's reading of them), Sitemap URLs, Crawl-delay numbers,
 * Host and Clean-param syntax as the classic Yandex help gives it (docs/engines.md §5.3–5.4), and directives
 * that engines do not read.
 */
import { ENGINE_IDS, type EngineId, type Line, type TextEdit } from "../types.ts";
import { directiveInfo } from "../directives.ts";
import { WILDCARD_ENGINES, type LintContext } from "./context.ts";
import {
  collapseStars,
  encodeUnsafe,
  googleAgentToken,
  isHexDigit,
  isProductToken,
  needsEncoding,
  percentBytes,
  utf8At,
} from "./pattern.ts";
import { clip } from "./syntax.ts";
import { findCrawler } from "../crawlers.ts";

/** Crawler names in use that are not product tokens, for rows the crawler table may lack. */
const KNOWN_CUT_NAMES: ReadonlySet<string> = new Set(["mail.ru_bot", "mail.ru"]);
import { findInvisible, stripInvisible } from "./invisible.ts";

/** Yandex's validator rejects rules longer than this many characters (docs/engines.md §4.4). */
export const YANDEX_MAX_RULE_CHARS = 1024;

/** Yandex limits a Clean-param rule to this many characters (docs/engines.md §5.4). */
export const CLEAN_PARAM_MAX_CHARS = 500;

/** Engines that act on a directive, read from the directive table (directives.ts). */
function readersOf(id: "crawl-delay" | "clean-param"): readonly EngineId[] {
  const engines = directiveInfo(id)?.engines ?? {};
  return ENGINE_IDS.filter((e) => engines[e] !== undefined);
}
/** Engines that read Crawl-delay (Bing; the classic Yandex text); Google, Yandex since 2018-02-22 and both standards do not. */
const CRAWL_DELAY_READERS = readersOf("crawl-delay");
/** Engines that read Clean-param: the Yandex ones. */
const YANDEX_ENGINES = readersOf("clean-param");

/** Per-file state of the value checks (Host counts only once; file-wide facts are said once). */
export interface ValueState {
  /** The first valid Host line, once seen. */
  firstHost: Line | null;
  /** Directives some engines ignore: the first line of each, and how many lines there are. */
  ignored: Map<"host-ignored" | "crawl-delay-ignored" | "clean-param-ignored", { line: Line; count: number }>;
  /** Sitemap lines by URL, in file order. */
  sitemaps: Map<string, Line[]>;
}

/** The state of a fresh lint run. */
export function newValueState(): ValueState {
  return { firstHost: null, ignored: new Map(), sitemaps: new Map() };
}

/** Notes a line of a directive some engines ignore; the note is given once, on the first line. */
function noteIgnored(state: ValueState, code: "host-ignored" | "crawl-delay-ignored" | "clean-param-ignored", line: Line): void {
  const seen = state.ignored.get(code);
  if (seen) seen.count++;
  else state.ignored.set(code, { line, count: 1 });
}

const IGNORERS: Readonly<Record<"host-ignored" | "crawl-delay-ignored" | "clean-param-ignored", readonly EngineId[]>> = {
  "host-ignored": ["google", "bing", "yandex", "original", "rfc9309"],
  "crawl-delay-ignored": ["google", "yandex", "rfc9309", "original"],
  "clean-param-ignored": ["google", "bing", "original", "rfc9309"],
};

/**
 * What is said once per file, after every line was read: directives some engines ignore (on
 * their first line, with how many lines there are) and Sitemap lines that repeat a URL.
 */
export function checkSitemapRepeats(ctx: LintContext, state: ValueState): void {
  for (const [code, { line, count }] of state.ignored) {
    ctx.report({
      line,
      from: line.keyFrom,
      to: line.keyTo,
      severity: "info",
      code,
      params: { count },
      concern: IGNORERS[code],
    });
  }
  for (const [url, lines] of state.sitemaps) {
    for (const line of lines.slice(1)) {
      ctx.report({
        line,
        ...valueSpan(line),
        severity: "info",
        code: "duplicate-sitemap",
        params: { url: clip(url), firstLine: lines[0].number },
        concern: "all",
        fix: [ctx.deleteLine(line)],
      });
    }
  }
}

/** Checks the value of one directive line. */
export function checkValue(ctx: LintContext, line: Line, state: ValueState): void {
  if (line.kind !== "directive" || line.valueText === null || line.keyText === null) return;
  if (line.directive === "unknown" && line.isMissingColon) return;
  switch (line.directive) {
    case "user-agent":
      // The invisible characters are all outside ASCII.
      if (!ctx.isAscii && checkInvisible(ctx, line)) return;
      return checkUserAgent(ctx, line);
    case "allow":
    case "disallow":
      // The invisible characters are all outside ASCII.
      if (!ctx.isAscii && checkInvisible(ctx, line)) return;
      return checkPattern(ctx, line);
    case "sitemap":
      return checkSitemap(ctx, line, state);
    case "crawl-delay":
      return checkCrawlDelay(ctx, line, state);
    case "host":
      return checkHost(ctx, line, state);
    case "clean-param":
      return checkCleanParam(ctx, line, state);
    case "noindex":
    case "nofollow":
      ctx.report({
        line,
        from: line.keyFrom,
        to: line.keyTo,
        severity: "warning",
        code: "noindex-ignored",
        params: { directive: line.directive === "noindex" ? "Noindex" : "Nofollow" },
        concern: "all",
        fix: [ctx.deleteLine(line)],
      });
      return;
    case "request-rate":
    case "visit-time":
      ctx.report({
        line,
        from: line.keyFrom,
        to: line.keyTo,
        severity: "info",
        code: "ignored-directive",
        params: { directive: line.directive === "request-rate" ? "Request-rate" : "Visit-time" },
        concern: "all",
      });
      return;
  }
}

function valueSpan(line: Line): { from: number; to: number } {
  return line.valueFrom < line.valueTo ? { from: line.valueFrom, to: line.valueTo } : { from: line.keyFrom, to: line.keyTo };
}

function checkUserAgent(ctx: LintContext, line: Line): void {
  const written = line.valueText!;
  if (written === "") {
    ctx.report({ line, ...valueSpan(line), severity: "warning", code: "empty-user-agent", concern: "all" });
    return;
  }
  if (isProductToken(written)) return;
  const readAs = googleAgentToken(written);
  if (readAs === "") {
    ctx.report({
      line,
      from: line.valueFrom,
      to: line.valueTo,
      severity: "warning",
      code: "user-agent-unreadable",
      params: { value: clip(written) },
      concern: "all",
    });
    return;
  }
  // "Googlebot/2.1", "FatBot 2.0" or "Googlebot (compatible)": a name, then a version or a
  // comment; the fix keeps the crawler the group names. "Mail.RU_Bot", "AI2Bot" or "Sogou web
  // spider": the name goes on past what Google reads, so cutting it would address another
  // crawler (or none): no fix.
  const rest = written.slice(readAs.length);
  const isNameCut = readAs !== "*" && !/^(\/|\*|\s*\(|\s*;|\s+v?\d[\d.]*\s*$|\s*$)/i.test(rest);
  if (isNameCut) {
    // Said only for a crawler the app knows by this name (what Google makes of a name the
    // user meant), or when the cut name is another known crawler's token; an unknown name
    // cut to an unknown one changes nothing for any crawler linted for.
    if (findCrawler(written) === undefined && findCrawler(readAs) === undefined && !KNOWN_CUT_NAMES.has(written.toLowerCase())) return;
    ctx.report({
      line,
      from: line.valueFrom,
      to: line.valueTo,
      // Google's crawlers never match the cut name ("Mail" is none of theirs); the crawler the
      // line names reads its own full name as its vendor documents, so nothing changes for it.
      severity: "info",
      code: "user-agent-name-cut",
      params: { value: clip(written), readAs },
      concern: ["google", "rfc9309"],
    });
    return;
  }
  ctx.report({
    line,
    from: line.valueFrom,
    to: line.valueTo,
    severity: "warning",
    code: "invalid-user-agent",
    params: { value: clip(written), readAs },
    concern: "all",
    fix: [{ from: line.valueFrom, to: line.valueTo, insert: readAs }],
    fixParams: { token: readAs },
  });
}

/**
 * An invisible character in a User-agent, Allow or Disallow value (a no-break space after
 * the colon is the usual one): parsers keep it, so the value is not what it looks like.
 * Returns whether one was found (the value's other checks are then left out).
 */
function checkInvisible(ctx: LintContext, line: Line): boolean {
  const written = line.valueText!;
  const hidden = findInvisible(written);
  if (hidden === null) return false;
  const cleaned = stripInvisible(written).trim();
  // A no-break space after the colon stands for a space: keep one there.
  const spaced = ctx.doc.text.charCodeAt(line.valueFrom - 1) === 0x3a ? " " + cleaned : cleaned;
  ctx.report({
    line,
    from: line.valueFrom + hidden.at,
    to: line.valueFrom + hidden.at + 1,
    severity: "error",
    code: "invisible-character",
    params: {
      codePoint: hidden.codePoint,
      name: hidden.name,
      where: line.directive === "user-agent" ? 1 : 2,
      key: line.keyText!,
      value: clip(cleaned),
    },
    concern: "all",
    fix: [{ from: line.valueFrom, to: line.valueTo, insert: spaced }],
  });
  return true;
}

/** What a rule written as a full URL or a bare path should be: its path, rooted at `/`. */
function rootedPattern(value: string): string {
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return url.pathname + url.search;
    } catch {
      // Not a URL after all: root it as written.
    }
  }
  return "/" + value;
}

/** The checks of an Allow or Disallow line's pattern (its value not null), invisible characters aside. */
export function checkPattern(ctx: LintContext, line: Line): void {
  const text = line.valueText!;
  if (text === "") return;
  // The first character as a string (a load, where charCodeAt is a call: this runs for every rule).
  const first = text[0];
  if (first !== "/" && first !== "*") {
    const fixed = rootedPattern(text);
    ctx.report({
      line,
      from: line.valueFrom,
      to: line.valueTo,
      severity: "error",
      code: "pattern-not-rooted",
      params: { pattern: clip(text) },
      concern: "all",
      fix: [{ from: line.valueFrom, to: line.valueTo, insert: fixed }],
      fixParams: { pattern: clip(fixed) },
    });
  }
  const dollar = text.indexOf("$");
  if (dollar >= 0 && dollar < text.length - 1) {
    ctx.report({
      line,
      from: line.valueFrom + dollar,
      to: line.valueFrom + dollar + 1,
      severity: "warning",
      code: "dollar-not-at-end",
      concern: WILDCARD_ENGINES,
    });
  }
  const stars = ctx.hasDoubleStar ? text.indexOf("**") : -1;
  if (stars >= 0) {
    let end = stars;
    while (end < text.length && text.charCodeAt(end) === 0x2a) end++;
    const fixed = collapseStars(text);
    ctx.report({
      line,
      from: line.valueFrom + stars,
      to: line.valueFrom + end,
      severity: "info",
      code: "double-wildcard",
      concern: WILDCARD_ENGINES,
      fix: [{ from: line.valueFrom, to: line.valueTo, insert: fixed }],
      fixParams: { pattern: clip(fixed) },
    });
  }
  if (ctx.hasPercent) checkEscapes(ctx, line, ctx.doc.text);
  // Tested here, not in `checkUnencoded`: most rules have nothing to encode (no call for them).
  if (UNSAFE.test(text)) checkUnencoded(ctx, line);
  if (text.length > YANDEX_MAX_RULE_CHARS) {
    ctx.report({
      line,
      from: line.valueFrom + YANDEX_MAX_RULE_CHARS,
      to: line.valueTo,
      severity: "warning",
      code: "rule-too-long",
      params: { length: text.length, limit: YANDEX_MAX_RULE_CHARS },
      concern: ["yandex"],
    });
  }
}

function checkEscapes(ctx: LintContext, line: Line, doc: string): void {
  if (line.valueText!.indexOf("%") < 0) return;
  const lower: TextEdit[] = [];
  const invalid: TextEdit[] = [];
  for (let i = line.valueFrom; i < line.valueTo; i++) {
    if (doc.charCodeAt(i) !== 0x25) continue;
    if (i + 2 < line.valueTo && isHexDigit(doc.charCodeAt(i + 1)) && isHexDigit(doc.charCodeAt(i + 2))) {
      const escape = doc.slice(i, i + 3);
      if (escape !== escape.toUpperCase()) lower.push({ from: i, to: i + 3, insert: escape.toUpperCase() });
      i += 2;
    } else {
      invalid.push({ from: i, to: i + 1, insert: "%25" });
    }
  }
  if (lower.length > 0) {
    ctx.report({
      line,
      from: lower[0].from,
      to: lower[0].to,
      severity: "info",
      code: "lowercase-escape",
      params: { escape: doc.slice(lower[0].from, lower[0].to), count: lower.length },
      concern: "all",
      fix: lower,
    });
  }
  if (invalid.length > 0) {
    const at = invalid[0].from;
    ctx.report({
      line,
      from: at,
      to: Math.min(at + 3, line.valueTo),
      severity: "warning",
      code: "invalid-escape",
      params: { escape: doc.slice(at, Math.min(at + 3, line.valueTo)), count: invalid.length },
      concern: "all",
      fix: invalid,
    });
  }
}

/** A character `needsEncoding` accepts (a quick test before the exact scan). */
const UNSAFE = /[^!#-;=?-~]/;

/** A rule's characters a browser encodes (`UNSAFE` found one in its value). */
function checkUnencoded(ctx: LintContext, line: Line): void {
  const text = line.valueText!;
  let ascii = -1;
  let nonAscii = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!needsEncoding(c)) continue;
    if (c >= 0x80) {
      if (nonAscii < 0) nonAscii = i;
    } else if (ascii < 0) ascii = i;
    if (ascii >= 0 && nonAscii >= 0) break;
  }
  if (ascii < 0 && nonAscii < 0) return;
  const fixed = encodeUnsafe(text);
  // The file also has the rule encoded (written twice on purpose, for crawlers that compare
  // the text as written): nothing to fix.
  if (ctx.hasRuleText(fixed)) return;
  const fix = [{ from: line.valueFrom, to: line.valueTo, insert: fixed }];
  for (const [at, code] of [
    [ascii, "unencoded-character"],
    [nonAscii, "non-ascii-in-pattern"],
  ] as const) {
    if (at < 0) continue;
    const { bytes, units } = utf8At(text, at);
    ctx.report({
      line,
      from: line.valueFrom + at,
      to: line.valueFrom + at + units,
      severity: code === "unencoded-character" ? "warning" : "info",
      code,
      params: { char: text.slice(at, at + units), encoded: percentBytes(bytes) },
      // Google percent-encodes non-ASCII rule characters itself; other crawlers do not say.
      concern: code === "unencoded-character" ? "all" : ctx.except(["google"]),
      fix,
      fixParams: { pattern: clip(fixed) },
    });
  }
}

/** Why a Sitemap value is not an absolute http(s) URL, or null when it is one. */
export function sitemapProblem(value: string): "empty" | "relative" | "scheme" | "invalid" | null {
  if (value === "") return "empty";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return /^[a-z][a-z0-9+.-]*:/i.test(value) ? "invalid" : "relative";
  }
  return url.protocol === "http:" || url.protocol === "https:" ? null : "scheme";
}

function checkSitemap(ctx: LintContext, line: Line, state: ValueState): void {
  const value = line.valueText!;
  const reason = sitemapProblem(value);
  if (reason === null) {
    const url = value;
    const lines = state.sitemaps.get(url);
    if (lines) lines.push(line);
    else state.sitemaps.set(url, [line]);
    return;
  }
  ctx.report({
    line,
    ...valueSpan(line),
    severity: "error",
    code: "invalid-sitemap-url",
    params: { url: clip(value), reason },
    concern: "all",
  });
}

const NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;

function checkCrawlDelay(ctx: LintContext, line: Line, state: ValueState): void {
  noteIgnored(state, "crawl-delay-ignored", line);
  const text = line.valueText!;
  if (NUMBER.test(text)) return;
  ctx.report({
    line,
    ...valueSpan(line),
    severity: "error",
    code: "crawl-delay-invalid",
    params: { value: clip(text) },
    concern: CRAWL_DELAY_READERS,
  });
}

const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * Why a Host value is not one host name (RFC 952, not an IP address) with an optional port,
 * as the classic Yandex help requires, or null when it is valid.
 */
export function hostProblem(value: string): "empty" | "several" | "scheme" | "path" | "port" | "ip" | "name" | null {
  if (value === "") return "empty";
  if (/[\s,;]/.test(value)) return "several";
  // Yandex told sites on HTTPS to write the scheme: `Host: https://www.example.ru` (docs/engines.md §5.3).
  if (/^https:\/\//i.test(value)) value = value.slice(8);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return "scheme";
  if (value.includes("/")) return "path";
  if (value.startsWith("[")) return "ip";
  let host = value;
  const colon = value.lastIndexOf(":");
  if (colon >= 0) {
    host = value.slice(0, colon);
    const port = value.slice(colon + 1);
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return "port";
  }
  if (/^\d+(\.\d+){3}$/.test(host)) return "ip";
  if (host.length === 0 || host.length > 253) return "name";
  const labels = host.split(".");
  for (const label of labels) if (!LABEL.test(label)) return "name";
  if (/^\d+$/.test(labels[labels.length - 1])) return "name";
  return null;
}

function checkHost(ctx: LintContext, line: Line, state: ValueState): void {
  noteIgnored(state, "host-ignored", line);
  const text = line.valueText!;
  const reason = hostProblem(text);
  if (reason !== null) {
    ctx.report({
      line,
      ...valueSpan(line),
      severity: "error",
      code: "host-invalid",
      params: { value: clip(text), reason },
      concern: ["yandex-classic"],
    });
    return;
  }
  if (state.firstHost === null) {
    state.firstHost = line;
    return;
  }
  ctx.report({
    line,
    ...valueSpan(line),
    severity: "warning",
    code: "host-repeated",
    params: { value: clip(text), firstLine: state.firstHost.number },
    concern: ["yandex-classic"],
    fix: [ctx.deleteLine(line)],
  });
}

/**
 * Why a Clean-param value does not follow `p1[&p2…] [path-prefix]` (docs/engines.md §5.4: parameters
 * joined by `&`, an optional prefix of `A-Za-z0-9.-/*_`), or null when it does.
 */
export function cleanParamProblem(value: string): "empty" | "fields" | "params" | "prefix" | null {
  const fields = value.split(/[ \t]+/).filter((f) => f !== "");
  if (fields.length === 0) return "empty";
  if (fields.length > 2) return "fields";
  // An empty parameter (`&_csrf`, `a&&b`) is read as no parameter; one must remain.
  const params = fields[0].split("&").filter((p) => p !== "");
  if (params.length === 0) return "params";
  for (const param of params) {
    if (/[=?#/]/.test(param)) return "params";
  }
  if (fields.length === 2 && !/^[A-Za-z0-9.\-/*_]+$/.test(fields[1])) return "prefix";
  return null;
}

function checkCleanParam(ctx: LintContext, line: Line, state: ValueState): void {
  noteIgnored(state, "clean-param-ignored", line);
  const text = line.valueText!;
  const reason = cleanParamProblem(text);
  if (reason !== null) {
    ctx.report({
      line,
      ...valueSpan(line),
      severity: "error",
      code: "clean-param-invalid",
      params: { value: clip(text), reason },
      concern: YANDEX_ENGINES,
    });
  }
  if (text.length > CLEAN_PARAM_MAX_CHARS) {
    ctx.report({
      line,
      from: line.valueFrom + CLEAN_PARAM_MAX_CHARS,
      to: line.valueTo,
      severity: "error",
      code: "clean-param-too-long",
      params: { length: text.length, limit: CLEAN_PARAM_MAX_CHARS },
      concern: YANDEX_ENGINES,
    });
  }
}
