import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CRAWLERS, findCrawler, hasProductTokenName } from "./crawlers.ts";
import { compileMatcher } from "./match.ts";
import { parseRobotsTxt } from "./parse.ts";
import { planPolicy, policyMatrix, policySampleUrls, policyTargets, type Policy, type PolicyAction } from "./policy.ts";
import { PURPOSES, type EngineId } from "./types.ts";

const BLOCK_TRAINING: Policy = { purposes: { "ai-training": "block" } };

/** Every line of `before` is in `after`, unchanged or commented out with `# `. */
function keepsEveryLine(before: string, after: string): void {
  const rest = after.split(/\r\n|\r|\n/);
  let at = 0;
  for (const line of before.split(/\r\n|\r|\n/)) {
    while (at < rest.length && rest[at] !== line && rest[at] !== `# ${line}`) at++;
    expect(at, `line ${JSON.stringify(line)} kept in order`).toBeLessThan(rest.length);
    at++;
  }
}

function allowed(text: string, agent: string, url: string, engine?: EngineId): boolean {
  const crawler = findCrawler(agent)!;
  return compileMatcher(parseRobotsTxt(text), engine ?? crawler.engine, crawler.tokens[0]).match(url).allowed;
}

describe("policyTargets", () => {
  it("takes each crawler's purpose action, a per-crawler action over it, and leaves out leave and non-tokens", () => {
    const targets = policyTargets({ purposes: { "ai-training": "block" }, crawlers: { gptbot: "leave", "oai-searchbot": "allow" } });
    const names = targets.map((t) => t.crawler.name);
    expect(names).toContain("ClaudeBot");
    expect(names).toContain("Google-Extended");
    expect(names).not.toContain("GPTBot");
    expect(names).not.toContain("AI2Bot");
    expect(targets.find((t) => t.crawler.name === "OAI-SearchBot")).toMatchObject({ action: "allow", isOverride: true });
    expect(targets.every((t) => t.crawler.purpose === "ai-training" || t.isOverride)).toBe(true);
  });
});

