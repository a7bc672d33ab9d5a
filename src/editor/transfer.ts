/**
 * A compact form of lint diagnostics for posting from the lint worker: spans and kinds in
 * typed arrays and the parameters and fixes as one JSON text in UTF-8 bytes, all transferred
 * (not copied), the JSON read only when a diagnostic is first shown. Thousands of findings
 * then cost the page almost nothing to receive (a 520 KB string posted as a string took the
 * page 2–4.5 ms to receive in Chromium, as bytes 0.1 ms), and the first one shown parses
 * half the JSON it once did.
 */
import { RuleFinding, writeCoverage, type RuleRows } from "../core/lint.ts";
import type { Diagnostic, Fix, Param, Severity, TextEdit } from "../core/types.ts";

/** Diagnostics packed for `postMessage`. */
export interface PackedDiagnostics {
  /** `from`, `to`, `line` of each diagnostic. */
  spans: Int32Array;
  /**
   * Of each diagnostic, the first and last offset of the text its span and its fixes' edits
   * cover together (the span alone when it has no fix): an edit elsewhere leaves its fixes as
   * they were, moved with it (see `details`).
   */
  reach: Int32Array;
  /** Severity index, code index and engine-list index of each diagnostic. */
  kinds: Uint16Array;
  codes: string[];
  /** The distinct engine lists. */
  engineLists: Diagnostic["engines"][];
  /** Whether the diagnostics are in order of `from` (the page then finds those of a few lines by bisection). */
  ordered: boolean;
  /** The longest span (`to - from`). */
  longest: number;
  /**
   * JSON (UTF-8) of one entry per diagnostic, in order: 0 when it has no parameters and no fix,
   * else `[params or 0, ...fixes]` with each fix flattened to `[code or 0 (the
   * diagnostic's own), params or 0, from, to, insert, from, to, insert, …]`, each edit's
   * `from` and `to` counted from the diagnostic's `from` (negative before it): a finding and
   * its fixes moved by an edit elsewhere are written as before. Flat and with nothing
   * repeated, it is about half the size of the objects and quicker to write.
   */
  details: Uint8Array;
}

const SEVERITIES: readonly Severity[] = ["info", "warning", "error"];

let encoder: TextEncoder | null = null;
let decoder: TextDecoder | null = null;

type PackedFix = (string | number | Record<string, Param>)[];
type PackedDetail = 0 | [Record<string, Param> | 0, ...PackedFix[]];

const isEmpty = (o: Record<string, unknown>) => {
  for (const _ in o) return false;
  return true;
};

/** A fix flattened (see `PackedDiagnostics.details`); `code` and `at` (its `from`) are its diagnostic's. */
function packFix(fix: Fix, code: string, at: number): PackedFix {
  const own = fix.code === code ? 0 : fix.code;
  const params = isEmpty(fix.params) ? 0 : fix.params;
  const edits = fix.edits;
  if (edits.length === 1) return [own, params, edits[0].from - at, edits[0].to - at, edits[0].insert];
  const flat: PackedFix = [own, params];
  for (let k = 0; k < edits.length; k++) flat.push(edits[k].from - at, edits[k].to - at, edits[k].insert);
  return flat;
}

/** The index of an engine list equal to `engines` in `lists` (a handful of distinct lists), or -1. */
function listIndex(lists: readonly Diagnostic["engines"][], engines: Diagnostic["engines"]): number {
  outer: for (let k = 0; k < lists.length; k++) {
    const list = lists[k];
    if (list.length !== engines.length) continue;
    for (let j = 0; j < list.length; j++) if (list[j] !== engines[j]) continue outer;
    return k;
  }
  return -1;
}

/**
 * Packs diagnostics; `transferables` lists the buffers to transfer. Plain indexed loops and
 * no string keys made per diagnostic: the lint worker runs this once per lint, mostly before
 * the JIT has compiled it.
 */
