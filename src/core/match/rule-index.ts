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
    const prefixKnown: number[] = [];
    const suffixRules: IRule[] = [];
    const suffixKeys: string[] = [];
    const suffixKnown: number[] = [];
    const infixRules: IRule[] = [];
    const infixKeys: string[] = [];
    const infixKnown: number[] = [];
    /** How many infix rules each trigram holds so far, to spread them. */
    const infixSizes = new Map<string, number>();
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i];
      r.slot = i;
      const p = r;
      const kind = indexKind(p);
      if (kind === 0) {
        prefixRules.push(r);
        prefixKeys.push(p.prefix);
        // Found by its whole literal prefix: a rule with nothing but stars after it matches.
        prefixKnown.push(!p.anchored && (!p.hasWildcard || (p.rest.length === 1 && p.rest[0] === "")) ? KNOWN_MATCH : p.prefix.length);
      } else if (kind === 1) {
        suffixRules.push(r);
        suffixKeys.push(p.rest[p.rest.length - 1]);
        // Found by the segment that ends the path: `*segment$` matches.
        suffixKnown.push(p.prefix === "" && p.rest.length === 1 ? KNOWN_MATCH : KNOWN_NOTHING);
      } else {
        const key = leastUsedTrigram(longestSegment(p), infixSizes);
        infixSizes.set(key, (infixSizes.get(key) ?? 0) + 1);
        infixRules.push(r);
        infixKeys.push(key);
        infixKnown.push(KNOWN_NOTHING);
      }
    }
    this.prefix = new KeyTrie(prefixRules, prefixKeys, prefixKnown, false);
    this.suffix = new KeyTrie(suffixRules, suffixKeys, suffixKnown, true);
    this.infix = new KeyTrie(infixRules, infixKeys, infixKnown, false);
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
      const links = prefix.links;
      const limit = n < prefix.depth ? n : prefix.depth;
      for (let i = 0; i < limit; i++) {
        const l = prefix.linkAt(node, path.charCodeAt(i));
        if (l < 0) break;
        work++;
        const to = links[(l << 1) + 1];
        node = to >> 1;
        if ((to & 1) !== 0) found[k++] = node;
      }
      work += visit(prefix, found, k, sink, n > 0 ? path.charCodeAt(n - 1) : -2);
    }
    // Anchored suffixes: walk the path back from its end.
    const suffix = this.suffix;
    if (suffix.size > 0 && suffix.maxRank >= sink.floor) {
      let k = 0;
      let node = 0;
      const links = suffix.links;
      const limit = n < suffix.depth ? n : suffix.depth;
      for (let i = 0; i < limit; i++) {
        const l = suffix.linkAt(node, path.charCodeAt(n - 1 - i));
        if (l < 0) break;
        work++;
        const to = links[(l << 1) + 1];
        node = to >> 1;
        if ((to & 1) !== 0) found[k++] = node;
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
      const known = infix.known;
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
          sink.take(r, known[j]);
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
  const known = trie.known;
  for (let f = k - 1; f >= 0; f--) {
    const node = found[f];
    for (let j = start[node], end = start[node + 1]; j < end; j++) {
      work++;
      if (ranks[j] < sink.floor) break;
      const tail = tails[j];
      if (tail >= 0 && lastChar !== -1 && tail !== lastChar) continue;
      sink.take(bucket[j], known[j]);
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
  /**
   * A candidate, with what the index knows of it: {@link KNOWN_MATCH} (it matches the path),
   * {@link KNOWN_NOTHING}, or a length n ≥ 0 (the path starts with the rule's literal prefix,
   * n characters long).
   */
  take(r: IRule, known: number): void;
}

/** The index found the rule by a key that proves it matches the path. */
export const KNOWN_MATCH = -2;
/** The index knows nothing of whether the rule matches. */
export const KNOWN_NOTHING = -1;

/**
 * A trie of string keys (UTF-16 units) whose nodes hold rules, laid out for walking: nodes are
 * numbered in depth-first order, so a node's first child is the next
 * node and a chain of single children (the tail of a key no other key shares) lies in
 * consecutive entries of each table, read as one run of memory. The children of node v are the
 * links `kids[v] .. kids[v + 1]`, two integers each in `links`: the character, then the child
 * times two plus one when the child holds rules. The rules of each node live in one array sorted
 * by node, then by rank (highest first, stable): `bucket[start[node] .. start[node + 1])`.
 * Beside each rule, in typed arrays a scan reads without touching the rule: its rank, the
 * character an anchored rule's path must end with (-1: any), and what reaching its node proves
 * (see {@link CandidateSink.take}).
 */
export class KeyTrie {
  /** The number of rules held. */
  readonly size: number;
  /** The longest key. */
  readonly depth: number;
  /** The highest rank of a rule held (-Infinity when empty). */
  readonly maxRank: number;
  readonly kids: Int32Array;
  readonly links: Int32Array;
  readonly start: Int32Array;
  readonly bucket: IRule[];
  readonly ranks: Float64Array;
  readonly tails: Int32Array;
  readonly known: Int32Array;

  constructor(rules: IRule[], keys: string[], known: number[], reversed: boolean) {
    let depth = 0;
    let maxRank = -Infinity;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i].length > depth) depth = keys[i].length;
      if (rules[i].rank > maxRank) maxRank = rules[i].rank;
    }
    this.size = rules.length;
    this.depth = depth;
    this.maxRank = maxRank;
    // Built in a hash table of edges, then laid out depth first. The table is one object for
    // the module's life and the layout makes no object: optimised code names the hidden classes
    // it met, and a class whose objects all died at a collection took that code with it (the
    // bench's collection before each run cost a 20,000-rule compile 20 ms → 50 ms).
    const table = EDGE_TABLE.reset();
    const nodeOf = new Int32Array(rules.length);
    for (let i = 0; i < keys.length; i++) nodeOf[i] = table.add(keys[i], reversed);
    const nodes = table.nodes;
    const kids = new Int32Array(nodes + 1);
    const links = new Int32Array(2 * Math.max(nodes - 1, 0));
    const order = layOut(table, kids, links);
    table.release();
    const start = new Int32Array(nodes + 1);
    const of = bucketOrder(rules, nodeOf, order, start);
    const bucket = new Array<IRule>(rules.length);
    for (let j = 0; j < rules.length; j++) bucket[j] = rules[of[j]];
    markHolders(links, start);
    this.kids = kids;
    this.links = links;
    this.start = start;
    this.bucket = bucket;
    this.ranks = new Float64Array(bucket.length);
    this.tails = new Int32Array(bucket.length);
    this.known = new Int32Array(bucket.length);
    for (let j = 0; j < bucket.length; j++) {
      this.ranks[j] = bucket[j].rank;
      this.tails[j] = tailChar(bucket[j]);
      this.known[j] = known[of[j]];
    }
  }

  /**
   * The link from `node` by character `c` (its child is `links[2 * link + 1] >> 1`), or -1.
   * A node with many children has them sorted by character and is searched by halves.
   */
  linkAt(node: number, c: number): number {
    const links = this.links;
    let lo = this.kids[node];
    let hi = this.kids[node + 1];
    if (hi - lo <= LINEAR_CHILDREN) {
      for (; lo < hi; lo++) if (links[lo << 1] === c) return lo;
      return -1;
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = links[mid << 1];
      if (m === c) return mid;
      if (m < c) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }

  /** The child of `node` by character `c`, or -1. */
  next(node: number, c: number): number {
    const l = this.linkAt(node, c);
    return l < 0 ? -1 : this.links[(l << 1) + 1] >> 1;
  }
}

/**
 * The edges of a trie while it is built: an open-addressing table of integers, three to an edge
 * (parent node + 1, character, child), and each node's parent and character by node. Node 0 is
 * the root. One table serves every build: its arrays are kept (up to {@link KEPT_SLOTS} slots)
 * and cleared, so a build does not grow them again from nothing.
 */
class EdgeTable {
  edges = new Int32Array(3 * 16);
  mask = 15;
  nodes = 1;
  parents = new Int32Array(16);
  chars = new Int32Array(16);

  /** Empties the table; lets arrays larger than {@link KEPT_SLOTS} go. */
  reset(): this {
    if (this.edges.length > 3 * KEPT_SLOTS) {
      this.edges = new Int32Array(3 * 16);
      this.mask = 15;
      this.parents = new Int32Array(16);
      this.chars = new Int32Array(16);
    } else this.edges.fill(0);
    this.nodes = 1;
    return this;
  }

  /** Lets arrays larger than {@link KEPT_SLOTS} go. */
  release(): void {
    if (this.edges.length > 3 * KEPT_SLOTS) this.reset();
  }

  /** Adds a key (read from its end when `reversed`); returns its node. */
  add(key: string, reversed: boolean): number {
    const m = key.length;
    let node = 0;
    for (let j = 0; j < m; j++) node = this.child(node, key.charCodeAt(reversed ? m - 1 - j : j));
    return node;
  }

  /** The child of `node` by character `c`, made if there is none. */
  child(node: number, c: number): number {
    const edges = this.edges;
    const mask = this.mask;
    let s = slotOf(node, c, mask);
    for (;;) {
      const p = edges[3 * s];
      if (p === 0) break;
      if (p === node + 1 && edges[3 * s + 1] === c) return edges[3 * s + 2];
      s = (s + 1) & mask;
    }
    // At most 70% of the table in use keeps the probes short.
    if (10 * this.nodes > 7 * (mask + 1)) {
      this.grow();
      return this.child(node, c);
    }
    const made = this.nodes++;
    edges[3 * s] = node + 1;
    edges[3 * s + 1] = c;
    edges[3 * s + 2] = made;
    this.parents[made] = node;
    this.chars[made] = c;
    return made;
  }

  private grow(): void {
    const old = this.edges;
    const mask = 2 * (this.mask + 1) - 1;
    const edges = new Int32Array(3 * (mask + 1));
    for (let s = 0; s < old.length; s += 3) {
      if (old[s] === 0) continue;
      let t = slotOf(old[s] - 1, old[s + 1], mask);
      while (edges[3 * t] !== 0) t = (t + 1) & mask;
      edges[3 * t] = old[s];
      edges[3 * t + 1] = old[s + 1];
      edges[3 * t + 2] = old[s + 2];
    }
    this.edges = edges;
    this.mask = mask;
    const parents = new Int32Array(mask + 1);
    parents.set(this.parents.subarray(0, this.nodes));
    this.parents = parents;
    const chars = new Int32Array(mask + 1);
    chars.set(this.chars.subarray(0, this.nodes));
    this.chars = chars;
  }
}

/** The largest table kept between builds: 2^16 slots (1 MB with the node arrays). */
const KEPT_SLOTS = 1 << 16;

/** The one table tries are built in (building is synchronous and never re-entered). */
const EDGE_TABLE = new EdgeTable();

/**
 * The rules' order in the buckets (positions in `rules`): by node (`nodeOf`, renumbered by
 * `order`), then by rank, highest first, stable; fills `start` (node → first entry).
 */
function bucketOrder(rules: IRule[], nodeOf: Int32Array, order: Int32Array, start: Int32Array): Int32Array {
  const nodes = start.length - 1;
  for (let i = 0; i < rules.length; i++) {
    nodeOf[i] = order[nodeOf[i]];
    start[nodeOf[i] + 1]++;
  }
  for (let v = 0; v < nodes; v++) start[v + 1] += start[v];
  const fill = start.slice(0, nodes);
  const of = new Int32Array(rules.length);
  for (let i = 0; i < rules.length; i++) of[fill[nodeOf[i]]++] = i;
  const byRank = (x: number, y: number) => rules[y].rank - rules[x].rank || x - y;
  for (let v = 0; v < nodes; v++) {
    const from = start[v];
    const to = start[v + 1];
    if (to - from > 1) of.subarray(from, to).sort(byRank);
  }
  return of;
}

/** Marks each link whose child holds rules (child times two, plus one). */
function markHolders(links: Int32Array, start: Int32Array): void {
  for (let e = 1; e < links.length; e += 2) {
    const child = links[e];
    links[e] = start[child + 1] > start[child] ? 2 * child + 1 : 2 * child;
  }
}

/**
 * Lays a built trie out depth first into `kids` and `links` (character, new child number) as
 * {@link KeyTrie} reads them; returns each node's new number. A node's children keep the order
 * they were made in, sorted by character when there are more than {@link LINEAR_CHILDREN}.
 */
function layOut(table: EdgeTable, kids: Int32Array, links: Int32Array): Int32Array {
  const nodes = table.nodes;
  const parentOf = table.parents;
  const charOf = table.chars;
  const childStart = new Int32Array(nodes + 1);
  const children = childrenOf(nodes, parentOf, charOf, childStart);
  const order = new Int32Array(nodes);
  const byOrder = depthFirst(children, childStart, order);
  fillLinks(byOrder, children, childStart, charOf, order, kids, links);
  return order;
}

/** The children of each node: `children[childStart[v] .. childStart[v + 1])`. */
function childrenOf(nodes: number, parentOf: Int32Array, charOf: Int32Array, childStart: Int32Array): Int32Array {
  for (let v = 1; v < nodes; v++) childStart[parentOf[v] + 1]++;
  for (let v = 0; v < nodes; v++) childStart[v + 1] += childStart[v];
  const children = new Int32Array(Math.max(nodes - 1, 0));
  const fill = childStart.slice(0, nodes);
  for (let v = 1; v < nodes; v++) children[fill[parentOf[v]]++] = v;
  for (let v = 0; v < nodes; v++) {
    const from = childStart[v];
    const to = childStart[v + 1];
    if (to - from > LINEAR_CHILDREN) sortByChar(children, from, to, charOf);
  }
  return children;
}

/** Sorts `list[from .. to)` by `charOf` (insertion sort: lists are short, and rarely this long). */
function sortByChar(list: Int32Array, from: number, to: number, charOf: Int32Array): void {
  if (to - from > 64) {
    list.subarray(from, to).sort((x, y) => charOf[x] - charOf[y]);
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const v = list[i];
    const c = charOf[v];
    let j = i - 1;
    while (j >= from && charOf[list[j]] > c) {
      list[j + 1] = list[j];
      j--;
    }
    list[j + 1] = v;
  }
}

/** Children a node may have and still be searched one by one (in any order). */
const LINEAR_CHILDREN = 8;

/** Numbers the nodes depth first, children in character order, into `order`; returns the nodes by number. */
function depthFirst(children: Int32Array, childStart: Int32Array, order: Int32Array): Int32Array {
  const nodes = order.length;
  const byOrder = new Int32Array(nodes);
  const stack = new Int32Array(nodes);
  let top = 0;
  let next = 0;
  stack[top++] = 0;
  while (top > 0) {
    const v = stack[--top];
    order[v] = next;
    byOrder[next++] = v;
    for (let j = childStart[v + 1] - 1; j >= childStart[v]; j--) stack[top++] = children[j];
  }
  return byOrder;
}

function fillLinks(
  byOrder: Int32Array,
  children: Int32Array,
  childStart: Int32Array,
  charOf: Int32Array,
  order: Int32Array,
  kids: Int32Array,
  links: Int32Array,
): void {
  const nodes = byOrder.length;
  let l = 0;
  for (let w = 0; w < nodes; w++) {
    const v = byOrder[w];
    kids[w] = l;
    for (let j = childStart[v]; j < childStart[v + 1]; j++) {
      const c = children[j];
      links[2 * l] = charOf[c];
      links[2 * l + 1] = order[c];
      l++;
    }
  }
  kids[nodes] = l;
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
