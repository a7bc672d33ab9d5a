/**
 * A compact form of lint diagnostics for posting from the lint worker: spans and kinds in
 * typed arrays (transferred, not copied) and the parameters and fixes as one JSON string
 * read only when a diagnostic is first shown. Thousands of findings then cost the page
 * almost nothing to receive, and the first one shown parses half the JSON it once did.
 */
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
  /**
   * JSON of one entry per diagnostic, in order: 0 when it has no parameters and no fix,
   * else `[params or 0, ...fixes]` with each fix flattened to `[code or 0 (the
   * diagnostic's own), params or 0, from, to, insert, from, to, insert, …]`. Flat and with
   * nothing repeated, it is about half the size of the objects and quicker to write.
   */
  details: string;
}

const SEVERITIES: readonly Severity[] = ["info", "warning", "error"];

type PackedFix = (string | number | Record<string, Param>)[];
type PackedDetail = 0 | [Record<string, Param> | 0, ...PackedFix[]];

const isEmpty = (o: Record<string, unknown>) => {
  for (const _ in o) return false;
  return true;
};

/** Packs diagnostics; `transferables` lists the buffers to transfer. */
export function packDiagnostics(diagnostics: readonly Diagnostic[]): { packed: PackedDiagnostics; transferables: ArrayBuffer[] } {
  const spans = new Int32Array(diagnostics.length * 3);
  const kinds = new Uint16Array(diagnostics.length * 3);
  const codes: string[] = [];
  const codeIndex = new Map<string, number>();
  const engineLists: Diagnostic["engines"][] = [];
  const engineIndex = new Map<string, number>();
  const details: PackedDetail[] = [];
  diagnostics.forEach((d, i) => {
    spans[i * 3] = d.from;
    spans[i * 3 + 1] = d.to;
    spans[i * 3 + 2] = d.line;
    let c = codeIndex.get(d.code);
    if (c === undefined) {
      c = codes.push(d.code) - 1;
      codeIndex.set(d.code, c);
    }
    const engineKey = d.engines.join(",");
    let e = engineIndex.get(engineKey);
    if (e === undefined) {
      e = engineLists.push(d.engines) - 1;
      engineIndex.set(engineKey, e);
    }
    kinds[i * 3] = SEVERITIES.indexOf(d.severity);
    kinds[i * 3 + 1] = c;
    kinds[i * 3 + 2] = e;
    const hasParams = !isEmpty(d.params);
    if (!hasParams && d.fixes.length === 0) {
      details.push(0);
      return;
    }
    const detail: PackedDetail = [hasParams ? d.params : 0];
    for (const fix of d.fixes) {
      const flat: PackedFix = [fix.code === d.code ? 0 : fix.code, isEmpty(fix.params) ? 0 : fix.params];
      for (const edit of fix.edits) flat.push(edit.from, edit.to, edit.insert);
      detail.push(flat);
    }
    details.push(detail);
  });
  return {
    packed: { spans, kinds, codes, engineLists, details: JSON.stringify(details) },
    transferables: [spans.buffer as ArrayBuffer, kinds.buffer as ArrayBuffer],
  };
}

type Details = [Record<string, Param>, Fix[]];

const NO_DETAILS: Details = [{}, []];

/** The details of a packed list, parsed once on first use and unfolded per diagnostic when read. */
class DetailStore {
  private parsed: PackedDetail[] | null = null;
  private readonly unfolded: (Details | undefined)[] = [];
  constructor(private readonly json: string) {}
  get(i: number, code: string): Details {
    let details = this.unfolded[i];
    if (details === undefined) {
      const packed = (this.parsed ??= JSON.parse(this.json) as PackedDetail[])[i];
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

/** The diagnostics of a packed list, with parameters and fixes decoded on first use. */
export function unpackDiagnostics(packed: PackedDiagnostics): Diagnostic[] {
  const { spans, kinds, codes, engineLists } = packed;
  const store = new DetailStore(packed.details);
  const out: Diagnostic[] = [];
  for (let i = 0; i < kinds.length / 3; i++) {
    out.push(new PackedDiagnostic(spans[i * 3], spans[i * 3 + 1], spans[i * 3 + 2], SEVERITIES[kinds[i * 3]], codes[kinds[i * 3 + 1]], engineLists[kinds[i * 3 + 2]], store, i));
  }
  return out;
}
