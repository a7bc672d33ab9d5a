/**
 * The installable app and its offline cache (vite-plugin-pwa): the web app manifest and the
 * service worker's precache. Scope, start_url and the worker's URL follow Vite's base.
 */
import type { Plugin } from "vite";
import type { VitePWAOptions } from "vite-plugin-pwa";

export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  // The page asks before switching to a new version (src/pwa.ts, the update notice).
  registerType: "prompt",
  // src/pwa.ts registers through virtual:pwa-register: no inline or extra script.
  injectRegister: false,
  // Scope, start_url and the worker's URL follow Vite's base (BASE_PATH or --base), so a
  // build for /<repo>/ only ever controls /<repo>/.
  devOptions: { enabled: false },
  manifest: {
    name: "robots.txt workbench",
    short_name: "robots.txt",
    description:
      "Write, lint and test robots.txt in your browser, read as Google, Bing, Yandex and the standards read it.",
    lang: "en",
    display: "standalone",
    theme_color: "#0a58ca",
    background_color: "#f5f6f8",
    icons: [
      { src: "favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // Everything the app can load, lazy chunks and workers included, so it runs offline
    // after one visit. The social preview image is for other sites, not for the app.
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    globIgnores: ["og-image.png", "apple-touch-icon.png"],
    navigateFallback: "index.html",
    // Files (robots.txt, images) are never answered with the app's page.
    navigateFallbackDenylist: [/\/[^/?]+\.[^/?]+$/],
    cleanupOutdatedCaches: true,
    // The first visit's page comes under the worker's control without a reload; updates
    // still wait for the user (registerType "prompt").
    clientsClaim: true,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
};

/**
 * The name of the meta tag that carries the manifest's URL in the built page (src/pwa.ts).
 */
export const MANIFEST_META = "manifest-later";

/**
 * Takes vite-plugin-pwa's `<link rel="manifest">` out of the built page and leaves its URL in a
 * `<meta name="manifest-later">`: src/pwa.ts adds the link once the first load has settled,
 * when it registers the service worker. With the link in the page from the start, Chromium's
 * browser process kept drawing its own window's frames, 60 a second, for about 0.5 s longer
 * after the load event (the trace does not say what for; the manifest starts the browser's
 * check of whether the app can be installed). In Lighthouse traces of this machine's two cores,
 * the GPU process's compositor and the browser's main thread took 510-550 ms of CPU in the
 * 1.6 s around the first paint with the link, 170-310 ms without it; the page's main thread
 * then waited less for a core. Fails the build when the plugin's link is not there, so a
 * change of vite-plugin-pwa cannot drop the manifest silently.
 */
export function manifestLater(): Plugin {
  return {
    name: "robots-workbench:manifest-later",
    apply: "build",
    // After vite-plugin-pwa's own transform, which is "post" too.
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const link = /<link rel="manifest" href="([^"]+)"\s*\/?>/;
        const found = link.exec(html);
        if (found === null) throw new Error('the built index.html has no <link rel="manifest" href="…"> to move (vite-plugin-pwa)');
        return html.replace(link, `<meta name="${MANIFEST_META}" content="${found[1]}" />`);
      },
    },
  };
}
