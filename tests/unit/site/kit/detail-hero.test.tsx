import { afterEach, describe, expect, it } from 'vitest';
import { DetailHero } from '#site/kit/detail-hero.js';
import { render, type Rendered } from '../../widgets/ui/dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('DetailHero', () => {
  it('names its section by the title, the page heading, with cover, description, price line and actions', async () => {
    view = await render(
      <DetailHero
        id="live-title"
        title="Vue 直播课"
        thumb="https://cdn.example.com/cover.png"
        desc="从零开始"
        cover={<span>直播中</span>}
        price={{ charge: '99', is_free: 0 }}
        stats={<span>120人已学</span>}
      >
        <button type="button">订阅课程</button>
      </DetailHero>,
    );
    const section = view.container.querySelector('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe('live-title');
    expect(section.querySelector('h1#live-title')?.textContent).toBe('Vue 直播课');
    expect(section.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/cover.png');
    expect(section.querySelector('img')?.nextElementSibling?.textContent).toBe('直播中');
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['从零开始', '价格 ￥99120人已学']);
    expect(section.querySelector('button')?.textContent).toBe('订阅课程');
  });

  it('leaves out an empty description and a cover address the URL check refuses', async () => {
    view = await render(
      <DetailHero id="book-title" title="电子书" thumb="javascript:alert(1)" desc="" price={{ charge: 30, is_free: 1 }}>
        {null}
      </DetailHero>,
    );
    expect(view.container.querySelector('img')).toBeNull();
    expect([...view.container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['价格 免费']);
  });
});
