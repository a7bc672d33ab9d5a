/** The crawlers a bulk run (or a version diff) tests: which ones, and the engine and token each is read with. */
import { readingFor } from "../core/agent.ts";
import type { EngineId } from "../core/types.ts";
import type { JobCrawler } from "../workers/protocol.ts";
import type { Expectations } from "./bulk-store.ts";

/** The crawlers a bulk run uses: the selected crawler, the compare set, then any named by expectations. */
export function bulkCrawlers(
  crawlerId: string,
  compareCrawlerIds: readonly string[],
  engineOverride: EngineId | null,
  expectations: Expectations,
): { crawlers: JobCrawler[]; shown: number } {
  const ids: string[] = [];
  const push = (id: string) => {
    if (id.trim() !== "" && !ids.includes(id)) ids.push(id);
  };
  push(crawlerId);
  compareCrawlerIds.forEach(push);
  const shown = ids.length;
  for (const byCrawler of Object.values(expectations)) Object.keys(byCrawler).forEach(push);
  const crawlers = ids.map((id): JobCrawler => {
    const reading = readingFor(id, engineOverride);
    return { id, userAgent: reading.userAgent, engine: reading.engine };
  });
  return { crawlers, shown };
}
