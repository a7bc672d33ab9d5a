/**
 * Message text with `backticked` parts, rendered as DOM: the backticked parts become `<code>`
 * elements, the rest text nodes. Hover cards and the completion info box share it, so no
 * raw backtick reaches the screen.
 */

/** Fills an element with text, `backticked` parts as code; returns the element. */
export function setRichText(el: HTMLElement, text: string): HTMLElement {
  text.split("`").forEach((part, i) => {
    if (part === "") return;
    if (i % 2 === 1) el.appendChild(document.createElement("code")).textContent = part;
    else el.appendChild(document.createTextNode(part));
  });
  return el;
}
