/**
 * Groups as the chosen engine reads them (`readAs` in the core): a gutter of bars, one per
 * group, so user-agent lines that silently merged into one group show one unbroken bar
 * (with a notch where they joined), and folding of each group under its first line. Small
 * documents are regrouped on every change; large ones keep their mapped groups while typing
 * and get fresh ones from the lint worker (or, without it, once idle for a second).
 */
import { foldService } from "@codemirror/language";
import { RangeSet, StateEffect, StateField, type EditorState, type Extension, type Text } from "@codemirror/state";
import { EditorView, GutterMarker, ViewPlugin, gutter, type ViewUpdate } from "@codemirror/view";
import { readAs } from "../core/match.ts";
import type { EngineId, Group } from "../core/types.ts";
import { robotsTxtConfig } from "./config.ts";
import { parsedState } from "./parsed.ts";
import { changesLineBreaks } from "./changed-lines.ts";
import { EDITOR_LARGE_TEXT } from "../core/thresholds.ts";

/** A group as positions in the document: kept valid by mapping through changes. */
export interface GroupSpan {
  /** Start of the group's first line and of its last line. */
  from: number;
  to: number;
  /** User-agent values of the group. */
  agents: string[];
  /** 0-based index of the group in the file. */
  index: number;
  /** Its user-agent lines are not adjacent: lines or blank lines came between them. */
  isMerged: boolean;
  /** Starts of user-agent lines that joined the group after something else came between. */
  joins: number[];
}

/** The groups of a document under the group engine. */
export interface GroupsValue {
  engine: EngineId;
  spans: GroupSpan[];
  /** The spans were mapped through edits and await regrouping. */
  isStale: boolean;
}

/** Documents up to this many characters are regrouped on every change (core/thresholds.ts). */
export const SYNC_GROUPING_LIMIT = EDITOR_LARGE_TEXT;

/** Replaces the groups with freshly computed ones (dispatched by the idle regrouper). */
export const setGroups = StateEffect.define<GroupsValue>();

/** A group by line numbers, as the core reads it (and as the lint worker sends it). */
export type LineGroup = Pick<Group, "agentLines" | "agents" | "fromLine" | "toLine">;

/** Computes the groups of a state under an engine. */
export function computeGroups(state: EditorState, engine: EngineId): GroupsValue {
  return groupsFromLines(state, engine, readAs(parsedState(state), engine).groups);
}

/** The groups value of groups given by line numbers (lines of the state's document). */
export function groupsFromLines(state: EditorState, engine: EngineId, groups: readonly LineGroup[]): GroupsValue {
  const lineStart = (n: number) => state.doc.line(Math.max(1, Math.min(n, state.doc.lines))).from;
  const spans = groups.map((g, index): GroupSpan => {
    const joins: number[] = [];
    for (let i = 1; i < g.agentLines.length; i++) {
      if (g.agentLines[i] !== g.agentLines[i - 1] + 1) joins.push(lineStart(g.agentLines[i]));
    }
    return { from: lineStart(g.fromLine), to: lineStart(g.toLine), agents: g.agents, index, isMerged: joins.length > 0, joins };
  });
  return { engine, spans, isStale: false };
}

/** Documents whose groups as mapped through the edits the lint worker found right (it read the same), by engine. */
const confirmed = new WeakMap<Text, EngineId>();

function sameSpan(a: GroupSpan, b: GroupSpan): boolean {
  if (a.from !== b.from || a.to !== b.to || a.index !== b.index || a.isMerged !== b.isMerged) return false;
  if (a.agents.length !== b.agents.length || a.joins.length !== b.joins.length) return false;
  for (let i = 0; i < a.agents.length; i++) if (a.agents[i] !== b.agents[i]) return false;
  for (let i = 0; i < a.joins.length; i++) if (a.joins[i] !== b.joins[i]) return false;
  return true;
}

