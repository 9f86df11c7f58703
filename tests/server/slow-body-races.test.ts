import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '#server/http/auth.js';
import { addCredit1 } from '#server/modules/users/index.js';
import { api, solveCaptcha, startTestServer, type TestServer } from './helpers.js';
import { slowRace, slowRequest, tally } from './slow-body.js';

/**
 * Writes that check state and then change it, attacked the way a member can: the same request on
 * five connections at once, each body arriving 0.4 s after its headers, or one request held open
 * while another changes what it is about. Whatever the timing, the check must see the state the
 * change is made to: one payout, one redemption, one unit of stock.
 */
let server: TestServer;
const tokens = new Map<number, string>();
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function token(userId: number): Promise<string> {
  if (!tokens.has(userId)) tokens.set(userId, (await issueToken(server.ctx, userId)).token);
  return tokens.get(userId)!;
}

async function call(path: string, user: number | null, body?: Record<string, unknown>, method?: string) {
  const res = await api(server, path, { token: user ? await token(user) : null, body, method });
  return res.json as { code: number; message: string; data: any };
}

async function must(path: string, user: number | null, body?: Record<string, unknown>, method?: string) {
  const res = await call(path, user, body, method);
  if (res.code !== 0) throw new Error(`${path}: ${res.message}`);
  return res.data;
}

const row = <T>(sql: string, ...args: unknown[]) => server.ctx.db.prepare(sql).get(...args) as T;
const credit1 = (id: number) => row<{ credit1: number }>('SELECT credit1 FROM users WHERE id = ?', id).credit1;
const members = (...ids: number[]) => Promise.all(ids.map((id) => token(id)));

const W = '/addons/Wenda/api/v1';
const PAPER = '/addons/Paper/api/v1';

async function askWithBounty(asker: number, reward: number) {
  addCredit1(server.ctx, asker, reward, 'test top-up');
  const categories = (await must(`${W}/other/config`, null)).categories as { id: number }[];
  return (
    await must(`${W}/question/create`, asker, {
      title: `悬赏 ${reward} 积分的问题`,
      category_id: categories[0].id,
      original_content: '事件循环里微任务什么时候执行？',
      credit1: reward,
    })
  ).id as number;
}

