/**
 * English texts of usage preferences (Content-Usage, Content-Signal, License): the core's
 * reason codes (src/core/prefs.ts) and the panels' words for them.
 */
import type { Catalog } from "../index";

/** Reasons the core gives for a set of preferences. */
export const prefsMessages: Catalog = {
  "prefs-decided": "{count, plural, =1 {Stated by line {line}.} one {Stated by # lines with the same path, combined: the most restrictive wins.} other {Stated by # lines with the same path, combined: the most restrictive wins.}}",
  "prefs-none": "No line of the chosen group covers this URL, so nothing is stated.",
  "prefs-not-crawlable": "This URL may not be crawled, and preferences apply only to URLs a crawler may fetch: none apply here.",
  "prefs-no-group": "No group of this file applies to this crawler, so no preference does.",
  "prefs-file-ignored": "This engine ignores the whole file (size limit), preferences included.",
  "prefs-absent": "The file states no usage preferences.",
};

/** The panels' words for preferences. */
export const prefsUi: Catalog = {
  "ui.prefs.heading": "Usage preferences",
  "ui.prefs.support.ignores": "{engine}'s parser drops these lines: they never change the verdict, and {engine} documents no use of them. Below is what the file states to this crawler.",
  "ui.prefs.support.undocumented": "{engine} does not document whether its crawlers read these lines; they never change the verdict. Below is what the file states to this crawler, read with {engine}'s grouping.",
  "ui.prefs.support.draft": "The IETF draft draft-ietf-aipref-attach-05 adds Content-Usage to RFC 9309 (read here with the vocabulary draft-ietf-aipref-vocab-07); Content-Signal is Cloudflare's own.",
  "ui.prefs.value.yes": "allowed",
  "ui.prefs.value.no": "disallowed",
  "ui.prefs.value.unknown": "not stated",
  "ui.prefs.col.directive": "Directive",
  "ui.prefs.col.category": "Use",
  "ui.prefs.col.preference": "Preference",
  "ui.prefs.col.line": "Line",
  "ui.prefs.category.train-ai": "AI training",
  "ui.prefs.category.search": "Search",
  "ui.prefs.category.ai-input": "AI answers (input)",
  "ui.prefs.category.ai-train": "AI training",
  "ui.prefs.licenses": "{count, plural, one {Licence (RSL)} other {Licences (RSL)}}",
  "ui.prefs.more": "+{count}",
  "ui.prefs.short": "{key}: {value}",
  "ui.prefs.none": "No usage preferences",
  "ui.prefs.filter": "Preference",
  "ui.prefs.filter.any": "Any preference",
  "ui.prefs.filter.option": "{directive} {key} = {value}",
  "ui.prefs.export.json": "Export JSON",
};
