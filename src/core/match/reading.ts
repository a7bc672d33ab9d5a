/**
 * Engine reading: what an engine makes of a parsed file before any agent or URL is known
 * (the size limit applied, lines typed by the engine's key rules, lines grouped). Cached per
 * document and engine.
 */
import { getEngine, type Engine } from "../engines/index.ts";
import { lexLine, offsetAtByte } from "../parse.ts";
import type { EngineId, Group, Line, RobotsTxt, SizeLimitEffect } from "../types.ts";

/** A line as an engine reads it: the directive it counts as, if any. */
export interface ReadLine {
  number: number;
  type: "user-agent" | "allow" | "disallow" | "blank" | "other";
  value: string;
}

/** A group with its rules, as the engine read them. */
export interface ReadGroup extends Group {
  rules: ReadLine[];
  /** A record engine's blank line ended it, and rules followed with no user-agent. */
  orphansAfter: number[];
  /**
   * A blank line changed how the group reads: inside it (grouping `google`, where blank lines
   * are transparent), or ending it before its rules or before a user-agent line it would
   * otherwise share (grouping `records`).
   */
  isBlankSensitive: boolean;
  /** A line other than user-agent/allow/disallow sits between two of its user-agent lines. */
  hasLineBetweenAgents: boolean;
}

/** What an engine reads of a file: its groups and the size-limit effect. */
export interface EngineReading {
  engine: Engine;
  groups: ReadGroup[];
  /** Rules before any user-agent line (ignored). */
  orphanLines: number[];
  sizeLimit: SizeLimitEffect | null;
  /** The file is ignored whole (over Yandex's limit). */
  isIgnored: boolean;
}


function lineType(line: Line, engine: Engine): ReadLine["type"] {
  if (line.kind === "blank") return "blank";
  if (line.kind !== "directive") return "other";
  if (engine.keys === "strict" && (line.keyMatch !== "exact" || line.isMissingColon)) return "other";
  const d = line.directive;
  if (d === "user-agent") return "user-agent";
  if (d === "allow") return engine.hasAllow ? "allow" : "other";
  if (d === "disallow") return "disallow";
  return "other";
}

const readingCache = new WeakMap<RobotsTxt, Map<EngineId, EngineReading>>();

/** Reads a parsed file as an engine: size limit applied, lines grouped. Cached per document. */
export function readAs(doc: RobotsTxt, engineId: EngineId): EngineReading {
  let perDoc = readingCache.get(doc);
  if (!perDoc) {
    perDoc = new Map();
    readingCache.set(doc, perDoc);
  }
  const cached = perDoc.get(engineId);
  if (cached) return cached;
  const engine = getEngine(engineId);
  const limit = engine.sizeLimit;
  let sizeLimit: SizeLimitEffect | null = null;
  let lines = doc.lines;
  let isIgnored = false;
  if (limit) {
    const isExceeded = doc.byteLength > limit.bytes;
    let cutLine: number | null = null;
    if (isExceeded && limit.mode === "truncate") {
      const kept: Line[] = [];
      for (const l of doc.lines) {
        if (l.byteFrom >= limit.bytes) {
          cutLine = l.number;
          break;
        }
        if (l.byteFrom + l.byteLength > limit.bytes) {
          // The line crossing the cut is read up to the cut.
          const end = offsetAtByte(doc.text, l.from, l.to, limit.bytes - l.byteFrom);
          kept.push(lexLine(doc.text, l.number, l.from, end, l.byteFrom, limit.bytes - l.byteFrom, ""));
          cutLine = l.number + 1 <= doc.lines.length ? l.number + 1 : null;
          break;
        }
        kept.push(l);
      }
      lines = kept;
    }
    if (isExceeded && limit.mode === "ignore-file") isIgnored = true;
    sizeLimit = { bytes: limit.bytes, mode: limit.mode, isExceeded, cutLine };
  }
  const groups: ReadGroup[] = [];
  const orphanLines: number[] = [];
  let cur: ReadGroup | null = null;
  let closed = false;
  let lastBlank = 0;
  let lastOther = 0;
  // An indexed loop: no iterator object a line before the JIT has compiled this.
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const type = lineType(l, engine);
    if (type === "blank") {
      if (engine.grouping === "records" && cur) closed = true;
      lastBlank = l.number;
      continue;
    }
    if (type === "other") {
      if (l.kind !== "comment") lastOther = l.number;
      continue;
    }
    const joins = cur !== null && !closed && (type !== "user-agent" || cur.rules.length === 0);
    if (cur && joins && lastBlank > cur.fromLine) cur.isBlankSensitive = true;
    const value = l.valueText ?? "";
    if (type === "user-agent") {
      if (cur && closed && cur.rules.length === 0) cur.isBlankSensitive = true;
      if (cur && !closed && cur.rules.length === 0 && lastOther > cur.toLine) cur.hasLineBetweenAgents = true;
      if (!cur || closed || cur.rules.length > 0) {
        cur = {
          agentLines: [],
          agents: [],
          ruleLines: [],
          rules: [],
          fromLine: l.number,
          toLine: l.number,
          orphansAfter: [],
          isBlankSensitive: false,
          hasLineBetweenAgents: false,
        };
        groups.push(cur);
        closed = false;
      }
      cur.agentLines.push(l.number);
      cur.agents.push(value);
      cur.toLine = l.number;
    } else if (!cur) {
      orphanLines.push(l.number);
    } else if (closed) {
      cur.isBlankSensitive = true;
      cur.orphansAfter.push(l.number);
      orphanLines.push(l.number);
    } else {
      cur.rules.push({ number: l.number, type, value });
      cur.ruleLines.push(l.number);
      cur.toLine = l.number;
    }
  }
  const reading: EngineReading = { engine, groups, orphanLines, sizeLimit, isIgnored };
  perDoc.set(engineId, reading);
  return reading;
}