describe('five requests at once, each body 0.4 s behind its headers', () => {
  it('accepting answers pays the bounty once; the other accepts are told 问题已解决 (three rounds)', async () => {
    const answerers = [4, 5, 6, 7, 8];
    for (let round = 0; round < 3; round++) {
      const asker = 3;
      const questionId = await askWithBounty(asker, 100);
      const answerIds: number[] = [];
      for (const a of answerers) {
        answerIds.push((await must(`${W}/question/${questionId}/answer`, a, { original_content: `回答 ${a}` })).id);
      }
      const before = answerers.map(credit1);
      const askerToken = await token(asker);
      const answers = await slowRace(
        server,
        `${W}/question/${questionId}/correct`,
        answerIds.map((id) => ({ body: { answer_id: id }, token: askerToken })),
      );
      expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('问题已解决') });
      const paid = answerers.map((a, i) => credit1(a) - before[i]);
      expect(paid.reduce((sum, n) => sum + n, 0)).toBe(100);
      expect(
        row<{ n: number }>(
          'SELECT COUNT(*) AS n FROM wenda_answers WHERE question_id = ? AND is_correct = 1',
          questionId,
        ).n,
      ).toBe(1);
    }
  });

  it('asking with a bounty takes the points once: the other questions are refused 积分不足', async () => {
    const asker = 15;
    addCredit1(server.ctx, asker, 100 - credit1(asker), 'test balance');
    const categories = (await must(`${W}/other/config`, null)).categories as { id: number }[];
    const t = await token(asker);
    const answers = await slowRace(
      server,
      `${W}/question/create`,
      [1, 2, 3, 4, 5].map((n) => ({
        body: { title: `问题 ${n}`, category_id: categories[0].id, original_content: '内容', credit1: 100 },
        token: t,
      })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('积分不足') });
    expect(credit1(asker)).toBe(0);
  });

  it('exchanging points-mall goods gives the last unit once: the others are told 商品已兑完', async () => {
    const ebook = row<{ id: number }>("SELECT id FROM credit1_goods WHERE v_type = 'book'").id;
    server.ctx.db.prepare('UPDATE credit1_goods SET stock = 1 WHERE id = ?').run(ebook);
    const buyers = [2, 3, 4, 5, 6];
    for (const b of buyers) addCredit1(server.ctx, b, 1000, 'test top-up');
    const before = buyers.map(credit1);
    const answers = await slowRace(
      server,
      `/addons/Credit1Mall/api/v1/goods/${ebook}/exchange`,
      (await members(...buyers)).map((t) => ({ body: {}, token: t })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('商品已兑完') });
    expect(row<{ stock: number }>('SELECT stock FROM credit1_goods WHERE id = ?', ebook).stock).toBe(0);
    expect(buyers.reduce((sum, b, i) => sum + before[i] - credit1(b), 0)).toBe(300);
  });

  it('redeeming an exchange code works once: the others are told 兑换码已被使用', async () => {
    const answers = await slowRace(
      server,
      '/addons/CodeExchanger/api/v2/confirm',
      (await members(9, 10, 11, 12, 13)).map((t) => ({ body: { code: 'MEEDU-LIVE-8888' }, token: t })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('兑换码已被使用') });
  });

  it('signing in pays the day once: the others are told 今日已签到，明天再来吧', async () => {
    const before = credit1(9);
    const t = await token(9);
    const answers = await slowRace(
      server,
      '/addons/DaySignIn/api/v1/signIn',
      [1, 2, 3, 4, 5].map(() => ({ body: {}, token: t })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('今日已签到，明天再来吧') });
    expect(credit1(9) - before).toBe(5);
  });

  it('joining a flash sale takes one unit for the member: the others are told 您已获得秒杀资格，请尽快支付', async () => {
    const taken = () => row<{ over_num: number }>('SELECT over_num FROM ms_goods WHERE id = 1').over_num;
    const before = taken();
    const t = await token(10);
    const captchas = await Promise.all([1, 2, 3, 4, 5].map(() => solveCaptcha(server)));
    const answers = await slowRace(
      server,
      '/addons/MiaoSha/api/v1/m/1/join',
      captchas.map(({ key, text }) => ({ body: { captcha: text, captcha_key: key }, token: t })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('您已获得秒杀资格，请尽快支付') });
    expect(taken()).toBe(before + 1);
  });

  it('joining a group buy opens one place for the member', async () => {
    const t = await token(11);
    const answers = await slowRace(
      server,
      '/addons/TuanGou/api/v1/t/6/buy',
      [1, 2, 3, 4, 5].map(() => ({ body: { gid: 0 }, token: t })),
    );
    expect(tally(answers)).toEqual({
      ok: 1,
      refused: Array(4).fill('您已参与该商品的拼团，未支付的订单可在我的订单中继续支付'),
    });
    expect(row<{ n: number }>('SELECT COUNT(*) AS n FROM tg_orders WHERE user_id = 11 AND goods_id = 6').n).toBe(1);
  });

  it('a promo code good for one use is used once: the other orders are told 当前优惠码不可用', async () => {
    const now = server.ctx.options.now();
    server.ctx.db
      .prepare(
        `INSERT INTO promo_codes (code, user_id, expired_at, invite_user_reward, invited_user_reward, use_times, used_times, created_at, updated_at)
         VALUES ('RACEONCE', 0, NULL, 0, 5, 1, 0, ?, ?)`,
      )
      .run(now, now);
    const answers = await slowRace(
      server,
      '/api/v2/order/course',
      (await members(14, 15, 16, 17, 18)).map((t) => ({ body: { course_id: 1, promo_code: 'RACEONCE' }, token: t })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('当前优惠码不可用') });
    expect(row<{ used_times: number }>("SELECT used_times FROM promo_codes WHERE code = 'RACEONCE'").used_times).toBe(
      1,
    );
  });

  it('confirming one payment five times delivers and rewards it once', async () => {
    const buyer = 12;
    const order = await must('/api/v2/order/course', buyer, { course_id: 1 });
    const redirect = await api(server, '/api/v2/order/pay/redirect', {
      query: { order_id: order.order_id, payment: 'alipay', token: await token(buyer) },
    });
    const ticket = new URL(redirect.headers.get('location')!).searchParams.get('ticket')!;
    const before = credit1(buyer);
    const answers = await slowRace(
      server,
      '/pay/gateway',
      [1, 2, 3, 4, 5].map(() => ({ body: { ticket, action: 'pay' } })),
      { form: true },
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(credit1(buyer) - before).toBe(Math.floor(order.charge * 0.1));
    const notices = row<{ n: number }>(
      'SELECT COUNT(*) AS n FROM user_notifications WHERE user_id = ? AND message LIKE ?',
      buyer,
      `%${order.order_id}已支付成功%`,
    ).n;
    expect(notices).toBe(1);
  });

  it('withdrawing the share balance pays out once: the others are told 余额不足', async () => {
    server.ctx.db
      .prepare('INSERT INTO share_balance_records (user_id, sum, remark, created_at) VALUES (16, 10, ?, ?)')
      .run('test reward', server.ctx.options.now());
    const t = await token(16);
    const answers = await slowRace(
      server,
      '/addons/MultiLevelShare/api/v1/user/withdraw',
      [1, 2, 3, 4, 5].map(() => ({
        body: { amount: 10, channel: 'alipay', account: 'a@example.com', name: '张三' },
        token: t,
      })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('余额不足') });
  });

  it('binding an inviter binds one: the others are told 请勿重复绑定', async () => {
    const answers = await slowRace(
      server,
      '/addons/MultiLevelShare/api/v1/user/bind',
      await Promise.all([2, 3, 4, 5, 6].map(async (parent) => ({ body: { msv: parent }, token: await token(18) }))),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('请勿重复绑定') });
  });

  it('setting the nickname sets it once: the others are told 当前用户已配置昵称', async () => {
    server.ctx.db.prepare('UPDATE users SET is_set_nickname = 0 WHERE id = 17').run();
    const t = await token(17);
    const answers = await slowRace(
      server,
      '/api/v2/member/detail/nickname',
      [1, 2, 3, 4, 5].map((n) => ({ body: { nick_name: `并发昵称${n}` }, token: t })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('当前用户已配置昵称') });
  });

  it('handing in a paper scores it once: the others are told 试卷已交卷, and each wrong question counts once', async () => {
    const member = 13;
    const { record_id } = await must(`${PAPER}/paper/1/join`, member);
    const t = await token(member);
    const answers = await slowRace(
      server,
      `${PAPER}/paper/1/submit/all`,
      [1, 2, 3, 4, 5].map(() => ({ body: { pid: record_id }, token: t })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('试卷已交卷') });
    const counts = server.ctx.db.prepare('SELECT wrong_times FROM paper_wrongbook WHERE user_id = ?').all(member) as {
      wrong_times: number;
    }[];
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((c) => c.wrong_times === 1)).toBe(true);
  });

  it('handing in a mock paper scores it once: the others are told 试卷已交卷', async () => {
    const member = 14;
    const { recordId: record_id } = await must(`${PAPER}/mock_paper/1`, member, {});
    const t = await token(member);
    const answers = await slowRace(
      server,
      `${PAPER}/mock_paper/record/${record_id}/submit`,
      [1, 2, 3, 4, 5].map(() => ({ body: {}, token: t })),
    );
    expect(tally(answers)).toEqual({ ok: 1, refused: Array(4).fill('试卷已交卷') });
    const counts = server.ctx.db.prepare('SELECT wrong_times FROM paper_wrongbook WHERE user_id = ?').all(member) as {
      wrong_times: number;
    }[];
    expect(counts.every((c) => c.wrong_times === 1)).toBe(true);
  });
});

