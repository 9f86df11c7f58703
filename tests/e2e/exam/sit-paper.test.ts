/**
 * Sitting timed papers in Chromium against the reference server: all six types to a score, a
 * teacher-marked paper, the server's clock running a paper out, five answers given offline, and
 * a reload mid-paper.
 */
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { loginContext, useBrowser, waitForPath, waitForToast } from '../site/helpers.js';
import {
  MARKED_PAPER,
  SIX_TYPES_PAPER,
  V1,
  advanceServerClock,
  answerSixTypes,
  card,
  closeRunning,
  freshAttempt,
  getPlay,
  resetServerClock,
  secondsLeft,
  sheetCell,
} from './helpers.js';

const browser = useBrowser();

describe('sitting a timed paper', () => {
  it('answers all six types, saving each as given, hands in and sees the score and the review', async () => {
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    await closeRunning(token, SIX_TYPES_PAPER);
    const saves: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/submit/single')) saves.push(r.postDataJSON());
    });

    await page.goto(`/exam/papers/detail/${SIX_TYPES_PAPER}`);
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.waitForURL(/\/exam\/papers\/play\?id=1&pid=\d+$/);
    const pid = Number(new URL(page.url()).searchParams.get('pid'));
    // Counted by the server's clock, known from its Date header to within half a second either way.
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^倒计时：(01时00分0[01]|00时59分\d\d)秒$/);
    await expect.poll(() => page.title()).toMatch(/^JavaScript 基础能力测试 - /);

    await answerSixTypes(page);
    for (let n = 1; n <= 7; n++) await sheetCell(page, n, '已保存').waitFor();
    // One request per answer as given (typing sent once it pauses), in the public client's forms:
    // multiple choice as "option1,option2,option4", true/false as 0, a compound question part by part.
    expect(saves).toContainEqual({ pid, question_id: 3, answer: 'option1,option2,option4' });
    expect(saves).toContainEqual({ pid, question_id: 4, answer: ['find', 'findIndex'] });
    expect(saves).toContainEqual({ pid, question_id: 5, answer: 0 });
    expect(saves).toContainEqual({ pid, question_id: '7-cap-0', answer: 'option2' });
    expect(saves).toContainEqual({ pid, question_id: '7-cap-1', answer: 1 });
    expect(saves).toContainEqual({ pid, question_id: '7-cap-2', answer: ['3'] });

    await page.getByRole('button', { name: '立即交卷' }).click();
    const confirm = page.getByRole('dialog', { name: '确认信息' });
    await confirm.getByText('确认要交卷吗？', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await waitForToast(page, '考试结束，得分：65分');
    await page.getByText('考试得分：65分').waitFor();
    // The review: right answer, the member's, the score and the explanation.
    const first = card(page, 1);
    await first.getByText('正确答案：').waitFor();
    await first.getByText('5分（回答正确）').waitFor();
    await first.getByText(/const 声明的是常量绑定/).waitFor();
    expect((await getPlay(token, SIX_TYPES_PAPER, pid)).user_paper).toMatchObject({ status: 2, score: 65 });
    await context.close();
  });

  it('asks before handing in with questions left and before leaving; a teacher-marked paper says so', async () => {
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    const pid = await freshAttempt(token, MARKED_PAPER);
    await page.goto(`/exam/papers/play?id=${MARKED_PAPER}&pid=${pid}`);
    await page.getByRole('timer').waitFor();

    await page.getByRole('button', { name: '← 返回' }).click();
    const leave = page.getByRole('dialog', { name: '确认信息' });
    await leave.getByText('正在考试中,是否确认返回?').waitFor();
    await leave.getByRole('button', { name: '取消' }).click();

    await page
      .locator('article', { hasText: '问答题' })
      .getByRole('textbox')
      .fill('Cookie 存在客户端，Session 存在服务端。');
    await page
      .getByRole('navigation', { name: '答题卡' })
      .getByRole('button', { name: /，已保存$/ })
      .waitFor();
    await page.getByRole('button', { name: '立即交卷' }).click();
    const confirm = page.getByRole('dialog', { name: '确认信息' });
    await confirm.getByText('还有4道题未做，确认要交卷吗？').waitFor();
    await confirm.getByRole('button', { name: '继续答题' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: '立即交卷' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();

    const notice = page.getByRole('dialog', { name: '交卷提示' });
    await notice.getByText('此次在线考试包含主观题，等待老师阅卷后查看成绩').waitFor();
    await notice.getByRole('button', { name: '我知道了' }).click();
    await waitForPath(page, `/exam/papers/detail/${MARKED_PAPER}`);
    await page.getByRole('region', { name: '考试记录' }).getByText('阅卷中').first().waitFor();
    expect((await getPlay(token, MARKED_PAPER, pid)).user_paper.status).toBe(3);
    await context.close();
  });

  it('follows the server’s clock: when the development clock runs the paper out, it is handed in', async () => {
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    const pid = await freshAttempt(token, SIX_TYPES_PAPER);
    await page.goto(`/exam/papers/play?id=${SIX_TYPES_PAPER}&pid=${pid}`);
    await page.getByRole('timer').waitFor();
    try {
      // The server's clock jumps to 5 s before the deadline (ended_at, China time, whole seconds);
      // the tab's own clock does not move.
      const left = await secondsLeft((await getPlay(token, SIX_TYPES_PAPER, pid)).user_paper.ended_at);
      await advanceServerClock(left - 5);
      // The next answer's Date header tells the page.
      await card(page, 1).getByRole('radio', { name: /const/ }).check();
      await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^倒计时：00时00分0[0-6]秒$/);
      await page.getByText(/^考试得分：\d+分$/).waitFor({ timeout: 15_000 });
      const done = await getPlay(token, SIX_TYPES_PAPER, pid);
      expect(done.user_paper).toMatchObject({ status: 2, score: 5 });
      // Time is up: the server refuses further answers.
      const refused = await fetch(new URL(`${V1}/paper/${SIX_TYPES_PAPER}/submit/single`, page.url()), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ pid, question_id: 1, answer: 'option1' }),
      }).then((r) => r.json());
      expect(refused).toEqual({ code: 1, message: '考试已结束', data: [] });
    } finally {
      await resetServerClock();
      await context.close();
    }
  });
});

