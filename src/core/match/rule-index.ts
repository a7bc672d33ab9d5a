/** The rule index: candidate rules for a path in a constant number of scans. */
import { type CompiledPattern, type StepCounter } from "../pattern.ts";
import type { IRule } from "./rules.ts";

/**
 * Rules indexed by a literal piece every matching path must contain, so a URL visits only the
 * rules that can match it: the literal prefix (a trie walked from the path's first character),
 * the literal suffix of a `$`-anchored pattern (a trie walked back from its last character), or
 * a trigram of a literal segment between stars (a trie of depth 3 walked from each position).
 * A path is scanned a constant number of times whatever the number of rules; the walks stop
 * where no key continues, and nothing is allocated per path.
 *
 * Each bucket (the rules of one key) is sorted by rank, highest first: the rule's priority
 * under longest match, its file order reversed under first match. A sink that raises its
 * `floor` (rules ranked below it cannot change its outcome) skips the rest of a bucket, and a
 * whole trie when none of its rules ranks that high.
 */
export class RuleIndex implements CandidateSource {
  private readonly prefix: KeyTrie;
  private readonly suffix: KeyTrie;
  private readonly infix: KeyTrie;
  /** Scratch: the nodes with rules met on a walk, in depth order. */
  private readonly found: Int32Array;
  /** Infix buckets can be met more than once on a path: each rule is handed over once. */
  private readonly stamps: Uint32Array;
  private stamp = 0;

