import { describe, it, expect } from "vitest";
import { FETCH_OUTCOMES, statusVerdicts } from "./status.ts";
import { ENGINE_IDS } from "./types.ts";

describe("statusVerdicts", () => {
  it("answers every outcome for every engine", () => {
    for (const e of ENGINE_IDS) expect(statusVerdicts(e).map((v) => v.outcome)).toEqual([...FETCH_OUTCOMES]);
  });

  it.each([
    ["google", "unauthorized", true],
    ["google", "too-many-requests", false],
    ["google", "server-error", false],
    ["rfc9309", "server-error", false],
    ["rfc9309", "not-found", true],
    ["original", "unauthorized", false],
    ["yandex", "server-error", true],
    ["yandex-classic", "unreachable", true],
  ] as const)("%s: when robots.txt is %s, crawling allowed = %s (docs/engines.md §11 rows 42–44)", (engine, outcome, allowed) => {
    expect(statusVerdicts(engine).find((v) => v.outcome === outcome)?.allowed).toBe(allowed);
  });

  it("marks every Bing cell as assumed from Google", () => {
    for (const v of statusVerdicts("bing")) {
      expect(v.isAssumed).toBe(true);
      expect(v.assumedFrom).toBe("google");
    }
  });

  it("marks Yandex's undocumented 5xx reading as an assumption", () => {
    expect(statusVerdicts("yandex").find((v) => v.outcome === "server-error")?.isAssumed).toBe(true);
  });
});
