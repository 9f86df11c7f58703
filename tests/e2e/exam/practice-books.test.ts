/**
 * Practising one question at a time in Chromium: a chapter by keyboard alone, the wrong-book
 * replayed by type with a question removed, and collecting / uncollecting a question.
 */
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { MEMBER_2, api, loginContext, useBrowser, waitForPath, waitForToast } from '../site/helpers.js';
import { closeRunning, closeRunningMocks, MOCK_PAPER, SIX_TYPES_PAPER, V1, V2 } from './helpers.js';

const browser = useBrowser();

/** Seeded: practice 1 (JavaScript 每日一练), chapter 基础语法 = single, single, true/false. */
const PRACTICE = 1;

describe('practice', () => {
  it('works through a chapter by keyboard only: number keys answer and are checked at once, arrows move', async () => {
    const { context, page } = await newPage(browser());
    // The second member has no practice progress, so the chapter starts at its first question; and
    // sits no paper or mock paper with these questions (another test may have left one running),
    // which would keep their answers hidden.
    const token = await loginContext(context, MEMBER_2);
    await closeRunning(token, SIX_TYPES_PAPER);
    await closeRunningMocks(token, MOCK_PAPER);
    const sent: Array<{ url: string; body: unknown }> = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes(`/practice/${PRACTICE}/join/question/`))
        sent.push({ url: new URL(r.url()).pathname, body: r.postDataJSON() });
    });

    await page.goto(`/exam/practice/detail/${PRACTICE}`);
    await page.getByRole('link', { name: '开始练习：基础语法' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/exam\/practice\/play\?practiceId=1&chapterId=\d+$/);
    await expect.poll(() => page.title()).toMatch(/^JavaScript 每日一练 - 基础语法 - /);
    const verdict = page.getByRole('status').filter({ hasText: /^回答(正确|错误)$/ });

    await page.getByText('以下哪个关键字声明的变量').waitFor();
    await page.keyboard.press('3'); // C: const
    await verdict.getByText('回答正确').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText('的结果是？').waitFor();
    await page.keyboard.press('1'); // A: "null", wrong
    await verdict.getByText('回答错误').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText('箭头函数拥有自己的 this 绑定。').waitFor();
    await page.keyboard.press('2'); // 错误, the right answer
    await verdict.getByText('回答正确').waitFor();
    await page.getByText('已练习3/3').waitFor();
    // Back by arrow: the checked question keeps its verdict and takes no further keys.
    await page.keyboard.press('ArrowLeft');
    await page.getByText('的结果是？').waitFor();
    await verdict.getByText('回答错误').waitFor();
    await page.keyboard.press('2');

    // Each check posted to …/answer in the public client's forms.
    expect(sent.every((s) => s.url.endsWith('/answer'))).toBe(true);
    expect(sent.map((s) => s.body)).toEqual([{ answer: 'option3' }, { answer: 'option1' }, { answer: 0 }]);
    await context.close();
  });
});

describe('wrong-book and collection', () => {
  it('replays the wrong-book by type, removes a question, and collects then uncollects one', async () => {
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    const stats = await api<{ types_count: Record<string, number> }>(`${V1}/wrongbook`, { token });
    const fills = await api<{ questions_ids: number[] }>(`${V2}/wrongbook/questions?type=3`, { token });
    expect(fills.questions_ids.length).toBeGreaterThan(0);

    await page.goto('/exam/wrongbook');
    const tiles = page.getByRole('list', { name: '按题型练习' });
    await tiles.getByRole('link', { name: `填空题 共${stats.types_count['3']}题错题` }).click();
    await waitForPath(page, '/exam/wrongbook/play?type=3');
    await expect.poll(() => page.title()).toMatch(/^考试错题本 - 填空题 - /);
    await page.getByText(`已练习0/${fills.questions_ids.length}`).waitFor();
    const first = fills.questions_ids[0];

    // Collect and uncollect the question on screen.
    const status = () =>
      api<{ status: number }>(`${V1}/collection/status`, { method: 'POST', body: { question_id: first }, token }).then(
        (s) => s.status,
      );
    const was = await status();
    const collect = page.getByRole('button', { name: was ? '已收藏' : '收藏试题' });
    await collect.click();
    await waitForToast(page, was ? '已取消收藏' : '已收藏试题');
    await page.getByRole('button', { name: was ? '收藏试题' : '已收藏' }).click();
    await waitForToast(page, was ? '已收藏试题' : '已取消收藏');
    expect(await status()).toBe(was);

    await page.getByRole('button', { name: '移出错题本' }).click();
    const confirm = page.getByRole('dialog', { name: '确认信息' });
    await confirm.getByText('是否将此题从错题本移除？').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await waitForToast(page, '已移出错题本，下次进入将不会看到该试题');
    const left = await api<{ questions_ids: number[] }>(`${V2}/wrongbook/questions?type=3`, { token });
    expect(left.questions_ids).toEqual(fills.questions_ids.filter((id) => id !== first));
    if (left.questions_ids.length) await page.getByText(`已练习0/${left.questions_ids.length}`).waitFor();
    else await waitForPath(page, '/exam/wrongbook');
    await context.close();
  });
});
