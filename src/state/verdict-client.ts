/**
 * The page's side of the verdict worker (loaded with the first large file; see
 * `verdict-service.ts`).
 */
import type { VerdictReply, VerdictRequest } from "../workers/verdict-protocol";
import { answerHere, type VerdictAnswer, type VerdictQuery } from "./verdict-answer";
import { WorkerSlot } from "./start-worker";

const sameQuery = (a: VerdictQuery, b: VerdictQuery) =>
  a.url === b.url && a.userAgent === b.userAgent && a.engine === b.engine && a.origin === b.origin && a.text === b.text;

interface Pending {
  query: VerdictQuery;
  promise: Promise<VerdictAnswer | null>;
  resolve(answer: VerdictAnswer | null): void;
}

/**
 * Milliseconds a changed text must be left alone before its verdict is asked of the worker.
 * Each new text costs the worker a parse and a compile of the chosen groups (20,000 rules:
 * 30–60 ms of CPU under load); asked at every keystroke, that ran beside the page's frames on
 * a two-core machine while the verdict shown was stale anyway. Keystrokes come 50–300 ms apart.
 */
export const TEXT_PAUSE_MS = 200;

/**
 * The page's side of the verdict worker. One request at a time: a request made while another
 * is being answered waits, and a newer one replaces it (its promise gives null); the same
 * query asked twice (the panel and the editor) shares one answer. The text goes to the worker
 * only when it changed, and a changed text (typing) only once it has been left alone for
 * `textPause` milliseconds: each newer request starts the wait again. Without workers, or when
 * the worker fails, answers are worked out here.
 */
export class VerdictClient {
  private isBroken = false;
  private nextId = 1;
  private readonly slot: WorkerSlot<VerdictReply>;
  private inFlight: (Pending & { id: number }) | null = null;
  private waiting: Pending | null = null;
  private last: { query: VerdictQuery; answer: VerdictAnswer } | null = null;
  /** The wait for a typing pause before a changed text's request is sent, if one runs. */
  private pause: ReturnType<typeof setTimeout> | null = null;

  /** `create` makes the worker; without it (no workers here) answers are worked out in the page. */
  constructor(
    create: (() => Worker) | null,
    private readonly textPause = TEXT_PAUSE_MS,
  ) {
    this.slot = new WorkerSlot<VerdictReply>(create, (reply) => this.onReply(reply), () => this.fail());
  }

  /** Whether answers come from a worker (otherwise they are worked out in the page). */
  get usesWorker(): boolean {
    return !this.isBroken && this.slot.canStart;
  }

  request(query: VerdictQuery): Promise<VerdictAnswer | null> {
    if (this.last && sameQuery(this.last.query, query)) return Promise.resolve(this.last.answer);
    if (this.inFlight && sameQuery(this.inFlight.query, query)) return this.inFlight.promise;
    if (this.waiting && sameQuery(this.waiting.query, query)) return this.waiting.promise;
    if (!this.usesWorker) return Promise.resolve(this.remember(query, answerHere(query)));
    let resolve!: (answer: VerdictAnswer | null) => void;
    const promise = new Promise<VerdictAnswer | null>((ok) => (resolve = ok));
    this.waiting?.resolve(null);
    this.waiting = { query, promise, resolve };
    this.holdOrSend();
    return promise;
  }

  /**
   * Sends the waiting request, or holds it while its text is a new one (typing): until no newer
   * request came for `textPause` milliseconds. A held request goes once both the wait is over
   * and no other is in flight.
   */
  private holdOrSend(): void {
    if (this.pause !== null) clearTimeout(this.pause);
    this.pause = null;
    const waiting = this.waiting;
    if (waiting === null) return;
    const lastText = this.slot.lastText;
    if (lastText !== null && waiting.query.text !== lastText && this.textPause > 0) {
      this.pause = setTimeout(() => {
        this.pause = null;
        if (!this.inFlight) this.sendWaiting();
      }, this.textPause);
      return;
    }
    if (!this.inFlight) this.sendWaiting();
  }

  /** Stops the worker; pending requests give null. */
  dispose(): void {
    if (this.pause !== null) clearTimeout(this.pause);
    this.pause = null;
    this.slot.stop();
    this.inFlight?.resolve(null);
    this.waiting?.resolve(null);
    this.inFlight = this.waiting = null;
  }

  private remember(query: VerdictQuery, answer: VerdictAnswer): VerdictAnswer {
    this.last = { query, answer };
    return answer;
  }

  /** The worker could not start or crashed: answer the pending requests here from now on. */
  private fail(): void {
    this.isBroken = true;
    this.slot.stop();
    for (const p of [this.inFlight, this.waiting]) if (p) p.resolve(this.remember(p.query, answerHere(p.query)));
    this.inFlight = this.waiting = null;
  }

  private sendWaiting(resendText = false): void {
    const next = this.inFlight && resendText ? this.inFlight : this.waiting;
    if (!next) return;
    const worker = this.slot.get();
    if (!worker) return;
    if (next === this.waiting) this.waiting = null;
    const id = "id" in next ? (next as { id: number }).id : this.nextId++;
    this.inFlight = { ...next, id };
    const { text, url, userAgent, engine, origin } = next.query;
    const textId = this.slot.textIdOf(text);
    const message: VerdictRequest = { id, textId, url, userAgent, engine, origin };
    if (this.slot.send(textId, resendText)) message.text = text;
    worker.postMessage(message);
  }

  private onReply(reply: VerdictReply): void {
    const current = this.inFlight;
    if (!current || reply.id !== current.id) return;
    if ("missingText" in reply) {
      this.sendWaiting(true);
      return;
    }
    this.inFlight = null;
    const lines = new Map(reply.lines);
    current.resolve(this.remember(current.query, { verdict: reply.verdict, lineText: (n) => lines.get(n) ?? "", preferences: reply.preferences }));
    // A request held for a typing pause goes when its wait is over.
    if (this.pause === null) this.sendWaiting();
  }
}

