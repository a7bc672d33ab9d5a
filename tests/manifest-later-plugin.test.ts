/**
 * The built page carries the manifest's URL in a meta tag instead of vite-plugin-pwa's link
 * (scripts/vite/pwa.ts, `manifestLater`); src/pwa.ts links it once the first load has settled.
 */
import { describe, it, expect } from "vitest";
import { manifestLater, MANIFEST_META } from "../scripts/vite/pwa.ts";

function transform(html: string): string {
  const hook = manifestLater().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

describe("manifest-later plugin", () => {
  it("moves the manifest's URL from the link into the meta tag, base path kept", () => {
    const html = '<head><link rel="icon" href="/repo/favicon.svg" /><link rel="manifest" href="/repo/manifest.webmanifest"></head>';
    const out = transform(html);
    expect(out).toBe(`<head><link rel="icon" href="/repo/favicon.svg" /><meta name="${MANIFEST_META}" content="/repo/manifest.webmanifest" /></head>`);
    expect(out).not.toContain('rel="manifest"');
  });

  it("fails the build when the page has no manifest link to move", () => {
    expect(() => transform('<head><link rel="icon" href="/favicon.svg" /></head>')).toThrow(/no <link rel="manifest"/);
  });
});
