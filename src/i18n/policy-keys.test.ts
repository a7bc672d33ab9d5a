import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { policyMessages as policyEn } from "./lazy-en/policy";
import { policyMessages as policyJa } from "./ja/policy";
import { policyMessages as policyRu } from "./ru/policy";
import { PURPOSES } from "../core/types";
import { addEnglish, hasMessage, t } from "./index";

describe("the policy builder's catalogs", () => {
  it("have the same codes in English, Japanese and Russian", () => {
    const en = Object.keys(policyEn).sort();
    expect(Object.keys(policyJa).sort()).toEqual(en);
    expect(Object.keys(policyRu).sort()).toEqual(en);
  });

  it("hold every literal code the dialog uses, and the codes it builds from values", () => {
    const source = readFileSync("src/ui/policy/PolicyDialog.tsx", "utf8");
    const literal = [...source.matchAll(/\bt\(\s*"(policy\.[^"]+)"/g)].map((m) => m[1]);
    const built = [
      ...["leave", "allow", "block"].map((a) => `policy.action.${a}`),
      ...["block-training", "block-ai", "allow-ai"].map((p) => `policy.preset.${p}`),
      ...PURPOSES.map((p) => `policy.purpose.name.${p}`),
      ...["policy-not-honoured", "policy-honours-unknown", "policy-fallback", "policy-not-a-token", "policy-control-token"].map(
        (c) => `policy.warning.${c}`,
      ),
    ];
    const missing = [...literal, ...built].filter((code) => !(code in policyEn) && code !== "policy.open");
    expect(missing).toEqual([]);
    expect(PURPOSES.length).toBeGreaterThan(10);
  });

  it("name every purpose alike: a capital first letter in English and Russian, as headings", () => {
    for (const p of PURPOSES) {
      for (const [lang, catalog] of [["en", policyEn], ["ru", policyRu]] as const) {
        const name = catalog[`policy.purpose.name.${p}`];
        expect(typeof name === "string" && name.length > 0, `${lang} ${p}`).toBe(true);
        const first = (name as string).charAt(0);
        expect(first, `${lang} ${p}: ${name}`).toBe(first.toLocaleUpperCase(lang));
      }
      expect(typeof policyJa[`policy.purpose.name.${p}`], `ja ${p}`).toBe("string");
    }
  });

  it("become available when the dialog's module adds them", () => {
    expect(hasMessage("policy.title")).toBe(false);
    addEnglish(policyEn);
    expect(hasMessage("policy.title")).toBe(true);
    expect(t("policy.apply", { n: 2 })).toBe("Apply (2 edits)");
  });
});
