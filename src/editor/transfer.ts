/**
 * A compact form of lint diagnostics for posting from the lint worker: spans and kinds in
 * typed arrays and the parameters and fixes as one JSON text in UTF-8 bytes, all transferred
 * (not copied), the JSON read only when a diagnostic is first shown. Thousands of findings
 * then cost the page almost nothing to receive (a 520 KB string posted as a string took the
 * page 2–4.5 ms to receive in Chromium, as bytes 0.1 ms), and the first one shown parses
 * half the JSON it once did.
 */
import { RuleFinding } from "../core/lint.ts";
import type { Diagnostic, Fix, Param, Severity, TextEdit } from "../core/types.ts";

/** Diagnostics packed for `postMessage`. */
export interface PackedDiagnostics {
  /** `from`, `to`, `line` of each diagnostic. */
  spans: Int32Array;
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
   * diagnostic's own), params or 0, from, to, insert, from, to, insert, …]`. Flat and with
   * nothing repeated, it is about half the size of the objects and quicker to write.
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

/** A fix flattened (see `PackedDiagnostics.details`); `code` is its diagnostic's. */
function packFix(fix: Fix, code: string): PackedFix {
  const own = fix.code === code ? 0 : fix.code;
  const params = isEmpty(fix.params) ? 0 : fix.params;
  const edits = fix.edits;
  if (edits.length === 1) return [own, params, edits[0].from, edits[0].to, edits[0].insert];
  const flat: PackedFix = [own, params];
  for (let k = 0; k < edits.length; k++) flat.push(edits[k].from, edits[k].to, edits[k].insert);
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
  const kinds = new Uint16Array(n * 3);
  const codes: string[] = [];
  const engineLists: Diagnostic["engines"][] = [];
  const details: PackedDetail[] = new Array<PackedDetail>(n);
  // With pieces: each entry's JSON, joined as JSON.stringify joins an array's.
  const written: string[] | null = pieces ? new Array<string>(n) : null;
  let lastCode = "";
  let c = -1;
  let lastEngines: Diagnostic["engines"] | null = null;
  let lastSeverity: Severity | null = null;
  let severity = -1;
  let e = -1;
  let ordered = true;
  let longest = 0;
  for (let i = 0; i < n; i++) {
    const d = diagnostics[i];
    spans[i * 3] = d.from;
    spans[i * 3 + 1] = d.to;
    spans[i * 3 + 2] = d.line;
    if (i > 0 && d.from < diagnostics[i - 1].from) ordered = false;
    if (d.to - d.from > longest) longest = d.to - d.from;
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
    if (written !== null) {
      const piece = pieces!.get(d);
      if (piece !== undefined) {
        written[i] = piece;
        continue;
      }
    }
    // A compact finding's entry, as its plain form's would be: its parameters, then its
    // one fix (its own code, no parameters) of one edit deleting its line. Made as objects
    // and stringified with the others: thousands of them are packed faster so than as flat
    // arrays rewritten by a regular expression afterwards, or as strings joined (a fresh
    // process, 7,843 findings: 12-16 ms against 18-28 ms and 17-22 ms).
    if (d instanceof RuleFinding) details[i] = [{ by: d.by, pattern: d.pattern }, [0, 0, d.editFrom, d.editTo, ""]];
    else {
      const hasParams = !isEmpty(d.params);
      const fixes = d.fixes;
      if (!hasParams && fixes.length === 0) details[i] = 0;
      // Most findings have one fix of one edit: arrays made at their size, not grown.
      else if (fixes.length === 1) details[i] = [hasParams ? d.params : 0, packFix(fixes[0], d.code)];
      else {
        const detail: PackedDetail = [hasParams ? d.params : 0];
        for (let f = 0; f < fixes.length; f++) detail.push(packFix(fixes[f], d.code));
        details[i] = detail;
      }
    }
    if (written !== null) {
      written[i] = JSON.stringify(details[i]);
      pieces!.set(d, written[i]);
    }
  }
  const json = written !== null ? `[${written.join(",")}]` : JSON.stringify(details);
  const bytes = (encoder ??= new TextEncoder()).encode(json);
  return {
    packed: { spans, kinds, codes, engineLists, ordered, longest, details: bytes },
    transferables: [spans.buffer as ArrayBuffer, kinds.buffer as ArrayBuffer, bytes.buffer as ArrayBuffer],
  };
}

type Details = [Record<string, Param>, Fix[]];

const NO_DETAILS: Details = [{}, []];

/** The details of a packed list, parsed once on first use and unfolded per diagnostic when read. */
class DetailStore {
  private parsed: PackedDetail[] | null = null;
  private readonly unfolded: (Details | undefined)[] = [];
  constructor(private readonly json: Uint8Array) {}
  get(i: number, code: string): Details {
    let details = this.unfolded[i];
    if (details === undefined) {
      const packed = (this.parsed ??= JSON.parse((decoder ??= new TextDecoder()).decode(this.json)) as PackedDetail[])[i];
      details = packed === 0 ? NO_DETAILS : unfold(packed, code);
      this.unfolded[i] = details;
    }
    return details;
  }
}

/** A packed detail back as parameters and fixes. */
function unfold([params, ...fixes]: Exclude<PackedDetail, 0>, code: string): Details {
  return [
    params === 0 ? {} : params,
    fixes.map((flat) => {
      const edits: TextEdit[] = [];
      for (let k = 2; k < flat.length; k += 3) edits.push({ from: flat[k] as number, to: flat[k + 1] as number, insert: flat[k + 2] as string });
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
    return this.store.get(this.index, this.code)[0];
  }
  get fixes(): Fix[] {
    return this.store.get(this.index, this.code)[1];
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
