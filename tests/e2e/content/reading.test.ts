/**
 * Reading paid content on the real reference server: a book article behind the paywall, the
 * same article once the book is bought (its order paid through the development endpoint, as a
 * gateway callback would), previous and next, the reading place recorded; a topic's paid part;
 * a learning path's steps linking to their items.
 */
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { api, useBrowser, waitForPath } from '../site/helpers.js';
import { buy, freshMember, useToken } from './helpers.js';

const browser = useBrowser();

interface BookDetail {
  book: { id: number; name: string; charge: number };
  articles: Record<string, Array<{ id: number; title: string; charge: number }>>;
}

/** A paid book, and a paid article of it with articles before and after. */
async function paidArticle() {
  const list = await api<{ data: { data: Array<{ id: number; charge: number }> } }>(
    '/addons/MeeduBooks/api/v1/books?size=50',
  );
  for (const { id, charge } of list.data.data) {
    if (!(charge > 0)) continue;
    const detail = await api<BookDetail>(`/addons/MeeduBooks/api/v1/book/${id}`);
    const all = Object.values(detail.articles).flat();
    const at = all.findIndex((a, i) => a.charge > 0 && i > 0 && i < all.length - 1);
    if (at > 0) return { book: detail.book, prev: all[at - 1], article: all[at], next: all[at + 1] };
  }
  throw new Error('no paid book article with neighbours in the demo data');
}

describe('book reader', () => {
  it('puts a paid article behind 订阅 until the book is bought, then shows it; previous and next move through the book', async () => {
    const { book, prev, article, next } = await paidArticle();
    const member = await freshMember();
    const { context, page } = await newPage(browser());
    await useToken(context, member.token);

    await page.goto(`/book/read/${article.id}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await page.getByText('本节为付费内容').waitFor();
    const offer = page.getByRole('main').getByRole('link', { name: `订阅电子书 ￥${book.charge}` });
    expect(await offer.getAttribute('href')).toBe(`/order?goods_type=book&goods_id=${book.id}`);
    // Nothing of the article's text reached the page.
    expect(await page.locator('article [data-rendered]').count()).toBe(0);

    await buy(member.token, `/addons/MeeduBooks/api/v1/book/${book.id}/buy`);
    await page.reload();
    const text = page.locator('article [data-rendered]');
    await text.waitFor();
    expect((await text.innerText()).length).toBeGreaterThan(20);
    expect(await page.getByText('本节为付费内容').count()).toBe(0);

    await page.getByRole('link', { name: '下一节' }).first().click();
    await waitForPath(page, `/book/read/${next.id}`);
    await page.getByRole('heading', { level: 1, name: next.title }).waitFor();
    await page.getByRole('link', { name: '上一节' }).first().click();
    await waitForPath(page, `/book/read/${article.id}`);
    await page.getByRole('link', { name: '上一节' }).first().click();
    await waitForPath(page, `/book/read/${prev.id}`);
    await page.getByRole('heading', { level: 1, name: prev.title }).waitFor();
    // The contents mark the article being read.
    expect(await page.getByRole('navigation', { name: '目录' }).locator('[aria-current="page"]').innerText()).toContain(
      prev.title,
    );

    // Reading recorded the member's place in the book.
    const history = await api<{ data: Array<{ book_id: number; article_id: number }> }>(
      '/addons/MeeduBooks/api/v2/member/book/view',
      { token: member.token },
    );
    expect(history.data.find((r) => r.book_id === book.id)?.article_id).toBe(prev.id);
    await context.close();
  });
});

describe('topic and learning path', () => {
  it('shows a topic’s free part with 购买全文, and its paid part once bought', async () => {
    const list = await api<{ data: { data: Array<{ id: number; charge: number; is_need_login: number }> } }>(
      '/addons/MeeduTopics/api/v1/topics?size=50',
    );
    const topic = list.data.data.find((t) => t.charge > 0 && !t.is_need_login)!;
    const member = await freshMember();
    const { context, page } = await newPage(browser());
    await useToken(context, member.token);
    await page.goto(`/topic/detail/${topic.id}`);
    await page.getByText('以下为付费内容').waitFor();
    const offer = page.getByRole('link', { name: /^购买全文/ });
    expect(await offer.getAttribute('href')).toBe(`/order?goods_type=topic&goods_id=${topic.id}`);
    const free = await page.locator('article [data-rendered]').innerText();

    await buy(member.token, `/addons/MeeduTopics/api/v1/topic/${topic.id}/buy`);
    const paid = await api<{ topic: { render_content: string } }>(`/addons/MeeduTopics/api/v1/topic/${topic.id}`, {
      token: member.token,
    });
    await page.reload();
    await page.locator('article [data-rendered]').first().waitFor();
    expect(await page.getByText('以下为付费内容').count()).toBe(0);
    const full = await page.locator('article [data-rendered]').innerText();
    expect(full.length).toBeGreaterThan(free.length);
    // The paid part is the server's full text.
    const lastParagraph = paid.topic.render_content
      .replace(/<[^>]+>/g, '\n')
      .trim()
      .split('\n')
      .filter(Boolean)
      .pop()!;
    expect(full).toContain(lastParagraph.trim());
    await context.close();
  });

  it('lists a learning path’s steps with links to each item’s page', async () => {
    const detail = await api<{
      data: { name: string };
      steps: Array<{ name: string; courses: Array<{ type: string; other_id: number; name: string }> }>;
    }>('/addons/LearnPaths/api/v1/path/1');
    const { context, page } = await newPage(browser());
    await page.goto('/learnPath/detail/1');
    await page.getByRole('heading', { level: 1, name: detail.data.name }).waitFor();
    const where: Record<string, string> = {
      course: '/courses/detail/',
      book: '/book/detail/',
      live: '/live/detail/',
      paper_paper: '/exam/papers/detail/',
      paper_practice: '/exam/practice/detail/',
      paper_mock: '/exam/mockpaper/detail/',
    };
    for (const step of detail.steps) {
      const items = page.getByRole('list', { name: `${step.name}的内容` }).getByRole('link');
      expect(await items.count()).toBe(step.courses.length);
      for (const [i, item] of step.courses.entries())
        expect(await items.nth(i).getAttribute('href')).toBe(`${where[item.type]}${item.other_id}`);
    }
    expect(await page.getByRole('link', { name: /^购买学习路径/ }).getAttribute('href')).toBe(
      '/order?goods_type=path&goods_id=1',
    );
    // A step item opens its page in-app.
    const first = detail.steps[0].courses[0];
    await page
      .getByRole('link', { name: new RegExp(first.name) })
      .first()
      .click();
    await waitForPath(page, `${where[first.type]}${first.other_id}`);
    await context.close();
  });
});
