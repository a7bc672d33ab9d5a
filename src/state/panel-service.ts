/**
 * The Findings panel's impact summary and the Compare tab's grid: worked out in the page for
 * a small file, by the panel worker (src/workers/panel.worker.ts) for a large one
 * (`VIEW_LARGE_TEXT`, core/thresholds.ts). Each compiles the file for several crawlers and
 * engines; on a 20,000-rule file that was one task of 320–450 ms on the page's main thread
 * when the tab opened. Until the worker answers, the last answer stays on screen, flagged
 * stale, or the panel says it is working.
 */
import { useEffect, useMemo, useState } from "react";
import { VIEW_LARGE_TEXT } from "../core/thresholds";
import type { RobotsTxt } from "../core/types";
import { answerPanel, type PanelAnswer, type PanelQuestion, type PanelReply, type PanelRequest } from "../workers/panel-protocol";
import { selectDoc } from "./parsed-docs";
import { WorkerSlot } from "./start-worker";

/** A question answered here, in the calling thread (small files, and when the worker fails). */
export function answerPanelHere(doc: RobotsTxt, question: PanelQuestion): PanelAnswer {
  return answerPanel(doc, question);
}

/**
 * The page's side of the panel worker. Requests are answered in order; the text goes to the
 * worker only when it changed. Without workers, or when the worker fails, answers are worked
 * out here.
 */
export class PanelClient {
  private isBroken = false;
  private nextId = 1;
  private readonly slot: WorkerSlot<PanelReply>;
  private readonly pending = new Map<number, { text: string; question: PanelQuestion; resolve(answer: PanelAnswer | null): void }>();

  /** `create` makes the worker; without it (no workers here) answers are worked out in the page. */
  constructor(create: (() => Worker) | null) {
    this.slot = new WorkerSlot<PanelReply>(create, (reply) => this.onReply(reply), () => this.fail());
  }

  /** The answer to `question` about `text`; null when the worker no longer held the text. */
  ask(text: string, question: PanelQuestion): Promise<PanelAnswer | null> {
    const worker = this.isBroken ? null : this.slot.get();
    if (worker === null) return Promise.resolve(answerPanelHere(selectDoc(text), question));
    const id = this.nextId++;
    const textId = this.slot.textIdOf(text);
    const request: PanelRequest = { ...question, id, textId };
    if (this.slot.send(textId)) request.text = text;
    return new Promise((resolve) => {
      this.pending.set(id, { text, question, resolve });
      worker.postMessage(request);
    });
  }

  /** Stops the worker; pending requests give null. */
  dispose(): void {
    this.slot.stop();
    for (const p of this.pending.values()) p.resolve(null);
    this.pending.clear();
  }

  /** The worker could not start or crashed: answer the pending requests here from now on. */
  private fail(): void {
    this.isBroken = true;
    this.slot.stop();
    for (const p of this.pending.values()) p.resolve(answerPanelHere(selectDoc(p.text), p.question));
    this.pending.clear();
  }

  private onReply(reply: PanelReply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    if ("missingText" in reply) {
      p.resolve(null);
      return;
    }
    p.resolve(reply.kind === "impact" ? { kind: "impact", impact: reply.impact } : { kind: "grid", verdicts: reply.verdicts, preferences: reply.preferences });
  }
}

/** Workers exist here (not in Node tests): large files' panels go to one. */
const hasWorkers = typeof Worker === "function";

let client: PanelClient | null = null;
let workerFailed = false;

function panelClient(): PanelClient {
  return (client ??= new PanelClient(() => new Worker(new URL("../workers/panel.worker.ts", import.meta.url), { type: "module" })));
}

/** An answer to a panel's question, with whether it belongs to earlier inputs. */
export interface PanelState<A extends PanelAnswer> {
  /** Null only while the first answer for a large file is being worked out. */
  answer: A | null;
  isStale: boolean;
  /** The answer is to this question (a stale one may be to an earlier question, or to the same one about an earlier text). */
  isSameQuestion: boolean;
}

/**
 * The answer to `question` about `doc`: worked out here for a small file (as it renders), by
 * the panel worker for a large one. `key` names the question (same key, same question).
 */
export function usePanelAnswer<K extends PanelAnswer["kind"]>(
  doc: RobotsTxt,
  question: PanelQuestion & { kind: K },
  key: string,
): PanelState<Extract<PanelAnswer, { kind: K }>> {
  type A = Extract<PanelAnswer, { kind: K }>;
  const inWorker = doc.text.length >= VIEW_LARGE_TEXT && hasWorkers && !workerFailed;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the question is named by its key
  const here = useMemo(() => (inWorker ? null : (answerPanelHere(doc, question) as A)), [inWorker, doc, key]);
  const [answered, setAnswered] = useState<{ doc: RobotsTxt; key: string; answer: A } | null>(null);
  useEffect(() => {
    if (!inWorker) return;
    let live = true;
    panelClient()
      .ask(doc.text, question)
      .then(
        (answer) => {
          if (live && answer) setAnswered({ doc, key, answer: answer as A });
        },
        () => {
          workerFailed = true;
          if (live) setAnswered({ doc, key, answer: answerPanelHere(doc, question) as A });
        },
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the question is named by its key
  }, [inWorker, doc, key]);
  if (here) return { answer: here, isStale: false, isSameQuestion: true };
  if (answered) return { answer: answered.answer, isStale: answered.doc !== doc || answered.key !== key, isSameQuestion: answered.key === key };
  return { answer: null, isStale: true, isSameQuestion: false };
}
