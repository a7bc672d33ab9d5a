/** The Compare panel (in progress). */
export function ComparePanel() {
  return null;
}
