import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import {
  api,
  atDesktopAndPhoneWidths,
  expectNoAxeViolations,
  siteConfig,
  useBrowser,
  whileRequestFails,
} from './helpers.js';
import { recordRequests, rendererAssets, scrollUntilShown } from './pages-helpers.js';

const browser = useBrowser();

interface Block {
  id: number;
  sign: string;
  config_render: {
    title?: string;
    items?: Array<{ title?: string; name?: string; goods_title?: string }>;
    html?: string;
  };
}

/** The home page's blocks as MeEdu 4.9.29+ serves them: the decoration page, its slides a pc-slider block. */
const BLOCKS = '/api/v2/decorationPage/blocks';
const homeBlocks = () => api<Block[]>(`${BLOCKS}?page_name=pc-page-index`);

describe('home page', () => {
  it('asks for the blocks and the latest announcement at once, and renders them', async () => {
    const { context, page } = await newPage(browser());
    const requests = recordRequests(page);
    // Hold each of the page's calls until all are on the wire: fetched one after another, the
    // second would never start and the page would never render.
    const wanted = [BLOCKS, '/api/v2/announcement/latest'];
    const inFlight = new Set<string>();
    let releaseAll!: () => void;
    const allStarted = new Promise<void>((r) => (releaseAll = r));
    for (const path of wanted) {
      await page.route(`**${path}*`, async (route: Route) => {
        inFlight.add(path);
        if (inFlight.size === wanted.length) releaseAll();
        await allStarted;
        await route.continue();
      });
    }
    await page.goto('/');
    await page.getByRole('heading', { name: '首页' }).waitFor({ state: 'attached' });
    await page.getByRole('region', { name: '推荐内容' }).waitFor();
    expect([...inFlight].sort()).toEqual([...wanted].sort());
    // The pc-slider block is the carousel, then the other blocks in the server's order; the slides
    // come with the blocks: no call of the releases before 4.9.29.
    const parts = await page.evaluate(() =>
      [...document.querySelectorAll('main section[aria-roledescription="轮播"], main section h2')].map((e) =>
        e.getAttribute('aria-roledescription') ? 'carousel' : e.textContent,
      ),
    );
    expect(parts.slice(0, 2)).toEqual(['carousel', '推荐课程']);
    expect(requests.filter((p) => p.startsWith('/api/v2/sliders') || p.startsWith('/api/v2/viewBlock'))).toEqual([]);

    const blocks = await homeBlocks();
    const vod = blocks.find((b) => b.sign === 'pc-vod-v1')!;
    const section = page.getByRole('region', { name: vod.config_render.title });
    await section.waitFor();
    expect(await section.getByRole('listitem').first().innerText()).toContain(vod.config_render.items![0].title!);
    // Every addon block the demo server enables is there too, each with its server title.
    for (const sign of ['pc-live-v1', 'pc-book-v1', 'pc-topic-v1', 'pc-learnPath-v1', 'pc-ms-v1', 'pc-tg-v1']) {
      const block = blocks.find((b) => b.sign === sign)!;
      await page.getByRole('region', { name: block.config_render.title }).waitFor();
    }

    const latest = await api<{ id: number; title: string }>('/api/v2/announcement/latest');
    const notice = page.getByRole('link', { name: latest.title });
    expect(await notice.getAttribute('href')).toBe(`/announcement/${latest.id}`);

    const config = await siteConfig();
    await page.waitForFunction((name) => document.title === `首页 - ${name}`, config.name);

    // The code block, last on the page, is rendered once the reader comes near it; its pasted
    // markup arrives without its handler or script.
    const promo = page.getByRole('heading', { name: '新人专享：注册即送 100 积分' });
    await page.waitForLoadState('networkidle');
    expect(await promo.count()).toBe(0);
    await scrollUntilShown(page, promo);
    expect(await page.locator('main [onerror], main script, main [style*="gradient"]').count()).toBe(0);

    // No math or code on the home page: KaTeX and highlight.js are never fetched.
    const { katex, hljs } = rendererAssets();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => katex.includes(p) || hljs.includes(p) || p.includes('katex'))).toEqual([]);
    await context.close();
  });

  it('hides blocks whose addon is switched off', async () => {
    const { context, page } = await newPage(browser());
    await page.route('**/api/v2/other/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { enabled_addons: string[] } };
      body.data.enabled_addons = body.data.enabled_addons.filter((a) => a !== 'Zhibo' && a !== 'MeeduBooks');
      await route.fulfill({ response, json: body });
    });
    const blocks = await homeBlocks();
    const title = (sign: string) => blocks.find((b) => b.sign === sign)!.config_render.title!;
    await page.goto('/');
    await page.getByRole('region', { name: title('pc-topic-v1') }).waitFor();
    expect(await page.getByRole('region', { name: title('pc-live-v1') }).count()).toBe(0);
    expect(await page.getByRole('region', { name: title('pc-book-v1') }).count()).toBe(0);
    await context.close();
  });

  it('has a carousel operated by buttons, which pauses on request', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    const carousel = page.getByRole('region', { name: '推荐内容' });
    await carousel.waitFor();
    // The pointer over it holds the rotation, so no automatic turn interferes below.
    await carousel.hover();
    const current = () => carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
    const first = await current();
    expect(first).toMatch(/^第 \d 张$/);
    await carousel.getByRole('button', { name: '第 1 张' }).click();
    expect(await current()).toBe('第 1 张');
    await carousel.getByRole('button', { name: '下一张' }).click();
    expect(await current()).toBe('第 2 张');
    await carousel.getByRole('button', { name: '第 4 张' }).click();
    expect(await current()).toBe('第 4 张');
    await carousel.getByRole('button', { name: '上一张' }).click();
    expect(await current()).toBe('第 3 张');
    // Only the visible slide's link can take focus.
    expect(await carousel.locator('[aria-roledescription="幻灯片"]:not([inert]) a').count()).toBe(1);
    await carousel.getByRole('button', { name: '暂停轮播' }).click();
    await carousel.getByRole('button', { name: '开始轮播' }).waitFor();
    await context.close();
  });

  it('turns every five seconds, but not while the pointer is over it', async () => {
    const { context, page } = await newPage(browser());
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: '推荐内容' });
    await carousel.waitFor();
    const current = () => carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('第 1 张');
    await page.clock.runFor(5000);
    await page.waitForFunction(() => document.querySelector('[aria-current="true"][aria-label="第 2 张"]'));
    await carousel.hover();
    await page.clock.runFor(12_000);
    expect(await current()).toBe('第 2 张');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await page.waitForFunction(() => document.querySelector('[aria-current="true"][aria-label="第 3 张"]'));
    await context.close();
  });

  it('starts without rotation when the visitor prefers reduced motion', async () => {
    const context = await browser().newContext({ baseURL: baseURL(), reducedMotion: 'reduce', locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('region', { name: '推荐内容' }).getByRole('button', { name: '开始轮播' }).waitFor();
    await context.close();
  });

  it('a failing call fails only its part of the page, which offers 重试', async () => {
    const latest = await api<{ title: string }>('/api/v2/announcement/latest');
    // The reference server's fault injection: the next blocks request answers HTTP 500.
    await whileRequestFails(browser(), BLOCKS, async (page) => {
      await page.goto('/');
      const alert = page.getByRole('alert').filter({ hasText: '首页内容加载失败' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain('服务器暂时无法响应');
      // The announcement came through; the failure is told once, there.
      await page.getByRole('link', { name: latest.title }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(1);
      expect(await page.locator('[data-meedu-toaster]').innerText()).toBe('');
      await alert.getByRole('button', { name: '重试' }).click();
      // The blocks, slides included, come on 重试.
      // The code block, last on the page, is rendered as the reader scrolls down to it.
      await scrollUntilShown(page, page.getByRole('heading', { name: '新人专享：注册即送 100 积分' }));
      await page.getByRole('region', { name: '推荐内容' }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('has no accessibility violations, at desktop and phone widths', async () => {
    await atDesktopAndPhoneWidths(browser(), async (page) => {
      await page.goto('/');
      await page.getByRole('region', { name: '推荐内容' }).waitFor();
      // The code block, last on the page, is rendered as the reader scrolls down to it.
      await scrollUntilShown(page, page.getByRole('heading', { name: '新人专享：注册即送 100 积分' }));
      await expectNoAxeViolations(page);
    });
  });
});
