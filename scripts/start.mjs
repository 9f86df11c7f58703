/**
 * `npm start`: install what is missing, build when sources changed, then serve the product
 * (site, API with demo data, embed bundle, examples) at http://localhost:8080 (PORT overrides).
 * The site's public pages are rendered on the server (dist/render/start.js); MEEDU_RENDER=off
 * serves the client-rendered site alone, as a static deployment does (dist/server/main.js).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServed, ensurePackages } from './ensure.mjs';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

await ensurePackages();
const stamp = join(root, 'dist', 'server', 'main.js');
const rendering = join(root, 'dist', 'render', 'start.js');
const staticOnly = ['off', '0', 'false', 'no'].includes((process.env.MEEDU_RENDER ?? '').trim().toLowerCase());
// build/ holds the esbuild plugins and HTML writer: a change there changes the output too.
const sources = Math.max(
  newest(join(root, 'src')),
  newest(join(root, 'build')),
  statSync(join(root, 'tsup.config.ts')).mtimeMs,
);
/** A site built for a deployment (another base path or API, scripts/build.mjs) is not the one served here. */
function builtForDeployment() {
  try {
    const { base, apiUrl } = JSON.parse(readFileSync(join(root, 'dist', 'meta', 'site-build.json'), 'utf8'));
    return Boolean(base || apiUrl);
  } catch {
    return true;
  }
}

if (
  !existsSync(stamp) ||
  !existsSync(rendering) ||
  !existsSync(join(root, 'dist', 'site', 'index.html')) ||
  statSync(stamp).mtimeMs < sources ||
  builtForDeployment()
) {
  await buildServed();
}

const server = spawn(process.execPath, [staticOnly ? stamp : rendering], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
