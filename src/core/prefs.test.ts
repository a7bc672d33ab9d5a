import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { matchUrl } from "./match.ts";
import { parseRobotsTxt } from "./parse.ts";
import { compileMatcher } from "./match.ts";
import { compilePreferences, comparedPathFor, explainPreferences, parseStatement, PREFERENCE_SUPPORT, withPreferences } from "./prefs.ts";
import { ENGINE_IDS, type EngineId } from "./types.ts";

function prefs(text: string, url: string, userAgent = "ExampleBot", engine: EngineId = "rfc9309") {
  const doc = parseRobotsTxt(text);
  const result = matchUrl(doc, { url, userAgent, engine });
  return { result, prefs: explainPreferences(doc, result) };
}

function usage(text: string, url: string, userAgent = "ExampleBot", engine: EngineId = "rfc9309") {
  const p = prefs(text, url, userAgent, engine).prefs;
  return Object.fromEntries(p.usage.entries.map((e) => [e.key, e.value]));
}

/** draft-ietf-aipref-attach-05, "Example" (Figure 2 and Table 1). */
const ATTACH_EXAMPLE = [
  "User-Agent: *",
  "Allow: /",
  "Disallow: /never/",
  "Content-Usage: train-ai=n",
  "Content-Usage: /ai-ok/ train-ai=y",
  "",
  "User-Agent: ExampleBot",
  "Allow: /",
  "Content-Usage: train-ai=y",
].join("\n");

describe("Content-Usage: the attach draft's example (attach-05 Table 1)", () => {
  it.each(ENGINE_IDS)("other crawlers, engine %s: /test crawlable with train-ai=n", (engine) => {
    const { result, prefs: p } = prefs(ATTACH_EXAMPLE, "/test", "OtherBot", engine);
    expect(result.allowed).toBe(true);
    expect(p.usage.entries.find((e) => e.key === "train-ai")).toEqual({ key: "train-ai", value: "no", lines: [4] });
  });
  it("/never/test is not crawlable: no preferences (N/A)", () => {
    const { result, prefs: p } = prefs(ATTACH_EXAMPLE, "/never/test", "OtherBot");
    expect(result.allowed).toBe(false);
    expect(p.crawlable).toBe(false);
    expect(p.usage.reason.code).toBe("prefs-not-crawlable");
    expect(p.usage.entries.every((e) => e.value === "unknown" && e.lines.length === 0)).toBe(true);
  });
  it("/ai-ok/test: the longer path decides, train-ai=y", () => {
    const { prefs: p } = prefs(ATTACH_EXAMPLE, "/ai-ok/test", "OtherBot");
    expect(p.usage.entries[0]).toEqual({ key: "train-ai", value: "yes", lines: [5] });
    expect(p.usage.candidates.map((c) => [c.line, c.isDeciding])).toEqual([
      [5, true],
      [4, false],
    ]);
  });
  it("ExampleBot uses its own group: train-ai=y everywhere", () => {
    for (const url of ["/test", "/never/test", "/ai-ok/test"]) {
      expect(usage(ATTACH_EXAMPLE, url, "ExampleBot")["train-ai"]).toBe("yes");
    }
  });
  it("search is unknown: no statement names it", () => {
    expect(usage(ATTACH_EXAMPLE, "/test", "OtherBot").search).toBe("unknown");
  });
});

describe("Content-Usage: the attach draft's introduction example", () => {
  it("User-Agent: * / Allow: / / Content-Usage: train-ai=n", () => {
    expect(usage("User-Agent: *\nAllow: /\nContent-Usage: train-ai=n\n", "/anything", "GPTBot")).toEqual({ "train-ai": "no", search: "unknown" });
  });
});

describe("Content-Usage: the vocabulary draft's examples (vocab-07)", () => {
  const one = (statement: string) => usage(`User-agent: *\nContent-Usage: ${statement}\n`, "/x");
  it("train-ai=y, search=n", () => {
    expect(one("train-ai=y, search=n")).toEqual({ "train-ai": "yes", search: "no" });
  });
  it('train-ai=y, train-ai, search=n, search="n": the last values are not tokens, all unknown', () => {
    expect(one('train-ai=y, train-ai, search=n, search="n"')).toEqual({ "train-ai": "unknown", search: "unknown" });
  });
  it("train-ai;allow=n, train-ai=y: parameters are ignored, the last value allows", () => {
    expect(one("train-ai;allow=n, train-ai=y")).toEqual({ "train-ai": "yes", search: "unknown" });
  });
  it('train-ai;has;parameters="?";  is unknown', () => {
    expect(one('train-ai;has;parameters="?";')["train-ai"]).toBe("unknown");
    expect(one('train-ai;has;parameters="?"')["train-ai"]).toBe("unknown");
  });
  it("an upper-case key makes the dictionary fail: every preference unknown", () => {
    expect(one("Train-AI=n, search=n")).toEqual({ "train-ai": "unknown", search: "unknown" });
  });
  it("unknown keys are ignored", () => {
    expect(one("future-use=n, train-ai=n")).toEqual({ "train-ai": "no", search: "unknown" });
  });
  it("values other than the tokens y and n are unknown", () => {
    expect(one("train-ai=no, search=?0")).toEqual({ "train-ai": "unknown", search: "unknown" });
  });
});

