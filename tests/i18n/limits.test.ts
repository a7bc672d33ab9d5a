/**
 * Texts that state a documented limit take it from core/thresholds.ts as a parameter, formatted
 * per locale, rather than writing the number into each language.
 */
import { describe, it, expect } from "vitest";
import { MAX_LIST_URLS } from "../../src/core/thresholds.ts";
import { makeT, type Locale } from "../../src/i18n/format.ts";
import { panelsMessages as en } from "../../src/i18n/lazy-en/panels.ts";
import { panelsMessages as ja } from "../../src/i18n/ja/panels.ts";
import { panelsMessages as ru } from "../../src/i18n/ru/panels.ts";

const CATALOGS: Record<Locale, Record<string, string>> = { en, ja, ru };
const LIMIT_KEYS = ["bulk.urls.hint", "bulk.urls.dropped"];

describe("the URL list limit in Bulk's texts", () => {
  for (const [locale, catalog] of Object.entries(CATALOGS) as [Locale, Record<string, string>][]) {
    it(`${locale}: takes {max}, writes no number of its own`, () => {
      for (const key of LIMIT_KEYS) {
        expect(catalog[key], key).toContain("{max}");
        expect(catalog[key], key).not.toMatch(/\d{3}/);
      }
    });

    it(`${locale}: shows the limit of core/thresholds.ts in the locale's digits`, () => {
      const t = makeT(catalog, locale);
      const shown = new Intl.NumberFormat(locale).format(MAX_LIST_URLS);
      expect(t("bulk.urls.hint", { max: MAX_LIST_URLS })).toContain(shown);
      expect(t("bulk.urls.dropped", { n: 3, max: MAX_LIST_URLS })).toContain(shown);
    });
  }

  it("reads 100,000 in English, 100 000 in Russian", () => {
    expect(makeT(en, "en")("bulk.urls.dropped", { n: 2, max: MAX_LIST_URLS })).toBe("2 more URLs were left out: the limit is 100,000.");
    expect(makeT(ru, "ru")("bulk.urls.dropped", { n: 2, max: MAX_LIST_URLS })).toContain("100\u00a0000");
  });
});
