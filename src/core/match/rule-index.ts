/** The rule index: candidate rules for a path in a constant number of scans. */
import { type CompiledPattern, type StepCounter } from "../pattern.ts";
import type { IRule } from "./rules.ts";

/**
 * Rules indexed by a literal piece every matching path must contain, so a URL visits only the
 * rules that can match it: the literal prefix (found with a rolling hash of each path prefix),
 * the literal suffix of a `$`-anchored pattern (rolling hash of each path suffix), or a
 * trigram of a literal segment between stars (hash of each path trigram). A path is scanned a
 * constant number of times whatever the number of rules.
 */
export class RuleIndex {
  private readonly prefix = new Map<number, IRule[]>();
  private readonly suffix = new Map<number, IRule[]>();
  private readonly infix = new Map<number, IRule[]>();
  private readonly prefixLengths: Uint8Array;
  private readonly suffixLengths: Uint8Array;
  private readonly maxPrefix: number;
  private readonly maxSuffix: number;
  private readonly stamps: Uint32Array;
  /** Scratch: the rolling hash of each path prefix (or suffix) length. */
  private readonly hashes: Int32Array;
  private stamp = 0;

  constructor(readonly rules: IRule[]) {
    let maxPrefix = 0;
    let maxSuffix = 0;
    const keys: { kind: 0 | 1 | 2; key: string }[] = [];
    for (const r of rules) {
      const k = indexKey(r.compiled, this.infix);
      keys.push(k);
      if (k.kind === 0) maxPrefix = Math.max(maxPrefix, k.key.length);
      else if (k.kind === 1) maxSuffix = Math.max(maxSuffix, k.key.length);
      else addTo(this.infix, hashString(k.key, 0, 3), r);
    }
    this.maxPrefix = maxPrefix;
    this.maxSuffix = maxSuffix;
    this.prefixLengths = new Uint8Array(maxPrefix + 1);
    this.suffixLengths = new Uint8Array(maxSuffix + 1);
    rules.forEach((r, i) => {
      const { kind, key } = keys[i];
      if (kind === 0) {
        this.prefixLengths[key.length] = 1;
        addTo(this.prefix, hashString(key, 0, key.length), r);
      } else if (kind === 1) {
        this.suffixLengths[key.length] = 1;
        addTo(this.suffix, hashReverse(key, key.length), r);
      }
    });
    this.stamps = new Uint32Array(rules.length);
    this.hashes = new Int32Array(Math.max(maxPrefix, maxSuffix) + 1);
    rules.forEach((r, i) => (r.slot = i));
    // Highest priority first in every bucket (stable: equal priorities keep file order).
    for (const map of [this.prefix, this.suffix, this.infix]) for (const b of map.values()) b.sort((x, y) => y.priority - x.priority);
  }