describe('nothing is lost', () => {
  it('keeps five answers given offline in the browser and sends them all when the network returns', async () => {
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    const pid = await freshAttempt(token, SIX_TYPES_PAPER);
    await page.goto(`/exam/papers/play?id=${SIX_TYPES_PAPER}&pid=${pid}`);
    await page.getByRole('timer').waitFor();

    await context.setOffline(true);
    await card(page, 1).getByRole('radio', { name: /const/ }).check();
    await card(page, 2)
      .getByRole('radio', { name: /"object"/ })
      .check();
    await card(page, 3)
      .getByRole('checkbox', { name: /string/ })
      .check();
    await card(page, 5).getByRole('radio', { name: '错误' }).check();
    await card(page, 4).getByLabel('第4题 第1空').fill('find');
    for (const n of [1, 2, 3, 4, 5]) await sheetCell(page, n, '待保存').waitFor();
    await page.getByText('网络连接已断开，答案已保存在本机，网络恢复后会自动提交。').waitFor();
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ id: number }>,
      `meedu-exam-answers:paper:${SIX_TYPES_PAPER}:${pid}`,
    );
    expect(stored.map((e) => e.id).sort()).toEqual([1, 2, 3, 4, 5]);
    // Handing in now waits for them.
    await page.getByRole('button', { name: '立即交卷' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('正在交卷，请等待所有答案保存完成…').waitFor();
    expect((await getPlay(token, SIX_TYPES_PAPER, pid)).user_paper.status).toBe(1);

    await context.setOffline(false);
    await page.getByText(/^考试得分：\d+分$/).waitFor({ timeout: 20_000 });
    const done = await getPlay(token, SIX_TYPES_PAPER, pid);
    const given = new Map(done.questions.map((q) => [q.question_id, q.answer_content]));
    expect([1, 2, 3, 4, 5].map((id) => given.get(id))).toEqual(['option3', 'option2', 'option1', '["find",""]', '0']);
    expect(done.user_paper.status).toBe(2);
    await context.close();
  });

  it('finds every answer after a reload, one the server never got included', async () => {
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    const pid = await freshAttempt(token, SIX_TYPES_PAPER);
    await page.goto(`/exam/papers/play?id=${SIX_TYPES_PAPER}&pid=${pid}`);
    await page.getByRole('timer').waitFor();
    await card(page, 1).getByRole('radio', { name: /const/ }).check();
    await card(page, 3)
      .getByRole('checkbox', { name: /symbol/ })
      .check();
    await card(page, 4).getByLabel('第4题 第2空').fill('findIndex');
    for (const n of [1, 3, 4]) await sheetCell(page, n, '已保存').waitFor();
    // The essay never reaches the server before the reload.
    await page.route('**/submit/single', (route) => route.abort('internetdisconnected'));
    await card(page, 6).getByRole('textbox').fill('宏任务与微任务');
    await sheetCell(page, 6, '待保存').waitFor();

    await page.unroute('**/submit/single');
    await page.reload();
    await page.getByRole('timer').waitFor();
    await expect.poll(() => card(page, 1).getByRole('radio', { name: /const/ }).isChecked()).toBe(true);
    expect(
      await card(page, 3)
        .getByRole('checkbox', { name: /symbol/ })
        .isChecked(),
    ).toBe(true);
    expect(await card(page, 4).getByLabel('第4题 第2空').inputValue()).toBe('findIndex');
    expect(await card(page, 6).getByRole('textbox').inputValue()).toBe('宏任务与微任务');
    await sheetCell(page, 6, '已保存').waitFor();
    const given = new Map(
      (await getPlay(token, SIX_TYPES_PAPER, pid)).questions.map((q) => [q.question_id, q.answer_content]),
    );
    expect(given.get(6)).toBe('宏任务与微任务');
    await closeRunning(token, SIX_TYPES_PAPER);
    await context.close();
  });

  it('an attempt with no questions says 未获取到试题 and goes back to the list', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await page.route('**/addons/Paper/api/v1/paper/1/join/*', (route) =>
      route.fulfill({
        json: {
          code: 0,
          message: '',
          data: { paper: { id: 1, title: '空试卷' }, user_paper: { id: 9, status: 1, score: 0 }, questions: [] },
        },
      }),
    );
    await page.goto('/exam/papers/play?id=1&pid=9');
    await waitForToast(page, '未获取到试题');
    await waitForPath(page, '/exam/papers');
    await context.close();
  });
});
