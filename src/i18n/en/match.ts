/**
 * English texts of the core's match codes: verdict reasons, group choice, explanation steps,
 * assumptions and robots.txt fetch outcomes. Keys are the codes the core returns.
 */
import type { Catalog } from "../index";

/** Messages of the matcher's results. */
export const matchMessages: Catalog = {
  // Verdict reasons.
  "rule-allow": "Allowed by line {line}: the rule “{pattern}” decides.",
  "rule-disallow": "Blocked by line {line}: the rule “{pattern}” decides.",
  "rule-empty-disallow": "Allowed: the empty Disallow on line {line} matches every path but blocks nothing (Google's parser reports it as the deciding line).",
  "no-rule-matched": "Allowed: none of the {count, plural, one {# rule} other {# rules}} of the chosen group matches this path, and a URL no rule matches may be crawled.",
  "no-group": "Allowed: no group of this file applies to this crawler, so nothing restricts it.",
  "file-ignored-size": "Allowed: the file is {size} bytes, over this engine's limit of {bytes} bytes, so the whole file is ignored.",
  "robots-txt-always-allowed": "Allowed: /robots.txt itself may always be fetched under this reading.",

  // Group choice.
  "group-token": "The {count, plural, one {group} other {# groups, merged,}} naming “{token}” {count, plural, one {applies} other {apply}}.",
  "group-fallback": "No group names “{first}”, so the crawler falls back to its token “{token}”: {count, plural, one {that group applies} other {# groups apply, merged}}.",
  "group-yandex": "No group names this robot exactly; the {count, plural, one {group} other {# groups}} whose user-agent contains “Yandex” {count, plural, one {applies} other {apply}}.",
  "group-global": "No group names this crawler, so the {count, plural, one {* group applies} other {# * groups apply, merged}}.",
  "group-global-asked": "You asked as * : the {count, plural, one {* group applies} other {# * groups apply}}.",
  "group-global-ignored": "{crawler} ignores the * group and no group names it, so nothing restricts it.",
  "group-none": "No group names this crawler and there is no * group.",

  // Explanation steps.
  "step-agent": "User agent “{input}” is read as the token “{token}”.",
  "step-size-truncated": "The file is {size} bytes; only the first {bytes} bytes are read (reading stops at line {line}).",
  "step-size-ignored": "The file is {size} bytes, over the {bytes}-byte limit: the engine ignores it.",
  "step-path": "Compared path: {path}",
  "step-other-origin": "This URL is on {origin}, but the file is for {fileOrigin}: this robots.txt does not govern it.",
  "step-robots-txt-fetched-anyway": "Crawlers fetch /robots.txt whatever it says; Google's parser still matches it like any other path.",

  // Assumptions.
  "assume-groups-merged": "{count} groups apply and are merged, as Google does; this engine does not document merging.",
  "assume-first-record-only": "{count} records name this crawler; only the first is used, as the 1996 draft says; this engine does not document it.",
  "assume-substring-direction": "The record is chosen because its value contains “{token}”: the standard does not say which name must contain which.",
  "assume-token-equality": "The product token must equal the user-agent value; RFC 9309 does not spell out equality against substring.",
  "assume-token-fallback": "{crawler} falls back to the “{token}” group: Google's crawler list showed this second token in the past; it is not confirmed today.",
  "assume-crawler-engine": "{crawler}'s vendor documents no reading of its own; it is read as {engine}.",
  "assume-size-limit": "The file is over this engine's limit of {bytes} bytes; what the engine does with it is not documented firmly (see the source).",
  "assume-tie-allow": "An Allow and a Disallow of equal length match; Allow is assumed to win, as Google documents. This engine does not document its tie-break.",
  "assume-wildcard-length": "A wildcard rule competes: its length is counted as written (each * and $ included), as Google does; this engine does not say how.",
  "assume-percent-encoding": "Percent-encoding is compared as Google's parser does; this engine does not document it.",
  "assume-empty-rule": "The group has an empty {kind} line; it is read as the engine's help describes it, which is not confirmed in its current documentation.",
  "assume-empty-group": (p) =>
    p.applies
      ? "The group that applies has no rules, so it allows everything; this is not firmly documented for this engine."
      : "A record with no rule line is ignored, as the 1994 standard requires at least one Disallow; this is not firmly documented.",
  "assume-token-match": "The user-agent value is read up to its first character outside A–Z, a–z, _ and - and compared with “{token}” in any case, as Google does; this engine does not document how it compares.",
  "assume-global-value": "“{value}” is read as the * group, as Google does; this engine does not say whether text after * is allowed.",
  "assume-blank-line": (p) =>
    p.mode === "ends-group"
      ? "A blank line ends the group here, as this engine's help suggests; it is not documented firmly."
      : "Blank lines are read as not ending a group, as Google does; this engine does not document it.",
  "assume-line-between-agents": "Another line stands between user-agent lines of one group; they are read as one group, as Google does; this engine does not document it.",
  "assume-global-ignored": "{crawler} is read as ignoring the * group: its vendor's statement of this is not confirmed firmly.",
  "assume-robots-txt-not-special": "/robots.txt is matched like any path; this engine does not say whether it is always allowed.",
  "assume-hex-case": "Percent-escapes are compared without regard to hex case (%3c = %3C), as RFC 3986 says; RFC 9309 does not say so itself.",
  "assume-precedence": (p) =>
    `Several rules match: the ${p.mode === "longest" ? "longest" : "first"} one is assumed to decide, per this engine's help.`,
  "assume-bom-skipped": "The file starts with a byte order mark; it is assumed to be skipped, as Google does.",
  "assume-strict-keys": "Line {line} is a misspelt or run-on key: this engine is assumed to ignore it, as it documents no leniency.",
  "assume-orphan-rules": "Rules before the first user-agent line are ignored, as Google does; this engine does not document it.",
  "assume-no-size-limit": "This reading has no size limit: the whole {size}-byte file is read.",
  "assume-wildcards": "Line {line} uses * or $: read as wildcards, which this engine documents only through others.",
  "assume-dollar-mid-pattern": "Line {line} has a $ before its end: read as the character $, as Google does.",
  "assume-no-index-html": "Line {line} allows an index.html page: only Google's parser also allows its directory; this engine is assumed not to.",
  "assume-rule-decoding": "Line {line} has percent-escapes of plain characters: they are decoded before comparing, as RFC 9309 §2.2.2 describes for URLs.",
  "assume-allow-1996": "Allow comes from the 1996 draft; the 1994 standard had only Disallow.",

  // Fetch outcomes and their effects.
  "status.redirect": "3xx redirect (followed)",
  "status.redirect-loop": "more than 5 redirects",
  "status.unauthorized": "401 / 403",
  "status.not-found": "404 and other 4xx",
  "status.too-many-requests": "429",
  "status.server-error": "5xx",
  "status.unreachable": "timeout or unreachable",
  "status.effect.parse": "reads the file it is sent to",
  "status.effect.allow-all": "crawls everything",
  "status.effect.disallow-all": "crawls nothing",
  "status.effect.disallow-then-cache": "crawls nothing for 12 hours, then uses the last good copy up to 30 days, then crawls everything",
  "status.effect.defer": "postpones crawling (nothing for now)",
};
