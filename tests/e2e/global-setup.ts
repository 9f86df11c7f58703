import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startServer } from '#server/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    examplesURL: string;
  }
}

/** The demo members the tests sign in with by password (tests/e2e/site/helpers.ts). */
const SIGNED_IN = ['13800138000', '13800138002'];

/**
 * The server plays MeEdu 4.9.30 (its default), where a member who has not accepted the current
 * user agreement and privacy policy is asked at login. The shared demo members accept them once
 * here, as a site's existing members have after their first visit, so no test meets the question
 * by the order the files happen to run in; the question itself is tested on a server of its own
 * (tests/e2e/site/meedu-4930.test.ts), and new members accept at registration.
 */
async function acceptAgreements(url: string): Promise<void> {
  const call = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; message: string; data: { token?: string } };
    if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
    return json.data;
  };
  for (const mobile of SIGNED_IN) {
    const { token } = await call('/api/v2/login/password', { mobile, password: 'meedu123' });
    await call('/api/v2/member/agreement/agree', {}, token);
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
  await acceptAgreements(server.url);
  project.provide('baseURL', server.url);
  project.provide('examplesURL', server.examplesUrl ?? server.url);
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
