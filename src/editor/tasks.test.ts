import { describe, expect, it } from "vitest";
import type { EditorView } from "@codemirror/view";
import { afterMeasure } from "./tasks.ts";

/** A view whose measure requests are kept, to be run when the test says. */
function fakeView() {
  const requests: { read: () => unknown; write?: () => void }[] = [];
  const view = { requestMeasure: (request: { read: () => unknown; write?: () => void }) => void requests.push(request) } as unknown as EditorView;
  return { view, requests };
}

describe("afterMeasure", () => {
  it("waits for the view's measure, then a task after it", async () => {
    const { view, requests } = fakeView();
    let done = false;
    const measured = afterMeasure(view, 10_000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    expect(requests).toHaveLength(1);
    requests[0].read();
    requests[0].write!();
    expect(done).toBe(false);
    await measured;
    expect(done).toBe(true);
  });

  it("gives up waiting when the view never measures (a page that draws no frames)", async () => {
    const { view } = fakeView();
    const started = Date.now();
    await afterMeasure(view, 30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