export function packDiagnostics(
  diagnostics: readonly Diagnostic[],
  /**
   * Each diagnostic's entry of `details` as JSON, kept from earlier calls: the lint worker
   * sends the findings a change left alone again, and writes each of them once.
   */
  pieces?: WeakMap<Diagnostic, string>,
): { packed: PackedDiagnostics; transferables: ArrayBuffer[] } {
  const n = diagnostics.length;
  const spans = new Int32Array(n * 3);
  const reach = new Int32Array(n * 2);
  const kinds = new Uint16Array(n * 3);
  const codes: string[] = [];
  const engineLists: Diagnostic["engines"][] = [];
  // With pieces: each entry's JSON, joined as JSON.stringify joins an array's. Without: the
  // entries written as UTF-8 bytes straight away (`DetailWriter`).
  const written: string[] | null = pieces ? new Array<string>(n) : null;
  const writer = pieces ? null : new DetailWriter(n);
  let lastCode = "";
  let c = -1;
  let lastEngines: Diagnostic["engines"] | null = null;
  let lastSeverity: Severity | null = null;
  let severity = -1;
  let e = -1;
  let ordered = true;
  let longest = 0;
  let lastFrom = -Infinity;
  for (let i = 0; i < n; i++) {
    const d = diagnostics[i];
    const from = d.from;
    const to = d.to;
    spans[i * 3] = from;
    spans[i * 3 + 1] = to;
    spans[i * 3 + 2] = d.line;
    // `writeCoverage` written out for a compact finding (no call for most findings of a large file).
    if (d instanceof RuleFinding) {
      reach[i * 2] = d.editFrom < from ? d.editFrom : from;
      reach[i * 2 + 1] = d.editTo > to ? d.editTo : to;
    } else writeCoverage(d, reach, i * 2);
    if (from < lastFrom) ordered = false;
    lastFrom = from;
    if (to - from > longest) longest = to - from;
    if (d.code !== lastCode || c < 0) {
      c = codes.indexOf(d.code);
      if (c < 0) c = codes.push(d.code) - 1;
      lastCode = d.code;
    }
    if (d.engines !== lastEngines) {
      e = listIndex(engineLists, d.engines);
      if (e < 0) e = engineLists.push(d.engines) - 1;
      lastEngines = d.engines;
    }
    if (d.severity !== lastSeverity) {
      severity = SEVERITIES.indexOf(d.severity);
      lastSeverity = d.severity;
    }
    kinds[i * 3] = severity;
    kinds[i * 3 + 1] = c;
    kinds[i * 3 + 2] = e;
    if (written === null) continue;
    const piece = pieces!.get(d);
    if (piece !== undefined) {
      written[i] = piece;
      continue;
    }
    written[i] = JSON.stringify(detailOf(d));
    pieces!.set(d, written[i]);
  }
  if (writer !== null) {
    // A compact finding's entry written as its bytes (no objects, no JSON text), any other through JSON.stringify.
    for (let i = 0; i < n; ) {
      i = writer.ruleFindings(diagnostics, i);
      if (i < n && !(diagnostics[i] instanceof RuleFinding)) {
        if (i > 0) writer.byte(0x2c);
        writer.json(detailOf(diagnostics[i]));
        i++;
      }
    }
  }
  const bytes = writer !== null ? writer.done() : (encoder ??= new TextEncoder()).encode(`[${written!.join(",")}]`);
  return {
    packed: { spans, reach, kinds, codes, engineLists, ordered, longest, details: bytes },
    transferables: [spans.buffer as ArrayBuffer, reach.buffer as ArrayBuffer, kinds.buffer as ArrayBuffer, bytes.buffer as ArrayBuffer],
  };
}

/**
 * Packs a lint answer (lint-phases.ts): its findings apart from rows (`plain`, sorted) and its
 * rule findings as rows, merged as the answer's `diagnostics` are (`plain`'s first among
 * equals); exactly what `packDiagnostics(answer.diagnostics)` gives, without making an
 * object a row: the rows' spans and reaches are copied whole, their entries written from
 * their arrays.
 */
