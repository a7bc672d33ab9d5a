/**
 * English text of the lint codes (src/core/lint/codes.ts), one sentence each, with `{param}`
 * placeholders; fix titles under `fix.<code>`. `{engine}` is an engine id.
 */
export const lintMessages: Record<string, string> = {
  // File
  bom: "The file starts with a byte order mark (BOM): Google skips it, but other crawlers may read it as part of the first line and miss that directive.",
  "fix.bom": "Remove the byte order mark",
  "html-file": "This is an HTML page, not a robots.txt file (often an error page served with status 200): crawlers find no rules in it.",
  "size-limit-truncated": "The file is {size} bytes; {engine} reads only the first {limit} bytes, so it ignores everything from here on.",
  "size-limit-ignored": "The file is {size} bytes, over {engine}'s limit of {limit} bytes (reached here), so {engine} ignores the whole file and crawls without restrictions.",

  // Line syntax
  "nul-character": "NUL character: Google stops reading the line here, and other crawlers may reject it.",
  "fix.nul-character": "Delete the NUL characters",
  "line-too-long": "This line is {bytes} bytes long; Google cuts lines at {limit} bytes and ignores the rest from here.",
  "invalid-line": "This line is neither a directive (name: value) nor a comment, so crawlers ignore it.",
  "fix.invalid-line": "Insert “:” after {name}",
  "unknown-directive": "Unknown directive “{key}”: crawlers ignore this line.",
  "fix.unknown-directive": "Change to {name}",
  "directive-typo": "“{found}” is a misspelling of {fix}: Google reads it as {fix}, other crawlers ignore the line.",
  "fix.directive-typo": "Change to {name}",
  "directive-prefix": "“{found}” is not {fix}: Google reads it as {fix} because it starts with that name, other crawlers ignore the line.",
  "fix.directive-prefix": "Change to {name}",
  "missing-colon": "The colon after {key} is missing: Google still reads the line, other crawlers ignore it.",
  "fix.missing-colon": "Insert “:”",

  // Values
  "empty-user-agent": "User-agent has no value, so this group applies to no crawler.",
  "invalid-user-agent": "“{value}” is not a valid product token (letters, “-” and “_” only): Google reads it as “{readAs}”, other crawlers may not match it at all.",
  "fix.invalid-user-agent": "Change to {token}",
  "user-agent-unreadable": "“{value}” does not start with a product token (letters, “-” and “_”), so Google applies this group to no crawler.",
  "pattern-not-rooted": "The path “{pattern}” does not start with “/” or “*”, so it never matches a URL, and Yandex rejects it.",
  "fix.pattern-not-rooted": "Change to {pattern}",
  "dollar-not-at-end": "“$” marks the end of the URL only as the last character: Google reads this one as a literal “$”, and other crawlers may drop the rule.",
  "double-wildcard": "“**” matches the same as a single “*”.",
  "fix.double-wildcard": "Collapse to a single *",
  "trailing-wildcard": "A trailing “*” matches nothing more than the path without it, but Google counts it in the rule's length, so it can beat an Allow for the same path.",
  "fix.trailing-wildcard": "Remove the trailing *",
  "lowercase-escape": "Lowercase percent-escape “{escape}”: browsers send escapes in upper case, and not every crawler treats the two alike.",
  "fix.lowercase-escape": "Upper-case the escapes",
  "invalid-escape": "“{escape}” is not a percent-escape (“%” must be followed by two hex digits); write a literal “%” as “%25”.",
  "fix.invalid-escape": "Encode “%” as %25",
  "unencoded-character": "Browsers send “{char}” encoded as {encoded}, so a rule that holds it as written never matches.",
  "fix.unencoded-character": "Percent-encode the path",
  "non-ascii-in-pattern": "Non-ASCII character “{char}”: Google matches it as {encoded}, but other crawlers may compare it as written; percent-encode it.",
  "fix.non-ascii-in-pattern": "Percent-encode the path",
  "rule-too-long": "This rule is {length} characters long; Yandex rejects rules longer than {limit} characters.",
  "invalid-sitemap-url": "Sitemap needs a full http(s) URL such as https://example.com/sitemap.xml; crawlers ignore “{url}”.",
  "crawl-delay-invalid": "Crawl-delay must be a number of seconds; Bing and classic Yandex ignore “{value}”.",
  "host-invalid": "Classic Yandex ignores this Host: it must be one host name (no scheme, path or IP address), optionally with a port.",
  "host-repeated": "Only the first Host line counts (line {firstLine}); classic Yandex ignores this one.",
  "fix.host-repeated": "Delete this Host line",
  "host-placement": "Classic Yandex may skip a Host line that does not come after the Allow and Disallow lines of a User-agent record; move it there.",
  "clean-param-invalid": "Yandex cannot read this Clean-param: write parameters joined by “&”, then optionally a space and a path prefix of A–Z, a–z, 0–9 and . - / * _.",
  "clean-param-too-long": "This Clean-param is {length} characters long; Yandex reads rules of at most {limit} characters.",

  // Directives engines ignore
  "crawl-delay-ignored": "Crawl-delay is ignored by Google, and by Yandex since February 2018; Bing reads it.",
  "host-ignored": "Host is ignored by every crawler but classic Yandex (Yandex dropped it in 2018); redirects now pick the main mirror.",
  "clean-param-ignored": "Clean-param is read only by Yandex; other crawlers ignore it.",
  "noindex-ignored": "{directive} in robots.txt is ignored (Google stopped reading it in September 2019); use a robots meta tag or an X-Robots-Tag header instead.",
  "fix.noindex-ignored": "Delete the line",
  "ignored-directive": "{directive} is not read by Google, Bing or Yandex.",

  // Groups
  "rule-outside-group": "This rule comes before any User-agent line, so it applies to no crawler.",
  "agents-split-by-blank": "Google reads User-agent {agent} together with the one on line {nextLine}, but Yandex and the original standard end the record at the blank line, leaving {agent} without rules.",
  "fix.agents-split-by-blank": "Delete the blank line",
  "agents-merged-across-line": "User-agent {agent} joins the group of {firstAgent} (line {firstLine}): line {separatorLine} does not end a group, so both share the rules below.",
  "blank-line-in-group": "Yandex and the original standard end the group at the blank line {blankLine}, so there this rule belongs to no group; Google ignores the blank line.",
  "fix.blank-line-in-group": "Delete the blank line",
  "duplicate-group": "Another group for {agent} starts on line {firstLine}: Google merges the two, other crawlers do not document what they do.",
  "no-global-inheritance": "{agent} follows only its own group: the rules of the * group (line {globalLine}) do not apply to it.",
  "disallow-all": "This blocks the whole site for {agent}, except paths an Allow line opens.",
  "blocked-assets": "This rule blocks files Google needs to render your pages, such as {example}.",

  // Rules that never decide
  "duplicate-rule": "This rule repeats line {by}, so it never decides any URL.",
  "fix.duplicate-rule": "Delete the duplicate",
  "disallow-tied-with-allow": "The Allow on line {by} has the same path and wins the tie, so this Disallow never decides any URL.",
  "fix.disallow-tied-with-allow": "Delete the Disallow",
  "shadowed-rule": "Line {by} ({pattern}) comes first and matches every URL this rule matches, so crawlers that take the first matching rule never reach this one.",
  "fix.shadowed-rule": "Delete the unreachable rule",
};
