/**
 * Completion for robots.txt, driven by the core's tables: directive names at the start of a
 * line (from `DIRECTIVES`), crawler product tokens after `User-agent:` (from `CRAWLERS`, with
 * vendor and purpose), path prefixes the file already uses after `Allow:`/`Disallow:`, and a
 * URL scaffold after `Sitemap:`. Attached to the language as data, so it composes.
 */
import { snippetCompletion, type Completion, type CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import type { EditorState, Line } from "@codemirror/state";
import { CRAWLERS } from "../core/crawlers.ts";
import { DIRECTIVES, directiveInfo } from "../core/directives.ts";
import { lexLine, utf8Length } from "../core/parse.ts";
import { PREFERENCE_KEYS, PREFERENCE_VALUES, type PreferenceDirective } from "../core/prefs.ts";
import { ENGINE_IDS, type DirectiveId, type EngineId } from "../core/types.ts";
import { robotsTxtConfig, type FormatMessage } from "./config.ts";
import { setRichText } from "./rich-text.ts";
import { EDITOR_LARGE_TEXT } from "../core/thresholds.ts";

/** How often a directive is written: the order of the completion list. */
const BOOST: Partial<Record<DirectiveId, number>> = {
  "user-agent": 50,
  disallow: 40,
  allow: 30,
  sitemap: 20,
  "crawl-delay": 0,
  "clean-param": -5,
  host: -10,
  noindex: -40,
  nofollow: -40,
  "request-rate": -40,
  "visit-time": -40,
  "content-signal": 5,
  "content-usage": 5,
  license: -5,
};

/**
 * Keys and values of a Content-Usage / Content-Signal statement: after `key=` its two values,
 * elsewhere the directive's keys (inserted with `=`); nothing inside a Content-Usage path.
 */
function preferenceCompletion(directive: PreferenceDirective, valueBefore: string, pos: number, format: FormatMessage): CompletionResult | null {
  if (directive === "content-usage" && /^\/\S*$/.test(valueBefore)) return null;
  const tokens = PREFERENCE_VALUES[directive];
  const value = /(?:^|[\s,;])[a-z*][a-z0-9_.*-]*=([A-Za-z]*)$/.exec(valueBefore);
  if (value) {
    return {
      from: pos - value[1].length,
      options: [
        { label: tokens.yes, type: "constant", detail: format("editor.pref.complete.yes", {}) },
        { label: tokens.no, type: "constant", detail: format("editor.pref.complete.no", {}) },
      ],
      validFor: /^[A-Za-z]*$/,
    };
  }
  const key = /(?:^|[\s,])([A-Za-z*][A-Za-z0-9_.*-]*)?$/.exec(valueBefore);
  if (!key) return null;
  const typed = key[1] ?? "";
  return {
    from: pos - typed.length,
    options: PREFERENCE_KEYS[directive].map((k) => ({
      label: k,
      apply: `${k}=`,
      type: "property",
      detail: format(`editor.pref.category.${k}`, {}),
    })),
    validFor: /^[a-z0-9_.*-]*$/,
  };
}

/** A completion option whose info box text is kept as text too (the box renders it with code). */
export interface RobotsTxtCompletion extends Completion {
  /** The info box's text, `backticked` parts as code. */
  infoText?: string;
}

/**
 * The info box of an option: the message with its `backticked` parts as code elements, so
 * the box shows `*` and `$` as code rather than raw backticks.
 */
function withInfo(option: Completion, text: string): RobotsTxtCompletion {
  return { ...option, infoText: text, info: () => setRichText(Object.assign(document.createElement("div"), { className: "cm-rt-info" }), text) };
}

/** Names of the engines honouring a directive, in display order. */
export function directiveEngines(id: DirectiveId): EngineId[] {
  const info = directiveInfo(id);
  return info === undefined ? [] : ENGINE_IDS.filter((e) => info.engines[e] !== undefined);
}

function engineList(format: FormatMessage, engines: readonly EngineId[]): string {
  if (engines.length === 0) return format("editor.engines.none", {});
  // Every engine: one short word rather than six names that push the info box aside.
  if (engines.length === ENGINE_IDS.length) return format("editor.engines.all", {});
  return engines.map((e) => format(`editor.engine.${e}`, {})).join(", ");
}

function directiveOptions(format: FormatMessage, hasColonAfter: boolean): Completion[] {
  return DIRECTIVES.map((d) =>
    withInfo(
      {
        label: d.name,
        type: "keyword",
        apply: hasColonAfter ? d.name : `${d.name}: `,
        detail: engineList(format, directiveEngines(d.id)),
        boost: BOOST[d.id] ?? 0,
      },
      format(`editor.directive.${d.id}`, {}),
    ),
  );
}

function agentOptions(format: FormatMessage): Completion[] {
  const seen = new Set<string>();
  const options: Completion[] = [
    { label: "*", type: "constant", detail: format("editor.complete.global", {}), boost: 99 },
  ];
  for (const crawler of CRAWLERS) {
    const token = crawler.tokens[0];
    if (seen.has(token.toLowerCase())) continue;
    seen.add(token.toLowerCase());
    const purpose = format(`editor.purpose.${crawler.purpose}`, {});
    const vendor = crawler.vendor || format("editor.vendor.unknown", {});
    const fallback = crawler.tokens.slice(1);
    options.push(
      withInfo(
        { label: token, type: "class", detail: `${vendor} · ${purpose}` },
        format("editor.complete.crawler", { name: crawler.name, vendor, purpose }) +
          (fallback.length > 0 ? ` ${format("editor.complete.fallback", { tokens: fallback.join(", ") })}` : "") +
          (crawler.ignoresGlobal ? ` ${format("editor.complete.ignores-global", {})}` : ""),
      ),
    );
  }
  return options;
}

const pathCache = new WeakMap<object, string[]>();
let lastPaths: { length: number; paths: string[] } | null = null;

/**
 * The `limit` paths of `counts` used most, most used first, paths used as often in code-unit
 * order. Without sorting them all: a large file uses thousands of paths, most of them once,
 * and sorting them all was the dearer half of reading the used paths (the keystroke that opens
 * the list after `Disallow:` waits for it). The paths used more often than the last one kept
 * are sorted; of those used as often as it, only the first in code-unit order are kept.
 */
export function mostUsed(counts: ReadonlyMap<string, number>, limit: number): string[] {
  const byUse = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  if (counts.size <= limit) return [...counts.entries()].sort(byUse).map(([p]) => p);
  // The use count of the last path kept: how many paths there are of each count, from the most used.
  const perCount = new Map<number, number>();
  for (const n of counts.values()) perCount.set(n, (perCount.get(n) ?? 0) + 1);
  let cut = 0;
  let kept = 0;
  for (const n of [...perCount.keys()].sort((a, b) => b - a)) {
    cut = n;
    kept += perCount.get(n)!;
    if (kept >= limit) break;
  }
  const above: Array<[string, number]> = [];
  for (const entry of counts) if (entry[1] > cut) above.push(entry);
  // The first `room` paths used `cut` times, in code-unit order, kept sorted while read.
  const room = limit - above.length;
  const first: string[] = [];
  for (const [path, n] of counts) {
    if (n !== cut || (first.length === room && path >= first[room - 1])) continue;
    let lo = 0;
    let hi = first.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (first[mid] < path) lo = mid + 1;
      else hi = mid;
    }
    first.splice(lo, 0, path);
    if (first.length > room) first.pop();
  }
  return [...above.sort(byUse).map(([p]) => p), ...first];
}

