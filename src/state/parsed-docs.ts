/**
 * The parsed documents of the last texts the page looked at, shared by the store's views and
 * the verdict worked out in the page. A module of its own, without the store: the verdict
 * client (loaded with the first large file) uses it, and must not pull zustand or the store in.
 */
import { parseRobotsTxt } from "../core/parse";
import type { RobotsTxt } from "../core/types";

const recentDocs: RobotsTxt[] = [];

/**
 * The parsed document of a text. The two most recent are remembered, so the live view and a
 * settled view of a large file (see the store's `useSettledDoc`) share their parses.
 */
export function selectDoc(text: string): RobotsTxt {
  const hit = recentDocs.find((doc) => doc.text === text);
  if (hit) return hit;
  const doc = parseRobotsTxt(text);
  recentDocs.unshift(doc);
  recentDocs.length = Math.min(recentDocs.length, 2);
  return doc;
}
