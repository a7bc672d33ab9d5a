/**
 * The editor alone, for `npm run bench:editor`: the workbench's editor setup holding the
 * 500 KiB one-group file, with English messages and lint on, and no other part of the app.
 */
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { catalogFormatter, robotsTxtConfig, robotsTxtTheme } from "../src/editor/index.ts";
import { robotsTxtSetup } from "../src/editor/setup.ts";
import { editorMessages } from "../src/i18n/en/editor.ts";
import { lintMessages } from "../src/i18n/en/lint.ts";
import { oneGroupFile } from "./fixtures.ts";

// `?lint=0` leaves lint out: the baseline of the editor's own work.
const params = new URLSearchParams(location.search);
const view = new EditorView({
  parent: document.getElementById("root")!,
  state: EditorState.create({
    doc: oneGroupFile(),
    extensions: [robotsTxtConfig.of({ formatMessage: catalogFormatter(editorMessages, lintMessages) }), robotsTxtTheme("light"), robotsTxtSetup({ lint: params.get("lint") === "0" ? false : {} })],
  }),
});
(window as unknown as { benchView: EditorView }).benchView = view;
