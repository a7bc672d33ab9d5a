import { describe, expect, it } from "vitest";
import { impactSummary } from "./impact.ts";
import { parseRobotsTxt } from "./parse.ts";

const reach = (text: string) => Object.fromEntries(impactSummary(parseRobotsTxt(text)).crawlers.map((c) => [c.crawlerId, [c.reach, c.line]]));

describe("impactSummary", () => {
  it("names crawlers blocked from the whole site, with the deciding line", () => {
    const r = reach("User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/");
    expect(r.gptbot).toEqual(["site", 2]);
    expect(r.googlebot).toEqual(["open", null]);
    expect(r.ccbot).toEqual(["open", null]);
  });

  it("tells a home-page block from a whole-site block", () => {
    expect(reach("User-agent: *\nDisallow: /$").googlebot).toEqual(["home", 2]);
    expect(reach("User-agent: *\nDisallow: /\nAllow: /$").bingbot).toEqual(["open", 3]);
  });

  it("reads each crawler with its own engine and fallbacks (Applebot falls back to Googlebot)", () => {
    const r = reach("User-agent: Googlebot\nDisallow: /");
    expect(r.googlebot[0]).toBe("site");
    expect(r.applebot[0]).toBe("site");
    expect(r.bingbot[0]).toBe("open");
  });

  it("lists CSS and JavaScript paths blocked for Googlebot, and the sitemaps", () => {
    const s = impactSummary(parseRobotsTxt("User-agent: *\nDisallow: /wp-includes/\nDisallow: /*.css$\nSitemap: https://a.com/s.xml\nSitemap: /relative.xml"));
    expect(s.assets).toContainEqual({ path: "/wp-includes/js/jquery/jquery.min.js", line: 2 });
    expect(s.assets).toContainEqual({ path: "/style.css", line: 3 });
    expect(s.assets.every((a) => /\.(css|js)/.test(a.path))).toBe(true);
    expect(s.sitemaps).toEqual([{ url: "https://a.com/s.xml", line: 4 }]);
  });
});
