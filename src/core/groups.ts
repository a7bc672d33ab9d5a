/**
 * Groups of a robots.txt file, computed from its lines, in the two ways engines read them.
 * `google` (RFC 9309 §2.1, google/robotstxt): a User-agent line after an Allow/Disallow opens a
 * new group; blank, comment, Sitemap and unknown lines never close one. `records` (the 1994
 * standard, Yandex): a blank line also ends the record. Rules outside any group belong to none.
 */
import type { Line, RobotsTxt } from "./types.ts";

/** How group boundaries are read: see the module note. */
export type GroupingMode = "google" | "records";

/** One group: its User-agent lines and its Allow/Disallow lines, in file order. */
export interface Group {
  /** The User-agent lines (at least one). */
  agents: Line[];
  /** The Allow and Disallow lines (possibly none). */
  rules: Line[];
}

/** Whether a line is a User-agent line (`agent`), an Allow/Disallow line (`rule`), or neither. */
export function groupRole(line: Line): "agent" | "rule" | null {
  if (line.kind !== "directive") return null;
  if (line.directive === "user-agent") return "agent";
  if (line.directive === "allow" || line.directive === "disallow") return "rule";
  return null;
}

/**
 * Splits the file's lines into groups. `isRead` says which User-agent, Allow and Disallow
 * lines the engine reads at all (a strict engine skips `Disalow:`); lines it skips take no
 * part in grouping. Rules outside any group are in no returned group.
 */
export function groupLines(
  doc: RobotsTxt,
  mode: GroupingMode,
  isRead?: (line: Line) => boolean,
): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  const lines = doc.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (mode === "records" && line.kind === "blank") {
      current = null;
      continue;
    }
    // groupRole written out (no call a line: this runs once per line of large files, mostly
    // before the JIT has compiled it).
    if (line.kind !== "directive") continue;
    const directive = line.directive;
    const isAgent = directive === "user-agent";
    if ((!isAgent && directive !== "allow" && directive !== "disallow") || (isRead !== undefined && !isRead(line))) continue;
    if (isAgent) {
      if (current === null || current.rules.length > 0) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(line);
    } else if (current !== null) {
      current.rules.push(line);
    }
  }
  return groups;
}
