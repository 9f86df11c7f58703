import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from './bundle-size.js';
import { newest } from './metafile.js';

/** The ESM library for React hosts, what the npm package publishes beside the embed. */
export const ESM_DIR = resolve(root, 'dist/esm');

/** Builds the product when dist/esm is missing or older than the sources it is made from. */
export function ensureEsmBuild(): void {
  const sources = Math.max(
    ...['src/widgets', 'src/core', 'build', 'tsup.config.ts'].map((p) => newest(resolve(root, p))),
  );
  const built = ['widgets.js', 'widgets.css', 'widgets.d.ts', 'widgets/bell.js', 'core/time.js', 'embed.d.ts'].map(
    (f) => resolve(ESM_DIR, f),
  );
  if (built.every((f) => existsSync(f) && statSync(f).mtimeMs >= sources)) return;
  const run = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('build failed');
}
