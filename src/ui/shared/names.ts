/** Names the interface shows for things the core knows by id. */
import { findCrawler } from "../../core/crawlers";

/** A crawler id's display name: the crawler table's name, or a custom token as typed. */
export function crawlerName(idOrCustom: string): string {
  return findCrawler(idOrCustom)?.name ?? idOrCustom;
}
