/**
 * A learner's journey against a server playing MeEdu 4.9.30 (the reference server's default, as
 * for the whole suite) whose demo member has not accepted the current agreements: signing in with
 * the agreement question, the course's v3 comments read and posted (评论审核中), and the lesson
 * page. Its own server, because the suite's shared one has its demo members accept them at setup
 * (tests/e2e/global-setup.ts); the home page and the course's offers at 4.9.30 are checked in
 * pages-home and pages-course-detail. One browser for the file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../browser.js';
import { useReleaseServer } from './release-server.js';
import { expectNoAxeViolations, loginThroughDialog, TOKEN_KEY } from './helpers.js';

const browser = useBrowser();
const { url, call, newPage } = useReleaseServer('4.9.30', browser);

const toasts = (page: Page) => page.locator('[data-meedu-toaster]').innerText();

describe('a learner on a MeEdu 4.9.30 server', () => {
  it('signs in, accepts the agreements once, reads and posts comments, and studies a lesson', async () => {
    const { context, page, calls } = await newPage();
    await page.goto('/courses/detail/1?tab=comments');
    await page.getByRole('button', { name: '登录后评论' }).click();
    await loginThroughDialog(page);

    // The demo member has not accepted the current agreements: asked once, 同意 records it.
    const question = page.getByRole('dialog', { name: '用户协议与隐私政策提示' });
    await question.waitFor();
    expect(await question.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(
      `${url()}/user/protocol`,
    );
    await question.getByRole('button', { name: '同意', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    expect(calls).toContain('POST /api/v2/member/agreement/agree');
    const token = (await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY))!;
    expect((await call<{ agreement_status: unknown }>('/api/v2/member/detail', { token })).agreement_status).toEqual({
      user_agreement_agreed: true,
      privacy_policy_agreed: true,
    });

    // v3 threads: the seeded thread with its two replies, one answering the other.
    const list = page.getByRole('list', { name: '评论列表' });
    await list.waitFor();
    const thread = list.getByRole('listitem').filter({ hasText: '同意，这部分我也反复看了两遍。' }).first();
    await thread.waitFor();
    expect(await thread.innerText()).toMatch(/回复 /);

    // Posting: the new comment waits for moderation and reads 评论审核中 for everybody.
    const box = page.getByLabel('发表评论');
    await box.fill('端到端：讲解清楚，例子实用');
    await page.getByRole('button', { name: '发表评论' }).click();
    await page.locator('[data-meedu-toaster]').getByText('评论成功').waitFor();
    await list.getByRole('listitem').first().getByText('评论审核中').waitFor();
    expect(await box.inputValue()).toBe('');
    expect(calls).toContain('POST /api/v3/comment/store');
    expect(calls.filter((c) => c.includes('/api/v2/course/1/comment'))).toEqual([]);

    // A reply under an approved comment waits too.
    await thread
      .getByRole('button', { name: /^回复 / })
      .first()
      .click();
    const reply = page.getByRole('textbox', { name: /^回复 / });
    await reply.fill('同意楼上');
    await page.getByRole('button', { name: '回复', exact: true }).click();
    await page.locator('[data-meedu-toaster]').getByText('回复成功').waitFor();
    await thread.getByRole('list').getByText('评论审核中').first().waitFor();

    // Comments switched off on a course: said, with no box.
    await page.goto('/courses/detail/12?tab=comments');
    await page.getByText('暂未开放评论').waitFor();
    expect(await page.getByLabel('发表评论').count()).toBe(0);

    // The lesson page: the lesson's own comments, the course's attachments through the v3 step.
    await page.goto('/courses/detail/1?tab=catalog');
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await page.getByRole('heading', { name: '课时评论' }).waitFor();
    await page.getByRole('list', { name: '评论列表' }).waitFor();
    const download = page.getByRole('button', { name: /^下载/ }).first();
    await download.waitFor();
    const [fileRequest] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/v3/course/attach-download?sign=')),
      download.click(),
    ]);
    expect(fileRequest.url().startsWith(url())).toBe(true);
    expect(calls.some((c) => /^GET \/api\/v3\/course\/1\/attach\/\d+$/.test(c))).toBe(true);

    // Asked once per session: back on a page, no question.
    await page.goto('/');
    await page.getByRole('region', { name: '推荐内容' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await toasts(page)).not.toContain('路由不存在');
    await context.close();
  });

  it('has no accessibility violations on the pages it changed, at desktop and phone widths', async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await newPage(width);
      const token = (
        await call<{ token: string }>('/api/v2/login/password', {
          body: { mobile: '13800138000', password: 'meedu123' },
        })
      ).token;
      await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token] as const);
      await page.goto('/');
      await page.getByRole('region', { name: '推荐课程' }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/meedu-4930-home-${width}.png`, fullPage: true });
      await page.goto('/courses/detail/1?tab=comments');
      await page.getByRole('list', { name: '评论列表' }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/meedu-4930-comments-${width}.png`, fullPage: true });
      await context.close();
    }
  });
});
