import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild, type Rolldown } from 'vite';
import { root } from './bundle-size.js';

/**
 * Small React apps that import the npm package the way a host does (`meedu-web/widgets/bell`,
 * resolved through package.json `exports` from a node_modules folder), bundled together for the
 * browser by esbuild and by Vite, each with code splitting as an app would have it. What an app
 * costs is what its page loads first: its entry, every file that imports statically and its
 * stylesheet, each file gzipped on its own as served.
 */
export interface HostApp {
  /** The app's entry code. */
  code: string;
}

/** An app rendering one widget, imported from `from` (and its stylesheet, when given). */
export const widgetApp = (name: string, from: string, css?: string): HostApp => ({
  code: [
    `import { createElement } from 'react';`,
    `import { createRoot } from 'react-dom/client';`,
    `import { ${name} } from '${from}';`,
    css ? `import '${css}';` : '',
    `createRoot(document.getElementById('app')).render(createElement(${name}));`,
  ].join('\n'),
});

/** The same app without the package: what React alone costs the host. */
export const reactApp: HostApp = {
  code: [
    `import { createElement } from 'react';`,
    `import { createRoot } from 'react-dom/client';`,
    `createRoot(document.getElementById('app')).render(createElement('p', null, 'host'));`,
  ].join('\n'),
};

export interface AppLoad {
  /** Output files loaded first, relative to the output folder. */
  files: Set<string>;
  gzipOf(file: string): number;
  /** The file's text as written. */
  textOf(file: string): string;
}

/** One bundler's output for a set of apps: each app's first load. */
export type AppLoads = Record<string, AppLoad>;

export type Bundler = 'esbuild' | 'vite';

/** A host project folder with the package (this repository) and react installed by symlink. */
function hostProject(apps: Record<string, HostApp>): { dir: string; entries: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'meedu-host-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(root, join(dir, 'node_modules', 'meedu-web'), 'dir');
  for (const name of ['react', 'react-dom'])
    symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
  const entries: Record<string, string> = {};
  for (const [name, app] of Object.entries(apps)) {
    entries[name] = join(dir, `${name}.js`);
    writeFileSync(entries[name], app.code);
  }
  return { dir, entries };
}

const gzip = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;

async function withEsbuild(dir: string, entries: Record<string, string>): Promise<AppLoads> {
  const out = join(dir, 'out');
  const result = await esbuild({
    absWorkingDir: dir,
    entryPoints: entries,
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const bytes = new Map(result.outputFiles.map((f) => [relative(out, f.path), f.contents]));
  const outputs = result.metafile.outputs;
  const name = (path: string) => relative(out, join(dir, path));
  const loads: AppLoads = {};
  for (const app of Object.keys(entries)) {
    const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === `${app}.js` && f.endsWith('.js'))!;
    const files = new Set<string>();
    const queue = [entry];
    while (queue.length) {
      const file = queue.pop()!;
      if (files.has(name(file))) continue;
      files.add(name(file));
      const { imports, cssBundle } = outputs[file];
      if (cssBundle) files.add(name(cssBundle));
      for (const i of imports) if (i.kind === 'import-statement' && !i.external) queue.push(i.path);
    }
    loads[app] = {
      files,
      gzipOf: (file) => gzip(bytes.get(file)!),
      textOf: (file) => Buffer.from(bytes.get(file)!).toString('utf8'),
    };
  }
  return loads;
}

async function withVite(dir: string, entries: Record<string, string>): Promise<AppLoads> {
  const result = await viteBuild({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    // Vite takes NODE_ENV from the environment, which the test runner sets to `test`.
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: entries } },
  });
  const output = (Array.isArray(result) ? result[0] : (result as Rolldown.RolldownOutput)).output;
  const byName = new Map(output.map((o) => [o.fileName, o]));
  const textOf = (file: string) => {
    const o = byName.get(file)!;
    return o.type === 'chunk'
      ? o.code
      : typeof o.source === 'string'
        ? o.source
        : Buffer.from(o.source).toString('utf8');
  };
  const loads: AppLoads = {};
  for (const app of Object.keys(entries)) {
    const entry = output.find((o) => o.type === 'chunk' && o.isEntry && o.name === app)!;
    const files = new Set<string>();
    const queue = [entry.fileName];
    while (queue.length) {
      const file = queue.pop()!;
      if (files.has(file)) continue;
      files.add(file);
      const chunk = byName.get(file);
      if (chunk?.type !== 'chunk') continue;
      queue.push(...chunk.imports);
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    }
    loads[app] = {
      files,
      gzipOf: (file) => gzip(textOf(file)),
      textOf,
    };
  }
  return loads;
}

/** Bundles the apps with one bundler, all in one build as one host project would. */
export async function bundleApps(bundler: Bundler, apps: Record<string, HostApp>): Promise<AppLoads> {
  const { dir, entries } = hostProject(apps);
  try {
    return await (bundler === 'esbuild' ? withEsbuild : withVite)(dir, entries);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Files every one of the given apps loads first: what a page showing any of them pays once. */
export function sharedBy(loads: AppLoad[]): Set<string> {
  return new Set([...loads[0].files].filter((f) => loads.every((l) => l.files.has(f))));
}

/** What an app loads first beyond the files in `already`, gzipped file by file. */
export function costBeyond(app: AppLoad, already: Set<string> = new Set()): { gzip: number; files: string[] } {
  const files = [...app.files].filter((f) => !already.has(f)).sort();
  return { gzip: files.reduce((n, f) => n + app.gzipOf(f), 0), files };
}
