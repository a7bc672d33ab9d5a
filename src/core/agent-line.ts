/**
 * What each engine makes of a `User-agent` line: the name it compares crawlers with. Names
 * that are not RFC 9309 product tokens (`AI2Bot`, `img2dataset`, `ChatGPT Agent`) read
 * differently: Google's parser keeps only the leading letters, `_` and `-` (`AI2Bot` → `AI`),
 * so the line names another crawler; engines comparing whole values keep the name.
 */
import { getEngine } from "./engines/index.ts";
import { googleAgentToken } from "./pattern.ts";
import { ENGINE_IDS, type EngineId } from "./types.ts";

/** One engine's reading of a User-agent value. */
export interface AgentLineReading {
  engine: EngineId;
  /** The name the engine compares crawlers with ("" when it reads none; `*` for the global group). */
  reads: string;
  /** How it compares: `cut` (leading token characters, any case), `whole` (the whole value), `substring` (the value contains the crawler's token). */
  how: "cut" | "whole" | "substring";
  /** A crawler whose token is the value as written finds this line (a cut value does not). */
  keepsName: boolean;
}

/** The reading of `User-agent: value` under every engine, in engine order. */
export function agentLineReadings(value: string): AgentLineReading[] {
  const text = value.trim();
  return ENGINE_IDS.map((id) => {
    const engine = getEngine(id);
    if (engine.agentMatch === "google") {
      const reads = googleAgentToken(text);
      return { engine: engine.id, reads, how: "cut" as const, keepsName: reads.toLowerCase() === text.toLowerCase() };
    }
    return { engine: engine.id, reads: text, how: engine.agentMatch === "exact" ? ("whole" as const) : ("substring" as const), keepsName: true };
  });
}
