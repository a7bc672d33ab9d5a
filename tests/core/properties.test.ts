/**
 * Properties that must hold for any input (fast-check): the parser is total and its lines cover
 * the text in order; matching never throws for a valid URL and always answers a boolean under
 * every engine; matching work, counted in steps (never in time), stays linear in the URL and
 * does not grow with rules that cannot match.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  CRAWLERS,
  ENGINE_IDS,
  compileMatcher,
  matchUrl,
  parseRobotsTxt,
  validateUrl,
  type EngineId,
  type StepCounter,
} from "../../src/core/index.ts";
import { lexLine } from "../../src/core/parse.ts";

/** Any UTF-16 code unit (NUL, lone surrogates, BOMs included), weighted toward the ones that matter. */
const anyUnit = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) },
  { weight: 2, arbitrary: fc.constantFrom("\0", "\uFEFF", "\r", "\n", "\r\n", "\uD800", "\uDFFF", "\uD83D\uDE00", "é", "ツ") },
  { weight: 4, arbitrary: fc.constantFrom("#", ":", " ", "\t", "*", "$", "%", "/", "?", "a", "A", "-", "_") },
);
const anyText = fc.string({ unit: anyUnit, maxLength: 300 });

const KEYS = ["User-agent", "user-agent", "USER-AGENT", "User agent", "Useragent", "Allow", "Disallow", "Disalow", "Disallowed", "Sitemap", "Crawl-delay", "Host", "Clean-param", "Noindex", "", "x"];
const VALUES = ["*", "* all", "/", "", "/a", "/a/", "/a*b$", "*.gif$", "/*", "/$", "/a$b", "/%7Emak", "/ツ", "/index.html", "Googlebot", "FooBot", "Yandex", "YandexBot", "bingbot", "msnbot"];
const value = fc.oneof(fc.constantFrom(...VALUES), fc.string({ unit: anyUnit, maxLength: 12 }));
const line = fc
  .tuple(fc.constantFrom(...KEYS), fc.constantFrom(": ", ":", " ", "\t", " : ", ""), value, fc.constantFrom("", " # note", "#"))
  .map(([k, s, v, comment]) => k + s + v + comment);
/** A robots.txt made of directive-like lines with any line endings, sometimes a BOM. */
const robotsTxt = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(fc.oneof(line, fc.constant("")), fc.constantFrom("\n", "\r", "\r\n")), { maxLength: 25 }))
  .map(([bom, ls]) => (bom ? "\uFEFF" : "") + ls.map(([l, eol]) => l + eol).join(""));

