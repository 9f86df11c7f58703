import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './bundle-size.js';
import { ensureEmbedBuild } from './embed-bundle.js';
import { ensureEsmBuild } from './esm-bundle.js';

interface Manifest {
  name: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}
interface LockEntry {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

/** `@scope/name/deep/path` and `name/deep` both belong to a package: its name. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The files `npm pack` would publish, read through npm itself so `files` and `.npmignore` count. */
const publishedFiles = (): string[] =>
  (
    JSON.parse(npm(['pack', '--dry-run', '--json', '--ignore-scripts'], root)) as Array<{
      files: Array<{ path: string }>;
    }>
  )[0].files.map((f) => f.path);

/** The packages the published scripts and type declarations import, by name. */
function importedPackages(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
    const text = readFileSync(resolve(root, file), 'utf8');
    for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g))
      found.add(packageOf(m[1]));
  }
  return found;
}

/** What installing these packages brings, by the lock file's own dependency graph (peers of peers included). */
function closure(names: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...names];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const entry = lock.packages[`node_modules/${name}`];
    if (!entry) throw new Error(`${name} is not in package-lock.json`);
    queue.push(...Object.keys(entry.dependencies ?? {}));
  }
  return seen;
}

/** Package folders under an app's node_modules, scoped ones by `@scope/name`. */
function installed(app: string): Set<string> {
  const dir = join(app, 'node_modules');
  const names = new Set<string>();
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) for (const sub of readdirSync(join(dir, entry))) names.add(`${entry}/${sub}`);
    else names.add(entry);
  }
  return names;
}

describe('the npm package', () => {
  let scratch = '';
  beforeAll(() => {
    ensureEsmBuild();
    ensureEmbedBuild();
    scratch = mkdtempSync(join(tmpdir(), 'meedu-pack-'));
  }, 180_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('depends on exactly the packages its published files import, the host’s react aside', () => {
    const imported = importedPackages(publishedFiles());
    const peers = Object.keys(pkg.peerDependencies);
    expect([...imported].filter((p) => !peers.includes(p)).sort()).toEqual(Object.keys(pkg.dependencies).sort());
    for (const peer of peers) expect(imported).toContain(peer);
  });

  it('installs into a React app with its dependencies and nothing of the server or the build', () => {
    const tarball = npm(['pack', '--pack-destination', scratch, '--ignore-scripts'], root).trim().split('\n').pop()!;
    const app = join(scratch, 'app');
    mkdirSync(app);
    const react = lock.packages['node_modules/react'] as LockEntry & { version: string };
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'host-app',
        private: true,
        dependencies: { react: react.version, 'react-dom': react.version },
      }),
    );
    // Install scripts run (no --ignore-scripts): a dependency that compiles something would show here.
    npm(['install', '--prefer-offline', join(scratch, tarball)], app);
    const expected = closure(['react', 'react-dom', ...Object.keys(pkg.dependencies)]);
    expected.add(pkg.name);
    expect([...installed(app)].sort()).toEqual([...expected].sort());
  }, 180_000);

  it('publishes the loader’s manifest, the versioned loader it names and its integrity (docs/embed.md, SRI)', () => {
    const published = publishedFiles();
    const manifest = JSON.parse(readFileSync(resolve(root, 'dist/embed/meedu.manifest.json'), 'utf8')) as {
      versioned: string;
      integrity: string;
    };
    expect(published).toContain('dist/embed/meedu.manifest.json');
    expect(published).toContain(`dist/embed/${manifest.versioned}`);
    const bytes = readFileSync(resolve(root, 'dist/embed', manifest.versioned));
    expect(manifest.integrity).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    // `meedu-web/embed/meedu.manifest.json` through the exports.
    expect((pkg as unknown as { exports: Record<string, string> }).exports['./embed/*']).toBe('./dist/embed/*');
    // The widgets' reference the embed's docs point to.
    expect(published).toContain('docs/widgets.md');
  });

  it('ships the script-tag embed’s types: a TypeScript page type-checks window.Meedu and the meedu:* events', () => {
    const page = join(scratch, 'typed-page');
    mkdirSync(join(page, 'node_modules'), { recursive: true });
    symlinkSync(root, join(page, 'node_modules', 'meedu-web'), 'dir');
    writeFileSync(
      join(page, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          lib: ['es2022', 'dom'],
          types: [],
        },
        files: ['page.ts'],
      }),
    );
    writeFileSync(
      join(page, 'page.ts'),
      [
        `import type { MeeduApi } from 'meedu-web/embed';`,
        `window.Meedu = window.Meedu || [];`,
        `const queue = window.Meedu;`,
        `if (Array.isArray(queue)) {`,
        `  queue.push(['mount', '#box', 'course-list', { pageSize: 4 }]);`,
        `  queue.push(['open', 'login']);`,
        `  queue.push((api: MeeduApi) => api.session.isLogin);`,
        `  // @ts-expect-error not a widget type`,
        `  queue.push(['mount', '#box', 'course-lsit']);`,
        `}`,
        `document.addEventListener('meedu:login', (event) => console.log(event.detail.user.nick_name));`,
        `document.addEventListener('meedu:error', (event) => console.log(event.detail.message.length));`,
        `document.querySelector('div')?.addEventListener('meedu:page-change', (event) => event.detail.page + 1);`,
        `// @ts-expect-error meedu:login carries the user, no page`,
        `document.addEventListener('meedu:login', (event) => event.detail.page);`,
      ].join('\n'),
    );
    const tsc = spawnSync(process.execPath, [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', page], {
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);
});
