/**
 * A parser for RFC 9651 (Structured Field Values for HTTP) Dictionaries, as the AIPREF
 * vocabulary draft (draft-ietf-aipref-vocab-07, "Exemplary Serialization Format") uses them
 * for statements of preference. It follows RFC 9651 §4.2 ("Parsing Structured Fields") step by
 * step: §4.2.2 Dictionary, §4.2.1.1 Inner List, §4.2.3 Item and Parameters, §4.2.3.3 Key,
 * §4.2.4–4.2.10 the bare item types (Integer, Decimal, String, Token, Byte Sequence, Boolean,
 * Date, Display String). Input is a JS string standing for bytes: any code unit above 0x7E (or a
 * control character) fails the parse where the RFC's byte algorithm would. Never throws: a
 * failure is a code, the offset where it happened, and nothing else.
 */

/** A bare item, tagged by its RFC 9651 type. */
export type SfBareItem =
  | { type: "integer"; value: number }
  | { type: "decimal"; value: number }
  | { type: "string"; value: string }
  | { type: "token"; value: string }
  | { type: "bytes"; value: string }
  | { type: "boolean"; value: boolean }
  | { type: "date"; value: number }
  | { type: "display"; value: string };

/** Parameters, in order; a repeated key keeps its first place and its last value (§4.2.3.2). */
export type SfParams = [string, SfBareItem][];

/** An item: a bare item with parameters. */
export interface SfItem {
  kind: "item";
  value: SfBareItem;
  params: SfParams;
}

/** An inner list: items with parameters of its own. */
export interface SfInnerList {
  kind: "inner-list";
  items: SfItem[];
  params: SfParams;
}

/** One member of a dictionary, with where it sits in the input (UTF-16 offsets). */
export interface SfMember {
  key: string;
  value: SfItem | SfInnerList;
  /** Offset of the key. */
  from: number;
  /** Offset just past the member's value and parameters. */
  to: number;
  /** Offset where the value starts (after `=`), or -1 for a bare key (Boolean true). */
  valueFrom: number;
}

/** Why a parse failed (a code; the UI words it). */
export type SfError =
  | "empty-key"
  | "bad-key-char"
  | "expected-comma"
  | "trailing-comma"
  | "trailing-characters"
  | "bad-item"
  | "bad-number"
  | "number-too-long"
  | "bad-decimal"
  | "bad-string"
  | "unterminated-string"
  | "bad-token"
  | "bad-bytes"
  | "bad-boolean"
  | "bad-date"
  | "bad-display-string"
  | "bad-inner-list";

/** The outcome of parsing a dictionary. */
export type SfDictionaryResult =
  | {
      ok: true;
      /** Members in input order, one per key: a repeated key keeps its first place and takes the last value. */
      members: SfMember[];
      /** Every member as written, repeated keys included, in input order. */
      written: SfMember[];
    }
  | { ok: false; error: SfError; at: number };

class Fail {
  constructor(
    readonly error: SfError,
    readonly at: number,
  ) {}
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isLcAlpha = (c: number) => c >= 0x61 && c <= 0x7a;
const isAlpha = (c: number) => isLcAlpha(c) || (c >= 0x41 && c <= 0x5a);
/** RFC 9110 tchar: "!#$%&'*+-.^_`|~", DIGIT, ALPHA. */
const TCHAR_EXTRA = "!#$%&'*+-.^_`|~";
const isTchar = (c: number) => isAlpha(c) || isDigit(c) || (c < 0x80 && TCHAR_EXTRA.includes(String.fromCharCode(c)));
const isKeyChar = (c: number) => isLcAlpha(c) || isDigit(c) || c === 0x5f || c === 0x2d || c === 0x2e || c === 0x2a;
const isBase64 = (c: number) => isAlpha(c) || isDigit(c) || c === 0x2b || c === 0x2f || c === 0x3d;

class Parser {
  i: number;
  constructor(
    readonly s: string,
    start: number,
  ) {
    this.i = start;
  }

  peek(): number {
    return this.i < this.s.length ? this.s.charCodeAt(this.i) : -1;
  }

  /** §4.2.3.3 Parsing a Key. */
  key(): string {
    const start = this.i;
    const c = this.peek();
    if (c === -1) throw new Fail("empty-key", this.i);
    if (!isLcAlpha(c) && c !== 0x2a) throw new Fail("bad-key-char", this.i);
    while (this.i < this.s.length && isKeyChar(this.s.charCodeAt(this.i))) this.i++;
    return this.s.slice(start, this.i);
  }