const agent = fc.oneof(
  fc.constantFrom(...CRAWLERS.map((c) => c.name)),
  fc.constantFrom("*", "", "FooBot", "foobot/1.0", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
  fc.string({ unit: anyUnit, maxLength: 20 }),
);
const pathUnit = fc.oneof(fc.constantFrom("a", "b", "/", "?", "=", "&", ".", "*", "$", "%", "%7E", "%2F", "%c3%a9", "é", "ツ", "#", ";"), anyUnit);
const url = fc.oneof(
  fc.string({ unit: pathUnit, maxLength: 40 }).map((s) => "/" + s),
  fc.string({ unit: pathUnit, maxLength: 40 }).map((s) => "https://example.com/" + s),
  fc.string({ unit: pathUnit, maxLength: 20 }).map((s) => "http://other.example:8080/" + s),
);

const utf8 = new TextEncoder();

describe("parseRobotsTxt is total", () => {
  it("never throws on any string: NUL, lone surrogates, BOMs, mixed CR/LF", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, robotsTxt), (text) => {
        expect(() => parseRobotsTxt(text)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it("its lines cover the text in order, each ending where the next begins", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, robotsTxt), (text) => {
        const doc = parseRobotsTxt(text);
        expect(doc.text).toBe(text);
        expect(doc.hasBom).toBe(text.charCodeAt(0) === 0xfeff);
        expect(doc.byteLength).toBe(utf8.encode(text).length);
        expect(doc.lines.length).toBeGreaterThan(0);
        let at = doc.hasBom ? 1 : 0;
        doc.lines.forEach((l, i) => {
          expect(l.number).toBe(i + 1);
          expect(l.from).toBe(at);
          expect(l.to).toBeGreaterThanOrEqual(l.from);
          const content = text.slice(l.from, l.to);
          expect(/[\r\n]/.test(content)).toBe(false);
          expect(text.slice(l.to, l.to + l.eol.length)).toBe(l.eol);
          expect(l.byteLength).toBe(utf8.encode(content).length);
          for (const [from, to] of [[l.keyFrom, l.keyTo], [l.valueFrom, l.valueTo], [l.commentFrom, l.commentTo]]) {
            if (from >= 0) {
              expect(from).toBeGreaterThanOrEqual(l.from);
              expect(to).toBeLessThanOrEqual(l.to);
            }
          }
          at = l.to + l.eol.length;
        });
        const last = doc.lines[doc.lines.length - 1];
        expect(last.eol).toBe("");
        expect(last.to).toBe(text.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe("a line's flat fields", () => {
  it("the key and value texts are the text at their offsets, the comment starts with #; -1 and null where absent", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, robotsTxt), (text) => {
        for (const l of parseRobotsTxt(text).lines) {
          const hasKey = l.kind === "directive";
          expect(l.keyText !== null).toBe(hasKey);
          expect(l.valueText !== null).toBe(hasKey);
          if (l.keyText !== null && l.valueText !== null) {
            expect(l.keyText).toBe(text.slice(l.keyFrom, l.keyTo));
            expect(l.valueText).toBe(text.slice(l.valueFrom, l.valueTo));
            expect(l.keyFrom).toBeGreaterThanOrEqual(l.from);
            expect(l.keyTo).toBeLessThanOrEqual(l.valueFrom);
            expect(l.valueTo).toBeLessThanOrEqual(l.to);
          } else {
            expect([l.keyFrom, l.keyTo, l.valueFrom, l.valueTo]).toEqual([-1, -1, -1, -1]);
          }
          if (l.commentFrom >= 0) {
            expect(text.charAt(l.commentFrom)).toBe("#");
            expect(l.commentFrom).toBeGreaterThanOrEqual(l.valueTo);
            expect(l.commentTo).toBeLessThanOrEqual(l.to);
          } else {
            expect(l.commentTo).toBe(-1);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("each line is what lexLine reads at its offsets", () => {
  // The parser hands lexLine what it already knows of a line (its first NUL, # and colon):
  // that may not change the line.
  const endings = fc.constantFrom("", "\n", "\r\n", "\r", "\n\n");
  it("on any text, with any ending, with and without a BOM; the byte length is the UTF-8 length", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, robotsTxt), endings, fc.boolean(), (body, end, bom) => {
        const text = (bom ? "\uFEFF" : "") + body + end;
        const doc = parseRobotsTxt(text);
        for (const l of doc.lines) expect(l).toEqual(lexLine(text, l.number, l.from, l.to, l.byteFrom, l.byteLength, l.eol));
        expect(doc.byteLength).toBe(new TextEncoder().encode(text).length);
      }),
      { numRuns: 500 },
    );
  });

  it("a plain text that ends with a line break ends with a blank line of no bytes", () => {
    for (const text of ["Disallow: /a\n", "User-agent: *\nDisallow: /a*\n", "\uFEFFAllow: /\n", "\n"]) {
      const doc = parseRobotsTxt(text);
      const last = doc.lines[doc.lines.length - 1];
      expect(last).toMatchObject({ kind: "blank", from: text.length, to: text.length, eol: "", byteLength: 0, keyText: null, commentFrom: -1, nulAt: -1 });
      expect(last.byteFrom).toBe(doc.byteLength);
    }
  });
});

describe("parseRobotsTxt reads plain ASCII files (its fast path) as it reads any other text", () => {
  /** Printable ASCII, tab and LF: the files the fast path takes. */
  const plainUnit = fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)),
    fc.constantFrom("\n", "\t", "#", ":", " ", "*", "$", "/"),
  );
  const plainLine = fc
    .tuple(fc.constantFrom(...KEYS), fc.constantFrom(": ", ":", " ", "\t", " : ", ""), fc.oneof(fc.constantFrom(...VALUES.filter((v) => /^[ -~]*$/.test(v))), fc.string({ unit: plainUnit, maxLength: 12 })), fc.constantFrom("", " # note", "#"))
    .map(([k, sep, v, comment]) => k + sep + v + comment);
  const plainText = fc.oneof(
    fc.string({ unit: plainUnit, maxLength: 300 }),
    fc.array(plainLine, { maxLength: 25 }).map((ls) => ls.join("\n")),
    fc.string({ unit: plainUnit, minLength: 16_600, maxLength: 16_800 }),
  );

  it("every line but the last is the same when a non-ASCII line after it sends the text down the general path", () => {
    fc.assert(
      fc.property(plainText, (text) => {
        const plain = parseRobotsTxt(text).lines;
        // The same lines, then one with "é": the text is no longer plain ASCII.
        const general = parseRobotsTxt(text + "\n\u00e9").lines;
        expect(general.length).toBe(plain.length + 1);
        const last = plain.length - 1;
        expect(plain.slice(0, last)).toEqual(general.slice(0, last));
        expect({ ...plain[last], eol: "\n" }).toEqual(general[last]);
      }),
      { numRuns: 500 },
    );
  });
});

describe("matchUrl always answers", () => {
  it("never throws for a valid URL and returns a boolean verdict under all six engines", () => {
    fc.assert(
      fc.property(robotsTxt, agent, url, (text, ua, u) => {
        fc.pre(validateUrl(u).ok);
        const doc = parseRobotsTxt(text);
        for (const engine of ENGINE_IDS) {
          const r = matchUrl(doc, { url: u, userAgent: ua, engine });
          expect(typeof r.allowed).toBe("boolean");
          expect(r.engine).toBe(engine);
          if (r.rule) {
            expect(r.rule.line).toBeGreaterThanOrEqual(1);
            expect(r.rule.line).toBeLessThanOrEqual(doc.lines.length);
          }
          for (const a of r.assumptions) {
            expect(a.code.startsWith("assume-")).toBe(true);
            expect(["M", "L"]).toContain(a.confidence);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the compiled matcher gives matchUrl's verdict and deciding line", () => {
    fc.assert(
      fc.property(robotsTxt, agent, fc.array(url, { minLength: 1, maxLength: 5 }), (text, ua, urls) => {
        const doc = parseRobotsTxt(text);
        for (const engine of ENGINE_IDS) {
          const m = compileMatcher(doc, engine, ua);
          for (const u of urls) {
            if (!validateUrl(u).ok) continue;
            const r = matchUrl(doc, { url: u, userAgent: ua, engine });
            expect(m.match(u)).toEqual({ allowed: r.allowed, line: r.rule ? r.rule.line : null });
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("refuses what is not a path or an http(s) URL with a TypeError", () => {
    const doc = parseRobotsTxt("User-agent: *\nDisallow: /");
    for (const bad of ["", "*", "mailto:a@example.com", "ftp://example.com/", "not a url"]) {
      expect(() => matchUrl(doc, { url: bad, userAgent: "FooBot" })).toThrow(TypeError);
    }
  });
});

/** Steps the compiled matcher spends on one URL. */
function stepsFor(engine: EngineId, text: string | ReturnType<typeof parseRobotsTxt>, u: string, ua = "FooBot"): number {
  const doc = typeof text === "string" ? parseRobotsTxt(text) : text;
  const counter: StepCounter = { steps: 0 };
  compileMatcher(doc, engine, ua).match(u, counter);
  return counter.steps;
}

const WILDCARD_ENGINES: EngineId[] = ["google", "bing", "yandex", "yandex-classic", "rfc9309"];

describe("matching work stays linear (counted in steps)", () => {
  it("steps are bounded by a linear function of the URL's length for any file", () => {
    fc.assert(
      fc.property(robotsTxt, fc.string({ unit: pathUnit, minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 200 }), (text, chunk, times) => {
        const u = "/" + chunk.repeat(times);
        fc.pre(validateUrl(u).ok);
        const doc = parseRobotsTxt(text);
        const patterns = doc.lines.reduce((n, l) => n + (l.valueText !== null ? l.valueTo - l.valueFrom : 0), 0);
        const rules = doc.lines.length;
        for (const engine of ENGINE_IDS) {
          const counter: StepCounter = { steps: 0 };
          compileMatcher(doc, engine, "FooBot").match(u, counter);
          // The URL as compared can be longer than typed (percent-encoding triples a unit).
          const n = validateUrl(u).ok ? 3 * u.length : 0;
          expect(counter.steps).toBeLessThanOrEqual(4 * (rules + 2) * (n + patterns + 1));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("doubling the URL at most about doubles the steps", () => {
    const text = [
      "User-agent: *",
      "Disallow: /search",
      "Disallow: /*.pdf$",
      "Disallow: /*?sessionid=",
      "Allow: /search/about",
      "Disallow: /a*b*c*d",
      "Disallow: /private/*/draft",
      "Allow: /*/public/",
      "Disallow: *.gif$",
    ].join("\n");
    const doc = parseRobotsTxt(text);
    for (const engine of WILDCARD_ENGINES) {
      const steps = [1_000, 2_000, 4_000, 8_000, 16_000].map((n) => stepsFor(engine, doc, "/search/" + "ab/".repeat(n / 3)));
      for (let i = 1; i < steps.length; i++) expect(steps[i], `${engine} at ${i}`).toBeLessThanOrEqual(2.2 * steps[i - 1] + 50);
    }
  });

  it("steps per URL do not grow with the number of rules that cannot match (100 vs 20,000 distinct prefixes)", () => {
    // 17-byte lines: 20,000 of them stay under Google's and Yandex's 512,000 bytes; the classic
    // Yandex reading (262,144 bytes) gets 15,000.
    const id = (i: number) => i.toString(36).padStart(4, "0");
    const file = (n: number) =>
      "User-agent: *\n" + Array.from({ length: n }, (_, i) => `Disallow: /${id(i)}/`).join("\n") + `\nAllow: /${id(42)}/open`;
    const small = parseRobotsTxt(file(100));
    for (const engine of ENGINE_IDS) {
      const many = engine === "yandex-classic" ? 15_000 : 20_000;
      const large = parseRobotsTxt(file(many));
      const urls = ["/other/path/to/a/page.html", `/${id(42)}/x`, `/${id(42)}/open/x`, `/${id(many - 1)}/x`, "/zzzz/x", "/s"];
      for (const u of urls) {
        const a = stepsFor(engine, small, u);
        const b = stepsFor(engine, large, u);
        expect(b, `${engine} ${u}: ${a} vs ${b}`).toBeLessThanOrEqual(2 * a + 20);
      }
      // And the verdicts are right: the file is read whole.
      const m = compileMatcher(large, engine, "FooBot");
      expect(m.match(`/${id(many - 1)}/x`).allowed, engine).toBe(false);
      expect(m.match(`/${id(42)}/open`).allowed, engine).toBe(engine === "original" || engine === "yandex-classic" ? false : true);
      expect(m.match("/zzzz/x").allowed, engine).toBe(true);
    }
  });

  describe("the hostile pattern /*a*a*a… (1,000 stars) against a 10,000-character URL is O(URL + pattern)", () => {
    const stars = "/" + "*a".repeat(1_000);
    const cases = [
      { name: "a URL of a's (matches)", robots: `User-agent: *\nDisallow: ${stars}`, url: "/" + "a".repeat(9_999), allowed: false },
      { name: "too few a's (no match)", robots: `User-agent: *\nDisallow: ${stars}`, url: "/" + "a".repeat(500) + "b".repeat(9_499), allowed: true },
      { name: "anchored with $", robots: `User-agent: *\nDisallow: ${stars}b$`, url: "/" + "a".repeat(9_999), allowed: true },
      { name: "a final literal never found", robots: `User-agent: *\nDisallow: ${stars}*b`, url: "/" + "a".repeat(9_999), allowed: true },
      { name: "an Allow of the same shape", robots: `User-agent: *\nAllow: ${stars}\nDisallow: /`, url: "/" + "ba".repeat(4_999) + "b", allowed: true },
    ];
    it.each(cases.flatMap((c) => WILDCARD_ENGINES.map((engine) => ({ ...c, engine }))))("$engine: $name", ({ robots, url: u, allowed, engine }) => {
      const doc = parseRobotsTxt(robots);
      const counter: StepCounter = { steps: 0 };
      const verdict = compileMatcher(doc, engine, "FooBot").match(u, counter);
      expect(verdict.allowed).toBe(allowed);
      expect(counter.steps).toBeLessThanOrEqual(4 * (u.length + robots.length));
    });
  });
});
