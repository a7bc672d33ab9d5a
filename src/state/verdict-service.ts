/**
 * The tested URL's verdict, as the Test panel and the editor's marks show it. For a small file
 * it is worked out in the page as the draft changes; for a large one (see `LARGE_TEXT`) a
 * worker parses the file and compiles the chosen groups, so neither a typing pause nor a new
 * URL costs the page tens of milliseconds. Until the worker answers, the last verdict stays
 * on screen, flagged stale.
 */
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import type { EngineId } from "../core/types";
import { namedLines, verdictLines, type VerdictReply, type VerdictRequest } from "../workers/verdict-protocol";
import { LARGE_TEXT, computeVerdict, selectDoc, userAgentOf, useWorkbench, type Verdict } from "./store";

/** What a verdict is asked for. */
export interface VerdictQuery {
  text: string;
  url: string;
  userAgent: string;
  engine: EngineId | null;
  origin: string;
}

/** A verdict with the text of the lines it names. */
export interface VerdictAnswer {
  verdict: Verdict;
  /** The text of a line the verdict names (the deciding rule, the group's user-agent lines). */
  lineText(line: number): string;
}

/** The verdict shown for the current inputs. */
export interface TestedVerdict {
  /** Null only while the first verdict of a large file is being worked out. */
  verdict: Verdict | null;
  /** The verdict shown belongs to earlier inputs; the current one is being worked out. */
  isStale: boolean;
  lineText(line: number): string;
}

const sameQuery = (a: VerdictQuery, b: VerdictQuery) =>
  a.url === b.url && a.userAgent === b.userAgent && a.engine === b.engine && a.origin === b.origin && a.text === b.text;

/** The verdict of a query worked out here, in the calling thread. */
export function answerHere(q: VerdictQuery): VerdictAnswer {
  const doc = selectDoc(q.text);
  const verdict = computeVerdict(doc, q.url, q.userAgent, q.engine, q.origin);
  const lines = new Map(verdict.ok ? namedLines(doc, verdictLines(verdict.result)) : []);
  return { verdict, lineText: (n) => lines.get(n) ?? "" };
}

interface Pending {
  query: VerdictQuery;
  promise: Promise<VerdictAnswer | null>;
  resolve(answer: VerdictAnswer | null): void;
}

/**
 * The page's side of the verdict worker. One request at a time: a request made while another
 * is being answered waits, and a newer one replaces it (its promise gives null); the same
 * query asked twice (the panel and the editor) shares one answer. The text goes to the worker
 * only when it changed. Without workers, or when the worker fails, answers are worked out here.
 */
export class VerdictClient {
  private worker: Worker | null = null;
  private isBroken = false;
  private nextId = 1;
  private textId = 0;
  private lastText: string | null = null;
  /** The text id the worker holds (as far as the page knows). */
  private workerTextId = -1;
  private inFlight: (Pending & { id: number }) | null = null;
  private waiting: Pending | null = null;
  private last: { query: VerdictQuery; answer: VerdictAnswer } | null = null;

  /** `create` makes the worker; without it (no workers here) answers are worked out in the page. */
  constructor(private readonly create: (() => Worker) | null) {}

  /** Whether answers come from a worker (otherwise they are worked out in the page). */
  get usesWorker(): boolean {
    return !this.isBroken && this.create !== null;
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
    if (!this.inFlight) this.sendWaiting();
    return promise;
  }

  /** Stops the worker; pending requests give null. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.inFlight?.resolve(null);
    this.waiting?.resolve(null);
    this.inFlight = this.waiting = null;
  }

  private remember(query: VerdictQuery, answer: VerdictAnswer): VerdictAnswer {
    this.last = { query, answer };
    return answer;
  }

  private ensureWorker(): Worker | null {
    if (this.worker) return this.worker;
    if (!this.create) return null;
    try {
      const worker = this.create();
      worker.onmessage = (event: MessageEvent<VerdictReply>) => this.onReply(event.data);
      worker.onerror = (event) => {
        event.preventDefault?.();
        this.fail();
      };
      this.worker = worker;
      this.workerTextId = -1;
      return worker;
    } catch {
      this.fail();
      return null;
    }
  }

  /** The worker could not start or crashed: answer the pending requests here from now on. */
  private fail(): void {
    this.isBroken = true;
    this.worker?.terminate();
    this.worker = null;
    for (const p of [this.inFlight, this.waiting]) if (p) p.resolve(this.remember(p.query, answerHere(p.query)));
    this.inFlight = this.waiting = null;
  }

  private textIdOf(text: string): number {
    if (text !== this.lastText) {
      this.lastText = text;
      this.textId++;
    }
    return this.textId;
  }

  private sendWaiting(resendText = false): void {
    const next = this.inFlight && resendText ? this.inFlight : this.waiting;
    if (!next) return;
    const worker = this.ensureWorker();
    if (!worker) return;
    if (next === this.waiting) this.waiting = null;
    const id = "id" in next ? (next as { id: number }).id : this.nextId++;
    this.inFlight = { ...next, id };
    const { text, url, userAgent, engine, origin } = next.query;
    const textId = this.textIdOf(text);
    const message: VerdictRequest = { id, textId, url, userAgent, engine, origin };
    if (textId !== this.workerTextId || resendText) message.text = text;
    this.workerTextId = textId;
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
    current.resolve(this.remember(current.query, { verdict: reply.verdict, lineText: (n) => lines.get(n) ?? "" }));
    this.sendWaiting();
  }
}

let client: VerdictClient | null = null;
/** The verdict last shown, kept on screen (stale) while a large file's first one is worked out. */
let lastShown: VerdictAnswer | null = null;

/** The page's verdict client (made on first use). */
export function verdictClient(): VerdictClient {
  return (client ??= new VerdictClient(
    typeof Worker === "function" ? () => new Worker(new URL("../workers/verdict.worker.ts", import.meta.url), { type: "module" }) : null,
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
  const inWorker = text.length >= LARGE_TEXT && verdictClient().usesWorker;
  const here = useMemo(() => (inWorker ? null : answerHere(query)), [inWorker, query]);
  const [answered, setAnswered] = useState<{ query: VerdictQuery; answer: VerdictAnswer } | null>(null);

  useEffect(() => {
    if (!inWorker) return;
    let live = true;
    void verdictClient()
      .request(query)
      .then((answer) => {
        if (live && answer) setAnswered({ query, answer });
      });
    return () => {
      live = false;
    };
  }, [inWorker, query]);

  let tested: TestedVerdict;
  if (here) tested = { ...here, isStale: false };
  else if (answered) tested = { ...answered.answer, isStale: answered.query !== query };
  else if (lastShown) tested = { ...lastShown, isStale: true };
  else tested = { verdict: null, isStale: true, lineText: () => "" };
  useEffect(() => {
    if (tested.verdict) lastShown = { verdict: tested.verdict, lineText: tested.lineText };
  });
  return tested;
}
