/** The engine registry: every reading of robots.txt the app models, by id. */
import type { EngineId } from "../types.ts";
import type { Engine } from "./engine.ts";
import { google } from "./google.ts";
import { bing } from "./bing.ts";
import { yandex } from "./yandex.ts";
import { yandexClassic } from "./yandex-classic.ts";
import { original } from "./original.ts";
import { rfc9309 } from "./rfc9309.ts";

export type { Engine, Fact } from "./engine.ts";

/** Every engine by id. */
export const ENGINES: Record<EngineId, Engine> = {
  google,
  bing,
  yandex,
  "yandex-classic": yandexClassic,
  original,
  rfc9309,
};

/**
 * The engines a file is linted for when none are chosen: the three search engines most sites
 * write for. The linter, the editor and the store's first inputs all start from this list.
 */
export const DEFAULT_LINT_ENGINES: readonly EngineId[] = ["google", "bing", "yandex"];

/** The engine of an id (google for anything unknown). */
export function getEngine(id: EngineId | undefined): Engine {
  return (id && ENGINES[id]) || google;
}