export function packAnswer(answer: { readonly plain: readonly Diagnostic[]; readonly rows: RuleRows | null }): { packed: PackedDiagnostics; transferables: ArrayBuffer[] } {
  const rows = answer.rows;
  const plain = answer.plain;
  if (rows === null || rows.count === 0) return packDiagnostics(plain);
  const m = plain.length;
  const count = rows.count;
  const n = m + count;
  const spans = new Int32Array(n * 3);
  const reach = new Int32Array(n * 2);
  const kinds = new Uint16Array(n * 3);
  const codes: string[] = [];
  const engineLists: Diagnostic["engines"][] = [];
  const writer = new DetailWriter(n);
  // The pack's index of each row code and row engine list (-1: not met yet), and each row code's severity's.
  const codeAt = new Int32Array(rows.codes.length).fill(-1);
  const severityAt = new Int32Array(rows.codes.length);
  const listAt = new Int32Array(rows.engineLists.length).fill(-1);
  const rowSpans = rows.spans;
  let ordered = true;
  let longest = rows.longest;
  let lastFrom = -Infinity;
  let k = 0;
  let i = 0;
  let q = 0;
  while (i < m || q < count) {
    // A row goes first only when it sorts strictly before the next plain finding.
    if (q < count && (i >= m || rowBefore(rows, q, plain[i]))) {
      let end = q + 1;
      if (i >= m) end = count;
      else while (end < count && rowBefore(rows, end, plain[i])) end++;
      spans.set(rowSpans.subarray(q * 3, end * 3), k * 3);
      reach.set(rows.reach.subarray(q * 2, end * 2), k * 2);
      // The rows are in order of `from` among themselves.
      if (rowSpans[q * 3] < lastFrom) ordered = false;
      lastFrom = rowSpans[(end - 1) * 3];
      for (let r = q; r < end; r++, k++) {
        const c = rows.code[r];
        let at = codeAt[c];
        if (at < 0) {
          const code = rows.codes[c];
          at = codes.indexOf(code);
          if (at < 0) at = codes.push(code) - 1;
          codeAt[c] = at;
          severityAt[c] = SEVERITIES.indexOf(rows.severityOf(c));
        }
        const e = rows.engines[r];
        let list = listAt[e];
        if (list < 0) {
          list = listIndex(engineLists, rows.engineLists[e]);
          if (list < 0) list = engineLists.push(rows.engineLists[e]) - 1;
          listAt[e] = list;
        }
        kinds[k * 3] = severityAt[c];
        kinds[k * 3 + 1] = at;
        kinds[k * 3 + 2] = list;
      }
      writer.ruleRows(rows, q, end, k - (end - q) > 0);
      q = end;
      continue;
    }
    const d = plain[i++];
    spans[k * 3] = d.from;
    spans[k * 3 + 1] = d.to;
    spans[k * 3 + 2] = d.line;
    writeCoverage(d, reach, k * 2);
    if (d.from < lastFrom) ordered = false;
    lastFrom = d.from;
    if (d.to - d.from > longest) longest = d.to - d.from;
    let c = codes.indexOf(d.code);
    if (c < 0) c = codes.push(d.code) - 1;
    let e = listIndex(engineLists, d.engines);
    if (e < 0) e = engineLists.push(d.engines) - 1;
    kinds[k * 3] = SEVERITIES.indexOf(d.severity);
    kinds[k * 3 + 1] = c;
    kinds[k * 3 + 2] = e;
    if (k > 0) writer.byte(0x2c);
    writer.json(detailOf(d));
    k++;
  }
  const bytes = writer.done();
  return {
    packed: { spans, reach, kinds, codes, engineLists, ordered, longest, details: bytes },
    transferables: [spans.buffer as ArrayBuffer, reach.buffer as ArrayBuffer, kinds.buffer as ArrayBuffer, bytes.buffer as ArrayBuffer],
  };
}

/** Whether row `r` sorts strictly before `d` (`compareDiagnostics`: position, end, code). */
function rowBefore(rows: RuleRows, r: number, d: Diagnostic): boolean {
  const from = rows.spans[r * 3];
  if (from !== d.from) return from < d.from;
  const to = rows.spans[r * 3 + 1];
  if (to !== d.to) return to < d.to;
  return rows.codes[rows.code[r]] < d.code;
}

/** A diagnostic's entry of `details` (see `PackedDiagnostics.details`). */
function detailOf(d: Diagnostic): PackedDetail {
  // A compact finding's entry, as its plain form's would be: its parameters, then its one fix
  // (its own code, no parameters) of one edit deleting its line.
  if (d instanceof RuleFinding) return [{ by: d.by, pattern: d.pattern }, [0, 0, d.editFrom - d.from, d.editTo - d.from, ""]];
  const hasParams = !isEmpty(d.params);
  const fixes = d.fixes;
  if (!hasParams && fixes.length === 0) return 0;
  // Most findings have one fix of one edit: arrays made at their size, not grown.
  if (fixes.length === 1) return [hasParams ? d.params : 0, packFix(fixes[0], d.code, d.from)];
  const detail: PackedDetail = [hasParams ? d.params : 0];
  for (let f = 0; f < fixes.length; f++) detail.push(packFix(fixes[f], d.code, d.from));
  return detail;
}

