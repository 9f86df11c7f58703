import { createRoot, type Root } from 'react-dom/client';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichContent, type RichContentProps } from '#widgets/rich-content/index.js';
import type { Enhancers } from '#widgets/rich-content/enhance.js';
import { sanitizeHtml } from '#widgets/rich-content/sanitize.js';
import { tick } from '../../support/async.js';

// The sanitizer itself is tested in Chromium (sanitize.test.ts): happy-dom's DOM confuses
// DOMPurify. Here it is a plain parse, so these tests are about the component only.
vi.mock('#widgets/rich-content/sanitize.js', () => {
  const parse = (html: string | null | undefined) => {
    const t = document.createElement('template');
    t.innerHTML = html ?? '';
    return t.content;
  };
  return {
    sanitizeHtml: vi.fn(parse),
    sanitizeSnippet: vi.fn(parse),
    isSafeHref: () => true,
    isSafeImageSrc: () => true,
  };
});

/** The renderer chunk is a dynamic import: a few turns of the event loop let it resolve. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await tick();
};

// Loaded once up front, so the component's own dynamic import resolves within a few ticks.
beforeAll(async () => {
  await import('#widgets/rich-content/render.js');
});

let root: Root | undefined;
let host: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

async function mount(props: RichContentProps) {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  root.render(createElement(RichContent, props));
  await settle();
  return host;
}

function fakes() {
  const render = vi.fn((tex: string, el: HTMLElement) => {
    el.textContent = `[${tex}]`;
  });
  const enhancers: Enhancers = {
    math: vi.fn(async () => ({ katex: { render }, ensureKatexStyles: async () => undefined })),
    code: vi.fn(async () => ({
      highlightBlocks: (r: ParentNode) => {
        r.querySelectorAll('pre code').forEach((c) => c.classList.add('hljs'));
        return 1;
      },
    })),
  };
  return { enhancers, render };
}

/**
 * The browser's IntersectionObserver, reporting only when told: happy-dom lays nothing out, so
 * nothing ever comes into view by itself.
 */
function fakeViewport() {
  const observed: Array<{ target: Element; report(near: boolean): void; options?: IntersectionObserverInit }> = [];
  class Observer {
    private targets: Element[] = [];
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe(target: Element) {
      this.targets.push(target);
      observed.push({
        target,
        options: this.options,
        report: (near) => {
          if (this.targets.includes(target))
            this.callback([{ target, isIntersecting: near } as IntersectionObserverEntry], this as never);
        },
      });
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return observed;
}

describe('RichContent', () => {
  it('with whenNear, renders nothing (and loads no sanitizer) until the box comes within a screen of the viewport', async () => {
    const viewport = fakeViewport();
    try {
      const f = fakes();
      vi.mocked(sanitizeHtml).mockClear();
      const el = await mount({ html: '<p>页面底部的推广</p>', enhancers: f.enhancers, whenNear: true });
      expect(el.textContent).toBe('');
      expect(el.firstElementChild!.getAttribute('aria-busy')).toBe('true');
      expect(viewport).toHaveLength(1);
      expect(viewport[0].options?.rootMargin).toBe('100% 0px');
      viewport[0].report(false);
      await settle();
      expect(sanitizeHtml).not.toHaveBeenCalled();
      viewport[0].report(true);
      await settle();
      expect(el.textContent).toBe('页面底部的推广');
      expect(el.firstElementChild!.hasAttribute('data-rendered')).toBe(true);
      // Rendered once: scrolling past again changes nothing.
      viewport[0].report(true);
      await settle();
      expect(sanitizeHtml).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('inserts the content, renders math and code, then reports it is done', async () => {
    const f = fakes();
    const onRendered = vi.fn();
    const el = await mount({
      html: '<p>令 $x$ 为</p><pre><code class="language-js">let a</code></pre>',
      enhancers: f.enhancers,
      onRendered,
    });
    expect(el.querySelector('p')!.textContent).toBe('令 [x] 为');
    expect(el.querySelector('code')!.classList.contains('hljs')).toBe(true);
    expect(onRendered).toHaveBeenCalledTimes(1);
    expect(el.firstElementChild!.hasAttribute('data-rendered')).toBe(true);
    expect(el.firstElementChild!.hasAttribute('aria-busy')).toBe(false);
    expect(sanitizeHtml).toHaveBeenCalledWith('<p>令 $x$ 为</p><pre><code class="language-js">let a</code></pre>');
  });

  it('loads neither renderer for plain content', async () => {
    const f = fakes();
    const el = await mount({ html: '<p>没有公式，价格 $5</p>', enhancers: f.enhancers });
    expect(el.textContent).toBe('没有公式，价格 $5');
    expect(f.enhancers.math).not.toHaveBeenCalled();
    expect(f.enhancers.code).not.toHaveBeenCalled();
  });

  it('replaces the content when the html changes and keeps it across unrelated re-renders', async () => {
    const f = fakes();
    const el = await mount({ html: '<p>one</p>', enhancers: f.enhancers, className: 'a' });
    root!.render(createElement(RichContent, { html: '<p>one</p>', enhancers: f.enhancers, className: 'b' }));
    await settle();
    expect(el.textContent).toBe('one');
    expect(el.firstElementChild!.className).toContain('b');
    root!.render(createElement(RichContent, { html: '<p>two</p>', enhancers: f.enhancers, className: 'b' }));
    await settle();
    expect(el.textContent).toBe('two');
  });
});
