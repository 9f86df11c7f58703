/**
 * Q&A on the real reference server, with members of the test's own: one asks with a points
 * bounty (not above their balance) and a picture, edits the question, a second answers, the asker
 * comments on the answer and accepts it, and the bounty moves to the answerer.
 */
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { api, useBrowser, waitForPath, waitForToast } from '../site/helpers.js';
import { credit1Of, freshMember, useToken } from './helpers.js';
import { ONE_PIXEL_PNG } from '../../fixtures/images.js';

const browser = useBrowser();

describe('questions and answers', () => {
  it('asks with a bounty and a picture, answers from a second member, accepts it and moves the points', async () => {
    const asker = await freshMember();
    const answerer = await freshMember();
    // Registration and the daily sign-in give a new member their first points.
    await api('/addons/DaySignIn/api/v1/signIn', { method: 'POST', body: {}, token: asker.token });
    const balance = await credit1Of(asker.token);
    const answererBefore = await credit1Of(answerer.token);
    expect(balance).toBeGreaterThan(0);
    const categories = await api<{ categories: Array<{ id: number; name: string }> }>(
      '/addons/Wenda/api/v1/question/create',
      { token: asker.token },
    );

    const a = await newPage(browser());
    await useToken(a.context, asker.token);
    const posts: Array<Record<string, unknown>> = [];
    a.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/addons/Wenda/api/v1/question/create'))
        posts.push(JSON.parse(r.postData() ?? '{}'));
    });
    await a.page.goto('/wenda');
    await a.page.getByRole('button', { name: '我要提问' }).click();
    const dialog = a.page.getByRole('dialog', { name: '提问' });
    await dialog.getByText(`积分余额：${balance}`).waitFor();
    await dialog.getByLabel('分类').selectOption(String(categories.categories[0].id));
    const title = `端到端提问 ${Date.now()}`;
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('问题描述').fill('第一行\n第二行 <b>不是标签</b>');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await dialog.getByRole('img', { name: '第1张图片' }).waitFor();

    // A bounty above the balance is refused before anything is sent.
    const bounty = dialog.getByLabel('悬赏积分');
    await bounty.fill(String(balance + 1));
    await dialog.getByRole('button', { name: '发布问题' }).click();
    await dialog.getByText('积分不足').waitFor();
    expect(await bounty.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    await bounty.fill(String(balance));
    await dialog.getByRole('button', { name: '发布问题' }).click();
    await waitForToast(a.page, '发布成功');
    await a.page.waitForURL(/\/wenda\/detail\/\d+$/);
    const questionId = Number(new URL(a.page.url()).pathname.split('/').pop());
    expect(posts).toEqual([
      {
        title,
        category_id: categories.categories[0].id,
        original_content: '第一行\n第二行 <b>不是标签</b>',
        render_content: '第一行\n第二行 <b>不是标签</b>',
        images: [expect.stringMatching(/\/images\/upload\/\d+-[0-9a-f]{32}\.png$/)],
        credit1: balance,
      },
    ]);
    await a.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await a.page.getByText(`悬赏${balance}积分`).waitFor();
    // Server HTML is rendered once its renderer has loaded: wait for it, then count.
    await a.page.locator('article').getByText('<b>不是标签</b>').first().waitFor();
    expect(await a.page.locator('article').getByText('<b>不是标签</b>').count()).toBe(1);
    expect(await a.page.getByRole('list', { name: '图片' }).getByRole('img').count()).toBe(1);
    expect(await credit1Of(asker.token)).toBe(0);

    // The asker edits the question while it is open.
    await a.page.getByRole('button', { name: '编辑问题' }).click();
    const edit = a.page.getByRole('dialog', { name: '编辑问题' });
    await edit.getByLabel('标题').fill(`${title}（已补充）`);
    await edit.getByRole('button', { name: '保存修改' }).click();
    await waitForToast(a.page, '保存成功');
    await a.page.getByRole('heading', { level: 1, name: `${title}（已补充）` }).waitFor();
    expect(await a.page.getByText('不能回答自己的问题。').count()).toBe(1);

    // A second member answers.
    const b = await newPage(browser());
    await useToken(b.context, answerer.token);
    await b.page.goto(`/wenda/detail/${questionId}`);
    await b.page.getByLabel('回答内容').fill('用闭包保存状态即可。');
    await b.page.getByRole('button', { name: '提交回答' }).click();
    await waitForToast(b.page, '回答成功');
    await b.page.getByRole('heading', { name: '1个回答' }).waitFor();
    expect(await b.page.getByRole('button', { name: '采纳' }).count()).toBe(0);

    // The asker comments on the answer, then accepts it.
    await a.page.reload();
    const answer = a.page.getByRole('listitem').filter({ hasText: '用闭包保存状态即可。' }).first();
    await answer.getByRole('button', { name: '评论' }).click();
    await answer.getByLabel('发表评论').fill('谢谢，明白了');
    await answer.getByRole('button', { name: '发表评论' }).click();
    await waitForToast(a.page, '评论成功');
    await answer.getByText('谢谢，明白了').waitFor();
    await answer.getByRole('button', { name: '采纳' }).click();
    await waitForToast(a.page, '已采纳该回答');
    await answer.getByText('已采纳').waitFor();
    await a.page.getByText('问题已解决，不再接受新的回答。').waitFor();
    expect(await a.page.getByRole('button', { name: '采纳' }).count()).toBe(0);
    expect(await a.page.getByRole('button', { name: '编辑问题' }).count()).toBe(0);
    expect(await credit1Of(answerer.token)).toBe(answererBefore + balance);

    // The asker finds the question among their own.
    await a.page.goto('/member/questions');
    await a.page
      .getByRole('list', { name: '我的提问' })
      .getByRole('link', { name: `${title}（已补充）` })
      .waitFor();
    await a.page.getByRole('tab', { name: '我的回答' }).click();
    await waitForPath(a.page, '/member/questions?tab=answers');
    await a.page.getByText('暂无回答').waitFor();
    await a.context.close();
    await b.context.close();
  });
});
