/**
 * Group choice: which group(s) of an engine's reading an agent obeys (the crawler's tokens in
 * order, then Yandex's family rule, then `*`), with the assumptions the choice rests on.
 */
import type { ResolvedAgent } from "../agent.ts";
import type { Engine } from "../engines/index.ts";
import { googleAgentToken } from "../pattern.ts";
import type { Assumption, Group, GroupChoice, Message } from "../types.ts";
import { addAssumption, assumption, msg } from "./assumptions.ts";
import type { EngineReading, ReadGroup } from "./reading.ts";

/** The value names the global group under this engine. */
export function isGlobalValue(value: string, engine: Engine): boolean {
  if (engine.agentMatch === "google") return googleAgentToken(value) === "*";
  return value === "*";
}

/** The value names this token (not via `*`) under this engine. */
function namesToken(value: string, token: string, engine: Engine): boolean {
  if (token === "" || isGlobalValue(value, engine)) return false;
  const t = token.toLowerCase();
  switch (engine.agentMatch) {
    case "google":
      return googleAgentToken(value).toLowerCase() === t;
    case "exact":
      return value.toLowerCase() === t;
    case "substring":
      return value.toLowerCase().includes(t);
  }
}

function publicGroup(g: ReadGroup): Group {
  return { agentLines: g.agentLines, agents: g.agents, ruleLines: g.ruleLines, fromLine: g.fromLine, toLine: g.toLine };
}

export interface Choice {
  choice: GroupChoice;
  chosen: ReadGroup[];
  assumptions: Assumption[];
}

/** The agent is a Yandex robot (one of its tokens contains "Yandex"). */
function isYandexAgent(tokens: readonly string[]): boolean {
  return tokens.some((t) => /yandex/i.test(t));
}

