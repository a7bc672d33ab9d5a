import { describe, it, expect } from "vitest";
import { t } from "./index";

describe("engine parameters", () => {
  it("shows an engine id as the engine's name", () => {
    expect(t("assume-crawler-engine", { crawler: "GPTBot", engine: "rfc9309" })).toContain("RFC 9309");
    expect(t("assume-crawler-engine", { crawler: "GPTBot", engine: "yandex-classic" })).toContain("Yandex (classic)");
  });

  it("leaves other values alone", () => {
    expect(t("assume-crawler-engine", { crawler: "GPTBot", engine: "something" })).toContain("something");
  });
});
