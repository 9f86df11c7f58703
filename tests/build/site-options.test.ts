import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../build/site-config.js';
import { apiUrlOption, siteBuild } from '../../build/site-options.js';

describe('the site build’s options', () => {
  it('default to the root, the site’s own origin and dist/site, with the records in dist/meta', () => {
    expect(siteBuild({})).toEqual({
      base: '',
      apiUrl: '',
      dir: 'dist/site',
      meta: { site: 'dist/meta/site.json', siteCss: 'dist/meta/site-css.json', build: 'dist/meta/site-build.json' },
    });
  });

  it('take a base path, an API address and a folder, whose records go beside it', () => {
    const options = siteBuild({
      MEEDU_SITE_BASE: '/learn/',
      MEEDU_API_URL: 'https://api.example.com/',
      MEEDU_SITE_DIR: '/srv/build/site/',
    });
    expect(options).toMatchObject({ base: '/learn', apiUrl: 'https://api.example.com', dir: '/srv/build/site' });
    expect(options.meta.site).toBe('/srv/build/meta/site.json');
  });

  it('stop the build on an API address that is not one', () => {
    for (const bad of [
      'api.example.com',
      'ftp://api.example.com',
      'https://u:p@api.example.com',
      'https://a.example/?x=1',
      'javascript:alert(1)',
    ]) {
      expect(() => apiUrlOption(bad)).toThrow(/not an http\(s\) address/);
    }
    expect(() => siteBuild({ MEEDU_SITE_BASE: 'https://cdn.example/learn/' })).toThrow(/not a plain path/);
    expect(apiUrlOption(' http://127.0.0.1:8080/meedu/ ')).toBe('http://127.0.0.1:8080/meedu');
  });
});

describe('config.js', () => {
  const run = (text: string, window: Record<string, unknown> = {}) => {
    runInNewContext(text, { window });
    return window;
  };

  it('sets the page-level API addresses the client reads', () => {
    expect(run(runtimeConfig('https://api.example.com'))).toEqual({ meedu_api_url: 'https://api.example.com' });
    const edited = runtimeConfig('').replace('const apiGoUrl = "";', 'const apiGoUrl = "https://live.example.com";');
    expect(run(edited)).toEqual({ meedu_api_go_url: 'https://live.example.com' });
  });

  it('leaves what the page set itself where a setting is empty', () => {
    const page = { meedu_api_url: 'https://inline.example.com', meedu_api_go_url: 'https://go.example.com' };
    expect(run(runtimeConfig(''), { ...page })).toEqual(page);
  });
});
