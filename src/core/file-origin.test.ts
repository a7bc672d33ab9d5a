import { describe, expect, it } from "vitest";
import { fileOrigin } from "./file-origin.ts";
import { parseRobotsTxt } from "./index.ts";

const of = (text: string) => fileOrigin(parseRobotsTxt(text));

describe("the origin a file names for itself", () => {
  it.each([
    ["Sitemap: https://shop.example.org/sitemap.xml", "https://shop.example.org"],
    ["Sitemap: http://a.example:8080/s.xml\nSitemap: https://b.example/s.xml", "http://a.example:8080"],
    ["User-agent: *\nDisallow: /\nHost: https://www.example.net", "https://www.example.net"],
    ["Host: www.example.net", "http://www.example.net"],
    ["Sitemap: https://cdn.example.com/s.xml\nHost: https://www.example.net", "https://www.example.net"],
    ["Host: not a host\nSitemap: https://ok.example/s.xml", "https://ok.example"],
    ["Sitemap: /relative/sitemap.xml", null],
    ["Sitemap: ftp://files.example/s.xml", null],
    ["User-agent: *\nDisallow: /private", null],
    ["", null],
  ])("%j → %s", (text, origin) => {
    expect(of(text)).toBe(origin);
  });
});
