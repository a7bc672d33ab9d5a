/**
 * The editor as the state layer sees it: a handle that speaks text. The UI's Editor component
 * makes one from its CodeMirror view (ui/Editor.tsx); state never sees CodeMirror types, so
 * the store, the autosave and their tests work with any stand-in.
 */
import type { Fix } from "../core/types";

export interface EditorHandle {
  /** Replaces the whole text as one undoable change (a file opened, an example loaded). */
  setText(text: string): void;
  /**
   * Replaces the whole text without an undo step: the editor takes a draft it should have
   * started with (restored, shared), so Undo must not bring back the placeholder.
   */
  replaceText(text: string): void;
  getText(): string;
  /** Reports a change the editor is still holding back (a large text waits for a pause in typing) now. */
  flushChange?(): void;
  /** Whether the editor is holding a change back right now (someone is typing in a large text). */
  isHoldingChange?(): boolean;
  /** Moves the cursor to a 1-based line, scrolls it into view and focuses the editor. */
  goToLine(line: number): void;
  /** Formats the file (one undoable transaction). */
  format(): void;
  /** Whether the editor's document is `doc` (the document a lint result was computed on). */
  isShowing(doc: unknown): boolean;
  /** Applies one quick fix as one undoable change. */
  applyFix(fix: Fix): void;
  /** Applies several quick fixes as one undoable change. */
  applyFixes(fixes: readonly Fix[]): void;
}
