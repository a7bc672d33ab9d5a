/**
 * The policy builder's edit: from a choice per purpose (and per crawler) of allow / block /
 * leave, the text edits that make a robots.txt say so, reusing the groups it has and never
 * deleting a line (a rule or user-agent line that would contradict the policy is commented
 * out, so the user can see what changed and undo it by hand), with warnings in codes.
 *
 * What "block" and "allow" write: a crawler to block gets `Disallow: /`, one to allow gets an
 * empty `Disallow:` (every engine reads it as "everything allowed", the 1994 standard too).
 * - A group naming only crawlers of the policy with one action is kept and rewritten in place:
 *   the line is added after its last User-agent line, and rules that would contradict it
 *   (Allow lines in a blocked group, non-empty Disallow lines in an allowed one) are commented
 *   out.
 * - A group naming a crawler of the policy next to others: the crawler's User-agent line is
 *   commented out (the others keep the group and its rules as they were).
 * - Crawlers not placed in a kept group get a new group at the end of the file, one for
 *   blocked and one for allowed crawlers, after a blank line and an optional comment.
 * Crawlers whose name is not a product token (`AI2Bot`, `ChatGPT Agent`) are not written:
 * engines read such a line as another name (see `agentLineReadings`); a warning says so.
 */
import { CRAWLERS, hasProductTokenName } from "./crawlers.ts";
import { groupLines } from "./groups.ts";
import { compileMatcher } from "./match.ts";
import { parseRobotsTxt } from "./parse.ts";
import { googleAgentToken } from "./pattern.ts";
import type { Crawler, Honours, Line, Purpose, RobotsTxt, TextEdit } from "./types.ts";

/** What the policy does to a purpose or a crawler. */
export type PolicyAction = "allow" | "block" | "leave";

/** A policy: an action per purpose; per-crawler actions (by crawler id) override it. */
export interface Policy {
  purposes: Partial<Record<Purpose, PolicyAction>>;
  crawlers?: Readonly<Record<string, PolicyAction>>;
}

/** A crawler the policy writes a line for. */
export interface PolicyTarget {
  crawler: Crawler;
  action: "allow" | "block";
  /** Set by a per-crawler choice rather than by its purpose. */
  isOverride: boolean;
}

/** A finding about a policy, as a code with parameters (the UI words it). */
export interface PolicyWarning {
  code:
    | "policy-not-honoured"
    | "policy-honours-unknown"
    | "policy-fallback"
    | "policy-not-a-token"
    | "policy-control-token";
  params: Record<string, string | number>;
}

/** The outcome of planning a policy on a file. */
export interface PolicyPlan {
  targets: PolicyTarget[];
  /** Edits in offsets of the original text, sorted, not overlapping: apply them together. */
  edits: TextEdit[];
  /** The text after the edits. */
  text: string;
  warnings: PolicyWarning[];
  /** Crawlers not in the policy whose group may change: they fall back to a token it writes. */
  collateral: { crawler: Crawler; token: string }[];
  /** Groups kept and rewritten, by the line number of their first User-agent line. */
  reusedGroups: number[];
}

/** Options of {@link planPolicy}. */
export interface PolicyOptions {
  /** A comment line written above each new group (without `#`), in the user's language. */
  comment?: { block?: string; allow?: string };
  /** The crawler table to use (tests pass a smaller one). */
  crawlers?: readonly Crawler[];
}

/** The control tokens and the crawler whose fetched pages they govern (no fetch of their own). */
const CONTROLLED_BY: Readonly<Record<string, string>> = { "google-extended": "Googlebot", "applebot-extended": "Applebot" };

/**
 * The crawlers a policy writes a line for, in table order: a per-crawler action wins over its
 * purpose's; `leave` writes nothing. Crawlers whose name is not a product token are left out
 * (see `notTokens`).
 */
