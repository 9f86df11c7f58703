/**
 * Comment threads of the addons on the reference server: a reader who owns a topic, and a book,
 * comments on it and answers in the thread with the page's own boxes and buttons; the thread they
 * replied in stays open with their replies in it while the list is read again.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage } from '../browser.js';
import { api, useBrowser, waitForToast } from '../site/helpers.js';
import { buy, freshMember, useToken } from './helpers.js';

const browser = useBrowser();

/** A paid item of an addon list (`path` answers `{data: {data: [...]}}`). */
async function paidItem(path: string): Promise<number> {
  const list = await api<{ data: { data: Array<{ id: number; charge: number; is_need_login?: number }> } }>(path);
  return list.data.data.find((t) => t.charge > 0 && !t.is_need_login)!.id;
}

/** A member who owns what `buyPath` sells (its order paid as a gateway callback would), with their nickname. */
async function owner(buyPath: string) {
  const member = await freshMember();
  await buy(member.token, buyPath);
  const { nick_name } = await api<{ nick_name: string }>('/api/v2/member/detail', { token: member.token });
  return { ...member, nick: nick_name };
}

/** Where screenshots go when SHOTS=1 (looked at by hand; not part of the assertions). */
async function shot(page: Page, section: Locator, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  mkdirSync('/tmp/comment-shots', { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await section.screenshot({ path: `/tmp/comment-shots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * In the comments section `title`: a new comment, a reply to it, and a reply to that reply, each
 * sent with the section's own button; the thread opens with the first reply and stays open.
 */
async function commentAndReply(page: Page, title: string, nick: string, shotName: string): Promise<void> {
  const section = page.getByRole('region', { name: new RegExp(`^${title}`) });
  const said = `${title}：第一次读，收获很多 ${Date.now()}`;
  await section.getByRole('textbox', { name: '发表评论' }).fill(said);
  await section.getByRole('button', { name: '发表评论' }).click();
  await waitForToast(page, '评论成功');
  const mine = section
    .getByRole('list', { name: `${title}列表` })
    .getByRole('listitem')
    .filter({ hasText: said });
  await mine.waitFor();

  // 回复 under the comment (the first such button: the replies below have their own).
  await mine
    .getByRole('button', { name: `回复 ${nick}` })
    .first()
    .click();
  await mine.getByRole('textbox', { name: `回复 ${nick}` }).fill('补充一句：第三节的例子最好懂');
  await mine.getByRole('button', { name: '回复', exact: true }).click();
  await waitForToast(page, '回复成功');
  const replies = mine.getByRole('list', { name: `${nick}的评论的回复` });
  await replies.getByText('补充一句：第三节的例子最好懂').waitFor();
  const toggle = mine.getByRole('button', { name: '收起回复' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');

  // Answering the reply inside the open thread keeps it open, the first reply still in it.
  await replies
    .getByRole('listitem')
    .filter({ hasText: '补充一句' })
    .getByRole('button', { name: `回复 ${nick}` })
    .click();
  await mine.getByRole('textbox', { name: `回复 ${nick}` }).fill('再补充：附录也值得一读');
  await mine.getByRole('button', { name: '回复', exact: true }).click();
  await replies.getByText('再补充：附录也值得一读').waitFor();
  expect(await replies.getByText('补充一句：第三节的例子最好懂').isVisible()).toBe(true);
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  expect(await mine.getByRole('textbox').count()).toBe(0);
  await shot(page, mine, shotName);
}

describe('addon comment threads', () => {
  it('a topic owner comments and replies; the thread stays open with the replies', async () => {
    const topicId = await paidItem('/addons/MeeduTopics/api/v1/topics?size=50');
    const member = await owner(`/addons/MeeduTopics/api/v1/topic/${topicId}/buy`);
    const { context, page } = await newPage(browser());
    await useToken(context, member.token);
    await page.goto(`/topic/detail/${topicId}`);
    await commentAndReply(page, '评论', member.nick, 'topic');
    await context.close();
  });

  it('a book owner comments on an article and replies; the thread stays open with the replies', async () => {
    const bookId = await paidItem('/addons/MeeduBooks/api/v1/books?size=50');
    const detail = await api<{ articles: Record<string, Array<{ id: number }>> }>(
      `/addons/MeeduBooks/api/v1/book/${bookId}`,
    );
    const article = Object.values(detail.articles).flat()[0];
    const member = await owner(`/addons/MeeduBooks/api/v1/book/${bookId}/buy`);
    const { context, page } = await newPage(browser());
    await useToken(context, member.token);
    await page.goto(`/book/read/${article.id}`);
    await commentAndReply(page, '本节评论', member.nick, 'book-article');
    await context.close();
  });
});
