/**
 * The colours of robots.txt text: each line in view is lexed by the core lexer (`lineTokens`)
 * and its tokens marked with their class (`cm-rt-<type>`, the classes `robotsTxtHighlightStyle`
 * gives the tags). robots.txt is line-local, so only lines in view are lexed: no parse of the
 * rest of the file, no syntax tree. After an edit only the lines it touched are marked again
 * (the other marks follow the text), so a keystroke lexes and redraws the line it changed and
 * nothing else; lexed lines are remembered by their text.
 */
import { Prec, RangeSetBuilder, type EditorState } from "@codemirror/state";
import { Decoration, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate } from "@codemirror/view";
import { lineTokens, robotsTxtTags, type LineToken, type TokenType } from "./language.ts";
import { ViewportMarks } from "./changed-lines.ts";

const marks = Object.fromEntries(
  (Object.keys(robotsTxtTags) as TokenType[]).map((type) => [type, Decoration.mark({ class: `cm-rt-${type}` })]),
) as Record<TokenType, Decoration>;

/** Tokens of lines already lexed, by their text (a bounded cache: it is emptied when full). */
const lexed = new Map<string, LineToken[]>();
const LEXED_MAX = 5_000;

function tokensOf(text: string, isFirstLine: boolean): LineToken[] {
  // The first line's tokens depend on where it is (a leading U+FEFF is the byte order mark).
  if (isFirstLine) return lineTokens(text, true);
  let tokens = lexed.get(text);
  if (tokens === undefined) {
    if (lexed.size >= LEXED_MAX) lexed.clear();
    tokens = lineTokens(text);
    lexed.set(text, tokens);
  }
  return tokens;
}

/** The token marks of the lines that touch `ranges` (sorted, not overlapping), in document order. */
export function tokenMarks(state: EditorState, ranges: readonly { from: number; to: number }[]): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const doc = state.doc;
  let done = -1;
  for (const range of ranges) {
    let pos = Math.max(range.from, done + 1);
    while (pos <= range.to && pos <= doc.length) {
      const line = doc.lineAt(pos);
      for (const token of tokensOf(line.text, line.number === 1)) builder.add(line.from + token.from, line.from + token.to, marks[token.type]);
      done = line.to;
      pos = line.to + 1;
    }
  }
  return builder.finish();
}

/** Marks robots.txt tokens in the lines in view (high precedence, as CodeMirror's syntax highlighter). */
export const robotsTxtHighlighter = Prec.high(
  ViewPlugin.fromClass(
    class {
      marks: ViewportMarks;
      constructor(view: EditorView) {
        this.marks = ViewportMarks.drawn(view.state, view.visibleRanges, (ranges) => tokenMarks(view.state, ranges));
      }
      update(update: ViewUpdate) {
        if (update.docChanged || update.viewportChanged) {
          this.marks = this.marks.update(update.state, update.changes, update.view.visibleRanges, (ranges) => tokenMarks(update.state, ranges));
        }
      }
    },
    { decorations: (plugin) => plugin.marks.set },
  ),
);
