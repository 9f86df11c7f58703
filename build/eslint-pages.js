// The page rule of eslint.config.js: a page folder (a folder of src/site/pages with a route.ts) is
// one page, whole; what pages share lives in their domain's folder, or in src/site/kit when pages of
// several domains use it. So a page can be moved or removed as one folder.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { localTarget } from './specifiers.js';

const SITE = resolve(dirname(new URL(import.meta.url).pathname), '..', 'src', 'site');
const PAGES = join(SITE, 'pages');
const ROUTES = join(SITE, 'routes.ts');

/** The page folder holding `file`, or null. */
function pageFolderOf(file) {
  for (let dir = dirname(file); dir.startsWith(PAGES + sep); dir = dirname(dir)) {
    if (existsSync(join(dir, 'route.ts'))) return dir;
  }
  return null;
}

/** The domain folder (first folder below pages/) holding `file`, or null. */
const domainOf = (file) => {
  const rel = relative(PAGES, file);
  return rel.startsWith('..') || !rel.includes(sep) ? null : rel.split(sep)[0];
};

const pages = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = context.filename;
    if (!from.startsWith(SITE + sep)) return {};
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      const to = spec && localTarget(from, spec);
      if (!to) return;
      const toPage = pageFolderOf(to);
      // The route table assembles the pages' route declarations.
      if (from === ROUTES && /[/\\]route\.js$/.test(spec)) return;
      if (toPage && toPage !== pageFolderOf(from)) {
        context.report({
          node,
          message: `${relative(SITE, toPage)} is a page of its own: share through its domain folder or src/site/kit`,
        });
        return;
      }
      const fromDomain = domainOf(from);
      const toDomain = domainOf(to);
      if (toDomain && fromDomain !== toDomain && from !== ROUTES) {
        context.report({
          node,
          message: `pages/${toDomain} belongs to its own domain: what several domains share goes to src/site/kit`,
        });
      }
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
};

export default { rules: { pages } };
