/**
 * The original standard: "A Standard for Robot Exclusion" (1994, seed 000) read with the
 * 1996 draft (draft-koster-robots-00): records split by blank lines, the first record whose
 * value contains the robot's token, first matching line decides, plain prefixes (no
 * wildcards), `%xx` decoded except `%2F`, `/robots.txt` always allowed. engines.md §7–8.
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
  sizeLimit: null,
  facts: {
    keys: { confidence: "H", source: STD },
    grouping: { confidence: "H", source: STD },
    agentMatch: { confidence: "M", source: DRAFT },
    precedence: { confidence: "H", source: DRAFT },
    allow: { confidence: "M", source: DRAFT },
    encoding: { confidence: "H", source: DRAFT },
  },
};
