/**
 * "If robots.txt answered…": what each engine does when the file itself cannot be read
 * (3xx, 401/403, 404, 429, 5xx, timeout). Filled from the core's status table.
 */
import type { EngineId } from "../../core/types";

export function StatusTable(_props: { highlight: EngineId | null }) {
  return null;
}
