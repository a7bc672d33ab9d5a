/** The files toolbar: open, load from URL, examples, download, copy, share, save version. */
export function FileActions() {
  return null;
}
