/**
 * Yandex's classic help text (docs/engines.md §5): records whose value contains "Yandex" or is `*`;
 * the first matching Allow/Disallow line in file order decides; an empty Disallow allows
 * all and an empty Allow disallows all; a file over 256 KB allows all. docs/engines.md §5.
 */
import { SIZE_LIMITS } from "../limits.ts";
import type { Engine } from "./engine.ts";

const SEED = "Yandex help, classic edition (docs/engines.md §5)";

/** The `yandex-classic` engine. */
export const yandexClassic: Engine = {
  id: "yandex-classic",
  keys: "strict",
  grouping: "records",
  agentMatch: "google",
  yandexFamily: "classic",
  mergeGroups: false,
  precedence: "first",
  wildcards: true,
  encoding: "google",
  isGoogleLibrary: false,
  emptyAllow: "disallow-all",
  emptyDisallow: "allow-all",
  robotsTxtAlwaysAllowed: false,
  hasAllow: true,
  sizeLimit: SIZE_LIMITS["yandex-classic"],
  facts: {
    keys: { confidence: "L", source: SEED },
    grouping: { confidence: "M", source: SEED },
    agentMatch: { confidence: "M", source: SEED },
    mergeGroups: { confidence: "L", source: SEED },
    precedence: { confidence: "M", source: SEED },
    wildcards: { confidence: "M", source: SEED },
    empty: { confidence: "M", source: SEED },
    encoding: { confidence: "L", source: SEED },
    sizeLimit: { confidence: "M", source: SEED },
    // Not in the classic text (docs/engines.md §11 "?" cells): L.
    emptyGroup: { confidence: "L", source: SEED },
    otherLines: { confidence: "L", source: SEED },
    orphans: { confidence: "L", source: SEED },
    bom: { confidence: "L", source: SEED },
    midDollar: { confidence: "L", source: SEED },
    robotsTxt: { confidence: "L", source: SEED },
    globalValue: { confidence: "L", source: SEED },
  },
};
