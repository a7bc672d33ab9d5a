/**
 * The tested URL's verdict, as the Test panel and the editor's marks show it. For a small file
 * it is worked out in the page as the draft changes; for a large one (`VIEW_LARGE_TEXT`, core/thresholds.ts) a
 * worker parses the file and compiles the chosen groups, so neither a typing pause nor a new
 * URL costs the page tens of milliseconds. Until the worker answers, the last verdict stays
 * on screen, flagged stale.
 */
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { VIEW_LARGE_TEXT } from "../core/thresholds";
import type { Preferences } from "../core/prefs";
import type { RobotsTxt } from "../core/types";
import type { VerdictClient } from "./verdict-client";
import { userAgentOf, useWorkbench, type Verdict } from "./store";

// The query, the answer and the in-page way to it are in verdict-answer.ts (the client uses them too).
export { answerHere, type VerdictAnswer, type VerdictQuery } from "./verdict-answer";
import { answerHere, type VerdictAnswer, type VerdictQuery } from "./verdict-answer";

/** The verdict shown for the current inputs. */
export interface TestedVerdict {
  /** Null only while the first verdict of a large file is being worked out. */
  verdict: Verdict | null;
  /** The verdict shown belongs to earlier inputs; the current one is being worked out. */
  isStale: boolean;
  lineText(line: number): string;
  preferences: Preferences | null;
  doc?: RobotsTxt;
}

let client: Promise<VerdictClient> | null = null;
let workerFailed = false;
/** The verdict last shown, kept on screen (stale) while a large file's first one is worked out. */
let lastShown: VerdictAnswer | null = null;

/** Workers exist here (not in Node tests): large files' verdicts go to one. */
const hasWorkers = typeof Worker === "function";

/** The page's verdict client, loaded and made on the first large file (small ones never need it). */
function verdictClient(): Promise<VerdictClient> {
  return (client ??= import("./verdict-client").then(
    (m) => new m.VerdictClient(() => new Worker(new URL("../workers/verdict.worker.ts", import.meta.url), { type: "module" })),
  ));
}

/**
 * The verdict for the tested URL and crawler, with the text of the lines it names: worked out
 * in the page for a small draft, by the verdict worker for a large one.
 */
export function useTestedVerdict(): TestedVerdict {
  const text = useDeferredValue(useWorkbench((s) => s.text));
  const url = useWorkbench((s) => s.url);
  const origin = useWorkbench((s) => s.origin);
  const crawlerId = useWorkbench((s) => s.crawlerId);
  const engine = useWorkbench((s) => s.engineOverride);
  const userAgent = userAgentOf(crawlerId);
  const query = useMemo<VerdictQuery>(() => ({ text, url, userAgent, engine, origin }), [text, url, userAgent, engine, origin]);
  const inWorker = text.length >= VIEW_LARGE_TEXT && hasWorkers && !workerFailed;
  const here = useMemo(() => (inWorker ? null : answerHere(query)), [inWorker, query]);
  const [answered, setAnswered] = useState<{ query: VerdictQuery; answer: VerdictAnswer } | null>(null);

  useEffect(() => {
    if (!inWorker) return;
    let live = true;
    void verdictClient()
      .then((c) => c.request(query))
      .then(
        (answer) => {
          if (live && answer) setAnswered({ query, answer });
        },
        () => {
          // The client's code could not load (offline before it was cached): work it out here.
          workerFailed = true;
          if (live) setAnswered({ query, answer: answerHere(query) });
        },
      );
    return () => {
      live = false;
    };
  }, [inWorker, query]);

  let tested: TestedVerdict;
  if (here) tested = { ...here, isStale: false };
  else if (answered) tested = { ...answered.answer, isStale: answered.query !== query };
  else if (lastShown) tested = { ...lastShown, isStale: true };
  else tested = { verdict: null, isStale: true, lineText: () => "", preferences: null };
  useEffect(() => {
    if (tested.verdict) lastShown = { verdict: tested.verdict, lineText: tested.lineText, preferences: tested.preferences, doc: tested.doc };
  });
  return tested;
}