/**
 * The effect that gives a state's document the groups the lint worker read from it, or null
 * when they are the groups already shown, mapped through the edits since (typing within a
 * rule, the usual case): no transaction then, which would be one more update of the whole
 * editor per keystroke. The document is remembered as confirmed, so the idle regrouper only
 * marks its groups fresh instead of computing them again.
 */
export function freshGroupsEffect(state: EditorState, engine: EngineId, groups: readonly LineGroup[]): StateEffect<GroupsValue> | null {
  const current = state.field(groupsField, false);
  const fresh = groupsFromLines(state, engine, groups);
  if (current && current.engine === engine && current.spans.length === fresh.spans.length && current.spans.every((span, i) => sameSpan(span, fresh.spans[i]))) {
    confirmed.set(state.doc, engine);
    return null;
  }
  return setGroups.of(fresh);
}

/** The groups of a state, mapped through edits; regrouped at once for small documents. */
export const groupsField = StateField.define<GroupsValue>({
  create: (state) => computeGroups(state, state.facet(robotsTxtConfig).groupEngine),
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setGroups)) return effect.value;
    const engine = tr.state.facet(robotsTxtConfig).groupEngine;
    if (engine !== value.engine || (tr.docChanged && tr.state.doc.length <= SYNC_GROUPING_LIMIT)) {
      return computeGroups(tr.state, engine);
    }
    if (!tr.docChanged) return value;
    const map = (pos: number) => tr.state.doc.lineAt(tr.changes.mapPos(pos, 1)).from;
    return {
      engine,
      isStale: true,
      spans: value.spans.map((s) => ({ ...s, from: map(s.from), to: map(s.to), joins: s.joins.map(map) })),
    };
  },
});

/**
 * Regroups a large document after it has been idle for a second, unless the lint worker has
 * sent the groups first (it reads them from the text it lints, off the main thread).
 */
const idleRegrouper = ViewPlugin.fromClass(
  class {
    timer: ReturnType<typeof setTimeout> | null = null;
    constructor(readonly view: EditorView) {}
    update(update: ViewUpdate) {
      if (!update.state.field(groupsField).isStale) return;
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        this.timer = null;
        const state = this.view.state;
        const value = state.field(groupsField);
        if (!value.isStale) return;
        const engine = state.facet(robotsTxtConfig).groupEngine;
        const fresh = confirmed.get(state.doc) === engine && value.engine === engine ? { ...value, isStale: false } : computeGroups(state, engine);
        this.view.dispatch({ effects: setGroups.of(fresh) });
      }, 1000);
    }
    destroy() {
      if (this.timer !== null) clearTimeout(this.timer);
    }
  },
);

class GroupBar extends GutterMarker {
  constructor(
    readonly parity: number,
    readonly isFirst: boolean,
    readonly isLast: boolean,
    readonly isJoin: boolean,
    readonly title: string,
  ) {
    super();
  }
  eq(other: GroupBar): boolean {
    return (
      other.parity === this.parity &&
      other.isFirst === this.isFirst &&
      other.isLast === this.isLast &&
      other.isJoin === this.isJoin &&
      other.title === this.title
    );
  }
  toDOM(): Node {
    const bar = document.createElement("div");
    bar.className =
      `cm-rt-group-bar cm-rt-group-bar-${this.parity}` +
      (this.isFirst ? " cm-rt-group-bar-first" : "") +
      (this.isLast ? " cm-rt-group-bar-last" : "") +
      (this.isJoin ? " cm-rt-group-bar-join" : "");
    bar.title = this.title;
    return bar;
  }
}

function groupTitle(state: EditorState, span: GroupSpan): string {
  const { formatMessage, groupEngine } = state.facet(robotsTxtConfig);
  const params = {
    index: span.index + 1,
    from: state.doc.lineAt(span.from).number,
    to: state.doc.lineAt(span.to).number,
    agents: span.agents.join(", "),
    engine: formatMessage(`editor.engine.${groupEngine}`, {}),
  };
  return formatMessage(span.isMerged ? "editor.group.merged" : "editor.group", params);
}