const ascii = (s: string) => Uint8Array.from(s, (ch) => ch.charCodeAt(0));
/** A character `JSON.stringify` escapes, or one outside ASCII (a line feed separates the patterns tested). */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NEEDS_ESCAPE = /["\\\x00-\x09\x0b-\x1f\x7f-\uffff]/;
const RULE_HEAD = ascii('[{"by":');
const RULE_PATTERN = ascii(',"pattern":"');
const RULE_FIX = ascii('"},[0,0,');
const RULE_FIX_AT_0 = ascii('"},[0,0,0,');
const RULE_TAIL = ascii(',""]]');

/**
 * Writes a rule finding's entry of `details` at `at`: its `by` line, its pattern (`n` bytes
 * already in `buf` at `src`) and its one fix's edit (`editFrom`, `editTo` from the finding's
 * start); returns where the entry ends. One writer for the findings and for their rows.
 */
function writeRuleEntry(buf: Uint8Array, at: number, by: number, src: number, n: number, editFrom: number, editTo: number): number {
  buf.set(RULE_HEAD, at);
  at += RULE_HEAD.length;
  at = writeInt(buf, at, by);
  buf.set(RULE_PATTERN, at);
  at += RULE_PATTERN.length;
  buf.copyWithin(at, src, src + n);
  at += n;
  // The edit most often starts where the finding does (a rule line's key starts it).
  if (editFrom === 0) {
    buf.set(RULE_FIX_AT_0, at);
    at += RULE_FIX_AT_0.length;
  } else {
    buf.set(RULE_FIX, at);
    at += RULE_FIX.length;
    at = writeInt(buf, at, editFrom);
    buf[at++] = 0x2c;
  }
  at = writeInt(buf, at, editTo);
  buf.set(RULE_TAIL, at);
  return at + RULE_TAIL.length;
}

/**
 * Writes `v` in decimal at `at` (room made by the caller); returns where it ends. The
 * numbers of a compact finding are line numbers and offsets, and offsets from its start:
 * integers from -(2³¹ - 1) to 2³¹ - 1. Integer steps only (`(x - x % 10) / 10`, exact):
 * before the JIT has compiled this, a division with a fraction makes a heap number each
 * time, 0.8 MB of them for the bench file.
 */
function writeInt(buf: Uint8Array, at: number, v: number): number {
  if (v < 0) {
    buf[at] = 0x2d;
    return writeInt(buf, at + 1, -v);
  }
  const end = at + (v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : v < 10000 ? 4 : v < 100000 ? 5 : v < 1000000 ? 6 : v < 10000000 ? 7 : v < 100000000 ? 8 : v < 1000000000 ? 9 : 10);
  let k = end;
  let x = v;
  do {
    const digit = x % 10;
    buf[--k] = 0x30 + digit;
    x = (x - digit) / 10;
  } while (x > 0);
  return end;
}

/**
 * The JSON of `details` written as UTF-8 bytes into one growing buffer, exactly the bytes
 * `JSON.stringify` then `TextEncoder` give: the entries of compact findings (`RuleFinding`,
 * the thousands of a file of repeated rules) written out, with no object or string made for
 * each; any other entry through `JSON.stringify`. In a fresh process, the 500 KiB bench
 * file's 7,843 compact findings took 16–22 ms packed as objects stringified, 11–13 ms so.
 */
class DetailWriter {
  private buf: Uint8Array;
  private at = 1;

  constructor(count: number) {
    this.buf = new Uint8Array(64 + count * 64);
    this.buf[0] = 0x5b;
  }

  /** Room for `extra` more bytes. */
  private room(extra: number): void {
    if (this.at + extra <= this.buf.length) return;
    const grown = new Uint8Array(Math.max(this.at + extra, this.buf.length * 2));
    grown.set(this.buf.subarray(0, this.at));
    this.buf = grown;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.at++] = b;
  }

  /** Text as UTF-8 (JSON already). */
  private text(s: string): void {
    this.room(s.length * 3);
    const { written } = (encoder ??= new TextEncoder()).encodeInto(s, this.buf.subarray(this.at));
    this.at += written;
  }

  /**
   * The entries of the compact findings `list[from…]` (up to the first other one), each
   * after a comma but the list's first, written out in one loop: the patterns encoded
   * together once and each copied in place (no call a character), the numbers written digit
   * by digit. Returns the index of the first finding not written.
   */
  ruleFindings(list: readonly Diagnostic[], from: number): number {
    let end = from;
    while (end < list.length && list[end] instanceof RuleFinding) end++;
    const count = end - from;
    if (count === 0) return from;
    const patterns = new Array<string>(count);
    for (let i = from; i < end; i++) patterns[i - from] = (list[i] as RuleFinding).pattern;
    const joined = patterns.join("\n");
    if (NEEDS_ESCAPE.test(joined)) return this.ruleFindingsSlow(list, from, end);
    // The patterns' bytes (one a character) at the end of the buffer, each copied from there.
    this.room(count * 72 + joined.length * 2);
    const buf = this.buf;
    let src = buf.length - joined.length;
    (encoder ??= new TextEncoder()).encodeInto(joined, buf.subarray(src));
    let at = this.at;
    for (let i = from; i < end; i++) {
      const d = list[i] as RuleFinding;
      const n = d.pattern.length;
      if (i > 0) buf[at++] = 0x2c;
      at = writeRuleEntry(buf, at, d.by, src, n, d.editFrom - d.from, d.editTo - d.from);
      src += n + 1;
    }
    this.at = at;
    return end;
  }

  /**
   * The entries of rows `from` to `end` (exclusive), each after a comma when `comma` or not
   * the first: `ruleFindings` read from the rows' arrays (the same bytes as their findings').
   */
  ruleRows(rows: RuleRows, from: number, end: number, comma: boolean): void {
    const count = end - from;
    const joined = (from === 0 && end === rows.patterns.length ? rows.patterns : rows.patterns.slice(from, end)).join("\n");
    if (NEEDS_ESCAPE.test(joined)) {
      for (let r = from; r < end; r++) {
        if (comma || r > from) this.byte(0x2c);
        const at = rows.spans[r * 3];
        this.json([{ by: rows.by[r], pattern: rows.patterns[r] }, [0, 0, rows.edit[r * 2] - at, rows.edit[r * 2 + 1] - at, ""]]);
      }
      return;
    }
    this.room(count * 72 + joined.length * 2);
    const buf = this.buf;
    let src = buf.length - joined.length;
    (encoder ??= new TextEncoder()).encodeInto(joined, buf.subarray(src));
    const spans = rows.spans;
    const edit = rows.edit;
    const by = rows.by;
    const patterns = rows.patterns;
    let at = this.at;
    for (let r = from; r < end; r++) {
      const n = patterns[r].length;
      if (comma || r > from) buf[at++] = 0x2c;
      const start = spans[r * 3];
      at = writeRuleEntry(buf, at, by[r], src, n, edit[r * 2] - start, edit[r * 2 + 1] - start);
      src += n + 1;
    }
    this.at = at;
  }

  /** `ruleFindings` of `list[from, end)` where some pattern needs escaping: each entry through JSON.stringify. */
  private ruleFindingsSlow(list: readonly Diagnostic[], from: number, end: number): number {
    for (let i = from; i < end; i++) {
      if (i > 0) this.byte(0x2c);
      this.json(detailOf(list[i]));
    }
    return end;
  }

  json(detail: PackedDetail): void {
    this.text(JSON.stringify(detail));
  }

  /**
   * The bytes, closed: a view of the buffer, not a copy (the buffer is transferred whole; the
   * copy of the 500 KiB bench file's 450 KB took a fresh worker 1–2 ms).
   */
  done(): Uint8Array {
    this.byte(0x5d);
    return this.buf.subarray(0, this.at);
  }
}

