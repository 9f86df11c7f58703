// The layer rule of eslint.config.js: which part of src/ may import which. Relative imports are
// resolved against the importing file, so a server module named `site` is not the site.
import { dirname, relative, resolve, sep } from 'node:path';
import { localTarget } from './specifiers.js';

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '..', 'src');

/**
 * What each layer may import besides itself (design: core -> widgets -> site; server apart; the
 * conformance check runs core alone, in Node). The rendering server (render) renders the site in
 * Node, on the reference server's HTTP helpers; nothing imports it.
 */
const MAY_IMPORT = {
  core: [],
  widgets: ['core'],
  site: ['core', 'widgets'],
  server: [],
  conformance: ['core'],
  render: ['core', 'widgets', 'site', 'server'],
};

const UI_LIBRARIES = /^(react|react-dom|preact|wouter)(\/|$)|^@nanostores\/react$/;
/** Packages a layer must not import, with the reason. */
const PACKAGES = {
  core: [UI_LIBRARIES, 'core is framework-free: no UI library'],
  // Importing wouter patches history.pushState on the host page.
  widgets: [/^wouter(\/|$)/, 'widgets are embedded in foreign pages: no router'],
  server: [UI_LIBRARIES, 'the server stands apart from the client code'],
  conformance: [UI_LIBRARIES, 'the conformance check runs the core in Node: no UI library'],
};

const layerOf = (file) => {
  const rel = relative(SRC, file);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
};

const layers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || !(from in MAY_IMPORT)) return {};
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!spec) return;
      const target = localTarget(context.filename, spec);
      if (target) {
        const to = layerOf(target);
        if (to && to !== from && !MAY_IMPORT[from].includes(to)) {
          context.report({
            node,
            message: `${from} may not import from ${to} (${MAY_IMPORT[from].join(', ') || 'only itself'})`,
          });
        }
        return;
      }
      const [pattern, reason] = PACKAGES[from] ?? [];
      if (pattern?.test(spec)) context.report({ node, message: `${reason} ('${spec}')` });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
};

const CORE = resolve(SRC, 'core');

/**
 * Folders of src/core that are read through their index.ts alone: the API client and the data
 * domains (docs/api-client.md). Inside a folder its files import each other directly.
 */
const DOMAINS = new Set([
  'client',
  'course',
  'comments',
  'live',
  'book',
  'topic',
  'learn-path',
  'wenda',
  'exam',
  'order',
  'member',
  'auth',
  'site',
  'share',
  'mall',
  'vip',
]);

/** ofetch's helpers, reached by the builds' aliases (build/aliases.ts) rather than by imports. */
const DIRECT = /^client\/shims\//;

const domainFaces = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (!layerOf(context.filename)) return {};
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      const target = spec && localTarget(context.filename, spec);
      if (!target) return;
      const rel = relative(CORE, target);
      if (rel.startsWith('..')) return;
      const parts = rel.split(sep);
      if (parts.length < 2 || !DOMAINS.has(parts[0]) || DIRECT.test(parts.join('/'))) return;
      if (!relative(resolve(CORE, parts[0]), context.filename).startsWith('..')) return;
      if (parts.length === 2 && /^index\.[jt]sx?$/.test(parts[1])) return;
      context.report({ node, message: `import core/${parts[0]} through its index.js, not '${spec}'` });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
};

export default { rules: { layers, 'domain-faces': domainFaces } };
