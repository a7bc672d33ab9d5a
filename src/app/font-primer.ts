/**
 * Has the browser find each font the first load uses before the app's first render, one font
 * a task. On Linux, Chromium finds a font (a family in a stack, a weight, a style, a size, a
 * fallback for characters such as 文) through a synchronous call to the browser process, and
 * loads each new typeface there too: 74 such calls and 8 typeface loads followed the first
 * paint, 2–22 ms of waiting each for the slow ones, inside the frames that first laid out the
 * text that needed them (the first screen's, the status table's, the deferred editor parts').
 * Found here, a span of index.html's `.font-primer` at a time, each wait is a short task of
 * its own and those frames find every font in the renderer's cache. The list in index.html is
 * checked against the fonts the first load shows by e2e/first-load-fonts.spec.ts.
 */
import { nextTask } from "../editor/tasks";

/**
 * Text a first load in Japanese shows in every font (the interface, the example's comment):
 * each span gets some, so that the font for it is found here as well. One character of a
 * script finds the fallback font; the rest of the text then comes from the same font.
 */
const JAPANESE_SAMPLE = "日本語のテキスト";

/** Lays out the primer's spans, each in a task of its own, then removes the primer. */
export async function primeFonts(doc: Document = document): Promise<void> {
  const primer = doc.querySelector(".font-primer");
  if (primer === null) return;
  const japanese = /^ja\b/.test(doc.documentElement?.lang ?? "");
  for (const span of Array.from(primer.children)) {
    // A task of its own: not the one that called this, nor the last span's.
    await nextTask();
    if (japanese) span.append(JAPANESE_SAMPLE);
    span.classList.add("is-primed");
    // Layout now, of the span alone (the primer is out of the flow, its size fixed): the
    // fonts are found here, not in the next frame's layout with the rest of the page.
    span.getBoundingClientRect();
  }
  await nextTask();
  primer.remove();
}