type Details = [Record<string, Param>, Fix[]];

const NO_DETAILS: Details = [{}, []];

/** The details of a packed list, parsed once on first use and unfolded per diagnostic when read. */
class DetailStore {
  private parsed: PackedDetail[] | null = null;
  private readonly unfolded: (Details | undefined)[] = [];
  constructor(private readonly json: Uint8Array) {}
  /** The details of the `i`-th diagnostic, of code `code`, starting at `at`. */
  get(i: number, code: string, at: number): Details {
    let details = this.unfolded[i];
    if (details === undefined) {
      const packed = (this.parsed ??= JSON.parse((decoder ??= new TextDecoder()).decode(this.json)) as PackedDetail[])[i];
      details = packed === 0 ? NO_DETAILS : unfold(packed, code, at);
      this.unfolded[i] = details;
    }
    return details;
  }
}

/** A packed detail back as parameters and fixes; `at` is its diagnostic's `from`. */
function unfold([params, ...fixes]: Exclude<PackedDetail, 0>, code: string, at: number): Details {
  return [
    params === 0 ? {} : params,
    fixes.map((flat) => {
      const edits: TextEdit[] = [];
      for (let k = 2; k < flat.length; k += 3) edits.push({ from: at + (flat[k] as number), to: at + (flat[k + 1] as number), insert: flat[k + 2] as string });
      return { code: flat[0] === 0 ? code : (flat[0] as string), params: flat[1] === 0 ? {} : (flat[1] as Record<string, Param>), edits };
    }),
  ];
}

