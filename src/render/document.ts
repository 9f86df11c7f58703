import { PAGE_STATE_ID, pageStateJson } from '#site/shell/page-state.js';
import type { SiteAssets } from './assets.js';
import { headTags } from './head.js';
import type { Rendered } from './render-page.js';

/**
 * The site's own index.html with a rendered page in it: the head for search engines, the page's
 * chunks preloaded and its stylesheet linked (so the client hydrates without waiting on them), the
 * markup inside #app and the answers it was rendered from beside it.
 */
export function pageDocument(assets: SiteAssets, page: Extract<Rendered, { kind: 'page' }>): string {
  const { scripts, styles } = assets.forModule(page.module);
  // The client's hydration is a chunk of its own (src/site/shell/hydrate.tsx), wanted at once here.
  const hydration = assets.forModule('src/site/shell/hydrate.tsx').scripts;
  const links = [
    ...styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...[...new Set([...hydration, ...scripts])].map((href) => `<link rel="modulepreload" href="${href}">`),
  ];
  return (
    assets.indexHtml
      .replace(/<title>[^<]*<\/title>/, () => headTags(page.head))
      .replace('</head>', () => `${links.map((l) => `  ${l}\n`).join('')}  </head>`)
      .replace(
        '<div id="app"></div>',
        () =>
          `<div id="app">${page.markup}</div>\n    ` +
          `<script type="application/json" id="${PAGE_STATE_ID}">${pageStateJson(page.state)}</script>`,
      )
      // The page reads without script; the notice is for the client-rendered page.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  );
}
