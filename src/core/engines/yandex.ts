/**
 * Yandex as documented today: records picked by exact robot name, then any value containing
 * "Yandex", then `*`; rules sorted by length, the longest match wins, Allow on ties; an
 * empty Allow is ignored; a file over 500 KB is ignored whole. docs/engines.md §4.
 */
import { SIZE_LIMITS } from "../limits.ts";
import type { Engine } from "./engine.ts";

const UA = "https://yandex.com/support/webmaster/en/robot-workings/user-agent";
const RULES = "https://yandex.com/support/webmaster/en/robot-workings/allow-disallow";
const ERRORS = "https://yandex.com/support/webmaster/en/error-dictionary/robots-txt";
const EMPTY = "https://www.seo-russia.com/blog/changes-in-processing-robots-txt-file/";

/** The `yandex` engine. */
export const yandex: Engine = {
  id: "yandex",
  keys: "strict",
  grouping: "records",
  agentMatch: "google",
  yandexFamily: "current",
  mergeGroups: true,
  precedence: "longest",
  // docs/engines.md §4.3: every rule ends in an implicit `*`; `/example*$` behaves like `/example`.
  // How a written trailing `*` counts toward the length is not said (§4.2, L): as nothing.
  isTrailingStarImplicit: true,
  wildcards: true,
  encoding: "google",
  isGoogleLibrary: false,
  emptyAllow: "ignore",
  emptyDisallow: "allow-root",
  robotsTxtAlwaysAllowed: false,
  hasAllow: true,
  sizeLimit: SIZE_LIMITS.yandex,
  facts: {
    keys: { confidence: "L", source: ERRORS },
    grouping: { confidence: "M", source: RULES },
    agentMatch: { confidence: "H", source: UA },
    mergeGroups: { confidence: "L", source: UA },
    precedence: { confidence: "H", source: RULES },
    tieBreak: { confidence: "M", source: RULES },
    wildcardLength: { confidence: "L", source: RULES },
    // `*`, `$` and the implicit trailing `*` (docs/engines.md §4.3, M).
    wildcards: { confidence: "M", source: RULES },
    empty: { confidence: "M", source: EMPTY },
    encoding: { confidence: "L", source: RULES },
    sizeLimit: { confidence: "M", source: "https://yandex.com/support/webmaster/en/controlling-robot/robots-txt" },
    // Yandex documents how its own robots pick records; other agents' values (docs/engines.md §4.1): L.
    foreignAgentMatch: { confidence: "L", source: UA },
    // Not in the pages read (docs/engines.md §11 "?" cells): L.
    emptyGroup: { confidence: "L", source: UA },
    otherLines: { confidence: "L", source: UA },
    bom: { confidence: "L", source: ERRORS },
    midDollar: { confidence: "L", source: RULES },
    robotsTxt: { confidence: "L", source: RULES },
    globalValue: { confidence: "L", source: UA },
  },
};
