/**
 * Installs what the product needs on a fresh machine, using only Node's standard library (this
 * runs before node_modules exists): npm packages when missing or out of date, and Debian's
 * Chromium (plus CJK fonts so Chinese text renders) for the browser tests.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

export function ensurePackages() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh && existsSync(join(root, 'node_modules', 'better-sqlite3', 'build', 'Release'))) return;
  console.log('Installing npm packages...');
  // `npm install` rather than `npm ci`: the registry serves only some platforms' optional builds
  // (rollup's), so the lock omits the others and `npm ci` would refuse it as out of sync.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

const hasCjkFont = () => {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (!missing.length) return;
  console.log(`Installing ${missing.join(', ')} from Debian...`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (asRoot.length ? run('sudo', ['apt-get', ...args], { env }) : run('apt-get', args, { env }));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
}

export function build() {
  run(process.execPath, [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js')]);
}