describe("planPolicy", () => {
  it("appends one group for the crawlers to block, keeping comments and rules", () => {
    const text = "# My site\nUser-agent: *\nDisallow: /private # keep out\n\nSitemap: https://example.com/sitemap.xml\n";
    const plan = planPolicy(text, BLOCK_TRAINING, { comment: { block: "Block AI training" } });
    keepsEveryLine(text, plan.text);
    expect(plan.text.startsWith(text + "\n# Block AI training\nUser-agent: Google-Extended\nUser-agent: Applebot-Extended\nUser-agent: GPTBot\n")).toBe(true);
    expect(plan.text.endsWith("Disallow: /\n")).toBe(true);
    expect(plan.edits).toHaveLength(1);
    expect(allowed(plan.text, "GPTBot", "/")).toBe(false);
    expect(allowed(plan.text, "ClaudeBot", "/blog")).toBe(false);
    expect(allowed(plan.text, "Googlebot", "/blog")).toBe(true);
    expect(allowed(plan.text, "Googlebot", "/private")).toBe(false);
    expect(allowed(plan.text, "OAI-SearchBot", "/blog")).toBe(true);
  });

  it("reuses a group that names only crawlers of the policy, commenting out rules that contradict it", () => {
    const text = "User-agent: *\nDisallow: /tmp\n\n# AI crawlers we know\nUser-agent: GPTBot\nUser-agent: CCBot\nAllow: /public\nDisallow: /private\n";
    const plan = planPolicy(text, BLOCK_TRAINING);
    keepsEveryLine(text, plan.text);
    expect(plan.reusedGroups).toEqual([5]);
    expect(plan.text).toContain("User-agent: CCBot\nDisallow: /\n# Allow: /public\nDisallow: /private\n");
    // GPTBot and CCBot are not written again at the end.
    expect(plan.text.match(/User-agent: GPTBot/g)).toHaveLength(1);
    expect(plan.text.match(/User-agent: CCBot/g)).toHaveLength(1);
    expect(allowed(plan.text, "GPTBot", "/public/x")).toBe(false);
    expect(allowed(plan.text, "ClaudeBot", "/")).toBe(false);
  });

  it("takes a crawler of the policy out of a group it shares with others, which keep their rules", () => {
    const text = "User-agent: Googlebot\nUser-agent: GPTBot   # both\nDisallow: /search\n";
    const plan = planPolicy(text, BLOCK_TRAINING);
    keepsEveryLine(text, plan.text);
    expect(plan.text).toContain("# User-agent: GPTBot   # both\n");
    expect(allowed(plan.text, "Googlebot", "/search")).toBe(false);
    expect(allowed(plan.text, "Googlebot", "/")).toBe(true);
    expect(allowed(plan.text, "GPTBot", "/")).toBe(false);
  });

  it("treats merged groups one by one, and allows with an empty Disallow", () => {
    const text = "User-agent: OAI-SearchBot\nDisallow: /a\n\nUser-agent: Googlebot\nDisallow: /b\n\nUser-agent: OAI-SearchBot\nDisallow: /c\n";
    const plan = planPolicy(text, { purposes: { "ai-search": "allow" } });
    keepsEveryLine(text, plan.text);
    expect(plan.reusedGroups).toEqual([1, 7]);
    expect(plan.text).toContain("User-agent: OAI-SearchBot\nDisallow:\n# Disallow: /a\n");
    for (const url of ["/a", "/b", "/c"]) expect(allowed(plan.text, "OAI-SearchBot", url)).toBe(true);
    expect(allowed(plan.text, "Googlebot", "/b")).toBe(false);
    // The 1994 reading agrees: an empty Disallow allows everything.
    expect(allowed(plan.text, "OAI-SearchBot", "/a", "original")).toBe(true);
  });

  it("keeps CRLF line endings and a file without a final newline", () => {
    const plan = planPolicy("User-agent: *\r\nDisallow: /x", { purposes: {}, crawlers: { gptbot: "block" } });
    expect(plan.text).toBe("User-agent: *\r\nDisallow: /x\r\n\r\nUser-agent: GPTBot\r\nDisallow: /\r\n");
  });

  it("writes into an empty file without a leading blank line", () => {
    expect(planPolicy("", { purposes: {}, crawlers: { gptbot: "block" } }).text).toBe("User-agent: GPTBot\nDisallow: /\n");
  });

  it("changes nothing the second time", () => {
    const once = planPolicy("User-agent: *\nDisallow: /x\n", { purposes: { "ai-training": "block", "ai-search": "allow" } }).text;
    const twice = planPolicy(once, { purposes: { "ai-training": "block", "ai-search": "allow" } });
    expect(twice.edits).toEqual([]);
    expect(twice.text).toBe(once);
  });

  it("warns where blocking a token also blocks crawlers that fall back to it", () => {
    const plan = planPolicy("User-agent: *\nAllow: /\n", { purposes: {}, crawlers: { googlebot: "block" } });
    const fallbacks = plan.warnings.filter((w) => w.code === "policy-fallback").map((w) => w.params.crawler);
    expect(fallbacks).toEqual(expect.arrayContaining(["Googlebot-Image", "Googlebot-News", "Googlebot-Video", "Applebot"]));
    expect(plan.collateral.map((c) => c.crawler.name)).toContain("Applebot");
    // A file with an Applebot group of its own keeps Applebot out of it.
    const own = planPolicy("User-agent: Applebot\nAllow: /\n", { purposes: {}, crawlers: { googlebot: "block" } });
    expect(own.collateral.map((c) => c.crawler.name)).not.toContain("Applebot");
  });

  it("warns about crawlers that do not honour robots.txt, control tokens and names that are not tokens", () => {
    const plan = planPolicy("", { purposes: { "ai-training": "block", "ai-assistant": "block" } });
    const codes = plan.warnings.map((w) => w.code);
    expect(codes).toContain("policy-not-honoured");
    expect(String(plan.warnings.find((w) => w.code === "policy-not-honoured")!.params.crawlers)).toContain("ChatGPT-User");
    expect(plan.warnings.filter((w) => w.code === "policy-control-token").map((w) => w.params.token).sort()).toEqual([
      "Applebot-Extended",
      "Google-Extended",
    ]);
    expect(String(plan.warnings.find((w) => w.code === "policy-not-a-token")!.params.crawlers)).toContain("AI2Bot");
    expect(plan.text).not.toMatch(/User-agent: AI2Bot/);
  });
});

