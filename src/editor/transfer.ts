/**
 * A compact form of lint diagnostics for posting from the lint worker: spans and kinds in
 * typed arrays (transferred, not copied) and the parameters and fixes as one JSON string
 * read only when a diagnostic is first shown. Thousands of findings then cost the page
 * almost nothing to receive.
 */
import type { Diagnostic, Fix, Param, Severity } from "../core/types.ts";

/** Diagnostics packed for `postMessage`. */
export interface PackedDiagnostics {
  /** `from`, `to`, `line` of each diagnostic. */
  spans: Int32Array;
  /** Severity index and code index of each diagnostic. */
  kinds: Uint16Array;
  codes: string[];
  /** JSON of `[params, fixes, engines][]`, in order. */
  details: string;
}

const SEVERITIES: readonly Severity[] = ["info", "warning", "error"];

/** Packs diagnostics; `transferables` lists the buffers to transfer. */
export function packDiagnostics(diagnostics: readonly Diagnostic[]): { packed: PackedDiagnostics; transferables: ArrayBuffer[] } {
  const spans = new Int32Array(diagnostics.length * 3);
  const kinds = new Uint16Array(diagnostics.length * 2);
  const codes: string[] = [];
  const codeIndex = new Map<string, number>();
  const details: unknown[] = [];
  diagnostics.forEach((d, i) => {
    spans[i * 3] = d.from;
    spans[i * 3 + 1] = d.to;
    spans[i * 3 + 2] = d.line;
    let c = codeIndex.get(d.code);
    if (c === undefined) {
      c = codes.push(d.code) - 1;
      codeIndex.set(d.code, c);
    }
    kinds[i * 2] = SEVERITIES.indexOf(d.severity);
    kinds[i * 2 + 1] = c;
    details.push([d.params, d.fixes, d.engines]);
  });
  return {
    packed: { spans, kinds, codes, details: JSON.stringify(details) },
    transferables: [spans.buffer as ArrayBuffer, kinds.buffer as ArrayBuffer],
  };
}

type Details = [Record<string, Param>, Fix[], Diagnostic["engines"]];

/** The details of a packed list, parsed once on first use. */
class DetailStore {
  private parsed: Details[] | null = null;
  constructor(private readonly json: string) {}
  get(i: number): Details {
    return (this.parsed ??= JSON.parse(this.json) as Details[])[i];
  }
}

/** A diagnostic of a packed list: span and kind at hand, the rest decoded when read. */
class PackedDiagnostic implements Diagnostic {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly line: number,
    readonly severity: Severity,
    readonly code: string,
    private readonly store: DetailStore,
    private readonly index: number,
  ) {}
  get params(): Record<string, Param> {
    return this.store.get(this.index)[0];
  }
  get fixes(): Fix[] {
    return this.store.get(this.index)[1];
  }
  get engines(): Diagnostic["engines"] {
    return this.store.get(this.index)[2];
  }
}

/** The diagnostics of a packed list, with parameters and fixes decoded on first use. */
export function unpackDiagnostics(packed: PackedDiagnostics): Diagnostic[] {
  const store = new DetailStore(packed.details);
  const out: Diagnostic[] = [];
  const { spans, kinds, codes } = packed;
  for (let i = 0; i < kinds.length / 2; i++) {
    out.push(new PackedDiagnostic(spans[i * 3], spans[i * 3 + 1], spans[i * 3 + 2], SEVERITIES[kinds[i * 2]], codes[kinds[i * 2 + 1]], store, i));
  }
  return out;
}
