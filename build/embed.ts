import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { METAFILES } from './metafiles.js';

/**
 * The script-tag bundle, dist/embed:
 * - meedu.js: the loader, a classic script (IIFE) so it can read document.currentScript; served
 *   short-cached, it is the address that always means "the current release";
 * - meedu.<hash>.js: the same bytes under a name that changes with them, served immutable, for
 *   pages that pin the loader with subresource integrity; meedu.manifest.json names it and gives
 *   its `sha384-…` integrity (writeVersionedLoader);
 * - runtime.js: mounting, observing, JS API;
 * - session.js: the session start-up, loaded only where something shows or asks about the session
 *   (SESSION_WIDGETS in src/widgets/embed/types.ts, the JS API's session);
 * - one chunk per widget type (login.js holds the button and the shared dialog, toast.js the
 *   toaster), each an ES module the loader imports next to itself;
 * - chunk-<hash>.js: code shared between them (preact, core, runtime), loaded once.
 */
export const EMBED_CHUNKS: Record<string, { entry: string; requires?: string }> = {
  runtime: { entry: 'src/widgets/embed/runtime.ts' },
  session: { entry: 'src/widgets/embed/chunks/session.ts' },
  login: { entry: 'src/widgets/embed/chunks/login.ts', requires: 'src/widgets/login/index.ts' },
  toast: { entry: 'src/widgets/embed/chunks/toast.ts', requires: 'src/widgets/toast/index.ts' },
  'course-list': { entry: 'src/widgets/embed/chunks/course-list.ts', requires: 'src/widgets/course-list/index.ts' },
  'unread-bell': { entry: 'src/widgets/embed/chunks/unread-bell.ts', requires: 'src/widgets/unread-bell/index.ts' },
  'user-menu': { entry: 'src/widgets/embed/chunks/user-menu.ts', requires: 'src/widgets/user-menu/index.ts' },
};

export const LOADER_ENTRY = 'src/widgets/embed/meedu.ts';
export const LOADER_MANIFEST = 'meedu.manifest.json';

export interface LoaderManifest {
  /** The short-cached name. */
  loader: 'meedu.js';
  /** The immutable name of these exact bytes: `meedu.<16 hex>.js`. */
  versioned: string;
  /** For the script tag's `integrity` attribute. */
  integrity: string;
}

/**
 * Copies the built loader to a content-addressed name and writes the manifest. The name's hash is
 * the first 16 hex digits of the bytes' SHA-256, which the reference server (and any server that
 * caches `name.<hash>.js` forever) serves with `Cache-Control: public, max-age=31536000, immutable`.
 */
export async function writeVersionedLoader(dir: string): Promise<LoaderManifest> {
  const bytes = await readFile(join(dir, 'meedu.js'));
  const versioned = `meedu.${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.js`;
  const manifest: LoaderManifest = {
    loader: 'meedu.js',
    versioned,
    integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
  };
  await writeFile(join(dir, versioned), bytes);
  await writeFile(join(dir, LOADER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Entries of the chunk build. A widget whose folder has no index yet is left out (the loader then
 * reports it as failing to load) rather than breaking every other build.
 */
export function embedEntries(root = process.cwd()): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [name, { entry, requires }] of Object.entries(EMBED_CHUNKS)) {
    if (requires && !existsSync(join(root, requires))) continue;
    entries[name] = entry;
  }
  return entries;
}

/** Dynamic entries esbuild split off that a chunk name needs at once (not on a click). */
const NEEDED_WITH: Record<string, string[]> = {
  // The runtime links the shared dialog machine as soon as a login button mounts.
  login: ['src/core/app/login-dialog.ts'],
};

/**
 * What each chunk name loads, from the chunk build's metafile: the file itself and everything it
 * imports statically (plus the dynamic entries in NEEDED_WITH). The loader preloads the whole
 * list the moment it knows a name is wanted, so no chunk waits for its importer to arrive.
 * Encoded small for the loader: `files` once, then indexes per name.
 */
export interface ChunkGraph {
  files: string[];
  names: Record<string, number[]>;
}

export async function chunkGraph(metafile: string): Promise<ChunkGraph> {
  const meta = JSON.parse(await readFile(metafile, 'utf8')) as {
    outputs: Record<string, { entryPoint?: string; imports: Array<{ path: string; kind: string }> }>;
  };
  const outputOf = (entry: string) =>
    Object.keys(meta.outputs).find((f) => f.endsWith('.js') && meta.outputs[f].entryPoint === entry);
  const closure = (start: string, seen = new Set<string>()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const i of meta.outputs[start]?.imports ?? []) if (i.kind === 'import-statement') closure(i.path, seen);
    return seen;
  };
  const files: string[] = [];
  const indexOf = (file: string) => {
    const name = file.split('/').pop()!;
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  const names: Record<string, number[]> = {};
  for (const [name, { entry }] of Object.entries(EMBED_CHUNKS)) {
    const out = outputOf(entry);
    if (!out) continue;
    const all = closure(out);
    for (const extra of NEEDED_WITH[name] ?? []) {
      const dynamic = outputOf(extra);
      if (dynamic) closure(dynamic, all);
    }
    names[name] = [...all].map(indexOf);
  }
  return { files, names };
}

/** Builds the loader into `outDir` and writes its esbuild metafile beside the chunks' one (dist/meta). */
export async function buildLoader({
  outDir,
  root = process.cwd(),
  minify = true,
}: {
  outDir: string;
  root?: string;
  minify?: boolean;
}) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { meedu: LOADER_ENTRY },
    outdir: resolve(root, outDir),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // Dynamic import() in a classic script: Chrome 63, Safari 11.1, Firefox 67.
    target: 'es2019',
    minify,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { __MEEDU_CHUNK_GRAPH__: JSON.stringify(await chunkGraph(resolve(root, METAFILES.embed))) },
  });
  await writeFile(resolve(root, METAFILES.embedLoader), JSON.stringify(result.metafile));
  await writeVersionedLoader(resolve(root, outDir));
  return result.metafile;
}
