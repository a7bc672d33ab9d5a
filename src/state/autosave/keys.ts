/** The keys the autosave writes under, namespaced by the app's base path (`storageKey`). */
import { storageKey } from "../draft-guard.ts";

export const KEYS = {
  draft: storageKey("draft"),
  settings: storageKey("settings"),
  bulk: storageKey("bulk"),
  historyIndex: storageKey("history"),
  version: (id: string) => storageKey(`history:${id}`),
};