/**
 * Path prefixes used by the file's Allow/Disallow values: each value and its directories,
 * most used first (at most 300, from the first 5,000 rules). In a large file, a list computed
 * a few keystrokes ago is reused, so completing does not read the whole file again while typing.
 */
export function usedPaths(state: EditorState): string[] {
  const cached = pathCache.get(state.doc);
  if (cached) return cached;
  if (lastPaths && state.doc.length > EDITOR_LARGE_TEXT && Math.abs(state.doc.length - lastPaths.length) < 2_000) return lastPaths.paths;
  const counts = new Map<string, number>();
  const add = (p: string) => counts.set(p, (counts.get(p) ?? 0) + 1);
  // A line scan, not a parse: completion only needs the values of plain Allow/Disallow lines.
  // A huge file contributes its first 5,000 rules: enough to know its paths, cheap to read.
  const RULE = /^[ \t]*(?:allow|disallow)[ \t]*:[ \t]*(\/[^\s#]*)/i;
  let rules = 0;
  for (const text of state.doc.iterLines()) {
    const match = RULE.exec(text);
    if (match === null) continue;
    if (++rules > 5_000) break;
    const value = match[1];
    for (let slash = value.indexOf("/", 1); slash > 0 && slash < value.length - 1; slash = value.indexOf("/", slash + 1)) add(value.slice(0, slash + 1));
    add(value);
  }
  const paths = mostUsed(counts, 300);
  pathCache.set(state.doc, paths);
  lastPaths = { length: state.doc.length, paths };
  return paths;
}

/**
 * The used paths as last read, for `completesAt` (which runs in every keystroke's transaction,
 * where the source was asked after a pause): the list of this document, else the one read a
 * few keystrokes ago (a document of about the same length), else read now. The list is read
 * again whenever the source runs, as it does after each rule's colon.
 */
function knownPaths(state: EditorState): string[] {
  const cached = pathCache.get(state.doc);
  if (cached) return cached;
  if (lastPaths && Math.abs(state.doc.length - lastPaths.length) < 2_000) return lastPaths.paths;
  return usedPaths(state);
}

/** Used paths that extend what is typed: paths are hierarchical, so they match by prefix, most used first. */
function pathOptions(state: EditorState, format: FormatMessage, typed: string): Completion[] {
  const paths = usedPaths(state).filter((path) => path.startsWith(typed) && path !== typed);
  const options: Completion[] = paths.map((path, i) => ({
    label: path,
    type: "text",
    detail: format("editor.complete.used-path", {}),
    boost: -Math.min(i, 90) / 10,
  }));
  if (typed === "" && !options.some((o) => o.label === "/")) options.push({ label: "/", type: "text", detail: format("editor.complete.root", {}) });
  return options;
}

/**
 * The used paths that extend the path typed from `from`, as a result that keeps itself up to
 * date while one types on (`update`, within the keystroke's own transaction) instead of being
 * asked for again: a source asked again answers in a transaction of its own, one more update of
 * the whole editor per keystroke. Paths are filtered here, by prefix; when none extends the
 * path the result has no options and shows nothing, and it stays in place (and empty) while
 * the path grows.
 */
function pathResult(state: EditorState, from: number, typed: string): CompletionResult {
  return { from, options: pathOptions(state, state.facet(robotsTxtConfig).formatMessage, typed), filter: false, update: updatePathResult };
}

/** A path result after an edit: the path from the same place, or null (ask the source again) once the cursor has left it. */
function updatePathResult(current: CompletionResult, _from: number, _to: number, context: CompletionContext): CompletionResult | null {
  const word = context.matchBefore(/[^\s:#]*$/);
  if (word === null || word.from !== current.from) return null;
  return pathResult(context.state, word.from, word.text);
}

function sitemapOptions(format: FormatMessage): Completion[] {
  return [
    snippetCompletion("https://${example.com}/sitemap.xml", {
      label: "https://example.com/sitemap.xml",
      type: "text",
      detail: format("editor.complete.sitemap", {}),
    }),
  ];
}

/**
 * Where the cursor is, for completion: in a key being typed (only spaces and key characters
 * before it), in a directive's value (after its colon), or neither (null: in a comment, or on
 * a line that is no directive).
 */
type Place =
  | { kind: "key"; line: Line; before: string; key: string }
  | { kind: "value"; line: Line; before: string; directive: DirectiveId | null; colon: number };

function placeAt(state: EditorState, pos: number): Place | null {
  const line = state.doc.lineAt(pos);
  const before = line.text.slice(0, pos - line.from);
  if (before.includes("#")) return null;
  const keyMatch = /^[ \t]*([A-Za-z-]*)$/.exec(before);
  if (keyMatch) return { kind: "key", line, before, key: keyMatch[1] };
  const start = line.number === 1 && line.text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const lexed = lexLine(line.text, line.number, start, line.text.length, 0, utf8Length(line.text, start), "");
  if (lexed.kind !== "directive" || lexed.keyText === null || lexed.isMissingColon) return null;
  const colon = line.text.indexOf(":", lexed.keyTo);
  if (colon < 0 || pos - line.from <= colon) return null;
  return { kind: "value", line, before, directive: lexed.directive, colon };
}

/**
 * Whether completion can offer anything at `pos`, typed or asked for (Ctrl-Space): not in a
 * comment, nor in a path that no used path extends, a Sitemap value that cannot begin a URL, or
 * the value of a directive without completion. The language offers its completion source only
 * where this holds (index.ts): elsewhere CodeMirror would ask the source at each keystroke, and
 * its empty answer comes in a transaction of its own, one more update of the whole editor per
 * keystroke. Cheap: one line lexed, and the used paths (kept per document) filtered.
 */
export function completesAt(state: EditorState, pos: number): boolean {
  const place = placeAt(state, pos);
  if (place === null) return false;
  if (place.kind === "key") return true;
  const word = /[^\s:#]*$/.exec(place.before)![0];
  switch (place.directive) {
    case "user-agent":
    case "content-usage":
    case "content-signal":
      return true;
    case "allow":
    case "disallow":
      return word === "" || knownPaths(state).some((path) => path.startsWith(word) && path !== word);
    case "sitemap":
      return word === "" || /^h(t(t(ps?(:(\/\/?)?)?)?)?)?$/i.test(word);
    default:
      return false;
  }
}

/**
 * The robots.txt completion source: directive names at line start, crawler tokens after
 * `User-agent:`, used path prefixes after `Allow:`/`Disallow:`, a URL after `Sitemap:`.
 */
export function robotsTxtCompletionSource(context: CompletionContext): CompletionResult | null {
  const { state, pos } = context;
  const format = state.facet(robotsTxtConfig).formatMessage;
  const place = placeAt(state, pos);
  if (place === null) return null;
  const { line, before } = place;

  if (place.kind === "key") {
    if (place.key === "" && !context.explicit) return null;
    const after = line.text.slice(pos - line.from);
    const rest = /^[A-Za-z-]*/.exec(after)![0];
    const hasColonAfter = /^[ \t]*:/.test(after.slice(rest.length));
    return {
      from: pos - place.key.length,
      to: pos + rest.length,
      options: directiveOptions(format, hasColonAfter),
      validFor: /^[A-Za-z-]*$/,
    };
  }

  const word = context.matchBefore(/[^\s:#]*$/);
  const from = word ? word.from : pos;
  switch (place.directive) {
    case "user-agent":
      return { from, options: agentOptions(format), validFor: /^[\w.*-]*$/ };
    case "allow":
    case "disallow":
      if (word === null || (word.text === "" && !context.explicit)) {
        // Offer paths right after the separator as well: the value is what comes next.
        if (!/:[ \t]*$/.test(before)) return null;
      }
      return pathResult(state, from, word?.text ?? "");
    case "content-usage":
    case "content-signal": {
      const valueBefore = before.slice(place.colon + 1).replace(/^[ \t]*/, "");
      return preferenceCompletion(place.directive, valueBefore, pos, format);
    }
    case "sitemap":
      if (word !== null && word.text !== "" && !/^h(t(t(ps?(:(\/\/?)?)?)?)?)?$/i.test(word.text)) return null;
      return { from, options: sitemapOptions(format) };
    default:
      return null;
  }
}
