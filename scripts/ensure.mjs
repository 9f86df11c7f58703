/**
 * Installs what the product needs on a fresh machine, using only Node's standard library (this
 * runs before node_modules exists): npm packages when missing or out of date, and Debian's
 * Chromium (plus CJK fonts so Chinese text renders) and nginx for the browser and deployment tests.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/**
 * Runs a long step with one line saying what it is and, every 15 s while it lasts, how long it
 * has taken, so a first start never looks stuck; then one line with the whole time.
 */
export function step(label, cmd, args, options = {}) {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  console.log(`${label}...`);
  const ticker = setInterval(() => console.log(`  ${label.toLowerCase()}: ${seconds()} s`), 15_000);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(ticker);
      if (code !== 0) return reject(new Error(`${cmd} ${args.join(' ')} failed with exit code ${code}`));
      console.log(`  done in ${seconds()} s`);
      resolve();
    });
  });
}

export async function ensurePackages() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh && existsSync(join(root, 'node_modules', 'better-sqlite3', 'build', 'Release'))) return;
  // `npm install` rather than `npm ci`: the registry serves only some platforms' optional builds
  // (rollup's), so the lock omits the others and `npm ci` would refuse it as out of sync.
  await step('Installing npm packages (a first install takes a few minutes)', 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
}

const hasCjkFont = () => {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

export const CHROMIUM = '/usr/bin/chromium';
/** Debian's nginx and its brotli_static module: the deployment test serves the built site with them (deploy/nginx.conf). */
export const NGINX = '/usr/sbin/nginx';
export const NGINX_BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * What the browser and deployment tests need from Debian: Chromium, CJK fonts, nginx with its
 * brotli_static module. Only what is missing is installed; nothing when all is there. (Debian
 * starts its nginx service on install; the tests run their own nginx on a free port.)
 */
export function ensureTestTools() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (!existsSync(NGINX)) missing.push('nginx');
  if (!existsSync(NGINX_BROTLI_STATIC)) missing.push('libnginx-mod-http-brotli-static');
  if (!missing.length) return;
  console.log(`Installing ${missing.join(', ')} from Debian...`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (asRoot.length ? run('sudo', ['apt-get', ...args], { env }) : run('apt-get', args, { env }));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
}

const TSUP = join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js');

/**
 * Every build: the site, the embed, the npm package (with its type declarations) and the server;
 * or what MEEDU_BUILD selects, with the site's options from the environment (scripts/build.mjs).
 */
export function build() {
  run(process.execPath, [TSUP]);
}

/** What `npm start` serves (site, embed, server; not the npm package), with a line of progress instead of tsup's file list. */
export function buildServed() {
  return step('Building the site, the embed and the server', process.execPath, [TSUP, '--silent'], {
    // The reference server serves the site at its root, on its own origin, whatever the shell sets.
    env: { ...process.env, MEEDU_BUILD: 'served', MEEDU_SITE_BASE: '', MEEDU_API_URL: '', MEEDU_SITE_DIR: '' },
  });
}
