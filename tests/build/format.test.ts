import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './bundle-size.js';

describe('format', () => {
  it('the tree is formatted by prettier (npm run format writes it)', () => {
    const run = spawnSync(process.execPath, [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.'], {
      cwd: root,
      encoding: 'utf8',
    });
    const unformatted = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('[warn] ') && !line.includes('Code style issues'))
      .map((line) => line.slice(7));
    expect(unformatted).toEqual([]);
    expect(run.status).toBe(0);
  });
});
