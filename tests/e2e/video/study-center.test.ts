import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import {
  addFault,
  api,
  clearFaults,
  expectNoAxeViolations,
  loginContext,
  MEMBER_2,
  siteConfig,
  tokenFor,
  useBrowser,
  waitForPath,
} from '../site/helpers.js';

/** /study-center (我的学习): the member's bought and favourite courses with their progress. */
const browser = useBrowser();

interface MemberCourse {
  course_id: number;
  learned_count: number;
  watch_record: { progress: number } | [];
  last_view_video: { video_id: number } | [];
  course: { id: number; title: string; videos_count: number } | [];
}
const list = (path: string, token: string) =>
  api<{ data: MemberCourse[]; total: number }>(`${path}?page=1&size=10`, { token });

describe('study centre', () => {
  it('lists the bought courses with their progress and 继续学习 to the last lesson viewed; favourites on their tab', async () => {
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    const bought = await list('/api/v3/member/courses', token);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/') || path.startsWith('/addons/')) apiCalls.push(path);
    });
    await page.goto('/');
    await page.getByRole('link', { name: '我的学习' }).first().click();
    await waitForPath(page, '/study-center');
    const config = await siteConfig();
    await page.waitForFunction((t) => document.title === t, `我的学习 - ${config.name}`);
    const items = page.getByRole('tabpanel').getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(bought.data.length);
    // Course 1: four of its lessons watched, the fifth last viewed (seeded).
    const one = bought.data.find((c) => c.course_id === 1)!;
    const row = items.filter({ hasText: (one.course as { title: string }).title });
    const progress = (one.watch_record as { progress: number }).progress;
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(progress));
    expect(await row.innerText()).toContain(
      `已学 ${progress}% · ${one.learned_count}/${(one.course as { videos_count: number }).videos_count} 课时`,
    );
    expect(await row.getByRole('link', { name: /继续学习/ }).getAttribute('href')).toBe(
      `/courses/video/${(one.last_view_video as { video_id: number }).video_id}`,
    );
    expect(apiCalls.filter((p) => p === '/api/v3/member/courses')).toHaveLength(1);

    const liked = await list('/api/v3/member/courses/like', token);
    await page.getByRole('tab', { name: '我的收藏' }).click();
    await waitForPath(page, '/study-center?tab=like');
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    for (const c of liked.data)
      await page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: (c.course as { title: string }).title })
        .waitFor();
    await context.close();
  });

  it('shows the empty state, a skeleton while loading and an error with 重试 under a fault', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context, MEMBER_2);
    await page.goto('/study-center?tab=like');
    await page.getByText('还没有收藏课程').waitFor();

    await addFault({ path: '/api/v3/member/courses', fault: 'latency=800', times: 1 });
    try {
      await page.goto('/study-center');
      await page.locator('[data-page-state="loading"]').first().waitFor();
      await page.getByRole('tabpanel').locator('[data-page-state="loading"]').waitFor({ state: 'detached' });
      await addFault({ path: '/api/v3/member/courses', fault: '500', times: 1 });
      await page.reload();
      const alert = page.getByRole('alert').filter({ hasText: '课程加载失败' });
      await alert.waitFor();
      await alert.getByRole('button', { name: '重试' }).click();
      await alert.waitFor({ state: 'detached' });
    } finally {
      await clearFaults();
    }
    await context.close();
  });

  it('has no accessibility violations at desktop and phone widths', async () => {
    const token = await tokenFor();
    for (const width of [1280, 375]) {
      const { context, page } = await newPage(browser(), { width });
      await context.addInitScript((t) => localStorage.setItem('meedu-user-token', t), token);
      for (const tab of ['', '?tab=like']) {
        await page.goto(`/study-center${tab}`);
        await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      }
      await page.goto('/study-center');
      await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      await page.screenshot({ path: `test-results/study-center-${width}.png`, fullPage: true });
      await context.close();
    }
  });
});
