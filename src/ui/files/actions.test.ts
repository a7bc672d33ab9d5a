import { beforeEach, describe, expect, it } from "vitest";
import { useHistory } from "../../state/history.ts";
import { useWorkbench } from "../../state/store.ts";
import { saveVersionWithNotice } from "./actions.ts";

beforeEach(() => {
  useHistory.setState({ versions: [] });
  useWorkbench.setState({ text: "User-agent: *\nDisallow:\n", editor: null });
});

describe("saveVersionWithNotice", () => {
  it("saves the draft as it was at the click, not what is typed while the history loads", async () => {
    useWorkbench.setState({ text: "User-agent: *\nDisallow: /at-click/" });
    const saving = saveVersionWithNotice();
    // Typed before the history module's import has resolved.
    useWorkbench.setState({ text: "User-agent: *\nDisallow: /typed-after/" });
    await saving;
    expect(useHistory.getState().versions.map((v) => v.text)).toEqual(["User-agent: *\nDisallow: /at-click/"]);
  });

  it("takes the editor's pending change first (a large draft reports it once typing pauses)", async () => {
    let pending = "User-agent: *\nDisallow: /pending/";
    const flushChange = () => {
      useWorkbench.setState({ text: pending });
      pending = "";
    };
    useWorkbench.setState({ editor: { flushChange } as never });
    await saveVersionWithNotice("named");
    expect(useHistory.getState().versions[0]).toMatchObject({ text: "User-agent: *\nDisallow: /pending/", label: "named" });
  });
});
