/**
 * The service worker: registered in the built app only (never under `vite dev`), it keeps
 * a copy of the app so a second visit works offline, and reports when a newer deployment
 * is waiting. The page decides when to switch (registerType "prompt"): `updateNow()`.
 */
/// <reference types="vite-plugin-pwa/vanillajs" />

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

/** Registers the service worker once the page has loaded; does nothing in dev or without support. */
export function startPwa(): void {
  if (started || !import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
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
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
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