describe('state that changes while the body is on its way', () => {
  it('an answer to a question solved meanwhile is refused 问题已解决', async () => {
    const questionId = await askWithBounty(3, 0);
    const first = (await must(`${W}/question/${questionId}/answer`, 4, { original_content: '先到的回答' })).id;
    const late = await slowRequest(
      server,
      `${W}/question/${questionId}/answer`,
      { original_content: '迟到的回答' },
      {
        token: await token(5),
        beforeBody: () => must(`${W}/question/${questionId}/correct`, 3, { answer_id: first }),
      },
    );
    expect(late.json.message).toBe('问题已解决');
    expect(row<{ n: number }>('SELECT COUNT(*) AS n FROM wenda_answers WHERE question_id = ?', questionId).n).toBe(1);
  });

  it('an edit of a question solved meanwhile is refused 问题已解决，无法编辑', async () => {
    const questionId = await askWithBounty(3, 0);
    const first = (await must(`${W}/question/${questionId}/answer`, 4, { original_content: '回答' })).id;
    const categories = (await must(`${W}/other/config`, null)).categories as { id: number }[];
    const late = await slowRequest(
      server,
      `${W}/question/${questionId}/edit`,
      { title: '改过的标题', category_id: categories[0].id, original_content: '改过的内容' },
      {
        method: 'PUT',
        token: await token(3),
        beforeBody: () => must(`${W}/question/${questionId}/correct`, 3, { answer_id: first }),
      },
    );
    expect(late.json.message).toBe('问题已解决，无法编辑');
    expect(row<{ title: string }>('SELECT title FROM wenda_questions WHERE id = ?', questionId).title).not.toBe(
      '改过的标题',
    );
  });

  it('a chat message for a room muted meanwhile is refused 当前直播间已禁言', async () => {
    const late = await slowRequest(
      server,
      '/addons/zhibo/api/v1/course/1/video/3/chat/send',
      { content: '禁言之后才到的消息' },
      {
        token: await token(2),
        beforeBody: () => must('/__dev/live/ban', null, { video_id: 3, banned: 1 }),
      },
    );
    await must('/__dev/live/ban', null, { video_id: 3, banned: 0 });
    expect(late.json.message).toBe('当前直播间已禁言');
  });

  it('a paper answer arriving after the end is refused 考试已结束 and not stored', async () => {
    const member = 19;
    const { record_id } = await must(`${PAPER}/paper/1/join`, member);
    const play = await must(`${PAPER}/paper/1/join/${record_id}`, member);
    const question = play.questions.find((q: { question: { type: number } }) => q.question.type === 1);
    const late = await slowRequest(
      server,
      `${PAPER}/paper/1/submit/single`,
      { pid: record_id, question_id: question.question_id, answer: 'option1' },
      { token: await token(member), beforeBody: async () => server.clock.advance(61 * 60) },
    );
    expect(late.json.message).toBe('考试已结束');
    expect(
      row<{ n: number }>("SELECT COUNT(*) AS n FROM paper_answers WHERE kind = 'paper' AND record_id = ?", record_id).n,
    ).toBe(0);
  });

  it('a mock-paper answer arriving after the end is refused 考试已结束 and not stored', async () => {
    const member = 20;
    const { recordId: record_id } = await must(`${PAPER}/mock_paper/1`, member, {});
    const play = await must(`${PAPER}/mock_paper/record/${record_id}`, member);
    const question = play.questions.find((q: { question: { type: number } }) => q.question.type === 1);
    const late = await slowRequest(
      server,
      `${PAPER}/mock_paper/record/${record_id}/submit/single`,
      { question_id: question.question_id, answer: 'option1' },
      { token: await token(member), beforeBody: async () => server.clock.advance(31 * 60) },
    );
    expect(late.json.message).toBe('考试已结束');
    expect(
      row<{ n: number }>("SELECT COUNT(*) AS n FROM paper_answers WHERE kind = 'mock' AND record_id = ?", record_id).n,
    ).toBe(0);
  });
});