describe("Content-Usage: scoping", () => {
  it("conflicting rules on the same path: the most restrictive wins, per key", () => {
    const text = "User-agent: *\nContent-Usage: /a/ train-ai=y, search=y\nContent-Usage: /a/ train-ai=n\n";
    const p = prefs(text, "/a/b").prefs;
    expect(p.usage.entries).toEqual([
      { key: "train-ai", value: "no", lines: [3] },
      { key: "search", value: "yes", lines: [2] },
    ]);
  });
  it("a key the longest rule leaves out is unknown (no inheritance from shorter rules)", () => {
    const text = "User-agent: *\nContent-Usage: search=y\nContent-Usage: /a/ train-ai=n\n";
    expect(usage(text, "/a/b")).toEqual({ "train-ai": "no", search: "unknown" });
    expect(usage(text, "/b")).toEqual({ "train-ai": "unknown", search: "yes" });
  });
  it("order in the group carries no meaning: rules interleave with Allow/Disallow", () => {
    const a = "User-agent: *\nContent-Usage: /p/ train-ai=n\nDisallow: /x\nContent-Usage: train-ai=y\n";
    const b = "User-agent: *\nContent-Usage: train-ai=y\nDisallow: /x\nContent-Usage: /p/ train-ai=n\n";
    expect(usage(a, "/p/1")).toEqual(usage(b, "/p/1"));
    expect(usage(a, "/q")).toEqual(usage(b, "/q"));
  });
  it("paths are compared percent-encoded, like Allow/Disallow", () => {
    const text = "User-agent: *\nContent-Usage: /caf%C3%A9/ train-ai=n\n";
    expect(usage(text, "/café/menu", "x", "google")["train-ai"]).toBe("no");
  });
  it("wildcards follow the engine", () => {
    const text = "User-agent: *\nContent-Usage: /*.pdf$ train-ai=n\n";
    expect(usage(text, "/doc/a.pdf", "x", "google")["train-ai"]).toBe("no");
    expect(usage(text, "/doc/a.pdf", "x", "original")["train-ai"]).toBe("unknown");
  });
  it("a path with no preferences after it states nothing", () => {
    expect(usage("User-agent: *\nContent-Usage: /a/\n", "/a/b")).toEqual({ "train-ai": "unknown", search: "unknown" });
  });
  it("tab between path and preferences", () => {
    const s = parseStatement(parseRobotsTxt("Content-Usage: /a/\ttrain-ai=n").lines[0], "Content-Usage: /a/\ttrain-ai=n");
    expect(s?.path).toBe("/a/");
    expect(s?.values["train-ai"]).toBe("no");
  });
  it("a comment ends the value", () => {
    expect(usage("User-agent: *\nContent-Usage: train-ai=n # no training\n", "/")["train-ai"]).toBe("no");
  });
  it("the key is case-insensitive like other robots.txt keys", () => {
    expect(usage("User-agent: *\ncontent-usage: train-ai=n\n", "/")["train-ai"]).toBe("no");
  });
});

describe("which lines count: groups, engines, crawlability", () => {
  it("a line before any group applies to no crawler", () => {
    const p = prefs("Content-Usage: train-ai=n\nUser-agent: *\nAllow: /\n", "/").prefs;
    expect(p.usage.entries[0].value).toBe("unknown");
    expect(p.usage.reason.code).toBe("prefs-none");
  });
  it("under record engines a blank line ends the group; Google reads through it", () => {
    const text = "User-agent: *\nDisallow: /private\n\nContent-Usage: train-ai=n\n";
    expect(usage(text, "/", "x", "google")["train-ai"]).toBe("no");
    expect(usage(text, "/", "x", "yandex-classic")["train-ai"]).toBe("unknown");
  });
  it("merged groups (Google) carry each group's preferences", () => {
    const text = "User-agent: GPTBot\nContent-Usage: train-ai=n\n\nUser-agent: GPTBot\nContent-Usage: search=y\n";
    expect(usage(text, "/", "GPTBot", "google")).toEqual({ "train-ai": "no", search: "yes" });
  });
  it("a crawler without a group has no preferences", () => {
    const p = prefs("User-agent: GPTBot\nContent-Usage: train-ai=n\n", "/", "ClaudeBot", "google").prefs;
    expect(p.usage.reason.code).toBe("prefs-no-group");
  });
  it("a file without preference lines says so", () => {
    expect(prefs("User-agent: *\nDisallow:\n", "/").prefs.usage.reason.code).toBe("prefs-absent");
  });
  it("every engine reports its documented support", () => {
    for (const e of ENGINE_IDS) {
      const p = prefs(ATTACH_EXAMPLE, "/", "x", e).prefs;
      expect(p.support).toBe(PREFERENCE_SUPPORT[e]);
    }
    expect(PREFERENCE_SUPPORT.google.status).toBe("ignores");
  });
  it("past Google's 500 KiB cut nothing is read", () => {
    const filler = "# " + "x".repeat(1000) + "\n";
    const text = "User-agent: *\nAllow: /\n" + filler.repeat(520) + "Content-Usage: train-ai=n\n";
    expect(usage(text, "/", "x", "google")["train-ai"]).toBe("unknown");
    expect(usage(text, "/", "x", "rfc9309")["train-ai"]).toBe("no");
  });
  it("withPreferences keeps the verdict and adds the preferences", () => {
    const doc = parseRobotsTxt(ATTACH_EXAMPLE);
    const r = matchUrl(doc, { url: "/test", userAgent: "OtherBot" });
    const w = withPreferences(doc, r);
    expect(w.allowed).toBe(r.allowed);
    expect(w.rule).toEqual(r.rule);
    expect(w.preferences.usage.entries[0].value).toBe("no");
  });
});

