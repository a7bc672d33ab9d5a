/** The Outline panel (in progress). */
export function OutlinePanel() {
  return null;
}
