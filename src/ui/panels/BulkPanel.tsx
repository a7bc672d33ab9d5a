/** The Bulk tests panel. */
export function BulkPanel() {
  return null;
}
