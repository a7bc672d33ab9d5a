import { afterEach, describe, expect, it } from "vitest";
import { initialInputs, useWorkbench } from "../store.ts";
import { usePrefs } from "../persist-state.ts";
import { applySettings, readSettings, watchSettings, type SavedSettings } from "./settings.ts";

const SAVED: SavedSettings = {
  url: "/shop?x=1",
  crawlerId: "bingbot",
  engineOverride: "yandex",
  compareCrawlerIds: ["googlebot", "gptbot"],
  compareUrls: ["/a", "/b"],
  lintEngines: ["google", "original"],
  theme: "dark",
  panelTab: "bulk",
  proxyTemplate: "https://proxy.example/?u={url}",
};

afterEach(() => {
  useWorkbench.setState(initialInputs());
  usePrefs.setState({ proxyTemplate: "" });
});

describe("autosave settings", () => {
  it("restores what it reads", () => {
    applySettings(SAVED);
    expect(readSettings()).toEqual(SAVED);
  });

  it.each<[keyof SavedSettings, unknown]>([
    ["url", 42],
    ["crawlerId", ""],
    ["engineOverride", "altavista"],
    ["compareCrawlerIds", ["googlebot", 3]],
    ["compareUrls", "/a"],
    ["lintEngines", ["google", "nope"]],
    ["theme", "sepia"],
    ["panelTab", "settings"],
    ["proxyTemplate", null],
  ])("keeps the current %s when the stored one is %j, and restores the rest", (key, bad) => {
    const before = readSettings();
    applySettings({ ...SAVED, [key]: bad });
    const after = readSettings();
    expect(after[key]).toEqual(before[key]);
    expect({ ...after, [key]: SAVED[key] }).toEqual(SAVED);
  });

  it("keeps the fields it is told to keep (changed before storage answered)", () => {
    useWorkbench.setState({ crawlerId: "gptbot", panelTab: "history" });
    applySettings(SAVED, new Set(["crawlerId", "panelTab"]));
    expect(readSettings()).toEqual({ ...SAVED, crawlerId: "gptbot", panelTab: "history" });
  });

  it("ignores records that are not objects", () => {
    const before = readSettings();
    for (const v of [null, undefined, "x", 3]) applySettings(v);
    expect(readSettings()).toEqual(before);
  });

  it("a null engine override is a valid setting", () => {
    applySettings(SAVED);
    applySettings({ engineOverride: null });
    expect(useWorkbench.getState().engineOverride).toBeNull();
  });

  it("watches each kept field, and nothing else", () => {
    let calls = 0;
    const stop = watchSettings(() => calls++);
    useWorkbench.setState({ text: "User-agent: *\n" });
    expect(calls).toBe(0);
    for (const [key, value] of Object.entries(SAVED)) {
      const before = calls;
      if (key === "proxyTemplate") usePrefs.setState({ proxyTemplate: value as string });
      else useWorkbench.setState({ [key]: value });
      expect(calls, key).toBe(before + 1);
    }
    stop();
    useWorkbench.setState({ url: "/other" });
    expect(calls).toBe(Object.keys(SAVED).length);
  });
});
