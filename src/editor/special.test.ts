import { describe, expect, it } from "vitest";
import { describeTrouble, TROUBLE_CHARS } from "./special.ts";

describe("troublemakers", () => {
  it.each([
    ["\uFEFF", "BOM", "label"],
    ["\u00A0", "NBSP", "label"],
    ["\u200B", "ZWSP", "label"],
    ["\r", "CR", "label"],
    ["\u0000", "NUL", "label"],
    ["\u202E", "BIDI", "label"],
    ["\t", "TAB", "mark"],
    ["\u201C", "\u201C", "mark"],
    ["\u2010", "\u2010", "mark"],
    ["\uFF1A", "\uFF1A", "mark"],
  ])("shows %j as %s (%s)", (char, label, display) => {
    expect(char).toMatch(new RegExp(TROUBLE_CHARS.source));
    expect(describeTrouble(char)).toMatchObject({ label, display });
  });

  it("leaves ordinary robots.txt text alone", () => {
    expect("User-agent: *\nDisallow: /a-b_c?x=1&y=%20$ # note".match(TROUBLE_CHARS)).toBeNull();
  });
});
