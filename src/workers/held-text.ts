/**
 * The text a worker was last sent, parsed, known by its id: the page sends a text only when it
 * changes (the verdict and panel workers). Its compiled matchers are cached with the parse.
 */
import { parseRobotsTxt } from "../core/parse.ts";
import type { RobotsTxt } from "../core/types.ts";

/** Takes a request's text when it carries a new one; gives the parse of its text id, or null when another is held. */
export function createHeldText(): (request: { textId: number; text?: string }) => RobotsTxt | null {
  let held: { textId: number; doc: RobotsTxt } | null = null;
  return (q) => {
    if (q.text !== undefined && held?.textId !== q.textId) held = { textId: q.textId, doc: parseRobotsTxt(q.text) };
    return held !== null && held.textId === q.textId ? held.doc : null;
  };
}
