import { afterEach, describe, expect, it } from 'vitest';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { SafeLink } from '#widgets/ui/safe-link.js';
import { render, type Rendered } from './dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const HOSTILE = [
  'javascript:window.__x=1;//x',
  '\tjavascript:window.__x=1',
  '%0ajavascript:1',
  'data:text/html,<b>x</b>',
  '//evil.example',
  '/%09/evil',
];

describe('SafeImage', () => {
  it('renders checked addresses, normalised', async () => {
    view = await render(
      <>
        <SafeImage src="https://cdn.example.com/a.png" alt="a" width={10} />
        <SafeImage src="data:image/png;base64, AAAA" alt="qr" />
      </>,
    );
    const imgs = [...view.container.querySelectorAll('img')];
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual([
      'https://cdn.example.com/a.png',
      'data:image/png;base64,AAAA',
    ]);
    expect(imgs[0].getAttribute('alt')).toBe('a');
    expect(imgs[0].getAttribute('width')).toBe('10');
  });

  it.each([...HOSTILE, 'data:image/svg+xml,<svg onload="x()"/>', '', null])(
    'shows the placeholder for %j',
    async (src) => {
      view = await render(<SafeImage src={src} alt="" fallback={<span data-testid="placeholder">A</span>} />);
      expect(view.container.querySelector('img')).toBeNull();
      expect(view.container.querySelector('[data-testid="placeholder"]')?.textContent).toBe('A');
    },
  );
});

describe('SafeLink', () => {
  it('renders checked addresses as links', async () => {
    view = await render(
      <SafeLink href="https://beian.miit.gov.cn" className="c" target="_blank" rel="noopener noreferrer">
        ICP
      </SafeLink>,
    );
    const a = view.container.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.className).toBe('c');
  });

  it.each([...HOSTILE, '', undefined])('renders %j as plain text', async (href) => {
    view = await render(
      <SafeLink href={href} className="c">
        ICP
      </SafeLink>,
    );
    expect(view.container.querySelector('a')).toBeNull();
    expect(view.container.querySelector('span.c')?.textContent).toBe('ICP');
  });
});
