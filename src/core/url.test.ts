import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { normalizeUrl, pathForMatching, readUrlInput, validateUrl } from "./url.ts";

describe("validateUrl", () => {
  it.each([
    ["/a/b?c=d#frag", "/a/b?c=d"],
    ["/a/./b/../c", "/a/c"],
    ["/ツ", "/%E3%83%84"],
    ["https://example.com", "/"],
    ["https://example.com?x", "/?x"],
    ["/a?", "/a?"],
    ["http://Example.COM:80/x", "/x"],
  ])("reads %s as the path %s", (input, path) => {
    const r = validateUrl(input);
    expect(r.ok && r.path).toBe(path);
  });

  it.each([
    ["", "url-empty"],
    ["*", "url-invalid"],
    ["mailto:a@b.c", "url-scheme"],
    ["example.com/x", "url-no-scheme"],
    ["http://", "url-invalid"],
  ])("refuses %j with %s", (input, code) => {
    const r = validateUrl(input);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.code).toBe(code);
  });

  it("marks the origin of a full URL", () => {
    const r = validateUrl("https://other.example/x", "https://example.com");
    expect(r.ok && r.origin).toBe("https://other.example");
  });

  it("normalizeUrl throws a TypeError with a readable message", () => {
    expect(() => normalizeUrl("javascript:alert(1)")).toThrow(TypeError);
    expect(() => normalizeUrl("*")).toThrow(/path or an http/);
  });
});

describe("pathForMatching", () => {
  it("gives the same path as WHATWG URL parsing for any input", () => {
    const chars = fc.constantFrom(..."abcXYZ019/._-~?&=%#:;@!$'()*+, \\ツ\t2eE".split(""));
    const tail = fc.array(chars, { maxLength: 30 }).map((a) => a.join(""));
    const input = fc.oneof(
      tail.map((t) => "/" + t),
      fc.tuple(fc.constantFrom("http://", "https://", "HTTP://"), fc.constantFrom("example.com", "a.b", "1.2.3", "x", "EX.com", "a.b:80", "u@a.b", "a..b", ".a", "a.", "a.1", "1.a", "-a.b", "a-.b2", "0x1.2", ""), tail).map(
        ([s, h, t]) => s + h + t,
      ),
    );
    fc.assert(
      fc.property(input, (u) => {
        let expected: string;
        try {
          expected = normalizeUrl(u).path;
        } catch {
          expect(() => pathForMatching(u)).toThrow(TypeError);
          return;
        }
        expect(pathForMatching(u)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it("reads a URL right after one whose scheme and host its start repeats", () => {
    // The host of the URL before is compared first: a longer host, a port, credentials or
    // another case starting with it must still be read (and refused or rewritten) as WHATWG does.
    const inputs = [
      "https://example.com/a",
      "https://example.com",
      "https://example.com?q",
      "https://example.community/b",
      "https://example.com/c",
      "https://example.com:8080/d",
      "https://example.com/e",
      "https://example.com@evil.test/f",
      "https://example.com/g",
      "https://example.com./h",
      "https://example.com/i",
      "https://example.com.1/j",
      "https://example.com/./k",
    ];
    const read = (f: (u: string) => string, u: string) => {
      try {
        return f(u);
      } catch (e) {
        return (e as Error).name;
      }
    };
    for (const u of inputs) expect(read(pathForMatching, u), u).toBe(read((x) => normalizeUrl(x).path, u));
    expect(read(pathForMatching, "https://example.com.1/j")).toBe("TypeError");
  });
});

describe("readUrlInput (the Test panel's URL and origin fields)", () => {
  it.each([
    // [url, origin, fileOrigin, note]
    ["/private", "https://example.com", "https://example.com", null],
    ["https://example.com/a", "example.com", "https://example.com", null],
    ["", "https://example.com", "https://example.com", { kind: "problem", code: "url-empty", params: {} }],
    ["example.com/a", "https://example.com", "https://example.com", { kind: "problem", code: "url-no-scheme", params: { input: "example.com/a", suggestion: "https://example.com/a" } }],
    ["ftp://example.com/a", "https://example.com", "https://example.com", { kind: "problem", code: "url-scheme", params: { input: "ftp://example.com/a", scheme: "ftp" } }],
    ["https://other.example/a", "https://example.com", "https://example.com", { kind: "other-origin", urlOrigin: "https://other.example", fileOrigin: "https://example.com" }],
    ["/a b", "https://example.com", "https://example.com", { kind: "rewritten", href: "https://example.com/a%20b" }],
    ["/a/../b", "https://example.com", "https://example.com", { kind: "rewritten", href: "https://example.com/b" }],
    ["  /a  ", "https://example.com", "https://example.com", null],
    // An invalid origin is the origin field's problem: the URL is read against the default.
    ["/a", "ftp://x", null, null],
    ["https://other.example/a", "not a host at all", null, null],
    ["nonsense", "ftp://x", null, { kind: "problem", code: "url-invalid", params: { input: "nonsense" } }],
  ] as const)("%j on %j", (url, origin, fileOrigin, note) => {
    const read = readUrlInput(url, origin);
    expect(read.fileOrigin).toBe(fileOrigin);
    expect(read.note).toEqual(note);
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (url, origin) => {
        const read = readUrlInput(url, origin);
        expect(read.check.ok || read.note?.kind === "problem" || read.check.code === "origin-invalid").toBe(true);
      }),
    );
  });
});
