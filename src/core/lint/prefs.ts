/**
 * Lint of the usage-preference directives (see ../prefs.ts for the sources): Content-Usage
 * (draft-ietf-aipref-attach-05 with draft-ietf-aipref-vocab-07), Content-Signal (Cloudflare's
 * Content Signals Policy) and License (RSL 1.0). What each finding does to which crawler:
 * - a dictionary that does not parse: every preference of the line is unknown;
 * - an upper-case key: the dictionary does not parse (vocab: keys are case-sensitive);
 * - an unknown key: ignored; a key of the other directive's vocabulary gets a fix;
 * - a value other than the defined tokens: that preference is unknown;
 * - a repeated key: only the last value counts;
 * - preferences on paths the same group disallows: they apply to nothing;
 * - a line outside any group: it applies to no crawler;
 * - a License value that is not an absolute http(s) URL.
 * Group membership is read the way Google and RFC 9309 read groups; record engines (a blank
 * line ends the group) get their own finding.
 */
import { readAs } from "../match.ts";
import { compilePattern, escapePatternGoogle, matchCompiled } from "../pattern.ts";
import { groupStartOf, parseStatement, PREFERENCE_KEYS, PREFERENCE_VALUES, RETIRED_CONTENT_USAGE_KEYS, type PreferenceDirective, type PreferenceStatement } from "../prefs.ts";
import { parseSfDictionary, type SfMember } from "../sfv.ts";
import type { Line, TextEdit } from "../types.ts";
import { RECORD_ENGINES, type LintContext } from "./context.ts";
import { clip } from "./syntax.ts";

const NAMES: Record<PreferenceDirective, string> = { "content-usage": "Content-Usage", "content-signal": "Content-Signal" };

/** The same category under the other directive's name (Content-Usage ↔ Content-Signal). */
const OTHER_VOCABULARY: Record<PreferenceDirective, Record<string, string>> = {
  "content-usage": { "ai-train": "train-ai" },
  "content-signal": { "train-ai": "ai-train" },
};

/** A value the user likely meant, as the directive spells it. */
function valueFix(directive: PreferenceDirective, written: string): string | null {
  const lower = written.toLowerCase();
  const { yes, no } = PREFERENCE_VALUES[directive];
  if (lower === "y" || lower === "yes" || lower === "true" || lower === "allow") return yes;
  if (lower === "n" || lower === "no" || lower === "false" || lower === "disallow") return no;
  return null;
}

/** The text of a member's value as written. */
function writtenValue(text: string, m: SfMember): string {
  return m.valueFrom < 0 ? "" : text.slice(m.valueFrom, m.to).replace(/;.*$/, "");
}

/** Checks every Content-Usage, Content-Signal and License line. */
export function checkPreferences(ctx: LintContext): void {
  const { doc } = ctx;
  if (!ctx.facts().hasPreferences) return;
  const google = readAs(doc, "google");
  const records = ctx.pick(RECORD_ENGINES).length > 0 ? readAs(doc, "yandex-classic") : null;
  for (const line of doc.lines) {
    if (line.kind !== "directive" || line.keyText === null || line.valueText === null) continue;
    if (line.directive === "license") {
      checkLicense(ctx, line);
      continue;
    }
    const statement = parseStatement(line, doc.text);
    if (statement === null) continue;
    const start = groupStartOf(doc, google, line.number);
    if (start === null) {
      ctx.report({
        line,
        from: line.keyFrom,
        to: line.keyTo,
        severity: "warning",
        code: "prefs-outside-group",
        params: { directive: NAMES[statement.directive] },
        concern: "all",
      });
    } else {
      if (records !== null && groupStartOf(doc, records, line.number) === null) {
        ctx.report({
          line,
          from: line.keyFrom,
          to: line.keyTo,
          severity: "warning",
          code: "prefs-outside-record",
          params: { directive: NAMES[statement.directive] },
          concern: RECORD_ENGINES,
        });
      }
      checkDisallowed(ctx, line, statement, start);
    }
    checkDictionary(ctx, line, statement);
  }
}

function checkLicense(ctx: LintContext, line: Line): void {
  const value = line.valueText!;
  let ok = false;
  try {
    const u = new URL(value);
    ok = (u.protocol === "http:" || u.protocol === "https:") && /^https?:\/\//i.test(value);
  } catch {
    // Not a URL at all: reported below.
  }
  if (ok) return;
  ctx.report({
    line,
    from: line.valueFrom < line.valueTo ? line.valueFrom : line.keyFrom,
    to: line.valueFrom < line.valueTo ? line.valueTo : line.keyTo,
    severity: "warning",
    code: "license-invalid-url",
    params: { url: clip(value) },
    concern: "all",
  });
}

/** Lower-cases the keys of a dictionary text (keys: before "=", "," or ";" at member starts). */
function lowerKeys(text: string): string {
  return text.replace(/(^|[,;]\s*)([A-Za-z*][A-Za-z0-9_.*-]*)/g, (_m, sep: string, key: string) => sep + key.toLowerCase());
}

