import { afterEach, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { startDraftGuard, storageKey, type DraftGuard, type SavedDraft } from "./draft-guard.ts";
import { chooseDraft } from "./persist.ts";
import { initialInputs, useWorkbench } from "./store.ts";

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

let guard: DraftGuard | null = null;
beforeEach(() => useWorkbench.setState({ ...initialInputs(), text: "# example\n" }));
afterEach(() => {
  guard?.stop();
  guard = null;
});

describe("the draft guard", () => {
  it("keeps no copy of the untouched draft, and one of an edit not yet stored", () => {
    const store = memoryStorage();
    guard = startDraftGuard({ store, events: false });
    guard.keepNow();
    expect(store.map.size).toBe(0);
    useWorkbench.getState().setText("User-agent: *\nDisallow: /typed\n");
    guard.keepNow();
    const copy = JSON.parse(store.map.get(guard.ownKey)!) as SavedDraft;
    expect(copy).toMatchObject({ text: "User-agent: *\nDisallow: /typed\n", page: guard.page, parent: null });
    expect(guard.ownKey.startsWith(storageKey("draft:unload:"))).toBe(true);
    // Stored in IndexedDB since: no new copy is needed.
    guard.markStored("User-agent: *\nDisallow: /typed\n", useWorkbench.getState().origin, Date.now());
    expect(guard.isStored()).toBe(true);
  });

  it("takes the editor's held-back change before copying", () => {
    const store = memoryStorage();
    guard = startDraftGuard({ store, events: false });
    let held: string | null = "User-agent: *\nDisallow: /held-back\n";
    useWorkbench.setState({
      editor: {
        flushChange: () => {
          if (held !== null) useWorkbench.getState().setText(held);
          held = null;
        },
      } as never,
    });
    guard.keepNow();
    expect(JSON.parse(store.map.get(guard.ownKey)!).text).toBe("User-agent: *\nDisallow: /held-back\n");
  });

  it("keeps the own copy when it is newer than a write, and removes it otherwise", () => {
    const store = memoryStorage();
    guard = startDraftGuard({ store, events: false });
    useWorkbench.getState().setText("a\n");
    guard.keepNow();
    const at = (JSON.parse(store.map.get(guard.ownKey)!) as SavedDraft).savedAt;
    guard.removeCopies([guard.ownKey], at - 1);
    expect(store.map.has(guard.ownKey)).toBe(true);
    guard.removeCopies([guard.ownKey], at);
    expect(store.map.has(guard.ownKey)).toBe(false);
  });
});

describe("chooseDraft", () => {
  const d = (text: string, savedAt: number, extra: Partial<SavedDraft> = {}): SavedDraft => ({ text, origin: "", savedAt, ...extra });

  it("takes the newest; an older state of the same line is superseded; another tab's goes to History", () => {
    const stored = d("first", 1, { rev: "r1", page: "p1", parent: null });
    const mine = d("first and more", 3, { rev: "r3", page: "p2", parent: "r1" });
    const otherTab = d("the other tab's", 2, { rev: "r2", page: "p3", parent: "r1" });
    const choice = chooseDraft(stored, [otherTab, mine]);
    expect(choice.chosen).toBe(mine);
    expect(choice.superseded).toEqual([stored]);
    expect(choice.others).toEqual([otherTab]);
  });

  it("gives the same answer whatever order the copies are read in", () => {
    const draft = fc.record({
      text: fc.constantFrom("a", "b", "c"),
      origin: fc.constant(""),
      savedAt: fc.integer({ min: 1, max: 1000 }),
      rev: fc.uuid(),
      parent: fc.option(fc.uuid(), { nil: null }),
      page: fc.constantFrom("p1", "p2", "p3"),
    });
    fc.assert(
      fc.property(fc.uniqueArray(draft, { minLength: 1, maxLength: 6, selector: (x) => x.savedAt }), fc.nat(), (copies, seed) => {
        const shuffled = [...copies].sort((x, y) => ((x.savedAt * 31 + seed) % 97) - ((y.savedAt * 31 + seed) % 97));
        const a = chooseDraft(null, copies);
        const b = chooseDraft(null, shuffled);
        expect(b.chosen).toBe(a.chosen);
        expect(new Set(b.others)).toEqual(new Set(a.others));
        // Nothing is dropped: every copy is chosen, superseded or kept.
        expect(a.superseded.length + a.others.length + 1).toBe(copies.length);
      }),
    );
  });
});