export function policyTargets(policy: Policy, crawlers: readonly Crawler[] = CRAWLERS): PolicyTarget[] {
  const out: PolicyTarget[] = [];
  for (const crawler of crawlers) {
    const own = policy.crawlers?.[crawler.id];
    const action = own ?? policy.purposes[crawler.purpose] ?? "leave";
    if (action === "leave" || !hasProductTokenName(crawler)) continue;
    out.push({ crawler, action, isOverride: own !== undefined });
  }
  return out;
}

/** The crawlers a policy would cover but cannot write, their names not being product tokens. */
export function notTokens(policy: Policy, crawlers: readonly Crawler[] = CRAWLERS): Crawler[] {
  return crawlers.filter((crawler) => {
    const action = policy.crawlers?.[crawler.id] ?? policy.purposes[crawler.purpose] ?? "leave";
    return action !== "leave" && !hasProductTokenName(crawler);
  });
}

/** The line ending the file mostly uses (LF when it has none). */
function dominantEol(doc: RobotsTxt): string {
  let crlf = 0;
  let lf = 0;
  for (const line of doc.lines) {
    if (line.eol === "\r\n") crlf++;
    else if (line.eol === "\n") lf++;
  }
  return crlf > lf ? "\r\n" : "\n";
}

/** The token a User-agent line names, as Google's parser reads it (lower-cased). */
function lineToken(line: Line): string {
  return googleAgentToken(line.valueText ?? "").toLowerCase();
}

/** A rule line that contradicts the action: an Allow in a blocked group, a non-empty Disallow in an allowed one. */
function contradicts(line: Line, action: "allow" | "block"): boolean {
  if (action === "block") return line.directive === "allow";
  return line.directive === "disallow" && (line.valueText ?? "") !== "";
}

/** Whether the group already holds the line the action writes. */
function hasPolicyLine(rules: Line[], action: "allow" | "block"): boolean {
  return rules.some((r) =>
    action === "block" ? r.directive === "disallow" && r.valueText === "/" : r.directive === "disallow" && (r.valueText ?? "") === "",
  );
}

/**
 * Plans a policy on a file: the edits, the resulting text, and warnings. Pure: the same text
 * and policy give the same plan.
 */
export function planPolicy(text: string, policy: Policy, options: PolicyOptions = {}): PolicyPlan {
  const table = options.crawlers ?? CRAWLERS;
  const doc = parseRobotsTxt(text);
  const eol = dominantEol(doc);
  const targets = policyTargets(policy, table);
  const actionOf = new Map<string, "allow" | "block">();
  for (const t of targets) actionOf.set(t.crawler.tokens[0].toLowerCase(), t.action);

  const edits: TextEdit[] = [];
  const placed = new Set<string>();
  const reusedGroups: number[] = [];
  /** `# ` before a line; it sorts after a new line inserted at the same offset. */
  const commentOuts = new Set<TextEdit>();
  const commentOut = (line: Line) => {
    const edit = { from: line.from, to: line.from, insert: "# " };
    commentOuts.add(edit);
    edits.push(edit);
  };

  for (const group of groupLines(doc, "google")) {
    const tokens = group.agents.map(lineToken);
    const targeted = group.agents.filter((_, i) => actionOf.has(tokens[i]));
    if (targeted.length === 0) continue;
    const others = group.agents.filter((_, i) => !actionOf.has(tokens[i]));
    if (others.length > 0) {
      // Shared with crawlers outside the policy: take the policy's crawlers out of it.
      for (const line of targeted) commentOut(line);
      continue;
    }
    // Only crawlers of the policy: keep the group for the first one's action.
    const action = actionOf.get(tokens[0])!;
    for (let i = 0; i < group.agents.length; i++) {
      if (actionOf.get(tokens[i]) === action) placed.add(tokens[i]);
      else commentOut(group.agents[i]);
    }
    reusedGroups.push(group.agents[0].number);
    // The new line first: a `# ` for the line after it goes at the same offset, after it.
    if (!hasPolicyLine(group.rules, action)) {
      const last = group.agents[group.agents.length - 1];
      const written = action === "block" ? "Disallow: /" : "Disallow:";
      const at = last.to + last.eol.length;
      edits.push({ from: at, to: at, insert: last.eol === "" ? eol + written : written + eol });
    }
    for (const rule of group.rules) if (contradicts(rule, action)) commentOut(rule);
  }

  // New groups for the crawlers no kept group holds, separated by blank lines.
  const blocks: string[] = [];
  for (const action of ["block", "allow"] as const) {
    const names = targets.filter((t) => t.action === action && !placed.has(t.crawler.tokens[0].toLowerCase())).map((t) => t.crawler.tokens[0]);
    if (names.length === 0) continue;
    const comment = options.comment?.[action];
    blocks.push(
      (comment ? `# ${comment.replace(/[\r\n]+/g, " ")}${eol}` : "") +
        names.map((n) => `User-agent: ${n}${eol}`).join("") +
        (action === "block" ? "Disallow: /" : "Disallow:") +
        eol,
    );
  }
  if (blocks.length > 0) edits.push(newGroupsEdit(doc, text, blocks.join(eol), eol));

  edits.sort((a, b) => a.from - b.from || Number(commentOuts.has(a)) - Number(commentOuts.has(b)));
  let out = "";
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.from) + e.insert;
    at = e.to;
  }
  out += text.slice(at);

  const collateral = collateralOf(parseRobotsTxt(out), targets, table);
  return { targets, edits, text: out, warnings: policyWarnings(policy, targets, collateral, table), collateral, reusedGroups };
}

