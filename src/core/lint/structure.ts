/**
 * Group structure checks, on Google's grouping (RFC 9309 §2.1): rules outside any group,
 * user-agent lines that other engines split or that a Sitemap/unknown line seems to separate,
 * blank lines that end a record for Yandex and the 1994 standard, duplicate groups, named
 * groups that do not inherit `*`, what a group blocks for a major search crawler, and where
 * a Host line stands (docs/engines.md §5.3).
 */
import { groupRole, type Group } from "../groups.ts";
import type { EngineId, Line, TextEdit } from "../types.ts";
import { RECORD_ENGINES, type LintContext } from "./context.ts";
import { ENGINES } from "../engines/index.ts";
import { ENGINE_IDS } from "../types.ts";

/** Engines that read only the first group naming an agent. */
const FIRST_RECORD_ENGINES = ENGINE_IDS.filter((e) => !ENGINES[e].mergeGroups);
import { collapseStars, googleAgentToken, literalEnd, matchesPattern } from "./pattern.ts";
import { clip } from "./syntax.ts";

/** Tokens of the major search crawlers for which `Disallow: /` is worth a warning (lower case). */
const MAJOR_AGENTS = new Set(["*", "googlebot", "bingbot", "msnbot", "yandex", "yandexbot"]);

/** Patterns that match every path. */
const MATCH_ALL = new Set(["/", "/*", "*", "/*$", "*$"]);

/** Paths of CSS, JavaScript and asset files Google needs to render pages. */
export const ASSET_SAMPLES: readonly string[] = [
  "/style.css",
  "/script.js",
  "/style.css?ver=6.5",
  "/script.js?ver=6.5",
  "/wp-includes/js/jquery/jquery.min.js",
  "/wp-content/themes/theme/style.css",
  "/wp-content/plugins/plugin/script.js",
  "/assets/app.js",
  "/assets/app.css",
  "/static/js/main.js",
  "/static/css/main.css",
  "/css/style.css",
  "/js/app.js",
  "/_next/static/chunks/main.js",
];

/** Every prefix of every sample (a rule's literal start must be one to match a sample). */
const SAMPLE_PREFIXES: ReadonlySet<string> = new Set(ASSET_SAMPLES.flatMap((s) => Array.from({ length: s.length + 1 }, (_, i) => s.slice(0, i))));
const LONGEST_SAMPLE = Math.max(...ASSET_SAMPLES.map((s) => s.length));
/** The samples in one string: a literal piece of a pattern that is in none of them rules it out. */
const SAMPLES_JOINED = ASSET_SAMPLES.join("\n");
/** Every three characters in a row of `SAMPLES_JOINED` (ASCII), as `c0 << 14 | c1 << 7 | c2`. */
const SAMPLE_TRIGRAMS: ReadonlySet<number> = (() => {
  const set = new Set<number>();
  for (let i = 0; i + 3 <= SAMPLES_JOINED.length; i++) {
    set.add((SAMPLES_JOINED.charCodeAt(i) << 14) | (SAMPLES_JOINED.charCodeAt(i + 1) << 7) | SAMPLES_JOINED.charCodeAt(i + 2));
  }
  return set;
})();

/** A node of the samples' prefix tree: the next character's node. */
type PrefixNode = Map<number, PrefixNode>;

/** The prefix tree of the samples (`SAMPLE_PREFIXES` walked a character at a time). */
const SAMPLE_TREE: PrefixNode = (() => {
  const root: PrefixNode = new Map();
  for (const sample of ASSET_SAMPLES) {
    let node = root;
    for (let i = 0; i < sample.length; i++) {
      const c = sample.charCodeAt(i);
      let next = node.get(c);
      if (next === undefined) node.set(c, (next = new Map()));
      node = next;
    }
  }
  return root;
})();

/**
 * The samples' prefix tree again as a table for the ASCII codes of a text: the node after node
 * `n` and character `c` (below 128) is `SAMPLE_TABLE[n * 128 + c]`, 0 when no sample goes on
 * so (the root, node 0, follows no node). Read in `checkAssets` without a call a rule or a
 * character, where the text is ASCII without `%` (`LintContext.asciiCodes`).
 */
