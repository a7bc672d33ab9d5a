/**
 * Yandex's Clean-param applied to the tested URL: which parameters Yandex drops and the URL
 * it would crawl instead. Filled from the core's cleanParamApply.
 */
import type { RobotsTxt } from "../../core/types";

export function CleanParamPreview(_props: { doc: RobotsTxt }) {
  return null;
}