  constructor(readonly rules: IRule[]) {
    const prefixRules: IRule[] = [];
    const prefixKeys: string[] = [];
    const suffixRules: IRule[] = [];
    const suffixKeys: string[] = [];
    const infixRules: IRule[] = [];
    const infixKeys: string[] = [];
    /** How many infix rules each trigram holds so far, to spread them. */
    const infixSizes = new Map<string, number>();
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i];
      r.slot = i;
      const p = r.compiled;
      const kind = indexKind(p);
      if (kind === 0) {
        prefixRules.push(r);
        prefixKeys.push(p.prefix);
      } else if (kind === 1) {
        suffixRules.push(r);
        suffixKeys.push(p.rest[p.rest.length - 1]);
      } else {
        const key = leastUsedTrigram(longestSegment(p), infixSizes);
        infixSizes.set(key, (infixSizes.get(key) ?? 0) + 1);
        infixRules.push(r);
        infixKeys.push(key);
      }
    }
    this.prefix = new KeyTrie(prefixRules, prefixKeys, false);
    this.suffix = new KeyTrie(suffixRules, suffixKeys, true);
    this.infix = new KeyTrie(infixRules, infixKeys, false);
    this.found = new Int32Array(Math.max(this.prefix.depth, this.suffix.depth) + 2);
    this.stamps = new Uint32Array(rules.length);
  }

  /**
   * Hands `sink` each rule the path may match (its index key occurs where it must), once.
   * Literal prefixes and suffixes are tried longest first, each bucket highest rank first, so
   * a sink that raises its `floor` skips the rest of a bucket, and usually most buckets.
   */
  scan(path: string, sink: CandidateSink, counter?: StepCounter): void {
    const n = path.length;
    let work = 0;
    const found = this.found;
    // Literal prefixes: walk the path's characters down the trie, then visit the keys met, longest first.
    const prefix = this.prefix;
    if (prefix.size > 0 && prefix.maxRank >= sink.floor) {
      let k = 0;
      let node = 0;
      if (prefix.start[1] > 0) found[k++] = 0;
      const edges = prefix.edges;
      const limit = n < prefix.depth ? n : prefix.depth;
      for (let i = 0; i < limit; i++) {
        const e = prefix.edgeAt(node, path.charCodeAt(i));
        if (e < 0) break;
        work++;
        node = edges[e + 2];
        if (edges[e + 3] !== 0) found[k++] = node;
      }
      work += visit(prefix, found, k, sink, n > 0 ? path.charCodeAt(n - 1) : -2);
    }
    // Anchored suffixes: walk the path back from its end.
    const suffix = this.suffix;
    if (suffix.size > 0 && suffix.maxRank >= sink.floor) {
      let k = 0;
      let node = 0;
      const edges = suffix.edges;
      const limit = n < suffix.depth ? n : suffix.depth;
      for (let i = 0; i < limit; i++) {
        const e = suffix.edgeAt(node, path.charCodeAt(n - 1 - i));
        if (e < 0) break;
        work++;
        node = edges[e + 2];
        if (edges[e + 3] !== 0) found[k++] = node;
      }
      work += visit(suffix, found, k, sink, -1);
    }
    // Trigrams of segments between stars, from each position of the path.
    const infix = this.infix;
    if (infix.size > 0 && n >= 3 && infix.maxRank >= sink.floor) {
      this.stamp = (this.stamp + 1) >>> 0;
      if (this.stamp === 0) {
        this.stamps.fill(0);
        this.stamp = 1;
      }
      const stamp = this.stamp;
      const stamps = this.stamps;
      const start = infix.start;
      const bucket = infix.bucket;
      const ranks = infix.ranks;
      const tails = infix.tails;
      const lastChar = path.charCodeAt(n - 1);
      for (let i = 0; i + 3 <= n; i++) {
        let node = infix.next(0, path.charCodeAt(i));
        if (node < 0) continue;
        node = infix.next(node, path.charCodeAt(i + 1));
        if (node < 0) continue;
        node = infix.next(node, path.charCodeAt(i + 2));
        if (node < 0) continue;
        for (let j = start[node], end = start[node + 1]; j < end; j++) {
          work++;
          if (ranks[j] < sink.floor) break;
          const tail = tails[j];
          if (tail >= 0 && tail !== lastChar) continue;
          const r = bucket[j];
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

/**
 * Hands the sink the rules of the nodes met on a walk, deepest node first, except anchored rules
 * whose last character is not the path's (`lastChar`; -1 checks none); returns the work.
 */
function visit(trie: KeyTrie, found: Int32Array, k: number, sink: CandidateSink, lastChar: number): number {
  let work = 0;
  const start = trie.start;
  const bucket = trie.bucket;
  const ranks = trie.ranks;
  const tails = trie.tails;
  for (let f = k - 1; f >= 0; f--) {
    const node = found[f];
    for (let j = start[node], end = start[node + 1]; j < end; j++) {
      work++;
      if (ranks[j] < sink.floor) break;
      const tail = tails[j];
      if (tail >= 0 && lastChar !== -1 && tail !== lastChar) continue;
      sink.take(bucket[j]);
    }
  }
  return work;
}

/** What hands a path's candidate rules to a sink: the index, or (for tests) every rule. */
export interface CandidateSource {
  scan(path: string, sink: CandidateSink, counter?: StepCounter): void;
}

/** What {@link RuleIndex.scan} hands candidates to. */
export interface CandidateSink {
  /** Rules ranked lower cannot change the sink's outcome: the scan may skip them (-Infinity: none). */
  floor: number;
  take(r: IRule): void;
}

/**
 * A trie of string keys (UTF-16 units) whose nodes hold rules. Edges live in one open-addressing
 * table of integers, four to an edge (parent node + 1, character, child, whether the child
 * holds rules), so a step reads one cache line; the rules of each node live in one array sorted by node, then by rank (highest
 * first, stable): `bucket[start[node] .. start[node + 1])`. Beside each rule, in typed arrays a
 * scan reads without touching the rule: its rank, and the character an anchored rule's path
 * must end with (-1: any).
 */
export class KeyTrie {
  /** The number of rules held. */
  readonly size: number;
  /** The longest key. */
  readonly depth: number;
  /** The highest rank of a rule held (-Infinity when empty). */
  readonly maxRank: number;
  readonly start: Int32Array;
  readonly bucket: IRule[];
  readonly ranks: Float64Array;
  readonly tails: Int32Array;
  /** The edge table (see {@link KeyTrie.edgeAt}); written only while the trie is built. */
  edges = new Int32Array(4 * 16);
  private mask = 15;

  constructor(rules: IRule[], keys: string[], reversed: boolean) {
    let depth = 0;
    let maxRank = -Infinity;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i].length > depth) depth = keys[i].length;
      if (rules[i].rank > maxRank) maxRank = rules[i].rank;
    }
    this.size = rules.length;
    this.depth = depth;
    this.maxRank = maxRank;
    const nodeOf = new Int32Array(rules.length);
    let nodes = 1;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const m = key.length;
      let node = 0;
      for (let j = 0; j < m; j++) {
        const c = key.charCodeAt(reversed ? m - 1 - j : j);
        const child = this.next(node, c);
        if (child >= 0) {
          node = child;
          continue;
        }
        // At most 70% of the table in use keeps the probes short.
        if (10 * nodes > 7 * (this.mask + 1)) this.grow();
        this.put(node, c, nodes);
        node = nodes++;
      }
      nodeOf[i] = node;
    }
    // Counting sort of the rules by node (stable), then each bucket by rank.
    const start = new Int32Array(nodes + 1);
    for (let i = 0; i < rules.length; i++) start[nodeOf[i] + 1]++;
    for (let v = 0; v < nodes; v++) start[v + 1] += start[v];
    const fill = start.slice(0, nodes);
    const bucket = new Array<IRule>(rules.length);
    for (let i = 0; i < rules.length; i++) bucket[fill[nodeOf[i]]++] = rules[i];
    for (let v = 0; v < nodes; v++) {
      const from = start[v];
      const to = start[v + 1];
      if (to - from < 2) continue;
      const part = bucket.slice(from, to).sort(byRank);
      for (let j = from; j < to; j++) bucket[j] = part[j - from];
    }
    this.start = start;
    this.bucket = bucket;
    const edges = this.edges;
    for (let e = 0; e < edges.length; e += 4) if (edges[e] !== 0) edges[e + 3] = start[edges[e + 2] + 1] > start[edges[e + 2]] ? 1 : 0;
    this.ranks = new Float64Array(bucket.length);
    this.tails = new Int32Array(bucket.length);
    for (let j = 0; j < bucket.length; j++) {
      this.ranks[j] = bucket[j].rank;
      this.tails[j] = tailChar(bucket[j].compiled);
    }
  }

  /**
   * Where the edge from `node` by character `c` starts in `edges` (then its child at +2, and at
   * +3 whether the child holds rules), or -1.
   */
  edgeAt(node: number, c: number): number {
    const edges = this.edges;
    const mask = this.mask;
    let s = slotOf(node, c, mask);
    for (;;) {
      const p = edges[s << 2];
      if (p === 0) return -1;
      if (p === node + 1 && edges[(s << 2) + 1] === c) return s << 2;
      s = (s + 1) & mask;
    }
  }

  /** The child of `node` by character `c`, or -1. */
  next(node: number, c: number): number {
    const e = this.edgeAt(node, c);
    return e < 0 ? -1 : this.edges[e + 2];
  }

  private put(node: number, c: number, child: number): void {
    const edges = this.edges;
    const mask = this.mask;
    let s = slotOf(node, c, mask);
    while (edges[s << 2] !== 0) s = (s + 1) & mask;
    edges[s << 2] = node + 1;
    edges[(s << 2) + 1] = c;
    edges[(s << 2) + 2] = child;
  }

  private grow(): void {
    const old = this.edges;
    this.mask = 2 * (this.mask + 1) - 1;
    this.edges = new Int32Array(4 * (this.mask + 1));
    for (let s = 0; s < old.length; s += 4) if (old[s] !== 0) this.put(old[s] - 1, old[s + 1], old[s + 2]);
  }
}

