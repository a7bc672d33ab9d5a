/**
 * RFC 9309 as written: exact product tokens, merged groups, the longest match (counted in
 * pattern octets) wins with Allow on ties, its percent-encoding rules for rules and URLs,
 * no typo leniency, `/robots.txt` always allowed, no size cut. docs/engines.md §1.
 */
import type { Engine } from "./engine.ts";

const RFC = "https://www.rfc-editor.org/rfc/rfc9309";

/** The `rfc9309` engine. */
export const rfc9309: Engine = {
  id: "rfc9309",
  keys: "strict",
  grouping: "google",
  agentMatch: "exact",
  yandexFamily: "none",
  mergeGroups: true,
  precedence: "longest",
  wildcards: true,
  encoding: "rfc9309",
  isGoogleLibrary: false,
  emptyAllow: "ignore",
  emptyDisallow: "ignore",
  robotsTxtAlwaysAllowed: true,
  hasAllow: true,
  sizeLimit: null,
  facts: {
    keys: { confidence: "H", source: RFC },
    grouping: { confidence: "H", source: RFC },
    agentMatch: { confidence: "M", source: RFC },
    // Several `*` groups merged: follows from the merge rule, as Google does (docs/engines.md §1.2, M).
    mergeGlobal: { confidence: "M", source: RFC },
    precedence: { confidence: "H", source: RFC },
    wildcardLength: { confidence: "M", source: RFC },
    encoding: { confidence: "H", source: RFC },
    hexCase: { confidence: "M", source: RFC },
    // §1.5 says to decode unreserved escapes in the URI; for rules it is not said (catalogue #38 "?").
    ruleDecoding: { confidence: "M", source: RFC },
    // `$` is the end-of-pattern sign; one before the end is not addressed (catalogue #13 "?").
    midDollar: { confidence: "L", source: RFC },
    globalValue: { confidence: "L", source: RFC },
    // At least 500 KiB must be parsed; past that it is the implementation's choice (catalogue #45b).
    sizeLimit: { confidence: "M", source: RFC },
  },
};
