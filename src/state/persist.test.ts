import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setUrlsFromText, setExpectation, useBulk } from "./bulk.ts";
import { deleteVersion, snapshotDraft, useHistory } from "./history.ts";
import {
  hydrate,
  keepDraftOfThisTab,
  memoryBackend,
  openIdbBackend,
  storageKey,
  usePersistence,
  usePrefs,
  type HydrateOptions,
  type Persistence,
} from "./persist.ts";
import { initialInputs, useWorkbench } from "./store.ts";
import { useTabs } from "./persist-state.ts";

let running: Persistence | null = null;
const start = async (backend: HydrateOptions["backend"]) => {
  running = await hydrate({ backend, debounceMs: 5 });
  return running;
};

beforeEach(() => {
  useWorkbench.setState({ ...initialInputs(), text: "# example\n" });
  useHistory.setState({ versions: [] });
  useBulk.setState({ urls: [], expectations: {}, run: null, failedCount: 0 });
  usePersistence.setState({ status: "pending", savedAt: null, errorName: null });
  usePrefs.setState({ proxyTemplate: "" });
});

afterEach(() => {
  running?.stop();
  running = null;
});

describe("hydrate", () => {
  it("restores the draft, settings, URL list, expectations and history", async () => {
    const backend = memoryBackend();
    backend.data.set(storageKey("draft"), { text: "User-agent: *\nDisallow: /saved\n", origin: "https://shop.example" });
    backend.data.set(storageKey("settings"), {
      url: "/cart",
      crawlerId: "bingbot",
      engineOverride: "yandex",
      theme: "dark",
      panelTab: "bulk",
      proxyTemplate: "https://proxy.example/?u={url}",
    });
    backend.data.set(storageKey("bulk"), {
      urlsText: "/a\n/b",
      sourceName: "urls.txt",
      expectations: [{ url: "/a", crawler: "googlebot", expect: "allowed" }],
    });
    backend.data.set(storageKey("history"), [{ id: "v1", time: 1, reason: "manual", label: "first" }]);
    backend.data.set(storageKey("history:v1"), "User-agent: *\nDisallow:\n");

    await start(backend);

    expect(useWorkbench.getState()).toMatchObject({
      text: "User-agent: *\nDisallow: /saved\n",
      origin: "https://shop.example",
      url: "/cart",
      crawlerId: "bingbot",
      engineOverride: "yandex",
      theme: "dark",
      panelTab: "bulk",
    });
    expect(usePrefs.getState().proxyTemplate).toBe("https://proxy.example/?u={url}");
    expect(useBulk.getState().urls).toEqual(["/a", "/b"]);
    expect(useBulk.getState().expectations).toEqual({ "/a": { googlebot: "allowed" } });
    expect(useHistory.getState().versions).toEqual([
      { id: "v1", time: 1, reason: "manual", label: "first", text: "User-agent: *\nDisallow:\n" },
    ]);
    expect(usePersistence.getState().status).toBe("saved");
  });

  it("does not snapshot the startup example when it restores a draft", async () => {
    const backend = memoryBackend();
    backend.data.set(storageKey("draft"), { text: "saved", origin: "https://example.com" });
    await start(backend);
    expect(useHistory.getState().versions).toEqual([]);
  });

  it("ignores saved values of the wrong type", async () => {
    const backend = memoryBackend();
    backend.data.set(storageKey("draft"), { text: 42 });
    backend.data.set(storageKey("settings"), { theme: "<script>", engineOverride: "nope", compareCrawlerIds: [1] });
    await start(backend);
    expect(useWorkbench.getState()).toMatchObject({ text: "# example\n", engineOverride: null });
    expect(useWorkbench.getState().theme).not.toBe("<script>");
  });

  it("keeps settings, a URL list and versions saved while storage opened, and writes them", async () => {
    const backend = memoryBackend();
    backend.data.set(storageKey("settings"), { crawlerId: "bingbot", theme: "dark", panelTab: "compare" });
    backend.data.set(storageKey("bulk"), { urlsText: "/stored", sourceName: "urls.txt", expectations: [] });
    // Before storage answered: a tab opened, a list pasted, a version saved.
    useWorkbench.getState().setPanelTab("bulk");
    setUrlsFromText("/typed-meanwhile");
    const saved = snapshotDraft("User-agent: *\nDisallow: /meanwhile\n", "manual")!;
    const p = await start(backend);
    // The stored settings nobody touched are restored; the changed one is kept.
    expect(useWorkbench.getState()).toMatchObject({ crawlerId: "bingbot", theme: "dark", panelTab: "bulk" });
    expect(useBulk.getState().urls).toEqual(["/typed-meanwhile"]);
    await p.flush();
    expect(backend.data.get(storageKey("settings"))).toMatchObject({ crawlerId: "bingbot", panelTab: "bulk" });
    expect(backend.data.get(storageKey("bulk"))).toMatchObject({ urlsText: "/typed-meanwhile" });
    expect(backend.data.get(storageKey(`history:${saved.id}`))).toBe(saved.text);
  });

  it("keys everything under the app's base path", () => {
    expect(storageKey("draft")).toBe(`workbench:${import.meta.env.BASE_URL}:draft`);
  });
});

