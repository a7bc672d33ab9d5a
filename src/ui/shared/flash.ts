/**
 * Short confirmations and problems ("Copied", "12 expectations imported"), one at a time, from
 * any part of the page: the files area, Bulk, History. A message code and its parameters;
 * `Flash` (rendered with the files area's notices) shows it for a few seconds.
 */
import { create } from "zustand";
import type { Params } from "../../i18n";

export interface FlashMessage {
  code: string;
  params: Params;
  tone: "info" | "error";
  id: number;
}

/** The message shown now, if any. */
export const useFlash = create<{ message: FlashMessage | null }>()(() => ({ message: null }));

let flashId = 0;
/** Shows a short message (replacing the previous one). */
export function flash(code: string, params: Params = {}, tone: "info" | "error" = "info"): void {
  useFlash.setState({ message: { code, params, tone, id: ++flashId } });
}
