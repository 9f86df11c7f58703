import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './bundle-size.js';

/** The parts of esbuild's metafile that the build tests read, for dist/site and dist/embed alike. */
interface MetaOutput {
  entryPoint?: string;
  cssBundle?: string;
  bytes: number;
  inputs: Record<string, { bytesInOutput: number }>;
  imports: Array<{ path: string; kind: string; external?: boolean }>;
}

export interface Metafile {
  outputs: Record<string, MetaOutput>;
}

/** Latest modification time of a file, or of anything below a folder: is a build older than its sources? */
export function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** The JavaScript output (project-relative) built from `entryPoint`, or undefined. */
export const outputOf = (meta: Metafile, entryPoint: string): string | undefined =>
  Object.keys(meta.outputs).find((f) => f.endsWith('.js') && meta.outputs[f].entryPoint === entryPoint);

/** Files a set of outputs pulls in through static imports, the outputs included. */
export function staticClosure(meta: Metafile, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of meta.outputs[file]?.imports ?? [])
      if (i.kind === 'import-statement' && !i.external) queue.push(i.path);
  }
  return seen;
}

/** A file's size as served: gzipped on its own. */
export const gzipOf = (file: string): number => gzipSync(readFileSync(resolve(root, file)), { level: 9 }).length;

/** Source files bundled into the given outputs. */
export const inputsOf = (meta: Metafile, files: Iterable<string>): string[] => [
  ...new Set([...files].flatMap((f) => Object.keys(meta.outputs[f].inputs))),
];
