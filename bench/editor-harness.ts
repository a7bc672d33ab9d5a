/**
 * The editor alone, for `npm run bench:editor`: the workbench's editor setup holding the
 * 500 KiB one-group file, with English messages and lint on, and no other part of the app.
 */
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import * as editor from "../src/editor/index.ts";
import { robotsTxtSetup, type SetupPart } from "../src/editor/setup.ts";
import { editorMessages } from "../src/i18n/en/editor.ts";
import { lintMessages } from "../src/i18n/en/lint.ts";
import { makeT } from "../src/i18n/format.ts";
import { oneGroupFile } from "./fixtures.ts";

// `?lint=0` leaves lint out (the baseline of the editor's own work), `?lintDelay=ms` lints
// only after that much idle time (so no answer lands while typing), `?wrap=0` line wrapping;
// `?theme=dark` is dark; `?bare=1` is CodeMirror with no extensions at all (the floor: what
// the same file costs a keystroke in CodeMirror itself), labelled for the driving script.
// To measure parts of the setup (names: `SetupPart` in src/editor/setup.ts), `?off=a,b`
// leaves the named parts out and `?only=a,b` keeps only them (`?only=lineWrapping` is bare
// CodeMirror with line wrapping; the theme stays unless `theme` is left out too).
const params = new URLSearchParams(location.search);
const bare = params.get("bare") === "1";
const list = (name: string) => new Set((params.get(name) ?? "").split(",").filter(Boolean));
const off = list("off");
const only = params.has("only") ? list("only") : null;
const has = (part: SetupPart | "theme") => (only === null || only.has(part)) && !off.has(part);
const view = new EditorView({
  parent: document.getElementById("root")!,
  state: EditorState.create({
    doc: oneGroupFile(),
    extensions: bare
      ? []
      : [
          editor.robotsTxtConfig.of({ formatMessage: makeT({ ...lintMessages, ...editorMessages }, "en") }),
          has("theme") ? editor.robotsTxtTheme(params.get("theme") === "dark" ? "dark" : "light") : [],
          robotsTxtSetup({ lint: params.get("lint") === "0" ? false : params.has("lintDelay") ? { delay: Number(params.get("lintDelay")) } : {}, lineWrapping: params.get("wrap") !== "0", parts: has }),
        ],
  }),
});
// Bare CodeMirror has no accessible name of its own: the driving script finds it by this one.
if (bare || !has("label")) view.contentDOM.setAttribute("aria-label", "robots.txt editor");
// For scripts driving the page: the view and the editor module (effects, commands).
Object.assign(window, { benchView: view, benchEditor: editor });
