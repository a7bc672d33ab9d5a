/**
 * The service worker: registered in the built app only (never under `vite dev`), it keeps
 * a copy of the app so a second visit works offline, and reports when a newer deployment
 * is waiting. The page decides when to switch (registerType "prompt"): `updateNow()`.
 */
/// <reference types="vite-plugin-pwa/vanillajs" />

import { whenSettled } from "./state/schedule";

type Listener = () => void;

const listeners = new Set<Listener>();
let needsRefresh = false;
let update: ((reloadPage?: boolean) => Promise<void>) | null = null;
let started = false;
let reloading = false;

/** Reloads the page once, whichever of the two signals below comes first. */
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * The stretch of time in which the page must have been mostly idle (busy a fifth of it at most)
 * before the service worker registers. Its first install fetches and stores every file of the
 * app: on a phone's few cores, that work ran beside the first load's scripts, style and layout
 * and slowed them (in a Lighthouse trace of this machine, 450-550 ms of the worker's CPU in the
 * first 4 s, more than the page's main thread used).
 */
const SETTLED_MS = 1000;

/** The meta tag the build leaves the manifest's URL in (scripts/vite/pwa.ts, `manifestLater`). */
const MANIFEST_META = "manifest-later";

/**
 * Links the web app manifest, whose URL the build left in a meta tag: the browser then checks
 * whether the app can be installed (and may show its install icon) after the first load, not
 * beside it (see `manifestLater` in scripts/vite/pwa.ts).
 */
function linkManifest(): void {
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${MANIFEST_META}"]`)?.content;
  if (!href || document.querySelector('link[rel="manifest"]') !== null) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = href;
  document.head.append(link);
}

/**
 * Once the page has loaded and then settled (`whenSettled`: idle for most of a second; 10 s at
 * most), links the manifest and registers the service worker (where the browser has service
 * workers); does nothing in dev.
 */
export function startPwa(): void {
  if (started || !import.meta.env.PROD || typeof document === "undefined") return;
  started = true;
  const register = () => {
    // A separate chunk: the first paint does not wait for workbox-window.
    void import("virtual:pwa-register").then(({ registerSW }) => {
      update = registerSW({
        immediate: true,
        onNeedReload: reloadOnce,
        onNeedRefresh() {
          needsRefresh = true;
          for (const listener of listeners) listener();
        },
      });
    });
  };
  const settled = () => {
    linkManifest();
    if (typeof navigator !== "undefined" && "serviceWorker" in navigator) register();
  };
  const afterLoad = () => void whenSettled(SETTLED_MS).then(settled);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

/** Calls `callback` when a new version is installed and waiting (at once if one already is); returns an unsubscribe. */
export function onNeedRefresh(callback: Listener): () => void {
  listeners.add(callback);
  if (needsRefresh) callback();
  return () => {
    listeners.delete(callback);
  };
}

/** Tells whether a new version is waiting for `updateNow()`. */
export function isRefreshNeeded(): boolean {
  return needsRefresh;
}

/** Activates the waiting version; the page reloads once it has taken control. */
export async function updateNow(): Promise<void> {
  if (!update) return reloadOnce();
  // workbox-window reloads only when the page was controlled when it registered; a first
  // visit that finds an update (the worker claimed the page meanwhile) needs this too.
  navigator.serviceWorker.addEventListener("controllerchange", reloadOnce, { once: true });
  await update(true);
}

startPwa();