  /**
   * Hands `sink` each rule the path may match (its index key occurs where it must), once.
   * Buckets are sorted by priority, highest first, and literal prefixes and suffixes are tried
   * longest first, so a sink that raises its `floor` (rules below it cannot change its
   * outcome) skips the rest of a bucket, and usually most buckets, unvisited.
   */
  scan(path: string, sink: CandidateSink, counter?: StepCounter): void {
    const n = path.length;
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const stamps = this.stamps;
    let work = 0;
    // Literal prefixes: every prefix length some rule has, longest first.
    if (this.prefix.size > 0) {
      const limit = Math.min(n, this.maxPrefix);
      const hashes = this.hashes;
      let h = 0;
      for (let i = 0; i < limit; i++) {
        hashes[i] = h;
        h = (Math.imul(h, 31) + path.charCodeAt(i)) | 0;
      }
      hashes[limit] = h;
      work += limit;
      for (let i = limit; i >= 0; i--) {
        if (this.prefixLengths[i] !== 1) continue;
        const b = this.prefix.get(hashes[i]);
        if (!b) continue;
        for (let j = 0; j < b.length; j++) {
          const r = b[j];
          work++;
          if (r.priority < sink.floor) break;
          if (r.compiled.prefix.length !== i || stamps[r.slot] === stamp) continue;
          stamps[r.slot] = stamp;
          sink.take(r);
        }
      }
    }
    // Anchored suffixes, hashed from the end of the path, longest first.
    if (this.suffix.size > 0) {
      const limit = Math.min(n, this.maxSuffix);
      const hashes = this.hashes;
      let h = 0;
      for (let i = 0; i < limit; i++) {
        hashes[i] = h;
        h = (Math.imul(h, 31) + path.charCodeAt(n - 1 - i)) | 0;
      }
      hashes[limit] = h;
      work += limit;
      for (let i = limit; i > 0; i--) {
        if (this.suffixLengths[i] !== 1) continue;
        const b = this.suffix.get(hashes[i]);
        if (!b) continue;
        for (let j = 0; j < b.length; j++) {
          const r = b[j];
          work++;
          if (r.priority < sink.floor) break;
          if (stamps[r.slot] === stamp) continue;
          stamps[r.slot] = stamp;
          sink.take(r);
        }
      }
    }
    // Trigrams of segments between stars.
    if (this.infix.size > 0 && n >= 3) {
      for (let i = 0; i + 3 <= n; i++) {
        const h3 = (Math.imul(Math.imul(path.charCodeAt(i), 31) + path.charCodeAt(i + 1), 31) + path.charCodeAt(i + 2)) | 0;
        const b = this.infix.get(h3);
        if (!b) continue;
        for (let j = 0; j < b.length; j++) {
          const r = b[j];
          work++;
          if (r.priority < sink.floor) break;
          if (stamps[r.slot] === stamp) continue;
          stamps[r.slot] = stamp;
          sink.take(r);
        }
      }
      work += n;
    }
    if (counter) counter.steps += work;
  }
}

/** What {@link RuleIndex.scan} hands candidates to. */
export interface CandidateSink {
  /** Rules of lower priority cannot change the sink's outcome: the scan may skip them (-Infinity: none). */
  floor: number;
  take(r: IRule): void;
}

function addTo(map: Map<number, IRule[]>, h: number, r: IRule): void {
  const b = map.get(h);
  if (b) b.push(r);
  else map.set(h, [r]);
}

/**
 * The piece a rule is indexed by: 0 = its literal prefix, 1 = the literal suffix of an anchored
 * pattern, 2 = a trigram of its longest middle segment (the least used one so far).
 */
function indexKey(p: CompiledPattern, infix: Map<number, IRule[]>): { kind: 0 | 1 | 2; key: string } {
  if (!p.hasWildcard || p.prefix.length >= 4) return { kind: 0, key: p.prefix };
  const last = p.rest.length > 0 ? p.rest[p.rest.length - 1] : "";
  if (p.anchored && last.length >= 3 && last.length > p.prefix.length) return { kind: 1, key: last };
  let longest = "";
  for (const seg of p.rest) if (seg.length > longest.length) longest = seg;
  if (longest.length >= 3 && longest.length > p.prefix.length) {
    let best = longest.slice(0, 3);
    let bestSize = Infinity;
    for (let i = 0; i + 3 <= longest.length; i++) {
      const size = infix.get(hashString(longest, i, i + 3))?.length ?? 0;
      if (size < bestSize) {
        bestSize = size;
        best = longest.slice(i, i + 3);
      }
    }
    return { kind: 2, key: best };
  }
  return { kind: 0, key: p.prefix };
}

function hashString(s: string, from: number, to: number): number {
  let h = 0;
  for (let i = from; i < to; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

function hashReverse(s: string, n: number): number {
  let h = 0;
  for (let i = 0; i < n; i++) h = (Math.imul(h, 31) + s.charCodeAt(s.length - 1 - i)) | 0;
  return h;
}