  /** §4.2.3.2 Parsing Parameters. */
  params(): SfParams {
    const out: SfParams = [];
    while (this.peek() === 0x3b) {
      this.i++;
      while (this.peek() === 0x20) this.i++;
      const k = this.key();
      let v: SfBareItem = { type: "boolean", value: true };
      if (this.peek() === 0x3d) {
        this.i++;
        v = this.bareItem();
      }
      const at = out.findIndex((p) => p[0] === k);
      if (at >= 0) out[at] = [k, v];
      else out.push([k, v]);
    }
    return out;
  }

  /** §4.2.3 Parsing an Item. */
  item(): SfItem {
    const value = this.bareItem();
    return { kind: "item", value, params: this.params() };
  }

  /** §4.2.1.2 Parsing an Item or Inner List. */
  itemOrInnerList(): SfItem | SfInnerList {
    return this.peek() === 0x28 ? this.innerList() : this.item();
  }

  /** §4.2.1.2 Parsing an Inner List. */
  innerList(): SfInnerList {
    this.i++;
    const items: SfItem[] = [];
    while (this.i < this.s.length) {
      while (this.peek() === 0x20) this.i++;
      if (this.peek() === 0x29) {
        this.i++;
        return { kind: "inner-list", items, params: this.params() };
      }
      items.push(this.item());
      const c = this.peek();
      if (c !== 0x20 && c !== 0x29) throw new Fail("bad-inner-list", this.i);
    }
    throw new Fail("bad-inner-list", this.i);
  }

  /** §4.2.3.1 Parsing a Bare Item. */
  bareItem(): SfBareItem {
    const c = this.peek();
    if (c === 0x2d || isDigit(c)) return this.number();
    if (c === 0x22) return { type: "string", value: this.string() };
    if (isAlpha(c) || c === 0x2a) return { type: "token", value: this.token() };
    if (c === 0x3a) return { type: "bytes", value: this.bytes() };
    if (c === 0x3f) return { type: "boolean", value: this.boolean() };
    if (c === 0x40) return this.date();
    if (c === 0x25) return { type: "display", value: this.displayString() };
    throw new Fail("bad-item", this.i);
  }

  /** §4.2.4 Parsing an Integer or Decimal. */
  number(): SfBareItem {
    const start = this.i;
    let sign = 1;
    if (this.peek() === 0x2d) {
      this.i++;
      sign = -1;
    }
    if (!isDigit(this.peek())) throw new Fail("bad-number", this.i);
    let isDecimal = false;
    let digits = "";
    while (this.i < this.s.length) {
      const c = this.s.charCodeAt(this.i);
      if (isDigit(c)) {
        digits += String.fromCharCode(c);
        this.i++;
      } else if (!isDecimal && c === 0x2e) {
        if (digits.length > 12) throw new Fail("bad-decimal", this.i);
        digits += ".";
        isDecimal = true;
        this.i++;
      } else break;
      if (!isDecimal && digits.length > 15) throw new Fail("number-too-long", start);
      if (isDecimal && digits.length > 16) throw new Fail("number-too-long", start);
    }
    if (!isDecimal) return { type: "integer", value: sign * Number(digits) };
    if (digits.endsWith(".")) throw new Fail("bad-decimal", this.i);
    if (digits.length - digits.indexOf(".") - 1 > 3) throw new Fail("bad-decimal", this.i);
    return { type: "decimal", value: sign * Number(digits) };
  }

  /** §4.2.5 Parsing a String. */
  string(): string {
    this.i++;
    let out = "";
    while (this.i < this.s.length) {
      const c = this.s.charCodeAt(this.i++);
      if (c === 0x5c) {
        if (this.i >= this.s.length) throw new Fail("unterminated-string", this.i);
        const n = this.s.charCodeAt(this.i++);
        if (n !== 0x22 && n !== 0x5c) throw new Fail("bad-string", this.i - 1);
        out += String.fromCharCode(n);
      } else if (c === 0x22) return out;
      else if (c < 0x20 || c > 0x7e) throw new Fail("bad-string", this.i - 1);
      else out += String.fromCharCode(c);
    }
    throw new Fail("unterminated-string", this.i);
  }