const SAMPLE_TABLE: Uint16Array = (() => {
  let nodes = 1;
  for (const sample of ASSET_SAMPLES) nodes += sample.length;
  const table = new Uint16Array(nodes * 128);
  let next = 1;
  for (const sample of ASSET_SAMPLES) {
    let node = 0;
    for (let i = 0; i < sample.length; i++) {
      const at = node * 128 + sample.charCodeAt(i);
      if (table[at] === 0) table[at] = next++;
      node = table[at];
    }
  }
  return table;
})();

/**
 * Whether a rule as written can be left out of the asset check without normalizing it: its
 * literal start (up to the first `*` or `$`) is plain ASCII without `%`, which normalizing
 * leaves as it is, and no sample starts with it. Most rules fail within a few characters.
 */
function isNoSamplePrefix(text: string): boolean {
  let node = SAMPLE_TREE;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2a || c === 0x24) return false;
    if (c === 0x25 || c >= 0x80) return false;
    const next = node.get(c);
    if (next === undefined) return true;
    node = next;
  }
  return false;
}

/**
 * Whether every literal piece after a pattern's literal start (`end`) is in some sample, as
 * `compile(…).pieces` would hold them (a final `$` is the anchor), without building them.
 */
function piecesInSamples(pattern: string, end: number): boolean {
  const to = pattern.endsWith("$") ? pattern.length - 1 : pattern.length;
  let from = end;
  while (from <= to) {
    let star = pattern.indexOf("*", from);
    if (star < 0 || star > to) star = to;
    if (star > from && !SAMPLES_JOINED.includes(pattern.slice(from, star))) return false;
    from = star + 1;
  }
  return true;
}

/** The Google token of each agent line of a group, lower case ("" when none can be read). */
function tokensOf(group: Group): string[] {
  return group.agents.map((a) => googleAgentToken(a.valueText ?? "").toLowerCase());
}

/** The span of a directive line without its comment. */
function directiveSpan(line: Line): { from: number; to: number } {
  const from = line.keyText !== null ? line.keyFrom : line.from;
  const to = line.valueText !== null && line.valueTo > from ? line.valueTo : line.keyText !== null ? line.keyTo : line.to;
  return { from, to };
}

/** The rules of a group by Google-normalized pattern, with a bit per kind (1 Allow, 2 Disallow). */
function ruleKinds(ctx: LintContext, rules: readonly Line[], into = new Map<string, number>()): Map<string, number> {
  for (const rule of rules) {
    const pattern = ctx.patternOf(rule);
    into.set(pattern, (into.get(pattern) ?? 0) | (rule.directive === "allow" ? 1 : 2));
  }
  return into;
}

/** The engines of `blocked-assets` and of `host-placement`. */
const ASSET_ENGINES: readonly EngineId[] = ["google"];
const HOST_ENGINES: readonly EngineId[] = ["yandex-classic"];

/** Runs every structure check. */
export function checkStructure(ctx: LintContext): void {
  const groups = ctx.groupsOf("google");
  checkOrphans(ctx, groups);
  const tokens = groups.map(tokensOf);
  for (const group of groups) checkGaps(ctx, group);
  // The checks for some engines only wait when none of them is asked (`runOrLeave`): the asset
  // check reads every rule of the chosen groups. Not the duplicate groups' check (for the
  // first-record engines, asked by no default): a look at each agent line, and waiting would
  // give nearly every whole lint a second answer.
  checkDuplicateGroups(ctx, groups, tokens);
  checkInheritance(ctx, groups, tokens);
  checkDisallowAll(ctx, groups, tokens);
  ctx.runOrLeave(ASSET_ENGINES, () => checkAssets(ctx, groups, tokens));
  if (ctx.facts().hasHost) ctx.runOrLeave(HOST_ENGINES, () => checkHostPlacement(ctx));
}


