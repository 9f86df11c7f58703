import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from './bundle-size.js';
import { ESM_DIR as ESM, ensureEsmBuild } from './esm-bundle.js';

/** The ESM library for React hosts (dist/esm) and the package.json exports that point into it. */
const read = (file: string) => readFileSync(resolve(ESM, file), 'utf8');

/** `meedu-web/widgets/<name>`: one entry per widget (src/widgets/package/). */
const WIDGET_ENTRIES = readdirSync(resolve(root, 'src/widgets/package')).map((f) => f.replace(/\.ts$/, ''));

beforeAll(ensureEsmBuild, 180_000);

/** Every module specifier the built ESM files import that is not one of their own files. */
function bareImports(): Set<string> {
  const found = new Set<string>();
  const own = [...read('widgets.js').matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]);
  for (const file of ['widgets.js', 'core.js', ...own]) {
    for (const m of read(file).matchAll(/(?:from|import)\s*"([^".][^"]*)"/g)) found.add(m[1]);
  }
  return found;
}

describe('ESM widgets for React hosts', () => {
  it('keeps react and react-dom as the host’s own (peer) packages, never preact', () => {
    const imports = bareImports();
    expect(imports).toContain('react');
    expect(imports).toContain('react-dom/client');
    expect(imports).toContain('react/jsx-runtime');
    expect([...imports].filter((i) => i.startsWith('preact'))).toEqual([]);
    expect(read('widgets.js')).not.toMatch(/preact/);
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['react', 'react-dom']);
  });

  it('carries ofetch on the client’s own URL and JSON helpers: no file imports ofetch, ufo or destr', () => {
    const files = readdirSync(ESM, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    const imported = new Set<string>();
    for (const file of files) {
      for (const m of read(file).matchAll(/(?:from|import)\s*\(?\s*"([^".][^"]*)"/g)) imported.add(m[1]);
    }
    expect([...imported].filter((i) => /^(ofetch|ufo|destr)(\/|$)/.test(i))).toEqual([]);
    // ofetch itself is bundled, on src/core/client/shims rather than the packages' own code.
    const code = files.map(read).join('\n');
    expect(code).toContain('ignoreResponseError');
    expect(code).not.toMatch(/\b(parseQuery|encodeQueryItem|suspectProtoRx)\b/);
  });

  it('exports every widget component and its mount function, with types', () => {
    const names = [
      'LoginDialog',
      'mountLoginDialog',
      'LoginButton',
      'mountLoginButton',
      'Toaster',
      'mountToaster',
      'CourseList',
      'mountCourseList',
      'UnreadBell',
      'mountUnreadBell',
      'UserMenu',
      'mountUserMenu',
      'createMount',
    ];
    const js = read('widgets.js');
    const dts = read('widgets.d.ts');
    for (const name of names) {
      expect(js, name).toMatch(new RegExp(`export\\s*\\{[^}]*\\b${name}\\b`, 's'));
      expect(dts, name).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it('shares one core between the widgets, each widget’s entry and meedu-web/core (one session store for every import)', () => {
    // Every chunk a file reaches through its static imports.
    const shared = (file: string, seen = new Set<string>()) => {
      for (const [, chunk] of read(file).matchAll(/from\s*"(?:\.\.?\/)+(chunk-[^"]+)"/g)) {
        if (!seen.has(chunk)) shared(chunk, seen.add(chunk));
      }
      return seen;
    };
    const common = [...shared('widgets.js')].filter((c) => shared('core.js').has(c));
    expect(common.length).toBeGreaterThan(0);
    expect(common.some((c) => /isLogin/.test(read(c)))).toBe(true);
    // A widget imported from its own entry (`meedu-web/widgets/bell`) shows the same session (the
    // toaster alone reads none: it shows what core's environment tells).
    const session = common.find((c) => /isLogin = /.test(read(c)));
    for (const widget of WIDGET_ENTRIES.filter((w) => w !== 'toaster')) {
      expect(shared(`widgets/${widget}.js`), widget).toContain(session);
    }
  });

  it('emits the widgets’ CSS as one file, with the theme variables and their defaults', () => {
    const css = read('widgets.css');
    expect(css).toMatch(/var\(--meedu-color-primary, #3ca7fa\)/);
    // Embed-only rules (the shadow host guard) stay out of a page-level stylesheet.
    expect(css).not.toMatch(/:host/);
  });

  it('package.json exports point at files the build made', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; import: string }>;
    };
    const keys = [
      '.',
      './widgets',
      './core',
      './core/time',
      './widgets.css',
      ...WIDGET_ENTRIES.map((w) => `./widgets/${w}`),
    ];
    for (const key of keys) {
      const target = pkg.exports[key];
      expect(target, key).toBeDefined();
      const files = typeof target === 'string' ? [target] : [target.import, target.types];
      for (const file of files) expect(existsSync(resolve(root, file)), `${key} → ${file}`).toBe(true);
    }
    expect(pkg.exports['./widgets.css']).toBe('./dist/esm/widgets.css');
    // `meedu-web/embed`: types only, for pages using the script tag.
    expect(pkg.exports['./embed']).toEqual({ types: './dist/esm/embed.d.ts' });
    expect(existsSync(resolve(ESM, 'embed.d.ts'))).toBe(true);
    // Each widget's own stylesheet, `meedu-web/widgets/bell.css`…
    expect(pkg.exports['./widgets/*.css']).toBe('./dist/esm/widgets/*.css');
    for (const widget of WIDGET_ENTRIES) expect(existsSync(resolve(ESM, `widgets/${widget}.css`)), widget).toBe(true);
  });

  it('has an entry per widget exporting its component and mount function, with types', () => {
    const exported: Record<string, string[]> = {
      login: ['LoginDialog', 'mountLoginDialog', 'LoginButton', 'mountLoginButton'],
      toaster: ['Toaster', 'mountToaster'],
      'course-list': ['CourseList', 'mountCourseList'],
      bell: ['UnreadBell', 'mountUnreadBell'],
      'user-menu': ['UserMenu', 'mountUserMenu'],
    };
    expect(Object.keys(exported).sort()).toEqual([...WIDGET_ENTRIES].sort());
    for (const [widget, names] of Object.entries(exported)) {
      const js = read(`widgets/${widget}.js`);
      const dts = read(`widgets/${widget}.d.ts`);
      for (const name of names) {
        expect(js, `${widget}: ${name}`).toMatch(new RegExp(`export\\s*\\{[^}]*\\b${name}\\b`, 's'));
        expect(dts, `${widget}: ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
      }
    }
  });

  it('gives a widget’s stylesheet its own rules and the theme, not the other widgets’', () => {
    const bell = read('widgets/bell.css');
    expect(bell).toMatch(/var\(--meedu-color-primary, #3ca7fa\)/);
    expect(bell.length).toBeLessThan(read('widgets.css').length / 4);
  });

  it('has docs that import only the package’s public entries, and names those entries export', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      exports: Record<string, string | Record<string, string>>;
    };
    /** The file an `exports` key (exact, or with one `*`) gives a specifier, or undefined. */
    const target = (specifier: string): string | undefined => {
      const sub = '.' + specifier.slice('meedu-web'.length);
      for (const [key, value] of Object.entries(pkg.exports)) {
        const file = typeof value === 'string' ? value : value.types;
        if (sub === key) return file;
        const [head, tail] = key.split('*');
        if (tail === undefined || !sub.startsWith(head) || !sub.endsWith(tail) || sub.length < key.length) continue;
        return file.replace('*', sub.slice(head.length, sub.length - tail.length));
      }
      return undefined;
    };
    let imports = 0;
    for (const doc of ['docs/widgets.md', 'docs/embed.md']) {
      const text = readFileSync(resolve(root, doc), 'utf8');
      for (const [, code] of text.matchAll(/```(?:ts|tsx|js|jsx)\n([\s\S]*?)```/g)) {
        for (const [statement, names, specifier] of code.matchAll(/import\s+(?:\{([^}]*)\}\s+from\s+)?'([^']+)'/g)) {
          imports++;
          expect(specifier, `${doc}: ${statement}`).toMatch(/^meedu-web(\/|$)/);
          const file = target(specifier);
          expect(file, `${doc}: ${statement}`).toBeDefined();
          expect(existsSync(resolve(root, file!)), `${doc}: ${file}`).toBe(true);
          const dts = readFileSync(resolve(root, file!), 'utf8');
          for (const name of (names ?? '')
            .split(',')
            .map((n) => n.replace(/^\s*type\s+/, '').trim())
            .filter(Boolean)) {
            expect(dts, `${doc}: ${name} from ${specifier}`).toMatch(new RegExp(`export\\s*\\{[^}]*\\b${name}\\b`));
          }
        }
      }
    }
    expect(imports).toBeGreaterThan(4);
  });
});
