/**
 * `npm run bench:server`: load-tests two public endpoints of the built reference server.
 *
 * Starts `dist/server/main.js` (it does not build; run `npm run build` first) on a free loopback
 * port with a throwaway seeded database, the rate limit off and no examples origin, then drives
 * GET /api/v2/courses and GET /api/v2/other/config with autocannon and prints requests per second,
 * latency percentiles and the server's CPU time per request for each (docs/server-bench.md).
 * Options: --duration <s> (10), --connections <n> (10), --server <file> (another build of main.js).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, startServer, stopServer, waitUntilAnswering } from './built-server.mjs';

const root = new URL('..', import.meta.url).pathname;

function textOption(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

// --server lets two builds be compared (e.g. one bundled elsewhere from changed sources).
const givenServer = textOption('server');
const serverMain = givenServer ? resolve(givenServer) : join(root, 'dist', 'server', 'main.js');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`--${name} needs a positive integer`);
    process.exit(2);
  }
  return value;
}

const duration = option('duration', 10);
const connections = option('connections', 10);

const TARGETS = [
  { name: 'GET /api/v2/courses', path: '/api/v2/courses?page=1&page_size=16' },
  { name: 'GET /api/v2/other/config', path: '/api/v2/other/config' },
];

if (!existsSync(serverMain)) {
  console.error(`${serverMain} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

function run(url, target) {
  return autocannon({ url: url + target.path, connections, duration, method: 'GET' });
}

const dbDir = mkdtempSync(join(tmpdir(), 'meedu-bench-'));
const { child, url: urlPromise } = startServer(serverMain, root, dbDir);
let exitCode = 0;
try {
  const url = await urlPromise;
  await waitUntilAnswering(url);
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `server ${url}, ${connections} connections, ${duration} s per endpoint, ${cpus().length} CPUs, node ${process.version}`,
  );
  console.log(`load average before: ${load()}`);
  const rows = [];
  for (const target of TARGETS) {
    // A short warm-up so the first measured second does not include JIT compilation.
    await autocannon({ url: url + target.path, connections, duration: 1 });
    const cpuBefore = cpuSeconds(child.pid);
    const result = await run(url, target);
    const cpuAfter = cpuSeconds(child.pid);
    const failed = result.errors + result.timeouts + result.non2xx;
    const cpuPerRequest =
      cpuBefore === null || cpuAfter === null || !result.requests.total
        ? 'n/a'
        : Number((((cpuAfter - cpuBefore) * 1000) / result.requests.total).toFixed(2));
    rows.push({
      endpoint: target.name,
      'req/s (avg)': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'server CPU ms/req': cpuPerRequest,
      requests: result.requests.total,
      failed,
    });
    if (failed) exitCode = 1;
  }
  console.table(rows);
  console.log(`load average after: ${load()}`);
  for (const row of rows) {
    if (row['p99 ms'] > 50) console.log(`note: ${row.endpoint} p99 ${row['p99 ms']} ms is over the 50 ms budget`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  await stopServer(child);
  rmSync(dbDir, { recursive: true, force: true });
}
process.exit(exitCode);