/**
 * Classic Yandex (docs/engines.md §5.3) counts a Host line when it follows the Allow/Disallow lines of a
 * record; before them, before any User-agent or outside a record it "may not be counted".
 */
function checkHostPlacement(ctx: LintContext): void {
  if (!ctx.facts().hasHost) return;
  let hasAgent = false;
  let hasRule = false;
  const lines = ctx.doc.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.kind === "blank") {
      hasAgent = hasRule = false;
      continue;
    }
    // groupRole written out (no call a line: this runs once per line of large files).
    if (line.kind !== "directive") continue;
    const directive = line.directive;
    if (directive === "user-agent") {
      if (hasRule) hasRule = false;
      hasAgent = true;
    } else if (directive === "allow" || directive === "disallow") {
      if (hasAgent) hasRule = true;
    } else if (directive === "host" && !(hasAgent && hasRule)) {
      ctx.report({
        line,
        ...directiveSpan(line),
        severity: "info",
        code: "host-placement",
        concern: HOST_ENGINES,
      });
    }
  }
}

function checkOrphans(ctx: LintContext, groups: readonly Group[]): void {
  const firstAgent = groups.length > 0 ? groups[0].agents[0].number : Infinity;
  for (const line of ctx.doc.lines) {
    if (line.number >= firstAgent) break;
    if (groupRole(line) !== "rule") continue;
    ctx.report({ line, ...directiveSpan(line), severity: "error", code: "rule-outside-group", concern: "all" });
  }
}

/** Blank lines and other lines strictly between two lines of a group. */
function between(ctx: LintContext, a: Line, b: Line): { blanks: Line[]; other: Line | null } {
  const blanks: Line[] = [];
  let other: Line | null = null;
  for (let n = a.number + 1; n < b.number; n++) {
    const line = ctx.doc.lines[n - 1];
    if (line.kind === "blank") blanks.push(line);
    else if (line.kind !== "comment" && other === null) other = line;
  }
  return { blanks, other };
}

function deleteAll(ctx: LintContext, lines: Line[]): TextEdit[] {
  return lines.map((l) => ctx.deleteLine(l));
}

function checkGaps(ctx: LintContext, group: Group): void {
  const { agents, rules } = group;
  for (let i = 0; i + 1 < agents.length; i++) {
    const a = agents[i];
    const b = agents[i + 1];
    if (b.number === a.number + 1) continue;
    const { blanks, other } = between(ctx, a, b);
    if (other !== null) {
      ctx.report({
        line: b,
        ...directiveSpan(b),
        severity: "warning",
        code: "agents-merged-across-line",
        params: {
          agent: clip(b.valueText ?? ""),
          firstAgent: clip(agents[0].valueText ?? ""),
          firstLine: agents[0].number,
          separatorLine: other.number,
        },
        concern: "all",
      });
    }
    if (blanks.length > 0) {
      ctx.report({
        line: a,
        ...directiveSpan(a),
        severity: "warning",
        code: "agents-split-by-blank",
        params: { agent: clip(a.valueText ?? ""), nextLine: b.number, blankLine: blanks[0].number },
        concern: RECORD_ENGINES,
        fix: deleteAll(ctx, blanks),
      });
    }
  }
  // Blank lines inside the group: one finding for the group, on the first rule after one.
  let previous = agents[agents.length - 1];
  const blanks: Line[] = [];
  let firstDetached: Line | null = null;
  let detached = 0;
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r];
    if (rule.number !== previous.number + 1) {
      const gap = between(ctx, previous, rule).blanks;
      blanks.push(...gap);
      if (gap.length > 0 && firstDetached === null) firstDetached = rule;
    }
    if (firstDetached !== null) detached++;
    previous = rule;
  }
  if (firstDetached !== null) {
    ctx.report({
      line: firstDetached,
      ...directiveSpan(firstDetached),
      severity: "warning",
      code: "blank-line-in-group",
      params: { blankLine: blanks[0].number, groupLine: agents[0].number, count: detached },
      concern: RECORD_ENGINES,
      fix: deleteAll(ctx, blanks),
    });
  }
}

