/**
 * Hostile addresses from the server never reach location, href or src, and never run: config
 * (h5_url, logo, ICP links) and content (navs, friend links, slider links and images, avatars) are
 * set to javascript:/data:/protocol-relative values through the reference server's development
 * endpoints, then the site is opened in Chromium — on a phone user agent too, where h5_url drives
 * the mobile hand-off.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { MEMBER_1, api, devConfig, loginContext, tokenFor, useBrowser } from './helpers.js';

const browser = useBrowser();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const RUN = 'javascript:window.__x=1;//x';

interface Row {
  id: number;
  url?: string;
  thumb?: string;
  avatar?: string;
}

/** Overwrites one content row through PUT /__dev/content and returns the restoring call. */
async function setContent(table: string, id: number, set: Record<string, string>, original: Record<string, string>) {
  await api('/__dev/content', { method: 'PUT', body: { table, id, set } });
  return () => api('/__dev/content', { method: 'PUT', body: { table, id, set: original } });
}

/**
 * Every href/src in the document (shadow roots included) and the address bar: what an attribute
 * holds must be an http(s) address, a path of this site, an in-page anchor or an inline raster
 * image, with no control character or whitespace anywhere.
 */
async function addressesOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        for (const name of ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data']) {
          const v = el.getAttribute(name);
          if (v !== null) out.push(v);
        }
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return out;
  });
}

const SAFE =
  /^(?:https?:\/\/[^/\\\s]|\/(?![/\\])|#|data:image\/(?:png|gif|jpe?g|webp);base64,)[^\s\u0000-\u001f\u007f-\u009f]*$/i;
const unsafe = (values: string[]) =>
  values.filter((v) => !SAFE.test(v) || /(?:java|vb)script:|evil\.example|data:text/i.test(v));

/** The seeded members (docs/server.md, Seed): ids 1 to 20. */
const DEMO_MEMBERS = 20;

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __x?: unknown }).__x);

let course: { id: number; title: string };
const restores: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  // Course 1: bought by the demo member, commented on by seeded members. (Course covers are drawn
  // by the server from the title, not stored: SafeImage's unit tests cover them.)
  course = (await api<{ course: { id: number; title: string } }>('/api/v2/course/1')).course;

  const navs = await api<Row[]>('/api/v2/navs?platform=PC');
  restores.push(await setContent('navs', navs[0].id, { url: 'JaVaScRiPt:window.__x=1' }, { url: navs[0].url! }));
  const links = await api<Row[]>('/api/v2/links');
  restores.push(
    await setContent(
      'links',
      links[0].id,
      { url: 'data:text/html,<script>window.__x=1</script>' },
      { url: links[0].url! },
    ),
  );
  if (links[1])
    restores.push(await setContent('links', links[1].id, { url: '//evil.example/x' }, { url: links[1].url! }));
  // The slides are the pc-slider block of the decoration page (MeEdu 4.9.29+).
  const blocks = await api<Array<{ id: number; sign: string; config: string }>>(
    '/api/v2/decorationPage/blocks?page_name=pc-page-index',
  );
  const slider = blocks.find((b) => b.sign === 'pc-slider')!;
  restores.push(
    await setContent(
      'view_blocks',
      slider.id,
      { config: JSON.stringify([{ src: RUN, href: 'java\nscript:window.__x=1' }]) },
      { config: slider.config },
    ),
  );

  // The demo member's avatar (user menu), and every other demo member's: the course's commenters
  // are among them (v3 comments name their authors without ids).
  const token = await tokenFor(MEMBER_1);
  const me = await api<{ id: number; avatar: string }>('/api/v2/member/detail', { token });
  restores.push(await setContent('users', me.id, { avatar: '\tjavascript:window.__x=1' }, { avatar: me.avatar }));
  const comments = await api<{ data: Array<{ user: { avatar: string } }> }>(`/api/v3/comments?rt=1&rid=${course.id}`);
  expect(comments.data.length).toBeGreaterThan(0);
  // Restored to the drawn avatar each was seeded with (src/server/modules/users/seed.ts).
  for (let id = 1; id <= DEMO_MEMBERS; id++) {
    if (id !== me.id)
      restores.push(await setContent('users', id, { avatar: '/%09/evil.example/a.png' }, { avatar: `gen:user-${id}` }));
  }

  restores.push(
    await devConfig({
      logo: RUN,
      icp_link: '\tjavascript:window.__x=1;//x',
      icp2_link: '/\\evil.example',
      h5_url: RUN,
    }),
  );
});

afterAll(async () => {
  while (restores.length) await restores.pop()!();
});

describe('hostile server addresses', () => {
  it('desktop home: logo, navs, slider, friend and ICP links never become href/src; the text stays', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('contentinfo').getByText('友情链接').waitFor();
    await page.locator('main h3').first().waitFor();
    expect(unsafe(await addressesOnPage(page))).toEqual([]);
    // Refused links render as plain text, refused images as their placeholder.
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText('沪ICP备20001234号-1').count()).toBe(1);
    expect(await footer.getByRole('link', { name: '沪ICP备20001234号-1' }).count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('link', { name: /首页/ }).innerText()).toContain('MeEdu');
    expect(await ran(page)).toBeUndefined();
    await context.close();
  });

  it('desktop course detail, logged in: avatars (user menu and comments) stay placeholders', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await page.goto(`/courses/detail/${course.id}?tab=comments`);
    const list = page.getByRole('list', { name: '评论列表' });
    await list.getByRole('listitem').first().waitFor();
    // Every commenter's avatar is hostile: each shows the empty placeholder instead.
    expect(await list.locator('img').count()).toBe(0);
    // The member's own avatar is hostile too: the user menu shows the initial.
    expect(await page.getByRole('banner').locator('img[alt=""]').count()).toBe(0);
    expect(unsafe(await addressesOnPage(page))).toEqual([]);
    expect(await ran(page)).toBeUndefined();
    await context.close();
  });

  for (const [label, h5] of [
    ['javascript:', RUN],
    ['a leading tab', `\t${RUN}`],
    ['%0a in front', `%0a${RUN}`],
  ] as const) {
    it(`phone user agent, h5_url with ${label}: no hand-off, no script, the course page shows`, async () => {
      const restore = await devConfig({ h5_url: h5 });
      const { context, page } = await newPage(browser(), { width: 375, height: 800, userAgent: IPHONE });
      try {
        const navigations: string[] = [];
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) navigations.push(frame.url());
        });
        const target = `/courses/detail/${course.id}`;
        await page.goto(target);
        await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
        // Time for a late hand-off to happen, had one been asked for.
        await page.waitForTimeout(500);
        expect(await ran(page)).toBeUndefined();
        expect(new URL(page.url()).pathname).toBe(target);
        expect(navigations.map((u) => new URL(u).pathname)).toEqual([target]);
        expect(unsafe(await addressesOnPage(page))).toEqual([]);
      } finally {
        await context.close();
        await restore();
      }
    });
  }
});
