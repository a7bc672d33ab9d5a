/**
 * English text of the lint codes (src/core/lint/codes.ts), with `{param}` placeholders; fix
 * titles under `fix.<code>`. `{engine}` is an engine id. Each message says what the line does
 * to which crawler. Numeric flags (0/1) pick a wording with `{flag, plural, =1 {…} other {…}}`.
 */
export const lintMessages: Record<string, string> = {
  // What the file is
  "html-file":
    "This is an HTML page, not a robots.txt (often an error page served with status 200): no crawler finds rules in it, so every crawler may crawl the whole site. {unread, plural, =0 {} one {# line was not read as a rule} other {# lines were not read as rules}}{read, plural, =0 {.} one {; # line still reads as a rule.} other {; # lines still read as rules.}}",
  "binary-file":
    "This is a {format} file, not a robots.txt: no crawler finds rules in it, so every crawler may crawl the whole site. {unread, plural, =0 {} one {# line was not read as a rule.} other {# lines were not read as rules.}}",
  "code-dump":
    "This file starts with a {format} error or warning from the server, not robots.txt text: crawlers read those lines as garbage and skip them{read, plural, =0 {, and find no rules at all, so they may crawl the whole site.} one {; # line still reads as a rule.} other {; # lines still read as rules.}} {unread, plural, =0 {} one {# line was not read as a rule.} other {# lines were not read as rules.}}",
  "json-file":
    "This is JSON (often an API's “not found” answer), not a robots.txt: no crawler finds rules in it, so every crawler may crawl the whole site. {unread, plural, =0 {} one {# line was not read as a rule.} other {# lines were not read as rules.}}",
  "xml-file":
    "This is an {format} document, not a robots.txt: no crawler finds rules in it, so every crawler may crawl the whole site. {unread, plural, =0 {} one {# line was not read as a rule.} other {# lines were not read as rules.}}",
  "utf16-file":
    "This file is UTF-16 text read as UTF-8: every other byte is a NUL, so crawlers, which expect UTF-8, find no directive in it and may crawl the whole site. Save it as UTF-8. {unread, plural, =0 {} one {# line was not read as a rule.} other {# lines were not read as rules.}}",

  // File
  bom: "The file starts with a byte order mark (BOM): Google skips it, but other crawlers may read it as part of the first line and miss that directive.",
  "fix.bom": "Remove the byte order mark",
  "bom-misencoded":
    "The file starts with “ï»¿”: a byte order mark saved in the wrong encoding. Every crawler reads it as part of the first line{directive, plural, =0 {, which here changes nothing (the line holds no directive).} other {, so no crawler reads this {directive} line.}}",
  "fix.bom-misencoded": "Delete “ï»¿”",
  "size-limit-truncated": "The file is {size} bytes; {engine} reads only the first {limit} bytes, so it ignores everything from here on.",
  "size-limit-ignored": "The file is {size} bytes, over {engine}'s limit of {limit} bytes (reached here), so {engine} ignores the whole file and crawls without restrictions.",

  // Line syntax
  "nul-character": "NUL character: Google stops reading the line here, and other crawlers may reject it.",
  "fix.nul-character": "Delete the NUL characters",
  "invisible-character":
    "Invisible character {codePoint} {name} here: crawlers read it as part of the text, {where, plural, =0 {so no crawler recognises this directive and every crawler ignores the line.} =1 {so the group names “{value}” plus that character, which no crawler sends: the group applies to none.} other {so the path is not “{value}”: the rule never matches a URL for any crawler.}}",
  "fix.invisible-character": "Delete the invisible character",
  "line-too-long": "This line is {bytes} bytes long; Google cuts lines at {limit} bytes and ignores the rest from here.",
  "invalid-line": "This line is neither a directive (name: value) nor a comment, so every crawler ignores it.",
  "fix.invalid-line": "Insert “:” after {name}",
  "unknown-directive": "Unknown directive “{key}”: every crawler ignores this line.",
  "fix.unknown-directive": "Change to {name}",
  "directive-typo": "“{found}” is a misspelling of {fix}: Google reads it as {fix}, Bing, Yandex and other strict crawlers ignore the line.",
  "fix.directive-typo": "Change to {name}",
  "directive-prefix": "“{found}” is not {fix}: Google reads it as {fix} because it starts with that name, Bing, Yandex and other strict crawlers ignore the line.",
  "fix.directive-prefix": "Change to {name}",
  "missing-colon":
    "The colon after {key} is missing: Google reads this line as “{reading}”{blocksAll, plural, =1 { and so blocks the whole site for the crawlers of this group} other {}}; Bing, Yandex and other strict crawlers ignore it.",
  "fix.missing-colon": "Insert “:”",

  // Values
  "empty-user-agent": "User-agent has no value, so this group applies to no crawler.",
  "invalid-user-agent": "“{value}” is not a valid product token (letters, “-” and “_” only): Google reads it as “{readAs}”, other crawlers may not match it at all.",
  "fix.invalid-user-agent": "Change to {token}",
  "user-agent-name-cut":
    "Google reads only the letters, “-” and “_” at the start of a name, so to Google this group names “{readAs}”, which none of Google's crawlers is: Google's crawlers ignore it, as intended. The crawler named “{value}” matches its own full name, so the line is right for it; do not shorten it.",
  "user-agent-unreadable": "“{value}” does not start with a product token (letters, “-” and “_”), so Google applies this group to no crawler.",
  "pattern-not-rooted": "The path “{pattern}” does not start with “/” or “*”, so it never matches a URL for any crawler, and Yandex rejects it.",
  "fix.pattern-not-rooted": "Change to {pattern}",
  "dollar-not-at-end": "“$” marks the end of the URL only as the last character: Google reads this one as a literal “$”, so the rule matches almost no URL; other crawlers may drop the rule.",
  "double-wildcard": "“**” matches the same as a single “*” for every crawler: style only.",
  "fix.double-wildcard": "Collapse to a single *",
  "lowercase-escape": "Lowercase percent-escape “{escape}”: browsers send escapes in upper case; Google compares them alike, other crawlers may not match the rule.",
  "fix.lowercase-escape": "Upper-case the escapes",
  "invalid-escape": "“{escape}” is not a percent-escape (“%” must be followed by two hex digits): crawlers may match the rule against a different path; write a literal “%” as “%25”.",
  "fix.invalid-escape": "Encode “%” as %25",
  "unencoded-character": "Browsers send “{char}” encoded as {encoded}, so for every crawler a rule that holds it as written never matches.",
  "fix.unencoded-character": "Percent-encode the path",
  "non-ascii-in-pattern": "Non-ASCII character “{char}”: Google matches it as {encoded}, but Yandex asks for encoded paths and other crawlers may compare it as written, so the rule may not match for them; percent-encode it.",
  "fix.non-ascii-in-pattern": "Percent-encode the path",
  "rule-too-long": "This rule is {length} characters long; Yandex rejects rules longer than {limit} characters.",
  "invalid-sitemap-url": "Sitemap needs a full http(s) URL such as https://example.com/sitemap.xml; every crawler ignores “{url}”.",
  "duplicate-sitemap": "This Sitemap repeats line {firstLine} ({url}): crawlers fetch it once, so this line adds nothing.",
  "fix.duplicate-sitemap": "Delete the repeated Sitemap",
  "crawl-delay-invalid": "Crawl-delay must be a number of seconds; Bing and classic Yandex ignore “{value}”.",
  "host-invalid": "Classic Yandex ignores this Host: it must be one host name (no path or IP address; https:// is allowed), optionally with a port.",
  "host-repeated": "Only the first Host line counts (line {firstLine}); classic Yandex ignores this one.",
  "fix.host-repeated": "Delete this Host line",
  "host-placement": "Classic Yandex may skip a Host line that does not come after the Allow and Disallow lines of a User-agent record; move it there.",
  "clean-param-invalid": "Yandex cannot read this Clean-param, so it keeps crawling these URLs with their parameters: write parameters joined by “&”, then optionally a space and a path prefix of A–Z, a–z, 0–9 and . - / * _.",
  "clean-param-too-long": "This Clean-param is {length} characters long; Yandex reads rules of at most {limit} characters.",

  // Directives engines ignore (said once per file)
  "crawl-delay-ignored": "Crawl-delay ({count, plural, one {this line} other {# lines in this file}}) is ignored by Google, and by Yandex since February 2018; Bing reads it.",
  "host-ignored": "Host ({count, plural, one {this line} other {# lines in this file}}) is ignored by every crawler but classic Yandex (Yandex dropped it in 2018); redirects now pick the main mirror.",
  "clean-param-ignored": "Clean-param ({count, plural, one {this line} other {# lines in this file}}) is read only by Yandex; Google, Bing and other crawlers ignore it.",
  "noindex-ignored": "{directive} in robots.txt is ignored by every crawler (Google stopped reading it in September 2019), so the pages stay indexed; use a robots meta tag or an X-Robots-Tag header instead.",
  "fix.noindex-ignored": "Delete the line",
  "ignored-directive": "{directive} is not read by Google, Bing or Yandex: the line changes nothing for them.",

  // Groups
  "rule-outside-group": "This rule comes before any User-agent line, so it applies to no crawler.",
  "agents-split-by-blank": "Google reads User-agent {agent} together with the one on line {nextLine}, but Yandex and the original standard end the record at the blank line, leaving {agent} without rules.",
  "fix.agents-split-by-blank": "Delete the blank line",
  "agents-merged-across-line": "User-agent {agent} joins the group of {firstAgent} (line {firstLine}): line {separatorLine} does not end a group, so both crawlers get the rules below.",
  "blank-line-in-group":
    "Yandex ends the group of line {groupLine} at the blank line {blankLine} (its validator says “No User-agent directive in front of rule”), so for Yandex {count, plural, one {this rule belongs} other {these # rules belong}} to no group; Google and Bing ignore the blank line.",
  "fix.blank-line-in-group": "Delete the blank lines of this group",
  "duplicate-group": "Another group for {agent} starts on line {firstLine}: Google, Bing and Yandex merge the two, but crawlers that read only the first record (classic Yandex, the 1994 standard) ignore this one.",
  "no-global-inheritance": "{agent} follows only its own group: the rules of the * group (line {globalLine}) do not apply to it.",
  "disallow-all": "This blocks the whole site for {agent}, except paths an Allow line opens.",
  "blocked-assets": "This rule blocks files Googlebot needs to render your pages, such as {example}, so Google may see them broken.",

  // Rules that never decide
  "duplicate-rule": "This rule repeats line {by}, so it never decides any URL; deleting it changes nothing for any crawler.",
  "fix.duplicate-rule": "Delete the duplicate",
  "disallow-tied-with-allow": "The Allow on line {by} has the same path and wins the tie for Google, Bing and Yandex, so this Disallow never blocks anything for them.",
  "fix.disallow-tied-with-allow": "Delete the Disallow",
  "shadowed-rule": "Line {by} ({pattern}) comes first and matches every URL this rule matches, so crawlers that take the first matching rule never apply this one, while longest-match crawlers (Google, Bing, Yandex) do: they disagree on these URLs.",
  "fix.shadowed-rule": "Delete the unreachable rule",
  // Usage preferences
  "prefs-unparsable": "This {directive} value is not a valid dictionary (key=value, key=value; the error is at column {column}), so every preference on this line is unknown to every crawler of this group.",
  "fix.prefs-unparsable": "Write it as key=value, key=value",
  "content-signal-path": "Content-Signal takes no path: this line does not parse, so its signals are unknown to every crawler of this group. Use Content-Usage for path-scoped preferences.",
  "prefs-key-case": "Keys are case-sensitive and must be lower case: “{key}” makes the whole {directive} line unreadable, so every preference on it is unknown.",
  "fix.prefs-key-case": "Lower-case the keys",
  "prefs-unknown-key": "“{key}” is not a {directive} key (known: {known}), so crawlers ignore it.",
  "prefs-other-vocabulary": "“{key}” is the {other} name; {directive} calls this category “{suggestion}”, so crawlers ignore this entry.",
  "fix.prefs-other-vocabulary": "Change to {key}",
  "prefs-invalid-value": "{directive} takes {yes} or {no}; “{value}” leaves {key} unknown for the crawlers of this group.",
  "fix.prefs-invalid-value": "Change to {value}",
  "prefs-duplicate-key": "{key} appears again later on this line and only the last value ({value}) counts: this one is ignored.",
  "fix.prefs-duplicate-key": "Delete this entry",
  "prefs-path-disallowed": "The group of {agent} disallows {path} (line {ruleLine}), and preferences apply only to paths a crawler may fetch: this {directive} line applies to nothing.",
  "prefs-outside-group": "This {directive} line comes before any User-agent line, so it belongs to no group and applies to no crawler.",
  "prefs-outside-record": "Yandex and the original standard end the group at the blank line above, so there this {directive} line belongs to no group and applies to no crawler.",
  "license-invalid-url": "License needs the full http(s) URL of an RSL licence file, such as https://example.com/license.xml; “{url}” is not one.",
};
