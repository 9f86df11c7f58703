/**
 * Runs the built reference server (dist/server/main.js) as a child process for benchmarks: a free
 * loopback port, a throwaway seeded database, no rate limit, and the examples origin only when asked.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * Port 0 lets the server pick a free port; its start-up banner names the address, which is
 * read from stdout rather than guessed, so a busy port can never be mistaken for ours.
 */
export function startServer(serverMain, root, dbDir, { examples = false } = {}) {
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MEEDU_DB: join(dbDir, 'bench.sqlite'),
      MEEDU_RATE_LIMIT: '0',
      MEEDU_EXAMPLES_PORT: examples ? '0' : 'off',
      NODE_ENV: 'development',
      MEEDU_ENV: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before answering:\n${output}`));
    });
  });
  // The banner names the examples origin on a line of its own (src/server/main.ts).
  const examplesUrl = examples
    ? url.then(
        () =>
          new Promise((resolve) => {
            const find = () => /示例页面:\s*(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
            const found = find();
            if (found) return resolve(found);
            child.stdout.on('data', () => find() && resolve(find()));
            setTimeout(() => resolve(undefined), 5000);
          }),
      )
    : Promise.resolve(undefined);
  return { child, url, examplesUrl };
}

/** The banner is printed once listening; one real API answer proves the database is ready too. */
export async function waitUntilAnswering(url) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/v2/other/config`);
      const body = await res.json();
      if (res.status === 200 && body.code === 0) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('server never answered /api/v2/other/config');
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
