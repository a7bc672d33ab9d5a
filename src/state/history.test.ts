import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  diffTexts,
  diffVerdicts,
  meaningfulText,
  prune,
  restoreVersion,
  saveVersion,
  snapshotDraft,
  startAutoSnapshots,
  useHistory,
  type Version,
} from "./history.ts";
import { useWorkbench } from "./store.ts";

beforeEach(() => {
  useHistory.setState({ versions: [] });
  useWorkbench.setState({ text: "User-agent: *\nDisallow:\n", editor: null });
});

describe("snapshotDraft", () => {
  it("keeps versions newest first", () => {
    snapshotDraft("a", "manual");
    snapshotDraft("b", "auto");
    expect(useHistory.getState().versions.map((v) => v.text)).toEqual(["b", "a"]);
  });

  it("takes no snapshot of a blank text or of the newest text again", () => {
    expect(snapshotDraft("  \n", "before-load")).toBeNull();
    snapshotDraft("a", "before-load");
    expect(snapshotDraft("a", "before-load")).toBeNull();
    expect(useHistory.getState().versions).toHaveLength(1);
  });

  it("names the newest version when saved by hand unchanged", () => {
    useWorkbench.setState({ text: "a" });
    snapshotDraft("a", "auto");
    expect(saveVersion("release")?.label).toBe("release");
    expect(useHistory.getState().versions).toHaveLength(1);
  });
});

describe("prune", () => {
  const v = (i: number, reason: Version["reason"], size = 1): Version => ({
    id: String(i),
    time: i,
    text: "x".repeat(size),
    reason,
  });

  it("drops the oldest automatic versions before manual ones", () => {
    const versions = [v(5, "auto"), v(4, "manual"), v(3, "auto"), v(2, "manual"), v(1, "auto")];
    expect(prune(versions, 3).map((x) => x.id)).toEqual(["5", "4", "2"]);
  });

  it("keeps the total size under the limit but always the newest version", () => {
    expect(prune([v(2, "auto", 10), v(1, "manual", 10)], 10, 15).map((x) => x.id)).toEqual(["2"]);
    expect(prune([v(1, "auto", 100)], 10, 15)).toHaveLength(1);
  });
});

describe("restoreVersion", () => {
  it("snapshots the current draft first, then loads the version", () => {
    const old = snapshotDraft("User-agent: *\nDisallow: /old\n", "manual")!;
    useWorkbench.setState({ text: "User-agent: *\nDisallow: /new\n" });
    expect(restoreVersion(old.id)).toBe(true);
    expect(useWorkbench.getState().text).toBe(old.text);
    const texts = useHistory.getState().versions.map((x) => x.text);
    expect(texts[0]).toBe("User-agent: *\nDisallow: /new\n");
    expect(texts).toContain(old.text);
  });

  it("answers false for an unknown id", () => {
    expect(restoreVersion("nope")).toBe(false);
  });
});

describe("auto snapshots", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("snapshots on the timer only after a meaningful edit", () => {
    const stop = startAutoSnapshots(1000);
    vi.advanceTimersByTime(1000);
    expect(useHistory.getState().versions).toHaveLength(1);
    useWorkbench.setState({ text: useWorkbench.getState().text + "\n\n   " });
    vi.advanceTimersByTime(1000);
    expect(useHistory.getState().versions).toHaveLength(1);
    useWorkbench.setState({ text: "User-agent: *\nDisallow: /x\n" });
    vi.advanceTimersByTime(1000);
    expect(useHistory.getState().versions).toHaveLength(2);
    stop();
  });

  it("ignores trailing spaces and blank lines", () => {
    expect(meaningfulText("a  \n\n b\r\n")).toBe("a\n b");
  });
});

describe("verdict diff between versions", () => {
  const urls = ["/", "/shop/cart", "/shop/item?id=1", "/blog/", "https://example.com/shop/"];
  const crawlers = [
    { id: "googlebot", userAgent: "Googlebot", engine: "google" as const },
    { id: "bingbot", userAgent: "bingbot", engine: "bing" as const },
  ];

  it("lists the URL × crawler pairs that flip, with counts", () => {
    const before = "User-agent: *\nDisallow: /shop/cart\n";
    const after = "User-agent: *\nDisallow: /shop/\n\nUser-agent: bingbot\nDisallow: /blog/\n";
    const diff = diffTexts(before, after, urls, crawlers, "https://example.com");
    const pairs = diff.flips.map((f) => `${f.url} ${f.crawlerId} ${f.before}->${f.after}`);
    expect(pairs).toEqual([
      // bingbot leaves the * group for its own group, where /shop/cart is not blocked.
      "/shop/cart bingbot 1->0",
      "/shop/item?id=1 googlebot 0->1",
      "/blog/ bingbot 0->1",
      "https://example.com/shop/ googlebot 0->1",
    ]);
    expect(diff).toMatchObject({ toBlocked: 3, toAllowed: 1, urlsToBlocked: 3, urlsToAllowed: 1 });
  });

  it("reports flips to allowed and line-only changes", () => {
    const diff = diffVerdicts(
      ["/a", "/b"],
      ["x"],
      { verdicts: [[1, 0]], lines: [[2, 0]] },
      { verdicts: [[0, 0]], lines: [[3, 4]] },
    );
    expect(diff).toMatchObject({ toBlocked: 0, toAllowed: 1, lineChanges: 1 });
    expect(diff.flips[0]).toMatchObject({ url: "/a", beforeLine: 2, afterLine: 3 });
  });

  it("skips invalid URLs", () => {
    const diff = diffTexts("User-agent: *\nDisallow: /\n", "", ["mailto:x"], crawlers, "https://example.com");
    expect(diff.flips).toEqual([]);
  });
});