/**
 * Where the new groups go: at the end of the file after a blank line; but when the file's
 * last group has no rule, Google's reading would merge User-agent lines written after it
 * into it, so they go before that group (and the comment lines right above it), followed by
 * a blank line.
 */
function newGroupsEdit(doc: RobotsTxt, text: string, block: string, eol: string): TextEdit {
  const groups = groupLines(doc, "google");
  const last = groups[groups.length - 1];
  if (last && last.rules.length === 0) {
    let index = last.agents[0].number - 1;
    while (index > 0 && doc.lines[index - 1].kind === "comment") index--;
    const line = doc.lines[index];
    const before = index > 0 ? doc.lines[index - 1] : null;
    const prefix = before === null || before.kind === "blank" ? "" : eol;
    return { from: line.from, to: line.from, insert: prefix + block + eol };
  }
  if (text === "") return { from: 0, to: 0, insert: block };
  const endsWithEol = /[\r\n]$/.test(text);
  const endsWithBlank = /(\r\n|\r|\n)[ \t]*(\r\n|\r|\n)$/.test(text);
  // A blank line before the new groups (no second one when the file ends with one).
  const insert = endsWithBlank ? block : (endsWithEol ? "" : eol) + eol + block;
  return { from: text.length, to: text.length, insert };
}

/** Crawlers outside the policy whose group, in the planned file, is one named by a token the policy writes. */
function collateralOf(after: RobotsTxt, targets: PolicyTarget[], table: readonly Crawler[]): { crawler: Crawler; token: string }[] {
  const written = new Set(targets.map((t) => t.crawler.tokens[0].toLowerCase()));
  const targetIds = new Set(targets.map((t) => t.crawler.id));
  const out: { crawler: Crawler; token: string }[] = [];
  for (const crawler of table) {
    if (targetIds.has(crawler.id) || !crawler.tokens.slice(1).some((t) => written.has(t.toLowerCase()))) continue;
    const used = compileMatcher(after, crawler.engine, crawler.tokens[0]).group.tokenUsed;
    if (used !== null && written.has(used.toLowerCase())) out.push({ crawler, token: used });
  }
  return out;
}

const NOT_HONOURED: readonly Honours[] = ["ignores", "reported-ignoring"];