function checkDuplicateGroups(ctx: LintContext, groups: readonly Group[], tokens: string[][]): void {
  const first = new Map<string, number>();
  groups.forEach((group, g) => {
    const seenHere = new Set<string>();
    group.agents.forEach((agent, i) => {
      const token = tokens[g][i];
      if (token === "" || seenHere.has(token)) return;
      seenHere.add(token);
      const firstLine = first.get(token);
      if (firstLine === undefined) {
        first.set(token, agent.number);
        return;
      }
      // Google, Bing, Yandex and RFC 9309 merge the groups: only readers that take the first
      // record (classic Yandex, the 1994 text) lose the rules of the second.
      ctx.report({
        line: agent,
        ...directiveSpan(agent),
        severity: "warning",
        code: "duplicate-group",
        params: { agent: googleAgentToken(agent.valueText ?? ""), firstLine },
        concern: FIRST_RECORD_ENGINES,
      });
    });
  });
}

function checkInheritance(ctx: LintContext, groups: readonly Group[], tokens: string[][]): void {
  // Only a named group (no `*` among its agents) can miss what the `*` groups say.
  if (!tokens.some((t) => !t.includes("*") && t.some((token) => token !== ""))) return;
  const globalRules = new Map<string, number>();
  let globalLine = 0;
  groups.forEach((group, g) => {
    if (!tokens[g].includes("*") || group.rules.length === 0) return;
    if (globalLine === 0) globalLine = group.agents[0].number;
    ruleKinds(ctx, group.rules, globalRules);
  });
  if (globalRules.size === 0) return;
  groups.forEach((group, g) => {
    if (tokens[g].includes("*")) return;
    const named = tokens[g].findIndex((t) => t !== "");
    if (named < 0) return;
    // A group that blocks everything loses nothing by not inheriting.
    const blocksAll =
      group.rules.every((r) => r.directive === "disallow") &&
      group.rules.some((r) => MATCH_ALL.has(collapseStars(r.valueText ?? "")));
    if (blocksAll) return;
    const own = ruleKinds(ctx, group.rules);
    let inheritsAll = true;
    for (const [pattern, kinds] of globalRules) {
      if (((own.get(pattern) ?? 0) & kinds) !== kinds) {
        inheritsAll = false;
        break;
      }
    }
    if (inheritsAll) return;
    const agent = group.agents[named];
    ctx.report({
      line: agent,
      ...directiveSpan(agent),
      severity: "info",
      code: "no-global-inheritance",
      params: { agent: googleAgentToken(agent.valueText ?? ""), globalLine },
      concern: "all",
    });
  });
}

function checkDisallowAll(ctx: LintContext, groups: readonly Group[], tokens: string[][]): void {
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g];
    const i = tokens[g].findIndex((t) => MAJOR_AGENTS.has(t));
    if (i < 0) continue;
    const agent = googleAgentToken(group.agents[i].valueText ?? "");
    const rules = group.rules;
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r];
      if (rule.directive !== "disallow" || rule.valueText === null || rule.valueText.length > 8) continue;
      const text = rule.valueText;
      if (!MATCH_ALL.has(collapseStars(text))) continue;
      ctx.report({
        line: rule,
        ...directiveSpan(rule),
        severity: "warning",
        code: "disallow-all",
        params: { agent },
        concern: "all",
      });
    }
  }
}

/** A rule pattern with what a quick rejection needs: its literal start and its other literal pieces. */
interface Compiled {
  line: Line;
  pattern: string;
  prefix: string;
  pieces: string[];
}

function compile(line: Line, pattern: string): Compiled {
  const end = literalEnd(pattern);
  const prefix = pattern.slice(0, end);
  // Only a final `$` anchors; elsewhere Google reads `$` as a literal character.
  const rest = pattern.endsWith("$") ? pattern.slice(end, -1) : pattern.slice(end);
  return { line, pattern, prefix, pieces: rest.split("*").filter((p) => p !== "") };
}

