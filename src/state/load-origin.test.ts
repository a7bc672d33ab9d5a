import { describe, expect, it } from "vitest";
import { originForLoad } from "./load-origin.ts";

const EXAMPLE = "User-agent: *\nDisallow: /search\nSitemap: https://example.com/sitemap.xml\n";
const SHOP = "User-agent: *\nDisallow: /cart\nSitemap: https://shop.example.org/sitemap.xml\n";
const BARE = "User-agent: *\nDisallow: /tmp\n";

describe("the origin of a loaded draft", () => {
  it("takes the origin the file names for itself when none was set by hand", () => {
    expect(originForLoad({ text: EXAMPLE, origin: "https://example.com" }, { text: SHOP })).toEqual({
      origin: "https://shop.example.org",
      changedSite: true,
    });
  });

  it("takes Host: over Sitemap:", () => {
    const text = "Host: https://www.example.net\nSitemap: https://cdn.example.net/s.xml\n";
    expect(originForLoad({ text: BARE, origin: "https://example.com" }, { text }).origin).toBe("https://www.example.net");
  });

  it("does not carry the previous file's origin into a file that names none", () => {
    expect(originForLoad({ text: SHOP, origin: "https://shop.example.org" }, { text: BARE })).toEqual({
      origin: "https://example.com",
      changedSite: true,
    });
    // Nor the origin a fetched file arrived with.
    expect(
      originForLoad({ text: BARE, origin: "https://fetched.example", givenOrigin: "https://fetched.example" }, { text: BARE }).origin,
    ).toBe("https://example.com");
  });

  it("keeps an origin typed by hand when the new file names none", () => {
    expect(originForLoad({ text: BARE, origin: "https://mine.example" }, { text: BARE + "Disallow: /x\n" })).toEqual({
      origin: "https://mine.example",
      changedSite: false,
    });
  });

  it("prefers the origin a file arrived with, and keeps the site for a history version", () => {
    expect(originForLoad({ text: BARE, origin: "https://a.example" }, { text: SHOP, givenOrigin: "https://b.example" }).origin).toBe(
      "https://b.example",
    );
    expect(originForLoad({ text: SHOP, origin: "https://a.example" }, { text: BARE, keepSite: true })).toEqual({
      origin: "https://a.example",
      changedSite: false,
    });
  });

  it("sees the same site as no change", () => {
    expect(originForLoad({ text: SHOP, origin: "https://shop.example.org" }, { text: SHOP + "Disallow: /x\n" }).changedSite).toBe(false);
  });
});
