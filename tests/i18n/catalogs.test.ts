/**
 * The Japanese and Russian catalogs against the English ones, area by area: the same files,
 * exports and keys; the same `{param}` placeholders and plural arguments; plural blocks that
 * parse, with every category the locale needs; function values where English has them; and
 * no empty text or English left untranslated (bar a small allowlist of technical tokens).
 * Also: how the startup locale is detected, and that switching loads the lazy catalogs.
 */
import { afterAll, describe, expect, it } from "vitest";
import { interpolate, setLocale, t, type Catalog, type Locale, type MessageValue } from "../../src/i18n/index.ts";
import { detectLocale } from "../../src/i18n/locale.ts";

type Module = Record<string, unknown>;

// English areas that load with a feature (src/i18n/lazy-en) have ja/ and ru/ files like the rest.
const english = import.meta.glob<Module>(["../../src/i18n/en/*.ts", "../../src/i18n/lazy-en/*.ts"], { eager: true });
const translated: Record<Exclude<Locale, "en">, Record<string, Module>> = {
  ja: import.meta.glob<Module>("../../src/i18n/ja/*.ts", { eager: true }),
  ru: import.meta.glob<Module>("../../src/i18n/ru/*.ts", { eager: true }),
};

const area = (path: string) => path.replace(/^.*\/([^/]+)\.ts$/, "$1");

function isCatalog(value: unknown): value is Catalog {
  return (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string" || typeof v === "function")
  );
}

/** The catalog exports of a module, by export name. */
function catalogsOf(mod: Module): Record<string, Catalog> {
  return Object.fromEntries(Object.entries(mod).filter(([, v]) => isCatalog(v))) as Record<string, Catalog>;
}

const englishAreas = Object.fromEntries(Object.entries(english).map(([path, mod]) => [area(path), catalogsOf(mod)]));

// ---------------------------------------------------------------------------------------------
// A strict reader of the template syntax `src/i18n/index.ts` interpolates.

interface PluralBlock {
  arg: string;
  categories: string[];
}

interface Shape {
  params: Set<string>;
  plurals: PluralBlock[];
}