/** Google's matcher behind cheap tests: the path starts with the literal start and holds every piece. */
function quickMatch(c: Compiled, path: string): boolean {
  if (!path.startsWith(c.prefix)) return false;
  if (c.prefix.length === c.pattern.length) return true;
  for (const piece of c.pieces) if (!path.includes(piece)) return false;
  return matchesPattern(c.pattern, path);
}

/**
 * Disallow rules that block CSS, JavaScript or asset folders for Googlebot: the rules of the
 * groups naming Googlebot, else of the `*` groups (Google never mixes the two), with Allow
 * rules of higher or equal priority taken into account.
 */
function checkAssets(ctx: LintContext, groups: readonly Group[], tokens: string[][]): void {
  let chosen = groups.filter((_, g) => tokens[g].includes("googlebot"));
  let agent = "Googlebot";
  if (chosen.length === 0) {
    chosen = groups.filter((_, g) => tokens[g].includes("*"));
    agent = "*";
  }
  const allowPriority = ASSET_SAMPLES.map(() => -1);
  const disallows: Compiled[] = [];
  // The text's codes when it is ASCII without `%` (every rule as written is its pattern).
  const codes = ctx.asciiCodes();
  for (const group of chosen) {
    const rules = group.rules;
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r];
      const text = rule.valueText ?? "";
      if (text === "") continue;
      if (codes !== null) {
        // `isNoSamplePrefix` on the value's codes, written out (most rules of a large file
        // are left out here, within a few characters, mostly before the JIT has compiled this).
        let node = 0;
        let none = false;
        const end = rule.valueTo;
        let k = rule.valueFrom;
        for (; k < end; k++) {
          const c = codes[k];
          if (c === 0x2a || c === 0x24) break;
          node = SAMPLE_TABLE[node * 128 + c];
          if (node === 0) {
            none = true;
            break;
          }
        }
        if (none) continue;
        // The literal start ends at a `*`: the first piece after it (up to the next `*`, or
        // the end but a final `$`) must be in some sample (`piecesInSamples`), so its first
        // three characters must be three of a sample's (`/*/catalog12.pdf$` is left here).
        const to = codes[end - 1] === 0x24 ? end - 1 : end;
        if (k + 4 <= to && codes[k] === 0x2a) {
          const a = codes[k + 1];
          const b = codes[k + 2];
          const c = codes[k + 3];
          if (a !== 0x2a && b !== 0x2a && c !== 0x2a && !SAMPLE_TRIGRAMS.has((a << 14) | (b << 7) | c)) continue;
        }
      } else if (isNoSamplePrefix(text)) continue;
      const pattern = ctx.patternOf(rule);
      // Most rules start with a path no sample starts with: skip them before compiling.
      const end = literalEnd(pattern);
      if (end > LONGEST_SAMPLE || !SAMPLE_PREFIXES.has(end === pattern.length ? pattern : pattern.slice(0, end))) continue;
      // A literal piece no sample holds: the rule matches no sample.
      if (!piecesInSamples(pattern, end)) continue;
      if (rule.directive === "allow") {
        const c = compile(rule, pattern);
        ASSET_SAMPLES.forEach((sample, s) => {
          if (c.pattern.length > allowPriority[s] && quickMatch(c, sample)) allowPriority[s] = c.pattern.length;
        });
      } else if (!MATCH_ALL.has(collapseStars(text))) {
        disallows.push(compile(rule, pattern));
      }
    }
  }
  for (const c of disallows) {
    const s = ASSET_SAMPLES.findIndex((sample, i) => c.pattern.length > allowPriority[i] && quickMatch(c, sample));
    if (s < 0) continue;
    ctx.report({
      line: c.line,
      ...directiveSpan(c.line),
      severity: /\.(css|js)/i.test(c.pattern) ? "warning" : "info",
      code: "blocked-assets",
      params: { example: ASSET_SAMPLES[s], agent },
      concern: ASSET_ENGINES,
    });
  }
}
