import { describe, expect, it } from "vitest";
import { configNeedsChange, type Wanted } from "./Editor";

const englishT = (code: string) => `en:${code}`;
const wanted = (over: Partial<Wanted> = {}): Wanted => ({
  engineKey: "google,bing",
  groupEngine: undefined,
  format: englishT,
  localeT: englishT,
  locale: "en",
  theme: "light",
  ...over,
});

describe("configNeedsChange", () => {
  it("keeps the view's translator when texts are added in the same language", () => {
    // addEnglish makes a new translator over the same catalog: the page's format is that translator.
    const moreTexts = (code: string) => `en+:${code}`;
    expect(configNeedsChange(wanted(), wanted({ format: moreTexts, localeT: moreTexts }))).toBe(false);
  });

  it("changes it when the language changes", () => {
    const japanese = (code: string) => `ja:${code}`;
    expect(configNeedsChange(wanted(), wanted({ format: japanese, localeT: japanese, locale: "ja" }))).toBe(true);
  });

  it("changes it when the messages come from a format of the host's own", () => {
    const own = (code: string) => `own:${code}`;
    expect(configNeedsChange(wanted(), wanted({ format: own }))).toBe(true);
    expect(configNeedsChange(wanted({ format: own }), wanted({ localeT: (code: string) => `en+:${code}` }))).toBe(true);
  });

  it("changes it for other engines or another group engine, and not for nothing", () => {
    expect(configNeedsChange(wanted(), wanted({ engineKey: "google" }))).toBe(true);
    expect(configNeedsChange(wanted(), wanted({ groupEngine: "bing" }))).toBe(true);
    expect(configNeedsChange(wanted(), wanted())).toBe(false);
    expect(configNeedsChange(wanted(), wanted({ theme: "dark" }))).toBe(false);
  });
});
