/**
 * Hover help for robots.txt: on a directive, what it does and which engines honour it; on a
 * User-agent value, the crawlers it addresses (by their own token or as a fallback) and
 * those that skip it; on a rule, its priority under each configured engine. All text comes
 * from the configured `formatMessage`; the facts come from the core's tables and readings.
 */
import { forEachDiagnostic } from "@codemirror/lint";
import type { EditorState } from "@codemirror/state";
import { hoverTooltip, type Tooltip } from "@codemirror/view";
import { setRichText } from "./rich-text.ts";
import { CRAWLERS } from "../core/crawlers.ts";
import { directiveInfo } from "../core/directives.ts";
import { getEngine } from "../core/engines/index.ts";
import { readAs } from "../core/match.ts";
import { parseStatement, PREFERENCE_KEYS } from "../core/prefs.ts";
import { escapePatternGoogle, normalizeDraft1996, normalizeRfc9309 } from "../core/pattern.ts";
import { ENGINE_IDS, type Crawler, type EngineId, type Line, type RobotsTxt } from "../core/types.ts";
import { robotsTxtConfig, type FormatMessage } from "./config.ts";
import { parsedState } from "./parsed.ts";

/** The content of a hover card: a title and paragraphs, list items or table rows. */
export interface HoverCard {
  /** The span the card is about (document offsets). */
  from: number;
  to: number;
  title: string;
  paragraphs: string[];
  list?: string[];
  rows?: [string, string][];
}

/** Google's reading of a user-agent value: the leading run of `A-Za-z_-`. */
export function agentToken(value: string): string {
  return /^[A-Za-z_-]*/.exec(value)![0];
}

function isGlobal(value: string): boolean {
  return value === "*" || /^\*[ \t]/.test(value);
}

/** How a crawler relates to a user-agent value of a file. */
export interface AddressedCrawler {
  crawler: Crawler;
  /** `own`: its first token; `fallback`: a later token, used only when no earlier one has a group; `global`: through `*`. */
  how: "own" | "fallback" | "global";
  /** The token through which it reads the line. */
  token: string;
}

/**
 * The crawlers a user-agent value addresses in a file, Google-style: those whose token list
 * holds the value's token (skipping fallbacks pre-empted by an earlier token's group), or for
 * `*` every crawler with no group of its own that does not ignore `*`.
 */
export function addressedCrawlers(value: string, fileTokens: ReadonlySet<string>): { addressed: AddressedCrawler[]; ignoring: Crawler[] } {
  const addressed: AddressedCrawler[] = [];
  const ignoring: Crawler[] = [];
  if (isGlobal(value)) {
    for (const crawler of CRAWLERS) {
      if (crawler.isControlToken) continue;
      if (crawler.tokens.some((t) => fileTokens.has(t.toLowerCase()))) continue;
      if (crawler.ignoresGlobal) ignoring.push(crawler);
      else addressed.push({ crawler, how: "global", token: "*" });
    }
    return { addressed, ignoring };
  }
  const token = agentToken(value).toLowerCase();
  if (token === "") return { addressed, ignoring };
  for (const crawler of CRAWLERS) {
    const index = crawler.tokens.findIndex((t) => t.toLowerCase() === token);
    if (index < 0) continue;
    if (index === 0) addressed.push({ crawler, how: "own", token: crawler.tokens[0] });
    else if (!crawler.tokens.slice(0, index).some((t) => fileTokens.has(t.toLowerCase()))) {
      addressed.push({ crawler, how: "fallback", token: crawler.tokens[index] });
    }
  }
  return { addressed, ignoring };
}

function fileAgentTokens(doc: RobotsTxt): Set<string> {
  const tokens = new Set<string>();
  for (const line of doc.lines) {
    if (line.directive === "user-agent" && line.valueText !== null && !isGlobal(line.valueText)) tokens.add(agentToken(line.valueText).toLowerCase());
  }
  return tokens;
}

function engineName(format: FormatMessage, id: EngineId): string {
  return format(`editor.engine.${id}`, {});
}

type CardBody = Omit<HoverCard, "from" | "to">;

