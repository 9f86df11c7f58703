/**
 * `npm test`: install what tests need (npm packages, Debian's Chromium and nginx), build, run every unit,
 * server, build and end-to-end test in one Vitest run, and finish with `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensurePackages, ensureTestTools } from './ensure.mjs';

const root = new URL('..', import.meta.url).pathname;
await ensurePackages();
ensureTestTools();
build();

const report = join(root, 'test-results', 'vitest.json');
rmSync(report, { force: true });
const vitest = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  // A file that failed before running any test (import error, failing hook) counts as one failure.
  const brokenFiles = (result.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  failed = result.numFailedTests + brokenFiles;
  skipped = result.numPendingTests + result.numTodoTests;
} else {
  failed = 1;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(vitest.status === 0 && failed === 0 ? 0 : 1);
