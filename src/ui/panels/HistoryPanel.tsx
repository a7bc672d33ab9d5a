/** The version history panel. */
export function HistoryPanel() {
  return null;
}
