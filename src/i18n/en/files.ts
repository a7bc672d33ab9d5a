/**
 * English texts of the files area: the files toolbar (open, load from URL, paste, examples,
 * download, copy, share, versions), storage and loading notices, the Bulk and History panels.
 * Codes start with `files.`, `bulk.` or `history.`; `{param}` placeholders, ICU plurals.
 */

/** The files area's messages. */
export const filesMessages: Record<string, string> = {
  // Toolbar.
  "files.open": "Open…",
  "files.open.input": "Open robots.txt file",
  "files.open.done": "Opened {name}.",
  "files.open.failed": "Could not read {name}.",
  "files.loadUrl": "Load URL…",
  "files.paste": "Paste…",
  "files.examples": "Examples",
  "files.examples.menu": "Example files",
  "files.download": "Download",
  "files.copy": "Copy",
  "files.copy.done": "Copied the file to the clipboard.",
  "files.copy.failed": "The browser did not allow copying. Select the text in the editor and copy it by hand.",
  "files.share": "Share…",
  "files.saveVersion": "Save version",
  "files.version.saved": "Version saved. See it in the History panel.",
  "files.version.empty": "Nothing to save: the file is empty.",
  "files.cancel": "Cancel",
  "files.close": "Close",
  "files.dismiss": "Dismiss",
  "files.tabs.open": "The workbench is also open in another tab.",
  "files.tabs.own": "Each tab keeps its own draft. The draft stored last opens next time; the other one is kept in History.",
  "files.tabs.changed": "The draft was changed in another tab.",
  "files.tabs.changedHelp": "Open it here to go on from there: this tab’s text is kept in History. Or keep this tab’s draft: when it is stored, the other tab’s text is kept in History.",
  "files.tabs.openOther": "Open the other tab’s draft",
  "files.tabs.keepMine": "Keep this tab’s draft",
  "files.expectations.failing": "{n, plural, one {# expectation fails} other {# expectations fail}}",

  // Storage.
  "files.storage.status.saved": "Saved in this browser",
  "files.storage.status.unavailable": "Not saved",
  "files.storage.status.full": "Not saved: storage full",
  "files.storage.status.failed": "Not saved",
  "files.storage.unavailable":
    "Your work is not being saved: this browser does not allow the workbench to store data here (private browsing, or storage blocked for this site).",
  "files.storage.full":
    "Your latest changes are not saved: this browser's storage for the site is full. Delete old versions in the History panel to make room.",
  "files.storage.failed": "Your latest changes could not be saved in this browser.",
  "files.storage.keep":
    "Everything stays in this tab and keeps working until you close it. Download the file to keep it.",

  // Encodings.
  "files.encoding.invalid":
    "“{name}” is not valid UTF-8, the encoding robots.txt files must use. Bytes that are not UTF-8 show as �.",
  "files.encoding.binary": "It contains NUL bytes: it may not be a text file at all.",
  "files.encoding.readAs": "Read it as:",
  "files.encoding.utf-8": "UTF-8 (as now)",
  "files.encoding.windows-1251": "Windows-1251 (Cyrillic)",
  "files.encoding.shift_jis": "Shift_JIS (Japanese)",

  // Load from a URL.
  "files.url.title": "Load robots.txt from a site",
  "files.url.address": "Site or robots.txt address",
  "files.url.hint":
    "A site address loads its /robots.txt. The file's site becomes the origin URLs are tested against. Most sites do not let other pages read their files; if loading fails, paste or open the file instead.",
  "files.url.load": "Load",
  "files.url.loading": "Loading…",
  "files.proxy.summary": "Use your own proxy (off)",
  "files.proxy.label": "Proxy URL template",
  "files.proxy.hint":
    "Optional. {url} is replaced by the encoded address, e.g. https://my-proxy.example/?url={url}. Requests then go to your proxy; leave empty to fetch directly.",
  "files.proxy.invalid": "The template must be an http(s) address containing {url}.",
  "files.fetch.unreadable":
    "The browser could not read {url}. The site may not let other pages read its files (CORS), you may be offline, or the address may be wrong: the browser does not say which.",
  "files.fetch.timeout": "{url} did not answer within 15 seconds.",
  "files.fetch.http": "{url} answered with HTTP status {status}, not the file.",
  "files.fetch.too-large": "The file at {url} is larger than 32 MB.",
  "files.fetch.invalid-url": "“{url}” is not an http(s) address.",
  "files.fetch.viaProxy": "The request went through your proxy; check that it is running and allows this page.",
  "files.fetch.instead":
    "Paste the file's text or open it from your disk instead. To see what each crawler does when robots.txt cannot be fetched (4xx, 5xx, timeouts), use the status simulation in the Test panel.",
  "files.fetch.simulate": "Status simulation",

  // Paste.
  "files.paste.title": "Paste a robots.txt",
  "files.paste.label": "robots.txt text",
  "files.paste.hint": "It replaces the draft; the current draft is kept in History.",
  "files.paste.use": "Use this text",

  // Share.
  "files.share.title": "Share",
  "files.share.working": "Compressing…",
  "files.share.error": "The share link could not be made in this browser.",
  "files.share.link": "Share link",
  "files.share.contents":
    "The link holds the file, {urls, plural, =0 {no URL list} one {# URL} other {# URLs}}, the crawler choice and expectations ({kb} KB compressed).",
  "files.share.private":
    "Nothing is uploaded: everything is in the part after #, which browsers do not send to servers. Anyone with the link can read it.",
  "files.share.copy": "Copy link",
  "files.share.copied": "Copied",
  "files.share.holds": "The link holds:",
  "files.share.holds.file": "this robots.txt ({lines, plural, one {# line} other {# lines}}), read against {origin}",
  "files.share.holds.test": "the Test panel: {url} for {crawler}, {reading}",
  "files.share.holds.readAs": "read as {engine}",
  "files.share.holds.ownReading": "in its own reading",
  "files.share.holds.compare": "Compare: {crawlers, plural, one {# crawler} other {# crawlers}} and {urls, plural, =0 {no more URL} one {# more URL} other {# more URLs}}",
  "files.share.holds.bulk": "Bulk: {urls, plural, =0 {no URL list} one {# URL} other {# URLs}} and {n, plural, =0 {no expectation} one {# expectation} other {# expectations}}",
  "files.share.size": "{kb} KB compressed.",
  "files.share.tooLarge":
    "This is {kb} KB compressed, too large for a link (about {limit} KB at most). Download it as a file and send that; opening the file here with Open… imports it the same way.",
  "files.share.download": "Download share file",
  "files.share.imported":
    "Opened a shared robots.txt{urls, plural, =0 {} one { with # URL} other { with # URLs}}. Your previous draft is kept in History.",
  "files.share.showHistory": "Show History",
  "files.share.unreadable": "This share link cannot be read ({reason}). Nothing was changed.",
  "files.share.error.empty": "it is empty",
  "files.share.error.not-base64": "it is not in the link format; it may have been cut or changed",
  "files.share.error.not-deflate": "its compressed data is damaged",
  "files.share.error.not-utf8": "its text is damaged",
  "files.share.error.not-json": "its data is damaged",
  "files.share.error.bad-shape": "it does not hold a workbench share",
  "files.share.error.unsupported-version": "it was made by a newer version of the workbench",
  "files.share.error.too-large": "it unpacks to more than 32 MB",

  // Examples.
  "policy.open": "Crawler policy…",
  "files.examples.group.real-world": "Common files",
  "files.examples.group.standard-1994": "1994 standard (Microsoft KB 217103)",
  "files.examples.group.yandex": "Yandex classic help",
  "files.examples.group.ai": "AI crawlers and usage preferences",

  // Bulk panel.

  // History panel.
};
