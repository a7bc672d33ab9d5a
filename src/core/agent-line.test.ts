import { describe, expect, it } from "vitest";
import { agentLineReadings } from "./agent-line.ts";

describe("agentLineReadings", () => {
  it("reads AI2Bot as AI under the engines that cut a value as Google's parser does", () => {
    const byEngine = Object.fromEntries(agentLineReadings("AI2Bot").map((r) => [r.engine, r]));
    expect(byEngine.google).toEqual({ engine: "google", reads: "AI", how: "cut", keepsName: false });
    expect(byEngine.bing.reads).toBe("AI");
    expect(byEngine.yandex.reads).toBe("AI");
    expect(byEngine.rfc9309).toEqual({ engine: "rfc9309", reads: "AI2Bot", how: "whole", keepsName: true });
    expect(byEngine.original).toMatchObject({ reads: "AI2Bot", how: "substring", keepsName: true });
  });

  it.each([
    ["ChatGPT Agent", "ChatGPT"],
    ["img2dataset", "img"],
    ["MistralAI-User/1.0", "MistralAI-User"],
    ["GPTBot", "GPTBot"],
    ["*", "*"],
  ])("Google reads %j as %j", (value, reads) => {
    const google = agentLineReadings(value).find((r) => r.engine === "google")!;
    expect(google.reads).toBe(reads);
    expect(google.keepsName).toBe(value === reads);
  });
});
