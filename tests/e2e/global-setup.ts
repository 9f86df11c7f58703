import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../src/server/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    examplesURL: string;
  }
}

/** One reference server (fresh demo database) for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const root = new URL('../..', import.meta.url).pathname;
  if (!existsSync(join(root, 'dist', 'site', 'index.html'))) {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  const dir = mkdtempSync(join(tmpdir(), 'meedu-e2e-'));
  // Serve a snapshot of the build, so a rebuild while the browser tests run cannot pull hashed
  // chunks from under a page.
  const built = join(dir, 'dist');
  for (const part of ['site', 'embed']) {
    if (existsSync(join(root, 'dist', part))) cpSync(join(root, 'dist', part), join(built, part), { recursive: true });
  }
  const server = await startServer({
    port: 0,
    examplesPort: 0,
    dbPath: join(dir, 'e2e.sqlite'),
    staticDir: join(built, 'site'),
    examplesDir: join(root, 'examples'),
    rateLimitPerMinute: 0,
    seed: true,
  });
  project.provide('baseURL', server.url);
  project.provide('examplesURL', server.examplesUrl ?? server.url);
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