describe("policyMatrix and policySampleUrls", () => {
  it("samples / and the literal start of rule paths", () => {
    expect(policySampleUrls("User-agent: *\nDisallow: /a*\nAllow: /b$\nDisallow: /a\nDisallow: *.pdf\n")).toEqual(["/", "/a", "/b"]);
  });

  it("shows which crawlers flip on which URLs", () => {
    const text = "User-agent: *\nDisallow: /private\n";
    const plan = planPolicy(text, { purposes: {}, crawlers: { gptbot: "block", googlebot: "block" } });
    const rows = policyMatrix(text, plan, policySampleUrls(text));
    const gpt = rows.find((r) => r.crawler.name === "GPTBot")!;
    expect(gpt.role).toBe("target");
    expect(gpt.cells).toEqual([
      { url: "/", before: true, after: false },
      { url: "/private", before: false, after: false },
    ]);
    expect(gpt.flips).toBe(true);
    expect(rows.find((r) => r.crawler.name === "Applebot")?.role).toBe("collateral");
  });
});

// --- Property: crawlers outside the policy keep their verdicts -------------------------

const TOKENS = ["*", "GPTBot", "ClaudeBot", "Googlebot", "Googlebot-Image", "bingbot", "msnbot", "Applebot", "CCBot", "OAI-SearchBot", "ChatGPT-User", "YandexBot", "Yandex", "DuckDuckBot", "Google-Extended", "Baiduspider", "AI2Bot", "PerplexityBot"];
const PATHS = ["/", "/a", "/a/b", "/private", "/public", "/*.pdf$", "/a$", ""];
const URLS = ["/", "/a", "/a/b/c", "/private/x", "/public/y", "/doc.pdf", "/robots.txt", "/z"];
// Crawlers the files name (directly or through a fallback), and a few that only `*` governs.
const CHECKED = CRAWLERS.filter(
  (c) => hasProductTokenName(c) && (TOKENS.some((t) => c.tokens.includes(t)) || ["Amazonbot", "Bytespider", "MistralAI-User", "YandexImages", "AdsBot-Google"].includes(c.name)),
);

const lineArb = fc.oneof(
  fc.constantFrom(...TOKENS).map((t) => `User-agent: ${t}`),
  fc.tuple(fc.constantFrom("Allow", "Disallow"), fc.constantFrom(...PATHS)).map(([k, p]) => `${k}: ${p}`),
  fc.constantFrom("", "# a comment", "Sitemap: https://example.com/s.xml", "Crawl-delay: 5", "user-agent: gptbot # lower case"),
);
const actionArb = fc.constantFrom<PolicyAction>("allow", "block", "leave");
const policyArb = fc.record({
  purposes: fc.dictionary(fc.constantFrom(...PURPOSES), actionArb),
  crawlers: fc.dictionary(fc.constantFrom("gptbot", "googlebot", "bingbot", "applebot", "ccbot", "oai-searchbot", "msnbot", "google-extended"), actionArb),
});

describe("planPolicy property", () => {
  it("keeps every line, and every crawler outside the policy (and not falling back to it) keeps its verdicts", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 16 }), policyArb, fc.constantFrom("\n", "\r\n"), (lines, policy, eol) => {
        const text = lines.join(eol);
        const plan = planPolicy(text, policy);
        keepsEveryLine(text, plan.text);
        const before = parseRobotsTxt(text);
        const after = parseRobotsTxt(plan.text);
        const touched = new Set([...plan.targets.map((t) => t.crawler.id), ...plan.collateral.map((c) => c.crawler.id)]);
        for (const crawler of CHECKED) {
          if (touched.has(crawler.id)) continue;
          for (const engine of new Set<EngineId>([crawler.engine, "google"])) {
            const a = compileMatcher(before, engine, crawler.tokens[0]);
            const b = compileMatcher(after, engine, crawler.tokens[0]);
            for (const url of URLS) expect(b.match(url).allowed, `${crawler.name} ${engine} ${url}\n${text}\n---\n${plan.text}`).toBe(a.match(url).allowed);
          }
        }
        // Under Google's reading, each crawler of the policy gets what was asked for.
        for (const t of plan.targets) {
          const m = compileMatcher(after, "google", t.crawler.tokens[0]);
          for (const url of URLS.filter((u) => u !== "/robots.txt")) {
            expect(m.match(url).allowed, `${t.crawler.name} ${t.action} ${url}\n${text}\n---\n${plan.text}`).toBe(t.action === "allow");
          }
        }
      }),
      { numRuns: 120 },
    );
  }, 60_000);
});
