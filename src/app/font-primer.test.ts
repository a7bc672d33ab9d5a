import { describe, expect, it } from "vitest";
import { nextTask } from "../editor/tasks";
import { primeFonts } from "./font-primer";

/** A stand-in for index.html's primer: its spans log being shown and laid out. */
function fakePrimer(count: number, lang = "en") {
  const log: string[] = [];
  const children = Array.from({ length: count }, (_, i) => ({
    classList: { add: (name: string) => log.push(`${name} ${i}`) },
    append: (text: string) => log.push(`append ${text} ${i}`),
    getBoundingClientRect: () => log.push(`layout ${i}`),
  }));
  const primer = { children, remove: () => log.push("removed") };
  const doc = { documentElement: { lang }, querySelector: (selector: string) => (selector === ".font-primer" ? primer : null) } as unknown as Document;
  return { log, doc };
}

describe("primeFonts", () => {
  it("shows and lays out one span a task, then removes the primer", async () => {
    const { log, doc } = fakePrimer(3);
    const done = primeFonts(doc);
    // Nothing in the caller's task.
    expect(log).toEqual([]);
    await nextTask();
    expect(log).toEqual(["is-primed 0", "layout 0"]);
    await nextTask();
    expect(log).toEqual(["is-primed 0", "layout 0", "is-primed 1", "layout 1"]);
    await nextTask();
    expect(log.slice(4)).toEqual(["is-primed 2", "layout 2"]);
    // The primer leaves in a task of its own too.
    await done;
    expect(log.slice(6)).toEqual(["removed"]);
  });

  it("gives each span Japanese text first when the page is in Japanese", async () => {
    const { log, doc } = fakePrimer(2, "ja");
    await primeFonts(doc);
    expect(log).toEqual(["append 日本語のテキスト 0", "is-primed 0", "layout 0", "append 日本語のテキスト 1", "is-primed 1", "layout 1", "removed"]);
  });

  it("does nothing on a page without a primer", async () => {
    const doc = { querySelector: () => null } as unknown as Document;
    await expect(primeFonts(doc)).resolves.toBeUndefined();
  });
});