function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** Reads a template; throws on unbalanced braces or a malformed plural block. */
function shapeOf(template: string, shape: Shape = { params: new Set(), plurals: [] }): Shape {
  let i = 0;
  while (i < template.length) {
    const ch = template[i];
    if (ch === "}") throw new Error(`stray "}" at ${i} in: ${template}`);
    if (ch !== "{") {
      i++;
      continue;
    }
    const close = closing(template, i);
    if (close === -1) throw new Error(`unclosed "{" at ${i} in: ${template}`);
    const inner = template.slice(i + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (plural) {
      shape.params.add(plural[1]);
      const categories: string[] = [];
      const body = plural[2];
      let j = 0;
      while (j < body.length) {
        const open = body.indexOf("{", j);
        if (open === -1) {
          if (body.slice(j).trim() !== "") throw new Error(`text after the last branch in: ${template}`);
          break;
        }
        const key = body.slice(j, open).trim();
        if (!/^(=\d+|zero|one|two|few|many|other)$/.test(key)) throw new Error(`bad plural key "${key}" in: ${template}`);
        const end = closing(body, open);
        if (end === -1) throw new Error(`unclosed branch in: ${template}`);
        categories.push(key);
        shapeOf(body.slice(open + 1, end), shape);
        j = end + 1;
      }
      if (categories.length === 0) throw new Error(`plural without branches in: ${template}`);
      shape.plurals.push({ arg: plural[1], categories });
    } else {
      const name = inner.trim();
      if (!/^\w+$/.test(name)) throw new Error(`bad placeholder "{${inner}}" in: ${template}`);
      shape.params.add(name);
    }
    i = close + 1;
  }
  return shape;
}

const REQUIRED_PLURALS: Record<Locale, string[]> = {
  en: ["one", "other"],
  ja: ["other"],
  ru: ["one", "few", "many", "other"],
};

const ALLOWED_PLURALS: Record<Locale, Set<string>> = {
  en: new Set(["one", "other"]),
  ja: new Set(["other"]),
  ru: new Set(["one", "few", "many", "other"]),
};

// ---------------------------------------------------------------------------------------------
// Text that may stay as in English: names and tokens no one translates. A translation equal to
// the English text passes only if, placeholders and punctuation aside, it is made of these.

const TECHNICAL_TOKENS = [
  "robots.txt",
  "User-agent",
  "Allow",
  "Disallow",
  "Sitemap",
  "Crawl-delay",
  "Clean-param",
  "Host",
  "Google",
  "Bing",
  "Yandex",
  "RFC 9309",
  "WordPress",
  "URL",
  "UTF-8",
  "CSV",
  "KB",
  "3xx",
  "4xx",
  "5xx",
];

function isTechnical(text: string): boolean {
  let rest = text.replace(/\{[^{}]*\}/g, " ");
  for (const token of [...TECHNICAL_TOKENS].sort((a, b) => b.length - a.length)) rest = rest.split(token).join(" ");
  return !/\p{L}/u.test(rest);
}

/** Parameters to render a template with: numbers for plural arguments, text for the rest. */
function sampleParams(shape: Shape, n: number): Record<string, string | number> {
  const plurals = new Set(shape.plurals.map((p) => p.arg));
  return Object.fromEntries([...shape.params].map((p) => [p, plurals.has(p) ? n : `‹${p}›`]));
}

const FUNCTION_SAMPLES: Record<string, string | number | boolean>[] = [
  {},
  { applies: true },
  { applies: false },
  { mode: "ends-group" },
  { mode: "longest" },
  { mode: "first" },
];

// ---------------------------------------------------------------------------------------------

describe.each(["ja", "ru"] as const)("%s catalogs", (locale) => {
  const modules = Object.fromEntries(Object.entries(translated[locale]).map(([path, mod]) => [area(path), mod]));

  it("has a file for every English area and none other", () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(englishAreas).sort());
  });

  describe.each(Object.keys(englishAreas).sort())("%s", (name) => {
    const en = englishAreas[name];
    const mod = modules[name] ?? {};
    const ours = catalogsOf(mod);

    it("exports catalogs under the English export names", () => {
      expect(Object.keys(ours).sort()).toEqual(Object.keys(en).sort());
    });

    const pairs = Object.entries(en).map(([exportName, enCatalog]) => [enCatalog, ours[exportName] ?? {}] as const);
    const rows: [string, MessageValue, MessageValue | undefined][] = pairs.flatMap(([enCatalog, catalog]) =>
      Object.entries(enCatalog).map(([key, value]) => [key, value, catalog[key]] as [string, MessageValue, MessageValue | undefined]),
    );

    it("has the same keys as English: none missing, none extra", () => {
      for (const [enCatalog, catalog] of pairs) {
        const missing = Object.keys(enCatalog).filter((k) => !(k in catalog));
        const extra = Object.keys(catalog).filter((k) => !(k in enCatalog));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      }
    });

    it("gives a function wherever English has one, and a template wherever English has one", () => {
      const wrong = rows.filter(([, enValue, value]) => value !== undefined && typeof value !== typeof enValue).map(([k]) => k);
      expect(wrong).toEqual([]);
    });

    it("keeps every placeholder and plural argument, adds none, and its plural blocks parse", () => {
      const problems: string[] = [];
      for (const [key, enValue, value] of rows) {
        if (typeof enValue !== "string" || typeof value !== "string") continue;
        const enShape = shapeOf(enValue);
        let shape: Shape;
        try {
          shape = shapeOf(value);
        } catch (error) {
          problems.push(`${key}: ${(error as Error).message}`);
          continue;
        }
        const missing = [...enShape.params].filter((p) => !shape.params.has(p));
        const unknown = [...shape.params].filter((p) => !enShape.params.has(p));
        if (missing.length > 0) problems.push(`${key}: missing {${missing.join("}, {")}}`);
        if (unknown.length > 0) problems.push(`${key}: unknown {${unknown.join("}, {")}}`);
        const enArgs = [...new Set(enShape.plurals.map((p) => p.arg))].sort();
        const args = [...new Set(shape.plurals.map((p) => p.arg))].sort();
        if (enArgs.join() !== args.join()) problems.push(`${key}: plural arguments ${args.join()} instead of ${enArgs.join()}`);
        for (const block of shape.plurals) {
          const named = block.categories.filter((c) => !c.startsWith("="));
          const lacking = REQUIRED_PLURALS[locale].filter((c) => !named.includes(c));
          const foreign = named.filter((c) => !ALLOWED_PLURALS[locale].has(c));
          if (lacking.length > 0) problems.push(`${key}: plural of {${block.arg}} lacks ${lacking.join(", ")}`);
          if (foreign.length > 0) problems.push(`${key}: plural of {${block.arg}} has ${foreign.join(", ")} (not a ${locale} category)`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("renders every template with its parameters filled", () => {
      const problems: string[] = [];
      for (const [key, , value] of rows) {
        if (typeof value !== "string") continue;
        const shape = shapeOf(value);
        for (const n of [0, 1, 2, 5, 21, 1.5]) {
          const out = interpolate(value, sampleParams(shape, n), locale);
          if (/\{\s*\w+\s*(,|\})/.test(out)) problems.push(`${key} (n=${n}): ${out}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("has no empty text, and no sentence left in English", () => {
      const problems: string[] = [];
      for (const [key, enValue, value] of rows) {
        if (value === undefined) continue;
        const outputs: [string, string][] =
          typeof value === "function" && typeof enValue === "function"
            ? FUNCTION_SAMPLES.map((p) => [value(p, locale), enValue(p, "en")])
            : typeof value === "string" && typeof enValue === "string"
              ? [[value, enValue]]
              : [];
        for (const [text, enText] of outputs) {
          if (typeof text !== "string" || text.trim() === "") problems.push(`${key}: empty`);
          else if (text === enText && !isTechnical(text)) problems.push(`${key}: same as English: ${text}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

describe("detectLocale", () => {
  it("takes the first language the app knows, by the browser's order", () => {
    expect(detectLocale(["ja-JP", "en-US"])).toBe("ja");
    expect(detectLocale(["ru-RU", "ru", "en"])).toBe("ru");
    expect(detectLocale(["de-DE", "ru"])).toBe("ru");
    expect(detectLocale(["en-GB", "ja"])).toBe("en");
    expect(detectLocale(["JA"])).toBe("ja");
  });

  it("falls back to English", () => {
    expect(detectLocale(["de-DE", "fr"])).toBe("en");
    expect(detectLocale([])).toBe("en");
    expect(detectLocale(undefined)).toBe("en");
  });
});

describe("setLocale with the lazy catalogs", () => {
  afterAll(() => setLocale("en"));

  it("speaks Japanese and Russian once switched, English again after", async () => {
    const english = t("ui.verdict.blocked");
    await setLocale("ja");
    const japanese = t("ui.verdict.blocked");
    await setLocale("ru");
    const russian = t("ui.verdict.blocked");
    await setLocale("en");
    expect(t("ui.verdict.blocked")).toBe(english);
    expect(new Set([english, japanese, russian]).size).toBe(3);
    expect(japanese).toMatch(/\p{Script=Han}|\p{Script=Katakana}|\p{Script=Hiragana}/u);
    expect(russian).toMatch(/\p{Script=Cyrillic}/u);
  });

  it("picks Russian plural forms", async () => {
    await setLocale("ru");
    const forms = [1, 2, 5, 21].map((n) => t("ui.lint.count", { n }).replace(/[\d\s]/g, ""));
    expect(new Set(forms).size).toBe(3);
    expect(forms[0]).toBe(forms[3]);
  });
});
