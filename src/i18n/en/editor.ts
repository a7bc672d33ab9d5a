/**
 * English texts of the robots.txt editor: invisible characters, completion details, hover
 * cards, rule priorities, size-limit marks, group titles, verdict and coverage labels.
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

  // Directives
  "editor.directive.user-agent":
    "Starts a group: the crawlers (product tokens) the following rules apply to. `*` addresses every crawler without a group of its own.",
  "editor.directive.allow":
    "Allows paths starting with the pattern. `*` matches any characters, `$` anchors the end. Under longest-match engines the longest matching pattern wins.",
  "editor.directive.disallow":
    "Blocks paths starting with the pattern. `*` matches any characters, `$` anchors the end. An empty value blocks nothing.",
  "editor.directive.sitemap": "The absolute URL of a sitemap. Belongs to no group: it applies to the whole file.",
  "editor.directive.crawl-delay": "Seconds to wait between requests. Bing and classic Yandex read it; Google ignores it.",
  "editor.directive.host": "The preferred mirror host (classic Yandex only; Yandex dropped it in 2018).",
  "editor.directive.clean-param": "URL parameters Yandex should ignore, optionally for a path prefix: `Clean-param: ref&utm /shop/`.",
  "editor.directive.noindex": "Not a robots.txt directive any more: Google stopped reading it in 2019. Use a robots meta tag or header.",
  "editor.directive.nofollow": "Not a robots.txt directive: no modelled engine reads it. Use a robots meta tag or header.",
  "editor.directive.request-rate": "From an old draft: no modelled engine reads it.",
  "editor.directive.visit-time": "From an old draft: no modelled engine reads it.",
  "editor.directive.content-usage": "Usage preferences (IETF AIPREF, draft-ietf-aipref-attach-05): `Content-Usage: [path] train-ai=n, search=y`. Keys train-ai and search, values y or n; scoped by path like Allow/Disallow. Does not change crawling.",
  "editor.directive.content-signal": "Cloudflare's Content Signals: `Content-Signal: search=yes, ai-input=yes, ai-train=no` for the whole group; values yes or no, an omitted key states nothing. Does not change crawling.",
  "editor.directive.license": "RSL 1.0: the absolute URL of a licence file for the whole site. Belongs to no group; does not change crawling.",

  // Completion
  "editor.complete.global": "every crawler",
  "editor.complete.crawler": "{name} ({vendor}, {purpose}).",
  "editor.complete.fallback": "Without a group of its own it follows: {tokens}.",
  "editor.complete.ignores-global": "It ignores `User-agent: *` groups.",
  "editor.complete.used-path": "used in this file",
  "editor.complete.root": "the whole site",
  "editor.complete.sitemap": "sitemap URL",

  // Hover
  "editor.hover.unknown-directive": "“{key}” is not a directive any modelled engine knows: every engine skips this line.",
  "editor.hover.key-typo": "“{key}” is a misspelling Google accepts as {name}; the other engines skip the line.",
  "editor.hover.key-prefix": "Google reads “{key}” as {name} because it starts with it; the other engines skip the line.",
  "editor.hover.missing-colon": "The colon is missing: Google still reads {name}, the other engines skip the line.",
  "editor.hover.honours": "honours it ({confidence})",
  "editor.hover.ignores": "ignores it",
  "editor.hover.agent-title": "User-agent: {value}",
  "editor.hover.agent-global": "`*` addresses every crawler that finds no group naming one of its tokens.",
  "editor.hover.agent-no-token": "“{value}” has no product token (letters, `_` and `-`): Google matches no crawler with it.",
  "editor.hover.agent-token": "Google and RFC 9309 match only the token “{token}” of “{value}”.",
  "editor.hover.agent-yandex": "Yandex robots also read a group whose value contains “Yandex”.",
  "editor.hover.crawlers": "{count, plural, one {# known crawler reads this group:} other {# known crawlers read this group:}}",
  "editor.hover.crawlers-none": "No crawler of the table is addressed by this line.",
  "editor.hover.crawler-own": "{name} ({vendor}): its own token",
  "editor.hover.crawler-fallback": "{name} ({vendor}): falls back to “{token}” when no group names “{first}”",
  "editor.hover.crawler-global": "{name} ({vendor})",
  "editor.hover.more": "and {count} more",
  "editor.hover.ignoring-global": "Skip `*` groups: {names}",
  "editor.hover.rule-title": "{kind}: {value}",
  "editor.hover.rule": "Priority of this rule when it matches:",

  // Rule priority per engine
  "editor.priority.longest": "length {length}: the longest matching pattern wins, Allow on a tie",
  "editor.priority.first": "rule {index} of {count}: the first matching rule in file order wins",
  "editor.priority.not-read": "not read as a rule",
  "editor.priority.past-limit": "past the size limit: not read",
  "editor.priority.file-ignored": "the whole file is ignored (over the size limit)",
  "editor.priority.empty-match": "empty: matches with the lowest priority",
  "editor.priority.empty-ignore": "empty: ignored",
  "editor.priority.empty-allow-all": "empty: allows everything",
  "editor.priority.empty-allow-root": "empty: read as `/` (allows everything)",
  "editor.priority.empty-disallow-all": "empty: blocks everything",

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