/** Chooses the group(s) for an agent: the crawler's tokens in order, then Yandex's rule, then `*`. */
export function chooseGroups(reading: EngineReading, agent: ResolvedAgent): Choice {
  const engine = reading.engine;
  const crawler = agent.crawler;
  const ignoresGlobal = crawler?.ignoresGlobal ?? false;
  const isGlobalAgent = agent.how === "global";
  const tokens = isGlobalAgent ? [] : crawler ? [...crawler.tokens] : agent.token ? [agent.token] : [];
  const assumptions: Assumption[] = [];
  const add = (a: Assumption | null) => addAssumption(assumptions, a);
  /** Groups that matched a step of the choice, used or skipped: their reading shaped the verdict. */
  const considered = new Set<ReadGroup>();
  const pick = (gs: ReadGroup[]) => (engine.mergeGroups ? gs : gs.slice(0, 1));
  /** The groups of a step the engine uses: the 1994 standard ignores a record with no rule line. */
  const usable = (matched: ReadGroup[]): ReadGroup[] => {
    for (const g of matched) considered.add(g);
    if (!engine.isEmptyRecordIgnored) return matched;
    const kept = matched.filter((g) => g.rules.length > 0);
    if (kept.length < matched.length) add(assumption(engine, "emptyGroup", "assume-empty-group", { applies: false }));
    return kept;
  };
  // How user-agent values are compared with the agent's tokens, where docs/engines.md leaves it open.
  if (tokens.length > 0) {
    const named = reading.groups.some((g) => g.agents.some((v) => v !== "" && !isGlobalValue(v, engine)));
    if (named && engine.agentMatch === "google") {
      add(assumption(engine, "agentMatch", "assume-token-match", { token: tokens[0] }));
      if (!isYandexAgent(tokens)) add(assumption(engine, "foreignAgentMatch", "assume-token-match", { token: tokens[0] }));
    }
    if (named && engine.agentMatch === "exact") add(assumption(engine, "agentMatch", "assume-token-equality", { token: tokens[0] }));
  }
  // `User-agent: * everybody`: global for Google; other readings do not say.
  for (const g of reading.groups) {
    const v = g.agents.find((x) => x.length > 1 && x.charAt(0) === "*");
    if (v !== undefined) add(assumption(engine, "globalValue", "assume-global-value", { value: v }));
  }
  const done = (chosen: ReadGroup[], tokenUsed: string | null, reason: Message): Choice => {
    if (chosen.length > 1) add(assumption(engine, "mergeGroups", "assume-groups-merged", { count: chosen.length }));
    if (chosen.length > 1 && tokenUsed === "*") add(assumption(engine, "mergeGlobal", "assume-groups-merged", { count: chosen.length }));
    if (!engine.mergeGroups && tokenUsed !== null) {
      const all = reading.groups.filter((g) =>
        tokenUsed === "*" ? g.agents.some((v) => isGlobalValue(v, engine)) : g.agents.some((v) => namesToken(v, tokenUsed, engine)),
      );
      if (all.length > 1) add(assumption(engine, "mergeGroups", "assume-first-record-only", { count: all.length }));
    }
    if (chosen.length > 0 && chosen.every((g) => g.rules.length === 0)) {
      add(assumption(engine, "emptyGroup", "assume-empty-group", { applies: true }));
    }
    for (const g of [...considered, ...chosen]) {
      if (g.isBlankSensitive) {
        add(assumption(engine, "grouping", "assume-blank-line", { mode: engine.grouping === "records" ? "ends-group" : "ignored" }));
      }
      if (g.hasLineBetweenAgents) add(assumption(engine, "otherLines", "assume-line-between-agents", {}));
    }
    return {
      choice: { tokensTried: tokens, tokenUsed, ignoresGlobal, groups: chosen.map(publicGroup), reason },
      chosen,
      assumptions,
    };
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const matched = usable(reading.groups.filter((g) => g.agents.some((v) => namesToken(v, t, engine))));
    if (matched.length > 0) {
      const chosen = pick(matched);
      if (engine.agentMatch === "substring" && !chosen[0].agents.some((v) => v.toLowerCase() === t.toLowerCase())) {
        add(assumption(engine, "agentMatch", "assume-substring-direction", { token: t }));
      }
      if (i > 0 && crawler) {
        if (crawler.confidence !== "H") {
          add({
            code: "assume-token-fallback",
            params: { crawler: crawler.name, token: t },
            confidence: crawler.confidence,
            source: crawler.source,
          });
        }
        return done(chosen, t, msg("group-fallback", { token: t, first: tokens[0], count: chosen.length }));
      }
      return done(chosen, t, msg("group-token", { token: t, count: chosen.length }));
    }
  }
  if (engine.yandexFamily !== "none" && isYandexAgent(tokens)) {
    // Classic text: any value containing "Yandex". Current docs: a record naming another Yandex
    // robot is that robot's alone (YandexBot's record is not YandexImages'), so only "Yandex".
    const isFamilyValue =
      engine.yandexFamily === "classic"
        ? (v: string) => /yandex/i.test(v) && !isGlobalValue(v, engine)
        : (v: string) => googleAgentToken(v).toLowerCase() === "yandex";
    const matched = usable(reading.groups.filter((g) => g.agents.some(isFamilyValue)));
    if (matched.length > 0) {
      const chosen = pick(matched);
      return done(chosen, chosen[0].agents.find(isFamilyValue) ?? "Yandex", msg("group-yandex", { count: chosen.length }));
    }
  }
  if (ignoresGlobal) {
    if (crawler && crawler.confidence !== "H" && reading.groups.some((g) => g.agents.some((v) => isGlobalValue(v, engine)))) {
      add({ code: "assume-global-ignored", params: { crawler: crawler.name }, confidence: crawler.confidence, source: crawler.source });
    }
    return done([], null, msg("group-global-ignored", { crawler: crawler?.name ?? agent.token }));
  }
  const globals = usable(reading.groups.filter((g) => g.agents.some((v) => isGlobalValue(v, engine))));
  if (globals.length > 0) {
    const chosen = pick(globals);
    return done(chosen, "*", msg(isGlobalAgent ? "group-global-asked" : "group-global", { count: chosen.length }));
  }
  return done([], null, msg("group-none", {}));
}
