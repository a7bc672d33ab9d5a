/** Starting a page-side worker client's worker: the pattern the verdict and panel clients share. */

/**
 * Makes a worker with `create` and hands its replies to `onReply`; a worker that fails later,
 * or cannot be made at all, calls `onFail` (the client then works answers out in the page).
 * Null when it could not be made.
 */
export function startWorker<Reply>(create: () => Worker, onReply: (reply: Reply) => void, onFail: () => void): Worker | null {
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
