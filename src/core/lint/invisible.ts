/**
 * Characters a reader cannot see: no-break and other Unicode spaces, zero-width characters,
 * direction marks, a stray byte order mark, the soft hyphen. Parsers trim only ASCII space, so
 * one of these after the colon or inside a key changes what the line says.
 */

/** Unicode names of the invisible characters looked for (names are the standard's own). */
const NAMES: Readonly<Record<number, string>> = {
  0x00a0: "NO-BREAK SPACE",
  0x00ad: "SOFT HYPHEN",
  0x2000: "EN QUAD",
  0x2001: "EM QUAD",
  0x2002: "EN SPACE",
  0x2003: "EM SPACE",
  0x2004: "THREE-PER-EM SPACE",
  0x2005: "FOUR-PER-EM SPACE",
  0x2006: "SIX-PER-EM SPACE",
  0x2007: "FIGURE SPACE",
  0x2008: "PUNCTUATION SPACE",
  0x2009: "THIN SPACE",
  0x200a: "HAIR SPACE",
  0x200b: "ZERO WIDTH SPACE",
  0x200c: "ZERO WIDTH NON-JOINER",
  0x200d: "ZERO WIDTH JOINER",
  0x200e: "LEFT-TO-RIGHT MARK",
  0x200f: "RIGHT-TO-LEFT MARK",
  0x2028: "LINE SEPARATOR",
  0x2029: "PARAGRAPH SEPARATOR",
  0x202f: "NARROW NO-BREAK SPACE",
  0x2060: "WORD JOINER",
  0x3000: "IDEOGRAPHIC SPACE",
  0xfeff: "ZERO WIDTH NO-BREAK SPACE",
};

const INVISIBLE = /[\u00a0\u00ad\u2000-\u200f\u2028\u2029\u202f\u2060\u3000\ufeff]/;

/** The first invisible character of `text`: its index, `U+XXXX` and Unicode name; or null. */
export function findInvisible(text: string): { at: number; codePoint: string; name: string } | null {
  const m = INVISIBLE.exec(text);
  if (m === null) return null;
  const c = text.charCodeAt(m.index);
  return { at: m.index, codePoint: "U+" + c.toString(16).toUpperCase().padStart(4, "0"), name: NAMES[c] ?? "" };
}

/** `text` without its invisible characters. */
export function stripInvisible(text: string): string {
  return text.replace(new RegExp(INVISIBLE.source, "g"), "");
}