function directiveCard(line: Line, format: FormatMessage): CardBody {
  const key = line.keyText!;
  if (line.directive === null || line.directive === "unknown") {
    return { title: key, paragraphs: [format("editor.hover.unknown-directive", { key })] };
  }
  const info = directiveInfo(line.directive)!;
  const paragraphs = [format(`editor.directive.${info.id}`, {})];
  if (line.keyMatch === "typo" || line.keyMatch === "prefix") {
    paragraphs.push(format(`editor.hover.key-${line.keyMatch}`, { key, name: info.name }));
  }
  if (line.isMissingColon) paragraphs.push(format("editor.hover.missing-colon", { name: info.name }));
  const rows: [string, string][] = ENGINE_IDS.map((id) => {
    const confidence = info.engines[id];
    return [
      engineName(format, id),
      confidence === undefined ? format("editor.hover.ignores", {}) : format("editor.hover.honours", { confidence }),
    ];
  });
  return { title: info.name, paragraphs, rows };
}

function agentCard(line: Line, doc: RobotsTxt, format: FormatMessage): CardBody {
  const value = line.valueText!;
  const { addressed, ignoring } = addressedCrawlers(value, fileAgentTokens(doc));
  const paragraphs: string[] = [];
  if (isGlobal(value)) paragraphs.push(format("editor.hover.agent-global", {}));
  else {
    const token = agentToken(value);
    if (token === "") paragraphs.push(format("editor.hover.agent-no-token", { value }));
    else if (token !== value) paragraphs.push(format("editor.hover.agent-token", { token, value }));
    if (/yandex/i.test(value)) paragraphs.push(format("editor.hover.agent-yandex", {}));
  }
  const MAX = 14;
  const list = addressed.slice(0, MAX).map(({ crawler, how, token }) =>
    format(`editor.hover.crawler-${how}`, { name: crawler.name, vendor: crawler.vendor || format("editor.vendor.unknown", {}), token, first: crawler.tokens[0] }),
  );
  if (addressed.length > MAX) list.push(format("editor.hover.more", { count: addressed.length - MAX }));
  paragraphs.push(
    addressed.length === 0 ? format("editor.hover.crawlers-none", {}) : format("editor.hover.crawlers", { count: addressed.length }),
  );
  if (ignoring.length > 0) {
    list.push(format("editor.hover.ignoring-global", { names: ignoring.map((c) => c.name).join(", ") }));
  }
  return { title: format("editor.hover.agent-title", { value }), paragraphs, list };
}

function normalizeFor(id: EngineId, value: string): string {
  switch (getEngine(id).encoding) {
    case "google":
      return escapePatternGoogle(value);
    case "rfc9309":
      return normalizeRfc9309(value);
    case "draft1996":
      return normalizeDraft1996(value);
  }
}

/** The priority of a rule line under one engine, as a message code and parameters. */
export function rulePriority(doc: RobotsTxt, lineNumber: number, id: EngineId): { code: string; params: Record<string, string | number> } {
  const reading = readAs(doc, id);
  const engine = reading.engine;
  if (reading.isIgnored) return { code: "editor.priority.file-ignored", params: {} };
  const group = reading.groups.find((g) => g.ruleLines.includes(lineNumber));
  if (group === undefined) {
    const cut = reading.sizeLimit?.cutLine;
    if (cut != null && lineNumber >= cut) return { code: "editor.priority.past-limit", params: {} };
    return { code: "editor.priority.not-read", params: {} };
  }
  const value = doc.lines[lineNumber - 1].valueText ?? "";
  if (value === "") {
    const kind = doc.lines[lineNumber - 1].directive === "allow" ? "allow" : "disallow";
    const mode = kind === "allow" ? engine.emptyAllow : engine.emptyDisallow;
    return { code: `editor.priority.empty-${mode}`, params: { kind } };
  }
  if (engine.precedence === "longest") {
    const normalized = normalizeFor(id, value);
    return { code: "editor.priority.longest", params: { length: normalized.length, pattern: normalized } };
  }
  return {
    code: "editor.priority.first",
    params: { index: group.ruleLines.indexOf(lineNumber) + 1, count: group.ruleLines.length },
  };
}

function ruleCard(line: Line, doc: RobotsTxt, engines: readonly EngineId[], format: FormatMessage): CardBody {
  const rows: [string, string][] = engines.map((id) => {
    const p = rulePriority(doc, line.number, id);
    return [engineName(format, id), format(p.code, p.params)];
  });
  return {
    title: format("editor.hover.rule-title", { kind: line.directive === "allow" ? "Allow" : "Disallow", value: line.valueText ?? "" }),
    paragraphs: [format("editor.hover.rule", {})],
    rows,
  };
}

