import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });
const fixture = (name: string) => readFileSync(join(root, 'tests', 'fixtures', 'lint', name), 'utf8');

/** Lints a planted file as if it stood at `path` in the source tree; returns the rule ids it broke. */
async function plant(name: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(fixture(name), { filePath: join(root, path) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer boundaries (eslint.config.js)', () => {
  it('the source tree keeps them', async () => {
    const results = await eslint.lintFiles(['src', 'tests', 'build', 'scripts']);
    const problems = results.flatMap((r) =>
      r.messages.map((m) => `${r.filePath.slice(root.length)}:${m.line} ${m.ruleId} ${m.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('refuses UI libraries and DOM rendering in core', async () => {
    const found = await plant('core-imports-ui.ts', 'src/core/planted/bad.ts');
    expect(found).toEqual([
      "boundaries/layers: core is framework-free: no UI library ('react')",
      "boundaries/layers: core is framework-free: no UI library ('wouter')",
      'boundaries/layers: core may not import from widgets (only itself)',
      'no-restricted-syntax: core renders no DOM: go through env()',
      'no-restricted-syntax: core renders no DOM',
    ]);
  });

  it('refuses JSX files in core', async () => {
    expect(await plant('jsx.tsx', 'src/core/planted/view.tsx')).toEqual([expect.stringMatching(/no \.tsx files/)]);
  });

  it('refuses the router and site code in widgets', async () => {
    const found = await plant('widget-imports-router.ts', 'src/widgets/planted/bad.ts');
    expect(found).toEqual([
      "boundaries/layers: widgets are embedded in foreign pages: no router ('wouter')",
      'boundaries/layers: widgets may not import from site (core)',
    ]);
  });

  it('keeps a page folder whole: no page reaches into another page or another domain', async () => {
    // src/site/pages/book/list is a page folder (it has a route.ts), as is book/detail.
    expect(await plant('page-imports-other-page.ts', 'src/site/pages/book/list/planted.ts')).toEqual([
      'pages/pages: pages/book/detail is a page of its own: share through its domain folder or src/site/kit',
      'pages/pages: pages/course belongs to its own domain: what several domains share goes to src/site/kit',
    ]);
  });

  it('refuses server code in the site', async () => {
    expect(await plant('site-imports-server.ts', 'src/site/planted/bad.ts')).toEqual([
      'boundaries/layers: site may not import from server (core, widgets)',
    ]);
  });

  it('keeps the conformance check to the core', async () => {
    expect(await plant('site-imports-server.ts', 'src/conformance/planted/bad.ts')).toEqual([
      'boundaries/layers: conformance may not import from server (core)',
    ]);
    expect(await plant('core-imports-ui.ts', 'src/conformance/planted/bad.ts')).toEqual([
      "boundaries/layers: the conformance check runs the core in Node: no UI library ('react')",
      "boundaries/layers: the conformance check runs the core in Node: no UI library ('wouter')",
      'boundaries/layers: conformance may not import from widgets (core)',
    ]);
  });

  it('tells a server module named site from the site', async () => {
    expect(await plant('server-imports-own-site.ts', 'src/server/modules/orders/fine.ts')).toEqual([]);
    expect(await plant('server-imports-own-site.ts', 'src/server/planted.ts')).toEqual([
      'boundaries/layers: server may not import from site (only itself)',
    ]);
  });

  it('reads a core domain only through its index from outside it', async () => {
    expect(await plant('deep-domain-import.ts', 'src/site/planted/bad.ts')).toEqual([
      "boundaries/domain-faces: import core/course through its index.js, not '../../core/course/api.js'",
      "boundaries/domain-faces: import core/client through its index.js, not '../../core/client/client.js'",
    ]);
    // Core's other folders too (src/core/planted/ reaches src/core/course/ by the same path).
    expect(await plant('deep-domain-import.ts', 'src/core/planted/bad.ts')).toHaveLength(2);
  });

  it('accepts the same files where the layer allows them', async () => {
    expect(await plant('widget-imports-router.ts', 'src/site/planted/fine.ts')).toEqual([]);
  });
});
