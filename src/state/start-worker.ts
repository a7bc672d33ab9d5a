/** A page-side worker client's worker: the part the verdict and panel clients share. */

/**
 * Makes a worker with `create` and hands its replies to `onReply`; a worker that fails later,
 * or cannot be made at all, calls `onFail` (the client then works answers out in the page).
 * Null when it could not be made.
 */
function startWorker<Reply>(create: () => Worker, onReply: (reply: Reply) => void, onFail: () => void): Worker | null {
  try {
    const worker = create();
    worker.onmessage = (event: MessageEvent<Reply>) => onReply(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      onFail();
    };
    return worker;
  } catch {
    onFail();
    return null;
  }
}

/**
 * A client's worker and the texts it was sent, the part the verdict and panel clients share:
 * the worker starts on first use (`get`), each distinct text gets an id (`textIdOf`), and
 * `send` says whether a request must carry its text (the worker holds another, or none).
 */
export class WorkerSlot<Reply> {
  private worker: Worker | null = null;
  private textId = 0;
  private last: string | null = null;
  /** The id of the text the worker holds (as far as the page knows); -1: none. */
  private held = -1;

  /** `create` makes the worker (null: no workers here); `onFail` as in {@link startWorker}. */
  constructor(
    private readonly create: (() => Worker) | null,
    private readonly onReply: (reply: Reply) => void,
    private readonly onFail: () => void,
  ) {}

  /** Whether a worker can be made here at all. */
  get canStart(): boolean {
    return this.create !== null;
  }

  /** The last text given an id, if any. */
  get lastText(): string | null {
    return this.last;
  }

  /** The worker, started on first use; null without workers or when it could not start. */
  get(): Worker | null {
    if (this.worker) return this.worker;
    if (!this.create) return null;
    const worker = startWorker<Reply>(this.create, this.onReply, this.onFail);
    if (worker === null) return null;
    this.worker = worker;
    this.held = -1;
    return worker;
  }

  /** Stops the worker, if one runs. */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  /** The id of `text`: the last one again while the text is the same, else a new one. */
  textIdOf(text: string): number {
    if (text !== this.last) {
      this.last = text;
      this.textId++;
    }
    return this.textId;
  }

  /** Whether a request about text `textId` must carry the text; the worker holds it after. */
  send(textId: number, again = false): boolean {
    const needed = again || textId !== this.held;
    this.held = textId;
    return needed;
  }
}
