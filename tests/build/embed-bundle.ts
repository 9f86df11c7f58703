import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EMBED_CHUNKS, LOADER_ENTRY } from '../../build/embed.js';
import { METAFILES } from '../../build/metafiles.js';
import { SESSION_WIDGETS, WIDGET_CHUNKS } from '#widgets/embed/types.js';
import { root } from './bundle-size.js';
import { gzipOf, inputsOf, newest, outputOf, staticClosure, type Metafile } from './metafile.js';

/**
 * The script-tag bundle as a browser gets it, read from the real build (dist/embed) through
 * esbuild's metafiles (build/metafiles.ts): the loader's and the chunk build's. A "chunk" here is a name the loader imports: `meedu` (the loader itself),
 * `runtime`, `login`, `course-list`, ...; each counts with the shared chunks it imports statically.
 */
export const EMBED_DIR = resolve(root, 'dist/embed');
const CHUNKS_METAFILE = resolve(root, METAFILES.embed);
const LOADER_META = resolve(root, METAFILES.embedLoader);

/** Builds the product when dist/embed is missing or older than the sources it is made from. */
export function ensureEmbedBuild(): void {
  const sources = Math.max(
    ...['src/widgets', 'src/core', 'build', 'tsup.config.ts'].map((p) => newest(resolve(root, p))),
  );
  const fresh = () => [CHUNKS_METAFILE, LOADER_META].every((f) => existsSync(f) && statSync(f).mtimeMs >= sources);
  if (fresh()) return;
  // Another build of the same run (the site) may fail on its own; the embed's output decides.
  spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (!fresh()) throw new Error('the embed build did not produce dist/embed (run `node scripts/build.mjs`)');
}

export function readEmbedMetafile(): Metafile {
  const chunks = JSON.parse(readFileSync(CHUNKS_METAFILE, 'utf8')) as Metafile;
  const loader = JSON.parse(readFileSync(LOADER_META, 'utf8')) as Metafile;
  return { outputs: { ...chunks.outputs, ...loader.outputs } };
}

/** The output file (project-relative) of a chunk name. */
export function chunkFile(meta: Metafile, name: string): string {
  const entry = name === 'meedu' ? LOADER_ENTRY : EMBED_CHUNKS[name]?.entry;
  if (!entry) throw new Error(`unknown embed chunk ${name}`);
  const file = outputOf(meta, entry);
  if (!file) throw new Error(`dist/embed has no output for ${name} (${entry})`);
  return file;
}

export interface EmbedLoad {
  files: string[];
  gzip: number;
  /** Source files bundled into those files. */
  inputs: string[];
}

/** Widget chunks a placeholder type can load. */
export const WIDGET_CHUNK_NAMES = ['login', 'course-list', 'unread-bell', 'user-menu'];

/**
 * `shared`: the files every widget chunk loads (preact, the session store, the API client, the
 * CSS registry...), which a page pays once however many widgets it shows.
 */
function sharedByAllWidgets(meta: Metafile): Set<string> {
  const closures = WIDGET_CHUNK_NAMES.map((n) => staticClosure(meta, [chunkFile(meta, n)]));
  return new Set([...closures[0]].filter((f) => closures.every((c) => c.has(f))));
}

/**
 * Chunks that do not import the session start-up chunk but never come without it: the loader and
 * the runtime fetch `session` alongside the chunk of any widget that shows the session.
 */
const LOADS_SESSION = new Set(
  Object.entries(WIDGET_CHUNKS)
    .filter(([type]) => SESSION_WIDGETS.includes(type))
    .map(([, chunk]) => chunk as string),
);

const withCompanions = (names: string[]): string[] =>
  names.some((n) => LOADS_SESSION.has(n)) && !names.includes('session') ? [...names, 'session'] : names;

/**
 * What loading `load` costs, each file gzipped on its own as it is served, leaving out what
 * `beyond` already loaded: chunk names, or `shared` for what every widget chunk loads. A widget
 * chunk counts with the session start-up when its widget shows the session.
 */
export function embedLoad(load: string[], beyond: string[] = []): EmbedLoad {
  const meta = readEmbedMetafile();
  const before = withCompanions(beyond.filter((n) => n !== 'shared'));
  const already = staticClosure(
    meta,
    before.map((n) => chunkFile(meta, n)),
  );
  if (beyond.includes('shared')) for (const f of sharedByAllWidgets(meta)) already.add(f);
  const files = [
    ...staticClosure(
      meta,
      withCompanions(load).map((n) => chunkFile(meta, n)),
    ),
  ]
    .filter((f) => !already.has(f))
    .sort();
  return {
    files,
    gzip: files.reduce((n, f) => n + gzipOf(f), 0),
    inputs: inputsOf(meta, files),
  };
}
