/**
 * The workbench's tabs notice each other on a BroadcastChannel (one per base path): a tab that
 * opens says hello and the others answer, a tab that goes away says goodbye, and a tab that
 * stores its draft tells the others (with the text), so they can offer to open it. Each tab
 * keeps its own draft: neither overwrites the other's unseen (`persist.ts` keeps the other
 * tab's text in History when it stores over it).
 */
import { storageKey } from "./draft-guard.ts";
import { useTabs, type DraftElsewhere } from "./persist-state.ts";
import { useWorkbench } from "./store.ts";

type Message =
  | { type: "hello" | "here" | "bye"; page: string }
  | ({ type: "saved"; page: string } & DraftElsewhere)
  | { type: "history"; page: string };

/** The tabs channel of a running page. */
export interface TabsLink {
  /** Tells the other tabs this tab stored its draft. */
  draftSaved(draft: DraftElsewhere): void;
  /** Tells the other tabs this tab stored History. */
  historySaved(): void;
  stop(): void;
}

const isMessage = (data: unknown): data is Message =>
  typeof data === "object" && data !== null && typeof (data as Message).type === "string" && typeof (data as Message).page === "string";

/**
 * Joins the tabs channel as `page`; `onHistory` runs when another tab stored History. Without
 * BroadcastChannel, tabs do not notice each other (each still keeps its draft; see persist.ts).
 */
export function startTabs(page: string, onHistory: () => void): TabsLink {
  if (typeof BroadcastChannel === "undefined") {
    return { draftSaved: () => undefined, historySaved: () => undefined, stop: () => undefined };
  }
  const channel = new BroadcastChannel(storageKey("tabs"));
  const post = (message: Message) => {
    try {
      channel.postMessage(message);
    } catch {
      // Closed, or a text too large to clone: the other tab learns at its next load.
    }
  };
  // Tabs that said goodbye: a draft they stored on the way out ("saved" after "bye", since the
  // write finishes after `pagehide`) still tells this tab about the draft, but does not make
  // the closed tab count as open again. A tab back from the back-forward cache says hello.
  const gone = new Set<string>();
  // A draft this tab stored while it knew no other tab: told to the first one it comes to know.
  // A tab opened meanwhile whose hello this tab missed (its modules still loading) would
  // otherwise never hear of it: this tab's hello, answered "here", comes a moment after its
  // first store of what was typed while it loaded.
  let untold: DraftElsewhere | null = null;
  // (Not to a tab first heard of by its own store: that store came after this one, over it, and
  // kept this tab's text in History.)
  const addOther = (other: string, tell = true) => {
    if (gone.has(other)) return;
    const { others } = useTabs.getState();
    if (others.includes(other)) return;
    useTabs.setState({ others: [...others, other] });
    if (untold !== null && tell) post({ type: "saved", page, ...untold });
    untold = null;
  };
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isMessage(message) || message.page === page) return;
    switch (message.type) {
      case "hello":
        gone.delete(message.page);
        addOther(message.page);
        post({ type: "here", page });
        break;
      case "here":
        gone.delete(message.page);
        addOther(message.page);
        break;
      case "bye":
        gone.add(message.page);
        useTabs.setState(({ others }) => ({ others: others.filter((p) => p !== message.page) }));
        break;
      case "saved": {
        addOther(message.page, false);
        const { text, origin, rev, savedAt } = message;
        const same = useWorkbench.getState().text === text;
        useTabs.setState({ draftElsewhere: same ? null : { text, origin, rev, savedAt } });
        break;
      }
      case "history":
        onHistory();
        break;
    }
  };
  post({ type: "hello", page });
  const onHide = (event: PageTransitionEvent) => {
    // A page kept in the back-forward cache comes back: say hello again then.
    post({ type: "bye", page });
    if (event.persisted) window.addEventListener("pageshow", () => post({ type: "hello", page }), { once: true });
  };
  if (typeof window !== "undefined") window.addEventListener("pagehide", onHide);
  return {
    draftSaved(draft) {
      if (useTabs.getState().others.length > 0) post({ type: "saved", page, ...draft });
      else untold = draft;
    },
    historySaved() {
      if (useTabs.getState().others.length > 0) post({ type: "history", page });
    },
    stop() {
      if (typeof window !== "undefined") window.removeEventListener("pagehide", onHide);
      post({ type: "bye", page });
      channel.close();
      useTabs.setState({ others: [], draftElsewhere: null });
    },
  };
}
