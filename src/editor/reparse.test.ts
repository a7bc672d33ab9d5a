import { ChangeSet } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../core/parse.ts";
import { prng } from "../../bench/fixtures.ts";
import { applyToString, reparse, type ReparseSteps } from "./reparse.ts";

const PIECES = ["User-agent: *", "Disallow: /" + "x".repeat(17_000), "Disallow: /a", "Allow: /b#c", "Sitemap: https://e.com/s.xml", "# note", "", "Disallow /x", "Host: e.com", "caf\u00e9: /\u00e9", "Disallow: /a\u0000b", "\ud83d\ude00", "\ud800", "\ufeffUser-agent: x"];
const INSERTS = ["\n", "\r", "\r\n", "\n\r", "a", ":", "#", " ", "\t", "\u0000", "\ud83d", "\ude00", "\u00e9", "\ufeff", "Disallow: /z", "\nUser-agent: *\n", "\r\nAllow: /q\r"];

function randomText(r: () => number): string {
  const eols = ["\n", "\r", "\r\n"];
  let out = r() < 0.15 ? "\ufeff" : "";
  const n = Math.floor(r() * 12);
  for (let i = 0; i < n; i++) out += PIECES[Math.floor(r() * PIECES.length)] + eols[Math.floor(r() * eols.length)];
  if (r() < 0.5) out += PIECES[Math.floor(r() * PIECES.length)];
  return out;
}

function randomChanges(r: () => number, length: number): ChangeSet {
  let changes = ChangeSet.empty(length);
  for (let k = 1 + Math.floor(r() * 3); k > 0; k--) {
    const len = changes.newLength;
    const from = Math.floor(r() * (len + 1));
    const to = Math.min(len, from + (r() < 0.5 ? 0 : Math.floor(r() * 6)));
    const insert = r() < 0.3 ? "" : INSERTS[Math.floor(r() * INSERTS.length)];
    changes = changes.compose(ChangeSet.of(from === to && insert === "" ? [] : [{ from, to, insert }], len));
  }
  return changes;
}

describe("reparse", () => {
  it("equals parsing the whole text, field for field, after random edits (CR, CRLF, NUL, BOM, surrogates)", () => {
    const r = prng(11);
    for (let file = 0; file < 60; file++) {
      let text = randomText(r);
      let parsed = parseRobotsTxt(text);
      for (let step = 0; step < 40; step++) {
        const changes = randomChanges(r, text.length);
        const next = applyToString(text, changes);
        parsed = reparse(parsed, changes, next);
        expect(parsed).toEqual(parseRobotsTxt(next));
        text = next;
      }
    }
  });

  it("reads the lines near a keystroke, not the whole file", () => {
    const text = "User-agent: *\n" + Array.from({ length: 2000 }, (_, i) => `Disallow: /p${i}`).join("\n");
    const parsed = parseRobotsTxt(text);
    const steps: ReparseSteps = { lexed: 0, moved: 0 };
    // At the end: the last two lines are read, none moved.
    const atEnd = ChangeSet.of([{ from: text.length, insert: "x" }], text.length);
    const end = reparse(parsed, atEnd, text + "x", steps);
    expect(end).toEqual(parseRobotsTxt(text + "x"));
    expect(steps).toEqual({ lexed: 2, moved: 0 });
    // In the middle: three or four lines read, the rest moved.
    const mid = text.indexOf("/p1000") + 3;
    const middle = ChangeSet.of([{ from: mid, insert: "\n" }], text.length);
    const after = text.slice(0, mid) + "\n" + text.slice(mid);
    const steps2: ReparseSteps = { lexed: 0, moved: 0 };
    expect(reparse(parsed, middle, after, steps2)).toEqual(parseRobotsTxt(after));
    expect(steps2.lexed).toBeLessThanOrEqual(4);
    expect(steps2.lexed + steps2.moved).toBe(parseRobotsTxt(after).lines.length - 1000);
  });
});