function checkDictionary(ctx: LintContext, line: Line, s: PreferenceStatement): void {
  const text = ctx.doc.text;
  const name = NAMES[s.directive];
  const parsed = s.parsed;
  if (!parsed.ok) {
    const body = text.slice(s.from, s.to);
    const lowered = lowerKeys(body);
    if (lowered !== body && parseSfDictionary(lowered).ok) {
      const m = /(?:^|[,;]\s*)([A-Za-z*][A-Za-z0-9_.*-]*[A-Z][A-Za-z0-9_.*-]*|[A-Z][A-Za-z0-9_.*-]*)/.exec(body);
      ctx.report({
        line,
        from: s.from,
        to: s.to,
        severity: "warning",
        code: "prefs-key-case",
        params: { directive: name, key: clip(m ? m[1] : body) },
        concern: "all",
        fix: [{ from: s.from, to: s.to, insert: lowered }],
      });
      return;
    }
    const isPath = s.directive === "content-signal" && text.charCodeAt(s.from) === 0x2f;
    const at = Math.min(parsed.at, s.to);
    const spacedFix = body.replace(/\s*=\s*/g, "=").replace(/\s*,\s*/g, ", ");
    const fix: TextEdit[] | undefined = !isPath && spacedFix !== body && parseSfDictionary(spacedFix).ok ? [{ from: s.from, to: s.to, insert: spacedFix }] : undefined;
    ctx.report({
      line,
      from: s.from < s.to ? s.from : line.keyFrom,
      to: s.from < s.to ? s.to : line.keyTo,
      severity: "warning",
      code: isPath ? "content-signal-path" : "prefs-unparsable",
      params: isPath ? {} : { directive: name, error: parsed.error, column: at - line.from + 1 },
      concern: "all",
      ...(fix ? { fix } : {}),
    });
    return;
  }
  const known = PREFERENCE_KEYS[s.directive];
  const last = new Map<string, SfMember>();
  for (const m of parsed.written) last.set(m.key, m);
  for (const m of parsed.written) {
    const later = last.get(m.key)!;
    if (later !== m) {
      // Delete this member and the separator after it.
      let end = m.to;
      while (end < s.to && /[\s,]/.test(text[end])) end++;
      ctx.report({
        line,
        from: m.from,
        to: m.to,
        severity: "warning",
        code: "prefs-duplicate-key",
        params: { directive: name, key: m.key, value: clip(writtenValue(text, later)) },
        concern: "all",
        fix: [{ from: m.from, to: end, insert: "" }],
      });
      continue;
    }
    if (!known.includes(m.key)) {
      const mapped = OTHER_VOCABULARY[s.directive][m.key];
      const other: PreferenceDirective = s.directive === "content-usage" ? "content-signal" : "content-usage";
      const span = { line, from: m.from, to: m.from + m.key.length };
      if (mapped) {
        ctx.report({
          ...span,
          severity: "warning",
          code: "prefs-other-vocabulary",
          params: { directive: name, key: clip(m.key), suggestion: mapped, other: NAMES[other] },
          concern: "all",
          fix: [{ from: m.from, to: m.from + m.key.length, insert: mapped }],
          fixParams: { key: mapped },
        });
      } else {
        ctx.report({
          ...span,
          severity: "info",
          code: "prefs-unknown-key",
          params: { directive: name, key: clip(m.key), known: known.join(", "), isRetired: s.directive === "content-usage" && RETIRED_CONTENT_USAGE_KEYS.includes(m.key) },
          concern: "all",
        });
      }
      continue;
    }
    const value = m.value;
    const tokens = PREFERENCE_VALUES[s.directive];
    const isDefined = value.kind === "item" && value.value.type === "token" && (value.value.value === tokens.yes || value.value.value === tokens.no);
    if (isDefined) continue;
    const written = writtenValue(text, m);
    const suggestion = value.kind === "item" && (value.value.type === "token" || value.value.type === "string") ? valueFix(s.directive, String(value.value.value)) : null;
    const from = m.valueFrom < 0 ? m.from : m.valueFrom;
    const to = m.valueFrom < 0 ? m.to : m.valueFrom + written.length;
    ctx.report({
      line,
      from,
      to,
      severity: "warning",
      code: "prefs-invalid-value",
      params: { directive: name, key: m.key, value: clip(written), yes: tokens.yes, no: tokens.no },
      concern: "all",
      ...(suggestion
        ? {
            fix: m.valueFrom < 0 ? [{ from: m.to, to: m.to, insert: `=${suggestion}` }] : [{ from: m.valueFrom, to: m.valueFrom + written.length, insert: suggestion }],
            fixParams: { value: suggestion },
          }
        : {}),
    });
  }
}

/**
 * Preferences whose path the same group disallows (Google's reading): attach-05 gives them no
 * effect. A path-less line counts when the group disallows everything and allows nothing back.
 */
function checkDisallowed(ctx: LintContext, line: Line, s: PreferenceStatement, groupStart: number): void {
  const reading = readAs(ctx.doc, "google");
  const group = reading.groups.find((g) => g.fromLine === groupStart);
  if (!group || group.rules.length === 0) return;
  const path = escapePatternGoogle(s.path ?? "/");
  if (/[*$]/.test(path)) return;
  let allowLen = -1;
  let disallow: { len: number; line: number } | null = null;
  let opensBelow = false;
  for (const r of group.rules) {
    if (r.value === "") continue;
    const p = escapePatternGoogle(r.value);
    if (r.type === "allow" && p.length > path.length && (p.startsWith(path) || /[*]/.test(p))) opensBelow = true;
    if (!matchCompiled(path, compilePattern(p, true))) continue;
    if (r.type === "allow") allowLen = Math.max(allowLen, p.length);
    else if (!disallow || p.length > disallow.len) disallow = { len: p.length, line: r.number };
  }
  if (disallow === null || disallow.len <= allowLen || opensBelow) return;
  ctx.report({
    line,
    from: line.valueFrom,
    to: line.valueTo,
    severity: "warning",
    code: "prefs-path-disallowed",
    params: { directive: NAMES[s.directive], path: clip(s.path ?? "/"), ruleLine: disallow.line, agent: clip(group.agents[0] ?? "") },
    concern: "all",
  });
}