/** The character an anchored pattern's path must end with, or -1 when there is none to check. */
function tailChar(p: CompiledPattern): number {
  if (!p.anchored) return -1;
  const last = p.hasWildcard ? p.rest[p.rest.length - 1] : p.prefix;
  return last.length > 0 ? last.charCodeAt(last.length - 1) : -1;
}

function slotOf(node: number, c: number, mask: number): number {
  let h = (Math.imul(node + 1, 0x9e3779b1) + Math.imul(c, 0x85ebca6b)) | 0;
  h ^= h >>> 15;
  return h & mask;
}

/** Highest rank first; equal ranks keep their order (Array.prototype.sort is stable). */
const byRank = (x: IRule, y: IRule) => y.rank - x.rank;

/**
 * The piece a rule is indexed by: 0 = its literal prefix, 1 = the literal suffix of an anchored
 * pattern, 2 = a trigram of its longest middle segment.
 */
function indexKind(p: CompiledPattern): 0 | 1 | 2 {
  if (!p.hasWildcard || p.prefix.length >= 4) return 0;
  const last = p.rest.length > 0 ? p.rest[p.rest.length - 1] : "";
  if (p.anchored && last.length >= 3 && last.length > p.prefix.length) return 1;
  const longest = longestSegment(p);
  if (longest.length >= 3 && longest.length > p.prefix.length) return 2;
  return 0;
}

function longestSegment(p: CompiledPattern): string {
  let longest = "";
  for (const seg of p.rest) if (seg.length > longest.length) longest = seg;
  return longest;
}

/** The trigram of `segment` the fewest infix rules use so far (the first of equals). */
function leastUsedTrigram(segment: string, sizes: Map<string, number>): string {
  let best = segment.slice(0, 3);
  let bestSize = Infinity;
  for (let i = 0; i + 3 <= segment.length; i++) {
    const t = segment.slice(i, i + 3);
    const size = sizes.get(t) ?? 0;
    if (size < bestSize) {
      bestSize = size;
      best = t;
    }
  }
  return best;
}
