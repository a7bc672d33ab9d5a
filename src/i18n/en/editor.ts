/**
 * English texts of the robots.txt editor: invisible characters, engines and purposes, size-limit
 * marks, group titles, verdict and coverage labels (hover cards, completion details and rule
 * priorities are in `editor-help.ts`, loaded with the hover and completion modules).
 * Codes start with `editor.`; templates use `{param}` and `{n, plural, one {…} other {…}}`.
 */

/** The editor's messages. */
export const editorMessages: Record<string, string> = {
  // Invisible and look-alike characters
  "editor.char.nul": "{code} NUL: Google stops reading the line here",
  "editor.char.tab": "{code} tab: read as a space around keys and values",
  "editor.char.cr": "{code} carriage return: crawlers end the line here",
  "editor.char.nbsp": "{code} no-break space: not whitespace to crawlers, so it becomes part of the key or value",
  "editor.char.shy": "{code} soft hyphen: invisible, but part of the key or value",
  "editor.char.zero-width": "{code} zero-width character: invisible, but part of the key or value",
  "editor.char.bom": "{code} byte order mark: fine at the very start of the file, part of the text anywhere else",
  "editor.char.line-separator": "{code} Unicode line separator: crawlers do not end the line here",
  "editor.char.space": "{code} Unicode space: not whitespace to crawlers, so it becomes part of the key or value",
  "editor.char.control": "{code} control character",
  "editor.char.bidi": "{code} bidirectional control: invisible, and it can reorder how the line looks",
  "editor.char.dash": "{code} “{char}” looks like a hyphen but is not one: `User‐agent` with it is an unknown key",
  "editor.char.colon": "{code} full-width colon: crawlers need an ASCII “:”",
  "editor.char.slash": "{code} “{char}” looks like a slash but is not one: paths must use “/”",
  "editor.char.quote": "{code} typographic quote “{char}”: copied from a word processor? Crawlers read it literally",

  // Engines and purposes
  "editor.engine.google": "Google",
  "editor.engine.bing": "Bing",
  "editor.engine.yandex": "Yandex",
  "editor.engine.yandex-classic": "Yandex (classic)",
  "editor.engine.original": "1994 standard",
  "editor.engine.rfc9309": "RFC 9309",
  "editor.engines.all": "every engine",
  "editor.engines.none": "no modelled engine",
  "editor.purpose.search": "search",
  "editor.purpose.images": "images",
  "editor.purpose.video": "video",
  "editor.purpose.news": "news",
  "editor.purpose.ads": "ads",
  "editor.purpose.shopping": "shopping",
  "editor.purpose.ai-training": "AI training",
  "editor.purpose.ai-search": "AI search",
  "editor.purpose.ai-assistant": "AI fetch for a user",
  "editor.purpose.monitoring": "monitoring",
  "editor.purpose.ai-agent": "AI agent",
  "editor.purpose.ai-data": "AI data collection",
  "editor.purpose.seo": "SEO and marketing",
  "editor.purpose.archiving": "archiving",
  "editor.purpose.social-preview": "link previews",
  "editor.vendor.unknown": "operator unknown",
  "editor.purpose.other": "other",

  // Size limits
  "editor.limit.truncate":
    "✂ {count, plural, one {{engines} stops} other {{engines} stop}} reading here: the first {bytes} bytes ({kib} KiB) are read, the rest is ignored",
  "editor.limit.ignore":
    "⚠ The file passes {bytes} bytes ({kib} KiB) here: {count, plural, one {{engines} ignores} other {{engines} ignore}} the whole file",

  // Groups
  "editor.group": "Group {index} under {engine}, lines {from}–{to}: {agents}",
  "editor.group.merged":
    "Group {index} under {engine}, lines {from}–{to}: {agents}. These user-agent lines merged into one group although other lines came between them",

  // Verdict and coverage
  "editor.verdict.allows": "✓ allows (line {line})",
  "editor.verdict.blocks": "✗ blocks (line {line})",
  "editor.verdict.candidate": "This rule matched too, but did not decide",
  "editor.coverage.count": "{count, plural, one {decided # URL} other {decided # URLs}}",
  "editor.coverage.none": "decided no URL",

  // CodeMirror's own interface (search, lint panel, folding, completion), by its English phrase
  "editor.cm.Find": "Find",
  "editor.cm.Replace": "Replace",
  "editor.cm.next": "next",
  "editor.cm.previous": "previous",
  "editor.cm.all": "all",
  "editor.cm.match case": "match case",
  "editor.cm.regexp": "regexp",
  "editor.cm.by word": "by word",
  "editor.cm.replace": "replace",
  "editor.cm.replace all": "replace all",
  "editor.cm.close": "close",
  "editor.cm.current match": "current match",
  "editor.cm.on line": "on line",
  "editor.cm.replaced $ matches": "replaced $ matches",
  "editor.cm.replaced match on line $": "replaced match on line $",
  "editor.cm.Go to line": "Go to line",
  "editor.cm.go": "go",
  "editor.cm.Diagnostics": "Diagnostics",
  "editor.cm.No diagnostics": "No diagnostics",
  "editor.cm.Fold line": "Fold line",
  "editor.cm.Unfold line": "Unfold line",
  "editor.cm.folded code": "folded code",
  "editor.cm.unfold": "unfold",
  "editor.cm.Folded lines": "Folded lines",
  "editor.cm.Unfolded lines": "Unfolded lines",
  "editor.cm.to": "to",
  "editor.cm.Completions": "Completions",
  "editor.cm.Control character": "Control character",
  "editor.cm.Selection deleted": "Selection deleted",
};
