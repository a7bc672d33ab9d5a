/**
 * English text of the Findings panel, the toolbar's findings count, the impact summary and
 * the "not a robots.txt" notes (the lint messages themselves are in lint.ts).
 */
import type { Catalog } from "../index";

export const findingsMessages: Catalog = {
  "ui.tab.findings": "Findings",
  "ui.findings.open": "Open the list of findings",
  "ui.findings.count.error": "{n, plural, =0 {no errors} one {# error} other {# errors}}",
  "ui.findings.count.warning": "{n, plural, =0 {no warnings} one {# warning} other {# warnings}}",
  "ui.findings.count.info": "{n, plural, =0 {no notes} one {# note} other {# notes}}",
  "ui.findings.hiddenShort": "({n} hidden)",
  "ui.findings.hidden":
    "{n, plural, one {# finding is} other {# findings are}} hidden: they concern only engines outside the lint set (choose them under “Lint for”).",
  "ui.findings.severity.error": "Error",
  "ui.findings.severity.warning": "Warning",
  "ui.findings.severity.info": "Note",
  "ui.findings.heading": "All findings",
  "ui.findings.filter.severity": "Show findings by severity",
  "ui.findings.filter.kind": "Kind",
  "ui.findings.filter.allKinds": "All kinds ({n})",
  "ui.findings.fixAll": "Fix all {n} of this kind",
  "ui.findings.engines": "for {engines}",
  "ui.findings.none": "No problems found for the engines linted for.",
  "ui.findings.noneShown": "No finding matches the filters.",
  "ui.findings.truncated": "{n} more not listed: filter by kind to see them.",
  "ui.findings.waiting": "Reading the file…",
  "ui.findings.notRobots": "Not a robots.txt.",
  "ui.test.notRobots": "This file is {kind}: crawlers find no rules in it, so they read it as an empty robots.txt.",
  "ui.fileKind.html-file": "an HTML page",
  "ui.fileKind.binary-file": "a {format} file",
  "ui.fileKind.code-dump": "a {format} error or warning from the server",
  "ui.fileKind.json-file": "JSON",
  "ui.fileKind.xml-file": "an {format} document",
  "ui.fileKind.utf16-file": "UTF-16 text read as UTF-8",
  "ui.impact.heading": "Impact",
  "ui.impact.working": "Working out what the file blocks for each crawler…",
  "ui.impact.site": "Blocked from the whole site:",
  "ui.impact.home": "Blocked from the home page:",
  "ui.impact.open": "May crawl the home page:",
  "ui.impact.assets.blocked": "Googlebot may not fetch CSS or JavaScript:",
  "ui.impact.assets.open": "CSS and JavaScript under common paths are open to Googlebot.",
  "ui.impact.sitemaps": "{n, plural, one {# sitemap declared:} other {# sitemaps declared:}}",
  "ui.impact.sitemaps.none": "No sitemap declared.",
  "ui.impact.problems": "Problems by impact",
  "ui.impact.problems.none": "No problems for the engines linted for.",
  "ui.impact.more": "{n} more in the list below.",
};