/** A diagnostic of a packed list: span and kind at hand, the rest decoded when read. */
class PackedDiagnostic implements Diagnostic {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly line: number,
    readonly severity: Severity,
    readonly code: string,
    readonly engines: Diagnostic["engines"],
    private readonly store: DetailStore,
    private readonly index: number,
  ) {}
  get params(): Record<string, Param> {
    return this.store.get(this.index, this.code, this.from)[0];
  }
  get fixes(): Fix[] {
    return this.store.get(this.index, this.code, this.from)[1];
  }
}

/** How many diagnostics a packed list holds. */
export function packedCount(packed: PackedDiagnostics): number {
  return packed.kinds.length / 3;
}

/** The detail store of each packed list: its JSON is parsed at most once, whoever reads it. */
const stores = new WeakMap<PackedDiagnostics, DetailStore>();

function storeOf(packed: PackedDiagnostics): DetailStore {
  let store = stores.get(packed);
  if (store === undefined) stores.set(packed, (store = new DetailStore(packed.details)));
  return store;
}

/** The diagnostics of a packed list, with parameters and fixes decoded on first use. */
export function unpackDiagnostics(packed: PackedDiagnostics): Diagnostic[] {
  const { spans, kinds, codes, engineLists } = packed;
  const store = storeOf(packed);
  const out: Diagnostic[] = [];
  for (let i = 0; i < kinds.length / 3; i++) {
    out.push(new PackedDiagnostic(spans[i * 3], spans[i * 3 + 1], spans[i * 3 + 2], SEVERITIES[kinds[i * 3]], codes[kinds[i * 3 + 1]], engineLists[kinds[i * 3 + 2]], store, i));
  }
  return out;
}

/** The `i`-th diagnostic of a packed list alone (its details shared with `unpackDiagnostics`' of the same list). */
export function unpackDiagnostic(packed: PackedDiagnostics, i: number): Diagnostic {
  const { spans, kinds, codes, engineLists } = packed;
  return new PackedDiagnostic(spans[i * 3], spans[i * 3 + 1], spans[i * 3 + 2], SEVERITIES[kinds[i * 3]], codes[kinds[i * 3 + 1]], engineLists[kinds[i * 3 + 2]], storeOf(packed), i);
}

/** A packed finding's span and kind, without its details. */
export interface PackedSpan {
  from: number;
  to: number;
  severity: Severity;
  code: string;
}

/**
 * The spans and kinds of the packed findings that start on lines `first` to `last` (1-based),
 * or null when there are more than `max`: nothing of their details is read.
 */
export function packedSpansOnLines(packed: PackedDiagnostics, first: number, last: number, max: number): PackedSpan[] | null {
  const { spans, kinds, codes } = packed;
  const out: PackedSpan[] = [];
  for (let i = 0; i < kinds.length / 3; i++) {
    const line = spans[i * 3 + 2];
    if (line < first || line > last) continue;
    if (out.length === max) return null;
    out.push({ from: spans[i * 3], to: spans[i * 3 + 1], severity: SEVERITIES[kinds[i * 3]], code: codes[kinds[i * 3 + 1]] });
  }
  return out;
}
