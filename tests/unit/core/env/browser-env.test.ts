import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserEnvironment,
  configureEnvironment,
  documentPath,
  documentUrl,
  recordingEnvironment,
} from '#core/env/index.js';

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

/** A site served under /learn/: core speaks the site's paths, the browser's address carries the base. */
describe('browser environment under a base path', () => {
  const restores: Array<() => void> = [];
  afterEach(() => {
    vi.restoreAllMocks();
    while (restores.length) restores.pop()!();
    history.replaceState(null, '', '/');
  });

  it('reads the page’s path below the base and navigates to paths below it', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    history.replaceState(null, '', '/learn/courses/detail/5?tab=2');
    const e = browserEnvironment({ base: '/learn' });
    expect(e.location()).toEqual({ pathname: '/courses/detail/5', search: '?tab=2', origin: window.location.origin });
    e.navigate('/login?redirect=%2Fcourses');
    e.navigate('/', { replace: true });
    expect(assign.mock.calls).toEqual([['/learn/login?redirect=%2Fcourses']]);
    expect(replace.mock.calls).toEqual([['/learn/']]);
  });

  it('builds the browser’s path and the absolute address of a path of the site', () => {
    restores.push(configureEnvironment(browserEnvironment({ base: '/learn' })));
    expect(documentPath('/courses?page=2')).toBe('/learn/courses?page=2');
    expect(documentUrl('/error')).toBe(`${window.location.origin}/learn/error`);
  });

  it('still refuses what leaves the site', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const logs = recordingEnvironment();
    restores.push(configureEnvironment({ log: logs.log }));
    const e = browserEnvironment({ base: '/learn' });
    e.navigate('//evil.example');
    e.navigate('/\\evil.example');
    expect(assign).not.toHaveBeenCalled();
    expect(logs.logs).toEqual([
      ['refused address', '//evil.example'],
      ['refused address', '/\\evil.example'],
    ]);
  });
});
