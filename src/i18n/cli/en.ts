/**
 * English texts of the command-line tool (`robots-workbench`). Not part of the page's
 * catalogs (they live apart so the app's bundle does not carry them); the CLI merges them
 * with the lint and match catalogs of the same language. Option names and values stay as typed.
 */
export const cliMessages: Record<string, string> = {
  "cli.help": `robots-workbench {version}: robots.txt checks for deploys and pull requests

Usage:
  robots-workbench lint FILE|-  [--engines google,bing,...] [--fail-on error|warning|never]
  robots-workbench test FILE --expect EXPECTATIONS.json [--engine ID]
  robots-workbench check FILE --urls LIST [--crawler NAME ...] [--engine ID] [--fail-on blocked|allowed|never]
  robots-workbench diff OLD NEW --urls LIST [--crawler NAME ...] [--engine ID] [--fail-on any|blocked|never]

LIST: one URL or path per line, CSV, or sitemap XML; gzip-compressed too; - reads standard input.
EXPECTATIONS.json: the file the workbench's Bulk panel exports (format version {formatVersion}).

Options:
  --format table|json|csv|github   output (default table; github: workflow annotations and a job summary)
  --lang en|ja|ru                  language of messages (default from LANG)
  --origin URL                     the site the file belongs to (default https://example.com)
  --crawler NAME                   a crawler id or product token (repeatable; default googlebot)
  --engine ID                      read every crawler with this engine: {engines}
  -h, --help                       this help;  -v, --version   the version

Exit codes: 0 passed, 1 a check failed, 2 bad input or usage.`,

  // Usage errors.
  "cli.usage.noCommand": "No command given. Commands: lint, test, check, diff.",
  "cli.usage.unknownCommand": "Unknown command “{command}”. Commands: lint, test, check, diff.",
  "cli.usage.badOption": "{detail}",
  "cli.usage.missingFiles": "“{command}” needs {n, plural, one {a robots.txt file} other {# robots.txt files}} ({usage}).",
  "cli.usage.extraFiles": "“{command}” takes {n, plural, one {one file} other {# files}}; also given: {extra}.",
  "cli.usage.needsOption": "“{command}” needs {option}.",
  "cli.usage.badValue": "{option} {value} is not one of: {allowed}.",
  "cli.usage.badOrigin": "--origin {value} is not an http(s) origin such as https://example.com.",
  "cli.usage.stdinTwice": "Standard input (-) can be read only once per run.",
  "cli.usage.seeHelp": "See robots-workbench --help.",

  // Files.
  "cli.file.missing": "{file}: no such file.",
  "cli.file.directory": "{file} is a directory, not a file.",
  "cli.file.unreadable": "{file} cannot be read: {detail}",
  "cli.file.html": "{file} is an HTML page, not a robots.txt file (often an error page served in its place).",
  "cli.file.notRobots": "{file} is not a robots.txt file: it reads as {format}.",

  // Expectations files (the core's codes).
  "cli.expectations-not-json": "{file} is not JSON ({detail}): an expectations file is the JSON the Bulk panel exports.",
  "cli.expectations-bad-shape": "{file} is not an expectations file: it needs “expectations”, a list of {url, crawler, expect}.",
  "cli.expectations-unsupported-version": "{file} is an expectations file of format version {version}; this version of robots-workbench reads version {supported}.",
  "cli.expectations-too-many": "{file} holds {count} expectations, more than the {limit} allowed.",
  "cli.expectations-bad-item": "{file}: expectation {n} has no valid “{field}” (it needs a URL, a crawler id and “allowed” or “blocked”).",
  "cli.expectations.empty": "{file} holds no expectations: nothing to test.",

  // URL lists.
  "cli.list.html": "{file} is an HTML page, not a URL list.",
  "cli.list.gzip": "{file} looks gzip-compressed but cannot be decompressed: {detail}",
  "cli.list.index":
    "{file} is a sitemap index ({n, plural, one {# sitemap} other {# sitemaps}}, the first {first}): give one of its sitemaps as --urls.",
  "cli.list.invalidLine": "{file}, line {line}: “{text}” is not a URL or a path starting with /.",
  "cli.list.noUrl": "{file}, line {line}: the row has no cell that is a URL or a path.",
  "cli.list.moreInvalid": "… and {n, plural, one {# more invalid line} other {# more invalid lines}}.",
  "cli.list.empty": "{file} holds no URLs.",

  // Crawlers.
  "cli.crawler.custom":
    "Note: “{name}” is not in the crawler table; it is read as a product token with the {engine} engine (an assumption).",
  "cli.crawler.invalid": "“{name}” is neither a known crawler nor a valid product token (letters, digits, “-” and “_”).",

  // Words.
  "cli.verdict.allowed": "allowed",
  "cli.verdict.blocked": "blocked",
  "cli.verdict.invalid": "invalid URL",
  "cli.severity.error": "error",
  "cli.severity.warning": "warning",
  "cli.severity.info": "note",
  "cli.rule.line": "line {line}: {text}",
  "cli.rule.none": "no rule decides (allowed by default)",
  "cli.col.url": "URL",
  "cli.col.crawler": "Crawler",
  "cli.col.expected": "Expected",
  "cli.col.actual": "Got",
  "cli.col.rule": "Deciding line",
  "cli.col.before": "Before",
  "cli.col.after": "After",
  "cli.col.line": "Line",
  "cli.col.severity": "Severity",
  "cli.col.code": "Code",
  "cli.col.message": "Message",

  // Results.
  "cli.lint.counts":
    "{errors, plural, one {# error} other {# errors}}, {warnings, plural, one {# warning} other {# warnings}}, {infos, plural, one {# note} other {# notes}}",
  "cli.lint.clean": "{file}: no findings for {engines}.",
  "cli.lint.title": "robots.txt lint: {file}",
  "cli.test.fail": "{url} must be {expected} for {crawler}, but is {actual}",
  "cli.test.summary":
    "{passed, plural, one {# expectation passes} other {# expectations pass}}, {failed, plural, one {# fails} other {# fail}} ({total} in {file}).",
  "cli.test.title": "robots.txt expectations: {file}",
  "cli.check.summary": "{crawler}: {allowed} allowed, {blocked} blocked, {invalid} invalid, of {n, plural, one {# URL} other {# URLs}}.",
  "cli.check.title": "robots.txt URL check: {file}",
  "cli.check.violation": "{url} is {verdict} for {crawler}",
  "cli.diff.flip": "{url}: {before} → {after} for {crawler}",
  "cli.diff.summary":
    "{flips, plural, =0 {No verdict changes} one {# verdict changes} other {# verdicts change}} ({urls, plural, one {# URL} other {# URLs}} × {crawlers, plural, one {# crawler} other {# crawlers}}).",
  "cli.diff.title": "robots.txt change: {old} → {new}",
  "cli.more": "… {n, plural, one {# more} other {# more}} (see --format json or csv for all).",
  "cli.internal": "Unexpected error: {detail}",
};
