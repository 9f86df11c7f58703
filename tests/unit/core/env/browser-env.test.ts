import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEnvironment, configureEnvironment, recordingEnvironment } from '../../../../src/core/env/index.js';

/** The browser environment's assign/navigate are the only writes to window.location in core. */
describe('browser environment: leaving the page', () => {
  const restores: Array<() => void> = [];
  afterEach(() => {
    vi.restoreAllMocks();
    while (restores.length) restores.pop()!();
  });

  function spyLocation() {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const logs = recordingEnvironment();
    // Only `log` is recorded; the environment under test is the browser's own.
    restores.push(configureEnvironment({ log: logs.log }));
    return { assign, replace, logs: logs.logs };
  }

  it('follows http(s) addresses and paths of this site', () => {
    const { assign, replace } = spyLocation();
    const e = browserEnvironment();
    e.assign('https://m.example.com/#/pages/course/show?id=5');
    e.navigate('/login');
    e.navigate('/courses?page=2', { replace: true });
    expect(assign.mock.calls).toEqual([['https://m.example.com/#/pages/course/show?id=5'], ['/login']]);
    expect(replace.mock.calls).toEqual([['/courses?page=2']]);
  });

  it.each([
    'javascript:window.__x=1;//x',
    '\tjavascript:window.__x=1',
    'java\nscript:1',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    '/%09/evil',
  ])('logs and ignores %j', (bad) => {
    const { assign, replace, logs } = spyLocation();
    const e = browserEnvironment();
    e.assign(bad);
    e.navigate(bad);
    e.navigate(bad, { replace: true });
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(logs).toEqual([
      ['refused address', bad],
      ['refused address', bad],
      ['refused address', bad],
    ]);
  });
});
