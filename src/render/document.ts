import { PAGE_STATE_ID, pageStateJson } from '#site/shell/page-state.js';
import type { SiteAssets } from './assets.js';
import { headTags } from './head.js';
import type { Rendered } from './render-page.js';

/**
 * A stylesheet the first view needs, inline: the page paints from its HTML alone, with no
 * render-blocking request. `data-href` names the sheet it stands for, so the page's code does not
 * link that sheet again (the loader in build/site-css.ts looks for it). One the server has no
 * text for is linked.
 */
const stylesheet = (assets: SiteAssets, href: string, inlined: string[]) => {
  const text = assets.styles.get(href);
  if (text === undefined) return `<link rel="stylesheet" href="${href}">`;
  inlined.push(text);
  return `<style data-href="${href}">${text}</style>`;
};

/** The template as every rendered page starts from it, worked out once per build. */
const prepared = new WeakMap<SiteAssets, { template: string; sheets: string[] }>();
function templateOf(assets: SiteAssets) {
  let ready = prepared.get(assets);
  if (!ready) {
    const sheets: string[] = [];
    const template = assets.indexHtml
      // The template's own stylesheets (the app's).
      .replace(/<link rel="stylesheet" href="([^"]+)">/g, (_, href: string) => stylesheet(assets, href, sheets))
      // The page reads without script; the notice is for the client-rendered page.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
    prepared.set(assets, (ready = { template, sheets }));
  }
  return ready;
}

/**
 * The site's own index.html with a rendered page in it: the head for search engines, the app's
 * and the page's stylesheets inline, the page's chunks preloaded (so the client hydrates without
 * waiting on them), the markup inside #app and the answers it was rendered from beside it. Also
 * the texts of the stylesheets it carries inline, for a Content-Security-Policy to allow.
 */
export function pageDocument(
  assets: SiteAssets,
  page: Extract<Rendered, { kind: 'page' }>,
): { html: string; inlineSheets: string[] } {
  const { scripts, styles } = assets.forModule(page.module);
  const { template, sheets } = templateOf(assets);
  const inlined = [...sheets];
  // The client's hydration is a chunk of its own (src/site/shell/hydrate.tsx), wanted at once here.
  const hydration = assets.forModule('src/site/shell/hydrate.tsx').scripts;
  const tags = [
    ...styles.map((href) => stylesheet(assets, href, inlined)),
    ...[...new Set([...hydration, ...scripts])].map((href) => `<link rel="modulepreload" href="${href}">`),
  ];
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => headTags(page.head))
    .replace('</head>', () => `${tags.map((l) => `  ${l}\n`).join('')}  </head>`)
    .replace(
      '<div id="app"></div>',
      () =>
        `<div id="app">${page.markup}</div>\n    ` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${pageStateJson(page.state)}</script>`,
    );
  return { html, inlineSheets: inlined };
}
