import { describe, expect, it } from "vitest";
import { interpolate, mergeCatalogs, missingMessage, setLocale, t, translatorLocale } from "./index";
import { makeT } from "./format";

describe("interpolate", () => {
  it("fills named parameters", () => {
    expect(interpolate("line {line} of {file}", { line: 3, file: "robots.txt" }, "en")).toBe("line 3 of robots.txt");
  });

  it("keeps a parameter that is not given visible", () => {
    expect(interpolate("line {line}", {}, "en")).toBe("line {line}");
  });

  it("picks plural branches by the locale's rules, exact ones first", () => {
    const template = "{n, plural, =0 {no rules} one {# rule} other {# rules}}";
    expect(interpolate(template, { n: 0 }, "en")).toBe("no rules");
    expect(interpolate(template, { n: 1 }, "en")).toBe("1 rule");
    expect(interpolate(template, { n: 1200 }, "en")).toBe("1,200 rules");
  });

  it("uses Russian plural categories", () => {
    const template = "{n, plural, one {# правило} few {# правила} many {# правил} other {# правила}}";
    expect(interpolate(template, { n: 2 }, "ru")).toBe("2 правила");
    expect(interpolate(template, { n: 5 }, "ru")).toBe("5 правил");
  });

  it("fills parameters inside plural branches", () => {
    expect(interpolate("{n, plural, one {# rule in {g}} other {# rules in {g}}}", { n: 2, g: "*" }, "en")).toBe(
      "2 rules in *",
    );
  });
});

describe("t", () => {
  it("renders an English catalog entry", () => {
    expect(t("ui.line", { line: 7 })).toBe("line 7");
  });

  it("shows the code and parameters of a missing key, never blank", () => {
    expect(t("no.such.code", { a: 1 })).toBe("⟨no.such.code⟩ a=1");
    expect(missingMessage("x", {})).toBe("⟨x⟩");
  });
});

describe("mergeCatalogs", () => {
  it("merges catalog-shaped exports and lets the first module keep a shared code", () => {
    const merged = mergeCatalogs({
      "./a.ts": { aMessages: { x: "A", y: "Y" }, notACatalog: 3 },
      "./b.ts": { bMessages: { x: "B", z: () => "Z" } },
    });
    expect(merged.x).toBe("A");
    expect(merged.y).toBe("Y");
    expect(typeof merged.z).toBe("function");
    expect("notACatalog" in merged).toBe(false);
  });
});

describe("numbers in messages", () => {
  it("writes whole numbers under 1,000 exactly as each locale's number formatter does", () => {
    for (const loc of ["en", "ja", "ru"] as const) {
      const format = new Intl.NumberFormat(loc);
      for (let n = -999; n <= 999; n++) expect(String(n), `${loc} ${n}`).toBe(format.format(n));
    }
  });

  it("groups larger whole numbers exactly as each locale's number formatter does", () => {
    const samples = [1000, -1000, 9999, 10_000, 99_999, 512_000, 1_000_000, -1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let i = 0, n = 1001; i < 200; i++, n = (n * 7919 + 13) % 1e12) samples.push(n, -n);
    for (const loc of ["en", "ja", "ru"] as const) {
      const format = new Intl.NumberFormat(loc);
      for (const n of samples) expect(interpolate("{n}", { n }, loc), `${loc} ${n}`).toBe(format.format(n));
      // Fractions still go to the formatter.
      expect(interpolate("{n}", { n: 1234.5 }, loc)).toBe(format.format(1234.5));
    }
  });
});

describe("translatorLocale", () => {
  it("says which language a translator speaks, whatever the page's locale is now", async () => {
    const ru = makeT({}, "ru");
    const ja = makeT({}, "ja");
    expect(translatorLocale(ru)).toBe("ru");
    expect(translatorLocale(ja)).toBe("ja");
    await setLocale("en");
    expect(translatorLocale(ja)).toBe("ja");
    expect(translatorLocale((code: string) => code)).toBeUndefined();
  });
});
