import type { Plugin } from "vite";

/**
 * Puts the page's own stylesheet inline in <head>. A linked stylesheet blocks the first paint
 * for one more round trip on a slow connection; inline, the static shell in index.html paints
 * as soon as the HTML arrives. The policy already allows inline styles (CodeMirror needs them).
 * Stylesheets of lazily loaded chunks stay files; this one also stays in the build for the
 * offline cache and for any other page that links it.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: "robots-workbench:inline-entry-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)"\s*\/?>/g, (tag, href: string) => {
          const asset = Object.values(bundle).find((file) => file.type === "asset" && href.endsWith(`/${file.fileName}`));
          if (!asset || asset.type !== "asset") return tag;
          const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          // A stylesheet that could close the element early is left as a link.
          if (/<\/style/i.test(css)) return tag;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
