import { beforeEach, describe, expect, it } from "vitest";
import { computeVerdict, initialInputs, matcherFor, selectDoc, userAgentOf, useWorkbench, type EditorHandle } from "./store";
import { useHistory } from "./history";

/** An editor stand-in that records what the store pushes into it. */
function fakeEditor(initial: string) {
  let text = initial;
  const pushed: string[] = [];
  /** Texts taken without an undo step. */
  const replaced: string[] = [];
  const handle: EditorHandle = {
    setText: (next) => {
      pushed.push(next);
      text = next;
    },
    replaceText: (next) => {
      replaced.push(next);
      text = next;
    },
    getText: () => text,
    goToLine: () => undefined,
    format: () => undefined,
    isShowing: () => false,
    applyFix: () => undefined,
    applyFixes: () => undefined,
  };
  return { handle, pushed, replaced };
}

const FILE = "User-agent: *\nDisallow: /search\nAllow: /search/about\n";

beforeEach(() => {
  useWorkbench.setState({ ...initialInputs(), text: FILE });
  useHistory.setState({ versions: [] });
});

describe("setText", () => {
  it("stores typed text without pushing it back into the editor", () => {
    const { handle, pushed } = fakeEditor(FILE);
    useWorkbench.getState().setEditor(handle);
    useWorkbench.getState().setText("User-agent: *\n");
    expect(useWorkbench.getState().text).toBe("User-agent: *\n");
    expect(pushed).toEqual([]);
  });
});

describe("loadDraft", () => {
  it("snapshots the current draft before replacing it", () => {
    useWorkbench.getState().loadDraft("User-agent: x\n", { source: "file", name: "x.txt" });
    expect(useHistory.getState().versions[0]).toMatchObject({ text: FILE, reason: "before-load" });
    expect(useWorkbench.getState().text).toBe("User-agent: x\n");
    expect(useWorkbench.getState().draftMeta).toEqual({ source: "file", name: "x.txt" });
  });

  it("pushes the new text into the editor as one transaction", () => {
    const { handle, pushed } = fakeEditor(FILE);
    useWorkbench.getState().setEditor(handle);
    useWorkbench.getState().loadDraft("User-agent: y\n", { source: "example" });
    expect(pushed).toEqual(["User-agent: y\n"]);
  });

  it("takes the origin a loaded file governs", () => {
    useWorkbench.getState().loadDraft(FILE, { source: "url", origin: "https://shop.example" });
    expect(useWorkbench.getState().origin).toBe("https://shop.example");
  });

  it("keeps the origin when the load names none", () => {
    useWorkbench.getState().setOrigin("https://a.example");
    useWorkbench.getState().loadDraft("x", { source: "share" });
    expect(useWorkbench.getState().origin).toBe("https://a.example");
  });

  it("does not snapshot when the text does not change", () => {
    useWorkbench.getState().loadDraft(FILE, { source: "history" });
    expect(useHistory.getState().versions).toEqual([]);
  });
});

describe("setEditor", () => {
  it("brings an editor created with stale text up to the stored draft, without an undo step", () => {
    // The handle's replaceText is the no-undo path (its transaction: editor/commands.test.ts).
    const { handle, pushed, replaced } = fakeEditor("old");
    useWorkbench.getState().setEditor(handle);
    expect(handle.getText()).toBe(FILE);
    expect(replaced).toEqual([FILE]);
    expect(pushed).toEqual([]);
  });

  it("leaves an editor alone when it already holds the draft", () => {
    const { handle, pushed } = fakeEditor(FILE);
    useWorkbench.getState().setEditor(handle);
    expect(pushed).toEqual([]);
    expect(useWorkbench.getState().editor).toBe(handle);
  });
});

describe("inputs", () => {
  it("adds a crawler to the compare set, and removes it on a second toggle", () => {
    const { toggleCompareCrawler } = useWorkbench.getState();
    toggleCompareCrawler("claudebot");
    expect(useWorkbench.getState().compareCrawlerIds).toContain("claudebot");
    toggleCompareCrawler("claudebot");
    expect(useWorkbench.getState().compareCrawlerIds).not.toContain("claudebot");
  });

  it("keeps each lint engine once", () => {
    useWorkbench.getState().setLintEngines(["google", "bing", "google"]);
    expect(useWorkbench.getState().lintEngines).toEqual(["google", "bing"]);
  });

  it("sets crawler, engine override, url, theme and tab", () => {
    const s = useWorkbench.getState();
    s.setCrawler("bingbot");
    s.setEngineOverride("yandex-classic");
    s.setUrl("/x");
    s.setTheme("dark");
    s.setPanelTab("outline");
    expect(useWorkbench.getState()).toMatchObject({
      crawlerId: "bingbot",
      engineOverride: "yandex-classic",
      url: "/x",
      theme: "dark",
      panelTab: "outline",
    });
  });
});

describe("derived values", () => {
  it("parses a text once and shares the document", () => {
    expect(selectDoc(FILE)).toBe(selectDoc(FILE));
  });

  it("uses a crawler's first token, or custom text as typed", () => {
    expect(userAgentOf("googlebot-image")).toBe("Googlebot-Image");
    expect(userAgentOf("MyBot/1.0 (+https://x.example)")).toBe("MyBot/1.0 (+https://x.example)");
  });

  it("gives the deciding line of a blocked URL", () => {
    const v = computeVerdict(selectDoc(FILE), "/search?q=1", "Googlebot", null, "https://example.com");
    expect(v.ok && v.result.allowed).toBe(false);
    expect(v.ok && v.result.rule?.line).toBe(2);
  });

  it("lets the longest rule allow under Google and the first line block under the 1994 standard", () => {
    const doc = selectDoc(FILE);
    const google = computeVerdict(doc, "/search/about", "Googlebot", "google", "https://example.com");
    const original = computeVerdict(doc, "/search/about", "Googlebot", "original", "https://example.com");
    expect(google.ok && google.result.allowed).toBe(true);
    expect(original.ok && original.result.allowed).toBe(false);
  });

  it("turns an invalid URL into the validation code instead of throwing", () => {
    const v = computeVerdict(selectDoc(FILE), "mailto:a@b.c", "Googlebot", null, "https://example.com");
    expect(v).toMatchObject({ ok: false, code: "url-scheme" });
  });
});

describe("matcherFor", () => {
  it("compiles a document once per engine, agent and origin", () => {
    const doc = selectDoc(FILE);
    expect(matcherFor(doc, "google", "Googlebot", "https://example.com")).toBe(
      matcherFor(doc, "google", "Googlebot", "https://example.com"),
    );
    expect(matcherFor(doc, "bing", "Googlebot", "https://example.com")).not.toBe(
      matcherFor(doc, "google", "Googlebot", "https://example.com"),
    );
  });

  it("reads with the crawler's own engine when none is chosen", () => {
    expect(matcherFor(selectDoc(FILE), null, "YandexBot", "https://example.com").engine).toBe("yandex");
  });
});
