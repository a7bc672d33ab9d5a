/**
 * The original standard: "A Standard for Robot Exclusion" (1994, https://www.robotstxt.org/orig.html) read with the
 * 1996 draft (draft-koster-robots-00): records split by blank lines, the first record whose
 * value contains the robot's token, first matching line decides, plain prefixes (no
 * wildcards), `%xx` decoded except `%2F`, `/robots.txt` always allowed. docs/engines.md §7–8.
 */
import type { Engine } from "./engine.ts";

const STD = "https://www.robotstxt.org/orig.html";
const DRAFT = "https://www.robotstxt.org/norobots-rfc.txt";

/** The `original` engine. */
export const original: Engine = {
  id: "original",
  keys: "strict",
  grouping: "records",
  agentMatch: "substring",
  yandexFamily: "none",
  mergeGroups: false,
  precedence: "first",
  wildcards: false,
  encoding: "draft1996",
  isGoogleLibrary: false,
  emptyAllow: "ignore",
  emptyDisallow: "ignore",
  robotsTxtAlwaysAllowed: true,
  hasAllow: true,
  // docs/engines.md §7: a record has at least one Disallow line; one without is read as absent
  // (catalogue #15, #21: 1994 and 1996 verdicts marked M).
  isEmptyRecordIgnored: true,
  sizeLimit: null,
  facts: {
    keys: { confidence: "H", source: STD },
    grouping: { confidence: "H", source: STD },
    agentMatch: { confidence: "M", source: DRAFT },
    precedence: { confidence: "H", source: DRAFT },
    allow: { confidence: "M", source: DRAFT },
    encoding: { confidence: "H", source: DRAFT },
    emptyGroup: { confidence: "M", source: STD },
    // An unknown field between two User-agent lines keeps the record (catalogue #18: 94 D (M)).
    otherLines: { confidence: "M", source: STD },
    // An empty Disallow next to other rules (catalogue #8: 96 D (M), 94 ?).
    empty: { confidence: "M", source: DRAFT },
    globalValue: { confidence: "L", source: STD },
  },
};
