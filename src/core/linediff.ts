/**
 * A line diff of two texts (Myers' O((N+M)·D) algorithm after trimming the common head and
 * tail), grouped into hunks with a few lines of context. Work is bounded: past `maxEdits`
 * differing lines the middle is reported as one replacement instead of searched, so a diff
 * of two unrelated 500 KiB files stays linear. Line numbers are 1-based.
 */

export type DiffOp =
  | { kind: "same"; before: number; after: number; text: string }
  | { kind: "del"; before: number; text: string }
  | { kind: "add"; after: number; text: string };

export interface LineDiff {
  ops: DiffOp[];
  added: number;
  removed: number;
  /** The middle was too different to search; it is shown as all removed then all added. */
  coarse: boolean;
}

/** Splits text into lines the way the parser counts them (CR, LF, CRLF). */
export function splitLines(text: string): string[] {
  return text === "" ? [] : text.split(/\r\n|\r|\n/);
}

/** The line diff of `before` → `after`. `steps` (if given) counts the inner loop's iterations. */
export function diffLines(before: string, after: string, maxEdits = 4000, steps?: { n: number }): LineDiff {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const ops: DiffOp[] = [];
  for (let i = 0; i < head; i++) ops.push({ kind: "same", before: i + 1, after: i + 1, text: a[i] });
  const middle = myers(midA, midB, maxEdits, steps);
  const coarse = middle === null;
  if (middle === null) {
    midA.forEach((text, i) => ops.push({ kind: "del", before: head + i + 1, text }));
    midB.forEach((text, j) => ops.push({ kind: "add", after: head + j + 1, text }));
  } else {
    for (const op of middle) {
      if (op.kind === "same") ops.push({ kind: "same", before: head + op.before, after: head + op.after, text: op.text });
      else if (op.kind === "del") ops.push({ kind: "del", before: head + op.before, text: op.text });
      else ops.push({ kind: "add", after: head + op.after, text: op.text });
    }
  }
  for (let k = tail; k > 0; k--) {
    ops.push({ kind: "same", before: a.length - k + 1, after: b.length - k + 1, text: a[a.length - k] });
  }
  let added = 0;
  let removed = 0;
  for (const op of ops) {
    if (op.kind === "add") added++;
    else if (op.kind === "del") removed++;
  }
  return { ops, added, removed, coarse };
}

/** Myers' greedy diff with a trace for backtracking; null when more than `maxEdits` edits are needed. */
function myers(a: string[], b: string[], maxEdits: number, steps?: { n: number }): DiffOp[] | null {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) {
    return [
      ...a.map((text, i): DiffOp => ({ kind: "del", before: i + 1, text })),
      ...b.map((text, j): DiffOp => ({ kind: "add", after: j + 1, text })),
    ];
  }
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    const next = v;
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
        if (steps) steps.n++;
      }
      if (steps) steps.n++;
      next[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, d, k, offset);
    }
    v = next;
  }
  return null;
}

function backtrack(a: string[], b: string[], trace: Int32Array[], d: number, k: number, offset: number): DiffOp[] {
  const ops: DiffOp[] = [];
  let x = a.length;
  let y = b.length;
  for (let depth = d; depth > 0; depth--) {
    const v = trace[depth];
    const down = k === -depth || (k !== depth && v[offset + k - 1] < v[offset + k + 1]);
    const prevK = down ? k + 1 : k - 1;
    const prevX = v[offset + prevK];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: "same", before: x, after: y, text: a[x - 1] });
      x--;
      y--;
    }
    if (down) {
      ops.push({ kind: "add", after: y, text: b[y - 1] });
      y--;
    } else {
      ops.push({ kind: "del", before: x, text: a[x - 1] });
      x--;
    }
    k = prevK;
  }
  while (x > 0 && y > 0) {
    ops.push({ kind: "same", before: x, after: y, text: a[x - 1] });
    x--;
    y--;
  }
  return ops.reverse();
}

/** A run of changes with up to `context` unchanged lines either side; hunks closer than that merge. */
export interface Hunk {
  ops: DiffOp[];
}

/** The diff's changes as hunks with `context` lines of context. */
export function hunks(diff: LineDiff, context = 2): Hunk[] {
  const out: Hunk[] = [];
  const { ops } = diff;
  let i = 0;
  while (i < ops.length) {
    while (i < ops.length && ops[i].kind === "same") i++;
    if (i >= ops.length) break;
    const start = Math.max(0, i - context);
    let end = i;
    // Extend while the next change is within 2 × context unchanged lines.
    for (;;) {
      while (end < ops.length && ops[end].kind !== "same") end++;
      let same = 0;
      while (end + same < ops.length && ops[end + same].kind === "same") same++;
      if (end + same < ops.length && same <= 2 * context) {
        end += same;
        continue;
      }
      end = Math.min(ops.length, end + Math.min(same, context));
      break;
    }
    out.push({ ops: ops.slice(start, end) });
    i = end;
  }
  return out;
}