/** A Content-Usage / Content-Signal value: each category it states, as this line alone reads. */
function preferenceCard(line: Line, doc: RobotsTxt, format: FormatMessage): CardBody | null {
  const s = parseStatement(line, doc.text);
  if (s === null) return null;
  const name = s.directive === "content-usage" ? "Content-Usage" : "Content-Signal";
  const paragraphs: string[] = [];
  if (s.path !== null) paragraphs.push(format("editor.pref.path", { path: s.path }));
  else if (s.directive === "content-usage") paragraphs.push(format("editor.pref.no-path", {}));
  else paragraphs.push(format("editor.pref.group", {}));
  if (!s.parsed.ok) paragraphs.push(format("editor.pref.unparsable", { column: s.parsed.at - line.from + 1 }));
  const rows: [string, string][] = PREFERENCE_KEYS[s.directive].map((key) => [
    key,
    format(`editor.pref.value.${s.values[key]}`, { category: format(`editor.pref.category.${key}`, {}) }),
  ]);
  paragraphs.push(format("editor.pref.scope", {}));
  return { title: name, paragraphs, rows };
}

/** The hover card for a document position, or null where there is nothing to say. */
export function hoverCard(state: EditorState, pos: number): HoverCard | null {
  const doc = parsedState(state);
  const number = state.doc.lineAt(pos).number;
  const line = doc.lines[number - 1];
  if (line === undefined || line.kind !== "directive" || line.keyText === null) return null;
  const { formatMessage: format, engines } = state.facet(robotsTxtConfig);
  if (pos >= line.keyFrom && pos <= line.keyTo) return { from: line.keyFrom, to: line.keyTo, ...directiveCard(line, format) };
  const valueFrom = line.valueFrom;
  const valueTo = line.valueTo;
  if (line.valueText === null || valueTo === valueFrom || pos < valueFrom || pos > valueTo) return null;
  if (line.directive === "user-agent") return { from: valueFrom, to: valueTo, ...agentCard(line, doc, format) };
  if (line.directive === "content-usage" || line.directive === "content-signal") {
    const card = preferenceCard(line, doc, format);
    return card === null ? null : { from: valueFrom, to: valueTo, ...card };
  }
  if (line.directive === "allow" || line.directive === "disallow") {
    return { from: valueFrom, to: valueTo, ...ruleCard(line, doc, engines, format) };
  }
  return null;
}

/** Whether a lint finding covers the position (its own tooltip shows there). */
export function hasDiagnosticAt(state: EditorState, pos: number): boolean {
  let found = false;
  forEachDiagnostic(state, (_d, from, to) => {
    if (from <= pos && pos <= to) found = true;
  });
  return found;
}

/** Renders a hover card as DOM. */
export function renderHoverCard(card: HoverCard): HTMLElement {
  const root = document.createElement("div");
  root.className = "cm-rt-hover";
  // A tooltip to assistive technology (named by its contents), and to the e2e specs' role locators.
  root.setAttribute("role", "tooltip");
  // h2: under the page's h1 in document order (axe heading-order); sized like the text by the theme.
  const title = root.appendChild(document.createElement("h2"));
  title.textContent = card.title;
  for (const text of card.paragraphs) setRichText(root.appendChild(document.createElement("p")), text);
  if (card.list && card.list.length > 0) {
    const ul = root.appendChild(document.createElement("ul"));
    for (const item of card.list) setRichText(ul.appendChild(document.createElement("li")), item);
  }
  if (card.rows && card.rows.length > 0) {
    const table = root.appendChild(document.createElement("table"));
    for (const [a, b] of card.rows) {
      const tr = table.appendChild(document.createElement("tr"));
      tr.appendChild(document.createElement("th")).textContent = a;
      setRichText(tr.appendChild(document.createElement("td")), b);
    }
  }
  return root;
}

/** Hover tooltips for directives, user-agent values and rules. */
export const robotsTxtHover = hoverTooltip(
  (view, pos): Tooltip | null => {
    const card = hoverCard(view.state, pos);
    if (card === null) return null;
    return { pos: card.from, end: card.to, above: true, create: () => ({ dom: renderHoverCard(card) }) };
  },
  { hoverTime: 350 },
);
