import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootLoader } from '#widgets/embed/loader.js';
import type { MeeduApi } from '#widgets/embed/meedu-api.js';
import type { LoaderSettings, QueuedCommand } from '#widgets/embed/types.js';
import { tick } from '../../support/async.js';

function loaderTag(attrs: Record<string, string>, nonce = ''): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  script.nonce = nonce;
  return script;
}

/** An import() stand-in: records URLs; the runtime module records what start() received. */
function importer() {
  const urls: string[] = [];
  const started: Array<{ settings: LoaderSettings; load: (name: string) => Promise<unknown> }> = [];
  const runtime = {
    start: (settings: LoaderSettings, load: (name: string) => Promise<unknown>) =>
      void started.push({ settings, load }),
  };
  const importModule = vi.fn((url: string) => {
    urls.push(url);
    return Promise.resolve(url.endsWith('/runtime.js') ? runtime : { widgets: {} });
  });
  return { urls, started, importModule };
}

afterEach(() => {
  delete window.Meedu;
  document.body.innerHTML = '';
});

describe('bootLoader', () => {
  it('resolves the runtime and chunks against its own src, not the page', async () => {
    const { urls, started, importModule } = importer();
    document.body.innerHTML = `
      <div data-meedu-widget="course-list"></div>
      <div data-meedu-widget="course-list"></div>
      <span data-meedu-widget="login-button"></span>
      <div data-meedu-widget="no-such-widget"></div>
      <div data-meedu-widget="__proto__"></div>`;
    bootLoader(loaderTag({ src: 'https://cdn.example.com/embed/meedu.js?v=3' }), importModule);
    await tick();
    // One fetch per widget type, started together with the runtime; unknown types fetch nothing.
    // The login button shows the session, so the session start-up is fetched along.
    expect(urls.sort()).toEqual([
      'https://cdn.example.com/embed/course-list.js',
      'https://cdn.example.com/embed/login.js',
      'https://cdn.example.com/embed/runtime.js',
      'https://cdn.example.com/embed/session.js',
    ]);
    expect(started).toHaveLength(1);
    expect(started[0].settings.base).toBe('https://cdn.example.com/embed/');
    // The runtime gets the same cache: asking again for a chunk fetches nothing new.
    await started[0].load('course-list');
    await started[0].load('session');
    expect(importModule).toHaveBeenCalledTimes(4);
  });

  it('under its versioned name, with integrity and crossorigin, still resolves against its own folder and reads its data-*', async () => {
    const { urls, started, importModule } = importer();
    document.body.innerHTML = '<div data-meedu-widget="course-list"></div>';
    const tag = loaderTag({
      src: 'https://cdn.example.com/embed/meedu.5e653593c0a0a2ca.js',
      integrity: 'sha384-ILjhmHKKTB/brcOyslafG2c4/obb14Rwk/pr/7XW3KYx/k2EcxImXdCN2vFEpHri',
      crossorigin: 'anonymous',
      'data-api': 'https://api.example.com',
    });
    bootLoader(tag, importModule);
    await tick();
    expect(urls.sort()).toEqual([
      'https://cdn.example.com/embed/course-list.js',
      'https://cdn.example.com/embed/runtime.js',
    ]);
    expect(started[0].settings.base).toBe('https://cdn.example.com/embed/');
    expect(started[0].settings.data).toEqual({ api: 'https://api.example.com' });
  });

  it('leaves the session start-up to the runtime on a page without a widget that shows the session', async () => {
    const { urls, importModule } = importer();
    document.body.innerHTML = '<div data-meedu-widget="course-list"></div>';
    bootLoader(loaderTag({ src: 'https://cdn.example.com/embed/meedu.js' }), importModule);
    await tick();
    expect(urls.sort()).toEqual([
      'https://cdn.example.com/embed/course-list.js',
      'https://cdn.example.com/embed/runtime.js',
    ]);
  });

  it('hands the runtime its data-* settings and the nonce (data-nonce first)', async () => {
    const { started, importModule } = importer();
    bootLoader(
      loaderTag(
        {
          src: 'https://cdn.example.com/meedu.js',
          'data-api': 'https://api.example.com',
          'data-api-secondary': 'https://go.example.com',
          'data-primary-color': '#e4393c',
        },
        'script-nonce',
      ),
      importModule,
    );
    await tick();
    expect(started[0].settings.data).toMatchObject({
      api: 'https://api.example.com',
      apiSecondary: 'https://go.example.com',
      primaryColor: '#e4393c',
    });
    expect(started[0].settings.nonce).toBe('script-nonce');

    delete window.Meedu;
    const second = importer();
    bootLoader(
      loaderTag({ src: 'https://cdn.example.com/meedu.js', 'data-nonce': 'attr-nonce' }, 'script-nonce'),
      second.importModule,
    );
    await tick();
    expect(second.started[0].settings.nonce).toBe('attr-nonce');
  });

  it('leaves commands queued before it in window.Meedu for the runtime, and creates the queue if missing', async () => {
    const queued: QueuedCommand[] = [['open', 'login']];
    window.Meedu = queued;
    const { importModule } = importer();
    bootLoader(loaderTag({ src: 'https://cdn.example.com/meedu.js' }), importModule);
    expect(window.Meedu).toBe(queued);

    delete window.Meedu;
    bootLoader(loaderTag({ src: 'https://cdn.example.com/meedu.js' }), importer().importModule);
    expect(window.Meedu).toEqual([]);
  });

  it('does nothing when the runtime already runs (the tag included twice)', async () => {
    // A running API (only what the loader looks at).
    window.Meedu = { version: '1' } as MeeduApi;
    const { importModule } = importer();
    bootLoader(loaderTag({ src: 'https://cdn.example.com/meedu.js' }), importModule);
    await tick();
    expect(importModule).not.toHaveBeenCalled();
  });

  it('does not keep a failed chunk fetch, so a later mount can retry', async () => {
    let fail = true;
    const started: Array<(name: string) => Promise<unknown>> = [];
    const importModule = vi.fn((url: string) => {
      if (url.endsWith('/runtime.js'))
        return Promise.resolve({ start: (_: unknown, load: (n: string) => Promise<unknown>) => started.push(load) });
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ widgets: {} });
    });
    bootLoader(loaderTag({ src: 'https://cdn.example.com/meedu.js' }), importModule);
    await tick();
    await expect(started[0]('course-list')).rejects.toThrow('offline');
    fail = false;
    await expect(started[0]('course-list')).resolves.toEqual({ widgets: {} });
    expect(importModule).toHaveBeenCalledTimes(3);
  });
});