describe("autosave", () => {
  it("writes the draft and settings after a change", async () => {
    const backend = memoryBackend();
    const p = await start(backend);
    useWorkbench.getState().setText("User-agent: *\nDisallow: /new\n");
    useWorkbench.getState().setCrawler("yandexbot");
    await p.flush();
    expect(backend.data.get(storageKey("draft"))).toMatchObject({ text: "User-agent: *\nDisallow: /new\n" });
    expect(backend.data.get(storageKey("settings"))).toMatchObject({ crawlerId: "yandexbot" });
    expect(usePersistence.getState().savedAt).not.toBeNull();
  });

  it("writes the URL list as one string and the expectations as a list", async () => {
    const backend = memoryBackend();
    const p = await start(backend);
    setUrlsFromText("/x\n/y");
    setExpectation("/x", "googlebot", "blocked");
    await p.flush();
    expect(backend.data.get(storageKey("bulk"))).toEqual({
      urlsText: "/x\n/y",
      sourceName: "pasted",
      expectations: [{ url: "/x", crawler: "googlebot", expect: "blocked" }],
    });
  });

  it("writes each version once under its own key and deletes removed ones", async () => {
    const backend = memoryBackend();
    const p = await start(backend);
    const a = snapshotDraft("A", "manual")!;
    const b = snapshotDraft("B", "auto")!;
    await p.flush();
    expect(backend.data.get(storageKey(`history:${a.id}`))).toBe("A");
    expect((backend.data.get(storageKey("history")) as unknown[]).length).toBe(2);
    deleteVersion(b.id);
    await p.flush();
    expect(backend.data.has(storageKey(`history:${b.id}`))).toBe(false);
    expect(backend.data.get(storageKey("history"))).toEqual([{ id: a.id, time: a.time, reason: "manual" }]);
  });

  it("survives a reload: what one session writes the next restores", async () => {
    const backend = memoryBackend();
    const p = await start(backend);
    useWorkbench.getState().setText("User-agent: *\nDisallow: /kept\n");
    snapshotDraft("older", "manual");
    await p.flush();
    p.stop();
    useWorkbench.setState({ text: "# example\n" });
    useHistory.setState({ versions: [] });
    await start(memoryBackend({ data: backend.data }));
    expect(useWorkbench.getState().text).toBe("User-agent: *\nDisallow: /kept\n");
    expect(useHistory.getState().versions.map((v) => v.text)).toEqual(["older"]);
  });
});

describe("storage problems", () => {
  it("says storage is unavailable and keeps working in memory", async () => {
    await start(Promise.reject(new DOMException("blocked", "SecurityError")));
    expect(usePersistence.getState()).toMatchObject({ status: "unavailable", errorName: "SecurityError" });
    useWorkbench.getState().setText("still editable");
    expect(useWorkbench.getState().text).toBe("still editable");
  });

  it("says storage is full when writes hit the quota, and keeps the text", async () => {
    const p = await start(memoryBackend({ failWrites: "quota" }));
    useWorkbench.getState().setText("User-agent: *\nDisallow: /big\n");
    await p.flush();
    expect(usePersistence.getState()).toMatchObject({ status: "full", errorName: "QuotaExceededError" });
    expect(useWorkbench.getState().text).toBe("User-agent: *\nDisallow: /big\n");
  });

  it("says writes failed for other refusals", async () => {
    const p = await start(memoryBackend({ failWrites: "error" }));
    useWorkbench.getState().setUrl("/x");
    await p.flush();
    expect(usePersistence.getState().status).toBe("failed");
  });

  it("rejects opening IndexedDB when open() throws, errors or never answers", async () => {
    const throwing = { open: () => { throw new DOMException("no", "SecurityError"); } } as unknown as IDBFactory;
    await expect(openIdbBackend({ factory: throwing })).rejects.toMatchObject({ name: "SecurityError" });

    const erroring = {
      open: () => {
        const request = { error: new DOMException("denied", "UnknownError") } as unknown as IDBOpenDBRequest;
        queueMicrotask(() => request.onerror?.(new Event("error")));
        return request;
      },
    } as unknown as IDBFactory;
    await expect(openIdbBackend({ factory: erroring })).rejects.toMatchObject({ name: "UnknownError" });

    const silent = { open: () => ({}) } as unknown as IDBFactory;
    await expect(openIdbBackend({ factory: silent, timeoutMs: 10 })).rejects.toMatchObject({ name: "TimeoutError" });

    await expect(openIdbBackend({ factory: undefined })).rejects.toBeDefined();
  });
});

