/**
 * The lint worker's packing of an answer that begins as its last one did: a keystroke leaves
 * the findings before it as they were (the same objects, lint-phases.ts), and the 500 KiB
 * bench file has 7,843 of them, all before the typed line. Those are copied from the last
 * packed answer (spans, reaches, kinds and the UTF-8 JSON of their details, up to where the first
 * changed finding starts) and only the rest is packed (`packDiagnostics`); the result unpacks to the
 * same findings as packing the whole list afresh.
 */
import { utf8Length } from "../core/parse.ts";
import type { Diagnostic } from "../core/types.ts";
import { packDiagnostics, type PackedDiagnostics } from "./transfer.ts";

/** What the last packing left for the next one (its typed arrays are copies: the answer's are transferred). */
export interface PackMemo {
  list: readonly Diagnostic[];
  spans: Int32Array;
  reach: Int32Array;
  kinds: Uint16Array;
  codes: string[];
  engineLists: Diagnostic["engines"][];
  details: Uint8Array;
  /** Where each entry of `details` ends (the byte after it). */
  ends: Int32Array;
  /** The longest span among the first i + 1 findings, at i. */
  longestTo: Int32Array;
  /** The first i whose finding starts before the one before it (the list's length: none). */
  disorderAt: number;
  /** Steps, for tests: entries taken from the last packing, and entries packed. */
  reused: number;
  packed: number;
}

/** A memo holding nothing yet. */
export function newPackMemo(): PackMemo {
  return { list: [], spans: new Int32Array(0), reach: new Int32Array(0), kinds: new Uint16Array(0), codes: [], engineLists: [], details: new Uint8Array(0), ends: new Int32Array(0), longestTo: new Int32Array(0), disorderAt: 0, reused: 0, packed: 0 };
}

const sameEngines = (a: Diagnostic["engines"], b: Diagnostic["engines"]) => a === b || (a.length === b.length && a.every((e, i) => e === b[i]));

/**
 * Packs `diagnostics` as `packDiagnostics(diagnostics, pieces)` does, taking the findings it
 * shares with the start of the last list packed with `memo` from that packing; updates `memo`.
 */
export function packWithMemo(diagnostics: readonly Diagnostic[], pieces: WeakMap<Diagnostic, string>, memo: PackMemo): { packed: PackedDiagnostics; transferables: ArrayBuffer[] } {
  const n = diagnostics.length;
  const last = memo.list;
  let k = 0;
  const most = Math.min(n, last.length);
  while (k < most && diagnostics[k] === last[k]) k++;
  const rest = k === 0 ? diagnostics : diagnostics.slice(k);
  const own = packDiagnostics(rest, pieces).packed;
  memo.reused += k;
  memo.packed += rest.length;
  let packed: PackedDiagnostics;
  if (k === 0) packed = own;
  else {
    const codes = memo.codes.slice();
    const engineLists = memo.engineLists.slice();
    const codeAt = own.codes.map((code) => {
      const at = codes.indexOf(code);
      return at >= 0 ? at : codes.push(code) - 1;
    });
    const listAt = own.engineLists.map((list) => {
      const at = engineLists.findIndex((l) => sameEngines(l, list));
      return at >= 0 ? at : engineLists.push(list) - 1;
    });
    const spans = new Int32Array(n * 3);
    spans.set(memo.spans.subarray(0, k * 3));
    spans.set(own.spans, k * 3);
    const reach = new Int32Array(n * 2);
    reach.set(memo.reach.subarray(0, k * 2));
    reach.set(own.reach, k * 2);
    const kinds = new Uint16Array(n * 3);
    kinds.set(memo.kinds.subarray(0, k * 3));
    for (let i = 0; i < rest.length; i++) {
      kinds[(k + i) * 3] = own.kinds[i * 3];
      kinds[(k + i) * 3 + 1] = codeAt[own.kinds[i * 3 + 1]];
      kinds[(k + i) * 3 + 2] = listAt[own.kinds[i * 3 + 2]];
    }
    // "[" and the first k entries, then "]" or "," and the rest's entries (its JSON without its "[").
    const head = memo.ends[k - 1];
    const details = new Uint8Array(rest.length === 0 ? head + 1 : head + own.details.length);
    details.set(memo.details.subarray(0, head));
    if (rest.length === 0) details[head] = 0x5d;
    else {
      details[head] = 0x2c;
      details.set(own.details.subarray(1), head + 1);
    }
    const ordered = memo.disorderAt >= k && own.ordered && (rest.length === 0 || rest[0].from >= diagnostics[k - 1].from);
    packed = { spans, reach, kinds, codes, engineLists, ordered, longest: Math.max(memo.longestTo[k - 1], own.longest), details };
  }
  // The next packing's memo: copies of the arrays, and where each entry ends.
  const ends = new Int32Array(n);
  if (k > 0) ends.set(memo.ends.subarray(0, k));
  let at = k > 0 ? ends[k - 1] : 0;
  for (let i = k; i < n; i++) {
    const piece = pieces.get(diagnostics[i])!;
    at += 1 + utf8Length(piece);
    ends[i] = at;
  }
  const longestTo = new Int32Array(n);
  if (k > 0) longestTo.set(memo.longestTo.subarray(0, k));
  let disorderAt = k > 0 && memo.disorderAt < k ? memo.disorderAt : n;
  for (let i = k; i < n; i++) {
    const d = diagnostics[i];
    longestTo[i] = Math.max(i > 0 ? longestTo[i - 1] : 0, d.to - d.from);
    if (disorderAt === n && i > 0 && d.from < diagnostics[i - 1].from) disorderAt = i;
  }
  memo.longestTo = longestTo;
  memo.disorderAt = disorderAt;
  memo.list = diagnostics;
  memo.spans = packed.spans.slice();
  memo.reach = packed.reach.slice();
  memo.kinds = packed.kinds.slice();
  memo.codes = packed.codes;
  memo.engineLists = packed.engineLists;
  memo.details = packed.details.slice();
  memo.ends = ends;
  return { packed, transferables: [packed.spans.buffer as ArrayBuffer, packed.reach.buffer as ArrayBuffer, packed.kinds.buffer as ArrayBuffer, packed.details.buffer as ArrayBuffer] };
}
