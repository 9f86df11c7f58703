import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledGzipSize, root } from './bundle-size.js';

interface Budget {
  name: string;
  entries: string[];
  gzipBytes: number;
}

const { budgets } = JSON.parse(readFileSync(resolve(root, 'size-budgets.json'), 'utf8')) as { budgets: Budget[] };

describe('size budgets (gzip)', () => {
  it('has at least the core budget', () => {
    expect(budgets.some((b) => b.name.startsWith('core'))).toBe(true);
  });

  for (const budget of budgets) {
    it(`${budget.name} <= ${budget.gzipBytes} B`, async () => {
      const size = await bundledGzipSize(budget.entries);
      console.log(
        `[size] ${budget.name}: ${size.total} B gzip (js ${size.js}, css ${size.css}) / budget ${budget.gzipBytes}`,
      );
      expect(size.js).toBeGreaterThan(0);
      expect(size.total).toBeLessThanOrEqual(budget.gzipBytes);
    });
  }
});