describe("the draft kept at unload", () => {
  const memoryStorage = (entries: Record<string, string> = {}) => {
    const map = new Map(Object.entries(entries));
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
  const unloadKey = storageKey("draft:unload");

  it("wins over an older stored draft, is written to storage, and is used once", async () => {
    const backend = memoryBackend();
    backend.data.set(storageKey("draft"), { text: "User-agent: *\nDisallow: /stored\n", origin: "", savedAt: 1_000 });
    const unload = memoryStorage({ [unloadKey]: JSON.stringify({ text: "User-agent: *\nDisallow: /typed-before-reload\n", origin: "", savedAt: 2_000 }) });
    running = await hydrate({ backend, debounceMs: 5, unloadStore: unload });
    expect(useWorkbench.getState().text).toBe("User-agent: *\nDisallow: /typed-before-reload\n");
    await running.flush();
    expect((backend.data.get(storageKey("draft")) as { text: string }).text).toBe("User-agent: *\nDisallow: /typed-before-reload\n");
    // Stored: the copy has done its work.
    expect(unload.map.has(unloadKey)).toBe(false);
  });

  it("loses to a stored draft saved after it, and a malformed one is ignored", async () => {
    const backend = memoryBackend();
    backend.data.set(storageKey("draft"), { text: "User-agent: *\nDisallow: /newer\n", origin: "", savedAt: 5_000 });
    const older = memoryStorage({ [unloadKey]: JSON.stringify({ text: "old", origin: "", savedAt: 4_000 }) });
    running = await hydrate({ backend, debounceMs: 5, unloadStore: older });
    expect(useWorkbench.getState().text).toBe("User-agent: *\nDisallow: /newer\n");
    // Both from an earlier version of the app: the older copy is superseded and removed.
    expect(useHistory.getState().versions).toEqual([]);
    expect(older.map.has(unloadKey)).toBe(false);
    running.stop();
    running = null;
    useWorkbench.setState({ text: "# example\n" });
    const broken = memoryStorage({ [unloadKey]: "{not json" });
    running = await hydrate({ backend, debounceMs: 5, unloadStore: broken });
    expect(useWorkbench.getState().text).toBe("User-agent: *\nDisallow: /newer\n");
    expect(broken.map.has(unloadKey)).toBe(false);
  });
});

describe("two tabs and copies kept at unload", () => {
  const memoryStorage = (entries: Record<string, string> = {}) => {
    const map = new Map(Object.entries(entries));
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

  it("stores a restored copy as old as it is: a copy another tab kept after it still wins next time", async () => {
    const backend = memoryBackend();
    const copy = (page: string, text: string, savedAt: number) =>
      JSON.stringify({ text, origin: "", savedAt, rev: `r-${page}`, parent: null, page });
    const unload = memoryStorage({ [storageKey("draft:unload:tab-a")]: copy("tab-a", "User-agent: *\nDisallow: /a\n", 2_000) });
    running = await hydrate({ backend, debounceMs: 5, linkTabs: false, unloadStore: unload });
    expect(useWorkbench.getState().text).toBe("User-agent: *\nDisallow: /a\n");
    await running.flush();
    expect(backend.data.get(storageKey("draft"))).toMatchObject({ text: "User-agent: *\nDisallow: /a\n", savedAt: 2_000 });
    running.stop();
    running = null;
    // Tab B went away after tab A (its copy is newer) but before tab A's page stored A's draft again.
    unload.map.set(storageKey("draft:unload:tab-b"), copy("tab-b", "User-agent: *\nDisallow: /b\n", 3_000));
    useWorkbench.setState({ text: "# example\n" });
    running = await hydrate({ backend, debounceMs: 5, linkTabs: false, unloadStore: unload });
    expect(useWorkbench.getState().text).toBe("User-agent: *\nDisallow: /b\n");
    expect(useHistory.getState().versions.map((v) => v.text)).toContain("User-agent: *\nDisallow: /a\n");
  });

  it("leaves a newer draft another tab stored in place of a restored copy, offers it, and stores this one when kept", async () => {
    const backend = memoryBackend();
    const unload = memoryStorage({
      [storageKey("draft:unload:tab-a")]: JSON.stringify({
        text: "User-agent: *\nDisallow: /a\n",
        origin: "",
        savedAt: 2_000,
        rev: "r-a",
        parent: null,
        page: "tab-a",
      }),
    });
    running = await hydrate({ backend, debounceMs: 5, linkTabs: false, unloadStore: unload });
    expect(useWorkbench.getState().text).toBe("User-agent: *\nDisallow: /a\n");
    // Before this page stores the copy again, tab B stores newer work.
    const b = { text: "User-agent: *\nDisallow: /b\n", origin: "", savedAt: 3_000, rev: "r-b", parent: null, page: "tab-b" };
    backend.data.set(storageKey("draft"), b);
    await running.flush();
    expect(backend.data.get(storageKey("draft"))).toEqual(b);
    expect(useTabs.getState().draftElsewhere).toMatchObject({ text: b.text, rev: "r-b" });
    // Not stored: the copy stays until this tab's draft is.
    expect(unload.map.has(storageKey("draft:unload:tab-a"))).toBe(true);
    keepDraftOfThisTab();
    await running.flush();
    expect(backend.data.get(storageKey("draft"))).toMatchObject({ text: "User-agent: *\nDisallow: /a\n" });
    expect(useHistory.getState().versions.map((v) => v.text)).toContain(b.text);
    expect(unload.map.has(storageKey("draft:unload:tab-a"))).toBe(false);
  });

  it("restores the History versions a page had not stored when it went away", async () => {
    const backend = memoryBackend();
    const key = storageKey("draft:unload:page-1");
    const unload = memoryStorage({
      [key]: JSON.stringify({
        text: "User-agent: *\nDisallow: /pasted\n",
        origin: "",
        savedAt: 2_000,
        rev: "r1",
        parent: null,
        page: "page-1",
        versions: [{ id: "v-before-paste", time: 1_500, text: "User-agent: *\nDisallow: /before-paste\n", reason: "before-load" }],
      }),
    });
    running = await hydrate({ backend, debounceMs: 5, linkTabs: false, unloadStore: unload });
    expect(useWorkbench.getState().text).toBe("User-agent: *\nDisallow: /pasted\n");
    expect(useHistory.getState().versions.map((v) => v.id)).toContain("v-before-paste");
    await running.flush();
    expect(backend.data.get(storageKey("history:v-before-paste"))).toBe("User-agent: *\nDisallow: /before-paste\n");
    expect(unload.map.has(key)).toBe(false);
  });

  it("keeps the draft another tab stored in History before storing over it", async () => {
    const backend = memoryBackend();
    backend.data.set(storageKey("draft"), { text: "User-agent: *\nDisallow: /mine\n", origin: "", savedAt: 1_000, rev: "r1", page: "p1" });
    running = await start(backend);
    // Another tab stores its draft meanwhile.
    backend.data.set(storageKey("draft"), { text: "User-agent: *\nDisallow: /theirs\n", origin: "", savedAt: 2_000, rev: "r2", parent: "r1", page: "p2" });
    useWorkbench.getState().setText("User-agent: *\nDisallow: /mine-edited\n");
    await running.flush();
    await running.flush();
    expect((backend.data.get(storageKey("draft")) as { text: string }).text).toBe("User-agent: *\nDisallow: /mine-edited\n");
    const kept = useHistory.getState().versions.find((v) => v.reason === "other-tab");
    expect(kept?.text).toBe("User-agent: *\nDisallow: /theirs\n");
    expect(backend.data.get(storageKey(`history:${kept!.id}`))).toBe("User-agent: *\nDisallow: /theirs\n");
  });

  it("keeps another tab's versions in the shared History index when it writes its own", async () => {
    const backend = memoryBackend();
    running = await start(backend);
    // Another tab stored a version after this one loaded.
    backend.data.set(storageKey("history"), [{ id: "theirs", time: 5, reason: "manual" }]);
    backend.data.set(storageKey("history:theirs"), "User-agent: *\nDisallow: /their-version\n");
    snapshotDraft("User-agent: *\nDisallow: /my-version\n", "manual");
    await running.flush();
    const index = backend.data.get(storageKey("history")) as Array<{ id: string }>;
    expect(index.map((m) => m.id)).toContain("theirs");
    expect(index.length).toBe(2);
    expect(useHistory.getState().versions.map((v) => v.text)).toContain("User-agent: *\nDisallow: /their-version\n");
  });
});