/** Gutter markers of the visible lines. */
function visibleBars(view: EditorView): RangeSet<GutterMarker> {
  const { spans } = view.state.field(groupsField);
  const ranges = [];
  const { from: vFrom, to: vTo } = view.viewport;
  // Spans are in file order: skip to the first one that reaches the viewport.
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (view.state.doc.lineAt(spans[mid].to).to < vFrom) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < spans.length && spans[i].from <= vTo; i++) {
    const span = spans[i];
    const title = groupTitle(view.state, span);
    const joins = new Set(span.joins);
    let pos = Math.max(span.from, view.state.doc.lineAt(vFrom).from);
    const end = Math.min(span.to, vTo);
    while (pos <= end) {
      const line = view.state.doc.lineAt(pos);
      ranges.push(new GroupBar(span.index % 2, line.from === span.from, line.from === span.to, joins.has(line.from), title).range(line.from));
      if (line.to >= view.state.doc.length) break;
      pos = line.to + 1;
    }
  }
  return RangeSet.of(ranges, true);
}

const barSpacer = new GroupBar(0, false, false, false, "");

/** What the bars of the visible lines need after an update: nothing, following the edits, or making again. */
export type BarsChange = "keep" | "map" | "rebuild";

/**
 * What the bars of the visible lines need after an update. The viewport's range changes with
 * almost every keystroke (its end is mapped through the edit: `viewportChanged`), which alone
 * changes no bar; the bars are made again when the viewport moved to other lines, the groups
 * were replaced (not only mapped: regrouped, or read again for a small document), the
 * configuration changed, or an edit added or removed a line break (the bars' titles give line
 * numbers, and a new line needs its bar). Edits within lines only move the bars with the text.
 */
export function barsChange(update: Pick<ViewUpdate, "state" | "startState" | "changes" | "docChanged" | "viewportMoved">): BarsChange {
  const groups = update.state.field(groupsField);
  const before = update.startState.field(groupsField);
  if (update.viewportMoved || update.startState.facet(robotsTxtConfig) !== update.state.facet(robotsTxtConfig)) return "rebuild";
  if (!update.docChanged) return groups === before ? "keep" : "rebuild";
  // Mapped, not replaced: the field maps a stale value to a new stale value on each change.
  const mappedOnly = groups.isStale && groups.engine === before.engine && groups.spans.length === before.spans.length;
  if (!mappedOnly || changesLineBreaks(update.changes, update.startState.doc)) return "rebuild";
  return "map";
}

/** The bars of the visible lines, made again only when what they show changed (`barsChange`). */
const barCache = ViewPlugin.fromClass(
  class {
    bars: RangeSet<GutterMarker>;
    constructor(view: EditorView) {
      this.bars = visibleBars(view);
    }
    update(update: ViewUpdate) {
      const change = barsChange(update);
      if (change === "map") this.bars = this.bars.map(update.changes);
      else if (change === "rebuild") this.bars = visibleBars(update.view);
    }
  },
);

/** The group gutter: one bar per group under the group engine. */
export const groupGutter = [
  barCache,
  gutter({
    class: "cm-rt-groups",
    markers: (view) => view.plugin(barCache)?.bars ?? RangeSet.empty,
    initialSpacer: () => barSpacer,
    renderEmptyElements: false,
  }),
];

/** Folds each group from the end of its first line to the end of its last line. */
export const groupFolding = foldService.of((state, lineStart, lineEnd) => {
  const value = state.field(groupsField, false);
  if (!value) return null;
  const spans = value.spans;
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid].from < lineStart) lo = mid + 1;
    else hi = mid;
  }
  const span = spans[lo];
  if (!span || span.from !== lineStart || span.to <= lineStart) return null;
  const end = state.doc.lineAt(span.to).to;
  return end > lineEnd ? { from: lineEnd, to: end } : null;
});

/** Groups under the group engine: the field, its idle regrouping, the gutter and folding. */
export function groups(): Extension {
  return [groupsField, idleRegrouper, groupGutter, groupFolding];
}
