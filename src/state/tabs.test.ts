import { afterEach, describe, expect, it, vi } from "vitest";
import { storageKey } from "./draft-guard.ts";
import { useTabs } from "./persist-state.ts";
import { startTabs, type TabsLink } from "./tabs.ts";

/** Another tab of the app, as this test plays it: a raw channel on the same name. */
function otherTab() {
  const channel = new BroadcastChannel(storageKey("tabs"));
  return { post: (message: object) => channel.postMessage(message), close: () => channel.close() };
}

const draft = (text: string) => ({ text, origin: "", rev: `r-${text}`, savedAt: Date.now() });

describe("tabs", () => {
  let link: TabsLink | null = null;
  let other: ReturnType<typeof otherTab> | null = null;
  afterEach(() => {
    link?.stop();
    other?.close();
    link = other = null;
  });

  it("a tab that says hello counts as open until it says goodbye", async () => {
    link = startTabs("this", () => undefined);
    other = otherTab();
    other.post({ type: "hello", page: "other" });
    await vi.waitFor(() => expect(useTabs.getState().others).toEqual(["other"]));
    other.post({ type: "bye", page: "other" });
    await vi.waitFor(() => expect(useTabs.getState().others).toEqual([]));
  });

  it("a draft stored on the way out tells this tab about it without making the closed tab open again", async () => {
    link = startTabs("this", () => undefined);
    other = otherTab();
    other.post({ type: "hello", page: "other" });
    await vi.waitFor(() => expect(useTabs.getState().others).toEqual(["other"]));
    // The closing tab's write finishes after its pagehide: its "saved" comes after its "bye".
    other.post({ type: "bye", page: "other" });
    other.post({ type: "saved", page: "other", ...draft("User-agent: *\nDisallow: /written-on-the-way-out/") });
    await vi.waitFor(() => expect(useTabs.getState().draftElsewhere?.text).toContain("/written-on-the-way-out/"));
    expect(useTabs.getState().others).toEqual([]);
  });

  it("a tab back from the back-forward cache says hello and counts again", async () => {
    link = startTabs("this", () => undefined);
    other = otherTab();
    other.post({ type: "hello", page: "other" });
    other.post({ type: "bye", page: "other" });
    other.post({ type: "hello", page: "other" });
    other.post({ type: "saved", page: "other", ...draft("User-agent: *\nDisallow: /back/") });
    await vi.waitFor(() => expect(useTabs.getState().draftElsewhere?.text).toContain("/back/"));
    expect(useTabs.getState().others).toEqual(["other"]);
  });

  it("a draft stored before this tab knew of another is told to it once it does", async () => {
    other = otherTab();
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(storageKey("tabs"));
    listener.onmessage = (event) => void heard.push(event.data);
    try {
      link = startTabs("this", () => undefined);
      // Stored while alone (the other tab's hello came before this tab listened): not posted yet.
      link.draftSaved(draft("User-agent: *\nDisallow: /stored-alone/"));
      await vi.waitFor(() => expect(heard).toContainEqual({ type: "hello", page: "this" }));
      expect(heard.filter((m) => (m as { type: string }).type === "saved")).toEqual([]);
      // The other tab answers the hello: it now hears of the draft, once.
      other.post({ type: "here", page: "other" });
      await vi.waitFor(() =>
        expect(heard).toContainEqual(expect.objectContaining({ type: "saved", page: "this", text: "User-agent: *\nDisallow: /stored-alone/" })),
      );
      other.post({ type: "hello", page: "third" });
      await vi.waitFor(() => expect(useTabs.getState().others).toEqual(["other", "third"]));
      expect(heard.filter((m) => (m as { type: string }).type === "saved")).toHaveLength(1);
    } finally {
      listener.close();
    }
  });

  it("a tab first heard of by its own store is not told of an older draft", async () => {
    other = otherTab();
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(storageKey("tabs"));
    listener.onmessage = (event) => void heard.push(event.data);
    try {
      link = startTabs("this", () => undefined);
      link.draftSaved(draft("User-agent: *\nDisallow: /older/"));
      other.post({ type: "saved", page: "other", ...draft("User-agent: *\nDisallow: /newer/") });
      await vi.waitFor(() => expect(useTabs.getState().draftElsewhere?.text).toContain("/newer/"));
      other.post({ type: "hello", page: "third" });
      await vi.waitFor(() => expect(useTabs.getState().others).toEqual(["other", "third"]));
      expect(heard.filter((m) => (m as { type: string; page: string }).type === "saved" && (m as { page: string }).page === "this")).toEqual([]);
    } finally {
      listener.close();
    }
  });
});
