/**
 * Assumptions: where a verdict rests on a fact an engine marks M or L, it says so. The helpers
 * here make one from an engine fact, add it once per code, and list those a file's verdicts
 * rest on whatever the URL.
 */
import type { Engine } from "../engines/index.ts";
import { needsEscaping } from "../pattern.ts";
import { GOOGLE_SIZE_LIMIT } from "../limits.ts";
import type { Assumption, Message, RobotsTxt } from "../types.ts";
import type { EngineReading, ReadGroup } from "./reading.ts";

export function msg(code: string, params: Message["params"] = {}): Message {
  return { code, params };
}

export function assumption(engine: Engine, fact: string, code: string, params: Message["params"] = {}): Assumption | null {
  const f = engine.facts[fact];
  if (!f || f.confidence === "H") return null;
  return { code, params, confidence: f.confidence, source: f.source };
}

/** Adds an assumption to a list unless one with its code is there already (null: nothing to add). */
export function addAssumption(list: Assumption[], a: Assumption | null): void {
  if (a && !list.some((b) => b.code === a.code)) list.push(a);
}

/**
 * Assumptions a file's verdicts rest on whatever the URL, for one engine and the chosen
 * groups: lines the engine may read differently from what docs/engines.md documents (a BOM, keys
 * only Google accepts, rules before any user-agent line, empty values, `$` inside a pattern,
 * Google's index.html rule, percent-escapes in rules, a file past the 500 KiB mark). Only facts
 * the engine marks M or L yield one.
 */
export function fileAssumptions(doc: RobotsTxt, reading: EngineReading, chosen: ReadGroup[]): Assumption[] {
  const engine = reading.engine;
  const out: Assumption[] = [];
  const add = (a: Assumption | null) => addAssumption(out, a);
  if (doc.hasBom) add(assumption(engine, "bom", "assume-bom-skipped", {}));
  if (engine.keys === "strict") {
    const lenient = doc.lines.find(
      (l) =>
        l.kind === "directive" &&
        (l.directive === "user-agent" || l.directive === "allow" || l.directive === "disallow") &&
        (l.keyMatch !== "exact" || l.isMissingColon),
    );
    if (lenient) add(assumption(engine, "keys", "assume-strict-keys", { line: lenient.number }));
  }
  const firstGroup = reading.groups.length > 0 ? reading.groups[0].fromLine : Infinity;
  if (reading.orphanLines.some((n) => n < firstGroup)) add(assumption(engine, "orphans", "assume-orphan-rules", {}));
  if (engine.sizeLimit === null && doc.byteLength > GOOGLE_SIZE_LIMIT) {
    add(assumption(engine, "sizeLimit", "assume-no-size-limit", { engine: engine.id, size: doc.byteLength }));
  }
  for (const g of chosen) {
    for (const r of g.rules) {
      const v = r.value;
      if (v === "") add(assumption(engine, "empty", "assume-empty-rule", { kind: r.type }));
      if (engine.wildcards && (v.indexOf("*") >= 0 || v.indexOf("$") >= 0)) add(assumption(engine, "wildcards", "assume-wildcards", { line: r.number }));
      if (engine.wildcards && v.indexOf("$") >= 0 && v.indexOf("$") < v.length - 1) {
        add(assumption(engine, "midDollar", "assume-dollar-mid-pattern", { line: r.number }));
      }
      if (r.type === "allow" && !engine.isGoogleLibrary && /\/index\.html?$/.test(v)) {
        add(assumption(engine, "indexHtml", "assume-no-index-html", { line: r.number }));
      }
      if (engine.encoding === "google" && needsEscaping(v)) {
        add(assumption(engine, "encoding", "assume-percent-encoding", { engine: engine.id }));
      }
      if (engine.encoding === "rfc9309" && /%(2[DE]|3[0-9]|[46][1-9A-F]|[57][0-9A]|5F|7E)/i.test(v)) {
        add(assumption(engine, "ruleDecoding", "assume-rule-decoding", { line: r.number }));
      }
      if (engine.encoding === "rfc9309" && /%([0-9A-F][a-f]|[a-f][0-9A-Fa-f])/.test(v)) add(assumption(engine, "hexCase", "assume-hex-case", {}));
    }
  }
  return out;
}
