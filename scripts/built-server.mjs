/**
 * Runs the built servers as child processes for benchmarks: the reference server
 * (dist/server/main.js: a free loopback port unless one is asked for, a throwaway seeded database,
 * no rate limit, the examples origin only when asked) and the rendering server
 * (dist/render/main.js) in front of an API.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Starts `node <main>` and resolves with the address its start-up banner names: read from stdout
 * rather than guessed, so with port 0 a busy port can never be mistaken for ours. The first 16 KB
 * of output are kept (the banner, for error messages); the rest (a request log) is read and dropped,
 * each line passed to `onLine` first.
 */
function spawnServer(main, root, env, onLine = () => {}) {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  const keep = (chunk) => {
    if (output.length < 16_000) output += chunk;
  };
  let partial = '';
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${main} did not start within 30 s:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      lines.forEach(onLine);
      if (started) return;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) {
        started = true;
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    child.stderr.on('data', keep);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${main} exited with ${code} before answering:\n${output}`));
    });
  });
  return { child, url, banner: () => output };
}

/**
 * The reference server. `port` (default 0: any free port) fixes its address when another program
 * must be pointed at it before it starts; `meeduVersion` is the release it plays (MEEDU_VERSION,
 * default the server's own).
 */
export function startServer(serverMain, root, dbDir, { examples = false, port = 0, meeduVersion } = {}) {
  const { child, url, banner } = spawnServer(serverMain, root, {
    PORT: String(port),
    HOST: '127.0.0.1',
    MEEDU_DB: join(dbDir, 'bench.sqlite'),
    MEEDU_RATE_LIMIT: '0',
    MEEDU_EXAMPLES_PORT: examples ? '0' : 'off',
    NODE_ENV: 'development',
    MEEDU_ENV: '',
    ...(meeduVersion ? { MEEDU_VERSION: meeduVersion } : {}),
  });
  // The banner names the examples origin on a line of its own (src/server/main.ts).
  const examplesUrl = examples
    ? url.then(
        () =>
          new Promise((resolve) => {
            const find = () => /示例页面:\s*(http:\/\/127\.0\.0\.1:\d+)/.exec(banner())?.[1];
            const found = find();
            if (found) return resolve(found);
            child.stdout.on('data', () => find() && resolve(find()));
            setTimeout(() => resolve(undefined), 5000);
          }),
      )
    : Promise.resolve(undefined);
  return { child, url, examplesUrl };
}

/**
 * The rendering server on a free loopback port in front of `apiUrl`, serving the built site in
 * `siteDir`; `keepAnswers: false` is MEEDU_RENDER_CACHE=0 (the API asked for every page).
 * `answered` counts its pages so far by what it did (`rendered`, `fallback`, `client`, from its
 * request log), since a page it could not render in time still answers 200.
 */
export function startRenderServer(renderMain, root, { apiUrl, siteDir, keepAnswers = true }) {
  const answered = { rendered: 0, fallback: 0, client: 0 };
  const { child, url } = spawnServer(
    renderMain,
    root,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      MEEDU_API_URL: apiUrl,
      MEEDU_SITE_DIR: siteDir,
      MEEDU_RENDER_CACHE: keepAnswers ? '1' : '0',
    },
    // `GET /courses/detail/1 200 rendered 4.2ms` (src/render/handler.ts)
    (line) => {
      const how = /^\S+ \S+ \d{3} (rendered|fallback|client)\b/.exec(line)?.[1];
      if (how) answered[how]++;
    },
  );
  return { child, url, answered };
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

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds a process has used so far (Linux /proc), or null elsewhere. Latency on a shared
 * machine mostly measures who else is running; CPU per request is the server's own cost.
 */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}
