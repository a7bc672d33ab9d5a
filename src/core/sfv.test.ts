import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseSfDictionary, type SfDictionaryResult } from "./sfv.ts";

function ok(r: SfDictionaryResult) {
  if (!r.ok) throw new Error(`parse failed: ${r.error} at ${r.at}`);
  return r;
}

function values(input: string): Record<string, unknown> {
  const r = ok(parseSfDictionary(input));
  const out: Record<string, unknown> = {};
  for (const m of r.members) {
    out[m.key] = m.value.kind === "item" ? m.value.value.value : m.value.items.map((i) => i.value.value);
  }
  return out;
}

describe("RFC 9651 dictionary: the RFC's own examples (§3.2)", () => {
  it("string and byte sequence members", () => {
    expect(values('en="Applepie", da=:w4ZibGV0w6ZydGU=:')).toEqual({ en: "Applepie", da: "w4ZibGV0w6ZydGU=" });
  });
  it("a member without a value is Boolean true; parameters attach to it", () => {
    const r = ok(parseSfDictionary("a=?0, b, c; foo=bar"));
    expect(r.members.map((m) => [m.key, m.value.kind === "item" ? m.value.value : null])).toEqual([
      ["a", { type: "boolean", value: false }],
      ["b", { type: "boolean", value: true }],
      ["c", { type: "boolean", value: true }],
    ]);
    expect(r.members[2].value.params).toEqual([["foo", { type: "token", value: "bar" }]]);
    expect(r.members[1].valueFrom).toBe(-1);
  });
  it("decimals and inner lists", () => {
    expect(values("rating=1.5, feelings=(joy sadness)")).toEqual({ rating: 1.5, feelings: ["joy", "sadness"] });
  });
  it("a mix of items and inner lists with parameters", () => {
    const r = ok(parseSfDictionary("a=(1 2), b=3, c=4;aa=bb, d=(5 6);valid"));
    expect(r.members.map((m) => m.key)).toEqual(["a", "b", "c", "d"]);
    expect(r.members[3].value.params).toEqual([["valid", { type: "boolean", value: true }]]);
  });
});

describe("RFC 9651 dictionary: parsing rules (§4.2)", () => {
  it.each([
    ["empty input is an empty dictionary", ""],
    ["leading spaces are discarded", "   a=1"],
    ["spaces and tabs around commas", "a=1 ,\tb=2"],
    ["trailing spaces are discarded", "a=1   "],
    ["keys may hold digits, _, -, . and *", "*a-b_c.d9=1"],
    ["tokens may hold : and /", "a=foo:bar/baz"],
    ["negative integer of 15 digits", "a=-999999999999999"],
    ["decimal with 12 integer and 3 fraction digits", "a=123456789012.123"],
    ["date", "a=@1659578233"],
    ["display string", 'a=%"f%c3%bc%c3%bc"'],
    ["escaped quote and backslash", 'a="a\\"b\\\\c"'],
    ["empty inner list", "a=()"],
  ])("%s", (_name, input) => {
    expect(parseSfDictionary(input).ok).toBe(true);
  });

  it.each([
    ["an upper-case key", "A=1", "bad-key-char"],
    ["a key starting with a digit", "1a=1", "bad-key-char"],
    ["a trailing comma", "a=1,", "trailing-comma"],
    ["a missing comma", "a=1 b=2", "expected-comma"],
    ["space before =", "a =1", "expected-comma"],
    ["space after =", "a= 1", "bad-item"],
    ["a leading tab", "\ta=1", "bad-key-char"],
    ["an unterminated string", 'a="x', "unterminated-string"],
    ["a bad escape", 'a="\\n"', "bad-string"],
    ["a non-ASCII string", 'a="é"', "bad-string"],
    ["a non-ASCII token", "a=é", "bad-item"],
    ["integer of 16 digits", "a=1234567890123456", "number-too-long"],
    ["decimal with 4 fraction digits", "a=1.2345", "bad-decimal"],
    ["decimal ending in a dot", "a=1.", "bad-decimal"],
    ["decimal with 13 integer digits", "a=1234567890123.1", "bad-decimal"],
    ["a lone minus", "a=-", "bad-number"],
    ["a bad boolean", "a=?2", "bad-boolean"],
    ["a bad byte sequence", "a=:ab$:", "bad-bytes"],
    ["an unterminated byte sequence", "a=:abc", "bad-bytes"],
    ["a decimal date", "a=@1.5", "bad-date"],
    ["an upper-case display escape", 'a=%"%C3%BC"', "bad-display-string"],
    ["a display string that is not UTF-8", 'a=%"%c3"', "bad-display-string"],
    ["an unterminated inner list", "a=(1 2", "bad-inner-list"],
    ["inner list items not separated by space", 'a=(1"x")', "bad-inner-list"],
    ["a parameter without a key", "a=1;", "empty-key"],
    ["a path where a key belongs", "/dir/ a=1", "bad-key-char"],
  ])("fails on %s", (_name, input, error) => {
    const r = parseSfDictionary(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(error);
  });

  it("a repeated key keeps its first place and takes the last value", () => {
    const r = ok(parseSfDictionary("a=1, b=2, a=3"));
    expect(r.members.map((m) => [m.key, m.value.kind === "item" ? m.value.value.value : null])).toEqual([
      ["a", 3],
      ["b", 2],
    ]);
    expect(r.written.map((m) => m.key)).toEqual(["a", "b", "a"]);
  });

  it("a repeated parameter keeps the last value", () => {
    const r = ok(parseSfDictionary("a;x=1;x=2"));
    expect(r.members[0].value.params).toEqual([["x", { type: "integer", value: 2 }]]);
  });

  it("offsets of members are offsets into the input, honouring from/to", () => {
    const text = "Content-Usage: /p/ train-ai=n, search=y # c";
    const from = text.indexOf("train");
    const to = text.indexOf(" #");
    const r = ok(parseSfDictionary(text, from, to));
    expect(r.members.map((m) => text.slice(m.from, m.to))).toEqual(["train-ai=n", "search=y"]);
    expect(text.slice(r.members[0].valueFrom, r.members[0].to)).toBe("n");
  });

  it("never throws and stays within its input, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const r = parseSfDictionary(s);
        if (!r.ok) return r.at >= 0 && r.at <= s.length;
        return r.written.every((m) => m.from >= 0 && m.to <= s.length && m.from < m.to);
      }),
      { numRuns: 3000 },
    );
  });

  it("never throws on dictionary-shaped text", () => {
    const piece = fc.constantFrom("a", "b", "=", ",", " ", "\t", "(", ")", ";", '"', "\\", ":", "?", "1", ".", "-", "@", "%", "y", "n", "*", "A");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const s = parts.join("");
        const r = parseSfDictionary(s);
        return typeof r.ok === "boolean";
      }),
      { numRuns: 3000 },
    );
  });
});