  /** §4.2.6 Parsing a Token. */
  token(): string {
    const start = this.i;
    this.i++;
    while (this.i < this.s.length) {
      const c = this.s.charCodeAt(this.i);
      if (!isTchar(c) && c !== 0x3a && c !== 0x2f) break;
      this.i++;
    }
    return this.s.slice(start, this.i);
  }

  /** §4.2.7 Parsing a Byte Sequence (the base64 text is kept, not decoded). */
  bytes(): string {
    const start = ++this.i;
    while (this.i < this.s.length && this.s.charCodeAt(this.i) !== 0x3a) {
      if (!isBase64(this.s.charCodeAt(this.i))) throw new Fail("bad-bytes", this.i);
      this.i++;
    }
    if (this.i >= this.s.length) throw new Fail("bad-bytes", this.i);
    const text = this.s.slice(start, this.i);
    this.i++;
    return text;
  }

  /** §4.2.8 Parsing a Boolean. */
  boolean(): boolean {
    this.i++;
    const c = this.peek();
    if (c === 0x31 || c === 0x30) {
      this.i++;
      return c === 0x31;
    }
    throw new Fail("bad-boolean", this.i);
  }

  /** §4.2.9 Parsing a Date: "@" then an Integer. */
  date(): SfBareItem {
    this.i++;
    const at = this.i;
    const n = this.number();
    if (n.type !== "integer") throw new Fail("bad-date", at);
    return { type: "date", value: n.value };
  }

  /** §4.2.10 Parsing a Display String: %"..." with lower-case %xx escapes of UTF-8 bytes. */
  displayString(): string {
    this.i++;
    if (this.peek() !== 0x22) throw new Fail("bad-display-string", this.i);
    this.i++;
    const bytes: number[] = [];
    while (this.i < this.s.length) {
      const c = this.s.charCodeAt(this.i++);
      if (c < 0x20 || c > 0x7e) throw new Fail("bad-display-string", this.i - 1);
      if (c === 0x25) {
        const hex = this.s.slice(this.i, this.i + 2);
        if (!/^[0-9a-f]{2}$/.test(hex)) throw new Fail("bad-display-string", this.i);
        bytes.push(parseInt(hex, 16));
        this.i += 2;
      } else if (c === 0x22) {
        try {
          return new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes));
        } catch {
          throw new Fail("bad-display-string", this.i - 1);
        }
      } else bytes.push(c);
    }
    throw new Fail("bad-display-string", this.i);
  }
}

/**
 * Parses `input[from, to)` as an RFC 9651 Dictionary (§4.2 with field type "dictionary"):
 * leading and trailing SP discarded, members separated by "," with optional SP/HTAB around it.
 * Offsets in the result are offsets into `input`.
 */
export function parseSfDictionary(input: string, from = 0, to = input.length): SfDictionaryResult {
  const s = input.slice(0, to);
  const p = new Parser(s, from);
  const written: SfMember[] = [];
  try {
    while (p.peek() === 0x20) p.i++;
    while (p.i < s.length) {
      const start = p.i;
      const key = p.key();
      let value: SfItem | SfInnerList;
      let valueFrom = -1;
      if (p.peek() === 0x3d) {
        p.i++;
        valueFrom = p.i;
        value = p.itemOrInnerList();
      } else {
        value = { kind: "item", value: { type: "boolean", value: true }, params: p.params() };
      }
      written.push({ key, value, from: start, to: p.i, valueFrom });
      while (p.peek() === 0x20 || p.peek() === 0x09) p.i++;
      if (p.i >= s.length) break;
      if (p.peek() !== 0x2c) {
        // A trailing run of SP after the last member is discarded (§4.2 step 6); anything else is an error.
        throw new Fail("expected-comma", p.i);
      }
      p.i++;
      while (p.peek() === 0x20 || p.peek() === 0x09) p.i++;
      if (p.i >= s.length) throw new Fail("trailing-comma", p.i);
    }
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: e.error, at: e.at };
    throw e;
  }
  const byKey = new Map<string, number>();
  const members: SfMember[] = [];
  for (const m of written) {
    const at = byKey.get(m.key);
    if (at === undefined) {
      byKey.set(m.key, members.length);
      members.push(m);
    } else members[at] = m;
  }
  return { ok: true, members, written };
}