function policyWarnings(
  policy: Policy,
  targets: PolicyTarget[],
  collateral: { crawler: Crawler; token: string }[],
  table: readonly Crawler[],
): PolicyWarning[] {
  const warnings: PolicyWarning[] = [];
  const blocked = targets.filter((t) => t.action === "block");
  const ignoring = blocked.filter((t) => NOT_HONOURED.includes(t.crawler.honours));
  if (ignoring.length > 0) {
    warnings.push({ code: "policy-not-honoured", params: { count: ignoring.length, crawlers: ignoring.map((t) => t.crawler.name).join(", ") } });
  }
  const unknown = blocked.filter((t) => t.crawler.honours === "unknown");
  if (unknown.length > 0) {
    warnings.push({ code: "policy-honours-unknown", params: { count: unknown.length, crawlers: unknown.map((t) => t.crawler.name).join(", ") } });
  }
  for (const { crawler, token } of collateral) {
    const action = targets.find((t) => t.crawler.tokens[0].toLowerCase() === token.toLowerCase())?.action ?? "block";
    warnings.push({ code: "policy-fallback", params: { crawler: crawler.name, token, action } });
  }
  for (const t of targets) {
    const controlled = CONTROLLED_BY[t.crawler.id];
    if (t.crawler.isControlToken && controlled) {
      warnings.push({ code: "policy-control-token", params: { token: t.crawler.name, crawler: controlled, action: t.action } });
    }
  }
  const skipped = notTokens(policy, table);
  if (skipped.length > 0) {
    warnings.push({ code: "policy-not-a-token", params: { count: skipped.length, crawlers: skipped.map((c) => c.name).join(", ") } });
  }
  return warnings;
}

/** One cell of the policy matrix: a crawler's verdict on a URL before and after. */
export interface PolicyCell {
  url: string;
  before: boolean;
  after: boolean;
}

/** A row of the policy matrix: a crawler, and its verdicts per sample URL. */
export interface PolicyRow {
  crawler: Crawler;
  /** In the policy, or affected through a fallback token. */
  role: "target" | "collateral";
  cells: PolicyCell[];
  /** Some cell's verdict changes. */
  flips: boolean;
}

/**
 * The Compare-style matrix of a plan: for each crawler the policy writes (and each that
 * falls back to one of its tokens), its verdict on each sample URL in the file as it is and
 * as planned, under the crawler's own engine.
 */
export function policyMatrix(before: string, plan: PolicyPlan, urls: readonly string[], origin?: string): PolicyRow[] {
  const a = parseRobotsTxt(before);
  const b = parseRobotsTxt(plan.text);
  const rows: { crawler: Crawler; role: PolicyRow["role"] }[] = [
    ...plan.targets.map((t) => ({ crawler: t.crawler, role: "target" as const })),
    ...plan.collateral.map((c) => ({ crawler: c.crawler, role: "collateral" as const })),
  ];
  return rows.map(({ crawler, role }) => {
    const ma = compileMatcher(a, crawler.engine, crawler.tokens[0], origin);
    const mb = compileMatcher(b, crawler.engine, crawler.tokens[0], origin);
    const cells = urls.map((url) => ({ url, before: ma.match(url).allowed, after: mb.match(url).allowed }));
    return { crawler, role, cells, flips: cells.some((c) => c.before !== c.after) };
  });
}

/**
 * Sample URLs for the matrix: `/`, then the literal start of each rule path in the file
 * (up to the first `*` or `$`), in file order, without duplicates, at most `max` in all.
 */
export function policySampleUrls(text: string, max = 8): string[] {
  const urls = ["/"];
  for (const line of parseRobotsTxt(text).lines) {
    if (urls.length >= max) break;
    if (line.kind !== "directive" || (line.directive !== "allow" && line.directive !== "disallow")) continue;
    const value = line.valueText ?? "";
    const literal = value.split(/[*$]/)[0];
    if (!literal.startsWith("/") || urls.includes(literal)) continue;
    urls.push(literal);
  }
  return urls;
}
