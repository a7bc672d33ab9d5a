/**
 * The installable app and its offline cache (vite-plugin-pwa): the web app manifest and the
 * service worker's precache. Scope, start_url and the worker's URL follow Vite's base.
 */
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