describe("Content-Signal", () => {
  const CLOUDFLARE = [
    "User-Agent: *",
    "Content-signal: search=yes,ai-train=no",
    "Allow: /",
    "",
    "User-agent: GPTBot",
    "Disallow: /",
  ].join("\n");
  it("Cloudflare's managed file: search=yes, ai-train=no, ai-input unknown", () => {
    const p = prefs(CLOUDFLARE, "/page", "Googlebot", "google").prefs;
    expect(p.signal.entries).toEqual([
      { key: "search", value: "yes", lines: [2] },
      { key: "ai-input", value: "unknown", lines: [] },
      { key: "ai-train", value: "no", lines: [2] },
    ]);
  });
  it("a crawler whose group disallows it carries no signals", () => {
    const p = prefs(CLOUDFLARE, "/page", "GPTBot", "google").prefs;
    expect(p.signal.reason.code).toBe("prefs-not-crawlable");
  });
  it("applies to the whole group whatever the path; lines combine most restrictive", () => {
    const text = "User-agent: *\nContent-Signal: search=yes, ai-input=yes\nContent-Signal: ai-input=no\n";
    const p = prefs(text, "/deep/path", "x", "google").prefs;
    expect(p.signal.entries.map((e) => e.value)).toEqual(["yes", "no", "unknown"]);
  });
  it("y/n are not Content-Signal values", () => {
    const p = prefs("User-agent: *\nContent-Signal: search=y\n", "/", "x").prefs;
    expect(p.signal.entries[0].value).toBe("unknown");
  });
  it("a path does not belong in Content-Signal: the line does not parse", () => {
    const s = parseStatement(parseRobotsTxt("Content-Signal: /a/ search=yes").lines[0], "Content-Signal: /a/ search=yes");
    expect(s?.parsed.ok).toBe(false);
  });
});

describe("License", () => {
  it("global lines are listed for every crawler and engine", () => {
    const text = "License: https://example.com/license.xml\nUser-agent: *\nDisallow: /x\n";
    for (const e of ENGINE_IDS) expect(prefs(text, "/", "a", e).prefs.licenses).toEqual([{ line: 1, url: "https://example.com/license.xml" }]);
  });
});

describe("the compiled path (Bulk) agrees with the explaining path", () => {
  const line = fc.oneof(
    fc.constantFrom("User-agent: *", "User-agent: GPTBot", "Allow: /", "Disallow: /a", "Disallow: /b/", "", "Allow: /a/x"),
    fc.tuple(fc.constantFrom("", "/a", "/a/", "/b/c", "/*.pdf", "/a/x$"), fc.constantFrom("train-ai=n", "train-ai=y, search=n", "search=y", "x=1", "TRAIN=n")).map(
      ([p, d]) => `Content-Usage: ${p ? p + " " : ""}${d}`,
    ),
    fc.constantFrom("Content-Signal: search=yes, ai-train=no", "Content-Signal: ai-input=no", "Content-Signal: ai-train=yes"),
  );
  it("for random files, URLs, agents and engines", () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.constantFrom("/", "/a", "/a/x", "/b/c/d.pdf", "/zz"),
        fc.constantFrom("GPTBot", "Other"),
        fc.constantFrom(...ENGINE_IDS),
        (lines, url, agent, engine) => {
          const doc = parseRobotsTxt(lines.join("\n"));
          const m = compileMatcher(doc, engine, agent);
          const full = explainPreferences(doc, m.explain(url));
          const fast = compilePreferences(doc, engine, m.group.groups.map((g) => g.fromLine));
          const v = m.match(url);
          const s = fast.summarize(comparedPathFor(engine, url), v.allowed);
          for (const e of full.usage.entries) {
            if (s.usage[e.key] !== e.value) return false;
            if ((s.lines[`content-usage:${e.key}`] ?? null) !== (e.lines[0] ?? null)) return false;
          }
          for (const e of full.signal.entries) if (s.signal[e.key] !== e.value) return false;
          return true;
        },
      ),
      { numRuns: 600 },
    );
  });
});
