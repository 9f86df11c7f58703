import { createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Catalog } from '#site/pages/course/catalog.js';
import { HomeBlocks } from '#site/pages/home/blocks.js';
import { configFunc } from '#core/session/index.js';
import { DEFAULT_SWITCHES } from '#core/features/index.js';
import type { CourseDetail, Video } from '#core/course/index.js';
import type { PageBlock } from '#core/site/index.js';
import { tick } from '../../support/async.js';

let root: Root | undefined;
let host: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
  configFunc.set({ ...DEFAULT_SWITCHES });
});

async function render(element: ReactElement): Promise<HTMLDivElement> {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  root.render(element);
  await tick();
  return host;
}

const video = (id: number, chapter: number, extra: Partial<Video> = {}): Video => ({
  id,
  course_id: 1,
  title: `第${id}课`,
  slug: '',
  view_num: 0,
  seo_keywords: '',
  seo_description: '',
  published_at: '2024-01-01 00:00:00',
  charge: 0,
  chapter_id: chapter,
  duration: 125,
  is_ban_sell: 0,
  free_seconds: 0,
  ban_drag: 0,
  ...extra,
});

function detail(patch: Partial<CourseDetail> & { charge?: number }): CourseDetail {
  const { charge = 99, ...rest } = patch;
  return {
    course: {
      id: 1,
      title: 'c',
      slug: '',
      thumb: '',
      charge,
      short_description: '',
      render_desc: '',
      seo_keywords: '',
      seo_description: '',
      published_at: '',
      is_rec: 0,
      is_show: 1,
      user_count: 0,
      category_id: 1,
      is_free: charge > 0 ? 0 : 1,
    },
    chapters: [
      { id: 10, course_id: 1, title: '第一章' },
      { id: 11, course_id: 1, title: '第二章' },
    ],
    videos: {
      '0': [video(1, 0, { free_seconds: 300 })],
      '10': [video(2, 10), video(3, 10)],
      '11': [video(4, 11, { duration: 3725 })],
    },
    isBuy: false,
    isCollect: false,
    watchedProgress: {},
    attach: [],
    buyVideos: [],
    ...rest,
  };
}

const rows = (el: HTMLElement) => Array.from(el.querySelectorAll('a')).map((a) => a.textContent);

describe('Catalog', () => {
  it('lists loose lessons first, then chapters in order, each linking to its lesson', async () => {
    const el = await render(createElement(Catalog, { detail: detail({}) }));
    expect(Array.from(el.querySelectorAll('h2')).map((h) => h.textContent)).toEqual(['第一章', '第二章']);
    expect(Array.from(el.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/courses/video/1',
      '/courses/video/2',
      '/courses/video/3',
      '/courses/video/4',
    ]);
    expect(rows(el)[3]).toContain('1:02:05');
    expect(rows(el)[1]).toContain('02:05');
  });

  it('locks every lesson of a paid course not bought, offering 试看 where there are free seconds', async () => {
    const el = await render(createElement(Catalog, { detail: detail({}) }));
    expect(rows(el).every((t) => t!.includes('（需购买）'))).toBe(true);
    expect(rows(el).map((t) => t!.includes('试看'))).toEqual([true, false, false, false]);
  });

  it('unlocks a lesson bought on its own, and everything once the course is bought', async () => {
    let el = await render(createElement(Catalog, { detail: detail({ buyVideos: [3] }) }));
    expect(rows(el).map((t) => t!.includes('（需购买）'))).toEqual([true, true, false, true]);
    root!.unmount();
    el = await render(createElement(Catalog, { detail: detail({ isBuy: true }) }));
    expect(rows(el).some((t) => t!.includes('（需购买）') || t!.includes('试看'))).toBe(false);
  });

  it('never locks a free course', async () => {
    const el = await render(createElement(Catalog, { detail: detail({ charge: 0 }) }));
    expect(rows(el).some((t) => t!.includes('（需购买）'))).toBe(false);
  });

  it('shows watch progress from the member record', async () => {
    const progress = (id: number, seconds: number, watched: string | null) => ({
      id,
      user_id: 1,
      course_id: 1,
      video_id: id,
      watch_seconds: seconds,
      watched_at: watched,
      created_at: '',
      updated_at: '',
      deleted_at: null,
    });
    const el = await render(
      createElement(Catalog, {
        detail: detail({
          isBuy: true,
          watchedProgress: { '1': progress(1, 125, '2024-01-01 00:00:00'), '2': progress(2, 61, null) },
        }),
      }),
    );
    expect(rows(el)[0]).toContain('已学完');
    expect(rows(el)[1]).toContain('学习至 01:01');
  });

  it('says when there are no lessons yet', async () => {
    const el = await render(createElement(Catalog, { detail: detail({ videos: {}, chapters: [] }) }));
    expect(el.textContent).toBe('暂无课时，敬请期待');
  });
});

const block = (id: number, sign: string, render: Record<string, unknown>): PageBlock => ({
  id,
  platform: 'pc',
  page: 'pc-page-index',
  sign,
  sort: id,
  config: '{}',
  config_render: render,
});

describe('HomeBlocks', () => {
  const blocks = [
    block(1, 'pc-live-v1', {
      title: '直播课程',
      items: [{ id: 5, title: '直播一', charge: 0, category: { name: '后端' }, videos_count: 3 }],
    }),
    block(2, 'pc-book-v1', { title: '电子书', items: [{ id: 6, name: '书一', charge: 49 }] }),
    block(3, 'pc-learnPath-v1', {
      title: '学习路径',
      items: [{ id: 7, name: '路径一', charge: 299, original_charge: 499, courses_count: 8 }],
    }),
    block(4, 'pc-ms-v1', {
      title: '秒杀',
      items: [{ id: 1, goods_type: 'course', other_id: 2, goods_title: '秒杀课', charge: 59, original_charge: 199 }],
    }),
    block(5, 'pc-tg-v1', {
      title: '拼团',
      items: [{ id: 1, goods_type: 'mystery', other_id: 2, goods_title: '未知商品', charge: 9 }],
    }),
    block(6, 'pc-unknown-v9', { title: '未知', items: [{ id: 1, title: 'x' }] }),
    block(7, 'pc-topic-v1', { title: '空专栏', items: [] }),
  ];
  const sections = (el: HTMLElement) => Array.from(el.querySelectorAll('section h2')).map((h) => h.textContent);

  it('shows addon blocks only when their switch is on; learning paths whenever the server sends them', async () => {
    const el = await render(createElement(HomeBlocks, { blocks }));
    expect(sections(el)).toEqual(['学习路径']);
  });

  it('renders each switched-on block as cards linking to the detail routes', async () => {
    configFunc.set({ ...DEFAULT_SWITCHES, live: true, book: true, topic: true, miaosha: true, tuangou: true });
    const el = await render(createElement(HomeBlocks, { blocks }));
    // Unknown signs and empty blocks are left out.
    expect(sections(el)).toEqual(['直播课程', '电子书', '学习路径', '秒杀', '拼团']);
    const links = Array.from(el.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/live/detail/5', '/book/detail/6', '/learnPath/detail/7', '/courses/detail/2']);
    // A goods type with no route is a card without a link.
    expect(el.textContent).toContain('未知商品');
    expect(el.textContent).toContain('免费');
    expect(el.textContent).toContain('￥49');
    expect(el.querySelector('s')!.textContent).toBe('原价￥499');
  });
});
