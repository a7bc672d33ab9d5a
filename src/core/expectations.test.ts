import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  EXPECTATIONS_VERSION,
  expectationEntries,
  expectationMap,
  parseExpectations,
  readExpectationsValue,
  serializeExpectations,
  type Expectation,
} from "./expectations.ts";

const list: Expectation[] = [
  { url: "/", crawler: "googlebot", expect: "allowed" },
  { url: "https://example.com/private/x?y=1", crawler: "bingbot", expect: "blocked" },
];

describe("the expectations file", () => {
  it("round-trips: what the writer writes the reader reads back unchanged", () => {
    const text = serializeExpectations(list);
    expect(JSON.parse(text)).toEqual({ version: EXPECTATIONS_VERSION, expectations: list });
    expect(parseExpectations(text)).toEqual({ ok: true, version: 1, expectations: list });
  });

  it("reads a bare array and an object without a version as version 1", () => {
    expect(readExpectationsValue(list)).toEqual({ ok: true, version: 1, expectations: list });
    expect(readExpectationsValue({ expectations: list })).toEqual({ ok: true, version: 1, expectations: list });
    expect(parseExpectations(`\uFEFF${JSON.stringify(list)}`).ok).toBe(true);
  });

  it("names the version of a file of another format version", () => {
    expect(parseExpectations('{"version":2,"expectations":[]}')).toEqual({
      ok: false,
      error: { code: "expectations-unsupported-version", params: { version: "2", supported: 1 } },
    });
    expect(parseExpectations('{"version":"1.0","expectations":[]}')).toMatchObject({ error: { params: { version: "1.0" } } });
  });

  it("says what is wrong: not JSON, not the shape, which entry and which field", () => {
    expect(parseExpectations("<html>")).toMatchObject({ ok: false, error: { code: "expectations-not-json" } });
    expect(parseExpectations('{"version":1}')).toEqual({ ok: false, error: { code: "expectations-bad-shape", params: {} } });
    expect(parseExpectations('"x"')).toMatchObject({ error: { code: "expectations-bad-shape" } });
    const bad = (items: unknown[]) => parseExpectations(JSON.stringify({ version: 1, expectations: items }));
    expect(bad([list[0], 3])).toEqual({ ok: false, error: { code: "expectations-bad-item", params: { index: 1, field: "item" } } });
    expect(bad([{ url: "", crawler: "googlebot", expect: "allowed" }])).toMatchObject({ error: { params: { field: "url" } } });
    expect(bad([{ url: "/a\n/b", crawler: "googlebot", expect: "allowed" }])).toMatchObject({ error: { params: { field: "url" } } });
    expect(bad([{ url: "/", crawler: "google bot", expect: "allowed" }])).toMatchObject({ error: { params: { field: "crawler" } } });
    expect(bad([{ url: "/", crawler: "googlebot", expect: "Allowed" }])).toMatchObject({ error: { params: { field: "expect" } } });
  });

  it("converts between the flat list and the per-URL map; a later entry wins", () => {
    const map = expectationMap([...list, { url: "/", crawler: "googlebot", expect: "blocked" }]);
    expect(map).toEqual({ "/": { googlebot: "blocked" }, [list[1].url]: { bingbot: "blocked" } });
    expect(expectationEntries(map)).toHaveLength(2);
  });

  it("never throws on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readExpectationsValue(value);
        expect(typeof read.ok).toBe("boolean");
        if (read.ok) expect(parseExpectations(serializeExpectations(read.expectations))).toEqual(read);
      }),
    );
  });
});
